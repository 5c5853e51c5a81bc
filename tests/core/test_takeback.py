"""Takeback by consent through the match service, in each of the four games."""

from __future__ import annotations

import io
import json
import random

import pytest
from django.core.management import call_command

from matches.aggregate import Match
from matches.errors import MatchNotActive, NotSeated, VersionConflict
from matches.takeback import (
    NoTakebackPending,
    NotAskedToAnswer,
    TakebackImpossible,
    TakebackPending,
    awaiting,
)
from projections.models import HistoryEntry, MatchSummary
from projections.projector import history_entry
from projections.queries import entry_data, history, replay_view
from projections.runner import catch_up
from tests.core.takeback_helpers import (
    GAMES,
    GAMES_WITH_SECRETS,
    actor,
    play_until,
    started,
)
from tests.moves import play_random
from tests.projections.test_rebuild import table_contents

pytestmark = pytest.mark.django_db


def event_types(service, match_id) -> list[str]:
    return [type(event).__name__ for event in service.events.get(match_id)]


@pytest.mark.parametrize("game", GAMES)
def test_accepted_takeback_returns_to_the_earlier_state(service, game):
    match = started(service, game)
    match, seat, before, state_before = play_until(service, match, revealing=False)
    moved_at = match.version
    moved_state = match.state
    other = 1 - seat
    match = service.request_takeback(match.id, seat, match.version, actor(seat))
    assert match.pending_takeback["to_version"] == before
    assert match.pending_takeback["accepted"] == [seat]
    assert match.state == moved_state, "nothing changes before the other seat agrees"

    match = service.answer_takeback(match.id, other, True, match.version, actor(other))
    assert match.pending_takeback is None
    assert match.state == state_before == service.state_at(match.id, before)
    assert seat in match.to_act
    assert event_types(service, match.id)[-3:] == [
        "TakebackRequested",
        "TakebackAnswered",
        "MovesTakenBack",
    ]
    # The history keeps the move and its takeback; every version's state stays exact.
    assert isinstance(
        list(service.events.get(match.id, gt=before, lte=moved_at))[0], Match.ActionApplied
    )
    assert service.state_at(match.id, moved_at) == moved_state
    assert service.state_at(match.id, match.version) == state_before

    # The read models agree with the store and rebuild to the same rows.
    catch_up(service)
    summary = MatchSummary.objects.get(id=match.id)
    assert summary.version == match.version and summary.to_act == match.to_act
    assert summary.takeback is None
    types = list(
        HistoryEntry.objects.filter(match=summary, version__gt=before).values_list(
            "type", flat=True
        )
    )
    assert types == ["action", "takeback_requested", "takeback_answered", "takeback"]
    for viewer in (None, 0, 1):
        replayed = replay_view(summary, viewer, match.version)
        assert replayed["state"] == match.engine.view(state_before, viewer)
        assert replayed["to_act"] == match.to_act
        assert replay_view(summary, viewer, moved_at)["state"] == match.engine.view(
            moved_state, viewer
        )
    live = table_contents()
    call_command("run_projections", "--rebuild", stdout=io.StringIO())
    assert table_contents() == live


@pytest.mark.parametrize("game", GAMES)
def test_the_move_played_again_gives_the_same_effects(service, game):
    match = started(service, game)
    match, seat, before, _ = play_until(service, match, revealing=False)
    taken_back = list(service.events.get(match.id, gt=before, lte=before + 1))[0]
    match = service.request_takeback(match.id, seat, match.version, actor(seat))
    match = service.answer_takeback(match.id, 1 - seat, True, match.version, actor(1 - seat))
    match = service.act(match.id, seat, taken_back.action, match.version, actor(seat))
    replayed = list(service.events.get(match.id, gt=match.version - 1))[0]
    assert replayed.effects == taken_back.effects


@pytest.mark.parametrize("game", GAMES)
def test_refused_takeback_changes_nothing(service, game):
    match = started(service, game)
    match, seat, _, _ = play_until(service, match, revealing=False)
    state = match.state
    match = service.request_takeback(match.id, seat, match.version, actor(seat))
    match = service.answer_takeback(match.id, 1 - seat, False, match.version, actor(1 - seat))
    assert match.pending_takeback is None and match.state == state
    assert event_types(service, match.id)[-2:] == ["TakebackRequested", "TakebackAnswered"]
    with pytest.raises(NoTakebackPending):
        service.answer_takeback(match.id, 1 - seat, True, match.version, actor(1 - seat))
    catch_up(service)
    entries = history(MatchSummary.objects.get(id=match.id), 1 - seat, after=match.version - 2)
    assert [e["text"] for e in entries] == [
        f"Seat {seat} asks to take back their last move (back to version {match.version - 3})",
        f"Seat {1 - seat} refuses the takeback",
    ]


