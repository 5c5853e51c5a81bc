"""Phase II, main action Build Monument: where a new monument may go."""

from __future__ import annotations

from games.engine import Action, IllegalAction, Resolution, State
from games.great_zimbabwe import data
from games.great_zimbabwe.effects import field, set_turn
from games.great_zimbabwe.position import Position, position
from games.great_zimbabwe.refusals import _
from games.great_zimbabwe.state import (
    has_god,
)


def is_empty_land(state: State, cell: int) -> bool:
    """Land with nothing on it: no water, start area, resource, monument or craftsman."""
    return position(state).is_empty_land(cell)


def violates_zoning(state: State, cell: int) -> bool:
    """A new monument may not touch (8 directions) any monument of any player."""
    return position(state).next_to_monument(cell)


def monument_sites(state: State, seat: int, where: Position | None = None) -> list[int]:
    """``where``: the state's position, when the caller has it already."""
    return (where or position(state)).monument_sites(state["turn"]["nomads"])


def may_build_monument_now(state: State, seat: int) -> bool:
    turn = state["turn"]
    if turn["main"] is None:
        return True
    return turn["main"] == "build" and has_god(state, seat, "obatala") and turn["built"] < 2


def empty_land_cells(state: State) -> list[int]:
    return position(state).empty_land()


def do_build_monument(res: Resolution, seat: int, action: Action) -> None:
    cell = field(action, "cell", int)
    state = res.state
    if not may_build_monument_now(state, seat):
        raise IllegalAction(_("your turn has one main action and it is not Build Monument"))
    if not is_empty_land(state, cell):
        raise IllegalAction(_("a monument goes on an empty land square"))
    if not state["turn"]["nomads"] and violates_zoning(state, cell):
        raise IllegalAction(
            _("a new monument may not be next to another monument (Nomads lift this)")
        )
    res.emit({"type": "monument", "seat": seat, "cell": cell, "nomads": state["turn"]["nomads"]})
    res.emit({"type": "vp", "seat": seat, "delta": data.MONUMENT_VP_TOTAL[1]})
    set_turn(res, main="build", built=state["turn"]["built"] + 1)
