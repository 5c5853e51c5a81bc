"""A player who left a seat for good watches the rest of the match as a spectator.

In a match of three or more, a resigned seat keeps its player's name while a bot plays it out.
What that bot draws must not reach the player who left (they could pass it on to somebody
still playing): not through the view, the history, replays, the stream or webhooks. A seat
that only timed out may still be reclaimed, so its player keeps its eyes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any
from uuid import UUID

import pytest
from django.contrib.auth.models import User
from django.test import RequestFactory
from rest_framework.test import APIClient

from alerts.models import EVENT_TYPES, EmailNotice
from alerts.tasks import run_once
from api.stream import Reader, _open, read_stream
from games.engine import redact_effect
from games.registry import get_game
from matches.aggregate import Match
from matches.service import MatchService
from matches.sweeps import sweep_clocks
from tests.alerts.conftest import add_webhook, receiver  # noqa: F401  (fixture)
from tests.moves import play_random
from tests.security.test_leaks import Scanner, names_of, strings_in

pytestmark = pytest.mark.django_db

GAME = "ankh-morpork"


def three_players(
    register: Callable[[str], tuple[str, APIClient]],
    on_timeout: dict[str, Any],
    seconds: int = 3600,
) -> tuple[str, list[tuple[str, APIClient]]]:
    """An active Ankh-Morpork match of three users registered by the ``register`` fixture
    (seats 0, 1, 2): (match id, [(username, client), ...])."""
    players = [register(name) for name in ("ann", "bob", "cat")]
    created = players[0][1].post(
        "/api/v1/matches/",
        {
            "game": GAME,
            "players": 3,
            "seed": "left-seat-1",
            "time_control": {"kind": "per_move", "seconds": seconds},
            "on_timeout": on_timeout,
        },
        format="json",
    )
    assert created.status_code == 201, created.data
    match_id = created.data["id"]
    for seat, (_, client) in enumerate(players):
        joined = client.post(f"/api/v1/matches/{match_id}/join/", {"seat": seat}, format="json")
        assert joined.status_code == 200, joined.data
    return match_id, players


def hand_over_version(service: MatchService, match_id: str, seat: int) -> int:
    return next(
        event.originator_version
        for event in reversed(list(service.events.get(UUID(match_id))))
        if isinstance(event, Match.SeatHandedToBot) and event.seat == seat
    )


def all_events(client: APIClient, match_id: str) -> list[dict]:
    entries: list[dict] = []
    after = 0
    while True:
        page = client.get(f"/api/v1/matches/{match_id}/events/", {"after": after, "limit": 500})
        assert page.status_code == 200, page.data
        entries += page.data["events"]
        if not page.data["events"]:
            return entries
        after = page.data["next_after"]


def entries_of(sent: list[tuple[str, dict]]) -> list[dict]:
    """The history entries among what a stream sent (its ``state`` messages left out)."""
    return [data for event, data in sent if event == "entry"]


def scanner_of(service: MatchService, match_id: str, secrets: set[str]) -> Callable[..., None]:
    """``scan(label, body)``: fails naming any of ``secrets`` (card ids and names) in ``body``.

    The security suite's scanner: whole tokens only, and the card catalogue the setup
    shows everybody is cut out first.
    """
    scanner = Scanner(GAME)
    started = next(e for e in service.events.get(UUID(match_id)) if isinstance(e, Match.Started))
    scanner.start_match([redact_effect(effect, None) for effect in started.effects])
    return lambda label, body: scanner.scan(label, body, (secrets, set()))


def test_a_resigned_player_sees_nothing_the_bot_draws_for_their_seat(
    service,
    register,
    receiver,  # noqa: F811
):
    match_id, players = three_players(register, {"then": "bot", "level": "random"})
    (ann_name, ann), (_, bob), _ = players
    ann_user = User.objects.get(username=ann_name)
    ann_user.email = "ann@example.com"
    ann_user.save()
    add_webhook(ann_user, receiver, list(EVENT_TYPES))
    # A stream ann opened while she played: it goes on after she resigns.
    open_before = Reader(UUID(match_id), GAME, ann_name, viewer=0, finished=False)
    rng = random.Random(1)
    play_random(service, service.get_match(match_id), rng, moves=4)

    resigned = ann.post(f"/api/v1/matches/{match_id}/resign/")
    assert resigned.status_code == 200, resigned.data
    assert resigned.data["seats"][0]["handed_over"] == "resigned"
    left_at = hand_over_version(service, match_id, 0)
    hand_when_left = set(service.get_match(match_id, version=left_at).state["hands"][0])
    # What ann could ever see through her seat, until she left.
    seen_before: set[str] = set()
    for version in range(1, left_at):
        state = service.get_match(match_id, version=version).state
        if state is not None:
            strings_in(seat_view(state, 0), seen_before)

    match = play_random(service, service.get_match(match_id), rng, moves=40)
    assert match.status == "active", "the match must still run: then nothing is public yet"
    spectator_sees: set[str] = set()
    strings_in(seat_view(match.state, None), spectator_sees)
    # A card the table saw go back into the hand is public, not drawn: Mossy Lawn returns the
    # card being played, History Monks take cards from the face-up discard pile (every view
    # shows the pile before and after).
    effects = [
        effect
        for event in service.events.get(UUID(match_id))
        for effect in getattr(event, "effects", None) or []
    ]
    returned = {effect["card"] for effect in effects if effect.get("type") == "card_returned"}
    returned |= {
        card
        for effect in effects
        if effect.get("type") == "discard_taken"
        for card in effect["cards"]
    }
    drawn_since = (
        set(match.state["hands"][0]) - hand_when_left - seen_before - spectator_sees - returned
    )
    assert drawn_since, "the bot drew no card for seat 0 that is still hidden: no test"
    names = names_of(GAME)
    secrets = drawn_since | {names[card] for card in drawn_since if card in names}
    secrets -= {names[s] for s in seen_before | spectator_sees if s in names}
    scan = scanner_of(service, match_id, secrets)

    base = f"/api/v1/matches/{match_id}"
    view = ann.get(f"{base}/view/")
    assert view.status_code == 200
    assert view.data["seat"] is None and view.data["state"]["hands"] == [None, None, None]
    scan("view", view.data)
    own = ann.get(f"{base}/view/", {"seat": 0})
    assert own.status_code == 403 and own.data["error"] == "not_your_seat"
    assert "left seat 0" in own.data["detail"]
    legal = ann.get(f"{base}/legal-actions/")
    assert legal.status_code == 403 and legal.data["error"] == "not_seated"

    events = all_events(ann, match_id)
    assert events[-1]["version"] == match.version
    scan("events", events)
    # Before she left she still reads through her seat: her history says more than a
    # spectator's until then, and exactly as much after.
    spectator = all_events(APIClient(), match_id)
    assert [e for e in events if e["version"] < left_at] != [
        e for e in spectator if e["version"] < left_at
    ]
    assert [e for e in events if e["version"] >= left_at] == [
        e for e in spectator if e["version"] >= left_at
    ]

    frames = ann.get(f"{base}/replay/").data["frames"]
    assert len(frames) == match.version
    scan("replay", frames)
    assert frames[left_at - 2]["seat"] == 0 and frames[left_at - 2]["state"]["hands"][0]
    assert all(frame["seat"] is None for frame in frames[left_at - 1 :])
    at = ann.get(f"{base}/replay/", {"at": match.version}).data
    assert at["seat"] is None
    scan("replay at", at)

    sent_before = read_stream(open_before, 0)
    before = entries_of(sent_before)
    assert before[-1]["version"] == match.version
    scan("stream opened before", sent_before)  # its pushed views too
    # ann's own token, as her client sends it.
    token = ann._credentials["HTTP_AUTHORIZATION"]
    request = RequestFactory().get(f"{base}/stream/", HTTP_AUTHORIZATION=token)
    opened_after, *_ = _open(request, UUID(match_id))
    sent_after = read_stream(opened_after, 0)
    scan("stream opened after", sent_after)
    after = entries_of(sent_after)
    assert after == events, "the stream tells her exactly what /events/ does"

    run_once(service)
    moves = [r.body for r in receiver.received if r.event == "move"]
    assert any(body["match"]["version"] > left_at for body in moves)
    for body in (r.body for r in receiver.received):
        assert body["seat"] == 0
        scan(f"webhook {body['type']} v{body['match']['version']}", body)
    # She is never told it is her turn there again (the bot plays it), by hook or by mail.
    turns = [r.body["match"]["version"] for r in receiver.received if r.event == "your_turn"]
    assert all(version < left_at for version in turns)
    assert not EmailNotice.objects.filter(user=ann_user, version__gte=left_at).exists()

    # Nor may she act, ask, answer or vote for the seat: JSON 4xx that say why.
    version = service.get_match(match_id).version
    refusals = {
        "actions/": {"action": {"type": "end_turn"}, "expected_version": version},
        "takeback/": {"expected_version": version},
        "takeback/accept/": {"expected_version": version},
        "takeback/refuse/": {"expected_version": version},
        "abort/": {},
        "reclaim/": {},
    }
    for path, body in refusals.items():
        answer = ann.post(f"{base}/{path}", body, format="json")
        assert 400 <= answer.status_code < 500, (path, answer.status_code, answer.data)
        assert answer["Content-Type"].startswith("application/json")
        assert answer.data["detail"], path
    # Resigning again answers as her resignation did (a resign sent twice), recording nothing.
    again = ann.post(f"{base}/resign/", {}, format="json")
    assert again.status_code == 200 and again.data["seats"][0]["handed_over"] == "resigned"
    assert service.get_match(match_id).version == version  # nothing was recorded
    asked = ann.post(f"{base}/takeback/", {"expected_version": version}, format="json")
    assert asked.data["error"] == "not_seated" and "left seat 0" in asked.data["detail"]
    vote = ann.post(f"{base}/abort/", {}, format="json")
    assert vote.data["error"] == "not_seated" and "left seat 0" in vote.data["detail"]
    # Another player still sees their own seat, as ever.
    assert bob.get(f"{base}/view/").data["state"]["hands"][1]


def test_once_the_match_is_finished_the_resigned_player_sees_everything(service, register):
    match_id, players = three_players(register, {"then": "bot", "level": "random"})
    (_, ann), (_, bob), (_, cat) = players
    rng = random.Random(2)
    play_random(service, service.get_match(match_id), rng, moves=2)
    assert ann.post(f"/api/v1/matches/{match_id}/resign/").status_code == 200
    assert bob.post(f"/api/v1/matches/{match_id}/resign/").status_code == 200  # cat wins
    base = f"/api/v1/matches/{match_id}"
    assert ann.get(f"{base}/").data["status"] == "finished"
    own = ann.get(f"{base}/view/", {"seat": 0})
    assert own.status_code == 200 and own.data["state"]["hands"][0]
    assert ann.get(f"{base}/view/").data["seat"] == 0
    assert cat.get(f"{base}/view/", {"seat": 1}).status_code == 200


def test_a_timed_out_player_keeps_their_eyes_and_can_reclaim_the_seat(service, register, clock):
    match_id, players = three_players(register, {"then": "bot", "level": "random"}, seconds=60)
    match = service.get_match(match_id)
    due = match.to_act[0]
    name, owner = players[due]
    hand_before = set(match.state["hands"][due])
    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match_id)
    assert match.seats[due]["handed_over"] == "timeout"
    # The bot's turn may wait on another player first (the threatened one is asked whether to
    # answer with an interrupt card, whatever their hand): those players let it pass.
    for _ in range(10):
        if set(match.state["hands"][due]) - hand_before or not match.to_act:
            break
        waiting = match.to_act[0]
        assert waiting != due, "the bot holds the seat and plays it itself"
        skip = {"type": "skip"} in match.engine.legal_actions(match.state, waiting)
        action = {"type": "skip"} if skip else match.engine.legal_actions(match.state, waiting)[0]
        service.act(match_id, waiting, action, match.version, f"user:{players[waiting][0]}")
        match = service.get_match(match_id)
    drawn = set(match.state["hands"][due]) - hand_before
    assert drawn, "the bot played the seat and drew"

    base = f"/api/v1/matches/{match_id}"
    view = owner.get(f"{base}/view/").data
    assert view["seat"] == due and set(view["state"]["hands"][due]) == set(
        match.state["hands"][due]
    )
    assert owner.get(f"{base}/view/", {"seat": due}).status_code == 200
    handed = hand_over_version(service, match_id, due)
    since = [e for e in all_events(owner, match_id) if e["version"] > handed]
    assert drawn <= strings_found(since), "the bot's draws for the seat reach its player"
    assert owner.get(f"{base}/legal-actions/").status_code == 200

    reclaimed = owner.post(f"{base}/reclaim/")
    assert reclaimed.status_code == 200, reclaimed.data
    assert reclaimed.data["seats"][due] == {"seat": due, "username": name, "bot": None}


def strings_found(body: Any) -> set[str]:
    found: set[str] = set()
    strings_in(body, found)
    return found


def seat_view(state: dict, viewer: int | None) -> dict:
    return get_game(GAME).view(state, viewer)
