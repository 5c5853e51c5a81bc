"""Shared helpers for the Bora Bora tests: build a table, act, and hand-craft situations."""

from __future__ import annotations

import random
from typing import Any

from games.bora_bora import GAME
from games.bora_bora import data as d
from games.bora_bora.state import player
from games.engine import apply_all

State = dict[str, Any]


def fresh(players: int = 3, seed: int = 1) -> State:
    """A table right after setup (starting huts not yet placed)."""
    rng = random.Random(seed)
    return apply_all(GAME, GAME.new_state(players, {}), GAME.setup(players, {}, rng))


def act(state: State, seat: int, action: dict[str, Any], seed: int = 0) -> State:
    effects = GAME.resolve(state, seat, action, random.Random(seed))
    return apply_all(GAME, state, effects)


def place_start_huts(state: State) -> State:
    """Every seat puts its first hut on the first free '1' region (in reverse turn order)."""
    while state["phase"] == "start_huts":
        seat = state["current"]
        state = act(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def give_turn(state: State, seat: int, frame: dict[str, Any], phase: str = "A") -> State:
    """Make ``seat`` face ``frame`` now (a hand-crafted situation for one rule)."""
    state["phase"] = phase
    state["current"] = seat
    state["idx"] = state["order"].index(seat)
    state["frames"] = [frame]
    if state["round"] == 0:
        state["round"] = 1
    return state


def put_hut(state: State, seat: int, region: str) -> None:
    """Move a hut from the seat's board to ``region`` (test setup, not a game action)."""
    p = player(state, seat)
    p["huts_board"] -= 1
    state["regions"][region]["huts"].append(seat)


def types(actions: list[dict[str, Any]]) -> set[str]:
    return {a["type"] for a in actions}


def clear_board(state: State) -> None:
    """No hut anywhere on the main board (test setup)."""
    for info in state["regions"].values():
        info["huts"] = []


def no_gods(state: State, seat: int) -> None:
    """The seat holds no god card and no God tile (so no god can be called)."""
    p = player(state, seat)
    p["hand"] = {c: 0 for c in d.GOD_COLOURS}
    p["god_tiles"] = 0
