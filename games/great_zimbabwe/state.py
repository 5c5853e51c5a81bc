"""State construction and small read-only helpers.

The state is JSON-native. Seats are list indexes in ``state["seats"]``. Squares are ints
(``row * width + column``). Cattle live in places named by strings, so that one effect type
moves them everywhere and conservation is easy to check:

* ``"bank"`` - the common stock (unlimited, may go below zero, digest Q9);
* ``"herd:<seat>"`` - a player's own cattle;
* ``"card:<seat>:<card>"`` - cattle lying on a card (``tech:potter``, ``specialist:herd``,
  ``god:qamata``) until phase III;
* ``"plaque:<index>"`` - an auction plaque.
"""

from __future__ import annotations

from typing import Any

from games.engine import State
from games.great_zimbabwe import data
from games.great_zimbabwe.board import Geometry, geometry


def new_state(players: int, options: dict[str, Any]) -> State:
    seats: list[dict[str, Any]] = []
    for _seat in range(players):
        seats.append(
            {
                "cattle": 0,
                "vp": 0,
                "vr": data.START_VR,
                "arrival": 0,
                "god": None,
                "specialists": [],
                # craftsman type -> {"card": 0 or 1, "price": 1..3}
                "techs": {},
                # card name -> cattle lying on it until phase III
                "cards": {},
                "builder_active": False,
            }
        )
    return {
        "players": players,
        "options": dict(options),
        "phase": "setup",
        "round": 0,
        "map": {"terrain": [], "tiles": []},
        "gods_in_play": [],
        "gods_available": [],
        "specialists_available": [],
        # craftsman type -> technology card indexes still in the stack (lower VR on top)
        "tech_stacks": {name: [0, 1] for name in data.CRAFTSMEN},
        "craftsmen_supply": {name: data.CRAFTSMEN_PER_TYPE for name in data.CRAFTSMEN},
        "resource_supply": dict(data.RESOURCE_TILES),
        "water_tiles": data.WATER_TILES,
        "bank": data.CATTLE_IN_BOX,
        "monuments": [],
        "craftsmen": [],
        "used": {},
        "arrival_counter": 0,
        "seats": seats,
        "placing_order": [],
        "auction": None,
        "turn_order": [],
        "turn_index": 0,
        "turn": None,
        "result": None,
    }


# -- reading the state ------------------------------------------------------------------------


def geo(state: State) -> Geometry:
    return geometry(state["map"]["terrain"])


def monument_cells(state: State) -> frozenset[int]:
    return frozenset(m["cell"] for m in state["monuments"])


def occupied_cells(state: State) -> set[int]:
    cells = {m["cell"] for m in state["monuments"]}
    for craftsman in state["craftsmen"]:
        cells.update(craftsman["cells"])
    return cells


def has_god(state: State, seat: int, god: str) -> bool:
    return state["seats"][seat]["god"] == god


def god_owner(state: State, god: str) -> int | None:
    for seat, player in enumerate(state["seats"]):
        if player["god"] == god:
            return seat
    return None


def current_seat(state: State) -> int | None:
    turn = state.get("turn")
    return turn["seat"] if turn else None


def transport_range(state: State) -> int:
    """3 steps, or 6 during the turn of the player who adores Eshu."""
    # Asked by every check of a route or site: read without helper calls.
    turn = state.get("turn")
    if turn and state["seats"][turn["seat"]]["god"] == "eshu":
        return data.ESHU_TRANSPORT_RANGE
    return data.TRANSPORT_RANGE


def effective_tech_vr(state: State, seat: int, craftsman: str) -> int:
    """VR a technology card of this player adds (1 with Gu)."""
    card = state["seats"][seat]["techs"][craftsman]["card"]
    if has_god(state, seat, "gu"):
        return data.GU_TECH_VR
    return data.tech_vr(craftsman, card)


def cattle_on_cards(state: State, seat: int) -> int:
    return sum(state["seats"][seat]["cards"].values())


def total_cattle(state: State) -> int:
    """Bank + herds + cards + plaques: always the cattle in the box (conservation check)."""
    total = state["bank"]
    for player in state["seats"]:
        total += player["cattle"] + sum(player["cards"].values())
    if state["auction"]:
        total += sum(state["auction"]["cattle"])
    return total


def highest_monument(state: State, seat: int) -> int:
    """The level of the player's highest monument (0 without one)."""
    highest = 0
    for monument in state["monuments"]:
        if monument["owner"] == seat and monument["level"] > highest:
            highest = monument["level"]
    return highest


def income(state: State, seat: int) -> int:
    bonus = data.ENGAI_INCOME_BONUS if has_god(state, seat, "engai") else 0
    return highest_monument(state, seat) + bonus


def plaque_order(state: State) -> list[int]:
    """Seats by descending VR; on equal VR the disc that arrived earlier (lower) first."""
    seats = range(state["players"])
    return sorted(seats, key=lambda s: (-state["seats"][s]["vr"], state["seats"][s]["arrival"]))


def craftsman_by_id(state: State, craftsman_id: int) -> dict | None:
    if 0 <= craftsman_id < len(state["craftsmen"]):
        return state["craftsmen"][craftsman_id]
    return None


def monument_by_id(state: State, monument_id: int) -> dict | None:
    if 0 <= monument_id < len(state["monuments"]):
        return state["monuments"][monument_id]
    return None


def secondary_on_map(state: State, line: str) -> bool:
    return any(
        data.CRAFTSMEN[c["type"]]["tier"] == "secondary"
        and data.CRAFTSMEN[c["type"]]["line"] == line
        for c in state["craftsmen"]
    )


def same_turn_rule(state: State) -> str:
    """``"es"`` or ``"ru"``: the match's primary/secondary same-turn rule (digest Q7)."""
    return state["options"].get("same_turn_rule", data.DEFAULT_SAME_TURN_RULE)


def lines_with_primary(state: State) -> list[str]:
    return sorted(
        {
            data.CRAFTSMEN[c["type"]]["line"]
            for c in state["craftsmen"]
            if data.CRAFTSMEN[c["type"]]["tier"] == "primary"
        }
    )
