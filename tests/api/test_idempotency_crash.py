"""Exactly once across a crash: a request dies after storing its command, before saving
its answer; the client's retry with the same Idempotency-Key gets the answer the first
request would have given, and the command is stored once.

The crash is simulated in process: the step that saves the answer raises an exception
nothing catches (as a SIGKILL would stop the request there), and the reservation is
then marked as held by a process that has exited.
"""

from __future__ import annotations

import socket
import subprocess
from uuid import UUID

import pytest

from api import idempotency
from api.models import IdempotentResponse
from matches.aggregate import Match
from matches.service import get_service

pytestmark = pytest.mark.django_db


class Killed(BaseException):
    """Stops the request where it is, like a SIGKILL of its process."""


def dead_pid() -> int:
    child = subprocess.Popen(["true"])
    child.wait()
    return child.pid


def crashing_before_the_answer_is_saved(monkeypatch):
    def killed(reservation, response):
        raise Killed

    monkeypatch.setattr(idempotency, "_answered", killed)


def process_died(key: str) -> None:
    IdempotentResponse.objects.filter(key=key).update(owner=f"{socket.gethostname()}:{dead_pid()}")


def started_match(players) -> tuple[str, dict]:
    """A seeded two-seat babel match of two clients, and the view of the seat to act."""
    match = (
        players[0]
        .post("/api/matches/", {"game": "babel", "players": 2, "seed": "7"}, format="json")
        .data
    )
    for seat, player in enumerate(players):
        assert player.post(f"/api/matches/{match['id']}/join/", {"seat": seat}).status_code == 200
    summary = players[0].get(f"/api/matches/{match['id']}/").data
    view = players[summary["to_act"][0]].get(f"/api/matches/{match['id']}/view/").data
    return match["id"], view


def without_times(answer: dict) -> dict:
    return {**answer, "events": [{**e, "at": None} for e in answer["events"]]}


def test_a_move_stored_by_a_request_killed_before_its_answer_is_answered_once(
    api, register, monkeypatch
):
    _, ann = register("ann")
    _, bob = register("bob")
    match_id, view = started_match([ann, bob])
    mover = [ann, bob][view["seat"]]
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}

    with monkeypatch.context() as patch:
        crashing_before_the_answer_is_saved(patch)
        with pytest.raises(Killed):
            mover.post(
                f"/api/matches/{match_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="m1"
            )
    process_died("m1")
    retry = mover.post(
        f"/api/matches/{match_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="m1"
    )

    assert retry.status_code == 201, retry.data
    assert retry["Idempotent-Replayed"] == "true"
    assert retry.data["version"] == view["version"] + 1
    command = IdempotentResponse.objects.get(key="m1").command
    applied = [
        event
        for event in get_service().events.get(UUID(match_id))
        if isinstance(event, Match.ActionApplied)
    ]
    assert [event.command_id for event in applied] == [f"key:{command}"]
    assert get_service().get_match(match_id).version == view["version"] + 1
    # The same answer as a twin match (same seed, same move) that did not crash.
    twin_id, twin_view = started_match([ann, bob])
    twin = [ann, bob][twin_view["seat"]].post(
        f"/api/matches/{twin_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="t1"
    )
    assert without_times(retry.data) == without_times(twin.data)
    # And the answer is kept for later retries.
    again = mover.post(
        f"/api/matches/{match_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="m1"
    )
    assert (again.status_code, again.data) == (201, retry.data)


def test_a_killed_request_that_had_not_stored_its_move_is_run_by_the_retry(
    api, register, monkeypatch
):
    _, ann = register("ann")
    _, bob = register("bob")
    match_id, view = started_match([ann, bob])
    mover = [ann, bob][view["seat"]]
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}

    def killed_before_storing(*args, **kwargs):
        raise Killed

    with monkeypatch.context() as patch:
        patch.setattr(get_service(), "act", killed_before_storing)
        with pytest.raises(Killed):
            mover.post(
                f"/api/matches/{match_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="m2"
            )
    process_died("m2")
    retry = mover.post(
        f"/api/matches/{match_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="m2"
    )
    assert retry.status_code == 201 and "Idempotent-Replayed" not in retry
    assert retry.data["version"] == view["version"] + 1


