"""The Babel ``Game``: wires the rules, views and descriptions into the engine contract."""

from __future__ import annotations

import random
from typing import Any

from games.babel import rules, view
from games.babel.data import PLAYERS, WIN_POINTS
from games.babel.state import new_state
from games.engine import Action, Effect, Game, Outcome, State, View


class BabelGame(Game):
    slug = "babel"
    name = "Babel"
    min_players = PLAYERS
    max_players = PLAYERS
    rules_version = "1"
    options_spec: dict[str, dict[str, Any]] = {}

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return new_state()

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        return rules.setup_effects(rng)

    def apply(self, state: State, effect: Effect) -> State:
        return rules.apply(state, effect)

    def to_act(self, state: State) -> list[int]:
        return rules.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def resolve(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        return rules.resolve(state, seat, action, rng)

    def outcome(self, state: State) -> Outcome | None:
        return state["result"]

    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        return view.view(state, seat, omniscient=omniscient)

    def sample(self, view_: View, seat: int, rng: random.Random) -> State:
        return view.sample(view_, seat, rng)

    def evaluate(self, state: State) -> dict[int, float] | None:
        """Share of a 20-point race, tilted by temple points and (a little) by cards in hand."""
        points = rules.temple_points_of_both(state)
        hands = {seat: sum(state["hands"][str(seat)].values()) for seat in rules.SEATS}
        lead = (points[0] - points[1]) / WIN_POINTS + (hands[0] - hands[1]) / 100
        value = min(1.0, max(0.0, 0.5 + lead / 2))
        return {0: value, 1: 1.0 - value}

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        from games.babel.describe import describe

        return describe(seat, action, effects)


GAME = BabelGame()
