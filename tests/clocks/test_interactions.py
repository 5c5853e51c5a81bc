"""How the issue-14 features meet: a clock running out, a resignation or a reclaim while a
takeback request or an abort vote is pending. Whatever happens, nobody waits for an answer
that cannot come, and the match goes on to its end (bots take over the seats that time out).
"""

from __future__ import annotations

import random

import pytest

from matches.aggregate import Match
from matches.errors import NotSeated
from matches.service import MatchService
from matches.sweeps import sweep_clocks
from matches.takeback import NoTakebackPending
from tests.clocks.test_clocks import PER_MINUTE, RANDOM_BOT, events_of, seated
from tests.moves import random_move

pytestmark = pytest.mark.django_db

GAME = "great-zimbabwe"  # draws only at setup: its moves can always be taken back (unrated)
NAMES = ["ann", "bob", "cid"]


def three_humans(service: MatchService, on_timeout=RANDOM_BOT) -> Match:
    return seated(service, GAME, NAMES, time_control=PER_MINUTE, on_timeout=on_timeout)


def name_of(match: Match, seat: int) -> str:
    return match.seats[seat]["username"]


def ask_takeback(service: MatchService, match: Match, seat: int) -> Match:
    return service.request_takeback(
        match.id, seat, match.version, actor=f"user:{name_of(match, seat)}"
    )


def answers(service: MatchService, match: Match) -> list[tuple[int, bool, str]]:
    return [
        (event.seat, event.accept, event.actor)
        for event in events_of(service, match.id)
        if isinstance(event, Match.TakebackAnswered)
    ]


def played_to_the_end(service: MatchService, clock, match: Match) -> Match:
    """Nobody moves any more: every seat that comes due times out, bots finish the match."""
    for _ in range(12):
        match = service.get_match(match.id)
        if match.status != "active":
            break
        clock.shift(61)
        sweep_clocks(service)
    match = service.get_match(match.id)
    assert match.status == "finished", "the match got stuck"
    assert match.pending_takeback is None
    return match


# -- a clock runs out while a takeback request is pending --------------------------------


def test_a_seat_asked_that_times_out_accepts_as_its_bot_and_the_bots_move_cancels(service, clock):
    match = three_humans(service)
    asker = match.to_act[0]
    match = random_move(service, match, random.Random(1))
    due = match.to_act[0]
    match = ask_takeback(service, match, asker)
    assert match.pending_takeback["accepted"] == [asker]

    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match.id)
    assert match.seats[due]["handed_over"] == "timeout"
    # The bot accepted for the seat it took over; the third seat had not answered, so the
    # request still waited, until the bot, due, moved: a move cancels a pending request.
    assert (due, True, "bot:random") in answers(service, match)
    assert match.pending_takeback is None
    assert not any(isinstance(e, Match.MovesTakenBack) for e in events_of(service, match.id))
    played_to_the_end(service, clock, match)


def test_the_last_seat_asked_timing_out_completes_the_takeback(service, clock):
    match = three_humans(service)
    asker = match.to_act[0]
    match = random_move(service, match, random.Random(2))
    due = match.to_act[0]
    third = next(seat for seat in range(3) if seat not in (asker, due))
    match = ask_takeback(service, match, asker)
    to_version = match.pending_takeback["to_version"]
    match = service.answer_takeback(match.id, third, True, match.version, f"user:{NAMES[third]}")
    assert match.pending_takeback["accepted"] == sorted([asker, third])

    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match.id)
    [taken_back] = [e for e in events_of(service, match.id) if isinstance(e, Match.MovesTakenBack)]
    assert taken_back.to_version == to_version and taken_back.seat == asker
    # The asker is to act again, with the position before its move; the bot waits its turn.
    assert match.to_act == [asker] and match.seats[asker]["bot"] is None
    assert match.state == service.state_at(match.id, to_version)
    assert match.clock["since"][asker] is not None
    played_to_the_end(service, clock, match)


def test_an_asker_whose_time_runs_out_withdraws_the_request(service, clock):
    match = three_humans(service)
    rng = random.Random(3)
    asker = match.to_act[0]
    while True:  # a full round: the asker is to act again, its last move before the others'
        match = random_move(service, match, rng)
        if match.to_act == [asker]:
            break
    match = ask_takeback(service, match, asker)
    assert match.pending_takeback is not None

    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match.id)
    assert match.seats[asker]["handed_over"] == "timeout"
    assert answers(service, match)[-1] == (asker, False, "bot:random")
    assert match.pending_takeback is None
    texts = [h["text"] for h in history_texts(service, match)]
    assert any("request is withdrawn" in text for text in texts)
    played_to_the_end(service, clock, match)


def history_texts(service: MatchService, match: Match) -> list[dict]:
    from projections.projector import history_entry
    from projections.queries import entry_data

    return [
        entry_data(entry, None, False, match.game)
        for event in events_of(service, match.id)
        if (entry := history_entry(event, match.game)) is not None
    ]


# -- a clock runs out while an abort vote is pending ---------------------------------


def two_moves(service: MatchService, match: Match, rng: random.Random) -> Match:
    while match.actions_applied < 2:
        match = random_move(service, match, rng)
    return match


