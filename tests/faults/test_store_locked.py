"""A locked event store answers a prompt JSON 503 with Retry-After, and a retry then works."""

from __future__ import annotations

import sqlite3
import time
import uuid

from tests.faults.processes import wait_for


def test_locked_event_store_answers_503_promptly_and_the_retry_succeeds(embedded_server, tmp_path):
    _, client = embedded_server()
    ann, bob = client.register("ann"), client.register("bob")
    status, match, _ = ann.call("POST", "/api/matches/", {"game": "babel", "players": 2})
    match_id = match["id"]
    for seat, player in enumerate((ann, bob)):
        assert player.call("POST", f"/api/matches/{match_id}/join/", {"seat": seat})[0] == 200
    mover = (ann, bob)[client.get(f"/api/matches/{match_id}/")["to_act"][0]]
    view = mover.get(f"/api/matches/{match_id}/view/")
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}
    key = {"Idempotency-Key": str(uuid.uuid4())}

    lock = sqlite3.connect(tmp_path / "events.sqlite3", isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")  # another writer holds the store
    try:
        began = time.monotonic()
        status, answer, headers = mover.call(
            "POST", f"/api/matches/{match_id}/actions/", body, headers=key
        )
        took = time.monotonic() - began
    finally:
        lock.rollback()
        lock.close()
    assert status == 503, answer
    assert answer["error"] == "unavailable" and answer["detail"]
    assert headers["Content-Type"] == "application/json"
    assert int(headers["Retry-After"]) >= 1
    print(f"locked store answered 503 in {took:.1f} s")
    assert took < 6, f"answered after {took:.1f} s"
    assert client.get(f"/api/matches/{match_id}/")["version"] == view["version"]

    # The refused command did not happen: the same key may be sent again, and now works.
    status, answer, _ = wait_for(
        lambda: mover.call("POST", f"/api/matches/{match_id}/actions/", body, headers=key),
        10,
        "the retry",
    )
    assert status == 201, answer
    assert client.get(f"/api/matches/{match_id}/")["version"] == view["version"] + 1
