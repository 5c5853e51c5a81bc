"""Phase II, main action Place Craftsmen: sites, technology cards and prices (Dziva's too)."""

from __future__ import annotations

from games.engine import Action, IllegalAction, Resolution, State
from games.engine.i18n import N_
from games.great_zimbabwe import data
from games.great_zimbabwe.board import squares
from games.great_zimbabwe.components import named
from games.great_zimbabwe.effects import card, field, herd, move_cattle, set_turn
from games.great_zimbabwe.position import Position, position
from games.great_zimbabwe.refusals import _, refusal
from games.great_zimbabwe.state import (
    effective_tech_vr,
    has_god,
    monument_cells,
    same_turn_rule,
    transport_range,
)


def resource_stops(state: State) -> frozenset[int]:
    """Craftsman-resource legs: monuments are ordinary squares (digest Q6) unless the flag."""
    return monument_cells(state) if data.MONUMENTS_BLOCK_RESOURCE_LEGS else frozenset()


def free_resources(state: State, craftsman: str) -> tuple[int, ...]:
    """Resources of the type's kind not in range of any craftsman of the same type."""
    return tuple(squares(position(state).free_resources(craftsman, transport_range(state))))


def craftsman_blocker(state: State, seat: int, craftsman: str) -> str | None:
    """Why the player cannot start placing this type at all (ignoring the site), or None."""
    info = data.CRAFTSMEN[craftsman]
    player = state["seats"][seat]
    if state["craftsmen_supply"][craftsman] <= 0:
        return f"all {data.CRAFTSMEN_PER_TYPE} {craftsman} tiles are on the map"
    if craftsman not in player["techs"]:
        stack = state["tech_stacks"][craftsman]
        if not stack:
            return f"no {craftsman} technology card is left"
        added = data.GU_TECH_VR if has_god(state, seat, "gu") else data.tech_vr(craftsman, stack[0])
        if player["vr"] + added > data.MAX_VR:
            return N_("taking that technology card would raise your VR above 40")
    if player["cattle"] < info["build_cost"]:
        return f"a {craftsman} costs {info['build_cost']} cattle"
    return same_turn_blocker(state, craftsman)


def placeable_craftsmen(state: State, seat: int) -> list[str]:
    """The craftsman types ``craftsman_blocker`` lets the player start placing (in the order
    of ``data.CRAFTSMAN_TYPES``): its checks, with what they read looked up once for all the
    types (a listing of a turn's actions asks for every type)."""
    player = state["seats"][seat]
    techs, cattle, vr = player["techs"], player["cattle"], player["vr"]
    supply, stacks = state["craftsmen_supply"], state["tech_stacks"]
    gu = player["god"] == "gu"
    turn = state["turn"]
    ru = same_turn_rule(state) == "ru"
    # R-RU: the (line, tier) of each type placed this turn; a type of such a line and the other
    # tier is barred. R-ES: a secondary of a line with no primary when the turn began is.
    placed = {_LINE_TIER[other] for other in turn.get("placed", [])} if ru else set()
    barred_lines = {line for line, _tier in placed} if placed else set()
    lines_at_start = turn["lines_at_start"]
    found = []
    for craftsman, line, tier, build_cost, tech_vrs in _TYPES:
        if supply[craftsman] <= 0 or cattle < build_cost:
            continue
        if craftsman not in techs:
            stack = stacks[craftsman]
            if not stack:
                continue
            # data.tech_vr, written out (every type, every listing).
            added = data.GU_TECH_VR if gu else tech_vrs[stack[0]]
            if vr + added > data.MAX_VR:
                continue
        if ru:
            if line in barred_lines and any(
                placed_line == line and other_tier != tier for placed_line, other_tier in placed
            ):
                continue
        elif tier == "secondary" and line not in lines_at_start:
            continue
        found.append(craftsman)
    return found


#: What ``placeable_craftsmen`` reads of each type, in the order of ``data.CRAFTSMEN``: its
#: name, line, tier, build cost and technology cards' VR.
_TYPES = [
    (name, info["line"], info["tier"], info["build_cost"], info["tech_vr"])
    for name, info in data.CRAFTSMEN.items()
]


#: Each craftsman type's (line, tier).
_LINE_TIER = {name: (info["line"], info["tier"]) for name, info in data.CRAFTSMEN.items()}


def same_turn_blocker(state: State, craftsman: str) -> str | None:
    """The match's primary/secondary same-turn rule (option ``same_turn_rule``, digest Q7)."""
    info = data.CRAFTSMEN[craftsman]
    turn = state["turn"]
    if same_turn_rule(state) == "ru":
        # R-RU: "in one turn you may not hire two craftsmen of one colour, one of them primary
        # and the other secondary" - in either order.
        placed_now = turn.get("placed", [])
        if any(
            data.CRAFTSMEN[other]["line"] == info["line"]
            and data.CRAFTSMEN[other]["tier"] != info["tier"]
            for other in placed_now
        ):
            return N_(
                "you may not place a primary craftsman and the secondary of the same line "
                "in the same turn"
            )
        return None
    # R-ES: only the *first* primary of a line (none on the map when the turn began) and its
    # secondary are kept apart.
    if info["tier"] == "secondary" and info["line"] not in turn["lines_at_start"]:
        return N_(
            "you may not place the first primary craftsman of a line and its secondary "
            "in the same turn"
        )
    return None


