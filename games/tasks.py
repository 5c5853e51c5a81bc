"""Celery tasks: bots play their seats' turns.

After every saved command, each bot seat that is to act gets a task
``play_bot_turn(match, seat, version)``. The task looks at that seat's view
only, chooses an action and submits it through the service at that version.
A task that finds the match moved on does nothing, so a duplicated or
redelivered task (``acks_late``) still makes exactly one move.

Embedded default (no broker): tasks run in process, one after another, in a
loop rather than by recursion, so a bots-only match of any length plays out.
"""

from __future__ import annotations

import hashlib
import logging
import random
import threading
from collections import deque

from celery import shared_task
from django.conf import settings
from django.db import transaction

from games.aggregate import Match
from games.bots import get_bot
from games.errors import MatchNotActive, NotYourTurn, VersionConflict
from games.service import MatchService, get_service

logger = logging.getLogger(__name__)
_local = threading.local()


def bot_rng(match_id: str, seat: int, version: int) -> random.Random:
    """The bot's own randomness: reproducible, and independent of the secret seed."""
    digest = hashlib.sha256(f"bot:{match_id}:{seat}:{version}".encode()).digest()
    return random.Random(int.from_bytes(digest, "big"))


def bot_inputs(match: Match, seat: int) -> tuple[dict, list[dict]]:
    """Everything a bot is given: its seat's view and legal actions. Never the state."""
    engine = match.engine
    assert match.state is not None
    return engine.view(match.state, seat), engine.legal_actions(match.state, seat)


def choose_bot_action(match: Match, seat: int) -> dict:
    level = match.seats[seat]["bot"]
    view, legal = bot_inputs(match, seat)
    bot = get_bot(level, **settings.TABULA_BOT_SETTINGS.get(level, {}))
    return bot.choose(match.engine, view, seat, legal, bot_rng(str(match.id), seat, match.version))


@shared_task(acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def play_bot_turn(match_id: str, seat: int, version: int) -> int | None:
    """Play one bot move if the match is still at ``version`` and ``seat`` is to act.

    Returns the new version, or None when there was nothing to do.
    """
    service = get_service()
    match = service.get_match(match_id)
    if match.version != version or seat not in match.to_act or not match.seats[seat]["bot"]:
        return None
    action = choose_bot_action(match, seat)
    try:
        match = service.act(
            match_id,
            seat,
            action,
            expected_version=version,
            actor=f"bot:{match.seats[seat]['bot']}",
            command_id=f"bot:{match_id}:{seat}:{version}",
        )
    except (VersionConflict, MatchNotActive, NotYourTurn):
        return None  # somebody else moved first: this task is stale
    return match.version


def due_bot_turns(match: Match) -> list[tuple[str, int, int]]:
    return [
        (str(match.id), seat, match.version)
        for seat in match.to_act
        if match.seats[seat]["bot"] is not None
    ]


def dispatch_bot_turns(match: Match) -> None:
    due = due_bot_turns(match)
    if not due:
        return
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        for args in due:
            transaction.on_commit(lambda args=args: play_bot_turn.delay(*args))
        return
    queue: deque | None = getattr(_local, "queue", None)
    if queue is not None:  # already draining: the outer loop will play these
        queue.extend(due)
        return
    _local.queue = deque(due)
    try:
        while _local.queue:
            args = _local.queue.popleft()
            try:
                play_bot_turn.apply(args=args, throw=True)
            except Exception:
                # The command that made the bot due is already saved; a failing bot
                # must not turn its answer into an error. The seat waits, logged.
                logger.exception("bot turn %s failed", args)
    finally:
        _local.queue = None


def install_bot_hook(service: MatchService) -> None:
    service.after_save.append(dispatch_bot_turns)
