"""Two concurrent POSTs of the same legal action against a live server on PostgreSQL."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from uuid import UUID

import pytest

from tests import accounts
from tests.conftest import requires_postgres

pytestmark = [requires_postgres, pytest.mark.django_db(transaction=True)]


def call(
    method: str, url: str, body: dict | None = None, token: str | None = None
) -> tuple[int, dict]:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Token {token}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_same_action_twice_at_once_one_201_one_409(live_server, service):
    base = f"{live_server.url}/api"
    tokens = [
        accounts.register(lambda path, body: call("POST", f"{live_server.url}{path}", body), name)
        for name in ("ann", "bob")
    ]
    status, match = call("POST", f"{base}/matches/", {"game": "babel", "players": 2}, tokens[0])
    match_id = match["id"]
    for seat, token in enumerate(tokens):
        assert call("POST", f"{base}/matches/{match_id}/join/", {"seat": seat}, token)[0] == 200
    _, summary = call("GET", f"{base}/matches/{match_id}/")
    token = tokens[summary["to_act"][0]]
    _, view = call("GET", f"{base}/matches/{match_id}/view/", token=token)
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}

    barrier = threading.Barrier(2)
    answers: list[tuple[int, dict]] = []

    def post() -> None:
        barrier.wait()
        answers.append(call("POST", f"{base}/matches/{match_id}/actions/", body, token))

    threads = [threading.Thread(target=post) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(status for status, _ in answers) == [201, 409], answers
    loser = next(answer for status, answer in answers if status == 409)
    assert loser["error"] == "version_conflict"
    assert loser["current_version"] == view["version"] + 1
    stored = list(service.events.get(UUID(match_id)))
    assert len(stored) == view["version"] + 1, "exactly one action event was stored"
    _, events = call("GET", f"{base}/matches/{match_id}/events/")
    assert [e["version"] for e in events["events"]] == list(range(1, view["version"] + 2))
