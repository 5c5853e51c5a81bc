"""Clocks, timeouts, resign, abort, reclaim and the abandonment sweep (issue 14)."""

from __future__ import annotations

import random
import time

import pytest
from django.test import override_settings

from games.engine import InvalidOptions
from matches import clocks
from matches.aggregate import Match
from matches.errors import AbortRefused, MatchNotActive, NotSeated, SeatHeldByBot
from matches.sweeps import sweep_clocks
from projections.models import MatchSummary
from projections.runner import catch_up, drop_projections
from tests.moves import random_move

pytestmark = pytest.mark.django_db

PER_MINUTE = {"kind": "per_move", "seconds": 60}
RANDOM_BOT = {"then": "bot", "level": "random"}


def two_humans(service, game="babel", time_control=PER_MINUTE, on_timeout=RANDOM_BOT, **kw):
    match = service.create_match(
        game, 2, creator="ann", time_control=time_control, on_timeout=on_timeout, **kw
    )
    service.join(match.id, "ann", 0)
    return service.join(match.id, "bob", 1)


def seated(service, game: str, names: list[str], **kw):
    match = service.create_match(game, len(names), creator=names[0], **kw)
    for seat, name in enumerate(names):
        match = service.join(match.id, name, seat)
    return match


def events_of(service, match_id) -> list:
    return list(service.events.get(match_id))


# -- validation ---------------------------------------------------------------


@pytest.mark.parametrize(
    "control",
    [
        {"kind": "hourglass"},
        {"kind": "per_move"},
        {"kind": "per_move", "seconds": 0},
        {"kind": "per_move", "seconds": "60"},
        {"kind": "per_move", "seconds": 60, "extra": 1},
        {"kind": "fischer", "initial": 600},
        {"kind": "fischer", "initial": 600, "increment": -1},
        "fischer",
    ],
)
def test_bad_time_controls_are_refused_and_nothing_is_recorded(service, control):
    with pytest.raises(InvalidOptions):
        service.create_match("babel", 2, creator="ann", time_control=control)
    assert service.recorder.max_notification_id() in (None, 0)


def test_on_timeout_is_validated_and_defaults_to_the_strongest_bot(service):
    with pytest.raises(InvalidOptions):
        service.create_match("babel", 2, on_timeout={"then": "lose"})  # no clock
    with pytest.raises(InvalidOptions):
        service.create_match("babel", 2, time_control=PER_MINUTE, on_timeout={"then": "pass"})
    with pytest.raises(InvalidOptions):
        service.create_match(
            "babel", 2, time_control=PER_MINUTE, on_timeout={"then": "bot", "level": "god"}
        )
    match = service.create_match("babel", 2, time_control=PER_MINUTE)
    assert match.on_timeout == {"then": "bot", "level": "mcts"}
    assert service.create_match("babel", 2).time_control == {"kind": "none"}


# -- per-move limit -----------------------------------------------------------


def test_per_move_limit_hands_the_seat_to_a_bot_and_the_match_plays_to_the_end(service, clock):
    match = two_humans(service)
    assert match.status == "active"
    first = match.to_act[0]
    catch_up(service)
    summary = MatchSummary.objects.get(id=match.id)
    assert summary.deadline.timestamp() == pytest.approx(time.time() + 60)

    clock.shift(59)
    assert sweep_clocks(service).timed_out == 0
    clock.shift(2)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match.id)
    kinds = [type(e).__name__ for e in events_of(service, match.id)]
    assert "TimedOut" in kinds and "SeatHandedToBot" in kinds
    assert match.seats[first]["bot"] == "random"
    assert match.seats[first]["handed_over"] == "timeout"
    assert match.seats[first]["username"] in ("ann", "bob")
    # The bot played the seat (inline bots) until the other human is due.
    assert match.status == "active"
    other = 1 - first
    assert match.to_act == [other]
    # The other human does not move either: both seats end up with bots, which finish.
    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match.id)
    assert match.status == "finished"
    assert "forfeited" not in match.result  # handed to a bot, not lost
    # A second sweep at the same moment finds nothing to do.
    assert sweep_clocks(service).timed_out == 0


def test_per_move_limit_restarts_after_every_action(service, clock):
    match = two_humans(service)
    rng = random.Random(3)
    for _ in range(6):
        clock.shift(50)
        match = random_move(service, match, rng)
        assert sweep_clocks(service).timed_out == 0
    assert all(seat["bot"] is None for seat in match.seats)


def test_a_seat_that_loses_on_time_loses_a_two_player_match(service, clock):
    match = two_humans(service, on_timeout={"then": "lose"})
    loser = match.to_act[0]
    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match.id)
    assert match.status == "finished"
    assert match.result["winners"] == [1 - loser]
    assert match.result["forfeited"] == [loser]
    assert match.result["reason"] == "timeout"
    assert set(match.result["scores"]) == {"0", "1"}
    assert MatchSummary.objects.get(id=match.id).seed == str(match.seed)


