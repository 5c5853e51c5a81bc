"""Heuristics for search bots: evaluate(state) and a rollout policy."""

from __future__ import annotations

import random

from games.engine import Action, State
from games.great_zimbabwe import rules


def evaluate(state: State) -> dict[int, float] | None:
    return None


def rollout_action(state: State, seat: int, rng: random.Random) -> Action:
    return rng.choice(rules.legal_actions(state, seat))
