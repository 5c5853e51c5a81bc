"""One test (or a few) per rule of the rulebook, including its worked examples."""

from __future__ import annotations

import pytest

from games.bora_bora import GAME
from games.bora_bora import data as d
from games.bora_bora.moves import expansion_targets
from games.bora_bora.phase_c import task_fulfilled
from games.bora_bora.state import free_person_spaces, player
from games.engine import IllegalAction
from tests.bora_bora.helpers import (
    act,
    clear_board,
    fresh,
    give_turn,
    no_gods,
    place_start_huts,
    put_hut,
    types,
)

PLACE = {"kind": "place_die", "blue": False, "white": False}


# -- setup -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,tiles,tasks", [(2, 5, 4), (3, 6, 5), (4, 7, 6)])
def test_setup_by_player_count(players: int, tiles: int, tasks: int) -> None:
    state = fresh(players)
    assert len(state["tiles"]) == tiles
    assert len(state["task_display"]) == tasks
    assert all(len(col) == d.JEWELRY_PER_COLUMN for col in state["jewelry"])
    assert len(state["god_display"]) == 5 and state["temple_god_tiles"] == 6
    assert all(t is not None for g in "MW" for t in state["displays"][g])
    assert sorted(info["fish"][1] for info in state["regions"].values()) == sorted(
        v for _, v in d.FISH_TILES
    )
    for position, seat in enumerate(state["order"]):
        p = player(state, seat)
        assert p["vp"] == position  # #1 on 0 VP, #2 on 1, ...
        assert sum(p["hand"].values()) == 2 and p["offerings"] == 2 and p["god_tiles"] == 1
        assert p["huts_board"] + p["huts_12"] == 12 and p["priests"] == 4
        assert p["buildings"] == [1, 2, 3, 4, 5, 6]
        assert len(p["tasks"]) == 3 and d.TASKS[p["tasks"][0]]["deck"] == "start"
    if players == 3:
        assert state["tiles"].keys() >= {"land_water"} and "water" not in state["tiles"]
    if players == 2:
        assert {"land_water", "man_woman"} <= state["tiles"].keys()


def test_starting_huts_in_reverse_order_on_empty_fish_one_regions() -> None:
    state = fresh(4)
    order = state["order"]
    placed = []
    while state["phase"] == "start_huts":
        seat = state["current"]
        placed.append(seat)
        actions = GAME.legal_actions(state, seat)
        for a in actions:
            info = state["regions"][a["region"]]
            assert info["fish"][1] == 1 and info["huts"] == []
        state = act(state, seat, actions[0])
        region = actions[0]["region"]
        resource = d.TYPE_RESOURCE[d.REGION_TYPE[region]]
        if resource == "offering":
            assert player(state, seat)["offerings"] == 3
            continue
        # the resource must be taken, onto the empty space of its kind the player chooses
        spaces = [i for i, kind in enumerate(d.CEREMONY_LAYOUT) if kind == resource]
        choices = GAME.legal_actions(state, seat)
        assert choices == [{"type": "take_resource", "cell": i} for i in spaces]
        state = act(state, seat, choices[-1])
        assert player(state, seat)["cells"][spaces[-1]] == "m"
    assert placed == list(reversed(order))
    assert state["phase"] == "A" and state["current"] == order[0]
    assert all(len(state["dice"][str(s)]) == 3 for s in range(4))


# -- phase A: dice ---------------------------------------------------------------------------


def test_dice_must_be_lower_than_every_die_on_the_tile() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    no_gods(state, seat)
    state["dice"][str(seat)] = [4, 3, 2]
    state["tiles"]["helper"] = [{"seat": 9, "value": 5, "blue": False, "white": False}]
    state["tiles"]["helper"].append({"seat": 9, "value": 3, "blue": False, "white": False})
    helper_dice = {a["die"] for a in GAME.legal_actions(state, seat) if a["tile"] == "helper"}
    assert helper_dice == {2}  # the rulebook: with a 5 and a 3 there, a 1 or 2 only
    with pytest.raises(IllegalAction, match="lower"):
        GAME.resolve(
            state, seat, {"type": "place_die", "die": 3, "tile": "helper", "action": "helper"}, None
        )
    # fishing takes any die and gives 2 VP
    vp = player(state, seat)["vp"]
    state = act(
        state, seat, {"type": "place_die", "die": 4, "tile": "fishing", "action": "fishing"}
    )
    assert player(state, seat)["vp"] == vp + 2


