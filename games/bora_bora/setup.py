"""Setting Bora Bora's table up: turn order, fish tiles, the people, tasks, jewelry and god cards
shuffled and laid out, three god cards each, and the first starting hut to place."""

from __future__ import annotations

import random

from games.bora_bora import data as d
from games.bora_bora.effects import EFFECTS
from games.bora_bora.state import new_state
from games.engine import Effect, Resolution


def setup_effects(players: int, rng: random.Random) -> list[Effect]:
    res = Resolution(EFFECTS, new_state(players), rng)
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
    res.emit(
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
    )
    for s in range(players):
        res.emit(
            {
                "type": "deal_hand",
                "seat": s,
                "count": d.START_GOD_CARDS,
                "cards": res.state["god_deck"][: d.START_GOD_CARDS],
                "visible_to": [s],
                "secret": ["cards"],
            }
        )
    # starting huts are placed in reverse turn order
    res.emit({"type": "turn", "phase": "start_huts", "round": 0, "idx": 0, "current": order[-1]})
    res.push({"kind": "start_hut"})
    return res.effects
