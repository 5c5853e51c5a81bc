"""Phase II, the optional parts of a turn: adore a god or hire a specialist, and use specialists
(the Shaman's resource tile and the Rain Ceremony's water tile included).
"""

from __future__ import annotations

from bisect import bisect_right

from games.engine import Action, IllegalAction, Resolution, State
from games.engine.i18n import N_
from games.great_zimbabwe import data
from games.great_zimbabwe.components import resource_name
from games.great_zimbabwe.effects import card, field, herd, move_cattle, set_turn
from games.great_zimbabwe.monuments import is_empty_land
from games.great_zimbabwe.position import Position, position
from games.great_zimbabwe.refusals import _, refusal


def vr_after_god(state: State, seat: int, god: str) -> int:
    """Gu lowers every owned technology card to 1 VR before adding its own VR (rulebook)."""
    player = state["seats"][seat]
    vr = player["vr"] + data.GODS[god]["vr"]
    if god == "gu":
        for craftsman, tech in player["techs"].items():
            vr -= data.tech_vr(craftsman, tech["card"]) - data.GU_TECH_VR
    return vr


def can_choose_god(state: State, seat: int, god: str) -> str | None:
    """None when allowed, else the broken rule."""
    turn = state["turn"]
    if turn["chose"]:
        return N_("you may take only one god or specialist per turn")
    if state["seats"][seat]["god"] is not None:
        return N_("a tribe adores only one god for the whole game")
    if god not in state["gods_available"]:
        return f"{god} is not available"
    if vr_after_god(state, seat, god) > data.MAX_VR:
        return N_("taking that god would raise your VR above 40")
    return None


def specialist_cost_options(
    state: State, seat: int, specialist: str, where: Position | None = None
) -> list[int]:
    """The use costs the player can pay now (empty if the specialist cannot be used).
    ``where``: the state's position, when the caller has it already."""
    player = state["seats"][seat]
    if specialist == "shaman" and (
        not any(state["resource_supply"].values())
        or not (where or position(state)).has_empty_land()
    ):
        return []
    if specialist == "rain_ceremony" and (
        state["water_tiles"] <= 0 or not (where or position(state)).has_water_site()
    ):
        return []
    costs = _USE_COSTS[specialist]
    return costs[: bisect_right(costs, player["cattle"])]


#: Each specialist's use costs, lowest first (as the data lists them): those the player can pay
#: are the first few, a slice rather than a loop (asked for every owned specialist, every
#: listing).
_USE_COSTS = {name: list(info["use_cost"]) for name, info in data.SPECIALISTS.items()}
assert all(costs == sorted(costs) for costs in _USE_COSTS.values())


def can_hire_specialist(
    state: State, seat: int, specialist: str, where: Position | None = None
) -> str | None:
    turn = state["turn"]
    if turn["chose"]:
        return N_("you may take only one god or specialist per turn")
    if specialist not in state["specialists_available"]:
        return f"the {specialist} is not available"
    if state["seats"][seat]["vr"] + data.SPECIALISTS[specialist]["vr"] > data.MAX_VR:
        return N_("hiring that specialist would raise your VR above 40")
    if not specialist_cost_options(state, seat, specialist, where):
        return N_("a hired specialist must be paid and used this turn, and you cannot use it now")
    return None


def can_use_specialist(
    state: State, seat: int, specialist: str, where: Position | None = None
) -> str | None:
    turn = state["turn"]
    pending = turn["pending"]
    if specialist not in state["seats"][seat]["specialists"]:
        return f"you do not own the {specialist}"
    if specialist in turn["used"]:
        return N_("each specialist may be used only once per turn")
    if pending is not None and not (
        pending["kind"] == "use_hired" and pending["specialist"] == specialist
    ):
        return N_("finish the current step first")
    if not specialist_cost_options(state, seat, specialist, where):
        return f"you cannot pay or use the {specialist} now"
    return None


def water_sites(state: State) -> list[list[int]]:
    """Two orthogonally adjacent empty land squares for a Rain Ceremony water tile."""
    return position(state).water_sites()


