"""The HTTP side of clocks and leaving: create with a clock, resign, abort, reclaim."""

from __future__ import annotations

from typing import Any

import pytest

from matches.sweeps import sweep_clocks

pytestmark = pytest.mark.django_db


def create(client, **extra):
    return client.post("/api/v1/matches/", {"game": "babel", "players": 2, **extra}, format="json")


def test_create_with_a_clock_shows_each_seats_time_and_the_deadline(register, clock):
    _, ann = register("ann")
    _, bob = register("bob")
    answer = create(
        ann,
        time_control={"kind": "fischer", "initial": 600, "increment": 10},
        on_timeout={"then": "lose"},
    )
    assert answer.status_code == 201, answer.data
    assert answer.data["time_control"] == {"kind": "fischer", "initial": 600, "increment": 10}
    assert answer.data["on_timeout"] == {"then": "lose"}
    assert answer.data["clock"]["running"] == []
    match_id = answer.data["id"]
    ann.post(f"/api/v1/matches/{match_id}/join/", {"seat": 0}, format="json")
    joined = bob.post(f"/api/v1/matches/{match_id}/join/", {"seat": 1}, format="json")
    running = joined.data["clock"]["running"]
    assert running == joined.data["to_act"]
    clock.shift(100)
    summary = ann.get(f"/api/v1/matches/{match_id}/").data
    assert summary["clock"]["remaining"][running[0]] == pytest.approx(500)
    assert summary["clock"]["deadline"].endswith("Z")


@pytest.mark.parametrize(
    "body",
    [
        {"time_control": {"kind": "per_move", "seconds": -5}},
        {"time_control": {"kind": "blitz"}},
        {"time_control": "fast"},
        {"on_timeout": {"then": "lose"}},
        {"time_control": {"kind": "per_move", "seconds": 60}, "on_timeout": {"then": "cry"}},
    ],
)
def test_bad_clocks_are_a_clear_400(register, body):
    _, ann = register("ann")
    answer = create(ann, **body)
    assert answer.status_code == 400
    assert answer.data["error"] == "invalid_options" and answer.data["detail"]
    assert ann.get("/api/v1/matches/").data["count"] == 0


def test_resign_two_players_over_http(babel_match):
    match_id, ann, bob = babel_match
    answer = bob.post(f"/api/v1/matches/{match_id}/resign/", HTTP_IDEMPOTENCY_KEY="r1")
    assert answer.status_code == 200, answer.data
    assert answer.data["status"] == "finished"
    assert answer.data["result"]["winners"] == [0]
    assert answer.data["result"]["forfeited"] == [1]
    assert answer.data["result"]["reason"] == "resigned"
    again = bob.post(f"/api/v1/matches/{match_id}/resign/", HTTP_IDEMPOTENCY_KEY="r1")
    assert again.status_code == 200 and again.headers.get("Idempotent-Replayed") == "true"
    late = ann.post(f"/api/v1/matches/{match_id}/resign/")
    assert late.status_code == 409 and late.data["error"] == "match_not_active"
    history = ann.get(f"/api/v1/matches/{match_id}/events/").data["events"]
    assert [e["type"] for e in history[-2:]] == ["resigned", "finished"]
    assert "resigned" in history[-2]["text"]


def test_strangers_are_refused_in_json(babel_match, register):
    match_id, _, _ = babel_match
    _, eve = register("eve")
    for path in ("resign", "abort", "reclaim"):
        answer = eve.post(f"/api/v1/matches/{match_id}/{path}/")
        assert answer.status_code == 403, path
        assert answer.data["error"] == "not_seated"
    assert (
        eve.post(f"/api/v1/matches/{match_id}/resign/")
        .headers["Content-Type"]
        .startswith("application/json")
    )


def test_abort_early_over_http_reveals_the_seed(babel_match):
    match_id, ann, bob = babel_match
    answer = ann.post(f"/api/v1/matches/{match_id}/abort/", {}, format="json")
    assert answer.status_code == 200, answer.data
    assert answer.data["status"] == "aborted"
    assert answer.data["abort"] == {"reason": "early", "by": answer.data["seats"][0]["username"]}
    assert answer.data["seed"] is not None and answer.data["result"] is None
    listed = ann.get("/api/v1/matches/?status=aborted").data
    assert listed["count"] == 1
    assert ann.get(f"/api/v1/matches/{match_id}/events/").data["events"][-1]["type"] == "aborted"


def test_decline_without_a_request_is_409(babel_match):
    match_id, ann, _ = babel_match
    answer = ann.post(f"/api/v1/matches/{match_id}/abort/", {"accept": False}, format="json")
    assert answer.status_code == 409 and answer.data["error"] == "refused"


def handed_to_a_bot_on_timeout(ann, bob, clock, service) -> tuple[str, int, Any]:
    """A per-move match of ann (seat 0) and bob (seat 1) whose player to move ran out of time
    and whose seat a bot took over: the match's id, that seat and its player's client."""
    match_id = create(
        ann,
        time_control={"kind": "per_move", "seconds": 30},
        on_timeout={"then": "bot", "level": "random"},
    ).data["id"]
    ann.post(f"/api/v1/matches/{match_id}/join/", {"seat": 0}, format="json")
    bob.post(f"/api/v1/matches/{match_id}/join/", {"seat": 1}, format="json")
    clock.shift(31)
    assert sweep_clocks(service).timed_out == 1
    due = ann.get(f"/api/v1/matches/{match_id}/").data["to_act"][0]
    return match_id, due, ann if due == 0 else bob


