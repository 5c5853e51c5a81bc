"""Ankh-Morpork's state: construction and small read helpers (no rules decisions here).

The state is JSON-native. Per-seat data are lists indexed by seat; areas are keyed "1".."12".

    players             number of players
    options             the complete match options
    areas               {"1": {"minions": [n per seat], "trolls": n, "demons": n,
                               "trouble": bool, "building": seat or None}, ...}
    money               [$ per seat]                                    (public)
    hands               [[card id, ...] per seat]                        (secret: own seat)
    deck_green          unordered pool of green cards still to draw      (secret: nobody)
    deck_brown          unordered pool of brown cards still to draw      (secret: nobody)
                        Green cards are always drawn before brown ones; a draw picks a random
                        card of the pool, which is the same as a shuffled deck nobody can see.
    discard             [card id, ...] face-up discard pile              (public)
    events              random events not drawn yet                      (public as a set)
    events_used         random events drawn, in order                    (public)
    personalities       [personality id per seat]                        (secret: own seat)
    unused_personalities personalities set aside                         (secret: nobody)
    known_personalities [[ids a seat has seen among the unused (Mrs Cake)] per seat]
    city_cards          [[area number, ...] per seat]                    (public)
    lost_city_cards     [area number, ...] (Bloody Stupid Johnson)       (public)
    loans               [[card id, ...] per seat]                        (public)
    penalties           [[card id, ...] per seat] (Fools' Guild, Dr Whiteface) (public)
    trolls_left, demons_left   neutral pieces beside the board
    flow                whose turn, the stack of pending steps and the decision awaited
                        (see machine.py)
    result              None while running, then the outcome dict plus "reason"
"""

from __future__ import annotations

import functools
from typing import Any

from games.ankh_morpork.data import (
    AREAS,
    BROWN_CARDS,
    BUILDINGS_PER_PLAYER,
    CARDS,
    DEMONS,
    GREEN_CARDS,
    MINIONS_PER_PLAYER,
    TROLLS,
)
from games.engine import State

AREA_KEYS: tuple[str, ...] = tuple(str(a) for a in AREAS)


def new_state(players: int, options: dict[str, Any]) -> State:
    """The empty table: nothing placed, nothing dealt."""
    return {
        "players": players,
        "options": dict(options),
        "areas": {
            key: {
                "minions": [0] * players,
                "trolls": 0,
                "demons": 0,
                "trouble": False,
                "building": None,
            }
            for key in AREA_KEYS
        },
        "money": [0] * players,
        "hands": [[] for _ in range(players)],
        "deck_green": [],
        "deck_brown": [],
        "discard": [],
        "events": [],
        "events_used": [],
        "personalities": [None] * players,
        "unused_personalities": [],
        "known_personalities": [[] for _ in range(players)],
        "city_cards": [[] for _ in range(players)],
        "lost_city_cards": [],
        "loans": [[] for _ in range(players)],
        "penalties": [[] for _ in range(players)],
        "trolls_left": TROLLS,
        "demons_left": DEMONS,
        "flow": {
            "current": 0,
            "turn": 0,
            "plays": 0,
            "must_play": False,
            "abilities_used": [],
            "gained": [],
            "resolving": [],
            "stack": [],
            "pending": None,
        },
        "result": None,
    }


# -- pieces --------------------------------------------------------------------


def area(state: State, number: int | str) -> dict[str, Any]:
    return state["areas"][str(number)]


def pieces_of(area_data: dict[str, Any], owner: str) -> int:
    """How many minion-like pieces ``owner`` ("0".."3", "troll" or "demon") has in an area."""
    if owner == "troll":
        return area_data["trolls"]
    if owner == "demon":
        return area_data["demons"]
    return area_data["minions"][int(owner)]


def minion_count(area_data: dict[str, Any]) -> int:
    """All minions in an area, trolls and demons included (they count as minions)."""
    return sum(area_data["minions"]) + area_data["trolls"] + area_data["demons"]


def minions_on_board(state: State, seat: int) -> int:
    return sum([a["minions"][seat] for a in state["areas"].values()])  # (a list sums faster)


