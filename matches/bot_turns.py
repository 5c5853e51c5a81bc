"""The bot seats' turns: which are due (the policy), and how one is played.

A bot turn is ``(match, seat, version)``: ``play_bot_turn`` looks at that seat's view
only, chooses an action and submits it through the service with ``version`` as the
expected version. A turn that finds the match moved on does nothing, so a duplicated,
redelivered (``acks_late``) or swept-again turn still makes exactly one move. Which turns
are due is decided from the event log by ``matches.dispatch``; who plays them (a
background thread, Celery workers through ``matches.tasks``, or the caller) by
``matches.worker``.
"""

from __future__ import annotations

import hashlib
import logging
import random

from django.conf import settings

from games.bots import get_bot
from matches.aggregate import Match
from matches.command_index import BOT_COMMAND_PREFIX
from matches.errors import MatchNotActive, NotYourTurn, VersionConflict
from matches.service import get_service

logger = logging.getLogger(__name__)

#: (match id, seat, version at which the seat became due).
BotTurn = tuple[str, int, int]


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


def play_bot_turn(match_id: str, seat: int, version: int) -> int | None:
    """Play one bot move if the match is still at ``version`` and ``seat`` is to act.

    Returns the new version, or None when there was nothing to do.
    """
    service = get_service()
    match = service.read_match(match_id)
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
            command_id=f"{BOT_COMMAND_PREFIX}{match_id}:{seat}:{version}",
        )
    except (VersionConflict, MatchNotActive, NotYourTurn):
        return None  # somebody else moved first: this turn is stale
    return match.version


def due_bot_turns(match: Match) -> list[BotTurn]:
    """The policy: every bot seat that is to act now, at the match's current version."""
    if match.status != "active":
        return []
    return [
        (str(match.id), seat, match.version)
        for seat in match.to_act
        if match.seats[seat]["bot"] is not None
    ]


def play_turn_safely(turn: BotTurn) -> int | None:
    """Play one turn in this process; a failing bot is logged, never raised.

    The command that made the bot due is already stored: its answer must not
    turn into an error, and the seat waits for the sweep (or an operator).
    """
    try:
        return play_bot_turn(*turn)
    except Exception:
        logger.exception("bot turn %s failed", turn)
        return None
