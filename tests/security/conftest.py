from __future__ import annotations

import pytest

from games import registry
from tests.api.conftest import api, babel_match, register  # noqa: F401  (shared fixtures)


@pytest.fixture
def secret_gift(monkeypatch):
    """Registers the test game ``secret-gift`` for the duration of a test."""
    monkeypatch.setitem(registry.GAME_MODULES, "secret-gift", "tests.security.secret_gift")
    registry.get_game.cache_clear()
    yield registry.get_game("secret-gift")
    registry.get_game.cache_clear()
