"""Bora Bora state: the empty table and read-only helpers over it.

The state is one JSON-native dict. Seats are ints in lists and ``str(seat)`` as dict keys.
Keys: ``players``, ``round`` (0 during the starting huts, then 1-6), ``phase``, ``current`` (the
seat to act), ``idx`` (its position in ``order``), ``order`` (turn order), ``frames`` (the
decision stack, top last), ``regions`` (fish tile and huts, newest last), ``tiles`` and
``fishing`` (dice placed this round), ``dice`` (dice still to place), ``displays``/``stacks``/
``boxed`` (men and women), ``task_display``/``task_stack``/``tasks_boxed``, ``jewelry`` (six
columns), ``temple`` (six spaces), ``temple_god_tiles``, ``god_deck``/``god_display``/
``god_discard``, ``status_clock`` (orders markers sharing a status space), ``p`` (per seat, see
``new_player``) and ``final`` (the final scoring, once over).

``effects.EFFECTS`` is the only code that changes a state.
"""

from __future__ import annotations

from typing import Any

from games.bora_bora import data as d
from games.engine import State


def new_player() -> dict[str, Any]:
    return {
        "vp": 0,
        "status": 0,
        "stamp": 0,  # later arrival on a status space sits higher in the stack
        "offerings": 0,
        "shells": 0,
        "hand": {c: 0 for c in d.GOD_COLOURS},
        "god_tiles": 0,
        "priests": d.PRIESTS_PER_PLAYER,
        "huts_board": d.PERSON_SPACES - 1,  # huts on spaces 1-11 (one each)
        "huts_12": 1,  # huts stacked on space 12
        "people": [],  # [{"tile": "W:SHELL:2", "shifted": false}]
        "person_on_12": False,
        "cells": [None] * len(d.CEREMONY_LAYOUT),  # None empty, "m" material, int building
        "beside": {m: 0 for m in d.MATERIALS},  # materials kept beside the board
        "buildings": list(d.BUILDING_TILES),  # unbuilt building tiles
        "built": [],
        "tasks": [],
        "done_tasks": [],  # [{"task": id, "vp": n}]
        "jewelry": [],
        "fish_scored": [],
    }


def new_state(players: int) -> State:
    return {
        "players": players,
        "round": 0,
        "phase": "setup",
        "current": None,
        "idx": 0,
        "order": list(range(players)),
        "frames": [],
        "regions": {r: {"fish": None, "huts": []} for r in d.REGIONS},
        "tiles": {t: [] for t in d.ACTION_TILES[players]},
        "fishing": [],
        "dice": {str(s): [] for s in range(players)},
        "displays": {"M": [None] * d.DISPLAY_SIZE, "W": [None] * d.DISPLAY_SIZE},
        "stacks": {"M": [], "W": []},
        "boxed": {"M": [], "W": []},
        "task_display": [],
        "task_stack": [],
        "tasks_boxed": [],
        "jewelry": [[] for _ in range(d.ROUNDS)],
        "temple": [None] * d.TEMPLE_SPACES,  # index i is temple space i + 1
        "temple_god_tiles": d.TEMPLE_GOD_TILES,
        "god_deck": [],
        "god_display": [],
        "god_discard": [],
        "status_clock": 0,
        "p": {str(s): new_player() for s in range(players)},
        "final": None,
    }


# -- read-only helpers ---------------------------------------------------------------------------


def player(state: State, seat: int) -> dict[str, Any]:
    return state["p"][str(seat)]


def huts_in_hand(p: dict[str, Any]) -> int:
    """Huts still on the player board (spaces 1-11 and 12)."""
    return p["huts_board"] + p["huts_12"]


def people_on_1_to_11(p: dict[str, Any]) -> int:
    return len(p["people"]) - (1 if p["person_on_12"] else 0)


def free_person_spaces(p: dict[str, Any]) -> int:
    free = d.PERSON_SPACES - 1 - p["huts_board"] - people_on_1_to_11(p)
    if p["huts_12"] == 0 and not p["person_on_12"]:
        free += 1
    return free


def regions_of(state: State, seat: int) -> list[str]:
    return [r for r, region in state["regions"].items() if seat in region["huts"]]


def has_hut_in(state: State, seat: int, region: str) -> bool:
    return seat in state["regions"][region]["huts"]


def hand_size(p: dict[str, Any]) -> int:
    return sum(p["hand"].values())


#: material -> the ceremony spaces printed with it
_SPACES_OF: dict[str, list[int]] = {
    material: [i for i, kind in enumerate(d.CEREMONY_LAYOUT) if kind == material]
    for material in d.MATERIALS
}


def material_count(p: dict[str, Any], material: str) -> int:
    cells = p["cells"]
    on_board = sum(1 for i in _SPACES_OF[material] if cells[i] == "m")
    return on_board + p["beside"][material]


def empty_material_spaces(p: dict[str, Any], material: str) -> list[int]:
    """The empty ceremony spaces printed with ``material`` (where a new one of it may go)."""
    cells = p["cells"]
    return [i for i in _SPACES_OF[material] if cells[i] is None]


def material_destinations(p: dict[str, Any], material: str) -> list[int | None]:
    """Where a new ``material`` may go: any empty space of its kind, chosen by the player;
    only when none is left does it go beside the board (``None``)."""
    return list(empty_material_spaces(p, material)) or [None]


def seat_of_turn_position(state: State, position: int) -> int:
    return state["order"][position]


def status_ranking(state: State) -> list[int]:
    """Seats from the top of the status stack after the reset: further right ends higher."""
    seats = range(state["players"])
    return sorted(seats, key=lambda s: (-player(state, s)["status"], -player(state, s)["stamp"]))
