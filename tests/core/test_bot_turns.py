"""Bot turns on the embedded default (Celery eager): chained in a loop, failures contained."""

from __future__ import annotations

import pytest

from games.bots import RandomBot
from matches import bot_turns, tasks

pytestmark = pytest.mark.django_db


def test_a_bots_only_match_plays_to_the_end_in_process(service):
    match = service.create_match("babel", 2, seed=8)
    service.add_bot(match.id, 0, "random")
    match = service.add_bot(match.id, 1, "random")
    match = service.get_match(match.id)
    assert match.status == "finished" and match.version > 100


def ann_plays_until_the_bot_is_due(service):
    """A Babel match of ann (seat 0) against a random bot, played by ann until the bot's turn."""
    match = service.create_match("babel", 2, seed=5)
    service.join(match.id, "ann", 0)
    match = service.add_bot(match.id, 1, "random")
    while match.to_act == [0]:
        legal = match.engine.legal_actions(match.state, 0)
        match = service.act(match.id, 0, legal[-1], match.version, actor="user:ann")
    return match


def test_the_bot_answers_at_the_version_that_made_it_due(service):
    match = ann_plays_until_the_bot_is_due(service)
    after = service.get_match(match.id)
    assert after.version > match.version and after.to_act == [0]
    assert tasks.play_bot_turn(str(match.id), 1, match.version) is None, "a stale task does nothing"
    assert service.get_match(match.id).version == after.version


def test_a_failing_bot_does_not_fail_the_command_that_made_it_due(service, monkeypatch):
    class BrokenBot(RandomBot):
        def choose(self, game, view, seat, legal_actions, rng):
            raise RuntimeError("bot crashed")

    monkeypatch.setattr(bot_turns, "get_bot", lambda level, **settings: BrokenBot())
    match = ann_plays_until_the_bot_is_due(service)
    assert match.to_act == [1], "ann's action stands; the bot seat waits"
    assert service.get_match(match.id).version == match.version


def test_one_task_plays_the_bots_whole_turn_and_projects_it_once(service, settings, monkeypatch):
    """A turn of several actions is one task; each move is saved as a move of its own, under
    the command id a task per move would have recorded, and the read models follow once."""
    from matches.aggregate import Match
    from projections import runner
    from projections.models import MatchSummary

    settings.TABULA_BOTS = "thread"  # commands only store events; the test plays the bot
    match = ann_plays_until_the_bot_is_due(service)
    catch_ups: list[int] = []
    catch_up = runner.catch_up
    monkeypatch.setattr(runner, "catch_up", lambda svc: catch_ups.append(1) or catch_up(svc))

    last = tasks.play_bot_turn(str(match.id), 1, match.version)

    after = service.get_match(match.id)
    assert last == after.version and 1 not in after.to_act, "the whole turn, in one task"
    moves = [e for e in service.events.get(match.id, gt=match.version)]
    assert len(moves) > 1 and all(isinstance(e, Match.ActionApplied) for e in moves)
    for move in moves:
        assert move.seat == 1 and move.actor == "bot:random"
        assert move.command_id == f"bot:{match.id}:1:{move.originator_version - 1}"
    assert catch_ups == [1], "the read models caught up once, after the turn"
    assert MatchSummary.objects.get(id=match.id).version == after.version


def test_takeback_offers_read_recent_events_as_the_store_holds_them(service):
    """The process's recent events serve ``stored_events_newest_first`` exactly as the store."""
    match = service.create_match("babel", 2, seed=3)
    service.join(match.id, "ann", 0)
    match = service.join(match.id, "bob", 1)
    for _ in range(40):
        seat = match.to_act[0]
        legal = match.engine.legal_actions(match.state, seat)
        match = service.act(match.id, seat, legal[0], match.version, actor="user:x")
    from matches.cache import RecentEvents

    newest = match.version
    from_saves = [
        e.originator_version for e in service.stored_events_newest_first(match.id, lte=newest)
    ]
    assert from_saves == list(range(newest, 0, -1))
    every = list(service.events.get(match.id))
    for lte in (1, 5, newest - 33, newest - 19, newest - 1, newest):
        service.recent_events = RecentEvents(max_matches=10)  # nothing in memory: the store
        stored = [
            e.originator_version for e in service.stored_events_newest_first(match.id, lte=lte)
        ]
        service.recent_events.add(match.id, every[-20:])  # the newest 20 in memory
        remembered = [
            e.originator_version for e in service.stored_events_newest_first(match.id, lte=lte)
        ]
        assert remembered == stored == list(range(lte, 0, -1))
