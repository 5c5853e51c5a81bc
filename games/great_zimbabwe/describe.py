"""One readable line per event, for the match history.

The Great Zimbabwe hides nothing, so every field of an action and its effects is public; still,
each text reads the effects for what the action alone does not say (which craftsman was placed,
whom a good was bought from, the new turn order).
"""

from __future__ import annotations

from games.engine import Action, Effect, readable
from games.great_zimbabwe.components import (
    CRAFTSMAN_NAMES,
    GOD_NAMES,
    SPECIALIST_NAMES,
    with_article,
)


def god_name(god: str | None) -> str:
    """The god's name as printed on the card: "Tsui'Goab", "Engai"."""
    return GOD_NAMES.get(god or "", "a god")


def specialist_name(specialist: str | None) -> str:
    return f"the {SPECIALIST_NAMES.get(specialist or '', 'specialist')}"


def craftsman_name(craftsman: str | None) -> str:
    return CRAFTSMAN_NAMES.get(craftsman or "", "craftsman")


def seat_name(seat: int | None) -> str:
    return "a player" if seat is None else f"Seat {seat}"


def square_of(effects: list[Effect], kind: str) -> str | None:
    """Where the first effect of ``kind`` happened, as the board names it ("C12"), when the
    effect says (effects stored before squares were named do not)."""
    effect = next((e for e in effects if e["type"] == kind), None)
    at = effect.get("at") if effect else None
    return readable(at) if at else None


def on(square: str | None) -> str:
    """ " on C12"; nothing when the effects do not say where."""
    return f" on {square}" if square else ""


def placed_craftsman(effects: list[Effect]) -> str | None:
    return next((e["craftsman"] for e in effects if e["type"] == "craftsman"), None)


def good_seller(effects: list[Effect]) -> str:
    """Whose craftsman sold the good: the first payment onto a technology card."""
    for effect in effects:
        if effect["type"] != "cattle" or not str(effect["to"]).startswith("card:"):
            continue
        _, owner, kind, craftsman = str(effect["to"]).split(":", 3)
        if kind == "tech":
            return f" from Seat {owner}'s {craftsman_name(craftsman)}"
    return ""


def action_text(who: str, action: Action, effects: list[Effect]) -> str:
    kind = action.get("type")
    get = action.get
    if kind == "place_first_monument":
        return f"{who} places a first monument{on(square_of(effects, 'monument'))}"
    if kind == "bid":
        free = next((e.get("from_bank", 0) for e in effects if e["type"] == "bid"), 0)
        elegua = f" ({free} of them from the bank, thanks to Elegua)" if free else ""
        return f"{who} gives {get('amount')} cattle to the kings{elegua}"
    if kind == "pass":
        return f"{who} passes"
    if kind == "choose_god":
        return f"{who} adores {god_name(get('god'))}"
    if kind == "hire_specialist":
        return f"{who} hires {specialist_name(get('specialist'))}"
    if kind == "use_specialist":
        text = f"{who} uses {specialist_name(get('specialist'))}"
        if "amount" in action:
            text += f", putting {get('amount')} cattle on it"
        if "resource" in action:
            text += f" to find {readable(get('resource'))}"
        return text
    if kind == "place_resource":
        tile = next((e for e in effects if e["type"] == "place_resource"), {})
        resource = tile.get("resource") or "resource"
        return f"{who} puts the Shaman's {resource} tile{on(square_of(effects, 'place_resource'))}"
    if kind == "place_water":
        return f"{who} puts a water tile{on(square_of(effects, 'place_water'))}"
    if kind == "build_monument":
        return f"{who} builds a monument{on(square_of(effects, 'monument'))}"
    if kind == "choose_craftsman":
        return f"{who} chooses to place {with_article(craftsman_name(get('craftsman')))}"
    if kind == "place_craftsman":
        placed_name = craftsman_name(placed_craftsman(effects))
        return f"{who} places the {placed_name}{on(square_of(effects, 'craftsman'))}"
    if kind in ("set_price", "raise_price", "dziva_price"):
        verb = {"set_price": "sets", "raise_price": "raises", "dziva_price": "(Dziva) sets"}[kind]
        return f"{who} {verb} the {craftsman_name(get('craftsman'))} price to {get('price')}"
    if kind == "raise_monument":
        return f"{who} starts raising a monument"
    if kind == "buy_good":
        used = [readable(e["at"]) for e in effects if e["type"] == "mark_used" and e.get("at")]
        using = f", using the resource on {' and '.join(used)}" if used else ""
        return f"{who} buys a ritual good{good_seller(effects)}{using}"
    if kind == "end_turn":
        return f"{who} ends the turn"
    return f"{who}: {readable(kind)}"


def describe_event(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return "Setup: the map is laid out, gods drawn, victory requirement discs stacked and cattle dealt"
    line = action_text(seat_name(seat), action, effects)
    for effect in effects:
        kind = effect["type"]
        if kind == "raise":
            line += f"; the monument{on(effect.get('at'))} reaches level {effect['level']}"
        elif kind == "auction_end":
            order = [seat_name(s) for s in effect["order"]]
            line += f"; turn order: {', '.join(order)}"
        elif kind == "auction_start" and effect["round"] > 1:
            line += f"; round {effect['round']} begins"
        elif kind == "game_over":
            winners = " and ".join(seat_name(s) for s in effect["winners"])
            line += f"; game over, {winners} wins"
    return line
