"""The import graph: each layer imports only those below it, no cycles, the rules stay pure.

The contracts are in pyproject.toml (``[tool.importlinter]``); ``lint-imports`` checks the
same from the command line and prints the offending imports.
"""

from __future__ import annotations

from pathlib import Path

from importlinter.cli import EXIT_STATUS_SUCCESS, lint_imports

ROOT = Path(__file__).resolve().parents[1]


def test_the_import_contracts_hold(monkeypatch):
    monkeypatch.chdir(ROOT)
    status = lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True)
    assert status == EXIT_STATUS_SUCCESS, "lint-imports names the imports that break a contract"
