"""The games' translation catalogs: extract, update, compile and check (a developer's tool).

    python -m games.engine.catalogs update [games.babel ...]   # new source strings into every .po
    python -m games.engine.catalogs compile                    # .po -> .mo (committed, read at run time)
    python -m games.engine.catalogs check                      # what the completeness test asserts

A package takes part once it has a ``locale/`` folder (``update games.<new game>`` makes one).
Uses Babel (a development dependency); the running server reads the ``.mo`` files with the
standard library only (``games.engine.i18n``).
"""

from __future__ import annotations

import io
import string
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from games.engine.i18n import LANGUAGES, SOURCE_LANGUAGE, locale_dir

GAMES = Path(__file__).resolve().parent.parent
TRANSLATED = LANGUAGES[1:]


def packages() -> list[str]:
    """Every package under ``games/`` that keeps catalogs."""
    return sorted(f"games.{path.parent.name}" for path in GAMES.glob("*/locale") if path.is_dir())


def template(package: str) -> Catalog:
    """The package's source strings, as Babel extracts them from its modules."""
    source = locale_dir(package).parent
    catalog = Catalog(locale=SOURCE_LANGUAGE, domain="messages", fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
        str(source), directory_filter=lambda path: Path(path).name not in {"locale", "__pycache__"}
    ):
        catalog.add(
            message,
            locations=[(f"{source.name}/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def po_path(package: str, code: str) -> Path:
    return locale_dir(package) / code / "LC_MESSAGES" / "messages.po"


def read(path: Path, code: str) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=code, domain="messages")


def update(package: str) -> None:
    source = template(package)
    for code in TRANSLATED:
        path = po_path(package, code)
        if path.exists():
            catalog = read(path, code)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=code, domain="messages", project="Tabula", fuzzy=False)
        catalog.update(source, no_fuzzy_matching=True, update_creation_date=False)
        catalog.obsolete.clear()
        with path.open("wb") as file:
            write_po(file, catalog, width=100, sort_by_file=True)


def compiled(path: Path, code: str) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, read(path, code))
    return buffer.getvalue()


def compile_all(package: str) -> None:
    for code in TRANSLATED:
        path = po_path(package, code)
        path.with_suffix(".mo").write_bytes(compiled(path, code))


def placeholders(text: str) -> set[str]:
    try:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def _forms(message: Message) -> tuple[list[str], list[str]]:
    """The source forms and translated forms (a plural has several of each)."""
    ids = list(message.id) if isinstance(message.id, (list, tuple)) else [message.id]
    found = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return ids, [text or "" for text in found]


def problems(package: str) -> Iterable[str]:
    """Each reason the package's catalogs are not complete and current."""
    wanted = {
        (message.id if isinstance(message.id, str) else message.id[0], message.context)
        for message in template(package)
        if message.id
    }
    for code in TRANSLATED:
        path = po_path(package, code)
        if not path.exists():
            yield f"{package}: no {code} catalog ({path}); run: python -m games.engine.catalogs update"
            continue
        catalog = read(path, code)
        present = {}
        for message in catalog:
            if not message.id:
                continue
            ids, strings = _forms(message)
            present[(ids[0], message.context)] = message
            if message.fuzzy or not all(strings):
                yield f"{package} [{code}]: no translation for {ids[0]!r}"
                continue
            expected = set().union(*(placeholders(text) for text in ids))
            for text in strings:
                if placeholders(text) != expected:
                    yield (
                        f"{package} [{code}]: {text!r} has placeholders {sorted(placeholders(text))}"
                        f", its source {ids[0]!r} has {sorted(expected)}"
                    )
        for key in sorted(wanted - present.keys(), key=str):
            yield f"{package} [{code}]: source string not in the catalog: {key[0]!r}"
        mo = path.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != compiled(path, code):
            yield f"{package} [{code}]: {mo.name} is older than its .po; run: python -m games.engine.catalogs compile"


def main(argv: list[str]) -> int:
    command, *chosen = argv or ["check"]
    targets = chosen or packages()
    if command == "update":
        for package in targets:
            update(package)
        return 0
    if command == "compile":
        for package in targets:
            compile_all(package)
        return 0
    if command == "check":
        found = [problem for package in targets for problem in problems(package)]
        print("\n".join(found) or "catalogs complete")
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
