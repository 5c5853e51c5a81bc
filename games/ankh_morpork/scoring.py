"""Winning and scoring: personalities' goals, points at the end, the tie-break, game over."""

from __future__ import annotations

from games.ankh_morpork.data import (
    AREAS,
    PERSONALITIES,
)
from games.ankh_morpork.state import building_value, buildings_of, controlled_areas, trouble_count
from games.engine import Effect, State

LOAN_REPAY, LOAN_PENALTY = 12, 15

# =============================================================================
# Winning and scoring
# =============================================================================


def net_worth(state: State, seat: int) -> int:
    """Chrysoprase: cash + buildings (not in demon areas) - $12 per loan."""
    return (
        state["money"][seat] + building_value(state, seat) - LOAN_REPAY * len(state["loans"][seat])
    )


def personality_met(state: State, seat: int) -> bool:
    """Checked at the start of the owner's turn (Commander Vimes never wins this way)."""
    pid = state["personalities"][seat]
    if pid is None:
        return False
    win = PERSONALITIES[pid]["win"]
    players = str(state["players"])
    kind = win["type"]
    if kind == "minions_in_areas":
        areas = sum(
            1 for a in state["areas"].values() if a["minions"][seat] > 0 and not a["demons"]
        )
        return areas >= win["areas_needed"][players]
    if kind == "control_areas":
        return controlled_areas(state, seat) >= win["areas_needed"][players]
    if kind == "trouble_markers_on_board":
        return trouble_count(state) >= win["needed"]
    if kind == "net_worth":
        return net_worth(state, seat) >= win["target"]
    return False


def points(state: State, seat: int) -> int:
    """5 per minion, printed cost per building (nothing in demon areas), $1 each; loans settled."""
    total = 0
    for a in state["areas"].values():
        if not a["demons"]:
            total += 5 * a["minions"][seat]
    total += building_value(state, seat)
    money = state["money"][seat]
    penalty = 0
    for _ in state["loans"][seat]:
        if money >= LOAN_REPAY:
            money -= LOAN_REPAY
        else:
            penalty += LOAN_PENALTY
    return total + money - penalty


def tie_break_value(state: State, seat: int) -> int:
    if state["options"]["tie_break"] == "highest_building_then_shared":
        return max((AREAS[b]["cost"] for b in buildings_of(state, seat)), default=0)
    return max((AREAS[n]["cost"] for n in state["city_cards"][seat]), default=0)


def game_over_effect(state: State, reason: str, winner: int | None = None) -> Effect:
    """The end of the game: each seat's points, the winners and every personality revealed.

    ``winner`` is a personality's owner who met its goal; else Commander Vimes wins when the
    deck ran out, else the most points (then the tie-break) win.
    """
    seats = list(range(state["players"]))
    scores = {str(s): points(state, s) for s in seats}
    if reason == "deck":
        vimes = [s for s in seats if state["personalities"][s] == "commander_vimes"]
        if vimes:
            winner = vimes[0]
    if winner is not None:
        winners = [winner]
    else:
        best = max(scores.values())
        tied = [s for s in seats if scores[str(s)] == best]
        top = max(tie_break_value(state, s) for s in tied)
        winners = [s for s in tied if tie_break_value(state, s) == top]
    result = {"winners": winners, "scores": scores, "reason": reason}
    return {"type": "game_over", "result": result, "personalities": list(state["personalities"])}
