"""A frozen, movable clock for the clock tests (time-machine moves event timestamps too)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import time_machine

# The API tests' clients and matches.
from tests.api.conftest import api, babel_match, register  # noqa: F401

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def clock():
    """The frozen "now": ``clock.shift(seconds)`` moves it on."""
    with time_machine.travel(START, tick=False) as traveller:
        yield traveller