def test_reclaim_over_http_after_a_timeout(register, clock, service):
    from django.test import override_settings

    _, ann = register("ann")
    bob_name, bob = register("bob")
    with override_settings(TABULA_BOTS="thread"):  # the bot stays due: nobody plays it
        match_id, due, owner = handed_to_a_bot_on_timeout(ann, bob, clock, service)
        summary = ann.get(f"/api/v1/matches/{match_id}/").data
        assert summary["seats"][due]["handed_over"] == "timeout"
        legal = owner.get(f"/api/v1/matches/{match_id}/view/").data["legal_actions"]
        assert legal == []
        answer = owner.post(f"/api/v1/matches/{match_id}/reclaim/")
        assert answer.status_code == 200, answer.data
        assert answer.data["seats"][due]["bot"] is None
        assert "handed_over" not in answer.data["seats"][due]
        again = owner.post(f"/api/v1/matches/{match_id}/reclaim/")
        assert again.status_code == 409 and again.data["error"] == "refused"
        types = [e["type"] for e in ann.get(f"/api/v1/matches/{match_id}/events/").data["events"]]
        assert types[-3:] == ["timed_out", "handed_to_bot", "reclaimed"]
    assert bob_name


def test_a_reclaim_stored_by_a_killed_request_is_answered_not_409(
    register, clock, service, monkeypatch
):
    """A retry (same Idempotency-Key) after a crash between storing and answering."""
    from django.test import override_settings

    from tests.api.test_idempotency_crash import crashed_then_retried, events_with_command

    _, ann = register("ann")
    _, bob = register("bob")
    with override_settings(TABULA_BOTS="thread"):  # the bot stays due: nobody plays it
        match_id, due, owner = handed_to_a_bot_on_timeout(ann, bob, clock, service)
        url = f"/api/v1/matches/{match_id}/reclaim/"
        retry = crashed_then_retried(owner, url, None, "c1", monkeypatch)
        assert retry.status_code == 200, retry.data
        assert retry["Idempotent-Replayed"] == "true"
        assert retry.data["seats"][due]["bot"] is None
        assert [e.seat for e in events_with_command(match_id, "c1")] == [due]


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("resign/", {"foo": 1}, "foo"),
        ("resign/", {"reason": "bored", "seat": 0}, "reason"),
        ("reclaim/", {"seat": 0}, "seat"),
        ("abort/", {"acept": False}, "acept"),
        ("abort/", {"accept": True, "why": "late"}, "why"),
    ],
)
def test_resign_reclaim_and_abort_refuse_unknown_fields(babel_match, path, body, field):
    match_id, ann, _ = babel_match
    version = ann.get(f"/api/v1/matches/{match_id}/").data["version"]
    url = f"/api/v1/matches/{match_id}/{path}"
    answer = ann.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="k1")
    assert answer.status_code == 400, answer.data
    assert answer.data["error"] == "invalid_request"
    assert field in answer.data["detail"] and "unknown field" in answer.data["detail"]
    # As for every command, the key keeps its first answer; nothing was recorded.
    again = ann.post(url, {}, format="json", HTTP_IDEMPOTENCY_KEY="k1")
    assert again.status_code == 400 and again["Idempotent-Replayed"] == "true"
    summary = ann.get(f"/api/v1/matches/{match_id}/").data
    assert summary["version"] == version and summary["status"] == "active"


def test_the_schema_describes_the_strict_bodies_of_resign_reclaim_and_abort():
    """The OpenAPI schema says what the server checks: an optional JSON object holding
    the command's own fields only (none for resign and reclaim)."""
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    components = schema["components"]["schemas"]
    takes = {"resign": set(), "reclaim": set(), "abort": {"accept"}}
    for command, fields in takes.items():
        post = schema["paths"][f"/api/v1/matches/{{match_id}}/{command}/"]["post"]
        assert "requestBody" in post, f"{command}: the schema says it takes no body"
        body = post["requestBody"]
        assert not body.get("required", False), command  # no body at all is fine too
        ref = body["content"]["application/json"]["schema"]["$ref"]
        described = components[ref.rsplit("/", 1)[-1]]
        assert described["type"] == "object", command
        assert set(described.get("properties", {})) == fields, command
        assert described["additionalProperties"] is False, command  # any other field: 400


@pytest.mark.parametrize("body", [None, {}])
def test_an_empty_body_or_an_empty_object_is_fine_for_resign_and_abort(babel_match, body):
    match_id, ann, bob = babel_match
    kwargs = {"format": "json"} if body is not None else {}
    asked = ann.post(f"/api/v1/matches/{match_id}/abort/", body, **kwargs)
    assert asked.status_code == 200 and asked.data["status"] == "aborted", asked.data
    match_id = babel_match_of(ann, bob)
    resigned = bob.post(f"/api/v1/matches/{match_id}/resign/", body, **kwargs)
    assert resigned.status_code == 200 and resigned.data["status"] == "finished", resigned.data


def babel_match_of(ann, bob) -> str:
    """Another active Babel match between the same two players."""
    created = ann.post("/api/v1/matches/", {"game": "babel", "players": 2}, format="json")
    match_id = created.data["id"]
    ann.post(f"/api/v1/matches/{match_id}/join/", {"seat": 0}, format="json")
    bob.post(f"/api/v1/matches/{match_id}/join/", {"seat": 1}, format="json")
    return match_id
