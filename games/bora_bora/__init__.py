"""Bora Bora (Stefan Feld, 2013) for 2-4 players: dice placement over 6 rounds."""

from __future__ import annotations

import math
import random
from typing import Any

from games.bora_bora import data as d
from games.bora_bora import rules, view
from games.bora_bora.state import apply_effect, new_state, player, regions_of
from games.engine import Action, Effect, Game, Outcome, State, View


class BoraBora(Game):
    slug = "bora-bora"
    name = "Bora Bora"
    min_players = 2
    max_players = 4
    rules_version = "1"
    options_spec: dict[str, dict[str, Any]] = {}

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

    def describe(self, seat: int | None, action: Action | None, effects: list[Effect]) -> str:
        if action is None:
            return "Setup: fish tiles, people, tasks, jewelry and god cards dealt; turn order drawn"
        who = f"Seat {seat}"
        t = action.get("type")
        texts = {
            "start_hut": lambda a: f"places a first hut in {a['region']}",
            "place_die": lambda a: f"places a {a['die']} on {a['tile']} ({a['action']})",
            "play_god": lambda a: f"calls the {a['god'].title()} God (paying {a['pay']})",
            "decline_god": lambda a: "does not call a god",
            "expand": lambda a: f"builds a hut in {a['region']}",
            "take_person": lambda a: (
                f"takes the {'man' if a['gender'] == 'M' else 'woman'} at position {a['position']}"
            ),
            "helper": lambda a: f"helper: {a['item']}"
            + "".join(f" {a[k]}" for k in ("tile", "material", "source") if k in a),
            "end_helper": lambda a: "ends the helper action",
            "place_priest": lambda a: f"sends a priest to temple space {a['space']}",
            "build_tile": lambda a: f"chooses building tile {a['tile']}",
            "build_cells": lambda a: f"builds on ceremony spaces {a['cells']}",
            "fire_bonus": lambda a: f"fire bonus: {a['choice']}",
            "activate": lambda a: (
                f"activates {'men' if a['gender'] == 'M' else 'women'} {a['person_type']}"
            ),
            "carry_out": lambda a: "carries out the person action",
            "end_people": lambda a: "ends the person actions",
            "take_material": lambda a: f"takes {a['material']}",
            "take_god_card": lambda a: f"takes a god card from {a['source']}",
            "buy_jewelry": lambda a: f"buys jewelry {a['tile']}",
            "pass_jewelry": lambda a: "buys no jewelry",
            "complete_task": lambda a: f"completes task {a['task']}"
            + (" with the Yellow God" if a.get("yellow") else ""),
            "discard_task": lambda a: f"discards task {a['task']}",
            "take_task": lambda a: f"takes task {a['task']}",
            "end_tasks": lambda a: "ends task completion",
        }
        text = texts.get(t, lambda a: str(t))(action)
        if any(e["type"] == "final_scoring" for e in effects):
            text += "; final scoring"
        return f"{who} {text}"

    # -- search-bot hooks -----------------------------------------------------------------------

    def evaluate(self, state: State) -> dict[int, float] | None:
        projected = {s: projected_score(state, s) for s in range(state["players"])}
        values: dict[int, float] = {}
        for s, score in projected.items():
            best_other = max(v for o, v in projected.items() if o != s)
            values[s] = 1.0 / (1.0 + math.exp(-(score - best_other) / 12.0))
        return values

    def rollout_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return rules.rollout_action(state, seat, rng)


def projected_score(state: State, seat: int) -> float:
    """Current VP plus what the position is worth at the end, at a rough exchange rate."""
    p = player(state, seat)
    rounds_left = d.ROUNDS - max(state["round"], 1)
    if state["phase"] == "over":
        return float(p["vp"])
    fish = sum(
        region["fish"][1]
        for region in state["regions"].values()
        if region["huts"] and region["huts"][-1] == seat
    )
    priests = sum(1 for s in state["temple"] if s == seat)
    score = float(p["vp"]) + fish + d.GOD_TILE_FINAL_VP * p["god_tiles"]
    score += sum(d.JEWELRY[j]["vp"] for j in p["jewelry"])
    score += priests * 2.0 * min(rounds_left + 1, 3)
    score += 0.6 * p["status"] + 0.5 * p["shells"] + 0.8 * p["offerings"]
    score += 0.7 * sum(p["hand"].values()) if p["hand"] else 0.0
    score += 1.5 * len(p["people"]) * min(rounds_left + 1, 3) / 3
    score += 1.0 * len(regions_of(state, seat))
    score += 0.5 * sum(1 for c in p["cells"] if c == "m")
    metrics = rules.task_metrics(state, seat)
    score += 3.0 * sum(1 for t in p["tasks"] if not rules.task_shortfalls(t, metrics))
    return score


GAME = BoraBora()
