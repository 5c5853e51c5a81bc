"""Effects: the only way an Ankh-Morpork state changes outside its step machine's ``flow``.

Each effect type has one applier in ``EFFECTS``; ``apply`` never draws randomness and never validates, so
replaying stored effects rebuilds any past state exactly.
"""

from __future__ import annotations

from games.ankh_morpork.state import area
from games.engine import DecisionStack, Effect, EffectTable, State, clone

EFFECTS = EffectTable(stack=DecisionStack("flow", "stack", recorded_by_effects=False))


def _remove_from_deck(state: State, card: str) -> None:
    pool = state["deck_green"] if card in state["deck_green"] else state["deck_brown"]
    pool.remove(card)


@EFFECTS.applies("setup_board", mutates=("money", "areas"))
def setup_board(state: State, e: Effect) -> None:
    for seat in range(state["players"]):
        state["money"][seat] = e["money"]
        for number in e["starting_areas"]:
            area(state, number)["minions"][seat] += 1
    for number in e["starting_areas"]:
        area(state, number)["trouble"] = True
    state["events"] = list(e["events"])
    state["deck_green"] = list(e["green"])
    state["deck_brown"] = list(e["brown"])


@EFFECTS.applies("personality_dealt", mutates=("personalities",))
def personality_dealt(state: State, e: Effect) -> None:
    state["personalities"][e["seat"]] = e["personality"]


@EFFECTS.applies("personalities_set_aside")
def personalities_set_aside(state: State, e: Effect) -> None:
    state["unused_personalities"] = list(e["ids"] or [])


@EFFECTS.applies("first_player")
def first_player(state: State, e: Effect) -> None:
    pass  # the flow effect that follows records the first player


@EFFECTS.applies("draw", mutates=("deck_green", "deck_brown", "hands.{seat}"))
def draw(state: State, e: Effect) -> None:
    for card in e["cards"]:
        _remove_from_deck(state, card)
        state["hands"][e["seat"]].append(card)


@EFFECTS.applies("minion_placed", mutates=("areas.{area}",))
def minion_placed(state: State, e: Effect) -> None:
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


@EFFECTS.applies("minion_removed", mutates=("areas.{area}",))
def minion_removed(state: State, e: Effect) -> None:
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


@EFFECTS.applies("minion_moved", mutates=("areas.{from}", "areas.{to}"))
def minion_moved(state: State, e: Effect) -> None:
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


@EFFECTS.applies("minions_swapped", mutates=("areas.{area_a}", "areas.{area_b}"))
def minions_swapped(state: State, e: Effect) -> None:
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


@EFFECTS.applies("trouble", mutates=("areas.{area}",))
def trouble(state: State, e: Effect) -> None:
    area(state, e["area"])["trouble"] = e["on"]


def _take_city_card(state: State, seat: int, number: int) -> None:
    if number not in state["lost_city_cards"]:
        state["city_cards"][seat].append(number)


def _drop_city_card(state: State, seat: int, number: int) -> None:
    if number in state["city_cards"][seat]:
        state["city_cards"][seat].remove(number)


@EFFECTS.applies(
    "building_placed", mutates=("money", "areas.{from}", "areas.{area}", "city_cards.{seat}")
)
def building_placed(state: State, e: Effect) -> None:
    seat = e["seat"]
    state["money"][seat] -= e["cost"]
    if e.get("from") is not None:
        area(state, e["from"])["building"] = None
        _drop_city_card(state, seat, e["from"])
    area(state, e["area"])["building"] = seat
    _take_city_card(state, seat, e["area"])


@EFFECTS.applies("building_removed", mutates=("areas.{area}", "city_cards"))
def building_removed(state: State, e: Effect) -> None:
    a = area(state, e["area"])
    owner = a["building"]
    a["building"] = None
    if owner is not None:
        _drop_city_card(state, owner, e["area"])


@EFFECTS.applies(
    "building_taken_over",
    mutates=(
        "money",
        "areas.{from}",
        "areas.{area}",
        "city_cards.{seat}",
        "city_cards.{old_owner}",
    ),
)
def building_taken_over(state: State, e: Effect) -> None:
    seat, old = e["seat"], e["old_owner"]
    state["money"][seat] -= e["cost"]
    state["money"][old] += e["cost"]
    if e.get("from") is not None:
        area(state, e["from"])["building"] = None
        _drop_city_card(state, seat, e["from"])
    area(state, e["area"])["building"] = seat
    _drop_city_card(state, old, e["area"])
    _take_city_card(state, seat, e["area"])


