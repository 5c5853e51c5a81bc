"""Effects: how each one changes the state (``apply_effect``), and the tools every action
handler shares - the ``Emitter`` that applies effects to a working copy as they are produced,
the names of the places cattle lie in, and reading an action's fields.
"""

from __future__ import annotations

from typing import Any

from games.engine import Action, Effect, IllegalAction, State, clone
from games.great_zimbabwe import data


def _move_cattle(state: State, place: str, delta: int) -> None:
    if place == "bank":
        state["bank"] += delta
        return
    kind, _, rest = place.partition(":")
    if kind == "herd":
        state["seats"][int(rest)]["cattle"] += delta
    elif kind == "card":
        seat_text, _, card = rest.partition(":")
        cards = state["seats"][int(seat_text)]["cards"]
        value = cards.get(card, 0) + delta
        if value:
            cards[card] = value
        else:
            cards.pop(card, None)
    elif kind == "plaque":
        state["auction"]["cattle"][int(rest)] += delta


def _set_terrain(state: State, cell: int, letter: str) -> None:
    terrain = state["map"]["terrain"]
    width = len(terrain[0])
    row, col = divmod(cell, width)
    line = terrain[row]
    terrain[row] = line[:col] + letter + line[col + 1 :]


def apply_effect(state: State, effect: Effect) -> State:
    kind = effect["type"]
    seats = state["seats"]
    if kind == "cattle":
        _move_cattle(state, effect["from"], -effect["n"])
        _move_cattle(state, effect["to"], effect["n"])
    elif kind == "vr":
        player = seats[effect["seat"]]
        player["vr"] += effect["delta"]
        if effect["delta"]:
            # The disc goes on top of any discs already on that value (latest arrival).
            player["arrival"] = state["arrival_counter"]
            state["arrival_counter"] += 1
    elif kind == "vp":
        seats[effect["seat"]]["vp"] += effect["delta"]
    elif kind == "turn":
        state["turn"].update(clone(effect["set"]))
    elif kind == "map":
        state["map"] = {"terrain": list(effect["terrain"]), "tiles": clone(effect["tiles"])}
    elif kind == "components":
        state["gods_in_play"] = list(effect["gods"])
        state["gods_available"] = list(effect["gods"])
        state["specialists_available"] = list(effect["specialists"])
    elif kind == "vr_stack":
        for position, seat in enumerate(effect["order"]):
            seats[seat]["arrival"] = position
        state["arrival_counter"] = len(effect["order"])
    elif kind == "first_monuments":
        state["phase"] = "first_monuments"
        state["placing_order"] = list(effect["order"])
    elif kind == "monument":
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
    elif kind == "raise":
        state["monuments"][effect["monument"]]["level"] = effect["level"]
    elif kind == "auction_start":
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
    elif kind == "bid":
        auction = state["auction"]
        auction["last_bid"] = effect["amount"]
        auction["next_plaque"] = effect["next_plaque"]
        auction["has_bid"].append(effect["seat"])
    elif kind == "pass":
        auction = state["auction"]
        auction["passed"].append(effect["seat"])
        auction["slots"][effect["slot"]] = effect["seat"]
    elif kind == "auction_turn":
        state["auction"]["to_bid"] = effect["seat"]
    elif kind == "auction_end":
        state["turn_order"] = list(effect["order"])
        state["auction"] = None
        state["phase"] = "actions"
    elif kind == "turn_start":
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
    elif kind == "take_god":
        seats[effect["seat"]]["god"] = effect["god"]
        state["gods_available"].remove(effect["god"])
    elif kind == "take_specialist":
        seats[effect["seat"]]["specialists"].append(effect["specialist"])
        state["specialists_available"].remove(effect["specialist"])
    elif kind == "builder_active":
        seats[effect["seat"]]["builder_active"] = effect["active"]
    elif kind == "place_resource":
        _set_terrain(state, effect["cell"], data.RESOURCE_LETTER[effect["resource"]])
        state["resource_supply"][effect["resource"]] -= 1
    elif kind == "place_water":
        for cell in effect["cells"]:
            _set_terrain(state, cell, "~")
        state["water_tiles"] -= 1
    elif kind == "take_tech":
        state["tech_stacks"][effect["craftsman"]].remove(effect["card"])
        seats[effect["seat"]]["techs"][effect["craftsman"]] = {"card": effect["card"], "price": 1}
    elif kind == "price":
        seats[effect["seat"]]["techs"][effect["craftsman"]]["price"] = effect["price"]
    elif kind == "craftsman":
        state["craftsmen_supply"][effect["craftsman"]] -= 1
        state["craftsmen"].append(
            {
                "id": len(state["craftsmen"]),
                "type": effect["craftsman"],
                "owner": effect["seat"],
                "cells": list(effect["cells"]),
            }
        )
    elif kind == "mark_used":
        key = str(effect["cell"])
        state["used"][key] = state["used"].get(key, 0) + 1
    elif kind == "clear_used":
        state["used"] = {}
    elif kind == "game_over":
        state["phase"] = "over"
        state["turn"] = None
        state["result"] = {"winners": list(effect["winners"]), "scores": dict(effect["scores"])}
    else:  # pragma: no cover - effects are produced by this module only
        raise ValueError(f"unknown effect {kind!r}")
    return state


class Emitter:
    """Collects effects and applies each to a working copy as it is produced."""

    def __init__(self, state: State):
        self.state = clone(state)
        self.effects: list[Effect] = []

    def __call__(self, effect: Effect) -> None:
        apply_effect(self.state, effect)
        self.effects.append(effect)

    def cattle(self, source: str, target: str, n: int) -> None:
        if n > 0:
            self({"type": "cattle", "from": source, "to": target, "n": n})

    def turn(self, **values: Any) -> None:
        self({"type": "turn", "set": values})


def herd(seat: int) -> str:
    return f"herd:{seat}"


def card(seat: int, name: str) -> str:
    return f"card:{seat}:{name}"


def field(action: Action, key: str, kind: type) -> Any:
    if key not in action:
        raise IllegalAction(f"the action needs a {key!r}")
    value = action[key]
    if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise IllegalAction(f"{key!r} must be a whole number")
    if kind is str and not isinstance(value, str):
        raise IllegalAction(f"{key!r} must be a text")
    if kind is list and not isinstance(value, list):
        raise IllegalAction(f"{key!r} must be a list")
    return value
