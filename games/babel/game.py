"""The Babel ``Game``: binds the rules, views, log sentences and bot heuristics to the engine
contract.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.babel import components, labels, rules, strategy, view
from games.babel.data import PLAYERS
from games.babel.describe import describe
from games.babel.effects import EFFECTS
from games.babel.setup import setup_effects
from games.babel.state import new_state
from games.engine import Action, Effect, Outcome, State
from games.engine.i18n import N_
from games.engine.modular import ModularGame


class BabelGame(ModularGame):
    slug = "babel"
    name = N_("Babel")
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

    rules_module = rules
    view_module = view
    labels_module = labels
    components_module = components

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return new_state()

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        return setup_effects(rng)

    #: apply(state, effect): the game's effect table, called directly (it runs for every effect).
    apply = staticmethod(EFFECTS.apply)

    def outcome(self, state: State) -> Outcome | None:
        return state["result"]

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        return describe(seat, action, effects)

    def evaluate(self, state: State) -> dict[int, float] | None:
        return strategy.evaluate(state)


GAME = BabelGame()
