"""The Babel ``Game``: binds the rules, views, log sentences and bot heuristics to the engine
contract.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.babel import labels, rules, strategy, view
from games.babel.components import catalogue
from games.babel.data import PLAYERS
from games.babel.describe import describe
from games.babel.effects import EFFECTS
from games.babel.setup import setup_effects
from games.babel.state import new_state
from games.engine import Action, Effect, Game, Outcome, State, View


class BabelGame(Game):
    slug = "babel"
    name = "Babel"
    min_players = PLAYERS
    max_players = PLAYERS
    rules_version = "1"
    options_spec: ClassVar[dict[str, dict[str, Any]]] = {}
    #: Moves on the open board. Not listed, so revealing: every draw and shuffle, the temple
    #: draw that ends a turn (it turns levels of the deck face up), and every effect that takes
    #: a card out of a hidden hand (move, settle, discard, sacrifice show which card it was).
    takeback_safe_effects = frozenset(
        {"build", "migrate", "destroy", "steal", "expel", "take", "discard_request", "turn_start"}
    )

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return new_state()

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        return setup_effects(rng)

    #: apply(state, effect): the game's effect table, called directly (it runs for every effect).
    apply = staticmethod(EFFECTS.apply)

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

    def components(self) -> list[dict[str, Any]]:
        return catalogue()

    def label(self, view: View, seat: int, action: Action) -> str:
        return labels.label(view, seat, action)

    def choice(self, view: View, seat: int, kind: str, field: str, value: Any) -> str:
        return labels.choice(view, seat, kind, field, value)

    def phase(self, view: View, seat: int | None) -> str:
        return labels.phase(view, seat)

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        return describe(seat, action, effects)

    def evaluate(self, state: State) -> dict[int, float] | None:
        return strategy.evaluate(state)


GAME = BabelGame()