def test_expansion_by_path_example() -> None:
    state = fresh(4)
    clear_board(state)
    put_hut(state, 0, "C_SE")  # the central mountain region
    assert "S_E" in expansion_targets(state, 0, ["water"], 5)  # south-island plains: 5 or 6
    assert "S_E" not in expansion_targets(state, 0, ["water"], 4)
    assert "E_S" in expansion_targets(state, 0, ["water"], 4)  # east-island beach: 4, 5, 6
    assert "E_S" not in expansion_targets(state, 0, ["water"], 3)
    assert "C_NE" in expansion_targets(state, 0, ["land"], 4)  # plains to the north: 4, 5, 6
    assert "C_NE" not in expansion_targets(state, 0, ["land"], 3)
    assert "C_SW" in expansion_targets(state, 0, ["land"], 2)  # beach to the west: 2..6
    assert "C_SW" not in expansion_targets(state, 0, ["land"], 1)
    for kind in ("land", "water"):
        assert "C_NW" not in expansion_targets(state, 0, [kind], 6)  # diagonal: never


def test_expansion_one_hut_per_region_and_newest_hut_holds_the_building_space() -> None:
    state = fresh(4)
    clear_board(state)
    put_hut(state, 0, "C_SE")
    put_hut(state, 1, "C_NE")
    put_hut(state, 0, "C_NE")
    assert "C_NE" not in expansion_targets(state, 0, ["land"], 6)  # already there
    no_gods(state, 1)
    state = give_turn(state, 1, {"kind": "expand", "kinds": ["land"], "value": 6})
    state["dice"] = {str(s): [] for s in range(4)}
    targets = {a["region"] for a in GAME.legal_actions(state, 1)}
    assert "C_SE" in targets and "C_NE" not in targets
    state = act(state, 1, {"type": "expand", "region": "C_SE", "from12": False})
    assert state["regions"]["C_SE"]["huts"] == [0, 1]  # 0 pushed aside, still in the region
    state = act(state, 1, {"type": "take_resource", "cell": 5})
    assert player(state, 1)["cells"].count("m") == 1  # the mountain gave a stone


def test_woman_action_takes_from_positions_up_to_the_die() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    state = give_turn(state, seat, {"kind": "take_person", "gender": "W", "value": 4})
    positions = {a["position"] for a in GAME.legal_actions(state, seat)}
    assert positions == {1, 2, 3, 4}
    tile = state["displays"]["W"][3]
    free = free_person_spaces(player(state, seat))
    state = act(state, seat, {"type": "take_person", "gender": "W", "position": 4})
    p = player(state, seat)
    assert p["people"][-1] == {"tile": tile, "shifted": False}
    assert state["displays"]["W"][3] is None and free_person_spaces(p) == free - 1


def test_no_free_person_space_means_no_woman_action() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    no_gods(state, seat)
    p = player(state, seat)
    p["huts_board"], p["huts_12"] = 10, 1  # one hut is on the map: space 11 holds a man
    p["people"] = [{"tile": "M:SHELL:1", "shifted": False}]
    assert free_person_spaces(p) == 0
    state["dice"][str(seat)] = [6, 6, 6]
    tiles = {a["tile"] for a in GAME.legal_actions(state, seat) if a["type"] == "place_die"}
    assert "woman" not in tiles and "man" not in tiles


def test_helper_examples_of_the_rulebook() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    p = player(state, seat)
    p["huts_board"] -= 3
    p["people"] = [
        {"tile": "M:STATUS:2", "shifted": False},
        {"tile": "M:SHELL:3", "shifted": False},
        {"tile": "W:OFFERING:3", "shifted": False},
    ]
    offerings = p["offerings"]
    # Anna: 5 pips - tattoo two men (5 status), collect 3 shells, 2 pips for an offering
    state = give_turn(state, seat, {"kind": "helper", "pips": 5})
    for action in (
        {"type": "helper", "item": "tattoo", "tile": "M:STATUS:2"},
        {"type": "helper", "item": "tattoo", "tile": "M:SHELL:3"},
        {"type": "helper", "item": "collect_shells", "tile": "W:OFFERING:3"},
        {"type": "helper", "item": "offering"},
    ):
        state = act(state, seat, action)
    p = player(state, seat)
    assert p["status"] == 5 and p["shells"] == 3 and p["offerings"] == offerings + 1
    assert all(person["shifted"] for person in p["people"])
    assert state["frames"] == [] or state["current"] != seat  # all pips spent: turn over


