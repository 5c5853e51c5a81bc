"""Phase C and the end of the game: status and temple scoring, jewelry, tasks (with the Yellow
God), and the final scoring."""

from __future__ import annotations

from collections import Counter
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.moves import Frame, payment_options
from games.bora_bora.state import material_counts, player, regions_of, status_ranking
from games.engine import Action, Resolution, State

# -- tasks ---------------------------------------------------------------------------------------


#: The metric names of the counts by kind, spelled once rather than at every count.
_CARD_KEYS = [(c, f"cards:{c}") for c in d.GOD_COLOURS]
_JEWELRY_KEYS = [(t, f"jewelry:{t}") for t in d.JEWELRY_TYPES]
_MATERIAL_KEYS = [(mat, f"material:{mat}") for mat in d.MATERIALS]
_REGION_TYPE_KEYS = [(t, f"region_type:{t}") for t in d.REGION_TYPES]
_FISH_TYPE_KEYS = [(f, f"fish_type:{f}") for f in d.FISH_TYPES]
_PERSON_TYPE_KEYS = [(pt, f"person_type:{pt}") for pt in d.PERSON_TYPES]


def task_metrics(state: State, seat: int, pay: str | None = None) -> dict[str, int]:
    """Every quantity a task can ask for, after paying ``pay`` for a Yellow God (if given)."""
    return board_metrics(state, seat) | hand_metrics(player(state, seat), pay)


def hand_metrics(p: dict[str, Any], pay: str | None = None) -> dict[str, int]:
    """The quantities of a task that paying a Yellow God with ``pay`` (if given) changes: god
    cards, offerings and God tiles."""
    hand = dict(p["hand"])
    offerings, god_tiles = p["offerings"], p["god_tiles"]
    if pay == "tile":
        god_tiles -= 1
    elif pay is not None:
        offerings -= 1
        if pay == "card":
            hand["yellow"] -= 1
        else:
            hand[pay.split(":")[1]] -= 2
    m = {
        "max_cards_one_colour": max(hand.values()),
        "card_colours": sum(1 for n in hand.values() if n > 0),
        "god_tiles": god_tiles,
        "offerings": offerings,
    }
    for c, key in _CARD_KEYS:
        m[key] = hand[c]
    return m


def board_metrics(state: State, seat: int) -> dict[str, int]:
    """The quantities of a task that no payment for a god changes."""
    p = player(state, seat)
    men = [pp for pp in p["people"] if pp["tile"][0] == "M"]
    women = [pp for pp in p["people"] if pp["tile"][0] == "W"]
    person_types = Counter(d.PERSON_INFO[pp["tile"]][1] for pp in p["people"])
    own_regions = regions_of(state, seat)
    region_types = Counter(d.REGION_TYPE[r] for r in own_regions)
    fish_types = Counter(state["regions"][r]["fish"][0] for r in own_regions)
    jewelry_types = Counter(d.JEWELRY[j]["type"] for j in p["jewelry"])
    materials = material_counts(p)
    m: dict[str, int] = {
        "men": len(men),
        "women": len(women),
        "priests": state["temple"].count(seat),
        "regions": len(own_regions),
        "islands": len({d.ISLAND_OF[r] for r in own_regions}),
        "jewelry": len(p["jewelry"]),
        "jewelry_types": len(jewelry_types),
        "turn_order_first": 1 if state["order"][0] == seat else 0,
        "man_types": len({d.PERSON_INFO[pp["tile"]][1] for pp in men}),
        "woman_types": len({d.PERSON_INFO[pp["tile"]][1] for pp in women}),
        "built": len(p["built"]),
        "shells": p["shells"],
        "materials": sum(materials.values()),
        "huts_on_12": p["huts_12"],
        "shifted_men": sum(1 for pp in men if pp["shifted"]),
        "shifted_women": sum(1 for pp in women if pp["shifted"]),
    }
    m["shifted_people"] = m["shifted_men"] + m["shifted_women"]
    for t, key in _JEWELRY_KEYS:
        m[key] = jewelry_types[t]
    for mat, key in _MATERIAL_KEYS:
        m[key] = materials[mat]
    for t, key in _REGION_TYPE_KEYS:
        m[key] = region_types[t]
    for f, key in _FISH_TYPE_KEYS:
        m[key] = fish_types[f]
    for pt, key in _PERSON_TYPE_KEYS:
        m[key] = person_types[pt]
    return m


def task_shortfalls(task: str, metrics: dict[str, int]) -> list[int]:
    return [need - metrics[name] for name, need in d.TASKS[task]["req"] if metrics[name] < need]


def task_fulfilled(state: State, seat: int, task: str) -> bool:
    return not task_shortfalls(task, task_metrics(state, seat))


def yellow_relaxes(shortfalls: list[int]) -> bool:
    """A Yellow God relaxes exactly one requirement by one unit."""
    return len(shortfalls) <= 1 and all(s == 1 for s in shortfalls)


def task_fulfilled_with_yellow(state: State, seat: int, task: str, pay: str) -> bool:
    return yellow_relaxes(task_shortfalls(task, task_metrics(state, seat, pay)))


