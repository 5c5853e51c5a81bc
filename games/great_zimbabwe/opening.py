"""Before the first round: the first monuments, from the top of the VR stack down."""

from __future__ import annotations

from games.engine import Action, IllegalAction, Resolution, State
from games.great_zimbabwe import data
from games.great_zimbabwe.board import START
from games.great_zimbabwe.effects import field
from games.great_zimbabwe.refusals import _
from games.great_zimbabwe.rounds import start_round
from games.great_zimbabwe.state import geo, monument_cells


def free_start_areas(state: State) -> list[int]:
    taken = monument_cells(state)
    return [cell for cell in geo(state).cells_of(START) if cell not in taken]


def resolve_first_monument(res: Resolution, seat: int, action: Action) -> None:
    cell = field(action, "cell", int)
    state = res.state
    if cell not in free_start_areas(state):
        raise IllegalAction(_("the first monument goes on a free start area"))
    res.emit({"type": "monument", "seat": seat, "cell": cell})
    res.emit({"type": "vp", "seat": seat, "delta": data.MONUMENT_VP_TOTAL[1]})
    if not res.state["placing_order"]:
        start_round(res)