def test_helper_boris_six_pips() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    p = player(state, seat)
    p["huts_board"] -= 2
    p["people"] = [{"tile": "M:BUILD:1", "shifted": False}, {"tile": "W:BUILD:2", "shifted": False}]
    vp, shells = p["vp"], p["shells"]
    state = give_turn(state, seat, {"kind": "helper", "pips": 6})
    state = act(state, seat, {"type": "helper", "item": "material", "material": "wood", "cell": 2})
    state = act(state, seat, {"type": "helper", "item": "tattoo", "tile": "M:BUILD:1"})
    state = act(state, seat, {"type": "helper", "item": "collect_shells", "tile": "W:BUILD:2"})
    assert state["frames"][-1] == {"kind": "helper", "pips": 2}
    state = act(state, seat, {"type": "helper", "item": "vp"})
    state = act(state, seat, {"type": "helper", "item": "vp"})
    p = player(state, seat)
    assert p["vp"] == vp + 2 and p["shells"] == shells + 2 and p["status"] == 1
    assert (
        "m" in [p["cells"][i] for i, m in enumerate(d.CEREMONY_LAYOUT) if m == "wood"]
        or p["beside"]["wood"]
    )
    # Or: a god card, an offering and a material; the god card may come from the display
    state2 = give_turn(place_start_huts(fresh(4)), seat, {"kind": "helper", "pips": 6})
    legal = GAME.legal_actions(state2, seat)
    assert {"type": "helper", "item": "god_card", "source": "deck"} in legal
    assert {"type": "helper", "item": "god_card", "source": 0} in legal
    card = state2["god_display"][0]
    hand = dict(player(state2, seat)["hand"])
    state2 = act(state2, seat, {"type": "helper", "item": "god_card", "source": 0})
    assert player(state2, seat)["hand"][card] == hand[card] + 1
    assert len(state2["god_display"]) == 5  # refilled at once from the deck


def test_helper_moves_a_hut_to_space_12() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    p = player(state, seat)
    before = (p["huts_board"], p["huts_12"])
    state = give_turn(state, seat, {"kind": "helper", "pips": 2})
    state = act(state, seat, {"type": "helper", "item": "move_hut"})
    p = player(state, seat)
    assert (p["huts_board"], p["huts_12"]) == (before[0] - 1, before[1] + 1)


def test_temple_push_chain_and_fire_bonus() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    others = [s for s in range(4) if s != seat]
    state["temple"] = [others[0], others[1], others[2], None, None, None]  # spaces 1, 2, 3
    player(state, others[0])["priests"] -= 1
    player(state, others[1])["priests"] -= 1
    player(state, others[2])["priests"] -= 1
    state = give_turn(state, seat, {"kind": "temple", "value": 3})
    assert {a["space"] for a in GAME.legal_actions(state, seat)} == {1, 2, 3}
    state = act(state, seat, {"type": "place_priest", "space": 3})
    # the priest on 3 moved to 2, the one on 2 to 1, the one on 1 left the temple
    assert state["temple"][:3] == [others[1], others[2], seat]
    assert player(state, others[0])["priests"] == 4
    # Christina's fire bonus: a god card (not an offering) and a shell (not status)
    assert types(GAME.legal_actions(state, seat)) == {"fire_bonus"}
    choices = {a["choice"] for a in GAME.legal_actions(state, seat)}
    assert choices == {"offering", "god_card"}
    hand = sum(player(state, seat)["hand"].values())
    state = act(state, seat, {"type": "fire_bonus", "choice": "god_card", "source": "deck"})
    assert {a["choice"] for a in GAME.legal_actions(state, seat)} == {"status", "shell"}
    state = act(state, seat, {"type": "fire_bonus", "choice": "shell"})
    p = player(state, seat)
    assert sum(p["hand"].values()) == hand + 1 and p["shells"] == 1


def test_build_needs_two_adjacent_materials_and_scores_round_vp_and_fire_bonus() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    no_gods(state, seat)
    p = player(state, seat)
    p["cells"] = [None] * 12
    p["cells"][0] = "m"
    p["cells"][5] = "m"  # diagonal to 0: not adjacent
    state["dice"][str(seat)] = [6, 6, 6]
    assert "build" not in {a["tile"] for a in GAME.legal_actions(state, seat)}
    p["cells"][1] = "m"
    assert "build" in {a["tile"] for a in GAME.legal_actions(state, seat)}
    state = give_turn(state, seat, {"kind": "build_tile", "value": 4})
    assert {a["tile"] for a in GAME.legal_actions(state, seat)} == {1, 2, 3, 4}
    state = act(state, seat, {"type": "build_tile", "tile": 4})
    assert [a["cells"] for a in GAME.legal_actions(state, seat)] == [[0, 1], [1, 5]]
    vp = player(state, seat)["vp"]
    state = act(state, seat, {"type": "build_cells", "cells": [0, 1]})
    p = player(state, seat)
    assert p["cells"][:2] == [4, 4] and p["built"] == [4] and 4 not in p["buildings"]
    assert p["vp"] == vp + d.BUILD_VP_BY_ROUND[0]
    assert state["frames"][-1]["kind"] == "fire_card"