@pytest.mark.parametrize("game", GAMES_WITH_SECRETS)
def test_impossible_after_a_reveal(service, game):
    match = started(service, game)
    match, seat, _, _ = play_until(service, match, revealing=True)
    version = match.version
    with pytest.raises(TakebackImpossible, match="revealed something hidden"):
        service.request_takeback(match.id, seat, match.version, actor(seat))
    assert service.get_match(match.id).version == version, "nothing recorded"


def test_great_zimbabwe_reveals_only_at_setup(service):
    match = started(service, "great-zimbabwe")
    setup = next(e for e in service.events.get(match.id) if isinstance(e, Match.Started))
    assert match.engine.reveals(setup.effects)
    match, seat, _, _ = play_until(service, match, revealing=False)
    with pytest.raises(TakebackImpossible, match="no move"):
        service.request_takeback(match.id, 1 - seat, match.version, actor(1 - seat))


@pytest.mark.parametrize("game", GAMES_WITH_SECRETS)
def test_takeback_entries_never_carry_hidden_information(service, game):
    match = started(service, game)
    match, seat, _, _ = play_until(service, match, revealing=False)
    match = service.request_takeback(match.id, seat, match.version, actor(seat))
    match = service.answer_takeback(match.id, 1 - seat, True, match.version, actor(1 - seat))
    taken_back = list(service.events.get(match.id))[-3:]
    for event in taken_back:
        entry = history_entry(event, match.game)
        for viewer in (None, 0, 1):
            data = entry_data(entry, viewer, False, match.game)
            assert set(data) == {"version", "type", "seat", "at", "action", "effects", "text"}
            assert data["action"] is None and data["effects"] == []
    # The restored state (with every hand) is in the stored event only, never in an entry.
    assert "hand" in json.dumps(taken_back[-1].state)
    for viewer in (None, 0, 1):
        served = json.dumps(
            [
                entry_data(history_entry(e, match.game), viewer, False, match.game)
                for e in taken_back
            ]
        )
        assert "hand" not in served and "state" not in served


def test_a_new_move_cancels_a_pending_request(service):
    match = started(service, "bora-bora")
    match, seat, _, _ = play_until(service, match, revealing=False)
    match = service.request_takeback(match.id, seat, match.version, actor(seat))
    mover = match.to_act[0]
    action = match.engine.legal_actions(match.state, mover)[0]
    match = service.act(match.id, mover, action, match.version, actor(mover))
    assert match.pending_takeback is None
    catch_up(service)
    assert MatchSummary.objects.get(id=match.id).takeback is None


def test_requests_and_answers_are_checked(service):
    match = started(service, "babel")
    with pytest.raises(TakebackImpossible, match="no move"):
        service.request_takeback(match.id, 0, match.version, actor(0))
    match, seat, _, _ = play_until(service, match, revealing=False)
    with pytest.raises(VersionConflict):
        service.request_takeback(match.id, seat, match.version - 1, actor(seat))
    with pytest.raises(NoTakebackPending):
        service.answer_takeback(match.id, 1 - seat, True, match.version, actor(1 - seat))
    match = service.request_takeback(match.id, seat, match.version, actor(seat))
    with pytest.raises(TakebackPending):
        service.request_takeback(match.id, 1 - seat, match.version, actor(1 - seat))
    with pytest.raises(NotAskedToAnswer):
        service.answer_takeback(match.id, seat, True, match.version, actor(seat))
    # The asker may withdraw the request.
    match = service.answer_takeback(match.id, seat, False, match.version, actor(seat))
    assert match.pending_takeback is None


def test_finished_match_takes_nothing_back(service):
    match = started(service, "babel", seed=11)
    match = play_random(service, match, random.Random(1))
    with pytest.raises(MatchNotActive):
        service.request_takeback(match.id, 0, match.version, actor(0))


@pytest.mark.parametrize("game", ["babel", "ankh-morpork"])
def test_rated_match_allows_a_takeback_only_within_the_same_turn(service, game):
    match = started(service, game, rated=True)
    assert match.rated
    # A move that keeps the mover to act is a takeback within the turn.
    for _ in range(400):
        match, seat, before, state_before = play_until(service, match, revealing=False)
        if seat in match.to_act:
            break
    else:
        raise AssertionError("no move inside a turn came up")
    match = service.request_takeback(match.id, seat, match.version, actor(seat))
    match = service.answer_takeback(match.id, 1 - seat, True, match.version, actor(1 - seat))
    assert match.state == state_before
    # Once the turn is over, the seat's last move stands in a rated match.
    rng = random.Random(2)
    while seat in match.to_act:
        legal = match.engine.legal_actions(match.state, seat)
        ends = [a for a in legal if a["type"] == "end_turn"]
        action = ends[0] if ends else rng.choice(legal)
        match = service.act(match.id, seat, action, match.version, actor(seat))
    with pytest.raises(TakebackImpossible, match="rated"):
        service.request_takeback(match.id, seat, match.version, actor(seat))