def test_a_seat_that_times_out_to_a_bot_still_votes_and_the_abort_completes(service, clock):
    match = two_moves(service, three_humans(service), random.Random(4))
    due = match.to_act[0]
    others = [seat for seat in range(3) if seat != due]
    match = service.abort(match.id, name_of(match, others[0]))
    assert match.abort_votes == [others[0]]

    clock.shift(61)
    assert sweep_clocks(service).timed_out == 1
    match = service.get_match(match.id)
    assert match.status == "active" and match.abort_votes == [others[0]]
    assert match.seats[due]["handed_over"] == "timeout"
    # Its player may come back (reclaim), so still has a say; the bot never votes.
    service.abort(match.id, name_of(match, due))
    match = service.abort(match.id, name_of(match, others[1]))
    assert match.status == "aborted" and match.abort["reason"] == "agreed"


def test_a_seat_lost_on_time_leaves_the_vote_and_the_others_abort_at_once(service, clock):
    match = two_moves(service, three_humans(service, {"then": "lose"}), random.Random(5))
    due = match.to_act[0]
    for seat in range(3):
        if seat != due:
            match = service.abort(match.id, name_of(match, seat))
    assert match.status == "active"  # the seat to act did not agree

    clock.shift(61)
    sweep_clocks(service)
    match = service.get_match(match.id)
    # Everybody still in the game had asked: waiting for the seat that lost would never end
    # (and asking again is refused), so the abort completes with the loss.
    assert match.forfeited == [due]
    assert match.status == "aborted" and match.abort == {"reason": "agreed", "by": None}


def test_a_resignation_completes_an_abort_the_others_all_asked_for(service):
    match = two_moves(service, three_humans(service), random.Random(6))
    for seat in (1, 2):
        match = service.abort(match.id, NAMES[seat])
    assert match.status == "active"
    match = service.resign(match.id, NAMES[0])
    assert match.status == "aborted" and match.abort["reason"] == "agreed"


# -- reclaim, then a second timeout --------------------------------------------------


def test_a_reclaimed_seat_can_time_out_again_and_be_reclaimed_again(service, clock):
    match = three_humans(service)
    rng = random.Random(7)
    due = match.to_act[0]
    name = name_of(match, due)
    for round_number in (1, 2):
        clock.shift(61)
        assert sweep_clocks(service).timed_out == 1
        match = service.get_match(match.id)
        assert match.seats[due]["handed_over"] == "timeout"
        assert match.to_act != [due]  # its bot played the turn
        match = service.reclaim(match.id, name)
        assert match.seats[due] == {"seat": due, "username": name, "bot": None}
        # The others move in time until the reclaimed seat is due again.
        while match.to_act != [due]:
            clock.shift(5)
            match = random_move(service, match, rng)
        assert match.clock["since"][due] is not None, round_number
    timeouts = [e.seat for e in events_of(service, match.id) if isinstance(e, Match.TimedOut)]
    assert timeouts == [due, due]
    played_to_the_end(service, clock, match)


# -- a resignation while a takeback request is pending -------------------------------------


def test_a_resigning_seat_that_was_asked_accepts_as_its_bot(service, clock):
    match = three_humans(service)
    asker = match.to_act[0]
    match = random_move(service, match, random.Random(8))
    due = match.to_act[0]
    third = next(seat for seat in range(3) if seat not in (asker, due))
    match = ask_takeback(service, match, asker)

    match = service.resign(match.id, name_of(match, third))
    assert (third, True, f"bot:{match.seats[third]['bot']}") in answers(service, match)
    assert match.pending_takeback["accepted"] == sorted([asker, third])
    # The one seat still asked decides; accepting takes the moves back.
    match = service.answer_takeback(match.id, due, True, match.version, f"user:{NAMES[due]}")
    assert any(isinstance(e, Match.MovesTakenBack) for e in events_of(service, match.id))
    assert match.to_act == [asker]
    played_to_the_end(service, clock, match)


def test_an_asker_who_resigns_withdraws_the_request(service, clock):
    match = three_humans(service)
    asker = match.to_act[0]
    match = random_move(service, match, random.Random(9))
    due = match.to_act[0]
    match = ask_takeback(service, match, asker)

    match = service.resign(match.id, name_of(match, asker))
    assert match.pending_takeback is None
    assert answers(service, match)[-1][:2] == (asker, False)
    with pytest.raises(NoTakebackPending):
        service.answer_takeback(match.id, due, True, match.version, f"user:{NAMES[due]}")
    with pytest.raises(NotSeated):
        service.request_takeback(match.id, asker, match.version, f"user:{NAMES[asker]}")
    played_to_the_end(service, clock, match)


def test_a_two_player_resignation_ends_a_pending_takeback_with_the_match(service):
    match = seated(service, GAME, NAMES[:2])
    asker = match.to_act[0]
    match = random_move(service, match, random.Random(10))
    match = ask_takeback(service, match, asker)
    match = service.resign(match.id, NAMES[1 - asker])
    assert match.status == "finished" and match.result["winners"] == [asker]
    assert match.pending_takeback is None
