"""Rules of map, setup, turn structure, specialists, craftsmen, income and victory."""

from __future__ import annotations

import random

import pytest

from games.engine import IllegalAction, apply_all, clone
from games.great_zimbabwe import GAME, data
from games.great_zimbabwe.board import build_map, geometry
from games.great_zimbabwe.state import geo, plaque_order
from tests.great_zimbabwe.helpers import (
    act,
    add_craftsman,
    add_monument,
    begin_turn,
    blank,
    cell,
    illegal,
    make_state,
)

# -- map ------------------------------------------------------------------------------------------


def test_tiles_hold_the_digest_totals():
    joined = "".join("".join(rows) for rows in data.TILES.values())
    counts = {letter: joined.count(letter) for letter in "WCID~S"}
    assert counts == {"W": 10, "C": 10, "I": 7, "D": 5, "~": 90, "S": 6}


def test_rotation_is_clockwise():
    tile = data.TILES["T2"]
    turned = data.rotate_tile(tile, 1)
    assert all(turned[r][c] == tile[5 - c][r] for r in range(6) for c in range(6))
    assert data.rotate_tile(tile, 4) == tile


def test_layouts_for_each_player_count():
    expected = {2: (12, 12, 4), 3: (18, 18, 6), 4: (18, 18, 7), 5: (18, 18, 9)}
    for players, (height, width, tiles) in expected.items():
        built = build_map(players, random.Random(players))
        assert len(built["terrain"]) == height and len(built["terrain"][0]) == width
        assert len(built["tiles"]) == tiles
        assert "".join(built["terrain"]).count("S") == 6
        names = [t["tile"] for t in built["tiles"]]
        assert names[0] == "T0" and len(set(names)) == tiles


def test_map_building_is_recorded_in_the_setup_effects():
    effects = GAME.setup(3, {"beginner": False}, random.Random(7))
    map_effect = next(e for e in effects if e["type"] == "map")
    state = apply_all(GAME, GAME.new_state(3, {"beginner": False}), effects)
    assert state["map"]["terrain"] == map_effect["terrain"]
    assert all(t["rotation"] in range(4) for t in map_effect["tiles"])


def test_water_joins_orthogonally_not_diagonally_and_counts_as_one_square():
    g = geometry(["~~....", ".~..~.", "......", "~~~~~~"])
    assert len(g.bodies) == 3  # (0,0)(0,1)(1,1) ; (1,4) ; the bottom row
    # Across the 6-wide lake at the bottom, a land square is 2 steps from another.
    reach = g.reach((2 * 6 + 0,), 2)
    assert reach[3 * 6 + 5] == 1 and reach[2 * 6 + 5] == 2
    # Diagonal steps count as one.
    assert g.reach((0 * 6 + 2,), 3)[2 * 6 + 4] == 2


def test_a_monument_on_the_way_must_be_used_as_a_hub():
    g = geometry(["......."])
    monuments = frozenset({3})
    assert g.hubs_needed((0,), (6,), 6, monuments) == 1
    assert g.hubs_needed((0,), (6,), 6, frozenset()) == 0


# -- setup ----------------------------------------------------------------------------------------


def test_setup_deals_three_cattle_vr_20_and_stacks_the_discs():
    effects = GAME.setup(4, {"beginner": False}, random.Random(3))
    state = apply_all(GAME, GAME.new_state(4, {"beginner": False}), effects)
    assert all(p["cattle"] == 3 and p["vr"] == 20 for p in state["seats"])
    assert len(state["gods_in_play"]) == 8 and len(state["specialists_available"]) == 5
    stack = next(e for e in effects if e["type"] == "vr_stack")["order"]
    # First monuments from the top of the stack down; plaques then from the bottom up.
    assert state["phase"] == "first_monuments"
    assert state["placing_order"] == list(reversed(stack))
    assert plaque_order(state) == stack
    for seat in reversed(stack):
        act(state, seat, GAME.legal_actions(state, seat)[0])
    assert state["phase"] == "auction" and state["auction"]["bidders"] == stack
    assert all(p["vp"] == 1 for p in state["seats"])


