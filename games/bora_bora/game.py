"""The ``Game`` that binds the Bora Bora modules together for the engine contract."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.bora_bora import describe, labels, rules, strategy, view
from games.bora_bora.components import catalogue
from games.bora_bora.effects import EFFECTS
from games.bora_bora.setup import setup_effects
from games.bora_bora.state import new_state, player
from games.engine import Action, Effect, Game, Outcome, State, View


class BoraBora(Game):
    slug = "bora-bora"
    name = "Bora Bora"
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

    def new_state(self, players: int, options: dict[str, Any]) -> State:
        return new_state(players)

    def setup(self, players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
        return setup_effects(players, rng)

    #: apply(state, effect): the game's effect table, called directly (it runs for every effect).
    apply = staticmethod(EFFECTS.apply)

    def to_act(self, state: State) -> list[int]:
        if state["phase"] in ("over", "setup") or state["current"] is None:
            return []
        return [state["current"]]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def resolve(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        return rules.resolve(state, seat, action, rng)

    def outcome(self, state: State) -> Outcome | None:
        if state["phase"] != "over":
            return None
        scores = {str(s): player(state, s)["vp"] for s in range(state["players"])}
        # tie: the tied player earlier in the turn order of the last Phase C wins
        best = max(state["order"], key=lambda s: (scores[str(s)], -state["order"].index(s)))
        return {"winners": [best], "scores": scores}

    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        return view.view(state, seat, omniscient=omniscient)

    def sample(self, view_: View, seat: int, rng: random.Random) -> State:
        return view.sample(view_, seat, rng)

    # Every action names only public things (a god card's source, never the card drawn from the
    # deck: that card sits in the draw effect, visible to its drawer alone), so the contract's
    # default ``action_secrets`` (nothing hidden) holds.

    def components(self) -> list[dict[str, Any]]:
        return catalogue()

    def label(self, view: View, seat: int, action: Action) -> str:
        return labels.label(view, seat, action)

    def choice(self, view: View, seat: int, kind: str, field: str, value: Any) -> str:
        return labels.choice(view, seat, kind, field, value)

    def phase(self, view: View, seat: int | None) -> str:
        return labels.phase(view, seat)

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        return describe.describe(seat, action, effects)

    # -- search-bot hooks -----------------------------------------------------------------------

    def evaluate(self, state: State) -> dict[int, float] | None:
        return strategy.evaluate(state)

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return strategy.rollout_action(state, seat, rng)


GAME = BoraBora()
