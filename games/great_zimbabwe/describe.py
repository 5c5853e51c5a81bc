"""One readable line per event, for the match history, in the reader's language.

The Great Zimbabwe hides nothing, so every field of an action and its effects is public; still,
each text reads the effects for what the action alone does not say (which craftsman was placed,
whom a good was bought from, the new turn order). Each sentence is one message of the catalogs
(``games.engine.i18n``), with and without the square where the effects say it.
"""

from __future__ import annotations

from functools import reduce

from games.engine import Action, Effect, readable
from games.engine.i18n import texts_of
from games.great_zimbabwe.components import (
    a_craftsman,
    god_name,
    resource_found,
    resource_of,
    the_craftsman,
    the_specialist,
)

_, ngettext, pgettext = texts_of(__package__)


def seat_name(seat: int | None) -> str:
    return _("a player") if seat is None else _("Seat {seat}").format(seat=seat)


def square_of(effects: list[Effect], kind: str) -> str | None:
    """Where the first effect of ``kind`` happened, as the board names it ("C12"), when the
    effect says (effects stored before squares were named do not)."""
    effect = next((e for e in effects if e["type"] == kind), None)
    at = effect.get("at") if effect else None
    return readable(at) if at else None


def placed_craftsman(effects: list[Effect]) -> str | None:
    return next((e["craftsman"] for e in effects if e["type"] == "craftsman"), None)


def good_seller(effects: list[Effect]) -> tuple[str, str] | None:
    """Whose craftsman sold the good (the first payment onto a technology card): (seat,
    craftsman)."""
    for effect in effects:
        if effect["type"] != "cattle" or not str(effect["to"]).startswith("card:"):
            continue
        _kind, owner, kind, craftsman = str(effect["to"]).split(":", 3)
        if kind == "tech":
            return owner, craftsman
    return None


def _bought(who: str, effects: list[Effect]) -> str:
    used = [readable(e["at"]) for e in effects if e["type"] == "mark_used" and e.get("at")]
    seller = good_seller(effects)
    squares = reduce(lambda first, second: _and(first, second), used) if used else ""
    if seller is None:
        if used:
            return _("{who} buys a ritual good, using the resource on {squares}").format(
                who=who, squares=squares
            )
        return _("{who} buys a ritual good").format(who=who)
    owner, craftsman = seller
    words = {"who": who, "owner": owner, "craftsman": the_craftsman(craftsman)}
    if used:
        return _(
            "{who} buys a ritual good from Seat {owner}'s {craftsman}, using the resource on "
            "{squares}"
        ).format(**words, squares=squares)
    return _("{who} buys a ritual good from Seat {owner}'s {craftsman}").format(**words)


def _and(first: str, second: str) -> str:
    return _("{first} and {second}").format(first=first, second=second)


def _placed(who: str, square: str | None, on: str, off: str, **words: object) -> str:
    """One of two sentences: with the square the effects name (``on``), or without (``off``)."""
    if square:
        return on.format(who=who, square=square, **words)
    return off.format(who=who, **words)