def test_beginner_option_uses_six_gods_and_no_specialists():
    effects = GAME.setup(2, {"beginner": True}, random.Random(1))
    state = apply_all(GAME, GAME.new_state(2, {"beginner": True}), effects)
    assert sorted(state["gods_in_play"]) == sorted(data.BEGINNER_GODS)
    assert state["specialists_available"] == []


def test_first_monument_only_on_a_free_start_area():
    effects = GAME.setup(2, {"beginner": False}, random.Random(5))
    state = apply_all(GAME, GAME.new_state(2, {"beginner": False}), effects)
    seat = GAME.to_act(state)[0]
    land = geo(state).cells_of(".")[0]
    assert "free start area" in illegal(state, seat, {"type": "place_first_monument", "cell": land})


# -- turn structure and VR ------------------------------------------------------------------------


def test_only_one_god_or_specialist_per_turn():
    state = make_state(blank(6, 6), players=2)
    act(state, 0, {"type": "choose_god", "god": "engai"})
    assert "only one god or specialist" in illegal(
        state, 0, {"type": "hire_specialist", "specialist": "nomads"}
    )
    begin_turn(state, 0)
    assert "only one god" in illegal(state, 0, {"type": "choose_god", "god": "xango"})


def test_vr_may_never_exceed_40():
    state = make_state(blank(6, 6, {(0, 0): "C"}), players=2)
    state["seats"][0]["vr"] = 38
    begin_turn(state, 0)
    assert "above 40" in illegal(state, 0, {"type": "choose_god", "god": "engai"})
    assert "above 40" in illegal(state, 0, {"type": "hire_specialist", "specialist": "shaman"})
    assert "above 40" in illegal(state, 0, {"type": "choose_craftsman", "craftsman": "potter"})
    act(state, 0, {"type": "hire_specialist", "specialist": "nomads"})  # +1 is fine


def test_a_hired_specialist_must_be_used_at_once():
    state = make_state(blank(6, 6), players=2)
    act(state, 0, {"type": "hire_specialist", "specialist": "herd"})
    assert state["seats"][0]["vr"] == 26
    assert "must be paid and used" in illegal(state, 0, {"type": "end_turn"})
    assert {a["type"] for a in GAME.legal_actions(state, 0)} == {"use_specialist"}
    act(state, 0, {"type": "use_specialist", "specialist": "herd", "amount": 4})
    assert state["seats"][0]["cards"] == {"specialist:herd": 6}
    assert "once per turn" in illegal(
        state, 0, {"type": "use_specialist", "specialist": "herd", "amount": 2}
    )


def test_a_step_of_a_pending_decision_is_refused_when_none_is_pending():
    """Actions that answer a pending step (stale ones, or sent twice) are refused with a
    reason, both by resolve and by play, when no step is pending."""
    state = make_state(blank(6, 6), players=2)
    add_monument(state, 0, 1, 1)
    steps = {
        "place_resource": ({"cell": 14}, "no resource tile is waiting"),
        "place_water": ({"cells": [14, 15]}, "no water tile is waiting"),
        "place_craftsman": ({"cells": [14]}, "choose the craftsman to place first"),
        "set_price": ({"craftsman": "potter", "price": 2}, "no new technology card"),
        "buy_good": ({"craftsman": 0, "resource": 3}, "choose the monument to raise first"),
    }
    for kind, (fields, reason) in steps.items():
        action = {"type": kind, **fields}
        assert reason in illegal(state, 0, action)
        with pytest.raises(IllegalAction, match=reason.split(" (")[0]):
            GAME.play(clone(state), 0, action, random.Random(0))


def test_a_specialist_that_cannot_be_paid_cannot_be_hired():
    state = make_state(blank(6, 6), players=2, cattle=2)
    assert "cannot use it now" in illegal(
        state, 0, {"type": "hire_specialist", "specialist": "rain_ceremony"}
    )