def test_a_seat_that_loses_on_time_in_four_players_is_out_and_the_match_goes_on(service, clock):
    match = seated(
        service,
        "great-zimbabwe",
        ["ann", "bob", "cid", "dee"],
        time_control=PER_MINUTE,
        on_timeout={"then": "lose"},
    )
    due = list(match.to_act)
    clock.shift(61)
    sweep_clocks(service)
    match = service.get_match(match.id)
    assert match.status == "active"
    assert sorted(match.forfeited) == sorted(due)
    for seat in due:
        assert match.seats[seat]["handed_over"] == "lost_on_time"
        assert match.seats[seat]["bot"] == "mcts"


# -- Fischer -----------------------------------------------------------------


def test_a_fischer_bank_runs_out_across_several_moves(service, clock):
    # 100 s and 5 s per action: each move of 40 s costs a net 35 s; the third move's bank
    # (100 - 35 - 35 = 30 s) runs out before 40 s pass.
    match = two_humans(service, time_control={"kind": "fischer", "initial": 100, "increment": 5})
    rng = random.Random(1)
    seat = match.to_act[0]
    spent = 0
    while spent < 2:
        if match.to_act == [seat]:
            clock.shift(40)
            spent += 1
        else:
            clock.shift(1)
        match = random_move(service, match, rng)
        assert sweep_clocks(service).timed_out == 0
    assert match.clock["banks"][seat] == pytest.approx(30.0)
    # Wait for seat's next turn: the other seat moves quickly.
    while match.to_act != [seat]:
        clock.shift(1)
        match = random_move(service, match, rng)
    summary = service.get_match(match.id)
    clock.shift(29)
    assert sweep_clocks(service).timed_out == 0
    clock.shift(2)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(summary.id)
    assert match.seats[seat]["handed_over"] == "timeout"
    assert match.clock["banks"][seat] == 0.0


# -- resign -------------------------------------------------------------------


def test_resign_in_two_players_the_other_wins(service):
    match = two_humans(service, time_control=None, on_timeout=None)
    match = service.resign(match.id, "bob")
    assert match.status == "finished"
    assert match.result["winners"] == [0]
    assert match.result["forfeited"] == [1]
    assert match.result["reason"] == "resigned"
    with pytest.raises(MatchNotActive):
        service.resign(match.id, "ann")


@pytest.mark.parametrize("game", ["great-zimbabwe", "bora-bora", "ankh-morpork"])
def test_resign_in_four_players_a_bot_takes_the_seat_and_the_resigner_ranks_last(service, game):
    names = ["ann", "bob", "cid", "dee"]
    match = seated(service, game, names)
    service.resign(match.id, "cid")
    match = service.get_match(match.id)
    assert match.status == "active"
    assert match.forfeited == [2]
    assert match.seats[2] == {
        "seat": 2,
        "username": "cid",
        "bot": "mcts",
        "handed_over": "resigned",
    }
    with pytest.raises(AbortRefused):
        service.reclaim(match.id, "cid")


def test_a_played_out_match_ranks_forfeited_seats_last():
    from matches.leaving import outcome_with_forfeits

    outcome = {"winners": [2], "scores": {"0": 5, "1": 7, "2": 9}}
    assert outcome_with_forfeits(outcome, [2]) == {
        "winners": [1],
        "scores": {"0": 5, "1": 7, "2": 9},
        "forfeited": [2],
        "reason": "played_out",
    }
    assert outcome_with_forfeits(outcome, []) == outcome


# -- abort --------------------------------------------------------------------


def test_abort_before_the_second_move_by_any_seated_human(service):
    match = two_humans(service, time_control=None, on_timeout=None)
    match = random_move(service, match, random.Random(0))
    match = service.abort(match.id, "bob")
    assert match.status == "aborted"
    assert match.abort == {"reason": "early", "by": "bob"}
    aborted = events_of(service, match.id)[-1]
    assert isinstance(aborted, Match.Aborted) and aborted.seed == match.seed
    catch_up(service)
    summary = MatchSummary.objects.get(id=match.id)
    assert summary.status == "aborted" and summary.seed == str(match.seed)
    assert not any(type(e).__name__ == "Finished" for e in events_of(service, match.id))


def test_abort_of_an_open_match_by_its_creator_and_refused_to_strangers(service):
    match = service.create_match("babel", 2, creator="ann")
    with pytest.raises(NotSeated):
        service.abort(match.id, "eve")
    assert service.abort(match.id, "ann").status == "aborted"


def test_after_the_second_move_abort_needs_every_human(service):
    match = two_humans(service, time_control=None, on_timeout=None)
    rng = random.Random(0)
    while match.actions_applied < 2:
        match = random_move(service, match, rng)
    match = service.abort(match.id, "ann")
    assert match.status == "active" and match.abort_votes == [0]
    with pytest.raises(AbortRefused):
        service.abort(match.id, "ann")  # asking twice changes nothing
    match = service.abort(match.id, "bob", accept=False)
    assert match.abort_votes == []
    service.abort(match.id, "ann")
    match = service.abort(match.id, "bob")
    assert match.status == "aborted"
    assert match.abort == {"reason": "agreed", "by": None}


# -- abandonment --------------------------------------------------------------


