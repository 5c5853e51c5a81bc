"""Random legal moves for tests that need a match played on: one way, through the match
service (``play_random``, ``random_move``) or over the API (``random_action``)."""

from __future__ import annotations

import random
from typing import Any

from matches.aggregate import Match
from matches.service import MatchService


def human_to_act(match: Match) -> int | None:
    """The first seat to act that a player holds (not a bot), or None."""
    return next(
        (
            seat
            for seat in match.to_act
            if match.seats[seat]["username"] and not match.seats[seat]["bot"]
        ),
        None,
    )


def random_move(service: MatchService, match: Match, rng: random.Random) -> Match:
    """A random legal action of the first player to act; the match after it, read again
    from the store, since bots answer within the command (tests play them inline)."""
    seat = human_to_act(match)
    assert seat is not None and match.state is not None, "no player is to act"
    action = rng.choice(match.engine.legal_actions(match.state, seat))
    actor = f"user:{match.seats[seat]['username']}"
    service.act(match.id, seat, action, match.version, actor=actor)
    return service.get_match(match.id)


def play_random(
    service: MatchService, match: Match, rng: random.Random, moves: int | None = None
) -> Match:
    """Random legal actions of the players to act until the match is over, ``moves`` were
    played, or only bots are to act; the match after them."""
    match = service.get_match(match.id)
    played = 0
    while match.status == "active" and (moves is None or played < moves):
        if human_to_act(match) is None:
            break
        match = random_move(service, match, rng)
        played += 1
    return match


def random_action(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The body of ``POST /actions/`` for a random legal action of the seat whose ``view``
    (from ``GET /view/``) it is."""
    return {"action": rng.choice(view["legal_actions"]), "expected_version": view["version"]}
