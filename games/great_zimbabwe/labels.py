"""The Great Zimbabwe's legal actions in words, as a player at the table would give the order.

Read from the acting seat's view (this game hides nothing). Squares are named as the board names
them, column letter and row ("C12"); gods, specialists and craftsmen by the names of
``components.py``, with what they cost and do.
"""

from __future__ import annotations

from typing import Any

from games.engine import Action, View
from games.great_zimbabwe import data
from games.great_zimbabwe.components import (
    CRAFTSMAN_NAMES,
    GOD_NAMES,
    GOD_TEXTS,
    GOOD_NAMES,
    SPECIALIST_NAMES,
    SPECIALIST_TEXTS,
    TERRAIN,
    square_name,
    squares_name,
    with_article,
)

TYPE_NAMES = {
    "place_first_monument": "Place your first monument",
    "bid": "Bid",
    "pass": "Pass",
    "choose_god": "Adore a god",
    "hire_specialist": "Hire a specialist",
    "use_specialist": "Use a specialist",
    "place_resource": "Place the resource tile",
    "place_water": "Place the water tile",
    "build_monument": "Build a monument",
    "choose_craftsman": "Place craftsmen",
    "place_craftsman": "Place the craftsman",
    "set_price": "Set a price",
    "raise_price": "Raise a price",
    "dziva_price": "Dziva: change a price",
    "raise_monument": "Raise a monument",
    "buy_good": "Buy a ritual good",
    "end_turn": "End your turn",
}


def _square(view: View, cell: int) -> str:
    return square_name(cell, view["width"])


def _square_with_terrain(view: View, cell: int) -> str:
    row, column = divmod(cell, view["width"])
    letter = view["map"]["terrain"][row][column]
    return f"{_square(view, cell)} ({TERRAIN.get(letter, TERRAIN['.'])['name']})"


def _whose(view: View, seat: int, owner: int) -> str:
    return "your" if owner == seat else f"Seat {owner}'s"


def _craftsman_piece(view: View, seat: int, craftsman_id: int) -> str:
    """A craftsman on the map: "Seat 1's potter on C3–D3"."""
    piece = next(c for c in view["craftsmen"] if c["id"] == craftsman_id)
    where = squares_name(piece["cells"], view["width"])
    return f"{_whose(view, seat, piece['owner'])} {CRAFTSMAN_NAMES[piece['type']]} on {where}"


def _monument(view: View, monument_id: int) -> dict[str, Any]:
    return next(m for m in view["monuments"] if m["id"] == monument_id)


def _resource_at(view: View, cell: int) -> str:
    """ "the wood on F7"."""
    row, column = divmod(cell, view["width"])
    letter = view["map"]["terrain"][row][column]
    return f"the {TERRAIN.get(letter, TERRAIN['.'])['name']} on {_square(view, cell)}"


def _price(view: View, craftsman_id: int) -> int:
    piece = next(c for c in view["craftsmen"] if c["id"] == craftsman_id)
    return view["seats"][piece["owner"]]["techs"][piece["type"]]["price"]


def _specialist_use(view: View, action: Action) -> str:
    specialist = action["specialist"]
    name = SPECIALIST_NAMES[specialist]
    cost = data.SPECIALISTS[specialist]["use_cost"][0]
    if specialist == "herd":
        amount = action["amount"]
        return f"Herd: put {amount} cattle on the card (the bank adds {data.HERD_BONUS[amount]})"
    if specialist == "shaman":
        return f"Shaman: pay {cost} cattle for {with_article(action['resource'])} tile to place"
    if specialist == "rain_ceremony":
        return f"Rain Ceremony: pay {cost} cattle for a water tile to place"
    if specialist == "nomads":
        return f"Nomads: pay {cost} cattle to build next to monuments this turn"
    if specialist == "builder":
        return (
            f"Builder: pay {cost} cattle; your craftsmen cost {data.BUILDER_SHARE} less this round"
        )
    return f"Use the {name}"


