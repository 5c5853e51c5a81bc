"""Records over HTTP: read, import, the signing key."""

from __future__ import annotations

import copy

import pytest

from matches import records

pytestmark = pytest.mark.django_db


def bots_match(client, game="babel", players=2):
    match_id = client.post(
        "/api/v1/matches/", {"game": game, "players": players, "listed": False}, format="json"
    ).data["id"]
    for seat in range(players):
        client.post(
            f"/api/v1/matches/{match_id}/bots/", {"seat": seat, "level": "random"}, format="json"
        )
    return match_id


def test_a_finished_match_serves_its_complete_record_and_the_key(register, api):
    _, ann = register("ann")
    match_id = bots_match(ann)
    answer = api.get(f"/api/v1/matches/{match_id}/record/")
    assert answer.status_code == 200
    record = answer.json()
    assert record["seen_by"] == "all" and record["randomness"]["seed"]
    key = api.get("/.well-known/tabula-records-key")
    assert key.status_code == 200 and key["Content-Type"] == "application/json"
    assert key.json()["public_key"] == record["signature"]["public_key"]
    assert records.verify_record(record, trusted_key=key.json()["public_key"]).replayed


def test_a_running_match_serves_each_reader_their_own_eyes(babel_match, api):
    match_id, ann, bob = babel_match
    own = ann.get(f"/api/v1/matches/{match_id}/record/").json()
    assert own["seen_by"] == 0 and own["randomness"]["seed"] is None
    assert own["result"] is None and own["final_state"] is None
    spectator = api.get(f"/api/v1/matches/{match_id}/record/").json()
    assert spectator["seen_by"] == "spectator"
    other = ann.get(f"/api/v1/matches/{match_id}/record/", {"seat": 1})
    assert other.status_code == 403 and other.json()["error"] == "not_your_seat"
    assert records.verify_record(own).replayed is False


def test_an_imported_record_is_watchable_forkable_and_unrated(register, api):
    _, ann = register("ann")
    _, cara = register("cara")
    record = api.get(f"/api/v1/matches/{bots_match(ann)}/record/").json()
    answer = cara.post("/api/v1/records/", record, format="json")
    assert answer.status_code == 201, answer.json()
    summary = answer.json()
    assert summary["status"] == "finished" and summary["rated"] is False
    assert summary["imported_from"]["digest"] == record["digest"]
    assert summary["result"] == record["result"]
    imported = summary["id"]
    events = api.get(f"/api/v1/matches/{imported}/events/", {"limit": 500}).json()["events"]
    assert events[0]["text"].endswith("(unrated)")
    actions = [e["action"] for e in events if e["type"] == "action"]
    assert actions == [e["action"] for e in record["log"] if e["kind"] == "action"]
    replay = api.get(f"/api/v1/matches/{imported}/replay/", {"at": summary["version"]})
    assert replay.status_code == 200 and replay.json()["status"] == "finished"
    fork = cara.post(
        f"/api/v1/matches/{imported}/fork/", {"at": record["start"]["version"] + 2}, format="json"
    )
    assert fork.status_code == 201 and fork.json()["status"] == "open"
    again = ann.post("/api/v1/records/", record, format="json")
    assert again.status_code == 200 and again.json()["id"] == imported


@pytest.mark.parametrize(
    "change",
    [
        lambda r: {**r, "format": "pgn"},
        lambda r: {**r, "digest": "sha256:" + "0" * 64},
        lambda r: {**r, "randomness": {**r["randomness"], "seed": "f" * 64}},
        lambda r: {k: v for k, v in r.items() if k != "signature"},
        lambda r: [],
    ],
)
def test_a_bad_record_is_a_400_that_says_why(register, api, change):
    _, ann = register("ann")
    record = api.get(f"/api/v1/matches/{bots_match(ann)}/record/").json()
    answer = ann.post("/api/v1/records/", change(copy.deepcopy(record)), format="json")
    assert answer.status_code == 400
    assert answer.json()["error"] in ("invalid_record",) and answer.json()["detail"]


def test_importing_needs_an_account(api):
    assert api.post("/api/v1/records/", {}, format="json").status_code == 401
