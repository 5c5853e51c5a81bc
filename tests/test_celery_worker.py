"""Bot turns on a real Celery worker against Redis (celery.contrib.pytest, in-thread worker).

The test's own thread follows the event log (``matches.dispatch.follow``) while it waits, and
publishes the turns it finds due, as a server's follower thread would (a second thread on
pytest-django's in-memory SQLite database would lock it); the in-thread worker plays them.
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest
from celery.fixups.django import DjangoWorkerFixup
from celery.signals import task_postrun
from django.db import OperationalError, connection

from config.celery import app
from games.bots import RandomBot
from matches import bot_turns, tasks
from matches.aggregate import Match
from matches.dispatch import follow
from matches.service import get_service
from matches.tasks import publish_turns
from tests.conftest import requires_postgres, requires_redis

pytestmark = [requires_redis, pytest.mark.django_db(transaction=True)]


def wait_for(condition, timeout: float = 60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            follow(get_service(), publish_turns)
        except OperationalError:
            pass  # the in-memory test database is busy with the worker: follow next time
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out waiting")


def when_to_act(service, match_id, seat: int):
    """The match, as soon as ``seat`` is to act in it."""

    def check():
        match = service.get_match(match_id)
        return match if match.to_act == [seat] else None

    return wait_for(check)


def actions_of(service, match_id) -> list[Match.ActionApplied]:
    return [e for e in service.events.get(match_id) if isinstance(e, Match.ActionApplied)]


def test_a_bots_only_match_plays_to_the_end_on_the_worker(service, real_worker):
    match = service.create_match("babel", 2, seed=12)
    service.add_bot(match.id, 0, "random")
    service.add_bot(match.id, 1, "random")
    finished = wait_for(lambda: service.get_match(match.id).status == "finished", timeout=120)
    assert finished
    match = service.get_match(match.id)
    assert match.result is not None
    assert all(e.actor == "bot:random" for e in actions_of(service, match.id))


def test_the_worker_publishes_the_next_bot_turn_without_a_follower(service, real_worker):
    """No follower loop runs in a Celery worker: each bot move it stores publishes the next
    due turn itself, so a bots-only match runs to the end with nobody following the log (it
    used to wait for a web process's poll between any two bot actions)."""
    match = service.create_match("babel", 2, seed=13)
    service.add_bot(match.id, 0, "random")
    service.add_bot(match.id, 1, "random")
    deadline = time.monotonic() + 120
    while service.get_match(match.id).status != "finished":
        assert time.monotonic() < deadline, "the bots stopped with no follower to wake them"
        time.sleep(0.1)
    assert len(actions_of(service, match.id)) > 20


def test_duplicated_and_stale_tasks_make_exactly_one_move(service, real_worker):
    match = service.create_match("babel", 2, seed=21)
    service.join(match.id, "ann", 0)
    match = service.add_bot(match.id, 1, "random")
    match = when_to_act(service, match.id, 0)
    # ann plays until her turn passes to the bot; the hook sends one task, we send a duplicate
    # and a stale one at the same time.
    while match.to_act == [0]:
        action = match.engine.legal_actions(match.state, 0)[-1]
        version = match.version
        match = service.act(match.id, 0, action, version, actor="user:ann")
    bot_version = match.version
    tasks.play_bot_turn.delay(str(match.id), 1, bot_version)
    tasks.play_bot_turn.delay(str(match.id), 1, bot_version - 1)
    wait_for(lambda: service.get_match(match.id).version > bot_version)
    time.sleep(1.0)  # let the duplicate and the stale task run too
    moves_at_that_version = [
        e for e in actions_of(service, match.id) if e.originator_version == bot_version + 1
    ]
    assert len(moves_at_that_version) == 1 and moves_at_that_version[0].seat == 1
    versions = [e.originator_version for e in service.events.get(match.id)]
    assert versions == list(range(1, len(versions) + 1))


def test_the_bot_is_given_only_its_own_view(service, real_worker, monkeypatch):
    seen: list[tuple[dict, int, list]] = []

    class SpyBot(RandomBot):
        def choose(self, game, view, seat, legal_actions, rng):
            seen.append((view, seat, legal_actions))
            return super().choose(game, view, seat, legal_actions, rng)

    monkeypatch.setattr(bot_turns, "get_bot", lambda level, **settings: SpyBot())
    match = service.create_match("babel", 2, seed=5)
    service.join(match.id, "ann", 0)
    service.add_bot(match.id, 1, "random")
    wait_for(lambda: len(seen) >= 3 or service.get_match(match.id).to_act == [0])
    if not seen:  # ann starts: pass the turn to the bot
        match = service.get_match(match.id)
        while match.to_act == [0]:
            match = service.act(
                match.id,
                0,
                match.engine.legal_actions(match.state, 0)[-1],
                match.version,
                actor="user:ann",
            )
        wait_for(lambda: len(seen) >= 1)
    for view, seat, legal in seen:
        assert seat == 1
        assert view["hands"]["0"] is None, "the bot never sees ann's hand"
        assert view["hands"]["1"] is not None
        assert "tribe_deck" not in view and "temple_deck" not in view
        assert legal


class play_bot_turn_on_a_worker:  # noqa: N801 - stands for the task object Celery passes
    request = SimpleNamespace(is_eager=False)


@requires_postgres
def test_a_worker_child_keeps_its_connection_pool_from_task_to_task():
    """Celery's Django fix-up closed a prefork child's whole pool after every task: each
    bot move paid for a new pool, its threads and a new PostgreSQL session. The pool stays;
    the task's connection goes back to it."""
    fixup = DjangoWorkerFixup(app)
    fixup.worker = SimpleNamespace(pool_cls="celery.concurrency.prefork:TaskPool")
    task = play_bot_turn_on_a_worker()
    for _ in range(3):
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        pool = connection.pool
        fixup.on_task_postrun(sender=task)
        task_postrun.send(sender=task, task=task)
        assert connection.connection is None  # given back to the pool
        assert connection.pool is pool  # the same pool, not a new one
