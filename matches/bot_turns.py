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

import copy
import hashlib
import logging
import random
import time

from django.conf import settings

from games.bots import get_bot
from matches.aggregate import Match
from matches.command_index import BOT_COMMAND_PREFIX
from matches.errors import MatchNotActive, NotYourTurn, VersionConflict
from matches.service import MatchService, get_service

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
    played = play_on(service, service.read_match(match_id), seat, version)
    return played.version if played is not None else None


def play_bot_actions(match_id: str, seat: int, version: int, seconds: float) -> int | None:
    """Play the bot's move at ``version`` as ``play_bot_turn`` does, then each next one while
    the same seat stays to act (a turn of several actions), for up to ``seconds``.

    Each move is the one ``play_bot_turn`` would make at its version (the same view, legal
    actions and ``bot_rng``) and is saved on its own, so every stream and reader sees the same
    events as with one call per move; the after-save hooks that may wait (the read models'
    catch-up, the publishing of the next bot turn) run once, after the last move
    (``MatchService.gathering``). A move still due when the time is up is published then,
    as any due turn. Returns the last new version, or None when nothing was played.
    """
    service = get_service()
    deadline = time.monotonic() + seconds
    match: Match | None = service.read_match(match_id)
    last: Match | None = None
    with service.gathering():
        while match is not None:
            # The match just saved is this process's newest: no need to read it again (a
            # concurrent command makes the save conflict, which ends the turn).
            match = play_on(service, match, seat, version if last is None else match.version)
            if match is not None:
                last = match
            if time.monotonic() >= deadline:
                break
    return last.version if last is not None else None


def play_on(service: MatchService, match: Match, seat: int, version: int) -> Match | None:
    """The bot's move in ``match`` (shared, read-only) at ``version``: the match it saved, or
    None when the match is not at that version, the seat is not to act, or another command
    stored first."""
    if match.version != version or seat not in match.to_act or not match.seats[seat]["bot"]:
        return None
    action = choose_bot_action(match, seat)
    try:
        return service.act(
            match.id,
            seat,
            action,
            expected_version=version,
            actor=f"bot:{match.seats[seat]['bot']}",
            command_id=f"{BOT_COMMAND_PREFIX}{match.id}:{seat}:{version}",
            # A private copy of the match the bot just looked at: no second read.
            loaded=copy.deepcopy(match),
        )
    except (VersionConflict, MatchNotActive, NotYourTurn):
        return None  # somebody else moved first: this turn is stale


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