# -- gods in phase A -----------------------------------------------------------------------------


def test_blue_white_red_combination_example() -> None:
    """Anna puts a 3 on Water Path over a 1 (Blue), uses it as a 6 (White) to cross a
    6-value water path, and scores the new region's 5-point fish (Red): three offerings."""
    state = place_start_huts(fresh(4))
    anna = state["current"]
    clear_board(state)
    put_hut(state, anna, "C_SW")
    state["regions"]["S_W"]["fish"] = ["FISH_B", 5]
    p = player(state, anna)
    p["hand"] = {"blue": 1, "white": 1, "red": 1, "green": 0, "yellow": 0}
    p["offerings"], p["god_tiles"] = 3, 0
    state["dice"][str(anna)] = [3]
    state["tiles"]["water"] = [{"seat": 9, "value": 1, "blue": False, "white": False}]
    legal = GAME.legal_actions(state, anna)
    assert not any(a["type"] == "place_die" and a["tile"] == "water" for a in legal)
    state = act(state, anna, {"type": "play_god", "god": "blue", "pay": "card"})
    state = act(state, anna, {"type": "play_god", "god": "white", "pay": "card"})
    state = act(state, anna, {"type": "place_die", "die": 3, "tile": "water", "action": "water"})
    assert state["tiles"]["water"][-1] == {"seat": anna, "value": 3, "blue": True, "white": True}
    assert "S_W" in {a["region"] for a in GAME.legal_actions(state, anna)}
    vp = player(state, anna)["vp"]
    state = act(state, anna, {"type": "expand", "region": "S_W", "from12": False})
    state = act(state, anna, {"type": "take_resource", "cell": 0})  # the mountains' stone
    assert state["frames"][-1] == {"kind": "red", "region": "S_W"}
    state = act(state, anna, {"type": "play_god", "god": "red", "pay": "card"})
    p = player(state, anna)
    assert p["vp"] == vp + 5 and p["offerings"] == 0 and sum(p["hand"].values()) == 0
    assert state["god_discard"][-3:] == ["blue", "white", "red"]


def test_two_identical_cards_or_a_god_tile_stand_for_any_god() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    p = player(state, seat)
    p["hand"] = {"blue": 0, "white": 0, "red": 0, "green": 2, "yellow": 0}
    p["offerings"], p["god_tiles"] = 1, 1
    state["dice"][str(seat)] = [2]
    pays = {a["pay"] for a in GAME.legal_actions(state, seat) if a.get("god") == "white"}
    assert pays == {"pair:green", "tile"}
    state = act(state, seat, {"type": "play_god", "god": "white", "pay": "tile"})
    p = player(state, seat)
    assert p["god_tiles"] == 0 and p["offerings"] == 1  # a God tile costs no offering
    p["offerings"] = 0
    assert not any(a.get("god") == "blue" for a in GAME.legal_actions(state, seat))


def test_red_god_is_not_offered_without_a_way_to_pay() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    clear_board(state)
    put_hut(state, seat, "C_SE")
    no_gods(state, seat)
    state = give_turn(state, seat, {"kind": "expand", "kinds": ["land"], "value": 2})
    state = act(state, seat, {"type": "expand", "region": "C_SW", "from12": True})
    assert not state["frames"] or state["frames"][-1]["kind"] != "red"
    assert player(state, seat)["huts_12"] == 0


# -- phase B: people -----------------------------------------------------------------------------


def b_turn(state: dict, seat: int, people: list[str]) -> dict:
    p = player(state, seat)
    p["huts_board"] -= len(people)
    p["people"] = [{"tile": t, "shifted": False} for t in people]
    frame = {"kind": "b_menu", "used": {"M": [], "W": []}, "extra": {"M": 0, "W": 0}}
    return give_turn(state, seat, frame, phase="B")