def test_shaman_places_a_resource_tile_on_empty_land():
    state = make_state(blank(4, 4, {(0, 0): "S"}), players=2)
    act(state, 0, {"type": "hire_specialist", "specialist": "shaman"})
    act(state, 0, {"type": "use_specialist", "specialist": "shaman", "resource": "diamonds"})
    assert "empty land" in illegal(state, 0, {"type": "place_resource", "cell": 0})
    act(state, 0, {"type": "place_resource", "cell": cell(state, 2, 2)})
    assert state["map"]["terrain"][2][2] == "D"
    assert state["resource_supply"]["diamonds"] == 2
    assert state["seats"][0]["cards"] == {"specialist:shaman": 2}


def test_rain_ceremony_water_joins_water_bodies():
    state = make_state(blank(3, 5, {(0, 0): "~", (0, 4): "~"}), players=2)
    assert len(geo(state).bodies) == 2
    act(state, 0, {"type": "hire_specialist", "specialist": "rain_ceremony"})
    act(state, 0, {"type": "use_specialist", "specialist": "rain_ceremony"})
    act(state, 0, {"type": "place_water", "cells": [1, 2]})
    assert len(geo(state).bodies) == 2
    begin_turn(state, 0)
    act(state, 0, {"type": "use_specialist", "specialist": "rain_ceremony"})
    assert "two orthogonally adjacent" in illegal(
        state, 0, {"type": "place_water", "cells": [3, 9]}
    )
    act(state, 0, {"type": "place_water", "cells": [3, 8]})  # (0,3) and (1,3) join both lakes
    assert len(geo(state).bodies) == 1
    assert state["water_tiles"] == data.WATER_TILES - 2


def test_nomads_lift_the_zoning_rule():
    state = make_state(blank(6, 6), players=2)
    add_monument(state, 1, 2, 2)
    begin_turn(state, 0)
    next_to_it = cell(state, 3, 3)
    assert "next to another monument" in illegal(
        state, 0, {"type": "build_monument", "cell": next_to_it}
    )
    act(state, 0, {"type": "hire_specialist", "specialist": "nomads"})
    act(state, 0, {"type": "use_specialist", "specialist": "nomads"})
    act(state, 0, {"type": "build_monument", "cell": next_to_it})
    assert state["monuments"][-1]["nomads"] is True


def test_builder_keeps_the_first_two_cattle_of_each_craftsman():
    state = make_state(blank(6, 8, {(0, 0): "C", (5, 7): "D"}), players=2, cattle=20)
    act(state, 0, {"type": "hire_specialist", "specialist": "builder"})
    act(state, 0, {"type": "use_specialist", "specialist": "builder"})
    bank = state["bank"]
    act(state, 0, {"type": "choose_craftsman", "craftsman": "diamond_cutter"})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    act(state, 0, {"type": "set_price", "craftsman": "diamond_cutter", "price": 3})
    assert state["bank"] == bank + 8
    assert state["seats"][0]["cards"]["specialist:builder"] == 4
    assert state["seats"][0]["vp"] == 3


# -- craftsmen ------------------------------------------------------------------------------------


def test_craftsman_needs_a_resource_no_craftsman_of_its_type_reaches():
    state = make_state(blank(4, 12, {(0, 0): "C"}), players=2)
    add_craftsman(state, 1, "potter", [(0, 2), (0, 3)])
    begin_turn(state, 0)
    assert "no potter site" in illegal(
        state, 0, {"type": "choose_craftsman", "craftsman": "potter"}
    )


def test_only_three_craftsmen_of_a_type():
    state = make_state(blank(4, 12, {(0, 0): "C"}), players=2)
    for col in (2, 5, 8):
        add_craftsman(state, 1, "potter", [(3, col), (3, col + 1)])
    begin_turn(state, 0)
    assert "all 3 potter" in illegal(state, 0, {"type": "choose_craftsman", "craftsman": "potter"})


