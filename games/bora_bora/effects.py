"""How each Bora Bora effect changes a state: ``EFFECTS`` (the decision stack's ``push``,
``pop`` and ``frame`` come with ``DecisionStack``).

It never draws randomness and never validates (effects were checked by ``rules.resolve`` when
they were produced), so replaying stored effects rebuilds any past state exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.state import empty_material_spaces, people_on_1_to_11, player
from games.engine import DecisionStack, Effect, EffectTable, State
from games.engine.kit import Path

EFFECTS = EffectTable(stack=DecisionStack("frames"))

Applier = Callable[[State, Effect], None]

#: The counters a ``gain`` effect adds to.
COUNTERS = ("vp", "offerings", "shells")

#: A number of the player standing for them all: naming it as a part copies the player's own
#: dict (one level), which is all that replacing numbers in it needs.
NUMBERS = "vp"


def seat_parts(*entries: str) -> Callable[[Effect], list[Path]]:
    """The parts an applier changes: the named entries of the effect's seat's player.

    Naming them rather than the whole player (``p.{seat}``) copies, before the first change, the
    player one level deep and only the lists and dicts named: a number entry is replaced, never
    changed in place, so naming one (``NUMBERS``) copies nothing but the player's own dict.
    """

    def parts(effect: Effect) -> list[Path]:
        seat = str(effect["seat"])
        return [("p", seat, entry) for entry in entries]

    return parts


def gain_parts(effect: Effect) -> list[Path]:
    """A gain adds to the player's numbers, and may place a material or mark a fish tile."""
    seat = str(effect["seat"])
    parts: list[Path] = [("p", seat, NUMBERS)]
    if effect.get("material"):
        parts += [("p", seat, "cells"), ("p", seat, "beside")]
    if effect.get("fish_region"):
        parts.append(("p", seat, "fish_scored"))
    return parts


def die_parts(effect: Effect) -> list[Path]:
    """A die leaves its owner's dice for the fishing line or an action tile."""
    tile = ("fishing",) if effect["tile"] == d.FISHING_TILE else ("tiles", effect["tile"])
    return [("dice", str(effect["seat"])), tile]


def _draw_top(state: State) -> str:
    return state["god_deck"].pop(0)


def _place_material(p: dict[str, Any], material: str, cell: int | None) -> None:
    if cell is None:
        p["beside"][material] += 1
    else:
        p["cells"][cell] = "m"


def _move_status(state: State, p: dict[str, Any], steps: int) -> None:
    target = min(d.STATUS_MAX, p["status"] + steps)
    if target != p["status"]:
        state["status_clock"] += 1
        p["status"] = target
        p["stamp"] = state["status_clock"]  # lands on top of markers already there


def _push_priest(state: State, seat: int, space: int) -> None:
    temple = state["temple"]
    index, carried = space - 1, seat
    while True:
        occupant = temple[index]
        temple[index] = carried
        if occupant is None:
            return
        carried, index = occupant, index - 1
        if index < 0:  # pushed past space 1: back to its owner's supply
            player(state, carried)["priests"] += 1
            return


@EFFECTS.applies("setup_table", mutates=("regions", "p"))
def setup_table(state: State, e: Effect) -> None:
    state["order"] = list(e["order"])
    for region, fish in e["fish"].items():
        state["regions"][region]["fish"] = list(fish)
    state["displays"] = {g: list(e["displays"][g]) for g in d.GENDERS}
    state["stacks"] = {g: list(e["stacks"][g]) for g in d.GENDERS}
    state["task_display"] = list(e["task_display"])
    state["task_stack"] = list(e["task_stack"])
    state["jewelry"] = [list(col) for col in e["jewelry"]]
    state["god_display"] = list(e["god_display"])
    state["god_deck"] = list(e["god_deck"])
    for seat_key, tasks in e["player_tasks"].items():
        state["p"][seat_key]["tasks"] = list(tasks)
    # turn-order #1 starts on 0 VP and on top of the status stack, #2 on 1 VP below it, ...
    for position, seat in enumerate(state["order"]):
        p = player(state, seat)
        p["vp"] = d.START_VP_BY_TURN_POSITION[position]
        p["stamp"] = state["players"] - position
        p["offerings"] = d.START_OFFERINGS
        p["god_tiles"] = d.START_GOD_TILES
    state["status_clock"] = state["players"]


