"""Phase C and the end of the game: status and temple scoring, jewelry, tasks (with the Yellow
God), and the final scoring."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.moves import Frame, payment_options
from games.bora_bora.state import material_count, player, regions_of, status_ranking
from games.engine import Action, Resolution, State

# -- tasks ---------------------------------------------------------------------------------------


#: The metric names of the god cards by colour, spelled once rather than at every count.
_CARD_KEYS = [(c, f"cards:{c}") for c in d.GOD_COLOURS]


def task_metrics(state: State, seat: int, pay: str | None = None) -> dict[str, int]:
    """Every quantity a task can ask for, after paying ``pay`` for a Yellow God (if given).

    The board's quantities are counted when a task first asks for one: the tasks in hand ask
    for a few of the many (counting them all was most of the bots' evaluation of a position)."""
    return _Metrics(player(state, seat), pay, BoardMetrics(state, seat))


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


# The quantities of a task that no payment for a god changes, each a function of the seat's
# player (and, for a few, of the table).

Count = Callable[[State, int, dict[str, Any]], int]


def _people(p: dict[str, Any], gender: str) -> list[dict[str, Any]]:
    return [pp for pp in p["people"] if pp["tile"][0] == gender]


def _count_people(gender: str) -> Count:
    return lambda state, seat, p: len(_people(p, gender))


def _count_person_kinds(gender: str) -> Count:
    return lambda state, seat, p: len({d.PERSON_INFO[pp["tile"]][1] for pp in _people(p, gender)})


def _count_shifted(gender: str) -> Count:
    return lambda state, seat, p: sum(1 for pp in _people(p, gender) if pp["shifted"])


def _count_person_type(person_type: str) -> Count:
    return lambda state, seat, p: sum(
        1 for pp in p["people"] if d.PERSON_INFO[pp["tile"]][1] == person_type
    )


def _count_jewelry_type(kind: str) -> Count:
    return lambda state, seat, p: sum(1 for j in p["jewelry"] if d.JEWELRY[j]["type"] == kind)


def _count_material(material: str) -> Count:
    return lambda state, seat, p: material_count(p, material)


def _count_region_type(kind: str) -> Count:
    return lambda state, seat, p: sum(
        1 for r in regions_of(state, seat) if d.REGION_TYPE[r] == kind
    )


def _count_fish_type(fish: str) -> Count:
    return lambda state, seat, p: sum(
        1 for r in regions_of(state, seat) if state["regions"][r]["fish"][0] == fish
    )


#: metric name -> how the seat's board counts it
BOARD_METRICS: dict[str, Count] = {
    "men": _count_people("M"),
    "women": _count_people("W"),
    "priests": lambda state, seat, p: state["temple"].count(seat),
    "regions": lambda state, seat, p: len(regions_of(state, seat)),
    "islands": lambda state, seat, p: len({d.ISLAND_OF[r] for r in regions_of(state, seat)}),
    "jewelry": lambda state, seat, p: len(p["jewelry"]),
    "jewelry_types": lambda state, seat, p: len({d.JEWELRY[j]["type"] for j in p["jewelry"]}),
    "turn_order_first": lambda state, seat, p: 1 if state["order"][0] == seat else 0,
    "man_types": _count_person_kinds("M"),
    "woman_types": _count_person_kinds("W"),
    "built": lambda state, seat, p: len(p["built"]),
    "shells": lambda state, seat, p: p["shells"],
    "materials": lambda state, seat, p: sum(material_count(p, m) for m in d.MATERIALS),
    "huts_on_12": lambda state, seat, p: p["huts_12"],
    "shifted_men": _count_shifted("M"),
    "shifted_women": _count_shifted("W"),
    "shifted_people": lambda state, seat, p: sum(1 for pp in p["people"] if pp["shifted"]),
    **{f"jewelry:{t}": _count_jewelry_type(t) for t in d.JEWELRY_TYPES},
    **{f"material:{m}": _count_material(m) for m in d.MATERIALS},
    **{f"region_type:{t}": _count_region_type(t) for t in d.REGION_TYPES},
    **{f"fish_type:{f}": _count_fish_type(f) for f in d.FISH_TYPES},
    **{f"person_type:{pt}": _count_person_type(pt) for pt in d.PERSON_TYPES},
}


class BoardMetrics(dict[str, int]):
    """The board quantities of one seat, each counted the first time a task asks for it: the
    tasks in hand ask for a few of the many."""

    def __init__(self, state: State, seat: int) -> None:
        super().__init__()
        self.state, self.seat, self.player = state, seat, player(state, seat)

    def __missing__(self, name: str) -> int:
        value = self[name] = BOARD_METRICS[name](self.state, self.seat, self.player)
        return value


#: The quantities ``hand_metrics`` counts.
HAND_METRICS = frozenset(
    {"max_cards_one_colour", "card_colours", "god_tiles", "offerings"}
    | {key for _, key in _CARD_KEYS}
)


class _Metrics(dict[str, int]):
    """The hand's quantities (after paying ``pay`` for a Yellow God, if given) and the board's,
    each counted the first time a task asks (the hand's all at once): the tasks in hand ask
    for a few, and often for none of the hand's."""

    __slots__ = ("p", "pay", "board")

    def __init__(self, p: dict[str, Any], pay: str | None, board: BoardMetrics) -> None:
        super().__init__()
        self.p, self.pay, self.board = p, pay, board

    def __missing__(self, name: str) -> int:
        if name in HAND_METRICS:
            self.update(hand_metrics(self.p, self.pay))
            return self[name]
        value = self[name] = self.board[name]  # kept: a task asks for it twice
        return value


def task_shortfalls(task: str, metrics: dict[str, int]) -> list[int]:
    return [need - metrics[name] for name, need in d.TASKS[task]["req"] if metrics[name] < need]


def task_fulfilled(state: State, seat: int, task: str) -> bool:
    return not task_shortfalls(task, task_metrics(state, seat))


def yellow_relaxes(shortfalls: list[int]) -> bool:
    """A Yellow God relaxes exactly one requirement by one unit."""
    return len(shortfalls) <= 1 and all(s == 1 for s in shortfalls)


def task_fulfilled_with_yellow(state: State, seat: int, task: str, pay: str) -> bool:
    return yellow_relaxes(task_shortfalls(task, task_metrics(state, seat, pay)))


def completion_actions(state: State, seat: int, tasks: list[str] | None = None) -> list[Action]:
    """The ways to complete each of ``tasks`` (default: every task the seat holds)."""
    p = player(state, seat)
    actions: list[Action] = []
    board = BoardMetrics(state, seat)  # the same whichever way a Yellow God is paid
    plain = _Metrics(p, None, board)
    after_paying: dict[str, dict[str, int]] = {}
    yellow_pays: list[str] | None = None
    for task in p["tasks"] if tasks is None else tasks:
        shortfalls = task_shortfalls(task, plain)
        if not shortfalls:
            actions.append({"type": "complete_task", "task": task})
            continue
        # Paying for a Yellow God only lowers quantities of the hand, and every requirement is
        # "at least": a task short of more than one unit now is short of more once paid for.
        if not yellow_relaxes(shortfalls):
            continue
        if yellow_pays is None:
            yellow_pays = payment_options(p, "yellow")
        for pay in yellow_pays:
            if pay not in after_paying:
                after_paying[pay] = _Metrics(p, pay, board)
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


# What ``resolve`` checks a task action against: the listing's actions of that task only (any
# other cannot equal it), without working out every Yellow God payment of every task.


def completions_named(state: State, seat: int, frame: Frame, action: Action) -> list[Action]:
    """The completions ``task_actions`` / ``final_task_actions`` list of the action's task."""
    named = [task for task in player(state, seat)["tasks"] if task == action.get("task")]
    return completion_actions(state, seat, named)


def discards_named(state: State, seat: int, frame: Frame, action: Action) -> list[Action]:
    """The discards ``task_actions`` lists: every task held, when none can be completed
    without a Yellow God."""
    p = player(state, seat)
    plain = _Metrics(p, None, BoardMetrics(state, seat))
    if any(not task_shortfalls(task, plain) for task in p["tasks"]):
        return []
    return [{"type": "discard_task", "task": t} for t in p["tasks"]]


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
