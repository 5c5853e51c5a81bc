"""What players see. The Great Zimbabwe has no hidden information: every component, herd,
price and card is on the table, so every seat (and a spectator) sees the whole state, plus a
few derived facts that save a client some work.
"""

from __future__ import annotations

import random

from games.engine import State, View, clone
from games.great_zimbabwe import data
from games.great_zimbabwe.state import geo, income, plaque_order

#: Keys the view adds to the state; ``sample`` drops them again.
DERIVED_KEYS = ("width", "height", "plaque_order_now", "income_now", "legend")


def view(state: State, seat: int | None, *, omniscient: bool = False) -> View:
    result = clone(state)
    if state["map"]["terrain"]:
        g = geo(state)
        result["width"] = g.width
        result["height"] = g.height
    else:
        result["width"] = result["height"] = 0
    result["legend"] = {
        ".": "land",
        "~": "water",
        "S": "start area",
        " ": "off the map",
        **{letter: name for name, letter in data.RESOURCE_LETTER.items()},
    }
    result["plaque_order_now"] = plaque_order(state)
    result["income_now"] = {
        str(seat_index): income(state, seat_index) for seat_index in range(state["players"])
    }
    return result


def sample(view_: View, seat: int, rng: random.Random) -> State:
    """Nothing is hidden, so the only consistent state is the viewed one."""
    state = clone(view_)
    for key in DERIVED_KEYS:
        state.pop(key, None)
    return state
