"""Bots playing each other on the bare engine (no storage, no Django).

Each bot is given exactly what a seat at the table is given: a copy of
``game.view(state, seat)`` and ``game.legal_actions(state, seat)``, plus its
own seeded rng. The engine's randomness (setup, draws, dice) comes from a
separate rng, so a bot cannot predict the deck from its seed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from games.bots import Bot
from games.engine import Game, Outcome, apply_all, clone

MAX_ACTIONS = 20_000


@dataclass
class MatchReport:
    outcome: Outcome
    actions: int
    #: Seconds each seat spent in ``choose``, one entry per decision.
    think_seconds: dict[int, list[float]] = field(default_factory=dict)


def run_match(
    game: Game,
    bots: list[Bot],
    seed: int,
    options: dict[str, Any] | None = None,
    max_actions: int = MAX_ACTIONS,
) -> MatchReport:
    """Play one match, seat ``i`` played by ``bots[i]``; reproducible for a seed
    when the bots' budgets are iteration counts, not seconds."""
    players = len(bots)
    options = game.validate_options(players, options)
    engine_rng = random.Random(f"engine:{seed}")
    bot_rngs = [random.Random(f"bot:{seed}:{seat}") for seat in range(players)]
    state = apply_all(
        game, game.new_state(players, options), game.setup(players, options, engine_rng)
    )
    think: dict[int, list[float]] = {seat: [] for seat in range(players)}
    for count in range(max_actions + 1):
        outcome = game.outcome(state)
        if outcome is not None:
            return MatchReport(outcome, count, think)
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        # A copy, so a bot that scribbles on its view cannot touch the real state.
        view = clone(game.view(state, seat))
        started = time.perf_counter()
        action = bots[seat].choose(game, view, seat, legal, bot_rngs[seat])
        think[seat].append(time.perf_counter() - started)
        state = apply_all(game, state, game.resolve(state, seat, action, engine_rng))
    raise RuntimeError(f"{game.slug}: no outcome after {max_actions} actions (seed {seed})")


def play_match(
    game: Game,
    bots: list[Bot],
    seed: int,
    options: dict[str, Any] | None = None,
    max_actions: int = MAX_ACTIONS,
) -> Outcome:
    """The outcome of one match between ``bots`` (seat ``i`` is ``bots[i]``)."""
    return run_match(game, bots, seed, options, max_actions).outcome
