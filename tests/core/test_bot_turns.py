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


def test_the_bot_answers_at_the_version_that_made_it_due(service):
    match = service.create_match("babel", 2, seed=5)
    service.join(match.id, "ann", 0)
    match = service.add_bot(match.id, 1, "random")
    while match.to_act == [0]:
        legal = match.engine.legal_actions(match.state, 0)
        match = service.act(match.id, 0, legal[-1], match.version, actor="user:ann")
    after = service.get_match(match.id)
    assert after.version > match.version and after.to_act == [0]
    assert tasks.play_bot_turn(str(match.id), 1, match.version) is None, "a stale task does nothing"
    assert service.get_match(match.id).version == after.version


def test_a_failing_bot_does_not_fail_the_command_that_made_it_due(service, monkeypatch):
    class BrokenBot(RandomBot):
        def choose(self, game, view, seat, legal_actions, rng):
            raise RuntimeError("bot crashed")

    monkeypatch.setattr(bot_turns, "get_bot", lambda level, **settings: BrokenBot())
    match = service.create_match("babel", 2, seed=5)
    service.join(match.id, "ann", 0)
    match = service.add_bot(match.id, 1, "random")
    while match.to_act == [0]:
        legal = match.engine.legal_actions(match.state, 0)
        match = service.act(match.id, 0, legal[-1], match.version, actor="user:ann")
    assert match.to_act == [1], "ann's action stands; the bot seat waits"
    assert service.get_match(match.id).version == match.version
