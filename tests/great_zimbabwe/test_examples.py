"""The worked examples of the rulebooks (R-RU / R-ES), replayed on hand-made maps."""

from __future__ import annotations

from games.engine import Resolution, apply_all
from games.great_zimbabwe import GAME
from games.great_zimbabwe.effects import EFFECTS
from games.great_zimbabwe.rounds import start_round
from tests.great_zimbabwe.helpers import (
    act,
    add_craftsman,
    add_monument,
    blank,
    cell,
    illegal,
    make_state,
)

KILWA, MUTAPA, ZULU = 0, 1, 2


def test_auction_example_with_three_tribes():
    # Kilwa needs 23 VR, Mutapa and Zulu 21; Mutapa's disc lies on top of Zulu's.
    state = make_state(blank(6, 6), players=3, cattle=3)
    state["seats"][KILWA].update(vr=23, cattle=7, arrival=5)
    state["seats"][ZULU].update(vr=21, arrival=6)
    state["seats"][MUTAPA].update(vr=21, arrival=7)
    state["bank"] -= 4
    res = Resolution(EFFECTS, state)
    start_round(res)
    apply_all(GAME, state, res.effects)
    auction = state["auction"]
    assert auction["plaques"] == [KILWA, ZULU, MUTAPA]
    assert GAME.to_act(state) == [KILWA]

    act(state, KILWA, {"type": "bid", "amount": 2})
    assert state["auction"]["cattle"] == [1, 1, 0]
    assert illegal(state, ZULU, {"type": "bid", "amount": 2}).startswith("a bid must be at least 3")
    act(state, ZULU, {"type": "bid", "amount": 3})
    assert state["auction"]["cattle"] == [2, 2, 1]
    assert {"type": "bid", "amount": 4} not in GAME.legal_actions(state, MUTAPA)
    act(state, MUTAPA, {"type": "pass"})
    assert state["auction"]["slots"] == [None, None, MUTAPA]
    act(state, KILWA, {"type": "bid", "amount": 5})
    # Dealt from the Mutapa plaque on: Mutapa and Kilwa get 2 each, Zulu 1.
    assert state["auction"]["cattle"] == [4, 3, 3]
    act(state, ZULU, {"type": "pass"})
    # Kilwa is the last one in and becomes first; everybody takes his plaque's cattle.
    assert state["phase"] == "actions"
    assert state["turn_order"] == [KILWA, ZULU, MUTAPA]
    assert [p["cattle"] for p in state["seats"]] == [4, 6, 3]
    assert GAME.to_act(state) == [KILWA]


def _placement_map() -> list[str]:
    marks = {(3, 3): "I", (3, 11): "I", (7, 2): "W"}
    for col in range(5, 9):
        marks[(5, col)] = "~"
    return blank(8, 14, marks)


def test_craftsman_placement_example():
    state = make_state(_placement_map(), players=2, cattle=6, seat=KILWA)
    # Kilwa already has an ivory carver that reaches the left ivory only.
    add_craftsman(state, KILWA, "ivory_carver", [(2, 0), (2, 1), (3, 0), (3, 1)], price=1)
    # Somebody's wood carver is on the map (so the wood line has a primary at turn start).
    add_craftsman(state, 1, "wood_carver", [(6, 0), (7, 0)])
    from tests.great_zimbabwe.helpers import begin_turn

    begin_turn(state, KILWA)
    vr_before, vp_before = state["seats"][KILWA]["vr"], state["seats"][KILWA]["vp"]

    act(state, KILWA, {"type": "choose_craftsman", "craftsman": "ivory_carver"})
    near_left_ivory = sorted(cell(state, r, c) for r, c in [(0, 4), (0, 5), (1, 4), (1, 5)])
    reason = illegal(state, KILWA, {"type": "place_craftsman", "cells": near_left_ivory})
    assert "resource no other ivory_carver reaches" in reason
    by_the_water = sorted(cell(state, r, c) for r, c in [(6, 9), (6, 10), (7, 9), (7, 10)])
    act(state, KILWA, {"type": "place_craftsman", "cells": by_the_water})
    kilwa = state["seats"][KILWA]
    assert kilwa["cattle"] == 4 and kilwa["vp"] == vp_before + 1 and kilwa["vr"] == vr_before
    assert kilwa["techs"]["ivory_carver"]["price"] == 1
    assert state["turn"]["pending"] is None  # no new card, so no price to set

    act(state, KILWA, {"type": "choose_craftsman", "craftsman": "sculptor"})
    sculptor_site = sorted(cell(state, r, c) for r, c in [(5, 2), (5, 3), (6, 2), (6, 3)])
    act(state, KILWA, {"type": "place_craftsman", "cells": sculptor_site})
    assert kilwa["techs"]["sculptor"]["card"] == 0  # the lower (+3 VR) card comes first
    assert kilwa["vr"] == vr_before + 3
    assert kilwa["cattle"] == 0 and kilwa["vp"] == vp_before + 3
    assert GAME.legal_actions(state, KILWA) == [
        {"type": "set_price", "craftsman": "sculptor", "price": p} for p in (1, 2, 3)
    ]
    act(state, KILWA, {"type": "set_price", "craftsman": "sculptor", "price": 2})
    assert kilwa["techs"]["sculptor"]["price"] == 2