@EFFECTS.applies("money", mutates=("money",))
def money(state: State, e: Effect) -> None:
    state["money"][e["seat"]] += e["amount"]


@EFFECTS.applies("transfer", mutates=("money",))
def transfer(state: State, e: Effect) -> None:
    state["money"][e["from"]] -= e["amount"]
    state["money"][e["to"]] += e["amount"]


@EFFECTS.applies("card_played", mutates=("hands.{seat}",))
def card_played(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].remove(e["card"])


@EFFECTS.applies("card_to_discard", mutates=("discard",))
def card_to_discard(state: State, e: Effect) -> None:
    state["discard"].append(e["card"])


@EFFECTS.applies("interrupt_played", mutates=("hands.{seat}", "discard"))
@EFFECTS.applies("discard", mutates=("hands.{seat}", "discard"))
def discard(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].remove(e["card"])
    state["discard"].append(e["card"])


@EFFECTS.applies("card_returned", mutates=("hands.{seat}",))
def card_returned(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].append(e["card"])


@EFFECTS.applies("give_card", mutates=("hands.{from}", "hands.{to}"))
def give_card(state: State, e: Effect) -> None:
    state["hands"][e["from"]].remove(e["card"])
    state["hands"][e["to"]].append(e["card"])


@EFFECTS.applies("loan", mutates=("loans.{seat}", "money"))
def loan(state: State, e: Effect) -> None:
    state["loans"][e["seat"]].append(e["card"])
    state["money"][e["seat"]] += e["amount"]


@EFFECTS.applies("penalty", mutates=("penalties.{seat}",))
def penalty(state: State, e: Effect) -> None:
    state["penalties"][e["seat"]].append(e["card"])


@EFFECTS.applies("event_drawn", mutates=("events", "events_used"))
def event_drawn(state: State, e: Effect) -> None:
    state["events"].remove(e["event"])
    state["events_used"].append(e["event"])


@EFFECTS.applies("fog", mutates=("deck_green", "deck_brown", "discard"))
def fog(state: State, e: Effect) -> None:
    for card in e["cards"]:
        _remove_from_deck(state, card)
        state["discard"].append(card)


@EFFECTS.applies("city_card_lost", mutates=("lost_city_cards", "city_cards.{seat}"))
def city_card_lost(state: State, e: Effect) -> None:
    state["lost_city_cards"].append(e["area"])
    _drop_city_card(state, e["seat"], e["area"])


@EFFECTS.applies("hands_exchanged", mutates=("hands",))
def hands_exchanged(state: State, e: Effect) -> None:
    hands = state["hands"]
    hands[e["a"]], hands[e["b"]] = hands[e["b"]], hands[e["a"]]


@EFFECTS.applies(
    "personality_swapped", mutates=("unused_personalities", "personalities", "known_personalities")
)
def personality_swapped(state: State, e: Effect) -> None:
    seat = e["seat"]
    state["unused_personalities"].remove(e["new"])
    state["unused_personalities"].append(e["old"])
    state["personalities"][seat] = e["new"]
    state["known_personalities"][seat] = [
        p for p in state["known_personalities"][seat] if p != e["new"]
    ] + [e["old"]]


@EFFECTS.applies("personalities_seen", mutates=("known_personalities.{seat}",))
def personalities_seen(state: State, e: Effect) -> None:
    known = state["known_personalities"][e["seat"]]
    known.extend(p for p in e["ids"] if p not in known)


@EFFECTS.applies("discard_taken", mutates=("discard", "hands.{seat}"))
def discard_taken(state: State, e: Effect) -> None:
    for card in e["cards"]:
        state["discard"].remove(card)
        state["hands"][e["seat"]].append(card)


@EFFECTS.applies("game_over")
def game_over(state: State, e: Effect) -> None:
    state["result"] = clone(e["result"])
    state["personalities"] = list(e["personalities"])


@EFFECTS.applies("flow")
def flow(state: State, e: Effect) -> None:
    # Shared with the effect, not copied: nothing changes a state's flow in place - every
    # resolution copies it before its steps do (``Ctx`` owns "flow"), and this replaces it.
    # The copy was a third of a random playout's time.
    state["flow"] = e["flow"]


@EFFECTS.applies("roll")
@EFFECTS.applies("note")
def note(state: State, e: Effect) -> None:
    pass  # informational only (a roll, a revealed fact, a refused payment)
