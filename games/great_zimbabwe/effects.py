"""Effects: how each one changes the state (``EFFECTS``), and the tools every action handler
shares - moving cattle and changing the turn through a ``Resolution``, the names of the places
cattle lie in, and reading an action's fields.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from games.engine import Action, Effect, EffectTable, IllegalAction, Resolution, State, clone
from games.engine.kit import Path
from games.great_zimbabwe import data
from games.great_zimbabwe.components import square_name, squares_name
from games.great_zimbabwe.refusals import _


@lru_cache(maxsize=1024)
def _place(place: str) -> tuple[str, int, str, Path | None]:
    """A place cattle lie in, read once: (kind, seat or plaque index, card name, the part of
    the state it is in). A match names a few dozen places, over and over."""
    kind, _, rest = place.partition(":")
    if kind == "herd":
        return kind, int(rest), "", ("seats", rest)
    if kind == "card":
        seat_text, _, card = rest.partition(":")
        return kind, int(seat_text), card, ("seats", seat_text)
    if kind == "plaque":
        return kind, int(rest), "", ("auction", "cattle")
    return kind, -1, "", None  # the bank: a top-level number


def cattle_places(effect: Effect) -> list[Path]:
    """The parts of the state a ``cattle`` effect changes: the herds, cards and plaques."""
    parts: list[Path] = []
    for place in (effect["from"], effect["to"]):
        part = _place(place)[3]
        if part is not None:
            parts.append(part)
    return parts


def _move_cattle(state: State, place: str, delta: int) -> None:
    kind, index, card, _ = _place(place)
    if kind == "bank":
        state["bank"] += delta
    elif kind == "herd":
        state["seats"][index]["cattle"] += delta
    elif kind == "card":
        cards = state["seats"][index]["cards"]
        value = cards.get(card, 0) + delta
        if value:
            cards[card] = value
        else:
            cards.pop(card, None)
    elif kind == "plaque":
        state["auction"]["cattle"][index] += delta


def _set_terrain(state: State, cell: int, letter: str) -> None:
    terrain = state["map"]["terrain"]
    width = len(terrain[0])
    row, col = divmod(cell, width)
    line = terrain[row]
    terrain[row] = line[:col] + letter + line[col + 1 :]


EFFECTS = EffectTable()
applies = EFFECTS.applies


@applies("cattle", mutates=(cattle_places,))
def cattle(state: State, effect: Effect) -> None:
    _move_cattle(state, effect["from"], -effect["n"])
    _move_cattle(state, effect["to"], effect["n"])


@applies("vr", mutates=("seats.{seat}",))
def vr(state: State, effect: Effect) -> None:
    player = state["seats"][effect["seat"]]
    player["vr"] += effect["delta"]
    if effect["delta"]:
        # The disc goes on top of any discs already on that value (latest arrival).
        player["arrival"] = state["arrival_counter"]
        state["arrival_counter"] += 1


@applies("vp", mutates=("seats.{seat}",))
def vp(state: State, effect: Effect) -> None:
    state["seats"][effect["seat"]]["vp"] += effect["delta"]


@applies("turn", mutates=("turn",))
def turn(state: State, effect: Effect) -> None:
    state["turn"].update(clone(effect["set"]))


@applies("map")
def map_(state: State, effect: Effect) -> None:
    state["map"] = {"terrain": list(effect["terrain"]), "tiles": clone(effect["tiles"])}


@applies("components")
def components(state: State, effect: Effect) -> None:
    state["gods_in_play"] = list(effect["gods"])
    state["gods_available"] = list(effect["gods"])
    state["specialists_available"] = list(effect["specialists"])


@applies("vr_stack", mutates=("seats",))
def vr_stack(state: State, effect: Effect) -> None:
    for position, seat in enumerate(effect["order"]):
        state["seats"][seat]["arrival"] = position
    state["arrival_counter"] = len(effect["order"])


@applies("first_monuments")
def first_monuments(state: State, effect: Effect) -> None:
    state["phase"] = "first_monuments"
    state["placing_order"] = list(effect["order"])


@applies("monument", mutates=("monuments", "placing_order"))
def monument(state: State, effect: Effect) -> None:
    state["monuments"].append(
        {
            "id": len(state["monuments"]),
            "owner": effect["seat"],
            "cell": effect["cell"],
            "level": 1,
            # Built with Nomads (zoning lifted): kept so the zoning invariant can be checked.
            "nomads": effect.get("nomads", False),
        }
    )
    if state["phase"] == "first_monuments":
        state["placing_order"].pop(0)


@applies("raise", mutates=("monuments.{monument}",))
def raise_(state: State, effect: Effect) -> None:
    state["monuments"][effect["monument"]]["level"] = effect["level"]


@applies("auction_start")
def auction_start(state: State, effect: Effect) -> None:
    state["phase"] = "auction"
    state["round"] = effect["round"]
    state["turn"] = None
    state["auction"] = {
        "plaques": list(effect["plaques"]),
        "cattle": [0] * len(effect["plaques"]),
        "next_plaque": 0,
        "last_bid": 0,
        "bidders": list(effect["bidders"]),
        "to_bid": effect["bidders"][0],
        "passed": [],
        "slots": [None] * state["players"],
        "has_bid": [],
    }


@applies("bid", mutates=("auction",))
def bid(state: State, effect: Effect) -> None:
    auction = state["auction"]
    auction["last_bid"] = effect["amount"]
    auction["next_plaque"] = effect["next_plaque"]
    auction["has_bid"].append(effect["seat"])


@applies("pass", mutates=("auction",))
def pass_(state: State, effect: Effect) -> None:
    auction = state["auction"]
    auction["passed"].append(effect["seat"])
    auction["slots"][effect["slot"]] = effect["seat"]


@applies("auction_turn", mutates=("auction",))
def auction_turn(state: State, effect: Effect) -> None:
    state["auction"]["to_bid"] = effect["seat"]


@applies("auction_end")
def auction_end(state: State, effect: Effect) -> None:
    state["turn_order"] = list(effect["order"])
    state["auction"] = None
    state["phase"] = "actions"


@applies("turn_start")
def turn_start(state: State, effect: Effect) -> None:
    state["turn_index"] = effect["index"]
    state["turn"] = {
        "seat": effect["seat"],
        "chose": False,
        "used": [],
        "main": None,
        "built": 0,
        "nomads": False,
        "pending": None,
        "raised": [],
        "dziva_open": effect["dziva_open"],
        "dziva_set": [],
        "lines_at_start": list(effect["lines_at_start"]),
        # Craftsman types placed this turn (the R-RU same-turn rule reads them).
        "placed": [],
    }


@applies("take_god", mutates=("seats.{seat}", "gods_available"))
def take_god(state: State, effect: Effect) -> None:
    state["seats"][effect["seat"]]["god"] = effect["god"]
    state["gods_available"].remove(effect["god"])


@applies("take_specialist", mutates=("seats.{seat}", "specialists_available"))
def take_specialist(state: State, effect: Effect) -> None:
    state["seats"][effect["seat"]]["specialists"].append(effect["specialist"])
    state["specialists_available"].remove(effect["specialist"])


@applies("builder_active", mutates=("seats.{seat}",))
def builder_active(state: State, effect: Effect) -> None:
    state["seats"][effect["seat"]]["builder_active"] = effect["active"]


@applies("place_resource", mutates=("map.terrain", "resource_supply"))
def place_resource(state: State, effect: Effect) -> None:
    _set_terrain(state, effect["cell"], data.RESOURCE_LETTER[effect["resource"]])
    state["resource_supply"][effect["resource"]] -= 1


@applies("place_water", mutates=("map.terrain",))
def place_water(state: State, effect: Effect) -> None:
    for cell in effect["cells"]:
        _set_terrain(state, cell, "~")
    state["water_tiles"] -= 1


@applies("take_tech", mutates=("tech_stacks.{craftsman}", "seats.{seat}"))
def take_tech(state: State, effect: Effect) -> None:
    state["tech_stacks"][effect["craftsman"]].remove(effect["card"])
    techs = state["seats"][effect["seat"]]["techs"]
    techs[effect["craftsman"]] = {"card": effect["card"], "price": 1}


@applies("price", mutates=("seats.{seat}",))
def price(state: State, effect: Effect) -> None:
    state["seats"][effect["seat"]]["techs"][effect["craftsman"]]["price"] = effect["price"]


@applies("craftsman", mutates=("craftsmen_supply", "craftsmen"))
def craftsman(state: State, effect: Effect) -> None:
    state["craftsmen_supply"][effect["craftsman"]] -= 1
    state["craftsmen"].append(
        {
            "id": len(state["craftsmen"]),
            "type": effect["craftsman"],
            "owner": effect["seat"],
            "cells": list(effect["cells"]),
        }
    )


@applies("mark_used", mutates=("used",))
def mark_used(state: State, effect: Effect) -> None:
    key = str(effect["cell"])
    state["used"][key] = state["used"].get(key, 0) + 1


@applies("clear_used")
def clear_used(state: State, effect: Effect) -> None:
    state["used"] = {}


@applies("game_over")
def game_over(state: State, effect: Effect) -> None:
    state["phase"] = "over"
    state["turn"] = None
    state["result"] = {"winners": list(effect["winners"]), "scores": dict(effect["scores"])}


# -- what the rules share ----------------------------------------------------------------------


def move_cattle(res: Resolution, source: str, target: str, n: int) -> None:
    """Move ``n`` cattle between two places (nothing when ``n`` is 0)."""
    if n > 0:
        if res.in_place:
            # Played, not recorded: the table as the effects so far leave it, changed as the
            # ``cattle`` effect would. (No rule reads a place's cattle from the table before
            # its own moves: each reads the count it moves first.)
            state = res.state
            _move_cattle(state, source, -n)
            _move_cattle(state, target, n)
            return
        res.emit({"type": "cattle", "from": source, "to": target, "n": n})


def set_turn(res: Resolution, **values: Any) -> None:
    """Change fields of the current turn (its pending step, the main action chosen...)."""
    if res.in_place:
        # Played, not recorded: the table as the effects so far leave it, changed as the
        # ``turn`` effect would. Its values are the rules' own new objects (nothing else holds
        # them), so they need not be copied.
        res.state["turn"].update(values)
        return
    res.emit({"type": "turn", "set": values})


def with_squares_named(state: State, effect: Effect) -> Effect:
    """The effect with the squares it names also named as the board does, column letter and row
    (``"at": "C12"``; ``"C3–D4"`` for a tile), read from ``state`` as it was before the action:
    the log reads them from the effect alone. Older stored effects lack ``at``; applying an
    effect never reads it."""
    kind = effect["type"]
    if kind not in SQUARE_NAMED_EFFECTS:
        return effect
    width = len(state["map"]["terrain"][0]) if state["map"]["terrain"] else 0
    if not width:
        return effect
    if kind == "raise":
        cell = state["monuments"][effect["monument"]]["cell"]
        return {**effect, "at": square_name(cell, width)}
    if kind == "place_water":
        return {**effect, "at": [square_name(cell, width) for cell in effect["cells"]]}
    if kind == "craftsman":
        return {**effect, "at": squares_name(effect["cells"], width)}
    return {**effect, "at": square_name(effect["cell"], width)}


#: Effect kinds whose squares the log names (see ``with_squares_named``).
SQUARE_NAMED_EFFECTS = frozenset(
    {"monument", "raise", "place_resource", "place_water", "craftsman", "mark_used"}
)


# The names of cattle places are kept (a few dozen per match): the same string each time is
# looked up in ``_place``'s cache without hashing it again.
@lru_cache(maxsize=1024)
def herd(seat: int) -> str:
    return f"herd:{seat}"


@lru_cache(maxsize=1024)
def card(seat: int, name: str) -> str:
    return f"card:{seat}:{name}"


@lru_cache(maxsize=1024)
def plaque(index: int) -> str:
    return f"plaque:{index}"


def field(action: Action, key: str, kind: type) -> Any:
    if key not in action:
        raise IllegalAction(_("the action needs a {key}").format(key=repr(key)))
    value = action[key]
    if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise IllegalAction(_("{key} must be a whole number").format(key=repr(key)))
    if kind is str and not isinstance(value, str):
        raise IllegalAction(_("{key} must be a text").format(key=repr(key)))
    if kind is list and not isinstance(value, list):
        raise IllegalAction(_("{key} must be a list").format(key=repr(key)))
    return value
