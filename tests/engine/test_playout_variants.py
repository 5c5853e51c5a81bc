"""A random playout's variants of the contract (``Game.shared_legal_actions``,
``Game.play_legal`` and ``Game.random_playout``) play exactly the matches that
``legal_actions`` and ``play`` play.

``play_random_match`` chooses from the shared listing and plays the choice unchecked (issue
#27); every game must give it the same actions in the same order, the same draws from the
``rng`` and the same states as the listing a client gets and the checked ``play``.
"""

from __future__ import annotations

import random

import pytest

from games.engine import Game, clone, play_random_match, start_match
from games.registry import GAME_MODULES, get_game

SEEDS = range(3)


def player_counts(slug: str) -> list[int]:
    game = get_game(slug)
    return list(range(game.min_players, min(game.max_players, 3) + 1))


CASES = [(slug, players) for slug in GAME_MODULES for players in player_counts(slug)]


def checked_random_match(game, players: int, seed: int):
    """``play_random_match`` as it was written before the variants: every action chosen from
    ``legal_actions`` and played by ``play``; the actions are kept."""
    rng = random.Random(seed)
    state = start_match(game, players, rng)
    played = []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        played.append((seat, clone(action)))
        state = game.play(state, seat, action, rng)
    return state, game.outcome(state), played


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_random_matches_are_those_of_legal_actions_and_play(slug, players):
    game = get_game(slug)
    for seed in SEEDS:
        state, outcome, played = checked_random_match(game, players, seed)
        assert play_random_match(game, players, seed) == (state, outcome, len(played))


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_random_playout_is_the_contract_loop_and_stops_at_its_limit(slug, players):
    """A game's own ``random_playout`` plays what the contract's loop plays, with the same
    draws, also when it stops at ``max_actions`` before the end."""
    game = get_game(slug)
    for seed, limit in ((0, 7), (1, 60), (2, 100_000)):
        mine, contract = random.Random(seed), random.Random(seed)
        state = start_match(game, players, mine)
        contract.setstate(mine.getstate())
        expected = Game.random_playout(game, clone(state), contract, limit)
        assert game.random_playout(state, mine, limit) == expected
        assert mine.getstate() == contract.getstate()
        assert expected[1] == limit or game.outcome(expected[0]) is not None


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_shared_listing_and_unchecked_play_agree_position_by_position(slug, players):
    """At every position of a random match: the shared listing equals ``legal_actions`` (for
    every seat), is left unchanged by playing one of its actions, and ``play_legal`` of any
    listed action gives the state and the draws of ``play``."""
    game = get_game(slug)
    rng = random.Random(7)
    state = start_match(game, players, rng)
    for _ in range(400):
        if game.outcome(state) is not None:
            break
        for seat in range(players):
            assert list(game.shared_legal_actions(state, seat)) == game.legal_actions(state, seat)
        seat = game.to_act(state)[0]
        shared = game.shared_legal_actions(state, seat)
        listed = clone(list(shared))
        for action in rng.sample(list(shared), min(3, len(shared))):
            draws = rng.getstate()
            checked, unchecked = random.Random(), random.Random()
            checked.setstate(draws)
            unchecked.setstate(draws)
            expected = game.play(clone(state), seat, clone(action), checked)
            assert game.play_legal(clone(state), seat, action, unchecked) == expected
            assert unchecked.getstate() == checked.getstate()
        assert list(shared) == listed, "playing a shared action changes no listing"
        state = game.play(state, seat, rng.choice(game.legal_actions(state, seat)), rng)
