"""The ``Game`` that binds the Bora Bora modules together for the engine contract."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from games.bora_bora import data as d
from games.bora_bora import describe, rules, strategy, view
from games.bora_bora.effects import apply_effect
from games.bora_bora.state import new_state, player
from games.engine import Action, Effect, Game, Outcome, State, View


class BoraBora(Game):
    slug = "bora-bora"
    name = "Bora Bora"
    min_players = 2
    max_players = 4
    #: 2: a new material goes on the space the player chooses; "may" choices offered
    rules_version = "2"
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
        order = list(range(players))
        rng.shuffle(order)  # random turn-order tiles
        fish = [list(f) for f in d.FISH_TILES]
        rng.shuffle(fish)
        people = {g: list(d.ALL_PEOPLE[g]) for g in d.GENDERS}
        for g in d.GENDERS:
            rng.shuffle(people[g])
        start_tasks, dark_tasks = list(d.START_TASKS), list(d.DARK_TASKS)
        rng.shuffle(start_tasks)
        rng.shuffle(dark_tasks)
        player_tasks = {}
        for s in range(players):
            player_tasks[str(s)] = [start_tasks.pop()] + [dark_tasks.pop(), dark_tasks.pop()]
        display_size = d.task_display_size(players)
        jewelry = list(d.JEWELRY)
        rng.shuffle(jewelry)
        per = d.JEWELRY_PER_COLUMN
        gods = [c for c in d.GOD_COLOURS for _ in range(d.GOD_CARDS_PER_COLOUR)]
        rng.shuffle(gods)
        effects: list[Effect] = [
            {
                "type": "setup_table",
                "order": order,
                "fish": {r: fish[i] for i, r in enumerate(d.REGIONS)},
                "displays": {g: people[g][: d.DISPLAY_SIZE] for g in d.GENDERS},
                "stacks": {g: people[g][d.DISPLAY_SIZE :] for g in d.GENDERS},
                "task_display": dark_tasks[:display_size],
                "task_stack": dark_tasks[display_size:],
                "player_tasks": player_tasks,
                "jewelry": [jewelry[i * per : (i + 1) * per] for i in range(d.ROUNDS)],
                "god_display": gods[: d.GOD_DISPLAY_SIZE],
                "god_deck": gods[d.GOD_DISPLAY_SIZE :],
                "visible_to": [],
                "secret": ["stacks", "task_stack", "god_deck"],
            }
        ]
        deck = gods[d.GOD_DISPLAY_SIZE :]
        for s in range(players):
            cards, deck = deck[: d.START_GOD_CARDS], deck[d.START_GOD_CARDS :]
            effects.append(
                {
                    "type": "deal_hand",
                    "seat": s,
                    "count": d.START_GOD_CARDS,
                    "cards": cards,
                    "visible_to": [s],
                    "secret": ["cards"],
                }
            )
        # starting huts are placed in reverse turn order
        effects.append(
            {"type": "turn", "phase": "start_huts", "round": 0, "idx": 0, "current": order[-1]}
        )
        effects.append({"type": "push", "frame": {"kind": "start_hut"}})
        return effects

    def apply(self, state: State, effect: Effect) -> State:
        return apply_effect(state, effect)

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

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        return describe.describe(seat, action, effects)

    # -- search-bot hooks -----------------------------------------------------------------------

    def evaluate(self, state: State) -> dict[int, float] | None:
        return strategy.evaluate(state)

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return strategy.rollout_action(state, seat, rng)


GAME = BoraBora()