@pytest.mark.parametrize("kind", ["b_menu", "final_tasks"])
def test_passing_a_seat_over_tells_the_table_nothing_about_its_hand(kind) -> None:
    """Everybody sees a seat passed over. Where god cards could give a choice (the Green God,
    tasks that count cards), a seat holding any card is asked, whatever the cards are; only
    an empty hand, which the table sees, lets it be passed over."""
    from games.bora_bora.rules import _only_pass

    skipped = []
    for hand in ({"green": 1}, {"white": 1}, {}):
        state = place_start_huts(fresh(4))
        seat = state["current"]
        state = b_turn(state, seat, [])
        state["frames"] = [{"kind": kind}] if kind != "b_menu" else state["frames"]
        p = player(state, seat)
        p["hand"] = {colour: hand.get(colour, 0) for colour in d.GOD_COLOURS}
        p["offerings"], p["god_tiles"], p["tasks"] = 1, 0, []
        skipped.append(_only_pass(state, seat))
    assert skipped == [False, False, True]


def test_identical_men_combine_into_one_stronger_action() -> None:
    """Dmitry combines two Land Path men: one land path of value 4 or less, not two paths."""
    state = place_start_huts(fresh(4))
    seat = state["current"]
    clear_board(state)
    put_hut(state, seat, "C_SE")
    no_gods(state, seat)
    state = b_turn(state, seat, ["M:LAND_PATH:1", "M:LAND_PATH:3"])
    state = act(
        state, seat, {"type": "activate", "gender": "M", "person_type": "LAND_PATH", "tiles": 2}
    )
    regions = {a["region"] for a in GAME.legal_actions(state, seat)}
    assert regions == {"C_NE", "C_SW"}  # land paths 4 and 2 from the central mountain
    state = act(state, seat, {"type": "expand", "region": "C_NE", "from12": False})
    state = act(state, seat, {"type": "take_resource"})  # the plains' offering
    # one action only: back to the menu, where men are spent
    assert state["frames"][-1]["kind"] == "b_menu"
    assert not any(a.get("gender") == "M" for a in GAME.legal_actions(state, seat))


def test_green_god_doubles_two_women_victory_points() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    p = player(state, seat)
    state = b_turn(state, seat, ["W:VICTORY_POINTS:1", "W:VICTORY_POINTS:2"])
    p = player(state, seat)
    p["hand"] = {"blue": 0, "white": 0, "red": 0, "green": 1, "yellow": 0}
    p["offerings"], p["god_tiles"] = 1, 0
    vp = p["vp"]
    state = act(
        state,
        seat,
        {"type": "activate", "gender": "W", "person_type": "VICTORY_POINTS", "tiles": 2},
    )
    state = act(state, seat, {"type": "play_god", "god": "green", "pay": "card"})
    state = act(state, seat, {"type": "carry_out"})
    assert player(state, seat)["vp"] == vp + 8  # 4 VP doubled


def test_green_god_lets_boris_build_up_to_six_not_two_buildings() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    state = b_turn(state, seat, ["M:BUILD:2"])
    p = player(state, seat)
    p["cells"] = ["m"] * 4 + [None] * 8
    p["hand"] = {"blue": 0, "white": 0, "red": 0, "green": 1, "yellow": 0}
    p["offerings"], p["god_tiles"] = 1, 0
    state = act(
        state, seat, {"type": "activate", "gender": "M", "person_type": "BUILD", "tiles": 1}
    )
    assert {a["tile"] for a in GAME.legal_actions(state, seat) if a["type"] == "build_tile"} == {
        1,
        2,
        3,
    }
    state = act(state, seat, {"type": "play_god", "god": "green", "pay": "card"})
    assert {a["tile"] for a in GAME.legal_actions(state, seat)} == {1, 2, 3, 4, 5, 6}
    state = act(state, seat, {"type": "build_tile", "tile": 6})
    state = act(state, seat, {"type": "build_cells", "cells": [0, 1]})
    assert player(state, seat)["built"] == [6]
    state = act(state, seat, {"type": "fire_bonus", "choice": "offering"})
    state = act(state, seat, {"type": "fire_bonus", "choice": "status"})
    assert not any(
        a["type"] == "activate" and a["gender"] == "M" for a in GAME.legal_actions(state, seat)
    )


