"""The round skeleton: phase I starts, each turn of phase II starts and ends, and phases III
(income) and IV (victory check), which need no decision, follow the last turn.
"""

from __future__ import annotations

from games.engine import Action
from games.great_zimbabwe.effects import Emitter, card, herd
from games.great_zimbabwe.state import (
    god_owner,
    has_god,
    income,
    lines_with_primary,
    plaque_order,
)

GOD_PLAQUE = -1


def start_round(emit: Emitter) -> None:
    state = emit.state
    bidders = plaque_order(state)
    plaques = list(bidders)
    # Shadipinyi's plaque sits in front only while somebody adores him (digest Q5).
    if god_owner(state, "shadipinyi") is not None:
        plaques.insert(0, GOD_PLAQUE)
    emit(
        {
            "type": "auction_start",
            "round": state["round"] + 1,
            "plaques": plaques,
            "bidders": bidders,
        }
    )


def start_turn(emit: Emitter, index: int) -> None:
    state = emit.state
    seat = state["turn_order"][index]
    emit(
        {
            "type": "turn_start",
            "seat": seat,
            "index": index,
            "dziva_open": has_god(state, seat, "dziva"),
            "lines_at_start": lines_with_primary(state),
        }
    )


def do_end_turn(emit: Emitter, seat: int, action: Action) -> None:
    state = emit.state
    index = state["turn_index"] + 1
    if index < len(state["turn_order"]):
        start_turn(emit, index)
        return
    end_round(emit)


def end_round(emit: Emitter) -> None:
    state = emit.state
    # Phase III: cattle on cards come back, then income by the highest monument (+2 Engai).
    for seat in range(state["players"]):
        for name, count in sorted(emit.state["seats"][seat]["cards"].items()):
            emit.cattle(card(seat, name), herd(seat), count)
        emit.cattle("bank", herd(seat), income(emit.state, seat))
        if emit.state["seats"][seat]["builder_active"]:
            emit({"type": "builder_active", "seat": seat, "active": False})
    # Phase IV: a player with VP >= VR wins; ties by margin, Xango, VP, then turn order.
    state = emit.state
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
        emit({"type": "game_over", "winners": [winner], "scores": scores})
        return
    emit({"type": "clear_used"})
    start_round(emit)
