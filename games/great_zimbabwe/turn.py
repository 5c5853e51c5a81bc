"""Phase II, a player's turn: what may be done now, and dispatching an action to its phase."""

from __future__ import annotations

from games.engine import Action, IllegalAction, Resolution, State
from games.engine.i18n import N_
from games.great_zimbabwe import data
from games.great_zimbabwe.craftsmen import (
    craftsman_sites,
    do_choose_craftsman,
    do_dziva_price,
    do_place_craftsman,
    do_raise_price,
    do_set_price,
    may_place_craftsmen_now,
    placeable_craftsmen,
)
from games.great_zimbabwe.effects import set_turn
from games.great_zimbabwe.gods_and_specialists import (
    can_choose_god,
    can_hire_specialist,
    do_choose_god,
    do_hire_specialist,
    do_place_resource,
    do_place_water,
    do_use_specialist,
    use_specialist_actions,
)
from games.great_zimbabwe.monuments import (
    do_build_monument,
    may_build_monument_now,
    monument_sites,
)
from games.great_zimbabwe.position import position
from games.great_zimbabwe.raising import (
    buy_choices,
    do_buy_good,
    do_raise_monument,
    raise_actions,
)
from games.great_zimbabwe.refusals import _
from games.great_zimbabwe.rounds import do_end_turn
from games.great_zimbabwe.state import has_god, transport_range


def turn_actions(state: State, seat: int) -> list[Action]:
    turn = state["turn"]
    pending = turn["pending"]
    player = state["seats"][seat]
    # Asked of every check below that depends on the pieces on the map.
    where = position(state)
    if pending is not None:
        kind = pending["kind"]
        if kind == "use_hired":
            return use_specialist_actions(state, seat, pending["specialist"], where)
        if kind == "place_resource":
            return [{"type": "place_resource", "cell": c} for c in where.empty_land()]
        if kind == "place_water":
            return [{"type": "place_water", "cells": pair} for pair in where.water_sites()]
        if kind == "place_craftsman":
            return [
                {"type": "place_craftsman", "cells": cells}
                for cells in craftsman_sites(state, pending["craftsman"], where=where)
            ]
        if kind == "set_price":
            return [
                {"type": "set_price", "craftsman": pending["craftsman"], "price": p}
                for p in data.PRICE_OPTIONS
            ]
        if kind == "raise":
            return buy_choices(state, seat, where=where)
        raise ValueError(kind)  # pragma: no cover

    actions: list[Action] = []
    if turn["dziva_open"] and has_god(state, seat, "dziva"):
        for craftsman, tech in player["techs"].items():
            if craftsman in turn["dziva_set"]:
                continue
            for price in data.PRICE_OPTIONS:
                if price != tech["price"]:
                    actions.append({"type": "dziva_price", "craftsman": craftsman, "price": price})
    if not turn["chose"]:
        # A tribe adores one god for the whole game (``can_choose_god``): none is asked of one
        # that has (most turns of a match).
        for god in state["gods_available"] if player["god"] is None else ():
            if can_choose_god(state, seat, god) is None:
                actions.append({"type": "choose_god", "god": god})
        for specialist in state["specialists_available"]:
            if can_hire_specialist(state, seat, specialist, where) is None:
                actions.append({"type": "hire_specialist", "specialist": specialist})
    # ``can_use_specialist``, whose last check (a cost the player can pay now) is the one that
    # makes the listing below empty: owned, not used yet this turn, and no step pending.
    used = turn["used"]
    for specialist in player["specialists"]:
        if specialist not in used:
            actions.extend(use_specialist_actions(state, seat, specialist, where))
    main = turn["main"]  # no main action yet at most listings: no rule asked for it
    if main is None or may_build_monument_now(state, seat):
        actions += [
            {"type": "build_monument", "cell": c} for c in monument_sites(state, seat, where)
        ]
    if main is None or may_place_craftsmen_now(state):
        limit = transport_range(state)
        for craftsman in placeable_craftsmen(state, seat):
            if where.has_craftsman_site(craftsman, limit):
                actions.append({"type": "choose_craftsman", "craftsman": craftsman})
        for craftsman, tech in player["techs"].items():
            for price in data.PRICE_OPTIONS:
                if price > tech["price"]:
                    actions.append({"type": "raise_price", "craftsman": craftsman, "price": price})
    if main is None or main == "raise":
        actions += raise_actions(state, seat, where)
    actions.append({"type": "end_turn"})
    return actions


def resolve_turn_action(res: Resolution, seat: int, action: Action) -> None:
    kind = action["type"]
    handler = TURN_HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(_("{kind} is not an action of a player's turn").format(kind=repr(kind)))
    state = res.state
    turn = state["turn"]
    pending = turn["pending"]
    if pending is None:
        # A step of a pending decision (an action gone stale, or sent twice) with none pending.
        reason = NOTHING_PENDING.get(kind)
        if reason is not None:
            raise IllegalAction(_(reason))
    elif kind not in PENDING_ACCEPTS[pending["kind"]]:
        raise IllegalAction(_(PENDING_REASON[pending["kind"]]))
    if turn["dziva_open"] and kind not in ("dziva_price",):
        # Dziva's price change is at the start of the turn (or on taking him): close it.
        set_turn(res, dziva_open=False)
    handler(res, seat, action)


PENDING_ACCEPTS = {
    "use_hired": {"use_specialist"},
    "place_resource": {"place_resource"},
    "place_water": {"place_water"},
    "place_craftsman": {"place_craftsman"},
    "set_price": {"set_price"},
    "raise": {"buy_good"},
}
PENDING_REASON = {
    "use_hired": N_("a specialist hired this turn must be paid and used first"),
    "place_resource": N_("the Shaman was paid, so place the resource tile first"),
    "place_water": N_("the Rain Ceremony was paid, so place the water tile first"),
    "place_craftsman": N_("place the chosen craftsman first"),
    "set_price": N_("set the price of the new technology card first"),
    "raise": N_("finish buying the ritual goods for this monument first"),
}

#: The actions that only answer a pending step, and why each is refused when none is pending.
NOTHING_PENDING = {
    "place_resource": N_("no resource tile is waiting to be placed (the Shaman places one)"),
    "place_water": N_("no water tile is waiting to be placed (the Rain Ceremony places one)"),
    "place_craftsman": N_("choose the craftsman to place first"),
    "set_price": N_("no new technology card is waiting for its price"),
    "buy_good": N_("choose the monument to raise first"),
}


TURN_HANDLERS = {
    "choose_god": do_choose_god,
    "hire_specialist": do_hire_specialist,
    "use_specialist": do_use_specialist,
    "place_resource": do_place_resource,
    "place_water": do_place_water,
    "build_monument": do_build_monument,
    "choose_craftsman": do_choose_craftsman,
    "place_craftsman": do_place_craftsman,
    "set_price": do_set_price,
    "raise_price": do_raise_price,
    "dziva_price": do_dziva_price,
    "raise_monument": do_raise_monument,
    "buy_good": do_buy_good,
    "end_turn": do_end_turn,
}
