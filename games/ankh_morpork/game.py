"""The ``Game`` that binds Ankh-Morpork's rules, views, log sentences and bot knowledge."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.ankh_morpork import abilities as _abilities  # noqa: F401  (registers the ability step)
from games.ankh_morpork import components, labels, rules, view
from games.ankh_morpork import events as _events  # noqa: F401  (registers the event steps)
from games.ankh_morpork import texts as _texts  # noqa: F401  (registers the scroll texts)
from games.ankh_morpork.describe import action_secrets, describe
from games.ankh_morpork.effects import EFFECTS
from games.ankh_morpork.setup import setup_effects
from games.ankh_morpork.state import new_state
from games.ankh_morpork.strategy import evaluate_state, guess, rollout_choice
from games.engine import Action, Effect, Outcome, State, View
from games.engine.i18n import N_
from games.engine.modular import ModularGame

_BOOL = [True, False]


class AnkhMorpork(ModularGame):
    slug = "ankh-morpork"
    name = N_("Discworld: Ankh-Morpork")
    min_players = 2
    max_players = 4
    #: 2: an exchange (The Bursar) moves trouble; abilities between symbols; interrupts on
    #: every removal; a minion taken back is placed elsewhere. 3: a threatened player is
    #: asked whenever an answering card could be in their hand, not only when it is.
    rules_version = "3"
    #: 2: the strong level reads the rivals' personalities off the board (``strategy.guess``).
    strategy_version: ClassVar[str] = "2"
    #: The digest's open questions (section 6), each with its recommended default.
    options_spec = {
        "clacks_money": {
            "default": 2,
            "choices": [2, 3],
            "description": "Q1: The Clacks' money symbol ($2 in five sources, $3 in HRF).",
        },
        "peeled_nuts_playable": {
            "default": True,
            "choices": _BOOL,
            "description": "Q6: The Peeled Nuts may be played as a card with no effect.",
        },
        "mossy_lawn_refill_after": {
            "default": True,
            "choices": _BOOL,
            "description": "Q7: after Doctor Mossy Lawn ends your turn you still refill to five.",
        },
        "gaspode_blocks_events": {
            "default": False,
            "choices": _BOOL,
            "description": "Q8: Gaspode also stops random events moving/removing your minion.",
        },
        "relocated_minion_follows_placement_rule": {
            "default": True,
            "choices": _BOOL,
            "description": "Q10: Fresh Start Club / Igor place the minion under the normal adjacency rule (else anywhere).",
        },
        "move_other_player_minion_allows_neutral": {
            "default": False,
            "choices": _BOOL,
            "description": "Q11: Duckman / Foul Ole Ron / Canting Crew may move trolls and demons.",
        },
        "neutral_minions_count_for_payouts": {
            "default": True,
            "choices": _BOOL,
            "description": "Q12: trolls and demons count as minions for The Dysk, Opera House, Mr Slant.",
        },
        "hix_mob_require_minion_in_target": {
            "default": True,
            "choices": _BOOL,
            "description": "Q13: Doctor Hix / The Mob need a minion in the target area (digest: no; we follow HRF "
            "and the rule that trouble markers only exist where minions are).",
        },
        "murders_must_prefer_other_minions": {
            "default": True,
            "choices": _BOOL,
            "description": "Q14: Mysterious Murders: remove someone else's minion when there is one.",
        },
        "end_when_last_card_drawn": {
            "default": True,
            "choices": _BOOL,
            "description": "Q16: the game ends as soon as the last card is drawn (else when a draw cannot be made).",
        },
        "bank_limit": {
            "default": None,
            "choices": [None, 120],
            "description": "Q17: the bank is unlimited, or holds $120 in all.",
        },
        "tie_break": {
            "default": "highest_city_area_card_held_then_shared",
            "choices": ["highest_city_area_card_held_then_shared", "highest_building_then_shared"],
            "description": "Q19: tie-break among players tied on points.",
        },
        "flood_areas": {
            "default": "HRF",
            "choices": ["HRF", "P12", "AMH"],
            "description": "Q3: which areas border the river (Flood).",
        },
    }

    #: Pieces and money on the open board. Not listed, so revealing: draws, dice, random
    #: events, cards played or discarded from a hidden hand, cards given, personalities,
    #: notes (they report rolls and revealed facts) and the end of the game.
    takeback_safe_effects = frozenset(
        {
            "minion_placed",
            "minion_removed",
            "minion_moved",
            "minions_swapped",
            "trouble",
            "building_placed",
            "building_removed",
            "building_taken_over",
            "money",
            "transfer",
            "card_to_discard",
            "flow",
        }
    )

    def reveals(self, effects: list[Effect]) -> bool:
        # A step that lets a seat look at another seat's hand is announced by the flow alone.
        return super().reveals(effects) or any(
            effect["type"] == "flow"
            and (effect["flow"].get("pending") or {}).get("looking_at") is not None
            for effect in effects
        )

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
        result = state["result"]
        if result is None:
            return None
        return {"winners": list(result["winners"]), "scores": dict(result["scores"])}

    def evaluate(self, state: State) -> dict[int, float] | None:
        return evaluate_state(state)

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return rollout_choice(state, seat, rng)

    def guess(self, view: View, seat: int, rng: random.Random) -> State:
        return guess(view, seat, rng)

    def action_secrets(self, seat: int, action: Action, effects: list[Effect]) -> Effect | None:
        return action_secrets(seat, action, effects)

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        return describe(seat, action, effects)


GAME = AnkhMorpork()
