from __future__ import annotations

from matches.aggregate import Match
from matches.service import MatchService


def human_match(service: MatchService, game: str, names: list[str], seed: int | None = 7) -> Match:
    match = service.create_match(game, len(names), seed=seed, listed=False)
    for seat, name in enumerate(names):
        match = service.join(match.id, name, seat)
    return match


def versus_bot(service: MatchService, name: str, seed: int = 7) -> Match:
    match = service.create_match("babel", 2, seed=seed, listed=False)
    service.join(match.id, name, 0)
    return service.add_bot(match.id, 1, "random")
