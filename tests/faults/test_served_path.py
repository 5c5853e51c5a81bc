"""The serving path as gunicorn runs it: keep-alive sockets and the background catch-up."""

from __future__ import annotations

import http.client
import json
import time

from tests import accounts
from tests.faults.processes import base_env, free_port, migrate, start_server, wait_for

#: This suite's own loopback ports (the lean-serving-path work's range).
PORTS = range(8280, 8300)


def served(tmp_path, processes, **extra: str) -> int:
    port = free_port(PORTS)
    env = base_env(tmp_path, **extra)
    migrate(env)
    processes.append(start_server(env, port, tmp_path / "server.log", threads=4))
    return port


def test_an_idle_keep_alive_connection_outlives_gunicorns_default(tmp_path, processes):
    # Node's fetch reuses a socket idle for up to 4 s; gunicorn closed its side after 2 s,
    # so the next request on it failed ("fetch failed"). gunicorn.conf.py keeps them open.
    port = served(tmp_path, processes)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", "/api/games/")
    first = connection.getresponse()
    first.read()
    assert first.status == 200 and first.getheader("Connection", "").lower() != "close"
    time.sleep(3)  # idle longer than gunicorn's default keep-alive of 2 s
    connection.request("GET", "/api/games/")
    second = connection.getresponse()
    assert second.status == 200, "the server closed an idle keep-alive connection"
    connection.close()


def test_moves_reach_the_lobby_through_the_background_catch_up(tmp_path, processes):
    # No sweep during the test (it catches up too): only the background thread projects moves.
    port = served(tmp_path, processes, TABULA_BOT_SWEEP_SECONDS="3600")
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(method: str, path: str, body: dict | None = None, token: str | None = None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Token {token}"
        connection.request(method, path, json.dumps(body) if body else None, headers)
        answer = connection.getresponse()
        return answer.status, json.loads(answer.read() or b"null")

    tokens = [
        accounts.register(lambda path, body: call("POST", path, body), name)
        for name in ("ann", "bob")
    ]
    status, created = call("POST", "/api/matches/", {"game": "babel", "players": 2}, tokens[0])
    assert status == 201, created
    match_id = created["id"]
    for seat, token in enumerate(tokens):
        assert call("POST", f"/api/matches/{match_id}/join/", {"seat": seat}, token)[0] == 200
    status, view = call("GET", f"/api/matches/{match_id}/view/", None, tokens[0])
    for _ in range(6):
        seat = view["to_act"][0]
        if view["seat"] != seat:
            view = call("GET", f"/api/matches/{match_id}/view/", None, tokens[seat])[1]
        status, moved = call(
            "POST",
            f"/api/matches/{match_id}/actions/",
            {"action": view["legal_actions"][0], "expected_version": view["version"]},
            tokens[seat],
        )
        assert status == 201, moved
        view = moved["view"]

    def lobby_version() -> int | None:
        rows = call("GET", "/api/matches/?status=active")[1]["results"]
        return next((row["version"] for row in rows if row["id"] == match_id), None)

    # The lobby reads the read models only (it never catches up by itself).
    wait_for(lambda: lobby_version() == view["version"], 20, "the lobby to show the last move")
    status, events = call("GET", f"/api/matches/{match_id}/events/?after=0&limit=500")
    assert [entry["version"] for entry in events["events"]] == list(range(1, view["version"] + 1))