@pytest.mark.parametrize("game", GAMES)
def test_bots_accept_automatically(service, game):
    match = started(service, game, bot="random")
    for attempt in range(50):
        match, _, before, state_before = play_until(
            service, match, revealing=False, seat=0, seed=attempt
        )
        # The bot may have replied at once (inline): its reply goes back too, unless it
        # revealed something - then ann moves on and tries again.
        try:
            match = service.request_takeback(match.id, 0, match.version, "user:ann")
            break
        except TakebackImpossible:
            match = service.get_match(match.id)
    else:
        raise AssertionError("no takeback was possible")
    events = list(service.events.get(match.id))
    assert isinstance(events[-1], Match.MovesTakenBack)
    answered = [e for e in events if isinstance(e, Match.TakebackAnswered)]
    assert answered[-1].seat == 1 and answered[-1].accept and answered[-1].actor == "bot:random"
    assert service.state_at(match.id, events[-1].originator_version) == state_before


def test_a_bot_due_during_a_pending_request_is_dispatched_again_and_cancels_it(service, settings):
    """The request moves the version on: the bot's turn is due again at the new version (the
    follower reads takeback events too); its move then cancels the request."""
    from matches.dispatch import follow
    from matches.tasks import play_bot_turn

    settings.TABULA_BOTS = "thread"  # commands only store events; the test plays the bot
    match = service.create_match("great-zimbabwe", 3, seed=4, creator="ann")
    service.join(match.id, "ann", 0)
    service.join(match.id, "bob", 1)
    match = service.add_bot(match.id, 2, "random")
    humans_moved: list[int] = []
    while not (2 in match.to_act and humans_moved):
        if 2 in match.to_act:
            match = service.get_match(match.id)
            play_bot_turn(str(match.id), 2, match.version)
            match = service.get_match(match.id)
            continue
        mover = match.to_act[0]
        action = match.engine.legal_actions(match.state, mover)[0]
        match = service.act(match.id, mover, action, match.version, actor(mover))
        humans_moved.append(mover)
    follow(service, lambda turns: None)  # the turn due before the request: taken care of
    asker = humans_moved[-1]
    match = service.request_takeback(match.id, asker, match.version, actor(asker))
    assert awaiting(match) == [1 - asker], "the bot accepted at once"
    dispatched: list = []
    follow(service, dispatched.extend)
    assert dispatched == [(str(match.id), 2, match.version)]
    assert play_bot_turn(*dispatched[0]) == match.version + 1
    assert service.get_match(match.id).pending_takeback is None


def test_clocks_follow_a_takeback(service):
    """The seat to act again after a takeback gets its clock back running; the other's stops."""
    from datetime import UTC, datetime

    import time_machine

    from matches import clocks

    start = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    with time_machine.travel(start, tick=False) as traveller:
        match = service.create_match(
            "great-zimbabwe",
            2,
            seed=3,
            creator="ann",
            time_control={"kind": "fischer", "initial": 600, "increment": 0},
        )
        service.join(match.id, "ann", 0)
        match = service.join(match.id, "bob", 1)
        seat = match.to_act[0]
        traveller.shift(10)
        action = match.engine.legal_actions(match.state, seat)[0]
        match = service.act(match.id, seat, action, match.version, actor(seat))
        assert match.to_act == [1 - seat]
        traveller.shift(20)
        match = service.request_takeback(match.id, seat, match.version, actor(seat))
        traveller.shift(30)
        match = service.answer_takeback(match.id, 1 - seat, True, match.version, actor(1 - seat))
        now = datetime.now(tz=UTC).timestamp()
        shown = clocks.clock_data(match.time_control, match.clock, now)
        assert shown["running"] == [seat]
        assert shown["remaining"][seat] == 590  # its 10 s before the move stay spent
        assert shown["remaining"][1 - seat] == 550  # 50 s ran while it was to act
        catch_up(service)
        summary = MatchSummary.objects.get(id=match.id)
        assert summary.clock == match.clock


def test_a_seat_a_bot_took_over_asks_nothing_and_its_bot_accepts(service, settings):
    settings.TABULA_BOTS = "thread"  # nothing plays the bot: the positions stay put
    match = service.create_match("great-zimbabwe", 3, seed=4, creator="ann")
    for seat, name in enumerate(("ann", "bob", "cy")):
        match = service.join(match.id, name, seat)
    names = {0: "user:ann", 1: "user:bob", 2: "user:cy"}
    moved: list[int] = []
    while len(set(moved)) < 3:
        mover = match.to_act[0]
        action = match.engine.legal_actions(match.state, mover)[0]
        match = service.act(match.id, mover, action, match.version, names[mover])
        moved.append(mover)
    quitter = next(seat for seat in (0, 1, 2) if seat != moved[-1])
    match = service.resign(match.id, names[quitter].removeprefix("user:"))
    assert match.seats[quitter]["bot"] is not None
    with pytest.raises(NotSeated, match="left seat .* for good"):
        service.request_takeback(match.id, quitter, match.version, names[quitter])
    asker = moved[-1]
    match = service.request_takeback(match.id, asker, match.version, names[asker])
    assert quitter in match.pending_takeback["accepted"], "its bot accepted at once"
