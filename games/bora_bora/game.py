"""The ``Game`` that binds the Bora Bora modules together for the engine contract."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.bora_bora import components, describe, labels, rules, strategy, view
from games.bora_bora.effects import EFFECTS
from games.bora_bora.setup import setup_effects
from games.bora_bora.state import new_state, player
from games.engine import Action, Effect, Outcome, State
from games.engine.i18n import N_
from games.engine.modular import ModularGame


class BoraBora(ModularGame):
    slug = "bora-bora"
    name = N_("Bora Bora")
    min_players = 2
    max_players = 4
    #: 2: a new material goes on the space the player chooses; "may" choices offered.
    #: 3: a seat holding god cards is never passed over where its cards could give it a choice.
    rules_version = "3"
    options_spec: ClassVar[dict[str, dict[str, Any]]] = {}
    #: Changes to the open board. Not listed, so revealing: the deal, dice rolls, god cards
    #: drawn or played from a hidden hand, reshuffles, a new round's tiles from the hidden
    #: stacks, and the final scoring.
    takeback_safe_effects = frozenset(
        {
            "turn",
            "push",
            "pop",
            "frame",
            "die",
            "hut",
            "gain",
            "take_person",
            "shift",
            "move_huts",
            "priest",
            "build",
            "status_scoring",
            "temple_scoring",
            "jewelry",
            "discard_column",
            "task_done",
            "task_discarded",
            "task_taken",
        }
    )

    rules_module = rules
    view_module = view
    labels_module = labels
    components_module = components

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return new_state(players)

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        return setup_effects(players, rng)

    #: apply(state, effect): the game's effect table, called directly (it runs for every effect).
    apply = staticmethod(EFFECTS.apply)

    def outcome(self, state: State) -> Outcome | None:
        if state["phase"] != "over":
            return None
        scores = {str(s): player(state, s)["vp"] for s in range(state["players"])}
        # tie: the tied player earlier in the turn order of the last Phase C wins
        best = max(state["order"], key=lambda s: (scores[str(s)], -state["order"].index(s)))
        return {"winners": [best], "scores": scores}

    # Every action names only public things (a god card's source, never the card drawn from the
    # deck: that card sits in the draw effect, visible to its drawer alone), so the contract's
    # default ``action_secrets`` (nothing hidden) holds.

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        return describe.describe(seat, action, effects)

    # -- search-bot hooks -----------------------------------------------------------------------

    def evaluate(self, state: State) -> dict[int, float] | None:
        return strategy.evaluate(state)

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return strategy.rollout_action(state, seat, rng)


GAME = BoraBora()
