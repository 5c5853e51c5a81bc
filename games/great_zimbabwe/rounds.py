"""The round skeleton: phase I starts, each turn of phase II starts and ends, and phases III
(income) and IV (victory check), which need no decision, follow the last turn.
"""

from __future__ import annotations

from games.engine import Action, Resolution, State
from games.great_zimbabwe.effects import card, herd, move_cattle
from games.great_zimbabwe.state import (
    god_owner,
    has_god,
    income,
    lines_with_primary,
    plaque_order,
)

GOD_PLAQUE = -1


def start_round(res: Resolution, state: State | None = None) -> None:
    """Phase I begins. ``state``: the table to read the VR order and gods from, when the
    caller's effects so far change neither (``end_round``): the resolution then applies no
    effect to a copy of the table just to read them."""
    state = res.state if state is None else state
    bidders = plaque_order(state)
    plaques = list(bidders)
    # Shadipinyi's plaque sits in front only while somebody adores him (digest Q5).
    if god_owner(state, "shadipinyi") is not None:
        plaques.insert(0, GOD_PLAQUE)
    res.emit(
        {
            "type": "auction_start",
            "round": state["round"] + 1,
            "plaques": plaques,
            "bidders": bidders,
        }
    )


def start_turn(
    res: Resolution, index: int, state: State | None = None, seat: int | None = None
) -> None:
    """The turn of the ``index``-th seat in the turn order. ``state``: a table showing the
    seats' gods and the craftsmen on the map, and ``seat``: the seat whose turn it is, when
    the turn order is not on it yet (the auction's end, which changes neither, passes the
    table before it, so that no copy is made to read them)."""
    state = res.state if state is None else state
    seat = state["turn_order"][index] if seat is None else seat
    res.emit(
        {
            "type": "turn_start",
            "seat": seat,
            "index": index,
            "dziva_open": has_god(state, seat, "dziva"),
            "lines_at_start": lines_with_primary(state),
        }
    )


def do_end_turn(res: Resolution, seat: int, action: Action) -> None:
    state = res.state
    index = state["turn_index"] + 1
    if index < len(state["turn_order"]):
        start_turn(res, index, state)
        return
    end_round(res)


def end_round(res: Resolution) -> None:
    # Read throughout as the table was before phase III: its effects (cattle back to the herds,
    # income, builders going idle, markers cleared) change nothing read below - a seat's own
    # cards, the monuments, gods, VP, VR and the VR order - and reading ``res.state`` after each
    # would make the resolution copy the seats to apply them.
    state = res.state
    # Phase III: cattle on cards come back, then income by the highest monument (+2 Engai).
    for seat in range(state["players"]):
        player = state["seats"][seat]
        for name, count in sorted(player["cards"].items()):
            move_cattle(res, card(seat, name), herd(seat), count)
        move_cattle(res, "bank", herd(seat), income(state, seat))
        if player["builder_active"]:
            res.emit({"type": "builder_active", "seat": seat, "active": False})
    # Phase IV: a player with VP >= VR wins; ties by margin, Xango, VP, then turn order.
    order = state["turn_order"]
    reached = [
        s for s in range(state["players"]) if state["seats"][s]["vp"] >= state["seats"][s]["vr"]
    ]
    if reached:

        def rank(seat: int) -> tuple:
            player = state["seats"][seat]
            return (
                player["vp"] - player["vr"],
                1 if player["god"] == "xango" else 0,
                player["vp"],
                -order.index(seat),
            )

        winner = max(reached, key=rank)
        scores = {str(s): p["vp"] - p["vr"] for s, p in enumerate(state["seats"])}
        res.emit({"type": "game_over", "winners": [winner], "scores": scores})
        return
    res.emit({"type": "clear_used"})
    start_round(res, state)
