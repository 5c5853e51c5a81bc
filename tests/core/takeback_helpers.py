"""Playing a match up to a move that reveals nothing (or one that does), for takeback tests."""

from __future__ import annotations

import random

from games.engine import clone
from matches.aggregate import Match
from tests.moves import random_move

#: One seed per game whose early play has both kinds of moves (checked by the tests).
GAMES = ["babel", "great-zimbabwe", "bora-bora", "ankh-morpork"]
#: Great Zimbabwe hides nothing and draws randomness only at setup: no move of it reveals.
GAMES_WITH_SECRETS = ["babel", "bora-bora", "ankh-morpork"]


def started(service, game: str, seed: int = 3, rated: bool = False, bot: str | None = None):
    """A 2-player match of ann (seat 0) and bob (or a bot) in seat 1, started."""
    if rated:
        match = service.create_match(game, 2, creator="ann", rated=True)
    else:
        match = service.create_match(game, 2, seed=seed, creator="ann")
    service.join(match.id, "ann", 0)
    if bot:
        service.add_bot(match.id, 1, bot)
        return service.get_match(match.id)  # the bot may have moved already (inline)
    return service.join(match.id, "bob", 1)


def actor(seat: int) -> str:
    return "user:ann" if seat == 0 else "user:bob"


def reveals(match: Match, seat: int, action: dict) -> bool:
    """Whether ``action`` would reveal something, with the effects the service would store."""
    engine = match.engine
    effects = engine.resolve(match.state, seat, action, match.rng(match.version + 1))
    return engine.reveals(effects) or engine.action_secrets(seat, action, effects) is not None


def play_until(
    service,
    match: Match,
    *,
    revealing: bool,
    seat: int | None = None,
    seed: int = 0,
    steps: int = 400,
) -> tuple[Match, int, int, dict]:
    """Play random moves until a human seat (``seat`` if given) makes a move that reveals
    (``revealing``) or not; that move is played too.

    Returns (match after it, the seat, the version before it, the state before it).
    """
    rng = random.Random(seed)
    for _ in range(steps):
        assert match.status == "active", "the match ended before such a move came up"
        mover = match.to_act[0]
        legal = match.engine.legal_actions(match.state, mover)
        if seat is None or mover == seat:
            wanted = [a for a in legal if reveals(match, mover, a) == revealing]
            if wanted:
                before, state = match.version, clone(match.state)
                action = rng.choice(wanted)
                service.act(match.id, mover, action, match.version, actor(mover))
                return service.get_match(match.id), mover, before, state
        match = random_move(service, match, rng)
    raise AssertionError("no such move came up")
