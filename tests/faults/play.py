"""Playing a human seat over HTTP in the fault tests."""

from __future__ import annotations

import time

from tests.faults.processes import Client, wait_for


def human_against_bot(ann: Client, level: str) -> str:
    """A Babel match: ann in seat 0, a bot of ``level`` in seat 1."""
    status, match, _ = ann.call("POST", "/api/matches/", {"game": "babel", "players": 2})
    assert status == 201, match
    match_id = match["id"]
    assert ann.call("POST", f"/api/matches/{match_id}/join/", {"seat": 0})[0] == 200
    status, body, _ = ann.call(
        "POST", f"/api/matches/{match_id}/bots/", {"seat": 1, "level": level}
    )
    assert status == 200, body
    return match_id


def play_until_the_bot_is_due(ann: Client, match_id: str) -> tuple[int, float]:
    """Ann moves until the bot is to act; returns (version, seconds of ann's last POST)."""
    wait_for(
        lambda: ann.get(f"/api/matches/{match_id}/view/")["to_act"] == [0],
        40,
        "ann's turn",
    )
    elapsed = float("inf")  # ann's turn ends by a POST: set before it is returned
    while True:
        view = ann.get(f"/api/matches/{match_id}/view/")
        if view["to_act"] != [0]:
            return view["version"], elapsed
        began = time.monotonic()
        status, body, _ = ann.call(
            "POST",
            f"/api/matches/{match_id}/actions/",
            {"action": view["legal_actions"][-1], "expected_version": view["version"]},
        )
        elapsed = time.monotonic() - began
        assert status == 201, body
