from __future__ import annotations

import random

from django.contrib.auth.models import User

from matches.aggregate import Match
from matches.service import MatchService


def user(name: str, email: str = "") -> User:
    return User.objects.create_user(name, email=email, password="a-long-password")


def human_match(service: MatchService, game: str, names: list[str], seed: int | None = 7) -> Match:
    match = service.create_match(game, len(names), seed=seed, listed=False)
    for seat, name in enumerate(names):
        match = service.join(match.id, name, seat)
    return match


def versus_bot(service: MatchService, name: str, seed: int = 7) -> Match:
    match = service.create_match("babel", 2, seed=seed, listed=False)
    service.join(match.id, name, 0)
    return service.add_bot(match.id, 1, "random")


def play(service: MatchService, match: Match, moves: int, rng: random.Random) -> Match:
    """Up to ``moves`` random legal actions of the humans to act (bots answer inline)."""
    for _ in range(moves):
        match = service.get_match(match.id)
        humans = [
            s for s in match.to_act if match.seats[s]["username"] and not match.seats[s]["bot"]
        ]
        if match.status != "active" or not humans:
            break
        seat = humans[0]
        action = rng.choice(match.engine.legal_actions(match.state, seat))
        name = match.seats[seat]["username"]
        service.act(match.id, seat, action, match.version, actor=f"user:{name}")
    return service.get_match(match.id)