def minions_in_supply(state: State, seat: int) -> int:
    return MINIONS_PER_PLAYER - minions_on_board(state, seat)


def buildings_of(state: State, seat: int) -> list[int]:
    return [int(k) for k, a in state["areas"].items() if a["building"] == seat]


def buildings_in_supply(state: State, seat: int) -> int:
    return BUILDINGS_PER_PLAYER - len(buildings_of(state, seat))


def areas_with_own_minion(state: State, seat: int) -> list[int]:
    return [int(k) for k, a in state["areas"].items() if a["minions"][seat] > 0]


def trouble_count(state: State) -> int:
    return sum(1 for a in state["areas"].values() if a["trouble"])


def trouble_areas(state: State) -> list[int]:
    """The areas holding a trouble marker, in board order."""
    return [int(k) for k, a in state["areas"].items() if a["trouble"]]


def owners_in(area_data: dict[str, Any]) -> list[str]:
    """Owners with at least one minion-like piece in an area."""
    owners = [str(s) for s, n in enumerate(area_data["minions"]) if n > 0]
    if area_data["trolls"]:
        owners.append("troll")
    if area_data["demons"]:
        owners.append("demon")
    return owners


def controls(state: State, seat: int, number: int | str) -> bool:
    """Your pieces (minions + building) outnumber every other player's and the trolls; no demons."""
    return controls_area(area(state, number), seat)


def controls_area(a: dict[str, Any], seat: int) -> bool:
    """controls() for an area's data."""
    building = a["building"]
    minions = a["minions"]  # one count per seat
    mine = minions[seat] + (1 if building == seat else 0)
    if mine == 0 or mine <= a["trolls"] or a["demons"]:
        return False
    for other, theirs in enumerate(minions):
        if other != seat and theirs + (1 if building == other else 0) >= mine:
            return False
    return True


def controlled_areas(state: State, seat: int) -> int:
    """How many areas ``seat`` controls (``controls_area`` of each, written out: every turn's
    start asks it of a player whose personality wants control)."""
    count = 0
    for a in state["areas"].values():
        minions = a["minions"]
        building = a["building"]
        mine = minions[seat]
        if building == seat:
            mine += 1
        elif not mine:
            continue  # (most areas: nothing of the seat's there)
        if mine <= a["trolls"] or a["demons"]:
            continue
        for other, theirs in enumerate(minions):
            if other != seat and theirs + (1 if building == other else 0) >= mine:
                break
        else:
            count += 1
    return count


def deck_size(state: State) -> int:
    return len(state["deck_green"]) + len(state["deck_brown"])


def cards_in_game(players: int) -> list[str]:
    """The green and brown cards of a match (a two-player game leaves some out)."""
    two = players == 2
    return [c for c in (*GREEN_CARDS, *BROWN_CARDS) if not (two and CARDS[c]["removed_in_2p"])]


def cards_in_the_open(table: dict[str, Any]) -> list[str]:
    """Cards every player can place: discarded, lent, taken as penalties, being played
    (``table`` is a state or any seat's view: both have these fields)."""
    placed = list(table["discard"])
    for seat_cards in (*table["loans"], *table["penalties"]):
        placed.extend(seat_cards)
    placed.extend(table["flow"]["resolving"])
    return placed


@functools.cache
def cards_in_game_set(players: int) -> frozenset[str]:
    """cards_in_game as a set, made once per player count (a threat asks for it)."""
    return frozenset(cards_in_game(players))


def cards_out_of_sight(state: State) -> set[str]:
    """Cards in some hand or a deck, as far as the table knows: where any one of them is,
    only its holder knows."""
    return set(cards_in_game_set(state["players"])).difference(cards_in_the_open(state))


def building_value(state: State, seat: int) -> int:
    """Printed cost of the seat's buildings, except those in areas holding a demon."""
    return sum(
        AREAS[int(k)]["cost"]
        for k, a in state["areas"].items()
        if a["building"] == seat and not a["demons"]
    )


def has_usable_city_card(state: State, seat: int, number: int) -> bool:
    """The seat holds that City Area card and no demon blocks the area's ability."""
    return number in state["city_cards"][seat] and not area(state, number)["demons"]
