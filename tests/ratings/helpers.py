"""Playing matches between registered users through the real service, with random moves."""

from __future__ import annotations

import random
from typing import Any

from django.forms.models import model_to_dict

from matches.aggregate import Match
from matches.service import MatchService
from projections.models import MatchRecord, Rating, RatingChange, SeatRecord
from tests.moves import play_random


def seated_match(
    service: MatchService, game: str, usernames: list[str], rated: bool = True
) -> Match:
    """A started match of ``game`` with ``usernames`` in seats 0, 1, ..."""
    match = service.create_match(game, len(usernames), creator=usernames[0], rated=rated)
    for seat, name in enumerate(usernames):
        match = service.join(match.id, name, seat)
    return match


def play_rated_match(
    service: MatchService, game: str, usernames: list[str], rng: random.Random
) -> Match:
    return play_random(service, seated_match(service, game, usernames), rng)


def finish_with(service: MatchService, match: Match, outcome: dict[str, Any]) -> Match:
    """Record ``outcome`` as the end of a started match, whatever its board says.

    For results a random game rarely gives (ties, forfeits): the projection reads only the
    events, so this is exactly what it sees after such a match.
    """
    match = service.get_match(match.id)
    match.finish(outcome)
    service.save(match)
    for hook in service.after_save:
        hook(match)
    return match


def ratings_tables() -> dict[str, list[dict[str, Any]]]:
    """Every row of the ratings projection, all fields but the row numbers."""

    def rows(model: Any, order: list[str]) -> list[dict[str, Any]]:
        return [
            {k: v for k, v in model_to_dict(row).items() if k != "id" or model is MatchRecord}
            for row in model.objects.order_by(*order)
        ]

    return {
        "ratings": rows(Rating, ["game", "username"]),
        "changes": rows(RatingChange, ["match_id", "username"]),
        "records": rows(MatchRecord, ["id"]),
        "seats": rows(SeatRecord, ["match_id", "seat"]),
    }