def _craftsman_offer(view: View, seat: int, craftsman: str) -> str:
    info = data.CRAFTSMEN[craftsman]
    text = f"Place {with_article(CRAFTSMAN_NAMES[craftsman])} ({info['build_cost']} cattle, {info['vp']} VP"
    if craftsman not in view["seats"][seat]["techs"]:
        stack = view["tech_stacks"].get(craftsman) or []
        if stack:
            text += f"; takes a technology card, VR +{data.tech_vr(craftsman, stack[0])}"
    return text + ")"


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    if kind == "place_first_monument":
        return f"Place your first monument on {_square(view, action['cell'])}"
    if kind == "build_monument":
        return f"Build a monument on {_square_with_terrain(view, action['cell'])}"
    if kind == "place_resource":
        resource = (view["turn"] or {}).get("pending", {}) or {}
        what = resource.get("resource", "resource")
        return f"Put the {what} tile on {_square(view, action['cell'])}"
    if kind == "place_water":
        cells = [_square(view, cell) for cell in action["cells"]]
        return f"Put the water tile on {' and '.join(cells)}"
    if kind == "place_craftsman":
        pending = (view["turn"] or {}).get("pending") or {}
        craftsman = CRAFTSMAN_NAMES.get(pending.get("craftsman", ""), "craftsman")
        return f"Place the {craftsman} on {squares_name(action['cells'], view['width'])}"
    if kind == "raise_monument":
        monument = _monument(view, action["monument"])
        level = monument["level"]
        goods = f"{level} ritual good{'s' if level > 1 else ''}"
        return (
            f"Raise your monument on {_square(view, monument['cell'])} from level {level} to "
            f"{level + 1} ({goods}, +{data.monument_raise_vp(level)} VP)"
        )
    if kind == "buy_good":
        seller = _craftsman_piece(view, seat, action["craftsman"])
        piece = next(c for c in view["craftsmen"] if c["id"] == action["craftsman"])
        text = (
            f"Buy {GOOD_NAMES[piece['type']]} from {seller} (price {_price(view, action['craftsman'])})"
            f", using {_resource_at(view, action['resource'])}"
        )
        if "primary" in action:
            primary = _craftsman_piece(view, seat, action["primary"])
            text += (
                f"; supplied by {primary} (price {_price(view, action['primary'])}) with "
                f"{_resource_at(view, action['primary_resource'])}"
            )
        return text
    if kind == "bid":
        return f"Bid {action['amount']} cattle"
    if kind == "pass":
        return "Pass: take the last free place in the turn order"
    if kind == "choose_god":
        god = action["god"]
        return f"Adore {data.GODS[god]['title']} (VR {data.GODS[god]['vr']:+d}): {GOD_TEXTS[god]}"
    if kind == "hire_specialist":
        specialist = action["specialist"]
        info = data.SPECIALISTS[specialist]
        return (
            f"Hire the {SPECIALIST_NAMES[specialist]} (VR +{info['vr']}): "
            f"{SPECIALIST_TEXTS[specialist]}"
        )
    if kind == "use_specialist":
        return _specialist_use(view, action)
    if kind == "choose_craftsman":
        return _craftsman_offer(view, seat, action["craftsman"])
    if kind == "set_price":
        return f"Set your {CRAFTSMAN_NAMES[action['craftsman']]} price to {action['price']} cattle a good"
    if kind == "raise_price":
        return f"Raise your {CRAFTSMAN_NAMES[action['craftsman']]} price to {action['price']} cattle a good"
    if kind == "dziva_price":
        return (
            f"Dziva: set your {CRAFTSMAN_NAMES[action['craftsman']]} price to {action['price']} "
            "cattle a good"
        )
    if kind == "end_turn":
        return "End your turn"
    return TYPE_NAMES.get(kind, "Act")


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return TYPE_NAMES.get(value, "Act")
    if value is None:
        return "none"
    if field == "cell":
        return _square_with_terrain(view, value)
    if field == "cells":
        return squares_name(value, view["width"])
    if field == "craftsman":
        if isinstance(value, int):
            return f"From {_craftsman_piece(view, seat, value)}"
        return CRAFTSMAN_NAMES.get(value, "a craftsman").capitalize()
    if field == "primary":
        return f"Supplied by {_craftsman_piece(view, seat, value)}"
    if field == "resource":
        if isinstance(value, int):
            return f"Using {_resource_at(view, value)}"
        return f"{with_article(value)} tile".capitalize()
    if field == "primary_resource":
        return f"Its supplier using {_resource_at(view, value)}"
    if field == "monument":
        monument = _monument(view, value)
        return f"Your monument on {_square(view, monument['cell'])} (level {monument['level']})"
    if field == "god":
        return GOD_NAMES.get(value, "a god")
    if field == "specialist":
        return f"The {SPECIALIST_NAMES.get(value, 'specialist')}"
    if field == "amount":
        return f"{value} cattle"
    if field == "price":
        return f"{value} cattle a good"
    return str(value)


PENDING_WORDS = {
    "use_hired": "use the {specialist} just hired",
    "place_resource": "place the {resource} tile",
    "place_water": "place the water tile",
    "place_craftsman": "place the {craftsman}",
    "set_price": "set the {craftsman} price",
}


def phase(view: View, seat: int | None) -> str:
    stage = view.get("phase")
    if stage == "first_monuments":
        return "placing the first monuments on start areas"
    if stage == "auction":
        auction = view.get("auction") or {}
        bid = auction.get("last_bid") or 0
        high = f", highest bid {bid} cattle" if bid else ""
        return f"round {view['round']}: auction for the turn order{high}"
    if stage == "actions":
        turn = view.get("turn") or {}
        pending = turn.get("pending")
        text = f"round {view['round']}, actions"
        if not pending:
            return text
        if pending["kind"] == "raise":
            monument = _monument(view, pending["monument"])
            count = pending["needed"]
            return (
                f"{text}: buy {count} more ritual good{'s' if count != 1 else ''} for the monument "
                f"on {_square(view, monument['cell'])}"
            )
        words = PENDING_WORDS.get(pending["kind"], "decide")
        return f"{text}: " + words.format(
            specialist=SPECIALIST_NAMES.get(pending.get("specialist", ""), "specialist"),
            resource=pending.get("resource", "resource"),
            craftsman=CRAFTSMAN_NAMES.get(pending.get("craftsman", ""), "craftsman"),
        )
    if stage == "over":
        return "game over"
    return "setting up"
