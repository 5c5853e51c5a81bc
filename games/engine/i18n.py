"""The games' words in the reader's language: English, Russian or Spanish.

Every text a game writes for a person (action labels, choosers, phases, history sentences,
component names and texts) is an English source string wrapped in ``_`` (or ``ngettext`` for
counted nouns, ``pgettext`` where one English word needs two translations, such as a Russian case)
and formatted with named placeholders after translation::

    _, ngettext, pgettext = texts_of(__package__)
    _("{who} settles {card} in {land}").format(who=..., card=..., land=...)

Each game package keeps its catalogs in ``<package>/locale/<language>/LC_MESSAGES/messages.po``
(and the compiled ``.mo`` beside it, read here with the standard library's ``gettext``);
``python -m games.engine.catalogs`` extracts, updates, compiles and checks them.

Which language: ``language("ru")`` for a block of code (tests, bots, scripts), otherwise the
source the application installs with ``use_language_source`` (the web layer hands over Django's
``get_language``, so a game speaks whatever language Django activated for the request). With
neither, games speak English. The games layer never imports the application.
"""

from __future__ import annotations

import gettext
import importlib.util
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path

#: The languages every game text exists in; the first is the source language of the catalogs.
LANGUAGES = ("en", "ru", "es")
SOURCE_LANGUAGE = LANGUAGES[0]

_override: ContextVar[str | None] = ContextVar("games_language", default=None)
_source: list[Callable[[], str | None]] = [lambda: None]


def use_language_source(source: Callable[[], str | None]) -> None:
    """Ask ``source()`` for the current language whenever no ``language()`` block is active."""
    _source[0] = source


@lru_cache(maxsize=64)  # every text asks (a label reads several): the few codes seen, parsed once
def supported(code: str | None) -> str:
    """``"ru-RU"`` → ``"ru"``; anything not in ``LANGUAGES`` → the source language."""
    base = (code or "").replace("_", "-").split("-")[0].lower()
    return base if base in LANGUAGES else SOURCE_LANGUAGE


def current_language() -> str:
    return supported(_override.get() or _source[0]())


@contextmanager
def language(code: str) -> Iterator[str]:
    """Speak ``code`` inside the block (whatever the installed source says)."""
    token = _override.set(supported(code))
    try:
        yield current_language()
    finally:
        _override.reset(token)


def locale_dir(package: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise LookupError(f"{package} is not a package")
    return Path(next(iter(spec.submodule_search_locations))) / "locale"


class Texts:
    """One package's catalogs; its methods translate into the current language."""

    def __init__(self, package: str) -> None:
        self.package = package
        self.directory = locale_dir(package)
        self._catalogs: dict[str, gettext.NullTranslations] = {}

    def catalog(self, code: str) -> gettext.NullTranslations:
        found = self._catalogs.get(code)
        if found is None:
            found = gettext.translation("messages", self.directory, languages=[code], fallback=True)
            self._catalogs[code] = found
        return found

    def gettext(self, message: str) -> str:
        code = current_language()
        return message if code == SOURCE_LANGUAGE else self.catalog(code).gettext(message)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        code = current_language()
        if code == SOURCE_LANGUAGE:
            return singular if count == 1 else plural
        return self.catalog(code).ngettext(singular, plural, count)

    def pgettext(self, context: str, message: str) -> str:
        code = current_language()
        return message if code == SOURCE_LANGUAGE else self.catalog(code).pgettext(context, message)


@cache
def package_texts(package: str) -> Texts:
    return Texts(package)


def texts_of(
    package: str | None,
) -> tuple[Callable[[str], str], Callable[[str, str, int], str], Callable[[str, str], str]]:
    """``_, ngettext, pgettext`` for a package's catalogs (pass the module's ``__package__``)."""
    if not package:
        raise LookupError("texts_of needs a package name")
    texts = package_texts(package)
    return texts.gettext, texts.ngettext, texts.pgettext


def N_(message: str) -> str:
    """Marks a source string for the catalogs where it is data, translated later with ``_``."""
    return message
