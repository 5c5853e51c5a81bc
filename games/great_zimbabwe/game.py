"""The Great Zimbabwe ``Game``: binds the rules, view, log sentences and bot heuristics to the
engine contract.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.engine import Action, Effect, Outcome, State
from games.engine.i18n import N_
from games.engine.modular import ModularGame
from games.great_zimbabwe import components, data, labels, rules, strategy, view
from games.great_zimbabwe.describe import describe_event
from games.great_zimbabwe.effects import EFFECTS
from games.great_zimbabwe.setup import setup_effects
from games.great_zimbabwe.state import new_state


class GreatZimbabwe(ModularGame):
    slug: ClassVar[str] = "great-zimbabwe"
    name: ClassVar[str] = N_("The Great Zimbabwe")
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    #: 2: the same-turn rule became a match option; turns record the craftsmen placed.
    #: 3: effects that name squares also name them as the board does ("at": "C12").
    rules_version: ClassVar[str] = "3"
    options_spec: ClassVar[dict[str, dict[str, Any]]] = {
        "beginner": {
            "default": False,
            "choices": [False, True],
            "description": "First game: no specialists and only the 6 beginner gods.",
        },
        "same_turn_rule": {
            "default": data.DEFAULT_SAME_TURN_RULE,
            "choices": list(data.SAME_TURN_RULES),
            "description": "Primary and secondary craftsmen of one line in the same turn. "
            + " ".join(f"{key}: {text}" for key, text in data.SAME_TURN_RULES.items()),
        },
    }

    #: Nothing on this table is hidden and only the setup draws randomness, so every kind but
    #: the setup's (the map, the gods in play, the VR stack) and the game's end is safe.
    takeback_safe_effects: ClassVar[frozenset[str]] = frozenset(
        {
            "cattle",
            "vr",
            "vp",
            "turn",
            "monument",
            "raise",
            "auction_start",
            "bid",
            "pass",
            "auction_turn",
            "auction_end",
            "turn_start",
            "take_god",
            "take_specialist",
            "builder_active",
            "place_resource",
            "place_water",
            "take_tech",
            "price",
            "craftsman",
            "mark_used",
            "clear_used",
        }
    )

    #: "2": the evaluation values raise prospects and a hoarded herd little, and the three
    #: search settings below (docs/bots.md, "The Great Zimbabwe: why the search lost"); "3": the
    #: strong level weighs the greedy valuation in proportion to its budget.
    strategy_version: ClassVar[str] = "3"
    #: The bots' search widens progressively below its root (``Game.search_widening``): a
    #: turn is many actions of one seat, each position offering dozens.
    search_widening: ClassVar[float] = 1.0
    #: ... and explores less (``Game.search_exploration``): its playouts span the whole
    #: range of rewards, so at the usual 0.7 the visits spread almost evenly.
    search_exploration: ClassVar[float] = 0.2
    #: ... and plays shorter playouts (``Game.search_rollout_scale``): its rule-of-thumb
    #: policy bids, places craftsmen and raises at random.
    search_rollout_scale: ClassVar[float] = 0.4
    #: ... and the strong level weighs the greedy valuation in proportion to its budget
    #: (``Game.search_prior_in_proportion``): with the mcts level's 10 virtual visits, its
    #: 2,000 iterations hired Victory-Requirement-costly specialists and outbid the mcts level
    #: where the valuation said not to, and lost 0 of 7 matches (docs/bots.md).
    search_prior_in_proportion: ClassVar[bool] = True

    rules_module = rules
    view_module = view
    labels_module = labels
    components_module = components

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return new_state(players, options)

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        return setup_effects(players, options, rng)

    #: apply(state, effect): the game's effect table, called directly (it runs for every effect).
    apply = staticmethod(EFFECTS.apply)

    def outcome(self, state: State) -> Outcome | None:
        return state["result"]

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        return describe_event(seat, action, effects)

    def evaluate(self, state: State) -> dict[int, float] | None:
        return strategy.evaluate(state)

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return strategy.rollout_action(state, seat, rng)


GAME = GreatZimbabwe()
