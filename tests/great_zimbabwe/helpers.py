"""Build hand-made Great Zimbabwe positions for rule tests."""

from __future__ import annotations

import random

from games.engine import IllegalAction, Resolution, apply_all
from games.great_zimbabwe import GAME, data
from games.great_zimbabwe.effects import EFFECTS
from games.great_zimbabwe.rounds import start_turn
from games.great_zimbabwe.state import new_state, total_cattle


def make_state(
    terrain: list[str],
    players: int = 2,
    cattle: int = 10,
    seat: int = 0,
    options: dict | None = None,
) -> dict:
    """A state in phase II on a custom map, turn of ``seat``, with ``cattle`` for everybody.

    ``options`` are match options (validated and completed like at match creation).
    """
    state = new_state(players, GAME.validate_options(players, options))
    state["map"]["terrain"] = list(terrain)
    state["gods_in_play"] = list(data.GOD_NAMES)
    state["gods_available"] = list(data.GOD_NAMES)
    state["specialists_available"] = list(data.SPECIALIST_NAMES)
    for index, player in enumerate(state["seats"]):
        player["cattle"] = cattle
        player["arrival"] = index
        state["bank"] -= cattle
    state["arrival_counter"] = players
    state["phase"] = "actions"
    state["round"] = 1
    state["turn_order"] = list(range(players))
    begin_turn(state, seat)
    return state


def begin_turn(state: dict, seat: int) -> None:
    res = Resolution(EFFECTS, state)
    start_turn(res, state["turn_order"].index(seat))
    apply_all(GAME, state, res.effects)


def cell(state: dict, row: int, col: int) -> int:
    return row * len(state["map"]["terrain"][0]) + col


def add_monument(state: dict, seat: int, row: int, col: int, level: int = 1) -> int:
    monument_id = len(state["monuments"])
    state["monuments"].append(
        {
            "id": monument_id,
            "owner": seat,
            "cell": cell(state, row, col),
            "level": level,
            "nomads": False,
        }
    )
    state["seats"][seat]["vp"] += data.MONUMENT_VP_TOTAL[level]
    return monument_id


def add_craftsman(
    state: dict, seat: int, craftsman: str, cells: list[tuple[int, int]], price: int = 1
) -> int:
    player = state["seats"][seat]
    if craftsman not in player["techs"]:
        card_index = state["tech_stacks"][craftsman].pop(0)
        player["techs"][craftsman] = {"card": card_index, "price": price}
        player["vr"] += data.tech_vr(craftsman, card_index)
    state["craftsmen_supply"][craftsman] -= 1
    craftsman_id = len(state["craftsmen"])
    state["craftsmen"].append(
        {
            "id": craftsman_id,
            "type": craftsman,
            "owner": seat,
            "cells": sorted(cell(state, r, c) for r, c in cells),
        }
    )
    player["vp"] += data.CRAFTSMEN[craftsman]["vp"]
    return craftsman_id


def give_god(state: dict, seat: int, god: str) -> None:
    state["seats"][seat]["god"] = god
    state["gods_available"].remove(god)
    state["seats"][seat]["vr"] += data.GODS[god]["vr"]


def act(state: dict, seat: int, action: dict) -> dict:
    """Resolve and apply one action, checking the house invariants on the way."""
    effects = GAME.resolve(state, seat, action, random.Random(0))
    apply_all(GAME, state, effects)
    assert total_cattle(state) == data.CATTLE_IN_BOX
    return state


def illegal(state: dict, seat: int, action: dict) -> str:
    """The reason a (supposedly illegal) action is refused."""
    try:
        GAME.resolve(state, seat, action, random.Random(0))
    except IllegalAction as error:
        return error.rule
    raise AssertionError(f"{action} was accepted")


def blank(rows: int, cols: int, marks: dict[tuple[int, int], str] | None = None) -> list[str]:
    grid = [["."] * cols for _ in range(rows)]
    for (row, col), letter in (marks or {}).items():
        grid[row][col] = letter
    return ["".join(line) for line in grid]
