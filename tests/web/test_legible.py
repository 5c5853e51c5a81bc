"""Every game legible at the table (issue 24), in real Chromium.

Per game, against a bot, by clicking only: every text the page offers for a legal action (the
buttons, each step of the chooser, the board's aria-labels) and the status line read in words,
with no code (no ``_``, no component id like ``T05`` or ``G35``, no "…" without words); every
action type the views offered has its name. Pointing at one component of each kind on the page,
and focusing it with the keyboard, shows its full rule text from the components endpoint.
Screenshots per game at 1280 and 390 px (mid-game, a chooser and a tooltip open) go to
``docs/screenshots/`` (at 390 px with the board enlarged).
"""

from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from tests.web import pages
from tests.web.browser import console_errors, responses, wait_for

MOVES = 12
PHONE_WIDTH = 390
CODE_LIKE_ID = re.compile(r"^[A-Z]\d{2}$")
WORD = re.compile(r"[A-Za-z]{2,}")

PREFER = pages.PREFERRED_TARGETS


def catalogue(live: str, game: str) -> dict[str, dict[str, dict]]:
    status, body = pages.api_call(live, "GET", f"/api/v1/games/{game}/components/")
    assert status == 200, body
    return {kind["kind"]: {item["id"]: item for item in kind["items"]} for kind in body["kinds"]}


def problems(text: str, ids: set[str]) -> list[str]:
    found = []
    if "_" in text:
        found.append("an underscore")
    if shown := ids & set(re.findall(r"\b[A-Z]\d{2}\b", text)):
        found.append(f"ids {sorted(shown)}")
    if "…" in text and not WORD.search(text.replace("…", "")):
        found.append("a '…' without words")
    if not WORD.search(text):
        found.append("no word")
    return found


def offered_texts(browser) -> list[str]:
    """Every text the page shows for a legal action now, and the status line."""
    return browser.execute_script(
        """
        const texts = [document.getElementById('status').textContent];
        for (const b of document.querySelectorAll('#actions button, #chooser button, #chooser h3'))
          texts.push(b.textContent);
        for (const e of document.querySelectorAll('.actionable')) texts.push(e.getAttribute('aria-label'));
        return texts;
        """
    )


def click_and_read(browser, prefer: list[str]) -> list[str]:
    """One move by clicking (as ``pages.click_one_move``), reading the chooser at each step."""
    seen: list[str] = []
    original = browser.find_elements

    def find_and_read(by, selector):
        found = original(by, selector)
        if "#chooser" in selector and found:
            seen.extend(offered_texts(browser))
        return found

    browser.find_elements = find_and_read
    try:
        pages.click_one_move(browser, prefer)
    finally:
        browser.find_elements = original
    return seen


#: The element of a kind the pointer can reach: scrolled into view, on top at its centre.
REACHABLE = """
const [kind] = arguments;
for (const element of document.querySelectorAll(`#app [data-component^="${kind}:"]`)) {
  element.scrollIntoView({block: 'center'});
  const box = element.getBoundingClientRect();
  if (!box.width || !box.height) continue;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (hit && hit.closest('[data-component]') === element) return element;
}
return null;
"""


def hover_every_kind(browser, kinds: dict[str, dict[str, dict]]) -> set[str]:
    """Point at, then focus, one element of each component kind: its tooltip shows its text."""
    shown: set[str] = set()
    on_page = browser.execute_script(
        "return Array.from(document.querySelectorAll('#app [data-component]'),"
        " (e) => e.getAttribute('data-component').split(':')[0])"
    )
    for kind in dict.fromkeys(on_page):
        if kind in kinds:
            for _attempt in range(5):  # a live update may redraw the element under the pointer
                try:
                    if point_and_focus(browser, kinds, kind):
                        shown.add(kind)
                    break
                except pages.REDRAWN:
                    continue
    return shown


def point_and_focus(browser, kinds: dict[str, dict[str, dict]], kind: str) -> bool:
    element = browser.execute_script(REACHABLE, kind)
    if element is None:
        return False
    ident = element.get_attribute("data-component").split(":", 1)[1]
    text = kinds[kind][ident]["text"]
    ActionChains(browser).move_to_element(element).perform()
    wait_for(lambda: text in tooltip(browser), what=f"the tooltip of a {kind} (pointer)")
    browser.execute_script("document.activeElement?.blur(); arguments[0].focus()", element)
    wait_for(lambda: text in tooltip(browser), what=f"the tooltip of a {kind} (keyboard)")
    return True


def tooltip(browser) -> str:
    return browser.execute_script(
        "const t = document.querySelector('.tooltip:not([hidden])'); return t ? t.textContent : ''"
    )