def test_second_card_of_a_type_costs_more_vr_and_prices_only_go_up():
    state = make_state(blank(4, 12, {(0, 0): "C", (0, 11): "C"}), players=2)
    add_craftsman(state, 1, "potter", [(0, 2), (0, 3)])
    begin_turn(state, 0)
    act(state, 0, {"type": "choose_craftsman", "craftsman": "potter"})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["seats"][0]["techs"]["potter"]["card"] == 1 and state["seats"][0]["vr"] == 24
    act(state, 0, {"type": "set_price", "craftsman": "potter", "price": 2})
    assert "only go up" in illegal(
        state, 0, {"type": "raise_price", "craftsman": "potter", "price": 1}
    )
    act(state, 0, {"type": "raise_price", "craftsman": "potter", "price": 3})
    assert state["seats"][0]["techs"]["potter"]["price"] == 3


def test_raising_prices_is_a_place_craftsmen_action():
    state = make_state(blank(4, 12, {(0, 0): "C"}), players=2)
    add_craftsman(state, 0, "potter", [(0, 2), (0, 3)])
    begin_turn(state, 0)
    act(state, 0, {"type": "build_monument", "cell": cell(state, 3, 11)})
    assert "Place Craftsmen" in illegal(
        state, 0, {"type": "raise_price", "craftsman": "potter", "price": 2}
    )


def test_secondary_needs_its_primary_in_range_through_free_hubs():
    marks = {(0, 0): "C", (0, 13): "C"}
    state = make_state(blank(3, 16, marks), players=2, cattle=10)
    add_craftsman(state, 1, "potter", [(0, 2), (0, 3)])
    # This vessel maker already covers the clay next to the potter.
    add_craftsman(state, 1, "vessel_maker", [(1, 0), (1, 1), (2, 0), (2, 1)])
    add_monument(state, 1, 1, 6)
    add_monument(state, 1, 1, 9)
    begin_turn(state, 0)
    act(state, 0, {"type": "choose_craftsman", "craftsman": "vessel_maker"})
    sites = GAME.legal_actions(state, 0)
    near_far_clay = sorted(cell(state, r, c) for r, c in [(1, 12), (1, 13), (2, 12), (2, 13)])
    assert {"type": "place_craftsman", "cells": near_far_clay} in sites
    act(state, 0, {"type": "place_craftsman", "cells": near_far_clay})
    assert state["seats"][0]["cattle"] == 6  # hubs are free when placing
    # Without the hubs the vessel maker could not reach the potter.
    lonely = make_state(blank(3, 16, marks), players=2)
    add_craftsman(lonely, 1, "potter", [(0, 2), (0, 3)])
    add_craftsman(lonely, 1, "vessel_maker", [(1, 0), (1, 1), (2, 0), (2, 1)])
    begin_turn(lonely, 0)
    assert "no vessel_maker site" in illegal(
        lonely, 0, {"type": "choose_craftsman", "craftsman": "vessel_maker"}
    )


def test_first_primary_and_its_secondary_not_in_the_same_turn():
    state = make_state(blank(4, 12, {(0, 0): "C", (3, 11): "C"}), players=2, cattle=20)
    act(state, 0, {"type": "choose_craftsman", "craftsman": "potter"})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    act(state, 0, {"type": "set_price", "craftsman": "potter", "price": 1})
    assert "same turn" in illegal(
        state, 0, {"type": "choose_craftsman", "craftsman": "vessel_maker"}
    )
    act(state, 0, {"type": "end_turn"})
    # Another player may place the secondary in the same round.
    assert GAME.to_act(state) == [1]
    assert {"type": "choose_craftsman", "craftsman": "vessel_maker"} in GAME.legal_actions(state, 1)


