"""Takeback by consent over HTTP: request, accept, refuse, errors, history, replay, stream."""

from __future__ import annotations

import pytest
from rest_framework.test import APIClient

from api.stream import Reader, read_stream
from matches.service import get_service
from tests.core.takeback_helpers import play_until, reveals

pytestmark = pytest.mark.django_db


def safe_move_played(babel_match):
    """Play the Babel match on until a seat made a move that reveals nothing."""
    match_id, ann, bob = babel_match
    service = get_service()
    match, seat, before, state_before = play_until(
        service, service.get_match(match_id), revealing=False
    )
    clients = {0: ann, 1: bob}
    return match, seat, before, state_before, clients[seat], clients[1 - seat]


def test_accepted_takeback_over_http(babel_match):
    match, seat, before, state_before, asker, other = safe_move_played(babel_match)
    url = f"/api/v1/matches/{match.id}/takeback/"
    asked = asker.post(url, {"expected_version": match.version}, format="json")
    assert asked.status_code == 201, asked.data
    pending = asked.data["takeback"]
    assert pending == {
        "seat": seat,
        "to_version": before,
        "requested_at": match.version + 1,
        "accepted": [seat],
        "awaiting": [1 - seat],
    }
    assert other.get(f"/api/v1/matches/{match.id}/").data["takeback"] == pending

    accept = {"expected_version": asked.data["version"]}
    key = {"HTTP_IDEMPOTENCY_KEY": "accept-1"}
    accepted = other.post(url + "accept/", accept, format="json", **key)
    assert accepted.status_code == 200, accepted.data
    assert accepted.data["takeback"] is None
    assert accepted.data["version"] == match.version + 3
    again = other.post(url + "accept/", accept, format="json", **key)
    assert again.status_code == 200 and again["Idempotent-Replayed"] == "true"

    # The views are back to the earlier position, exactly as a replay of to_version shows it.
    for client, viewer in ((asker, seat), (other, 1 - seat)):
        now = client.get(f"/api/v1/matches/{match.id}/view/").data
        then = client.get(f"/api/v1/matches/{match.id}/replay/?at={before}").data
        assert now["state"] == then["state"]
        assert now["state"] == match.engine.view(state_before, viewer)
        replayed = client.get(f"/api/v1/matches/{match.id}/replay/?at={now['version']}").data
        assert replayed["state"] == now["state"] and replayed["to_act"] == now["to_act"]
    assert seat in now["to_act"]

    events = other.get(f"/api/v1/matches/{match.id}/events/?after={before}").data["events"]
    assert [e["type"] for e in events] == [
        "action",
        "takeback_requested",
        "takeback_answered",
        "takeback",
    ]
    assert events[-1]["text"] == (
        f"Moves taken back: the game is again as it was at version {before}"
    )
    assert all(e["action"] is None and e["effects"] == [] for e in events[1:])

    # The stream serves the very same entries (its reader is what /stream/ sends).
    reader = Reader(match.id, match.game, None, 1 - seat, finished=False)
    streamed = [
        data
        for kind, data in read_stream(reader, before)
        if kind == "entry" and data["version"] <= events[-1]["version"]
    ]
    assert streamed == events


def test_refused_takeback_over_http(babel_match):
    match, seat, _, _, asker, other = safe_move_played(babel_match)
    url = f"/api/v1/matches/{match.id}/takeback/"
    asked = asker.post(url, {"expected_version": match.version}, format="json")
    refused = other.post(
        url + "refuse/", {"expected_version": asked.data["version"]}, format="json"
    )
    assert refused.status_code == 200, refused.data
    assert refused.data["takeback"] is None
    assert refused.data["to_act"] == asked.data["to_act"]
    view = asker.get(f"/api/v1/matches/{match.id}/view/").data
    assert view["state"] == match.engine.view(match.state, seat)


def test_takeback_errors_are_clear_json(babel_match, register, api):
    match_id, ann, bob = babel_match
    url = f"/api/v1/matches/{match_id}/takeback/"
    version = get_service().get_match(match_id).version
    assert api.post(url, {"expected_version": version}, format="json").status_code == 401
    _, carol = register("carol")
    refused = carol.post(url, {"expected_version": version}, format="json")
    assert refused.status_code == 403 and refused.data["error"] == "not_seated"
    missing = ann.post(url, {}, format="json")
    assert missing.status_code == 400 and missing.data["error"] == "invalid_request"
    no_move = ann.post(url, {"expected_version": version}, format="json")
    assert no_move.status_code == 409 and no_move.data["error"] == "takeback_impossible"
    nothing = bob.post(url + "accept/", {"expected_version": version}, format="json")
    assert nothing.status_code == 409 and nothing.data["error"] == "no_takeback_pending"

    service = get_service()
    match = service.get_match(match_id)
    seat = match.to_act[0]
    action = next(
        a for a in match.engine.legal_actions(match.state, seat) if reveals(match, seat, a)
    )
    match = service.act(match_id, seat, action, match.version, "user:x")
    client = ann if seat == 0 else bob
    stale = client.post(url, {"expected_version": match.version - 1}, format="json")
    assert stale.status_code == 409 and stale.data["error"] == "version_conflict"
    assert stale.data["current_version"] == match.version
    revealed = client.post(url, {"expected_version": match.version}, format="json")
    assert revealed.status_code == 409 and revealed.data["error"] == "takeback_impossible"
    assert "revealed something hidden" in revealed.data["detail"]
    assert service.get_match(match_id).version == match.version, "nothing recorded"


def test_pending_request_blocks_a_second_one_and_the_asker_may_withdraw(babel_match):
    match, seat, _, _, asker, other = safe_move_played(babel_match)
    url = f"/api/v1/matches/{match.id}/takeback/"
    asked = asker.post(url, {"expected_version": match.version}, format="json")
    version = asked.data["version"]
    second = other.post(url, {"expected_version": version}, format="json")
    assert second.status_code == 409 and second.data["error"] == "takeback_pending"
    own = asker.post(url + "accept/", {"expected_version": version}, format="json")
    assert own.status_code == 409 and own.data["error"] == "not_asked_to_answer"
    withdrawn = asker.post(url + "refuse/", {"expected_version": version}, format="json")
    assert withdrawn.status_code == 200 and withdrawn.data["takeback"] is None


def test_the_view_says_whether_a_takeback_can_be_asked_and_why_not(babel_match):
    """The page offers "Ask to take back" only when the view says a request could be made."""
    match_id, ann, bob = babel_match
    service = get_service()
    before = ann.get(f"/api/v1/matches/{match_id}/view/").data
    assert before["takeback"] == {
        "possible": False,
        "refusal": "seat 0 has no move that could be taken back",
    }
    match, seat, _, _ = play_until(service, service.get_match(match_id), revealing=True)
    clients = {0: ann, 1: bob}
    refused = clients[seat].get(f"/api/v1/matches/{match_id}/view/").data["takeback"]
    assert refused["possible"] is False and "revealed something hidden" in refused["refusal"]
    asked = clients[seat].post(
        f"/api/v1/matches/{match_id}/takeback/", {"expected_version": match.version}, format="json"
    )
    assert asked.status_code == 409 and asked.data["detail"] == refused["refusal"]
    assert APIClient().get(f"/api/v1/matches/{match_id}/view/").data["takeback"] is None


def test_the_view_offers_a_takeback_after_a_move_that_revealed_nothing(babel_match):
    match, seat, _, _, asker, _ = safe_move_played(babel_match)
    offer = asker.get(f"/api/v1/matches/{match.id}/view/").data["takeback"]
    assert offer == {"possible": True, "refusal": None}