def test_matches_nobody_touched_are_aborted_by_the_sweep(service, clock):
    with override_settings(TABULA_ABANDON_AFTER=3600):
        idle = two_humans(service, time_control=None, on_timeout=None)
        waiting = service.create_match("babel", 2, creator="ann")
        clock.shift(1800)
        busy = two_humans(service, time_control=None, on_timeout=None)
        clock.shift(1801)
        assert sweep_clocks(service).abandoned == 2
    assert service.get_match(idle.id).abort == {"reason": "abandoned", "by": None}
    assert service.get_match(waiting.id).status == "aborted"
    assert service.get_match(busy.id).status == "active"


# -- reclaim ------------------------------------------------------------------


def test_reclaim_takes_a_timed_out_seat_back(service, clock):
    # Three players, so a timed-out seat's bot does not finish the game at once.
    match = seated(
        service,
        "great-zimbabwe",
        ["ann", "bob", "cid"],
        time_control=PER_MINUTE,
        on_timeout=RANDOM_BOT,
    )
    due = match.to_act[0]
    name = match.seats[due]["username"]
    clock.shift(61)
    sweep_clocks(service)
    match = service.get_match(match.id)
    assert match.seats[due]["handed_over"] == "timeout"
    match = service.reclaim(match.id, name)
    assert match.seats[due] == {"seat": due, "username": name, "bot": None}
    with pytest.raises(AbortRefused):
        service.reclaim(match.id, name)


def test_a_human_cannot_act_for_a_seat_a_bot_holds_until_it_is_reclaimed(service, clock):
    with override_settings(TABULA_BOTS="thread"):  # no worker runs: the bot stays due
        match = two_humans(service)
        due = match.to_act[0]
        name = match.seats[due]["username"]
        clock.shift(61)
        sweep_clocks(service)
        match = service.get_match(match.id)
        assert match.to_act == [due] and match.seats[due]["bot"] == "random"
        action = match.engine.legal_actions(match.state, due)[0]
        with pytest.raises(SeatHeldByBot):
            service.act(match.id, due, action, match.version, actor=f"user:{name}")
        match = service.reclaim(match.id, name)
        # The clock runs again from the reclaim, with the per-move limit.
        assert match.clock["since"][due] == pytest.approx(time.time())
        match = service.act(match.id, due, action, match.version, actor=f"user:{name}")
        assert match.version > 0


# -- projections --------------------------------------------------------------


def test_rebuilt_read_models_have_the_same_clocks_and_deadlines(service, clock):
    match = two_humans(service, time_control={"kind": "fischer", "initial": 300, "increment": 2})
    rng = random.Random(5)
    for _ in range(5):
        clock.shift(7)
        match = random_move(service, match, rng)
    service.resign(seated(service, "great-zimbabwe", ["a", "b", "c"]).id, "b")
    catch_up(service)
    fields = ["id", "status", "seats", "clock", "deadline", "time_control", "on_timeout", "result"]
    before = list(MatchSummary.objects.order_by("id").values(*fields))
    texts_before = sorted(MatchSummary.objects.values_list("history__text", flat=True))
    drop_projections()
    catch_up(service)
    assert list(MatchSummary.objects.order_by("id").values(*fields)) == before
    assert sorted(MatchSummary.objects.values_list("history__text", flat=True)) == texts_before
    assert MatchSummary.objects.get(id=match.id).clock == service.get_match(match.id).clock


@pytest.mark.parametrize("on_timeout", [RANDOM_BOT, {"then": "lose"}])
def test_the_lobby_row_after_a_timeout_has_the_matchs_own_clock(service, clock, on_timeout):
    """The summary is the match's own row: a per-move seat that timed out shows an empty
    bank in the lobby as on the match (a second fold of the events once restarted it)."""
    match = two_humans(service, on_timeout=on_timeout)
    first = match.to_act[0]
    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    catch_up(service)
    match = service.get_match(match.id)
    summary = MatchSummary.objects.get(id=match.id)
    assert match.clock["banks"][first] == 0.0
    assert (summary.clock, summary.deadline, summary.version) == (
        match.clock,
        clocks.deadline_datetime(match.clock),
        match.version,
    )


def test_the_bot_follower_dispatches_a_seat_handed_over_on_timeout(service, clock):
    from matches.dispatch import follow

    with override_settings(TABULA_BOTS="thread"):  # no worker: the follower is driven here
        match = two_humans(service)
        due = match.to_act[0]
        follow(service, lambda turns: None)  # everything so far is followed
        clock.shift(61)
        sweep_clocks(service)
        turns: list = []
        follow(service, turns.extend)
        match = service.get_match(match.id)
        assert turns == [(str(match.id), due, match.version)]


def test_snapshots_from_before_clocks_are_upcast():
    state = {"_version": 60, "players": 2, "seats": []}
    Match.upcast_v2_v3(state)
    assert state["time_control"] == {"kind": "none"} and state["clock"] is None
    assert state["forfeited"] == [] and state["abort_votes"] == [] and state["abort"] is None
    assert state["actions_applied"] == 56
