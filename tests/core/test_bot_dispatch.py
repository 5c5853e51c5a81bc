"""Bot turns dispatched from the event log: tracked follower, sweep, exactly once."""

from __future__ import annotations

import pytest

from matches import worker
from matches.aggregate import Match
from matches.dispatch import follow, sweep
from matches.models import FollowerPosition
from matches.tasks import play_bot_turn

pytestmark = pytest.mark.django_db


@pytest.fixture
def background_mode(settings):
    """Commands only store events; nothing plays the bots unless the test does."""
    settings.TABULA_BOTS = "thread"


def human_vs_bot(service, seed: int = 5, level: str = "random"):
    match = service.create_match("babel", 2, seed=seed)
    service.join(match.id, "ann", 0)
    return service.add_bot(match.id, 1, level)


def pass_turn_to_bot(service, match):
    while match.to_act == [0]:
        legal = match.engine.legal_actions(match.state, 0)
        match = service.act(match.id, 0, legal[-1], match.version, actor="user:ann")
    return match


def bot_moves(service, match_id) -> list[Match.ActionApplied]:
    return [
        e
        for e in service.events.get(match_id)
        if isinstance(e, Match.ActionApplied) and e.seat == 1
    ]


def test_a_command_returns_before_the_bot_it_made_due_plays(service, background_mode):
    match = pass_turn_to_bot(service, human_vs_bot(service))
    assert match.to_act == [1]
    assert service.get_match(match.id).version == match.version, "nobody played the bot yet"
    assert worker.drain(service) >= 1
    after = service.get_match(match.id)
    assert after.version > match.version and bot_moves(service, match.id)


def test_the_follower_dispatches_each_due_turn_once_and_resumes_after_a_failure(
    service, background_mode
):
    match = pass_turn_to_bot(service, human_vs_bot(service))
    dispatched: list = []

    def refuse(turns):
        raise ConnectionError("broker down")

    with pytest.raises(ConnectionError):
        follow(service, refuse)
    assert follow(service, dispatched.extend) == 1, "the refused turn is found again"
    assert dispatched == [(str(match.id), 1, match.version)]
    assert follow(service, dispatched.extend) == 0, "and never dispatched twice"
    position = FollowerPosition.objects.get(follower="bot-dispatch").notification_id
    assert position == service.recorder.max_notification_id()


def test_a_dispatched_turn_that_was_never_played_is_swept_and_played_once(service, background_mode):
    match = pass_turn_to_bot(service, human_vs_bot(service))
    lost: list = []
    follow(service, lost.extend)  # dispatched to a worker that then died
    assert sweep(service, lost.extend, grace=60) == [], "not overdue yet"
    swept: list = []
    assert sweep(service, swept.extend, grace=0) == lost
    assert sweep(service, swept.extend, grace=0, skip=lost) == [], "queued turns are skipped"
    # The lost task comes back too (broker redelivery): the turn is played once.
    results = [play_bot_turn(*turn) for turn in [*swept, *lost]]
    assert results[0] is not None and results[1:] == [None]
    first_bot_move = bot_moves(service, match.id)[0]
    assert first_bot_move.originator_version == match.version + 1
    assert first_bot_move.command_id == f"bot:{match.id}:1:{match.version}"
    played = [e for e in service.events.get(match.id) if e.originator_version == match.version + 1]
    assert len(played) == 1


def test_the_sweep_ignores_matches_whose_bots_are_not_due(service, background_mode):
    match = human_vs_bot(service, seed=5)
    match = service.get_match(match.id)
    if match.to_act == [1]:
        worker.drain(service)
    assert service.get_match(match.id).to_act == [0]
    assert sweep(service, lambda turns: None, grace=0) == []


def test_inline_bots_play_a_whole_bots_only_match_within_the_command(service, settings):
    settings.TABULA_BOTS = "thread"
    match = service.create_match("babel", 2, seed=8)
    service.add_bot(match.id, 0, "random")
    with worker.inline_bots():
        service.add_bot(match.id, 1, "random")
    assert service.get_match(match.id).status == "finished"


def test_a_quick_bot_never_waits_behind_another_matchs_search(service, background_mode):
    """On the embedded default the searching levels play in a thread of their own: a random
    bot's move is not queued behind another match's two-second search."""
    searching = pass_turn_to_bot(service, human_vs_bot(service, level="mcts"))
    quick = pass_turn_to_bot(service, human_vs_bot(service, seed=8, level="random"))
    turns: list = []
    follow(service, turns.extend)
    player = worker.BotPlayer()  # its threads are not started: the turns stay queued
    player.dispatch(turns)
    assert list(player.search.queue) == [(str(searching.id), 1, searching.version)]
    assert list(player.quick.queue) == [(str(quick.id), 1, quick.version)]
    assert player.pending_turns() == set(turns), "the sweep leaves both alone"


def test_a_step_over_the_log_reads_each_match_once(service, background_mode, monkeypatch):
    from matches.dispatch import follow_log
    from matches.followers import read_log

    follow(service, lambda turns: None)  # the position stands after the setup
    match = pass_turn_to_bot(service, human_vs_bot(service, seed=6))
    reads: list = []
    read_match = service.read_match
    monkeypatch.setattr(
        service, "read_match", lambda match_id: reads.append(match_id) or read_match(match_id)
    )
    dispatched: list = []
    log = read_log(service, 0, service.recorder.max_notification_id() or 0)

    step = follow_log(service, dispatched.extend, log)

    assert step.handled == 1 and dispatched == [(str(match.id), 1, match.version)]
    assert reads == [match.id], "deciding that the step has work and doing it read it once"
