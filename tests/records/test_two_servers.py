"""A record exported by one server imports into another (two processes, two data dirs),
replays there to the same end, and ``tabula verify`` rejects a record with one change."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import time

import httpx
import pytest

from tests.api.live import PROJECT, embedded_server

#: Sign-up hashes the password at production cost: slow on a busy machine.
TIMEOUT = 60


def account(base: str, name: str) -> httpx.Client:
    answer = httpx.post(
        f"{base}/api/v1/auth/register/",
        json={"username": name, "password": "a-long-password"},
        timeout=TIMEOUT,
    )
    assert answer.status_code == 201, answer.text
    token = answer.json()["token"]
    return httpx.Client(base_url=base, headers={"Authorization": f"Token {token}"}, timeout=TIMEOUT)


def finished_bots_match(client: httpx.Client) -> str:
    match_id = client.post(
        "/api/v1/matches/", json={"game": "babel", "players": 2, "listed": False}
    ).json()["id"]
    for seat in (0, 1):
        client.post(f"/api/v1/matches/{match_id}/bots/", json={"seat": seat, "level": "random"})
    deadline = time.monotonic() + 120
    while client.get(f"/api/v1/matches/{match_id}/").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the match in 2 minutes"
        time.sleep(0.2)
    return match_id


def tabula_verify(path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "matches.cli", "verify", str(path), *extra],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    with embedded_server(tmp_path_factory.mktemp("a")) as a:
        with embedded_server(tmp_path_factory.mktemp("b")) as b:
            yield a, b


def test_a_record_moves_to_a_fresh_server_and_replays_to_the_same_end(servers):
    a, b = servers
    ann, cara = account(a, "ann"), account(b, "cara")
    played = finished_bots_match(ann)
    record = ann.get(f"/api/v1/matches/{played}/record/").json()
    key_a = httpx.get(f"{a}/.well-known/tabula-records-key", timeout=TIMEOUT).json()
    assert record["signature"]["key_id"] == key_a["key_id"]
    assert (
        httpx.get(f"{b}/.well-known/tabula-records-key", timeout=TIMEOUT).json()["key_id"]
        != key_a["key_id"]
    )

    answer = cara.post("/api/v1/records/", json=record)
    assert answer.status_code == 201, answer.text
    imported = answer.json()
    original = ann.get(f"/api/v1/matches/{played}/").json()
    assert imported["status"] == "finished" and imported["rated"] is False
    assert imported["result"] == original["result"]
    assert imported["version"] == original["version"]
    assert imported["imported_from"]["key_id"] == key_a["key_id"]
    end = original["version"]
    final_a = ann.get(f"/api/v1/matches/{played}/replay/", params={"at": end}).json()
    final_b = cara.get(f"/api/v1/matches/{imported['id']}/replay/", params={"at": end}).json()
    assert final_b["state"] == final_a["state"]
    # B's own record of it: the same log and end, under B's signature.
    again = cara.get(f"/api/v1/matches/{imported['id']}/record/").json()
    assert again["log"] == record["log"] and again["final_state"] == record["final_state"]
    assert again["signature"]["key_id"] != record["signature"]["key_id"]
    # Not rated on B: no leaderboard row for anybody.
    assert cara.get("/api/v1/games/babel/leaderboard/").json()["results"] == []


def test_tabula_verify_accepts_the_record_and_rejects_any_change(servers, tmp_path):
    a, _ = servers
    ann = account(a, "bea")
    record = ann.get(f"/api/v1/matches/{finished_bots_match(ann)}/record/").json()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    checked = tabula_verify(path, "--key", a)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "verified" in checked.stdout and "every state" in checked.stdout

    action = copy.deepcopy(record)
    entry = next(
        e for e in action["log"] if e["kind"] == "action" and e["action"]["type"] != "end_turn"
    )
    entry["action"] = {"type": "end_turn"}
    seed = copy.deepcopy(record)
    seed["randomness"]["seed"] = "0" * 64
    signature = copy.deepcopy(record)
    signature["signature"]["value"] = signature["signature"]["value"][::-1]
    for name, changed in (("action", action), ("seed", seed), ("signature", signature)):
        bad = tmp_path / f"{name}.json"
        bad.write_text(json.dumps(changed))
        rejected = tabula_verify(bad)
        assert rejected.returncode == 1, (name, rejected.stdout, rejected.stderr)
        assert rejected.stdout.startswith("rejected:"), rejected.stdout