def use_specialist_actions(
    state: State, seat: int, specialist: str, where: Position | None = None
) -> list[Action]:
    if specialist == "shaman" or specialist == "rain_ceremony":
        costs = specialist_cost_options(state, seat, specialist, where)
    else:
        # ``specialist_cost_options`` of a specialist with no condition but his cost, written
        # out: every listing asks it of every owned specialist.
        costs = _USE_COSTS[specialist]
        costs = costs[: bisect_right(costs, state["seats"][seat]["cattle"])]
    if specialist == "herd":
        return [{"type": "use_specialist", "specialist": "herd", "amount": n} for n in costs]
    if not costs:
        return []
    if specialist == "shaman":
        return [
            {"type": "use_specialist", "specialist": "shaman", "resource": r}
            for r in data.RESOURCES
            if state["resource_supply"][r] > 0
        ]
    return [{"type": "use_specialist", "specialist": specialist}]


def do_choose_god(res: Resolution, seat: int, action: Action) -> None:
    god = field(action, "god", str)
    state = res.state
    reason = can_choose_god(state, seat, god)
    if reason:
        raise IllegalAction(refusal(reason, god=god))
    delta = vr_after_god(state, seat, god) - state["seats"][seat]["vr"]
    res.emit({"type": "take_god", "seat": seat, "god": god})
    res.emit({"type": "vr", "seat": seat, "delta": delta})
    set_turn(res, chose=True)
    if god == "dziva":
        set_turn(res, dziva_open=True, dziva_set=[])


def do_hire_specialist(res: Resolution, seat: int, action: Action) -> None:
    specialist = field(action, "specialist", str)
    reason = can_hire_specialist(res.state, seat, specialist)
    if reason:
        raise IllegalAction(refusal(reason, specialist=specialist))
    res.emit({"type": "take_specialist", "seat": seat, "specialist": specialist})
    res.emit({"type": "vr", "seat": seat, "delta": data.SPECIALISTS[specialist]["vr"]})
    set_turn(res, chose=True, pending={"kind": "use_hired", "specialist": specialist})


def do_use_specialist(res: Resolution, seat: int, action: Action) -> None:
    specialist = field(action, "specialist", str)
    state = res.state
    if specialist not in data.SPECIALISTS:
        raise IllegalAction(_("there is no specialist called {name}").format(name=repr(specialist)))
    reason = can_use_specialist(state, seat, specialist)
    if reason:
        raise IllegalAction(refusal(reason, specialist=specialist))
    costs = specialist_cost_options(state, seat, specialist)
    cost = costs[0]
    if specialist == "herd":
        cost = field(action, "amount", int)
        if cost not in data.HERD_BONUS:
            raise IllegalAction(_("the Herd takes 2, 4 or 6 cattle"))
        if cost not in costs:
            raise IllegalAction(_("you do not have that many cattle"))
    resource = None
    if specialist == "shaman":
        resource = field(action, "resource", str)
        if state["resource_supply"].get(resource, 0) <= 0:
            raise IllegalAction(
                _("no {resource} resource tile is left in the supply").format(
                    resource=resource_name(resource)
                )
            )
    used = state["turn"]["used"] + [specialist]
    move_cattle(res, herd(seat), card(seat, f"specialist:{specialist}"), cost)
    pending = None
    if specialist == "herd":
        move_cattle(res, "bank", card(seat, "specialist:herd"), data.HERD_BONUS[cost])
    elif specialist == "nomads":
        set_turn(res, nomads=True)
    elif specialist == "builder":
        res.emit({"type": "builder_active", "seat": seat, "active": True})
    elif specialist == "shaman":
        pending = {"kind": "place_resource", "resource": resource}
    elif specialist == "rain_ceremony":
        pending = {"kind": "place_water"}
    set_turn(res, used=used, pending=pending)


def do_place_resource(res: Resolution, seat: int, action: Action) -> None:
    cell = field(action, "cell", int)
    if not is_empty_land(res.state, cell):
        raise IllegalAction(_("a resource tile goes on an empty land square"))
    resource = res.state["turn"]["pending"]["resource"]
    res.emit({"type": "place_resource", "cell": cell, "resource": resource})
    set_turn(res, pending=None)


def do_place_water(res: Resolution, seat: int, action: Action) -> None:
    cells = field(action, "cells", list)
    if sorted(cells) not in water_sites(res.state) or cells != sorted(cells):
        raise IllegalAction(_("a water tile covers two orthogonally adjacent empty land squares"))
    res.emit({"type": "place_water", "cells": cells})
    set_turn(res, pending=None)
