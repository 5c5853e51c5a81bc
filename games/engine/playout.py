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
    state = start_match(game, players, rng, options)
    # The loop runs once per action of every playout a search makes: the game's methods are
    # looked up once (issue #27); the state is the match's own, so each action is played on it
    # in place (``Game.play``); the actions are chosen from a listing the loop neither changes
    # nor keeps (``Game.shared_legal_actions``), so the game may play them unchecked
    # (``Game.play_legal``). Nobody is to act exactly when the game is over (the contract), so
    # the outcome is read once, at the end.
    to_act, legal_actions = game.to_act, game.shared_legal_actions
    play, choice = game.play_legal, rng.choice
    for count in range(max_actions + 1):
        seats = to_act(state)
        if not seats:
            outcome = game.outcome(state)
            if outcome is None:
                raise RuntimeError(f"{game.slug}: nobody is to act, yet the game is not over")
            return state, outcome, count
        seat = seats[0]
        state = play(state, seat, choice(legal_actions(state, seat)), rng)
    raise RuntimeError(f"{game.slug}: no outcome after {max_actions} actions (seed {seed})")
