"""Every text a player reads exists in Russian and Spanish, with the placeholders of its source.

* The project's gettext catalogs (``locale/{ru,es}/LC_MESSAGES/django.po`` and ``djangojs.po``:
  pages, the web client's scripts, API errors, history lines, e-mails): no message without a
  translation, none fuzzy, the same ``%(name)s`` / ``%s`` / ``{name}`` placeholders as its
  source, each ``.mo`` compiled from its ``.po`` as it is now, and no message of the sources
  missing from the catalogs (Django's ``makemessages`` is run into a copy of them).
* The games' catalogs (``games.engine.catalogs``): every package's ``problems()`` is empty and
  every game of ``games.registry`` has catalogs.

How to fix a failure: docs/web.md, "Languages" (makemessages, translate, compilemessages).
"""

from __future__ import annotations

import gettext
import re
import shutil
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po
from django.conf import settings
from django.core.management import call_command
from django.test import override_settings

from games.engine import catalogs
from games.registry import GAME_MODULES

ROOT = Path(settings.BASE_DIR)
LOCALE = ROOT / "locale"
TRANSLATED = [code for code, _ in settings.LANGUAGES if code != "en"]
DOMAINS = ["django", "djangojs"]
CATALOGS = [(code, domain) for code in TRANSLATED for domain in DOMAINS]

PERCENT = re.compile(r"%(?:\((\w+)\))?[-#0 +]*\d*(?:\.\d+)?([sdifr%])")
BRACES = re.compile(r"(?<!\{)\{(\w*)\}(?!\})")


def placeholders(text: str) -> tuple[list[str], list[str]]:
    """``%(name)s`` / ``%s`` (in order, for the unnamed ones) and ``{name}`` fields of ``text``."""
    percent = sorted(
        f"%({name})" if name else "%" + kind for name, kind in PERCENT.findall(text) if kind != "%"
    )
    return percent, sorted(BRACES.findall(text))


def read(path: Path, code: str) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=code)


def forms(message: Message) -> tuple[list[str], list[str]]:
    ids = list(message.id) if isinstance(message.id, list | tuple) else [message.id]
    strings = list(message.string) if isinstance(message.string, list | tuple) else [message.string]
    return ids, strings


def problems_of(path: Path, code: str) -> list[str]:
    found = []
    for message in read(path, code):
        if not message.id:
            continue
        ids, strings = forms(message)
        where = f"{path.name} [{code}]: {ids[0]!r}"
        if message.fuzzy:
            found.append(f"{where} is fuzzy")
            continue
        if not all(strings):
            found.append(f"{where} has no translation")
            continue
        # A plural form may leave the count out ("одна карта"), never add one.
        source = [placeholders(text) for text in ids]
        for text in strings:
            percent, braces = placeholders(text)
            if not any((percent, braces) == wanted for wanted in source) and not (
                len(ids) > 1 and set(percent) <= set(source[-1][0]) and braces == source[-1][1]
            ):
                found.append(f"{where}: {text!r} has placeholders {percent + braces}")
    return found


@pytest.mark.parametrize(("code", "domain"), CATALOGS)
def test_every_message_is_translated_with_its_placeholders(code, domain):
    assert problems_of(LOCALE / code / "LC_MESSAGES" / f"{domain}.po", code) == []


def compiled_messages(path: Path, code: str) -> dict[object, str]:
    """What a ``.mo`` made from this ``.po`` holds (gettext's own keys)."""
    expected: dict[object, str] = {}
    for message in read(path, code):
        ids, strings = forms(message)
        prefix = f"{message.context}\x04" if message.context else ""
        if not message.id:
            continue
        if len(ids) > 1:
            for index, text in enumerate(strings):
                expected[(prefix + ids[0], index)] = text
        else:
            expected[prefix + ids[0]] = strings[0]
    return expected


@pytest.mark.parametrize(("code", "domain"), CATALOGS)
def test_every_mo_is_compiled_from_its_po(code, domain):
    po = LOCALE / code / "LC_MESSAGES" / f"{domain}.po"
    mo = po.with_suffix(".mo")
    assert mo.exists(), f"{mo} is missing: run manage.py compilemessages"
    with mo.open("rb") as file:
        held = dict(gettext.GNUTranslations(file)._catalog)  # type: ignore[attr-defined]
    held.pop("", None)
    assert held == compiled_messages(po, code), f"{mo} is out of date: run compilemessages"


#: The project's own code and pages, where makemessages looks for messages.
SOURCES = ["api", "alerts", "chat", "config", "matches", "projections", "web"]


@pytest.mark.skipif(shutil.which("xgettext") is None, reason="GNU gettext is not installed")
def test_every_message_of_the_sources_is_in_the_catalogs(tmp_path, monkeypatch):
    """makemessages over the sources (linked into a scratch tree), into a copy of the catalogs:
    no message may appear that the catalogs lack."""
    for name in SOURCES:
        (tmp_path / name).symlink_to(ROOT / name, target_is_directory=True)
    copy = tmp_path / "locale"
    shutil.copytree(LOCALE, copy)
    monkeypatch.chdir(tmp_path)
    with override_settings(LOCALE_PATHS=[copy]):
        for domain in DOMAINS:
            call_command(
                "makemessages",
                locale=TRANSLATED,
                domain=domain,
                ignore_patterns=["*/node_modules/*"],
                no_obsolete=True,
                symlinks=True,
                verbosity=0,
            )
    for code, domain in CATALOGS:
        ours = {forms(m)[0][0] for m in read(LOCALE / code / "LC_MESSAGES" / f"{domain}.po", code)}
        current = {forms(m)[0][0] for m in read(copy / code / "LC_MESSAGES" / f"{domain}.po", code)}
        assert current - ours == set(), f"{domain} [{code}]: run makemessages and translate"
        assert current == ours, f"{domain} [{code}]: messages no source uses: run makemessages"


def test_the_games_catalogs_are_complete():
    found = [problem for package in catalogs.packages() for problem in catalogs.problems(package)]
    assert found == []


def test_every_registered_game_has_catalogs():
    with_catalogs = set(catalogs.packages())
    assert {module for module in GAME_MODULES.values()} - with_catalogs == set()


@pytest.mark.parametrize("code", ["ru", "es"])
def test_every_bot_level_is_named_in_the_readers_language(code):
    from django.utils import translation

    from games.bots import BOT_LEVELS
    from web.templatetags.words import bot_word

    with translation.override(code):
        names = [bot_word(level) for level in BOT_LEVELS]
    assert not any(f"({level})" in name for level, name in zip(BOT_LEVELS, names, strict=True))