def completion_actions(state: State, seat: int) -> list[Action]:
    p = player(state, seat)
    actions: list[Action] = []
    board = board_metrics(state, seat)  # the same whichever way a Yellow God is paid
    plain = board | hand_metrics(p)
    after_paying: dict[str, dict[str, int]] = {}
    for task in p["tasks"]:
        if not task_shortfalls(task, plain):
            actions.append({"type": "complete_task", "task": task})
            continue
        for pay in payment_options(p, "yellow"):
            if pay not in after_paying:
                after_paying[pay] = board | hand_metrics(p, pay)
            if yellow_relaxes(task_shortfalls(task, after_paying[pay])):
                actions.append({"type": "complete_task", "task": task, "yellow": pay})
    return actions


def task_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    """Complete one task; only a player who cannot complete any must discard one."""
    actions = completion_actions(state, seat)
    if not any("yellow" not in a for a in actions):
        actions += [{"type": "discard_task", "task": t} for t in player(state, seat)["tasks"]]
    return actions


def final_task_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return completion_actions(state, seat) + [{"type": "end_tasks"}]


def new_task_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return [{"type": "take_task", "task": t} for t in state["task_display"]]


def handle_complete_task(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    yellow = action.get("yellow")
    if yellow is not None:
        res.emit({"type": "god", "seat": seat, "god": "yellow", "pay": yellow})
    vp = d.TASK_VP_WITH_YELLOW if yellow is not None else d.TASK_VP
    res.emit({"type": "task_done", "seat": seat, "task": action["task"], "vp": vp})
    if frame["kind"] == "task" or not player(res.state, seat)["tasks"]:
        res.pop()


def handle_discard_task(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    res.emit({"type": "task_discarded", "seat": seat, "task": action["task"]})


def handle_take_task(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    res.emit({"type": "task_taken", "seat": seat, "task": action["task"]})


# -- jewelry -------------------------------------------------------------------------------------


def jewelry_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    column = state["jewelry"][state["round"] - 1]
    shells = player(state, seat)["shells"]
    return [
        {"type": "buy_jewelry", "tile": t}
        for t in sorted(set(column))
        if d.JEWELRY[t]["cost"] <= shells
    ] + [{"type": "pass_jewelry"}]


def handle_buy_jewelry(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    res.emit({"type": "jewelry", "seat": seat, "tile": action["tile"]})


# -- scoring -------------------------------------------------------------------------------------


def score_status_and_temple(res: Resolution) -> None:
    """Steps 1 and 2 of Phase C: status VP and the new turn order; temple VP and the God tile."""
    state = res.state
    ranking = status_ranking(state)
    status_vp = {str(s): player(state, s)["status"] for s in range(state["players"])}
    res.emit({"type": "status_scoring", "vp": status_vp, "order": ranking})
    per_priest = d.PRIEST_VP_BY_ROUND[state["round"] - 1]
    temple_vp = {str(s): 0 for s in range(state["players"])}
    for s in state["temple"]:
        if s is not None:
            temple_vp[str(s)] += per_priest
    res.emit({"type": "temple_scoring", "vp": temple_vp, "god_tile": temple_winner(state)})


def temple_winner(state: State) -> int | None:
    """Most priests in the temple; a tie goes to the player whose priest stands further left."""
    counts: dict[int, int] = {}
    for s in state["temple"]:
        if s is not None:
            counts[s] = counts.get(s, 0) + 1
    if not counts:
        return None
    best = max(counts.values())
    tied = [s for s, n in counts.items() if n == best]

    def leftmost(seat: int) -> int:
        return max(i for i, s in enumerate(state["temple"]) if s == seat)

    return max(tied, key=leftmost)


def fish_vp(state: State, seat: int) -> int:
    """Fish tiles next to a building space that holds the seat's hut (the newest hut there)."""
    return sum(
        region["fish"][1]
        for region in state["regions"].values()
        if region["huts"] and region["huts"][-1] == seat
    )


def final_scoring(res: Resolution) -> None:
    state = res.state
    scores: dict[str, dict[str, int]] = {}
    for s in range(state["players"]):
        p = player(state, s)
        scores[str(s)] = {
            "god_tiles": d.GOD_TILE_FINAL_VP * p["god_tiles"],
            "fish": fish_vp(state, s),
            "jewelry": sum(d.JEWELRY[j]["vp"] for j in p["jewelry"]),
            "bonus_tasks": d.BONUS_VP * (len(p["done_tasks"]) >= d.BONUS_TASKS_COMPLETED),
            "bonus_jewelry": d.BONUS_VP * (len(p["jewelry"]) >= d.BONUS_JEWELRY),
            "bonus_ceremony": d.BONUS_VP * all(c is not None for c in p["cells"]),
            "bonus_buildings": d.BONUS_VP * (not p["buildings"]),
            "bonus_regions": d.BONUS_VP * (len(regions_of(state, s)) == len(d.REGIONS)),
            "bonus_people": d.BONUS_VP * (len(p["people"]) == d.PERSON_SPACES),
        }
    res.emit({"type": "final_scoring", "scores": scores})
