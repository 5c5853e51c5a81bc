"""16 concurrent requests with one Idempotency-Key: one command, 16 identical answers.

A real multi-threaded server, on the embedded default and (when DATABASE_URL names
one) on PostgreSQL.
"""

from __future__ import annotations

import os
import threading
import uuid

import pytest

from matches.storage import postgres_url
from tests.faults.processes import Client, base_env, free_port, migrate, start_server

CONCURRENT = 16


@pytest.fixture(params=["sqlite", "postgres"])
def server(request, tmp_path, processes) -> Client:
    extra = {}
    if request.param == "postgres":
        if postgres_url() is None:
            pytest.skip("set DATABASE_URL to run against PostgreSQL")
        extra["DATABASE_URL"] = os.environ["DATABASE_URL"]
    env = base_env(tmp_path, **extra)
    migrate(env)
    port = free_port()
    processes.append(start_server(env, port, tmp_path / "server.log", threads=CONCURRENT))
    return Client(f"http://127.0.0.1:{port}")


def all_at_once(call, count: int = CONCURRENT) -> list:
    barrier = threading.Barrier(count)
    answers: list = [None] * count

    def run(index: int) -> None:
        barrier.wait()
        answers[index] = call()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return answers


def test_one_key_sent_16_times_at_once_records_one_move(server):
    names = [f"ann{uuid.uuid4().hex[:8]}", f"bob{uuid.uuid4().hex[:8]}"]
    players = [server.register(name) for name in names]
    status, match, _ = players[0].call("POST", "/api/matches/", {"game": "babel", "players": 2})
    assert status == 201
    match_id = match["id"]
    for seat, player in enumerate(players):
        assert player.call("POST", f"/api/matches/{match_id}/join/", {"seat": seat})[0] == 200
    summary = server.get(f"/api/matches/{match_id}/")
    mover = players[summary["to_act"][0]]
    status, view, _ = mover.call("GET", f"/api/matches/{match_id}/view/")
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}
    key = {"Idempotency-Key": str(uuid.uuid4())}

    answers = all_at_once(
        lambda: mover.call("POST", f"/api/matches/{match_id}/actions/", body, headers=key)
    )
    assert all(answer is not None for answer in answers)
    firsts = [answer for answer in answers if "Idempotent-Replayed" not in answer[2]]
    assert len(firsts) == 1, "exactly one request performed the command"
    winner = firsts[0][:2]
    assert winner[0] == 201, winner
    assert [answer[:2] for answer in answers] == [winner] * CONCURRENT
    assert server.get(f"/api/matches/{match_id}/")["version"] == view["version"] + 1
    events = server.get(f"/api/matches/{match_id}/events/?after={view['version']}")["events"]
    assert len(events) == 1


def test_one_create_sent_16_times_at_once_creates_one_match(server):
    name = f"cat{uuid.uuid4().hex[:8]}"
    cat = server.register(name)
    key = {"Idempotency-Key": str(uuid.uuid4())}
    answers = all_at_once(
        lambda: cat.call("POST", "/api/matches/", {"game": "babel", "players": 2}, headers=key)
    )
    statuses_and_bodies = [answer[:2] for answer in answers]
    assert statuses_and_bodies[0][0] == 201
    assert statuses_and_bodies == [statuses_and_bodies[0]] * CONCURRENT
    mine = [m for m in server.get("/api/matches/")["results"] if m["creator"] == name]
    assert [m["id"] for m in mine] == [statuses_and_bodies[0][1]["id"]]
