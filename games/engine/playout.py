"""Playing a game with the bare engine: no storage, no Django."""

from __future__ import annotations

import random
from typing import Any

from games.engine.contract import Game, Outcome, State, apply_all


def start_match(
    game: Game, players: int, rng: random.Random, options: dict[str, Any] | None = None
) -> State:
    """A new match's state once its setup (shuffles, deals: drawn from ``rng``) is applied,
    with ``options`` validated (None: the defaults)."""
    options = game.validate_options(players, options)
    return apply_all(game, game.new_state(players, options), game.setup(players, options, rng))


def play_random_match(
    game: Game,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    max_actions: int = 20_000,
) -> tuple[State, Outcome, int]:
    """Play one match with uniformly random legal actions; return (state, outcome, actions).

    Raises RuntimeError when the match does not finish within ``max_actions``.
    """
    rng = random.Random(seed)
    state, count = game.random_playout(start_match(game, players, rng, options), rng, max_actions)
    # Nobody is to act exactly when the game is over (the contract), so the outcome is read once,
    # at the end.
    outcome = game.outcome(state)
    if outcome is None:
        if not game.to_act(state):
            raise RuntimeError(f"{game.slug}: nobody is to act, yet the game is not over")
        raise RuntimeError(f"{game.slug}: no outcome after {max_actions} actions (seed {seed})")
    return state, outcome, count
