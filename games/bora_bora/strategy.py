"""What the bots know of Bora Bora: a player's advice, a position value, a cheap rollout policy.

Advice: count the points you already have (``points_now``), keep priests in the temple
(``priests_income``), keep resources to act with (``resources``), grow people and land
(``people_and_land``) and meet your tasks (``tasks_ready``). ``projected_score`` adds them up in
VP; ``evaluate`` squashes each seat's lead over the best other seat into [0, 1]. The greedy
level and the search levels' cut-off read ``evaluate``.
"""

from __future__ import annotations

import math
import random
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.phase_c import fish_vp, task_metrics, task_shortfalls
from games.bora_bora.rules import legal_actions
from games.bora_bora.state import player, regions_of
from games.engine import Action, State


def points_now(state: State, seat: int) -> float:
    """VP already scored, plus what fish, god tiles and jewelry will surely score at the end."""
    p = player(state, seat)
    score = float(p["vp"]) + fish_vp(state, seat) + d.GOD_TILE_FINAL_VP * p["god_tiles"]
    return score + sum(d.JEWELRY[j]["vp"] for j in p["jewelry"])


def priests_income(state: State, seat: int, rounds_left: int) -> float:
    """Priests in the temple score again each coming round (at most three more)."""
    priests = sum(1 for s in state["temple"] if s == seat)
    return priests * 2.0 * min(rounds_left + 1, 3)


def resources(state: State, seat: int) -> float:
    """Status, shells, offerings and god cards: what buys the next actions."""
    p = player(state, seat)
    score = 0.6 * p["status"] + 0.5 * p["shells"] + 0.8 * p["offerings"]
    return score + (0.7 * sum(p["hand"].values()) if p["hand"] else 0.0)


def people_and_land(state: State, seat: int, rounds_left: int) -> float:
    """People work the coming rounds; regions and built material score and open tasks."""
    p = player(state, seat)
    score = 1.5 * len(p["people"]) * min(rounds_left + 1, 3) / 3
    score += 1.0 * len(regions_of(state, seat))
    return score + 0.5 * sum(1 for c in p["cells"] if c == "m")


def tasks_ready(state: State, seat: int) -> float:
    """Tasks whose requirements are already met are points waiting to be claimed."""
    p = player(state, seat)
    metrics = task_metrics(state, seat)
    return 3.0 * sum(1 for t in p["tasks"] if not task_shortfalls(t, metrics))


def projected_score(state: State, seat: int) -> float:
    """Current VP plus what the position is worth at the end, at a rough exchange rate."""
    if state["phase"] == "over":
        return float(player(state, seat)["vp"])
    rounds_left = d.ROUNDS - max(state["round"], 1)
    return (
        points_now(state, seat)
        + priests_income(state, seat, rounds_left)
        + resources(state, seat)
        + people_and_land(state, seat, rounds_left)
        + tasks_ready(state, seat)
    )


def evaluate(state: State) -> dict[int, float]:
    """Each seat's chance, squashed from its projected lead over the best other seat."""
    projected = {s: projected_score(state, s) for s in range(state["players"])}
    values: dict[int, float] = {}
    for s, score in projected.items():
        best_other = max(v for o, v in projected.items() if o != s)
        values[s] = 1.0 / (1.0 + math.exp(-(score - best_other) / 12.0))
    return values


_WEAK = {
    "end_helper",
    "end_people",
    "pass_jewelry",
    "decline_god",
    "decline_resource",
    "end_tasks",
}


def _pairs_made(cells: list[Any], cell: int | None) -> int:
    """How many filled neighbours a new material on ``cell`` would pair with (for building)."""
    if cell is None:
        return -1
    row, col = divmod(cell, d.CEREMONY_COLS)
    neighbours = [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
    return sum(
        1
        for r, c in neighbours
        if 0 <= r < d.CEREMONY_ROWS
        and 0 <= c < d.CEREMONY_COLS
        and cells[r * d.CEREMONY_COLS + c] == "m"
    )


def rollout_action(state: State, seat: int, rng: random.Random) -> Action:
    """Random, but spends what it has: skips passing, fishing and god cards when better exists,
    and puts a new material next to one it can build with."""
    actions = legal_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    kind = state["frames"][-1]["kind"]
    if kind in ("task", "final_tasks"):
        plain = [a for a in actions if a["type"] == "complete_task" and "yellow" not in a]
        if plain:
            return rng.choice(plain)
    if kind == "jewelry":
        buys = [a for a in actions if a["type"] == "buy_jewelry"]
        if buys:
            return max(buys, key=lambda a: d.JEWELRY[a["tile"]]["vp"])
    strong = [
        a
        for a in actions
        if a["type"] not in _WEAK
        and a["type"] != "play_god"
        and not (a["type"] == "place_die" and a["action"] == "fishing")
    ]
    if strong and rng.random() < 0.9:
        choice = rng.choice(strong)
        if "cell" in choice:  # same material, best space
            cells = player(state, seat)["cells"]
            same = [a for a in strong if a.get("material") == choice.get("material")]
            return max(same, key=lambda a: _pairs_made(cells, a["cell"]))
        return choice
    return rng.choice(actions)
