"""How each Babel effect changes the state (no randomness, no validation)."""

from __future__ import annotations

from typing import Any

from games.babel.data import (
    MIGRATION_SIZE,
    TRIBES,
)
from games.babel.state import (
    State,
)

Action = dict[str, Any]
Effect = dict[str, Any]


def apply(state: State, effect: Effect) -> State:
    _APPLY[effect["type"]](state, effect)
    return state


def _apply_shuffle_temple_deck(state: State, effect: Effect) -> None:
    state["temple_deck"] = list(effect["order"])
    state["temple_deck_known"] = 0


def _apply_shuffle_tribe_deck(state: State, effect: Effect) -> None:
    state["tribe_deck"] = list(effect["order"])


def _apply_reshuffle(state: State, effect: Effect) -> None:
    state["tribe_deck"] = list(effect["order"])
    state["discard"] = {tribe: 0 for tribe in TRIBES}


def _apply_draw(state: State, effect: Effect) -> None:
    deck = state["tribe_deck"]
    hand = state["hands"][str(effect["seat"])]
    for card in effect["cards"]:
        hand[card] += 1
    del deck[len(deck) - effect["count"] :]


def _apply_turn_start(state: State, effect: Effect) -> None:
    state["current"] = effect["seat"]
    state["turn"] = effect["turn"]
    state["migrated"] = False


def _apply_move(state: State, effect: Effect) -> None:
    key = str(effect["seat"])
    state["hands"][key][effect["card"]] -= 1
    state["discard"][effect["card"]] += 1
    state["figures"][key] = effect["card"]


def _apply_settle(state: State, effect: Effect) -> None:
    key = str(effect["seat"])
    state["hands"][key][effect["card"]] -= 1
    state["columns"][key][effect["land"]].append(effect["card"])


def _apply_build(state: State, effect: Effect) -> None:
    key = str(effect["seat"])
    column = str(effect["column"])
    state["supply"][column].pop()
    state["temples"][key][effect["land"]].append(effect["level"])
    if column == key:
        state["starting_card_pending"][key] = False


def _apply_migrate(state: State, effect: Effect) -> None:
    columns = state["columns"][str(effect["seat"])]
    moved = columns[effect["from"]][-MIGRATION_SIZE:]
    del columns[effect["from"]][-MIGRATION_SIZE:]
    columns[effect["to"]].extend(moved)
    state["migrated"] = True


def _apply_sacrifice(state: State, effect: Effect) -> None:
    column = state["columns"][str(effect["seat"])][effect["land"]]
    del column[effect["index"]]
    state["discard"][effect["card"]] += 1


def _apply_destroy(state: State, effect: Effect) -> None:
    temple = state["temples"][str(effect["seat"])][effect["land"]]
    # Face down on top of the temple deck, highest level first: the lowest ends on top.
    state["temple_deck"].extend(sorted(temple, reverse=True))
    state["temple_deck_known"] += len(temple)
    temple.clear()


def _apply_steal(state: State, effect: Effect) -> None:
    land = effect["land"]
    level = state["temples"][str(effect["from"])][land].pop()
    state["temples"][str(effect["seat"])][land].append(level)


def _apply_expel(state: State, effect: Effect) -> None:
    column = state["columns"][str(effect["seat"])][effect["land"]]
    tribe = effect["tribe"]
    column[:] = [card for card in column if card != tribe]
    state["discard"][tribe] += effect["count"]


def _apply_take(state: State, effect: Effect) -> None:
    land = effect["land"]
    tribe = effect["tribe"]
    theirs = state["columns"][str(effect["from"])][land]
    theirs[:] = [card for card in theirs if card != tribe]
    state["columns"][str(effect["seat"])][land].extend([tribe] * effect["count"])


def _apply_discard_request(state: State, effect: Effect) -> None:
    state["pending_discard"] = {"seat": effect["seat"], "remaining": effect["count"]}


def _apply_discard(state: State, effect: Effect) -> None:
    state["hands"][str(effect["seat"])][effect["card"]] -= 1
    state["discard"][effect["card"]] += 1
    pending = state["pending_discard"]
    pending["remaining"] -= 1
    if pending["remaining"] <= 0:
        state["pending_discard"] = None


def _apply_temple_draw(state: State, effect: Effect) -> None:
    deck = state["temple_deck"]
    count = len(effect["levels"])
    del deck[len(deck) - count :]
    state["temple_deck_known"] = max(0, state["temple_deck_known"] - count)
    # Higher level first, the lower one on top: levels are listed in that order.
    state["supply"][str(effect["seat"])].extend(effect["levels"])


def _apply_game_over(state: State, effect: Effect) -> None:
    state["result"] = {"winners": list(effect["winners"]), "scores": dict(effect["scores"])}
    state["pending_discard"] = None


_APPLY = {
    "shuffle_temple_deck": _apply_shuffle_temple_deck,
    "shuffle_tribe_deck": _apply_shuffle_tribe_deck,
    "reshuffle": _apply_reshuffle,
    "draw": _apply_draw,
    "turn_start": _apply_turn_start,
    "move": _apply_move,
    "settle": _apply_settle,
    "build": _apply_build,
    "migrate": _apply_migrate,
    "sacrifice": _apply_sacrifice,
    "destroy": _apply_destroy,
    "steal": _apply_steal,
    "expel": _apply_expel,
    "take": _apply_take,
    "discard_request": _apply_discard_request,
    "discard": _apply_discard,
    "temple_draw": _apply_temple_draw,
    "game_over": _apply_game_over,
}
