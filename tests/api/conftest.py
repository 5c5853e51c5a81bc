from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from tests.accounts import new_player


@pytest.fixture
def api(service) -> APIClient:
    """An anonymous client; the event store and read models are fresh for each test."""
    return APIClient()


@pytest.fixture
def register(api):
    """register(prefix) -> (username, authenticated APIClient): ``tests.accounts.new_player``."""
    return new_player


@pytest.fixture
def babel_match(register):
    """An active Babel match between two registered users: (match id, client0, client1)."""
    _, ann = register("ann")
    _, bob = register("bob")
    created = ann.post(
        "/api/matches/", {"game": "babel", "players": 2, "seed": "31337"}, format="json"
    )
    assert created.status_code == 201, created.data
    match_id = created.data["id"]
    assert ann.post(f"/api/matches/{match_id}/join/", {"seat": 0}, format="json").status_code == 200
    assert bob.post(f"/api/matches/{match_id}/join/", {"seat": 1}, format="json").status_code == 200
    return match_id, ann, bob
