"""The Great Zimbabwe's legal actions in words, as a player at the table would give the order, in
the reader's language (``games.engine.i18n``).

Read from the acting seat's view (this game hides nothing). Squares are named as the board names
them, column letter and row ("C12"); gods, specialists and craftsmen by the names of
``components.py``, with what they cost and do.
"""

from __future__ import annotations

from typing import Any

from games.engine import Action, View, readable
from games.engine.i18n import N_, texts_of
from games.great_zimbabwe import data
from games.great_zimbabwe.components import (
    a_craftsman,
    a_resource_tile,
    capitalized,
    craftsman_name,
    god_name,
    god_text,
    god_title,
    good_name,
    resource_of,
    resource_on,
    specialist_text,
    square_name,
    squares_name,
    terrain_name,
    the_craftsman,
    the_specialist,
    the_specialist_option,
)

_, ngettext, pgettext = texts_of(__package__)

TYPE_NAMES = {
    "place_first_monument": N_("Place your first monument"),
    "bid": N_("Bid"),
    "pass": N_("Pass"),
    "choose_god": N_("Adore a god"),
    "hire_specialist": N_("Hire a specialist"),
    "use_specialist": N_("Use a specialist"),
    "place_resource": N_("Place the resource tile"),
    "place_water": N_("Place the water tile"),
    "build_monument": N_("Build a monument"),
    "choose_craftsman": N_("Place craftsmen"),
    "place_craftsman": N_("Place the craftsman"),
    "set_price": N_("Set a price"),
    "raise_price": N_("Raise a price"),
    "dziva_price": N_("Dziva: change a price"),
    "raise_monument": N_("Raise a monument"),
    "buy_good": N_("Buy a ritual good"),
    "end_turn": N_("End your turn"),
}


def type_name(kind: str) -> str:
    return _(TYPE_NAMES[kind]) if kind in TYPE_NAMES else _("Act")


def _square(view: View, cell: int) -> str:
    return square_name(cell, view["width"])


def _letter(view: View, cell: int) -> str:
    row, column = divmod(cell, view["width"])
    return view["map"]["terrain"][row][column]


def _square_with_terrain(view: View, cell: int) -> str:
    return f"{_square(view, cell)} ({terrain_name(_letter(view, cell))})"


def _craftsman_piece(view: View, seat: int, craftsman_id: int) -> str:
    """A craftsman on the map: "Seat 1's potter on C3–D3" (after "from", "supplied by")."""
    piece = next(c for c in view["craftsmen"] if c["id"] == craftsman_id)
    where = squares_name(piece["cells"], view["width"])
    craftsman = the_craftsman(piece["type"])
    if piece["owner"] == seat:
        return pgettext("a craftsman on the map", "your {craftsman} on {squares}").format(
            craftsman=craftsman, squares=where
        )
    return pgettext("a craftsman on the map", "Seat {seat}'s {craftsman} on {squares}").format(
        seat=piece["owner"], craftsman=craftsman, squares=where
    )


def _monument(view: View, monument_id: int) -> dict[str, Any]:
    return next(m for m in view["monuments"] if m["id"] == monument_id)


def _resource_at(view: View, cell: int) -> str:
    """ "the wood on F7"."""
    return resource_on(_letter(view, cell), _square(view, cell))


def _price(view: View, craftsman_id: int) -> int:
    piece = next(c for c in view["craftsmen"] if c["id"] == craftsman_id)
    return view["seats"][piece["owner"]]["techs"][piece["type"]]["price"]


def _specialist_use(view: View, action: Action) -> str:
    specialist = action["specialist"]
    cost = data.SPECIALISTS[specialist]["use_cost"][0]
    if specialist == "herd":
        amount = action["amount"]
        return ngettext(
            "Herd: put {amount} cattle on the card (the bank adds {bonus})",
            "Herd: put {amount} cattle on the card (the bank adds {bonus})",
            amount,
        ).format(amount=amount, bonus=data.HERD_BONUS[amount])
    if specialist == "shaman":
        return ngettext(
            "Shaman: pay {cost} cattle for {tile} to place",
            "Shaman: pay {cost} cattle for {tile} to place",
            cost,
        ).format(cost=cost, tile=a_resource_tile(action["resource"]))
    if specialist == "rain_ceremony":
        return ngettext(
            "Rain Ceremony: pay {cost} cattle for a water tile to place",
            "Rain Ceremony: pay {cost} cattle for a water tile to place",
            cost,
        ).format(cost=cost)
    if specialist == "nomads":
        return ngettext(
            "Nomads: pay {cost} cattle to build next to monuments this turn",
            "Nomads: pay {cost} cattle to build next to monuments this turn",
            cost,
        ).format(cost=cost)
    if specialist == "builder":
        return ngettext(
            "Builder: pay {cost} cattle; your craftsmen cost {share} less this round",
            "Builder: pay {cost} cattle; your craftsmen cost {share} less this round",
            cost,
        ).format(cost=cost, share=data.BUILDER_SHARE)
    return _("Use {specialist}").format(specialist=the_specialist(specialist))