def raising_example_state() -> tuple[dict, dict[str, int]]:
    """Zulu (seat 1) has a level 2 monument and a level 1 monument (the top-left one)."""
    marks = {(3, 2): "W", (6, 7): "W", (8, 14): "I", (3, 15): "I"}
    for water in [(1, 9), (1, 10), (1, 11), (2, 11), (3, 11), (4, 11)]:
        marks[water] = "~"
    state = make_state(blank(10, 17, marks), players=2, cattle=7, seat=0)
    kilwa, zulu = 0, 1
    ids = {
        "hub": add_monument(state, zulu, 2, 7, level=1),
        "big": add_monument(state, zulu, 5, 10, level=2),
        "ivory": add_craftsman(state, kilwa, "ivory_carver", [(5, 12), (5, 13), (6, 12), (6, 13)]),
        "wood": add_craftsman(state, zulu, "wood_carver", [(4, 9), (4, 10)], price=1),
        "sculptor": add_craftsman(state, kilwa, "sculptor", [(0, 3), (0, 4), (1, 3), (1, 4)], 2),
    }
    state["turn_order"] = [zulu, kilwa]
    from tests.great_zimbabwe.helpers import begin_turn

    begin_turn(state, zulu)
    return state, ids


def test_raising_example_hub_used_twice_and_cattle_split():
    state, ids = raising_example_state()
    zulu, kilwa = 1, 0
    vp_before = state["seats"][zulu]["vp"]
    act(state, zulu, {"type": "raise_monument", "monument": ids["big"]})
    choices = GAME.legal_actions(state, zulu)
    ivory_goods = [a for a in choices if a["craftsman"] == ids["ivory"]]
    sculptures = [a for a in choices if a["craftsman"] == ids["sculptor"]]
    assert ivory_goods and sculptures
    assert all(a["primary"] == ids["wood"] for a in sculptures)
    # Wood carvings are no ritual goods any more: a sculptor is on the map.
    assert not [a for a in choices if a["craftsman"] == ids["wood"]]

    act(state, zulu, ivory_goods[0])
    assert state["seats"][kilwa]["cards"] == {"tech:ivory_carver": 1}
    bank_before = state["bank"]
    sculpture = next(
        a for a in GAME.legal_actions(state, zulu) if a["craftsman"] == ids["sculptor"]
    )
    act(state, zulu, sculpture)
    # 5 cattle: 2 hub fees (the same hub twice) to the bank, 2 to Kilwa's sculptor card,
    # 1 to Zulu's own wood carver card.
    assert state["bank"] == bank_before + 2
    assert state["seats"][kilwa]["cards"] == {"tech:ivory_carver": 1, "tech:sculptor": 2}
    assert state["seats"][zulu]["cards"] == {"tech:wood_carver": 1}
    assert state["monuments"][ids["big"]]["level"] == 3
    # Two wood and one ivory resource used so far.
    assert sorted(state["used"].values()) == [1, 1, 1]

    # The level 1 monument reaches the same ivory carver across the water.
    act(state, zulu, {"type": "raise_monument", "monument": ids["hub"]})
    goods = GAME.legal_actions(state, zulu)
    ivory = [a for a in goods if a["craftsman"] == ids["ivory"]]
    assert ivory
    act(state, zulu, ivory[0])
    assert state["seats"][kilwa]["cards"]["tech:ivory_carver"] == 2
    assert state["seats"][zulu]["cattle"] == 0
    assert state["seats"][zulu]["vp"] == vp_before + 6  # +2 (1 to 2) and +4 (2 to 3)
    assert len(state["used"]) == 4
    assert state["turn"]["raised"] == [ids["big"], ids["hub"]]


def test_hub_counts_of_the_raising_example():
    state, ids = raising_example_state()
    from games.great_zimbabwe.state import geo, monument_cells

    g = geo(state)
    big = (state["monuments"][ids["big"]]["cell"],)
    sculptor = tuple(state["craftsmen"][ids["sculptor"]]["cells"])
    wood = tuple(state["craftsmen"][ids["wood"]]["cells"])
    ivory = tuple(state["craftsmen"][ids["ivory"]]["cells"])
    hub = (state["monuments"][ids["hub"]]["cell"],)
    monuments = monument_cells(state)
    assert g.hubs_needed(big, sculptor, 3, monuments) == 1
    assert g.hubs_needed(sculptor, wood, 3, monuments) == 1
    assert g.hubs_needed(big, ivory, 3, monuments) == 0
    assert g.hubs_needed(hub, ivory, 3, monuments) == 0  # thanks to the lake