def open_a_chooser(browser) -> None:
    """Open the chooser on the first group of several actions (a button or a board element)."""
    for selector in ("#actions .choices button", "#board .actionable", "#private .actionable"):
        for element in browser.find_elements(By.CSS_SELECTOR, selector):
            label = element.text or element.get_attribute("aria-label") or ""
            if label.endswith("…") or "choices" in label:
                browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
                element.click()
                wait_for(
                    lambda: browser.find_elements(By.CSS_SELECTOR, "#chooser:not([hidden])"),
                    what="the chooser",
                )
                return


def point_at_the_board(browser) -> None:
    """A tooltip open on a component of the board, for the screenshot."""
    for element in browser.find_elements(By.CSS_SELECTOR, "#board svg [data-component]"):
        if element.is_displayed():
            ActionChains(browser).move_to_element(element).perform()
            if wait_for(lambda: tooltip(browser), what="a tooltip"):
                return


@pytest.mark.parametrize("game", list(PREFER))
def test_a_player_reads_every_choice_and_every_component(game, live, browsers, screenshots):
    kinds = catalogue(live, game)
    ids = {ident for items in kinds.values() for ident in items if CODE_LIKE_ID.match(ident)}
    browser = browsers()
    pages.sign_up(browser, live, "reader")
    pages.create_match(browser, live, game, 2, {1: "random"})
    wait_for(lambda: pages.status(browser) == "active", what="the match against the bot")
    bad: dict[str, list[str]] = {}
    for _ in range(MOVES):
        if not pages.wait_for_my_turn(browser):
            break
        before = pages.version(browser)
        texts = offered_texts(browser) + click_and_read(browser, PREFER[game])
        for text in texts:
            if found := problems(text or "", ids):
                bad.setdefault(text, found)
        wait_for(lambda b=before: pages.version(browser) > b, what="my move to land")
    assert not bad, f"{game}: texts with codes: {bad}"
    # Every action type the page was offered has a name in words.
    offered: dict[str, str] = {}
    for answer in responses(browser):
        view = answer["json"]
        if answer.get("event") == "state" and isinstance(view, dict):
            view = view.get("view")  # the stream pushes {summary, view} after each batch
        if isinstance(view, dict) and view.get("legal_actions") and view.get("labels"):
            for action, sentence in zip(
                view["legal_actions"], view["labels"]["actions"], strict=True
            ):
                offered[action["type"]] = sentence
                assert not problems(sentence, ids), (action, sentence)
            for kind, name in view["labels"]["types"].items():
                assert not problems(name, ids), (kind, name)
    assert len(offered) >= 3, f"only {sorted(offered)} were offered"
    # Every component kind on the page explains itself, by pointer and by keyboard.
    wait_for(lambda: pages.my_turn(browser) or pages.status(browser) == "finished", timeout=60)
    shown = hover_every_kind(browser, kinds)
    assert len(shown) >= 3, f"{game}: tooltips only for {sorted(shown)}"
    # Screenshots: mid-game, a chooser open, a tooltip open; at 1280 and at 390 px.
    wait_for(lambda: pages.my_turn(browser) or pages.status(browser) == "finished", timeout=60)
    browser.execute_script("window.scrollTo(0, 0)")
    open_a_chooser(browser)
    browser.execute_script("window.scrollTo(0, 0)")
    point_at_the_board(browser)
    browser.save_screenshot(str(screenshots / f"{game}.png"))
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": PHONE_WIDTH, "height": 844, "deviceScaleFactor": 1, "mobile": True},
    )
    wait_for(lambda: browser.execute_script("return window.innerWidth") <= PHONE_WIDTH + 2)
    assert browser.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth"
    ), f"{game} scrolls sideways at {PHONE_WIDTH} px"
    # The board enlarged (twice the screen's width, scrolled to its middle in its frame), the
    # 1280 px tooltip put away (Escape) so that it hides nothing.
    pages.click(browser, "#zoom-board", "Enlarge the board")
    browser.execute_script(
        "const f = document.querySelector('#board .board-frame');"
        "f.scrollIntoView({block: 'start'}); f.scrollLeft = (f.scrollWidth - f.clientWidth) / 2;"
    )
    # The pointer to the page's margin (no component there), then Escape.
    away = ActionBuilder(browser)
    away.pointer_action.move_to_location(2, 2)
    away.perform()
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    wait_for(lambda: not tooltip(browser), what="the tooltip to close")
    browser.save_screenshot(str(screenshots / f"{game}-phone.png"))
    assert not console_errors(browser)
