"""Babel's random playouts (``play_random_match``: the shared listing, the choice played
unchecked) are the matches that ``legal_actions``, ``rng.choice`` and ``play`` make, action for
action, on many seeds."""

from __future__ import annotations

from games.engine import play_random_match
from games.registry import get_game
from tests.engine.test_playout_variants import checked_random_match

GAME = get_game("babel")


def test_random_matches_are_those_of_the_checked_path():
    for seed in range(200):
        state, outcome, played = checked_random_match(GAME, 2, seed)
        assert play_random_match(GAME, 2, seed) == (state, outcome, len(played)), seed