def test_green_god_extra_activation_dmitry_example() -> None:
    """Dmitry: two Land Path women expand (value 4); a God Card man takes a Green God from the
    display; he plays it to activate another woman, a Take Man woman, and takes a man."""
    state = place_start_huts(fresh(4))
    seat = state["current"]
    clear_board(state)
    put_hut(state, seat, "C_SE")
    state = b_turn(state, seat, ["W:LAND_PATH:1", "W:LAND_PATH:2", "M:GOD_CARD:1", "W:TAKE_MAN:3"])
    p = player(state, seat)
    p["hand"] = {c: 0 for c in d.GOD_COLOURS}
    p["offerings"], p["god_tiles"] = 1, 0
    state["god_display"][0] = "green"
    state = act(
        state, seat, {"type": "activate", "gender": "W", "person_type": "LAND_PATH", "tiles": 2}
    )
    state = act(state, seat, {"type": "expand", "region": "C_NE", "from12": False})
    state = act(state, seat, {"type": "decline_resource"})
    assert not any(
        a["type"] == "activate" and a["gender"] == "W" for a in GAME.legal_actions(state, seat)
    )
    state = act(
        state, seat, {"type": "activate", "gender": "M", "person_type": "GOD_CARD", "tiles": 1}
    )
    state = act(state, seat, {"type": "carry_out"})
    state = act(state, seat, {"type": "take_god_card", "source": 0})
    assert player(state, seat)["hand"]["green"] == 1
    extra = {"type": "play_god", "god": "green", "pay": "card", "gender": "W"}
    assert extra in GAME.legal_actions(state, seat)
    state = act(state, seat, extra)
    state = act(
        state, seat, {"type": "activate", "gender": "W", "person_type": "TAKE_MAN", "tiles": 1}
    )
    men = len([x for x in player(state, seat)["people"] if x["tile"][0] == "M"])
    state = act(state, seat, GAME.legal_actions(state, seat)[0])
    assert len([x for x in player(state, seat)["people"] if x["tile"][0] == "M"]) == men + 1


# -- phase C -------------------------------------------------------------------------------------


def phase_c_state(players: int = 3) -> dict:
    """A state at the last phase-B step of round 1: ending it runs the phase-C scoring."""
    state = place_start_huts(fresh(players))
    state["dice"] = {str(s): [] for s in range(players)}
    last = state["order"][-1]
    frame = {"kind": "b_menu", "used": {"M": [], "W": []}, "extra": {"M": 0, "W": 0}}
    return give_turn(state, last, frame, phase="B")


def test_status_scoring_and_new_turn_order_with_stacked_markers() -> None:
    state = phase_c_state(3)
    a, b, c = 0, 1, 2
    state["p"]["0"]["status"], state["p"]["0"]["stamp"] = 5, 10
    state["p"]["1"]["status"], state["p"]["1"]["stamp"] = 5, 11  # arrived later: on top
    state["p"]["2"]["status"], state["p"]["2"]["stamp"] = 7, 4
    vps = [player(state, s)["vp"] for s in range(3)]
    state = act(state, state["current"], {"type": "end_people"})
    assert state["order"] == [c, b, a]
    assert [player(state, s)["vp"] - vps[s] for s in range(3)][2] >= 7
    assert all(player(state, s)["status"] == 0 for s in range(3))


def test_temple_scoring_and_god_tile_tie_break_by_leftmost_priest() -> None:
    state = phase_c_state(3)
    state["temple"] = [0, 1, None, 0, None, 1]  # 1 has the leftmost priest (space 6)
    for s in (0, 1):
        player(state, s)["priests"] -= 2
    tiles = [player(state, s)["god_tiles"] for s in range(3)]
    vps = [player(state, s)["vp"] for s in range(3)]
    state = act(state, state["current"], {"type": "end_people"})
    assert player(state, 1)["god_tiles"] == tiles[1] + 1
    assert player(state, 0)["god_tiles"] == tiles[0]
    assert state["temple_god_tiles"] == 5
    assert player(state, 0)["vp"] >= vps[0] + 2  # 2 priests x 1 VP in round 1


def test_god_tile_removed_when_temple_is_empty() -> None:
    state = phase_c_state(3)
    tiles = [player(state, s)["god_tiles"] for s in range(3)]
    state = act(state, state["current"], {"type": "end_people"})
    assert state["temple_god_tiles"] == 5
    assert [player(state, s)["god_tiles"] for s in range(3)] == tiles


def test_jewelry_purchase_costs_shells_and_leftovers_are_discarded() -> None:
    state = phase_c_state(3)
    for s in range(3):
        player(state, s)["shells"] = 20
    state = act(state, state["current"], {"type": "end_people"})
    assert state["phase"] == "C_jewelry"
    seat = state["current"]
    column = list(state["jewelry"][0])
    tile = column[0]
    state = act(state, seat, {"type": "buy_jewelry", "tile": tile})
    assert player(state, seat)["jewelry"] == [tile]
    assert player(state, seat)["shells"] == 20 - d.JEWELRY[tile]["cost"]
    while state["phase"] == "C_jewelry":
        state = act(state, state["current"], {"type": "pass_jewelry"})
    assert state["jewelry"][0] == [] and state["phase"] == "C_tasks"