@EFFECTS.applies("deal_hand", mutates=(seat_parts("hand"), "god_deck"))
def deal_hand(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    for _ in range(e["count"]):
        p["hand"][_draw_top(state)] += 1


@EFFECTS.applies("turn")
def turn(state: State, e: Effect) -> None:
    for key in ("phase", "current", "idx", "round"):
        if key in e:
            state[key] = e[key]


@EFFECTS.applies("roll", mutates=("dice",))
def roll(state: State, e: Effect) -> None:
    for seat_key, values in e["dice"].items():
        state["dice"][seat_key] = sorted(values, reverse=True)


@EFFECTS.applies("die", mutates=(die_parts,))
def die(state: State, e: Effect) -> None:
    state["dice"][str(e["seat"])].remove(e["value"])
    placed = {"seat": e["seat"], "value": e["value"], "blue": e["blue"], "white": e["white"]}
    if e["tile"] == d.FISHING_TILE:
        state["fishing"].append(placed)
    else:
        state["tiles"][e["tile"]].append(placed)


@EFFECTS.applies("god", mutates=(seat_parts("hand"), "god_discard"))
def god(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    pay = e["pay"]
    if pay == "tile":
        p["god_tiles"] -= 1
        return
    p["offerings"] -= 1
    colour = e["god"] if pay == "card" else pay.split(":")[1]
    used = 1 if pay == "card" else 2
    p["hand"][colour] -= used
    state["god_discard"].extend([colour] * used)


@EFFECTS.applies("hut", mutates=(seat_parts(NUMBERS), "regions.{region}.huts"))
def hut(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    if e["from12"]:
        p["huts_12"] -= 1
    else:
        p["huts_board"] -= 1
    state["regions"][e["region"]]["huts"].append(e["seat"])  # the newest hut holds the space


@EFFECTS.applies("gain", mutates=(gain_parts,))
def gain(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    for key in COUNTERS:
        p[key] += e.get(key, 0)
    if e.get("status"):
        _move_status(state, p, e["status"])
    if e.get("material"):
        if "cell" in e:
            cell = e["cell"]
        else:  # effects stored before rules version 2: the first free space was taken
            cell = next(iter(empty_material_spaces(p, e["material"])), None)
        _place_material(p, e["material"], cell)
    if e.get("fish_region"):
        p["fish_scored"].append(e["fish_region"])


@EFFECTS.applies("take_person", mutates=("displays.{gender}", seat_parts("people")))
def take_person(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    state["displays"][e["gender"]][e["position"] - 1] = None
    # fill spaces 1-11 first; space 12 takes a person only once it is empty and 1-11 are full
    if d.PERSON_SPACES - 1 - p["huts_board"] - people_on_1_to_11(p) <= 0:
        p["person_on_12"] = True
    p["people"].append({"tile": e["tile"], "shifted": False})


@EFFECTS.applies("shift", mutates=(seat_parts("people"),))
def shift(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    for person in p["people"]:
        if person["tile"] == e["tile"]:
            person["shifted"] = True
    _, _, value = d.parse_person(e["tile"])
    if e["tile"].startswith("M"):
        _move_status(state, p, value)
    else:
        p["shells"] += value


@EFFECTS.applies("draw_god", mutates=(seat_parts("hand"), "god_deck", "god_display"))
def draw_god(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    if e["source"] == "deck":
        p["hand"][_draw_top(state)] += 1
        return
    card = state["god_display"].pop(e["source"])
    p["hand"][card] += 1
    if e.get("refill"):
        state["god_display"].insert(e["source"], _draw_top(state))


@EFFECTS.applies("reshuffle")
def reshuffle(state: State, e: Effect) -> None:
    state["god_deck"] = list(e["deck"])
    state["god_discard"] = []


@EFFECTS.applies("move_huts", mutates=(seat_parts(NUMBERS),))
def move_huts(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    p["huts_board"] -= e["count"]
    p["huts_12"] += e["count"]


@EFFECTS.applies("priest", mutates=("p", "temple"))
def priest(state: State, e: Effect) -> None:
    player(state, e["seat"])["priests"] -= 1
    _push_priest(state, e["seat"], e["space"])


@EFFECTS.applies("build", mutates=(seat_parts("buildings", "built", "cells"),))
def build(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    p["buildings"].remove(e["tile"])
    p["built"].append(e["tile"])
    for cell in e["cells"]:
        p["cells"][cell] = e["tile"]
    p["vp"] += e["vp"]


@EFFECTS.applies("status_scoring", mutates=("p",))
def status_scoring(state: State, e: Effect) -> None:
    for seat_key, vp in e["vp"].items():
        state["p"][seat_key]["vp"] += vp
    state["order"] = list(e["order"])
    for position, seat in enumerate(state["order"]):
        p = player(state, seat)
        p["status"] = 0
        p["stamp"] = state["players"] - position
    state["status_clock"] = state["players"]


@EFFECTS.applies("temple_scoring", mutates=("p",))
def temple_scoring(state: State, e: Effect) -> None:
    for seat_key, vp in e["vp"].items():
        state["p"][seat_key]["vp"] += vp
    if state["temple_god_tiles"] > 0:
        state["temple_god_tiles"] -= 1
        if e["god_tile"] is not None:
            player(state, e["god_tile"])["god_tiles"] += 1


@EFFECTS.applies("jewelry", mutates=("jewelry", seat_parts("jewelry")))
def jewelry(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    state["jewelry"][state["round"] - 1].remove(e["tile"])
    p["shells"] -= d.JEWELRY[e["tile"]]["cost"]
    p["jewelry"].append(e["tile"])


@EFFECTS.applies("discard_column", mutates=("jewelry",))
def discard_column(state: State, e: Effect) -> None:
    state["jewelry"][e["column"]] = []


@EFFECTS.applies("task_done", mutates=(seat_parts("tasks", "done_tasks"),))
def task_done(state: State, e: Effect) -> None:
    p = player(state, e["seat"])
    p["tasks"].remove(e["task"])
    p["done_tasks"].append({"task": e["task"], "vp": e["vp"]})
    p["vp"] += e["vp"]


@EFFECTS.applies("task_discarded", mutates=(seat_parts("tasks"), "tasks_boxed"))
def task_discarded(state: State, e: Effect) -> None:
    player(state, e["seat"])["tasks"].remove(e["task"])
    state["tasks_boxed"].append(e["task"])


@EFFECTS.applies("task_taken", mutates=("task_display", seat_parts("tasks")))
def task_taken(state: State, e: Effect) -> None:
    state["task_display"].remove(e["task"])
    player(state, e["seat"])["tasks"].append(e["task"])


@EFFECTS.applies("new_round", mutates=("boxed", "displays", "stacks", "tasks_boxed", "task_stack"))
def new_round(state: State, e: Effect) -> None:
    state["round"] = e["round"]
    for g in d.GENDERS:
        state["boxed"][g].extend(t for t in state["displays"][g] if t is not None)
        count = len(e["displays"][g])
        state["displays"][g] = list(e["displays"][g]) + [None] * (d.DISPLAY_SIZE - count)
        del state["stacks"][g][:count]
    state["tasks_boxed"].extend(state["task_display"])
    state["task_display"] = list(e["tasks"])
    del state["task_stack"][: len(e["tasks"])]
    state["tiles"] = {t: [] for t in state["tiles"]}
    state["fishing"] = []


@EFFECTS.applies("final_scoring", mutates=("p",))
def final_scoring(state: State, e: Effect) -> None:
    for seat_key, parts in e["scores"].items():
        state["p"][seat_key]["vp"] += sum(parts.values())
    state["final"] = e["scores"]
    state["phase"] = "over"
    state["current"] = None
    state["frames"] = []
