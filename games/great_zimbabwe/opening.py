"""Before the first round: setup (map, gods, cattle, VR stack) and the first monuments."""

from __future__ import annotations

import random
from typing import Any

from games.engine import Action, Effect, IllegalAction, State
from games.great_zimbabwe import data
from games.great_zimbabwe.board import START, build_map
from games.great_zimbabwe.effects import Emitter, field, herd
from games.great_zimbabwe.rounds import start_round
from games.great_zimbabwe.state import geo, monument_cells, new_state


def setup_effects(players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
    emit = Emitter(new_state(players, options))
    built = build_map(players, rng)
    emit({"type": "map", "terrain": built["terrain"], "tiles": built["tiles"]})
    if options.get("beginner"):
        gods = list(data.BEGINNER_GODS)
        specialists: list[str] = []
    else:
        gods = list(data.GOD_NAMES)
        rng.shuffle(gods)
        gods = sorted(gods[: data.GODS_IN_PLAY], key=data.GOD_NAMES.index)
        specialists = list(data.SPECIALIST_NAMES)
    emit({"type": "components", "gods": gods, "specialists": specialists})
    for seat in range(players):
        emit.cattle("bank", herd(seat), data.START_CATTLE)
    # VR discs are drawn at random and stacked on 20, the first drawn at the bottom.
    stack = list(range(players))
    rng.shuffle(stack)
    emit({"type": "vr_stack", "order": stack})
    # First monuments are placed from the top of the stack downwards (R-ES).
    emit({"type": "first_monuments", "order": list(reversed(stack))})
    return emit.effects


def free_start_areas(state: State) -> list[int]:
    taken = monument_cells(state)
    return [cell for cell in geo(state).cells_of(START) if cell not in taken]


def resolve_first_monument(emit: Emitter, seat: int, action: Action) -> None:
    cell = field(action, "cell", int)
    state = emit.state
    if cell not in free_start_areas(state):
        raise IllegalAction("the first monument goes on a free start area")
    emit({"type": "monument", "seat": seat, "cell": cell})
    emit({"type": "vp", "seat": seat, "delta": data.MONUMENT_VP_TOTAL[1]})
    if not emit.state["placing_order"]:
        start_round(emit)
