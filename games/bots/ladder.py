"""The measured strength of each bot level, per game (written by benchmarks/ladder.py).

``games/bots/ladder.json`` holds openskill ratings (the scale of the players' ratings: 1500 at
first) fitted on bot-against-bot matches, each level against the one below, at the fixed
iteration budgets the file names (docs/bots.md tells how they relate to the default think
times).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import NamedTuple

LADDER_FILE = Path(__file__).with_name("ladder.json")

#: A rating fitted on fewer matches than this is provisional: its uncertainty (sigma, about
#: 400 points at 2 matches) is wider than the gap between neighbouring levels, so it may rank a
#: level below the one it beats.
PROVISIONAL_BELOW_MATCHES = 10


class MeasuredRating(NamedTuple):
    """One level's rating in one game: the mean, its uncertainty and the matches behind it."""

    mu: float
    sigma: float
    matches: int

    @property
    def provisional(self) -> bool:
        return self.matches < PROVISIONAL_BELOW_MATCHES


@cache
def measured_ratings() -> dict[str, dict[str, MeasuredRating]]:
    """Game slug -> level -> its measured rating; empty when nothing was measured."""
    try:
        document = json.loads(LADDER_FILE.read_text())
    except FileNotFoundError:
        return {}
    return {
        slug: {
            level: MeasuredRating(
                float(rating["mu"]), float(rating["sigma"]), int(rating["matches"])
            )
            for level, rating in measured["levels"].items()
        }
        for slug, measured in document.get("games", {}).items()
    }