def action_text(who: str, action: Action, effects: list[Effect]) -> str:
    kind = action.get("type")
    get = action.get
    if kind == "place_first_monument":
        return _placed(
            who,
            square_of(effects, "monument"),
            _("{who} places a first monument on {square}"),
            _("{who} places a first monument"),
        )
    if kind == "bid":
        free = next((e.get("from_bank", 0) for e in effects if e["type"] == "bid"), 0)
        amount = get("amount")
        if free:
            return ngettext(
                "{who} gives {amount} cattle to the kings ({free} of them from the bank, thanks "
                "to Elegua)",
                "{who} gives {amount} cattle to the kings ({free} of them from the bank, thanks "
                "to Elegua)",
                amount or 0,
            ).format(who=who, amount=amount, free=free)
        return ngettext(
            "{who} gives {amount} cattle to the kings",
            "{who} gives {amount} cattle to the kings",
            amount or 0,
        ).format(who=who, amount=amount)
    if kind == "pass":
        return _("{who} passes").format(who=who)
    if kind == "choose_god":
        return _("{who} adores {god}").format(who=who, god=god_name(get("god")))
    if kind == "hire_specialist":
        return _("{who} hires {specialist}").format(
            who=who, specialist=the_specialist(get("specialist"))
        )
    if kind == "use_specialist":
        specialist = the_specialist(get("specialist"))
        if "amount" in action:
            return ngettext(
                "{who} uses {specialist}, putting {amount} cattle on it",
                "{who} uses {specialist}, putting {amount} cattle on it",
                get("amount") or 0,
            ).format(who=who, specialist=specialist, amount=get("amount"))
        if "resource" in action:
            return _("{who} uses {specialist} to find {resource}").format(
                who=who, specialist=specialist, resource=resource_found(get("resource"))
            )
        return _("{who} uses {specialist}").format(who=who, specialist=specialist)
    if kind == "place_resource":
        tile = next((e for e in effects if e["type"] == "place_resource"), {})
        return _placed(
            who,
            square_of(effects, "place_resource"),
            _("{who} puts the Shaman's {resource} tile on {square}"),
            _("{who} puts the Shaman's {resource} tile"),
            resource=resource_of(tile.get("resource")),
        )
    if kind == "place_water":
        return _placed(
            who,
            square_of(effects, "place_water"),
            _("{who} puts a water tile on {square}"),
            _("{who} puts a water tile"),
        )
    if kind == "build_monument":
        return _placed(
            who,
            square_of(effects, "monument"),
            _("{who} builds a monument on {square}"),
            _("{who} builds a monument"),
        )
    if kind == "choose_craftsman":
        return _("{who} chooses to place {craftsman}").format(
            who=who, craftsman=a_craftsman(get("craftsman"))
        )
    if kind == "place_craftsman":
        return _placed(
            who,
            square_of(effects, "craftsman"),
            _("{who} places the {craftsman} on {square}"),
            _("{who} places the {craftsman}"),
            craftsman=the_craftsman(placed_craftsman(effects)),
        )
    if kind in ("set_price", "raise_price", "dziva_price"):
        words = {"who": who, "craftsman": the_craftsman(get("craftsman")), "price": get("price")}
        if kind == "set_price":
            return _("{who} sets the {craftsman} price to {price}").format(**words)
        if kind == "raise_price":
            return _("{who} raises the {craftsman} price to {price}").format(**words)
        return _("{who} (Dziva) sets the {craftsman} price to {price}").format(**words)
    if kind == "raise_monument":
        return _("{who} starts raising a monument").format(who=who)
    if kind == "buy_good":
        return _bought(who, effects)
    if kind == "end_turn":
        return _("{who} ends the turn").format(who=who)
    return f"{who}: {readable(kind)}"


def effect_text(effect: Effect) -> str | None:
    """What an effect adds to the line, after the action's words."""
    kind = effect["type"]
    if kind == "raise":
        if effect.get("at"):
            return _("the monument on {square} reaches level {level}").format(
                square=effect["at"], level=effect["level"]
            )
        return _("the monument reaches level {level}").format(level=effect["level"])
    if kind == "auction_end":
        order = ", ".join(seat_name(s) for s in effect["order"])
        return _("turn order: {order}").format(order=order)
    if kind == "auction_start" and effect["round"] > 1:
        return _("round {round} begins").format(round=effect["round"])
    if kind == "game_over":
        winners = reduce(_and, [seat_name(s) for s in effect["winners"]])
        return ngettext(
            "game over, {winners} wins", "game over, {winners} wins", len(effect["winners"])
        ).format(winners=winners)
    return None


def describe_event(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return _(
            "Setup: the map is laid out, gods drawn, victory requirement discs stacked and "
            "cattle dealt"
        )
    parts = [action_text(seat_name(seat), action, effects)]
    parts.extend(text for text in map(effect_text, effects) if text)
    return "; ".join(parts)
