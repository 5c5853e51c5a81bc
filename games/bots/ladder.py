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

LADDER_FILE = Path(__file__).with_name("ladder.json")


@cache
def measured_ratings() -> dict[str, dict[str, float]]:
    """Game slug -> level -> measured rating (the mean); empty when nothing was measured."""
    try:
        document = json.loads(LADDER_FILE.read_text())
    except FileNotFoundError:
        return {}
    return {
        slug: {level: float(rating["mu"]) for level, rating in measured["levels"].items()}
        for slug, measured in document.get("games", {}).items()
    }


def measured_rating(slug: str, level: str) -> float | None:
    """The measured rating of ``level`` in game ``slug``, or None if it was not measured."""
    return measured_ratings().get(slug, {}).get(level)
