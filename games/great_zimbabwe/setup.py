"""Setting The Great Zimbabwe's table up: the map, the gods in play, cattle, the VR stack and
the order in which the first monuments are placed."""

from __future__ import annotations

import random
from typing import Any

from games.engine import Effect, Resolution
from games.great_zimbabwe import data
from games.great_zimbabwe.board import build_map
from games.great_zimbabwe.effects import EFFECTS, herd, move_cattle
from games.great_zimbabwe.state import new_state


def setup_effects(players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
    res = Resolution(EFFECTS, new_state(players, options), rng)
    built = build_map(players, rng)
    res.emit({"type": "map", "terrain": built["terrain"], "tiles": built["tiles"]})
    if options.get("beginner"):
        gods = list(data.BEGINNER_GODS)
        specialists: list[str] = []
    else:
        gods = list(data.GOD_NAMES)
        rng.shuffle(gods)
        gods = sorted(gods[: data.GODS_IN_PLAY], key=data.GOD_NAMES.index)
        specialists = list(data.SPECIALIST_NAMES)
    res.emit({"type": "components", "gods": gods, "specialists": specialists})
    for seat in range(players):
        move_cattle(res, "bank", herd(seat), data.START_CATTLE)
    # VR discs are drawn at random and stacked on 20, the first drawn at the bottom.
    stack = list(range(players))
    rng.shuffle(stack)
    res.emit({"type": "vr_stack", "order": stack})
    # First monuments are placed from the top of the stack downwards (R-ES).
    res.emit({"type": "first_monuments", "order": list(reversed(stack))})
    return res.effects
