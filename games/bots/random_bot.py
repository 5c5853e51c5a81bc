"""The weakest level: a uniformly random legal action."""

from __future__ import annotations

import random

from games.engine import Action, Game, View


class RandomBot:
    level = "random"

    def choose(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ) -> Action:
        if not legal_actions:
            raise ValueError(f"seat {seat} has no legal action to choose from")
        return rng.choice(legal_actions)

    def __repr__(self) -> str:
        return "RandomBot()"