def test_primary_goods_are_no_ritual_goods_once_a_secondary_is_on_the_map():
    state = make_state(blank(3, 10, {(2, 4): "C"}), players=2)
    add_monument(state, 0, 0, 0)
    add_craftsman(state, 1, "potter", [(0, 2), (0, 3)])
    begin_turn(state, 0)
    assert any(a["type"] == "raise_monument" for a in GAME.legal_actions(state, 0))
    add_craftsman(state, 1, "vessel_maker", [(1, 7), (1, 8), (2, 7), (2, 8)])
    begin_turn(state, 0)
    # Vessels need a second clay (one each for vessel maker and potter): none left.
    assert not any(a["type"] == "raise_monument" for a in GAME.legal_actions(state, 0))


# -- phases III and IV ----------------------------------------------------------------------------


def test_income_returns_cards_and_pays_the_highest_monument():
    state = make_state(blank(6, 6), players=2, cattle=0)
    add_monument(state, 0, 0, 0, level=3)
    add_monument(state, 0, 5, 5, level=1)
    add_monument(state, 1, 0, 5, level=1)
    state["seats"][0]["cards"] = {"tech:potter": 2}
    state["bank"] -= 2
    state["used"] = {"3": 1}
    act(state, 0, {"type": "end_turn"})
    act(state, 1, {"type": "end_turn"})
    assert state["seats"][0]["cattle"] == 5 and state["seats"][0]["cards"] == {}
    assert state["seats"][1]["cattle"] == 1
    assert state["used"] == {} and state["phase"] == "auction" and state["round"] == 2


def test_victory_by_margin_then_vp_then_turn_order():
    state = make_state(blank(6, 6), players=3)
    state["turn_order"] = [2, 1, 0]
    begin_turn(state, 2)
    for seat, vp in ((0, 22), (1, 21), (2, 21)):
        state["seats"][seat]["vp"] = vp
    state["seats"][0]["vr"] = 21  # margin 1 with more VP
    for seat in (2, 1, 0):
        act(state, seat, {"type": "end_turn"})
    # Equal margins: the most VP wins.
    assert GAME.outcome(state) == {"winners": [0], "scores": {"0": 1, "1": 1, "2": 1}}
    state = make_state(blank(6, 6), players=3)
    state["turn_order"] = [2, 1, 0]
    begin_turn(state, 2)
    for seat, vp in ((0, 25), (1, 21), (2, 21)):
        state["seats"][seat]["vp"] = vp
    state["seats"][0]["vr"] = 24  # margin 1 again, but seat 1 has margin 1 with 21 VP too
    state["seats"][1]["vr"] = 19  # margin 2: the largest margin wins
    for seat in (2, 1, 0):
        act(state, seat, {"type": "end_turn"})
    assert GAME.outcome(state)["winners"] == [1]
    state = make_state(blank(6, 6), players=3)
    state["turn_order"] = [2, 1, 0]
    begin_turn(state, 2)
    for seat in range(3):
        state["seats"][seat]["vp"] = 21
    for seat in (2, 1, 0):
        act(state, seat, {"type": "end_turn"})
    # All equal: the earliest in this round's turn order.
    assert GAME.outcome(state)["winners"] == [2]


def test_no_winner_below_vr():
    state = make_state(blank(6, 6), players=2)
    act(state, 0, {"type": "end_turn"})
    act(state, 1, {"type": "end_turn"})
    assert GAME.outcome(state) is None


def test_malformed_actions_are_refused_with_a_reason():
    state = make_state(blank(6, 6), players=2)
    for action in (
        {},
        {"type": 3},
        {"type": "build_monument"},
        {"type": "build_monument", "cell": "a"},
        {"type": "build_monument", "cell": True},
        {"type": "build_monument", "cell": 999},
        {"type": "choose_god", "god": "thor"},
        {"type": "use_specialist", "specialist": "wizard"},
        {"type": "raise_monument", "monument": 42},
        {"type": "bid", "amount": 1},
        {"type": "place_water", "cells": "x"},
    ):
        assert illegal(state, 0, action)
    assert "not your turn" in illegal(state, 1, {"type": "end_turn"})