def test_tasks_complete_or_discard_then_take_new_ones() -> None:
    state = phase_c_state(3)
    state = act(state, state["current"], {"type": "end_people"})
    while state["phase"] == "C_jewelry":
        state = act(state, state["current"], {"type": "pass_jewelry"})
    seat = state["current"]
    p = player(state, seat)
    p["tasks"] = ["T08", "T09", "T11"]  # 9 regions, 5 islands, 3 priests: impossible now
    actions = GAME.legal_actions(state, seat)
    assert types(actions) == {"discard_task"}
    state = act(state, seat, {"type": "discard_task", "task": "T09"})
    assert "T09" in state["tasks_boxed"] and player(state, seat)["tasks"] == ["T08", "T11"]
    other = state["current"]
    player(state, other)["tasks"][0] = "T02"  # 3 regions
    for r in ("C_NW", "C_NE", "C_SW"):
        if other not in state["regions"][r]["huts"]:
            put_hut(state, other, r)
    assert {"type": "complete_task", "task": "T02"} in GAME.legal_actions(state, other)
    assert "discard_task" not in types(GAME.legal_actions(state, other))
    vp = player(state, other)["vp"]
    state = act(state, other, {"type": "complete_task", "task": "T02"})
    assert player(state, other)["vp"] == vp + 6
    assert player(state, other)["done_tasks"] == [{"task": "T02", "vp": 6}]
    while state["phase"] == "C_tasks":
        state = act(state, state["current"], GAME.legal_actions(state, state["current"])[-1])
    display = list(state["task_display"])
    assert state["phase"] == "C_new_task" and len(display) == 5
    while state["phase"] == "C_new_task":
        state = act(state, state["current"], GAME.legal_actions(state, state["current"])[0])
    # next round: 2 leftover tasks boxed, new display of players + 2, new people, dice back
    assert state["round"] == 2 and state["phase"] == "A"
    assert len(state["task_display"]) == 5 and not set(display) & set(state["task_display"])
    assert all(t is not None for g in "MW" for t in state["displays"][g])
    assert all(len(state["dice"][str(s)]) == 3 for s in range(3))
    assert all(len(player(state, s)["tasks"]) == 3 for s in range(3))


def test_yellow_god_task_example_wood_and_regions() -> None:
    state = phase_c_state(3)
    state = act(state, state["current"], {"type": "end_people"})
    while state["phase"] == "C_jewelry":
        state = act(state, state["current"], {"type": "pass_jewelry"})
    seat = state["current"]
    p = player(state, seat)
    p["tasks"] = ["T34", "T08", "T09"]  # 3 wood, 9 regions, 5 islands
    p["cells"] = [None] * 12
    p["beside"] = {"stone": 0, "wood": 2, "sand": 0}
    p["hand"] = {"blue": 0, "white": 0, "red": 0, "green": 0, "yellow": 1}
    p["offerings"], p["god_tiles"] = 1, 0
    assert not task_fulfilled(state, seat, "T34")
    actions = GAME.legal_actions(state, seat)
    assert {"type": "complete_task", "task": "T34", "yellow": "card"} in actions
    assert not any(a.get("task") == "T08" and a["type"] == "complete_task" for a in actions)
    assert "discard_task" in types(actions)  # cannot complete one without help: may discard
    vp = p["vp"]
    state = act(state, seat, {"type": "complete_task", "task": "T34", "yellow": "card"})
    p = player(state, seat)
    assert p["vp"] == vp + d.TASK_VP_WITH_YELLOW and p["offerings"] == 0
    assert p["done_tasks"] == [{"task": "T34", "vp": 4}]


def test_yellow_god_relaxes_nine_regions_to_eight() -> None:
    state = phase_c_state(3)
    seat = 0
    clear_board(state)
    for r in d.REGIONS[:8]:
        put_hut(state, seat, r)
    player(state, seat)["tasks"] = ["T08"]
    from games.bora_bora.phase_c import task_fulfilled_with_yellow

    assert not task_fulfilled(state, seat, "T08")
    assert task_fulfilled_with_yellow(state, seat, "T08", "tile")
    state["regions"][d.REGIONS[7]]["huts"] = []
    assert not task_fulfilled_with_yellow(state, seat, "T08", "tile")  # only one unit


def test_god_cards_asked_by_a_task_must_be_real_cards() -> None:
    state = phase_c_state(3)
    p = player(state, 0)
    p["hand"] = {"blue": 0, "white": 0, "red": 0, "green": 0, "yellow": 2}
    p["god_tiles"] = 3
    assert not task_fulfilled(state, 0, "T12")  # 2 blue cards: God tiles do not count
    assert task_fulfilled(state, 0, "T16")  # 2 yellow cards