def _craftsman_offer(view: View, seat: int, craftsman: str) -> str:
    info = data.CRAFTSMEN[craftsman]
    cost = info["build_cost"]
    if craftsman not in view["seats"][seat]["techs"]:
        stack = view["tech_stacks"].get(craftsman) or []
        if stack:
            return ngettext(
                "Place {craftsman} ({cost} cattle, {vp} VP; takes a technology card, VR +{vr})",
                "Place {craftsman} ({cost} cattle, {vp} VP; takes a technology card, VR +{vr})",
                cost,
            ).format(
                craftsman=a_craftsman(craftsman),
                cost=cost,
                vp=info["vp"],
                vr=data.tech_vr(craftsman, stack[0]),
            )
    return ngettext(
        "Place {craftsman} ({cost} cattle, {vp} VP)",
        "Place {craftsman} ({cost} cattle, {vp} VP)",
        cost,
    ).format(craftsman=a_craftsman(craftsman), cost=cost, vp=info["vp"])


def _buy_good(view: View, seat: int, action: Action) -> str:
    piece = next(c for c in view["craftsmen"] if c["id"] == action["craftsman"])
    words = {
        "good": good_name(piece["type"]),
        "seller": _craftsman_piece(view, seat, action["craftsman"]),
        "price": _price(view, action["craftsman"]),
        "resource": _resource_at(view, action["resource"]),
    }
    if "primary" not in action:
        return _("Buy {good} from {seller} (price {price}), using {resource}").format(**words)
    return _(
        "Buy {good} from {seller} (price {price}), using {resource}; supplied by {primary} "
        "(price {primary_price}) with {primary_resource}"
    ).format(
        **words,
        primary=_craftsman_piece(view, seat, action["primary"]),
        primary_price=_price(view, action["primary"]),
        primary_resource=_resource_at(view, action["primary_resource"]),
    )


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    if kind == "place_first_monument":
        return _("Place your first monument on {square}").format(
            square=_square(view, action["cell"])
        )
    if kind == "build_monument":
        return _("Build a monument on {square}").format(
            square=_square_with_terrain(view, action["cell"])
        )
    if kind == "place_resource":
        resource = (view["turn"] or {}).get("pending", {}) or {}
        tile = _("the {resource} tile").format(resource=resource_of(resource.get("resource")))
        return _("Put {tile} on {square}").format(tile=tile, square=_square(view, action["cell"]))
    if kind == "place_water":
        cells = [_square(view, cell) for cell in action["cells"]]
        return _("Put the water tile on {squares}").format(squares=readable(cells))
    if kind == "place_craftsman":
        pending = (view["turn"] or {}).get("pending") or {}
        return _("Place the {craftsman} on {squares}").format(
            craftsman=the_craftsman(pending.get("craftsman")),
            squares=squares_name(action["cells"], view["width"]),
        )
    if kind == "raise_monument":
        monument = _monument(view, action["monument"])
        level = monument["level"]
        return ngettext(
            "Raise your monument on {square} from level {level} to {next} ({count} ritual good, "
            "+{vp} VP)",
            "Raise your monument on {square} from level {level} to {next} ({count} ritual goods, "
            "+{vp} VP)",
            level,
        ).format(
            square=_square(view, monument["cell"]),
            level=level,
            next=level + 1,
            count=level,
            vp=data.monument_raise_vp(level),
        )
    if kind == "buy_good":
        return _buy_good(view, seat, action)
    if kind == "bid":
        return ngettext("Bid {amount} cattle", "Bid {amount} cattle", action["amount"]).format(
            amount=action["amount"]
        )
    if kind == "pass":
        return _("Pass: take the last free place in the turn order")
    if kind == "choose_god":
        god = action["god"]
        return _("Adore {title} (VR {vr}): {text}").format(
            title=god_title(god), vr=f"{data.GODS[god]['vr']:+d}", text=god_text(god)
        )
    if kind == "hire_specialist":
        specialist = action["specialist"]
        return _("Hire {specialist} (VR +{vr}): {text}").format(
            specialist=the_specialist(specialist),
            vr=data.SPECIALISTS[specialist]["vr"],
            text=specialist_text(specialist),
        )
    if kind == "use_specialist":
        return _specialist_use(view, action)
    if kind == "choose_craftsman":
        return _craftsman_offer(view, seat, action["craftsman"])
    if kind in ("set_price", "raise_price", "dziva_price"):
        words = {"craftsman": the_craftsman(action["craftsman"]), "price": action["price"]}
        if kind == "set_price":
            text = ngettext(
                "Set your {craftsman} price to {price} cattle a good",
                "Set your {craftsman} price to {price} cattle a good",
                action["price"],
            )
        elif kind == "raise_price":
            text = ngettext(
                "Raise your {craftsman} price to {price} cattle a good",
                "Raise your {craftsman} price to {price} cattle a good",
                action["price"],
            )
        else:
            text = ngettext(
                "Dziva: set your {craftsman} price to {price} cattle a good",
                "Dziva: set your {craftsman} price to {price} cattle a good",
                action["price"],
            )
        return text.format(**words)
    if kind == "end_turn":
        return _("End your turn")
    return type_name(kind)


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return type_name(value)
    if value is None:
        return _("none")
    if field == "cell":
        return _square_with_terrain(view, value)
    if field == "cells":
        return squares_name(value, view["width"])
    if field == "craftsman":
        if isinstance(value, int):
            return _("From {craftsman}").format(craftsman=_craftsman_piece(view, seat, value))
        return craftsman_name(value).capitalize()
    if field == "primary":
        return _("Supplied by {craftsman}").format(craftsman=_craftsman_piece(view, seat, value))
    if field == "resource":
        if isinstance(value, int):
            return _("Using {resource}").format(resource=_resource_at(view, value))
        return capitalized(a_resource_tile(value))
    if field == "primary_resource":
        return _("Its supplier using {resource}").format(resource=_resource_at(view, value))
    if field == "monument":
        monument = _monument(view, value)
        return _("Your monument on {square} (level {level})").format(
            square=_square(view, monument["cell"]), level=monument["level"]
        )
    if field == "god":
        return god_name(value)
    if field == "specialist":
        return the_specialist_option(value)
    if field == "amount":
        return ngettext("{amount} cattle", "{amount} cattle", value).format(amount=value)
    if field == "price":
        return ngettext("{price} cattle a good", "{price} cattle a good", value).format(price=value)
    return str(value)


