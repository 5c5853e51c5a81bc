"""Babel's random playouts (``play_random_match``: the shared listing, the choice played
unchecked) are the matches that ``legal_actions``, ``rng.choice`` and ``play`` make, action for
action, on many seeds."""

from __future__ import annotations

import random

from games.babel.data import TRIBE_CARDS_DRAWN_PER_TURN
from games.babel.rules import END_TURN
from games.engine import clone, play_random_match, start_match
from games.registry import get_game
from tests.engine.test_playout_variants import checked_random_match

GAME = get_game("babel")


def test_random_matches_are_those_of_the_checked_path():
    for seed in range(200):
        state, outcome, played = checked_random_match(GAME, 2, seed)
        assert play_random_match(GAME, 2, seed) == (state, outcome, len(played)), seed


def test_an_end_of_turn_played_straight_is_its_effects_applied():
    """``play_legal`` plays the end of a turn on the table (``draws.play_end_turn``): at every
    position of random matches where the turn may end, the same table and the same draws as
    ``play``, among them reshuffles of the discard pile and the last temple draw."""
    seen = {"reshuffle": 0, "last temple draw": 0}
    for seed in range(40):
        rng = random.Random(seed)
        state = start_match(GAME, 2, rng)
        while GAME.outcome(state) is None:
            seat = GAME.to_act(state)[0]
            actions = GAME.legal_actions(state, seat)
            if END_TURN in actions:
                seen["reshuffle"] += len(state["tribe_deck"]) < TRIBE_CARDS_DRAWN_PER_TURN
                seen["last temple draw"] += len(state["temple_deck"]) <= 2
                checked, straight = random.Random(seed), random.Random(seed)
                expected = GAME.play(clone(state), seat, END_TURN, checked)
                assert GAME.play_legal(clone(state), seat, END_TURN, straight) == expected
                assert straight.getstate() == checked.getstate()
            state = GAME.play(state, seat, rng.choice(actions), rng)
    assert min(seen.values()) >= 10, seen
