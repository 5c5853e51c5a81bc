"""Playing a game with the bare engine: no storage, no Django."""

from __future__ import annotations

import random
from typing import Any

from games.engine.contract import Effect, Game, Outcome, State


def apply_all(game: Game, state: State, effects: list[Effect]) -> State:
    for effect in effects:
        state = game.apply(state, effect)
    return state


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
    options = game.validate_options(players, options)
    state = apply_all(game, game.new_state(players, options), game.setup(players, options, rng))
    for count in range(max_actions + 1):
        outcome = game.outcome(state)
        if outcome is not None:
            return state, outcome, count
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        state = apply_all(game, state, game.resolve(state, seat, action, rng))
    raise RuntimeError(f"{game.slug}: no outcome after {max_actions} actions (seed {seed})")