def _pending(view: View, pending: dict[str, Any]) -> str:
    """The round's actions, and what the acting seat must finish first."""
    round_ = view["round"]
    kind = pending["kind"]
    if kind == "raise":
        monument = _monument(view, pending["monument"])
        count = pending["needed"]
        return ngettext(
            "round {round}, actions: buy {count} more ritual good for the monument on {square}",
            "round {round}, actions: buy {count} more ritual goods for the monument on {square}",
            count,
        ).format(round=round_, count=count, square=_square(view, monument["cell"]))
    if kind == "use_hired":
        return _("round {round}, actions: use {specialist} just hired").format(
            round=round_, specialist=the_specialist(pending.get("specialist"))
        )
    if kind == "place_resource":
        return _("round {round}, actions: place the {resource} tile").format(
            round=round_, resource=resource_of(pending.get("resource"))
        )
    if kind == "place_water":
        return _("round {round}, actions: place the water tile").format(round=round_)
    if kind == "place_craftsman":
        return _("round {round}, actions: place the {craftsman}").format(
            round=round_, craftsman=the_craftsman(pending.get("craftsman"))
        )
    if kind == "set_price":
        return _("round {round}, actions: set the {craftsman} price").format(
            round=round_, craftsman=the_craftsman(pending.get("craftsman"))
        )
    return _("round {round}, actions: decide").format(round=round_)


def phase(view: View, seat: int | None) -> str:
    stage = view.get("phase")
    if stage == "first_monuments":
        return _("placing the first monuments on start areas")
    if stage == "auction":
        auction = view.get("auction") or {}
        bid = auction.get("last_bid") or 0
        if bid:
            return ngettext(
                "round {round}: auction for the turn order, highest bid {bid} cattle",
                "round {round}: auction for the turn order, highest bid {bid} cattle",
                bid,
            ).format(round=view["round"], bid=bid)
        return _("round {round}: auction for the turn order").format(round=view["round"])
    if stage == "actions":
        turn = view.get("turn") or {}
        pending = turn.get("pending")
        if not pending:
            return _("round {round}, actions").format(round=view["round"])
        return _pending(view, pending)
    if stage == "over":
        return _("game over")
    return _("setting up")