# -- end of the game -----------------------------------------------------------------------------


def test_final_scoring_fish_tiles_bonuses_and_tie_break() -> None:
    from games.bora_bora.effects import EFFECTS
    from games.bora_bora.phase_c import final_scoring
    from games.engine import Resolution

    state = phase_c_state(2)
    clear_board(state)
    state["regions"]["C_SE"]["fish"] = ["FISH_A", 6]
    state["regions"]["C_SE"]["huts"] = [0, 1]  # 1 holds the building space
    state["regions"]["C_NE"]["fish"] = ["FISH_B", 3]
    state["regions"]["C_NE"]["huts"] = [1, 0]  # 0 holds it
    p0, p1 = player(state, 0), player(state, 1)
    p0["god_tiles"], p1["god_tiles"] = 2, 0
    p0["jewelry"] = ["RING:4"]
    p1["buildings"] = []
    p1["cells"] = [6] * 12
    res = Resolution(EFFECTS, state)
    final_scoring(res)
    scores = res.state["final"]
    assert scores["0"]["fish"] == 3 and scores["1"]["fish"] == 6
    assert scores["0"]["god_tiles"] == 4 and scores["0"]["jewelry"] == 9
    assert scores["1"]["bonus_buildings"] == 6 and scores["1"]["bonus_ceremony"] == 6
    assert res.state["phase"] == "over"
    res.state["p"]["0"]["vp"] = res.state["p"]["1"]["vp"] = 50
    first = res.state["order"][0]
    assert GAME.outcome(res.state)["winners"] == [first]


def test_final_tasks_may_use_one_yellow_each() -> None:
    state = phase_c_state(2)
    seat = 0
    state = give_turn(state, seat, {"kind": "final_tasks"}, phase="final_tasks")
    state["round"] = 6
    p = player(state, seat)
    p["tasks"] = ["T31", "T32", "T36"]  # 4 offerings, 5 shells, 5 materials
    p["offerings"], p["shells"] = 4, 4
    p["beside"] = {"stone": 4, "wood": 0, "sand": 0}
    p["cells"] = [None] * 12
    p["hand"] = {"blue": 0, "white": 0, "red": 0, "green": 0, "yellow": 3}
    p["god_tiles"] = 0
    state = act(state, seat, {"type": "complete_task", "task": "T31"})
    state = act(state, seat, {"type": "complete_task", "task": "T32", "yellow": "card"})
    state = act(state, seat, {"type": "complete_task", "task": "T36", "yellow": "card"})
    assert [t["vp"] for t in player(state, seat)["done_tasks"]] == [6, 4, 4]


# -- illegal actions -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [None, {}, {"type": "fly"}, {"type": "place_die"}, {"type": "place_die", "die": "6"}, [1]],
)
def test_malformed_actions_are_rejected_with_a_reason(action) -> None:
    state = place_start_huts(fresh(3))
    with pytest.raises(IllegalAction) as error:
        GAME.resolve(state, state["current"], action, None)
    assert error.value.rule


def test_acting_out_of_turn_is_rejected() -> None:
    state = place_start_huts(fresh(3))
    other = (state["current"] + 1) % 3
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.resolve(state, other, {"type": "end_people"}, None)


def test_the_red_god_decision_tells_the_table_nothing_about_the_hand() -> None:
    """The Red God is offered on what the table sees (an offering and a god card), never on
    the hand itself: a hand that cannot pay gets the same decision, declining its only choice,
    so the other players cannot tell a red card (or a pair) from any other card."""
    views, choices = [], []
    for colour in ("red", "blue"):
        state = place_start_huts(fresh(4))
        seat = state["current"]
        clear_board(state)
        put_hut(state, seat, "C_SE")
        no_gods(state, seat)
        player(state, seat)["hand"][colour] = 1
        player(state, seat)["offerings"] = 1
        state = give_turn(state, seat, {"kind": "expand", "kinds": ["land"], "value": 2})
        state = act(state, seat, {"type": "expand", "region": "C_SW", "from12": True})
        while state["frames"] and state["frames"][-1]["kind"] == "resource":
            state = act(state, seat, GAME.legal_actions(state, seat)[0])
        assert state["frames"][-1]["kind"] == "red"
        views.append(GAME.view(state, (seat + 1) % 4))
        choices.append({action["type"] for action in GAME.legal_actions(state, seat)})
    assert views[0] == views[1]
    assert choices == [{"play_god", "decline_god"}, {"decline_god"}]
