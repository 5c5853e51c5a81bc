"""Effects: the only way an Ankh-Morpork state changes outside its step machine's ``flow``.

Each effect type has one applier; ``apply`` never draws randomness and never validates, so
replaying stored effects rebuilds any past state exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.ankh_morpork.state import (
    State,
    area,
)
from games.engine import clone

Effect = dict[str, Any]

# =============================================================================
# Effects: the only way the state (outside flow) changes
# =============================================================================


def _remove_from_deck(state: State, card: str) -> None:
    pool = state["deck_green"] if card in state["deck_green"] else state["deck_brown"]
    pool.remove(card)


def _ap_setup_board(state: State, e: Effect) -> None:
    for seat in range(state["players"]):
        state["money"][seat] = e["money"]
        for number in e["starting_areas"]:
            area(state, number)["minions"][seat] += 1
    for number in e["starting_areas"]:
        area(state, number)["trouble"] = True
    state["events"] = list(e["events"])
    state["deck_green"] = list(e["green"])
    state["deck_brown"] = list(e["brown"])


def _ap_personality_dealt(state: State, e: Effect) -> None:
    state["personalities"][e["seat"]] = e["personality"]


def _ap_personalities_set_aside(state: State, e: Effect) -> None:
    state["unused_personalities"] = list(e["ids"] or [])


def _ap_first_player(state: State, e: Effect) -> None:
    pass  # the flow effect that follows records the first player


def _ap_draw(state: State, e: Effect) -> None:
    for card in e["cards"]:
        _remove_from_deck(state, card)
        state["hands"][e["seat"]].append(card)


def _ap_minion_placed(state: State, e: Effect) -> None:
    a = area(state, e["area"])
    owner = e["owner"]
    if owner == "troll":
        a["trolls"] += 1
        state["trolls_left"] -= 1
    elif owner == "demon":
        a["demons"] += 1
        state["demons_left"] -= 1
    else:
        a["minions"][int(owner)] += 1
    if e["trouble"]:
        a["trouble"] = True


def _ap_minion_removed(state: State, e: Effect) -> None:
    a = area(state, e["area"])
    owner = e["owner"]
    if owner == "troll":
        a["trolls"] -= 1
        state["trolls_left"] += 1
    elif owner == "demon":
        a["demons"] -= 1
        state["demons_left"] += 1
    else:
        a["minions"][int(owner)] -= 1
    a["trouble"] = False


def _ap_minion_moved(state: State, e: Effect) -> None:
    source, target = area(state, e["from"]), area(state, e["to"])
    owner = e["owner"]
    key = {"troll": "trolls", "demon": "demons"}.get(owner)
    if key:
        source[key] -= 1
        target[key] += 1
    else:
        source["minions"][int(owner)] -= 1
        target["minions"][int(owner)] += 1
    source["trouble"] = False
    if e["trouble"]:
        target["trouble"] = True


def _ap_minions_swapped(state: State, e: Effect) -> None:
    for (from_area, owner), to_area in (
        ((e["area_a"], e["owner_a"]), e["area_b"]),
        ((e["area_b"], e["owner_b"]), e["area_a"]),
    ):
        key = {"troll": "trolls", "demon": "demons"}.get(owner)
        if key:
            area(state, from_area)[key] -= 1
            area(state, to_area)[key] += 1
        else:
            area(state, from_area)["minions"][int(owner)] -= 1
            area(state, to_area)["minions"][int(owner)] += 1
    # Effects stored before the exchange counted as a move carry no trouble fields.
    for side in ("a", "b"):
        if f"trouble_{side}" in e:
            area(state, e[f"area_{side}"])["trouble"] = e[f"trouble_{side}"]


def _ap_trouble(state: State, e: Effect) -> None:
    area(state, e["area"])["trouble"] = e["on"]


def _take_city_card(state: State, seat: int, number: int) -> None:
    if number not in state["lost_city_cards"]:
        state["city_cards"][seat].append(number)


def _drop_city_card(state: State, seat: int, number: int) -> None:
    if number in state["city_cards"][seat]:
        state["city_cards"][seat].remove(number)


def _ap_building_placed(state: State, e: Effect) -> None:
    seat = e["seat"]
    state["money"][seat] -= e["cost"]
    if e.get("from") is not None:
        area(state, e["from"])["building"] = None
        _drop_city_card(state, seat, e["from"])
    area(state, e["area"])["building"] = seat
    _take_city_card(state, seat, e["area"])


def _ap_building_removed(state: State, e: Effect) -> None:
    a = area(state, e["area"])
    owner = a["building"]
    a["building"] = None
    if owner is not None:
        _drop_city_card(state, owner, e["area"])


def _ap_building_taken_over(state: State, e: Effect) -> None:
    seat, old = e["seat"], e["old_owner"]
    state["money"][seat] -= e["cost"]
    state["money"][old] += e["cost"]
    if e.get("from") is not None:
        area(state, e["from"])["building"] = None
        _drop_city_card(state, seat, e["from"])
    area(state, e["area"])["building"] = seat
    _drop_city_card(state, old, e["area"])
    _take_city_card(state, seat, e["area"])


def _ap_money(state: State, e: Effect) -> None:
    state["money"][e["seat"]] += e["amount"]


def _ap_transfer(state: State, e: Effect) -> None:
    state["money"][e["from"]] -= e["amount"]
    state["money"][e["to"]] += e["amount"]


def _ap_card_played(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].remove(e["card"])


def _ap_card_to_discard(state: State, e: Effect) -> None:
    state["discard"].append(e["card"])


def _ap_discard(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].remove(e["card"])
    state["discard"].append(e["card"])


def _ap_card_returned(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].append(e["card"])


def _ap_give_card(state: State, e: Effect) -> None:
    state["hands"][e["from"]].remove(e["card"])
    state["hands"][e["to"]].append(e["card"])


def _ap_loan(state: State, e: Effect) -> None:
    state["loans"][e["seat"]].append(e["card"])
    state["money"][e["seat"]] += e["amount"]


def _ap_penalty(state: State, e: Effect) -> None:
    state["penalties"][e["seat"]].append(e["card"])


def _ap_event_drawn(state: State, e: Effect) -> None:
    state["events"].remove(e["event"])
    state["events_used"].append(e["event"])


def _ap_fog(state: State, e: Effect) -> None:
    for card in e["cards"]:
        _remove_from_deck(state, card)
        state["discard"].append(card)


def _ap_city_card_lost(state: State, e: Effect) -> None:
    state["lost_city_cards"].append(e["area"])
    _drop_city_card(state, e["seat"], e["area"])


def _ap_hands_exchanged(state: State, e: Effect) -> None:
    hands = state["hands"]
    hands[e["a"]], hands[e["b"]] = hands[e["b"]], hands[e["a"]]


def _ap_personality_swapped(state: State, e: Effect) -> None:
    seat = e["seat"]
    state["unused_personalities"].remove(e["new"])
    state["unused_personalities"].append(e["old"])
    state["personalities"][seat] = e["new"]
    state["known_personalities"][seat] = [
        p for p in state["known_personalities"][seat] if p != e["new"]
    ] + [e["old"]]


def _ap_personalities_seen(state: State, e: Effect) -> None:
    known = state["known_personalities"][e["seat"]]
    known.extend(p for p in e["ids"] if p not in known)


def _ap_discard_taken(state: State, e: Effect) -> None:
    for card in e["cards"]:
        state["discard"].remove(card)
        state["hands"][e["seat"]].append(card)


def _ap_game_over(state: State, e: Effect) -> None:
    state["result"] = clone(e["result"])
    state["personalities"] = list(e["personalities"])


def _ap_flow(state: State, e: Effect) -> None:
    state["flow"] = clone(e["flow"])


def _ap_note(state: State, e: Effect) -> None:
    pass  # informational only (a roll, a revealed fact, a refused payment)


APPLIERS: dict[str, Callable[[State, Effect], None]] = {
    "setup_board": _ap_setup_board,
    "personality_dealt": _ap_personality_dealt,
    "personalities_set_aside": _ap_personalities_set_aside,
    "first_player": _ap_first_player,
    "draw": _ap_draw,
    "minion_placed": _ap_minion_placed,
    "minion_removed": _ap_minion_removed,
    "minion_moved": _ap_minion_moved,
    "minions_swapped": _ap_minions_swapped,
    "trouble": _ap_trouble,
    "building_placed": _ap_building_placed,
    "building_removed": _ap_building_removed,
    "building_taken_over": _ap_building_taken_over,
    "money": _ap_money,
    "transfer": _ap_transfer,
    "card_played": _ap_card_played,
    "interrupt_played": _ap_discard,
    "card_to_discard": _ap_card_to_discard,
    "discard": _ap_discard,
    "card_returned": _ap_card_returned,
    "give_card": _ap_give_card,
    "loan": _ap_loan,
    "penalty": _ap_penalty,
    "roll": _ap_note,
    "note": _ap_note,
    "event_drawn": _ap_event_drawn,
    "fog": _ap_fog,
    "city_card_lost": _ap_city_card_lost,
    "hands_exchanged": _ap_hands_exchanged,
    "personality_swapped": _ap_personality_swapped,
    "personalities_seen": _ap_personalities_seen,
    "discard_taken": _ap_discard_taken,
    "game_over": _ap_game_over,
    "flow": _ap_flow,
}


def apply_effect(state: State, effect: Effect) -> State:
    APPLIERS[effect["type"]](state, effect)
    return state