def craftsman_sites(
    state: State, craftsman: str, first_only: bool = False, where: Position | None = None
) -> list[list[int]]:
    """Every footprint where a craftsman of this type may be placed now (or just the first).
    ``where``: the state's position, when the caller has it already."""
    where = position(state) if where is None else where
    return where.craftsman_sites(craftsman, transport_range(state), first_only)


def may_place_craftsmen_now(state: State) -> bool:
    return state["turn"]["main"] in (None, "craftsmen")


def do_choose_craftsman(res: Resolution, seat: int, action: Action) -> None:
    craftsman = field(action, "craftsman", str)
    state = res.state
    if craftsman not in data.CRAFTSMEN:
        raise IllegalAction(_("there is no craftsman called {name}").format(name=repr(craftsman)))
    if not may_place_craftsmen_now(state):
        raise IllegalAction(_("your turn has one main action and it is not Place Craftsmen"))
    reason = craftsman_blocker(state, seat, craftsman)
    if reason:
        raise IllegalAction(refusal(reason, craftsman=craftsman))
    if not craftsman_sites(state, craftsman, first_only=True):
        raise IllegalAction(
            _("no {craftsman} site reaches a resource that no other {craftsman} reaches").format(
                craftsman=named(craftsman)
            )
        )
    set_turn(res, main="craftsmen", pending={"kind": "place_craftsman", "craftsman": craftsman})


def do_place_craftsman(res: Resolution, seat: int, action: Action) -> None:
    cells = field(action, "cells", list)
    state = res.state
    craftsman = state["turn"]["pending"]["craftsman"]
    if cells not in craftsman_sites(state, craftsman):
        raise IllegalAction(
            (
                _(
                    "a {craftsman} needs empty land in its shape, within range of a resource no "
                    "other {craftsman} reaches and of its primary craftsman"
                )
                if data.CRAFTSMEN[craftsman]["tier"] == "secondary"
                else _(
                    "a {craftsman} needs empty land in its shape, within range of a resource no "
                    "other {craftsman} reaches"
                )
            ).format(craftsman=named(craftsman))
        )
    info = data.CRAFTSMEN[craftsman]
    player = state["seats"][seat]
    new_card = craftsman not in player["techs"]
    if new_card:
        card_index = state["tech_stacks"][craftsman][0]
        res.emit({"type": "take_tech", "seat": seat, "craftsman": craftsman, "card": card_index})
        res.emit(
            {"type": "vr", "seat": seat, "delta": effective_tech_vr(res.state, seat, craftsman)}
        )
    cost = info["build_cost"]
    to_builder = min(data.BUILDER_SHARE, cost) if player["builder_active"] else 0
    move_cattle(res, herd(seat), card(seat, "specialist:builder"), to_builder)
    move_cattle(res, herd(seat), "bank", cost - to_builder)
    res.emit({"type": "craftsman", "seat": seat, "craftsman": craftsman, "cells": cells})
    res.emit({"type": "vp", "seat": seat, "delta": info["vp"]})
    pending = {"kind": "set_price", "craftsman": craftsman} if new_card else None
    set_turn(res, pending=pending, placed=state["turn"].get("placed", []) + [craftsman])


def do_set_price(res: Resolution, seat: int, action: Action) -> None:
    price = field(action, "price", int)
    craftsman = res.state["turn"]["pending"]["craftsman"]
    if action.get("craftsman", craftsman) != craftsman:
        raise IllegalAction(
            _("set the price of the new {craftsman} card").format(craftsman=named(craftsman))
        )
    if price not in data.PRICE_OPTIONS:
        raise IllegalAction(_("a price is 1, 2 or 3 cattle"))
    res.emit({"type": "price", "seat": seat, "craftsman": craftsman, "price": price})
    set_turn(res, pending=None)


def do_raise_price(res: Resolution, seat: int, action: Action) -> None:
    craftsman = field(action, "craftsman", str)
    price = field(action, "price", int)
    state = res.state
    if not may_place_craftsmen_now(state):
        raise IllegalAction(_("prices may be raised only with the Place Craftsmen action"))
    tech = state["seats"][seat]["techs"].get(craftsman)
    if tech is None:
        raise IllegalAction(
            _("you do not own a {craftsman} technology card").format(craftsman=named(craftsman))
        )
    if price not in data.PRICE_OPTIONS or price <= tech["price"]:
        raise IllegalAction(_("prices only go up, to 2 or 3 cattle"))
    res.emit({"type": "price", "seat": seat, "craftsman": craftsman, "price": price})
    set_turn(res, main="craftsmen")


def do_dziva_price(res: Resolution, seat: int, action: Action) -> None:
    craftsman = field(action, "craftsman", str)
    price = field(action, "price", int)
    state = res.state
    turn = state["turn"]
    if not has_god(state, seat, "dziva"):
        raise IllegalAction(_("only Dziva's worshipper may change prices freely"))
    if not turn["dziva_open"]:
        raise IllegalAction(_("Dziva's price change comes at the start of the turn"))
    tech = state["seats"][seat]["techs"].get(craftsman)
    if tech is None:
        raise IllegalAction(
            _("you do not own a {craftsman} technology card").format(craftsman=named(craftsman))
        )
    if craftsman in turn["dziva_set"]:
        raise IllegalAction(_("each price is changed once per turn"))
    if price not in data.PRICE_OPTIONS or price == tech["price"]:
        raise IllegalAction(_("the new price must be 1, 2 or 3 and differ from the current one"))
    res.emit({"type": "price", "seat": seat, "craftsman": craftsman, "price": price})
    set_turn(res, dziva_set=turn["dziva_set"] + [craftsman])