def test_a_failure_after_the_move_is_stored_answers_the_move_not_500(api, register, monkeypatch):
    _, ann = register("ann")
    _, bob = register("bob")
    match_id, view = started_match([ann, bob])
    mover = [ann, bob][view["seat"]]
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}
    from api import commands

    real_answer = commands.action_answer
    calls = []

    def failing_once(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("a fault after the save")
        return real_answer(*args, **kwargs)

    monkeypatch.setattr(commands, "action_answer", failing_once)
    answer = mover.post(
        f"/api/matches/{match_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="m3"
    )
    assert answer.status_code == 201 and answer.data["version"] == view["version"] + 1
    assert IdempotentResponse.objects.get(key="m3").status == 201


def test_a_create_stored_by_a_request_killed_before_its_answer_makes_one_match(
    api, register, monkeypatch
):
    name, cat = register("cat")
    body = {"game": "babel", "players": 2}
    with monkeypatch.context() as patch:
        crashing_before_the_answer_is_saved(patch)
        with pytest.raises(Killed):
            cat.post("/api/matches/", body, format="json", HTTP_IDEMPOTENCY_KEY="c1")
    command = IdempotentResponse.objects.get(key="c1").command
    assert get_service().get_match(command).creator == name  # the crashed request stored it
    process_died("c1")
    retry = cat.post("/api/matches/", body, format="json", HTTP_IDEMPOTENCY_KEY="c1")
    assert retry.status_code == 201 and retry["Idempotent-Replayed"] == "true"
    assert retry.data["id"] == str(command) and retry.data["version"] == 1
    created = [
        n
        for n in get_service().recorder.select_notifications(start=1, limit=1000)
        if n.topic.endswith("Match.Created")
    ]
    assert len(created) == 1
    # A create whose request died before storing anything is run by the retry.
    with monkeypatch.context() as patch:
        patch.setattr(get_service(), "create_match", lambda *a, **k: (_ for _ in ()).throw(Killed))
        with pytest.raises(Killed):
            cat.post("/api/matches/", body, format="json", HTTP_IDEMPOTENCY_KEY="c2")
    process_died("c2")
    fresh = cat.post("/api/matches/", body, format="json", HTTP_IDEMPOTENCY_KEY="c2")
    assert fresh.status_code == 201 and "Idempotent-Replayed" not in fresh
    assert fresh.data["id"] == str(IdempotentResponse.objects.get(key="c2").command)


# -- resign, abort and takeback: the same exactly-once treatment as actions --------------


def crashed_then_retried(client, url: str, body: dict | None, key: str, monkeypatch):
    """POST ``url`` in a request killed after storing its command, then retry it."""
    with monkeypatch.context() as patch:
        crashing_before_the_answer_is_saved(patch)
        with pytest.raises(Killed):
            client.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY=key)
    process_died(key)
    return client.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY=key)


def events_with_command(match_id: str, key: str) -> list:
    command = f"key:{IdempotentResponse.objects.get(key=key).command}"
    return [
        event
        for event in get_service().events.get(UUID(match_id))
        if getattr(event, "command_id", None) == command
    ]


def test_a_resign_stored_by_a_killed_request_is_answered_not_409(babel_match, monkeypatch):
    match_id, ann, _ = babel_match
    url = f"/api/matches/{match_id}/resign/"
    retry = crashed_then_retried(ann, url, None, "r1", monkeypatch)
    assert retry.status_code == 200, retry.data
    assert retry["Idempotent-Replayed"] == "true"
    assert retry.data["status"] == "finished"
    assert [type(e) for e in events_with_command(match_id, "r1")] == [Match.Resigned]


def test_an_abort_stored_by_a_killed_request_is_answered_not_409(babel_match, monkeypatch):
    match_id, ann, _ = babel_match
    url = f"/api/matches/{match_id}/abort/"
    retry = crashed_then_retried(ann, url, {"accept": True}, "a1", monkeypatch)
    assert retry.status_code == 200, retry.data
    assert retry["Idempotent-Replayed"] == "true"
    assert retry.data["status"] == "aborted"
    assert [type(e) for e in events_with_command(match_id, "a1")] == [Match.Aborted]


def test_a_takeback_stored_by_a_killed_request_is_answered_once(babel_match, monkeypatch):
    from tests.api.test_takeback import safe_move_played

    match, _, _, _, asker, other = safe_move_played(babel_match)
    url = f"/api/matches/{match.id}/takeback/"
    body = {"expected_version": match.version}
    retry = crashed_then_retried(asker, url, body, "t1", monkeypatch)
    assert retry.status_code == 201, retry.data
    assert retry["Idempotent-Replayed"] == "true"
    assert retry.data["takeback"]["requested_at"] == match.version + 1
    assert get_service().get_match(match.id).version == match.version + 1
    assert [type(e) for e in events_with_command(str(match.id), "t1")] == [Match.TakebackRequested]
    accept = {"expected_version": match.version + 1}
    accepted = crashed_then_retried(other, url + "accept/", accept, "t2", monkeypatch)
    assert accepted.status_code == 200, accepted.data
    assert accepted.data["takeback"] is None
    assert accepted.data["version"] == match.version + 3
