"""A Babel match played in Russian, then in Spanish: no English word on the page but names.

The player switches language with the header's switch in the middle of the match: the page
redraws in place (no reload: same document, same log, the stream reopened) and every word on it
(pages, the web client, the game's labels, log lines and components) is in the new language.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from selenium.webdriver.common.by import By

from games.engine import catalogs
from tests.web import pages
from tests.web.browser import console_errors, wait_for

ROOT = Path(__file__).resolve().parents[2]
BABEL_CLICKS = [".supply.actionable", ".hand .actionable", "#actions button[data-type=end_turn]"]
#: Words that are the same in every language: the site's name, the API link, the switch's own
#: language names.
NAMES = {"Tabula", "API", "English", "Русский", "Español"}
#: A word as the page shows it (names keep their digits: "lang0").
WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
LATIN = re.compile(r"[A-Za-z]")
COORDINATE = re.compile(r"[A-Z]\d*")


def _po_files() -> list[tuple[Path, str]]:
    files = [
        (ROOT / "locale" / code / "LC_MESSAGES" / f"{domain}.po", code)
        for code in ("ru", "es")
        for domain in ("django", "djangojs")
    ]
    for package in catalogs.packages():
        files += [(catalogs.po_path(package, code), code) for code in ("ru", "es")]
    return [(path, code) for path, code in files if path.exists()]


@cache
def vocabulary() -> tuple[frozenset[str], frozenset[str]]:
    """(the English words of every source text, the Spanish words of every translation)."""
    english: set[str] = set()
    spanish: set[str] = set()
    for path, code in _po_files():
        with path.open("rb") as file:
            for message in read_po(file, locale=code):
                ids = message.id if isinstance(message.id, list | tuple) else [message.id]
                strings = (
                    message.string if isinstance(message.string, list | tuple) else [message.string]
                )
                for text in ids:
                    english.update(w.lower() for w in WORD.findall(_bare(text or "")))
                if code == "es":
                    for text in strings:
                        spanish.update(w.lower() for w in WORD.findall(_bare(text or "")))
    return frozenset(english), frozenset(spanish)


def _bare(text: str) -> str:
    """A message without its placeholders and markup."""
    return re.sub(r"%\(\w+\)s|\{\w*\}|<[^>]+>", " ", text)


def english_words(text: str, language: str, names: set[str]) -> list[str]:
    """The words of ``text`` that are English (not a name)."""
    english, spanish = vocabulary()
    found = []
    for word in WORD.findall(text):
        if word in names or word in NAMES or not LATIN.search(word):
            continue
        if COORDINATE.fullmatch(word):
            continue  # the board's own coordinates and tile letters (GZ's "C", "D6"; a fish "A")
        if language == "ru":
            found.append(word)  # any Latin word on a Russian page
        elif word.lower() in english and word.lower() not in spanish:
            found.append(word)
    return sorted(set(found))


def visible_text(driver) -> str:
    return driver.execute_script("return document.body.innerText")


def switch_language(driver, code: str) -> None:
    driver.execute_script("window.__sameDocument = true")
    driver.find_element(By.CSS_SELECTOR, f'#language-switch button[value="{code}"]').click()
    wait_for(
        lambda: driver.execute_script("return document.documentElement.dataset.languageSwitched")
        == code,
        what=f"the page in {code}",
    )
    assert driver.execute_script("return window.__sameDocument === true"), "the page reloaded"
    assert driver.execute_script("return document.documentElement.lang") == code


def play(driver, moves: int) -> None:
    for _ in range(moves):
        if not pages.wait_for_my_turn(driver):
            return
        before = pages.version(driver)
        pages.click_one_move(driver, BABEL_CLICKS)
        wait_for(lambda b=before: pages.version(driver) > b, what="the move to land")


@pytest.mark.slow
def test_a_babel_match_in_russian_then_spanish_has_no_english_word(live, browsers, screenshots):
    browser = browsers()
    name = pages.sign_up(browser, live, "lang")
    pages.create_match(browser, live, "babel", 2, {1: "random"}, rated=False)
    wait_for(lambda: pages.status(browser) == "active", what="the match to start")
    names = {name}

    switch_language(browser, "ru")
    wait_for(lambda: "Журнал" in visible_text(browser), what="the page in Russian")
    play(browser, 3)
    wait_for(lambda: pages.my_turn(browser), what="my turn again")
    found = english_words(visible_text(browser), "ru", names)
    browser.save_screenshot(str(screenshots / "babel-ru.png"))
    assert found == [], f"English on the Russian page: {found}"

    switch_language(browser, "es")
    wait_for(lambda: "Registro" in visible_text(browser), what="the page in Spanish")
    play(browser, 1)
    wait_for(lambda: pages.my_turn(browser), what="my turn again")
    found = english_words(visible_text(browser), "es", names)
    browser.save_screenshot(str(screenshots / "babel-es.png"))
    assert found == [], f"English on the Spanish page: {found}"
    assert console_errors(browser) == []


@pytest.mark.slow
@pytest.mark.parametrize("game", ["great-zimbabwe", "bora-bora", "ankh-morpork"])
def test_every_game_reads_in_russian_and_spanish(live, browsers, screenshots, game):
    """The other three games at their first turn: board, choices, players, log and the
    components' names in Russian, then Spanish, with no English word on the page but names."""
    browser = browsers()
    names = {pages.sign_up(browser, live, "lang")}
    pages.create_match(browser, live, game, 2, {1: "random"}, rated=False)
    wait_for(lambda: pages.status(browser) == "active", what="the match to start")
    for code, log in (("ru", "Журнал"), ("es", "Registro")):
        switch_language(browser, code)
        wait_for(lambda log=log: log in visible_text(browser), what=f"the page in {code}")
        pages.wait_for_my_turn(browser)
        found = english_words(visible_text(browser), code, names)
        browser.save_screenshot(str(screenshots / f"{game}-{code}.png"))
        assert found == [], f"English on the {code} page of {game}: {found}"
    assert console_errors(browser) == []
