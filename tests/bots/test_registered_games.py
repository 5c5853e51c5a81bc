"""The bots on every registered game, and MCTS against random on Babel."""

from __future__ import annotations

import random

import pytest

from games.bots import MctsBot, RandomBot
from games.bots.arena import run_match
from games.engine import apply_all, start_match
from games.registry import GAME_MODULES, get_game


def arena_players(game) -> int:
    return 3 if game.min_players <= 3 <= game.max_players else game.min_players


@pytest.mark.parametrize("slug", sorted(GAME_MODULES))
def test_mcts_answers_legally_from_sampled_states_all_through_a_match(slug):
    """At positions spread over a random match the search never meets an action
    that a sampled state rejects, i.e. ``sample`` agrees with the seat's view."""
    game = get_game(slug)
    players = arena_players(game)
    rng = random.Random(1)
    state = start_match(game, players, rng)
    searched = 0
    for count in range(5000):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1 and count % 7 == 0:
            bot = MctsBot(iterations=12, seconds=None, rollout_depth=10)
            action = bot.choose(game, game.view(state, seat), seat, legal, random.Random(count))
            assert action in legal
            assert bot.last_search.failed == 0
            searched += 1
        else:
            action = rng.choice(legal)
        state = apply_all(game, state, game.resolve(state, seat, action, rng))
    assert searched >= 3


@pytest.mark.slow
@pytest.mark.skipif("babel" not in GAME_MODULES, reason="Babel is not registered")
def test_mcts_beats_random_at_babel():
    """A small, fast sample of the issue's 40-match figure (run benchmarks/bots.py for it)."""
    game = get_game("babel")
    wins = 0
    for seed in range(4):
        mcts_seat = seed % 2
        bots = [RandomBot(), RandomBot()]
        bots[mcts_seat] = MctsBot(iterations=60, seconds=None, rollout_depth=20)
        outcome = run_match(game, bots, seed).outcome
        wins += outcome["winners"] == [mcts_seat]
    # A coin flip wins 4 of 4 one time in 16; MCTS loses one now and then at this budget.
    assert wins >= 3
