"""Issue 13, Bora Bora items 7-9: choices the rulebook leaves to the player.

7. "immediately put the building material on a matching empty space of your player board" - the
   player picks which one; only when none is left does it go beside the board. The rulebook warns
   that materials and buildings never move, so a badly placed one blocks later building.
8. Anna "uses the Blue God to put a 3 on Water Path over a 1, and also the White God to use the 3
   as a 6": both gods for one die, in either order.
9. "you *may* combine identical tiles", "move 1 (2/3) huts", "you *may* also take the region's
   building material or offering": the smaller options are offered too.
"""

from __future__ import annotations

import pytest

from games.bora_bora import GAME
from games.bora_bora import data as d
from games.bora_bora.moves import buildable_pairs
from games.bora_bora.state import player
from games.engine import IllegalAction, clone
from tests.bora_bora.helpers import (
    act,
    clear_board,
    fresh,
    give_turn,
    no_gods,
    place_start_huts,
    put_hut,
)

STONE_SPACES = [i for i, kind in enumerate(d.CEREMONY_LAYOUT) if kind == "stone"]
SAND_SPACES = [i for i, kind in enumerate(d.CEREMONY_LAYOUT) if kind == "sand"]


def empty_board_but(state: dict, seat: int, filled: list[int]) -> None:
    player(state, seat)["cells"] = ["m" if i in filled else None for i in range(12)]


# -- 7. the player chooses the space of a new material -------------------------------------------


def test_helper_material_lists_every_empty_space_of_its_kind_and_goes_where_chosen() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    empty_board_but(state, seat, [])
    state = give_turn(state, seat, {"kind": "helper", "pips": 2})
    stone = [
        a["cell"]
        for a in GAME.legal_actions(state, seat)
        if a["type"] == "helper" and a.get("material") == "stone"
    ]
    assert stone == STONE_SPACES == [0, 3, 5, 10]
    state = act(
        state, seat, {"type": "helper", "item": "material", "material": "stone", "cell": 10}
    )
    cells = player(state, seat)["cells"]
    assert cells[10] == "m" and [i for i, c in enumerate(cells) if c] == [10]


def test_where_the_material_goes_decides_whether_a_build_is_possible() -> None:
    """A wood on space 9 (bottom row): a stone on space 10 next to it can be built on at once;
    the first stone space (0, top left), which the engine used to take, cannot."""
    state = place_start_huts(fresh(4))
    seat = state["current"]
    empty_board_but(state, seat, [9])
    state = give_turn(state, seat, {"kind": "helper", "pips": 2})
    next_to_wood = act(
        clone(state), seat, {"type": "helper", "item": "material", "material": "stone", "cell": 10}
    )
    far_away = act(
        state, seat, {"type": "helper", "item": "material", "material": "stone", "cell": 0}
    )
    assert buildable_pairs(player(next_to_wood, seat)) == [[9, 10]]
    assert buildable_pairs(player(far_away, seat)) == []


@pytest.mark.parametrize(
    "cell",
    [1, 9, None, "10", 12],  # sand space, occupied space, beside while free, not an int, off board
)
def test_a_material_cannot_go_on_a_wrong_full_or_missing_space(cell: object) -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    empty_board_but(state, seat, [9])
    state = give_turn(state, seat, {"kind": "helper", "pips": 2})
    bad = {"type": "helper", "item": "material", "material": "stone", "cell": cell}
    if cell == 9:
        bad["material"] = "wood"  # space 9 is a wood space already holding wood
    with pytest.raises(IllegalAction, match="empty space of its kind"):
        GAME.resolve(state, seat, bad, None)  # type: ignore[arg-type]


def test_with_every_space_of_its_kind_full_the_material_goes_beside_the_board() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    empty_board_but(state, seat, STONE_SPACES)
    state = give_turn(state, seat, {"kind": "helper", "pips": 2})
    stone = [a for a in GAME.legal_actions(state, seat) if a.get("material") == "stone"]
    assert stone == [{"type": "helper", "item": "material", "material": "stone", "cell": None}]
    before = player(state, seat)["beside"]["stone"]
    state = act(state, seat, stone[0])
    assert player(state, seat)["beside"]["stone"] == before + 1


def test_person_material_action_carries_the_space() -> None:
    state = place_start_huts(fresh(3))
    seat = state["current"]
    p = player(state, seat)
    p["huts_board"] -= 1
    p["people"] = [{"tile": "W:MATERIAL:1", "shifted": False}]
    empty_board_but(state, seat, [])
    no_gods(state, seat)
    frame = {"kind": "b_menu", "used": {"M": [], "W": []}, "extra": {"M": 0, "W": 0}}
    state = give_turn(state, seat, frame, phase="B")
    state = act(
        state, seat, {"type": "activate", "gender": "W", "person_type": "MATERIAL", "tiles": 1}
    )
    state = act(state, seat, {"type": "carry_out"})
    legal = GAME.legal_actions(state, seat)
    assert len(legal) == 12  # 3 materials x 4 empty spaces each
    state = act(state, seat, {"type": "take_material", "material": "sand", "cell": 11})
    assert player(state, seat)["cells"][11] == "m"


def test_expansion_resource_placed_where_chosen_or_left() -> None:
    """Expanding from the central mountains to the central beach: its sand may go on any empty
    sand space, or be left in the bank ("you may also take")."""
    state = place_start_huts(fresh(4))
    seat = state["current"]
    clear_board(state)
    put_hut(state, seat, "C_SE")
    no_gods(state, seat)
    empty_board_but(state, seat, [])
    state = give_turn(state, seat, {"kind": "expand", "kinds": ["land"], "value": 2})
    state = act(state, seat, {"type": "expand", "region": "C_SW", "from12": False})
    assert state["frames"][-1]["kind"] == "resource"
    assert GAME.legal_actions(state, seat) == [
        *({"type": "take_resource", "cell": i} for i in SAND_SPACES),
        {"type": "decline_resource"},
    ]
    taken = act(clone(state), seat, {"type": "take_resource", "cell": 8})
    assert player(taken, seat)["cells"][8] == "m"
    left = act(state, seat, {"type": "decline_resource"})
    assert player(left, seat)["cells"] == [None] * 12
    assert left["regions"]["C_SW"]["huts"] == [seat]


def test_leaving_the_resource_still_allows_the_red_god_afterwards() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    clear_board(state)
    put_hut(state, seat, "C_SE")
    no_gods(state, seat)
    player(state, seat)["god_tiles"] = 1
    state = give_turn(state, seat, {"kind": "expand", "kinds": ["land"], "value": 4})
    state = act(state, seat, {"type": "expand", "region": "C_NE", "from12": False})
    offerings = player(state, seat)["offerings"]
    assert GAME.legal_actions(state, seat) == [
        {"type": "take_resource"},  # the plains' offering
        {"type": "decline_resource"},
    ]
    state = act(state, seat, {"type": "decline_resource"})
    assert player(state, seat)["offerings"] == offerings
    assert state["frames"][-1] == {"kind": "red", "region": "C_NE"}


# -- 8. Blue and White God for one die, in either order ------------------------------------------


def anna_at_the_water_path(offerings: int, god_tiles: int = 0) -> tuple[dict, int]:
    """Anna's only region is the central mountains; her only die is a 3; Water Path holds a 1.
    Her water paths are worth 4 and 5, so the 3 needs the Blue God (to go over the 1) *and* the
    White God (to count as a 6); the Blue God alone opens nothing."""
    state = place_start_huts(fresh(4))
    anna = state["current"]
    clear_board(state)
    put_hut(state, anna, "C_SE")
    p = player(state, anna)
    p["hand"] = {"blue": 1, "white": 1, "red": 0, "green": 0, "yellow": 0}
    p["offerings"], p["god_tiles"] = offerings, god_tiles
    state["dice"][str(anna)] = [3]
    state["tiles"]["water"] = [{"seat": 9, "value": 1, "blue": False, "white": False}]
    return state, anna


@pytest.mark.parametrize("first,second", [("blue", "white"), ("white", "blue")])
def test_blue_and_white_god_for_the_same_die_in_either_order(first: str, second: str) -> None:
    state, anna = anna_at_the_water_path(offerings=2)
    legal = GAME.legal_actions(state, anna)
    assert not any(a["type"] == "place_die" and a["tile"] == "water" for a in legal)
    state = act(state, anna, {"type": "play_god", "god": first, "pay": "card"})
    assert {"type": "play_god", "god": second, "pay": "card"} in GAME.legal_actions(state, anna)
    state = act(state, anna, {"type": "play_god", "god": second, "pay": "card"})
    state = act(state, anna, {"type": "place_die", "die": 3, "tile": "water", "action": "water"})
    assert state["tiles"]["water"][-1] == {"seat": anna, "value": 3, "blue": True, "white": True}
    assert {a["region"] for a in GAME.legal_actions(state, anna)} == {"E_S", "S_E"}
    assert player(state, anna)["offerings"] == 0


def test_blue_god_refused_when_the_white_god_could_not_be_paid_after_it() -> None:
    """One offering: either god alone can be paid, not both; the Blue God alone opens nothing."""
    state, anna = anna_at_the_water_path(offerings=1)
    legal = GAME.legal_actions(state, anna)
    assert not any(a["type"] == "play_god" and a["god"] == "blue" for a in legal)
    state = act(state, anna, {"type": "play_god", "god": "white", "pay": "card"})
    assert not any(a["type"] == "play_god" for a in GAME.legal_actions(state, anna))


def test_blue_god_paid_either_way_when_a_god_tile_pays_for_the_other() -> None:
    state, anna = anna_at_the_water_path(offerings=1, god_tiles=1)
    blue = {a["pay"] for a in GAME.legal_actions(state, anna) if a.get("god") == "blue"}
    assert blue == {"card", "tile"}
    state = act(state, anna, {"type": "play_god", "god": "blue", "pay": "tile"})
    state = act(state, anna, {"type": "play_god", "god": "white", "pay": "card"})
    state = act(state, anna, {"type": "place_die", "die": 3, "tile": "water", "action": "water"})
    assert state["frames"][-1] == {"kind": "expand", "kinds": ["water"], "value": 6}


# -- 9. "may": fewer tiles combined, fewer huts moved --------------------------------------------


def b_turn(state: dict, seat: int, tiles: list[str]) -> dict:
    p = player(state, seat)
    p["huts_board"] -= len(tiles)
    p["people"] = [{"tile": t, "shifted": False} for t in tiles]
    no_gods(state, seat)
    frame = {"kind": "b_menu", "used": {"M": [], "W": []}, "extra": {"M": 0, "W": 0}}
    return give_turn(state, seat, frame, phase="B")


def test_identical_tiles_may_be_combined_or_not() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    state = b_turn(state, seat, ["W:VICTORY_POINTS:1", "W:VICTORY_POINTS:2"])
    activations = [a for a in GAME.legal_actions(state, seat) if a["type"] == "activate"]
    assert activations == [
        {"type": "activate", "gender": "W", "person_type": "VICTORY_POINTS", "tiles": 1},
        {"type": "activate", "gender": "W", "person_type": "VICTORY_POINTS", "tiles": 2},
    ]
    vp = player(state, seat)["vp"]
    alone = act(clone(state), seat, activations[0])
    alone = act(alone, seat, {"type": "carry_out"})
    combined = act(clone(state), seat, activations[1])
    combined = act(combined, seat, {"type": "carry_out"})
    assert player(alone, seat)["vp"] == vp + 2 and player(combined, seat)["vp"] == vp + 4
    # either way the women are spent for this phase
    assert not any(a.get("gender") == "W" for a in GAME.legal_actions(alone, seat))
    with pytest.raises(IllegalAction):
        GAME.resolve(state, seat, {**activations[1], "tiles": 3}, None)  # type: ignore[arg-type]


def test_fewer_huts_than_allowed_may_be_moved_to_space_twelve() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    state = b_turn(state, seat, ["M:MOVE_HUT:1", "M:MOVE_HUT:2", "M:MOVE_HUT:3"])
    state = act(
        state, seat, {"type": "activate", "gender": "M", "person_type": "MOVE_HUT", "tiles": 3}
    )
    assert GAME.legal_actions(state, seat) == [
        {"type": "move_huts", "count": 1},
        {"type": "move_huts", "count": 2},
        {"type": "move_huts", "count": 3},
    ]
    before = player(state, seat)
    board, twelve = before["huts_board"], before["huts_12"]
    state = act(state, seat, {"type": "move_huts", "count": 1})
    p = player(state, seat)
    assert (p["huts_board"], p["huts_12"]) == (board - 1, twelve + 1)


def test_no_more_huts_move_than_stand_on_spaces_one_to_eleven() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    state = b_turn(state, seat, ["M:MOVE_HUT:1", "M:MOVE_HUT:2", "M:MOVE_HUT:3"])
    player(state, seat)["huts_board"] = 2
    state = act(
        state, seat, {"type": "activate", "gender": "M", "person_type": "MOVE_HUT", "tiles": 3}
    )
    assert [a["count"] for a in GAME.legal_actions(state, seat)] == [1, 2]


def test_histories_recorded_before_the_choice_replay_onto_the_first_empty_space() -> None:
    """Stored effects never change: a rules-version-1 ``gain`` has no ``cell`` and meant the
    first empty space of its kind, so replaying it must still put the stone there."""
    state = place_start_huts(fresh(4))
    seat = state["current"]
    empty_board_but(state, seat, [0])
    GAME.apply(state, {"type": "gain", "seat": seat, "material": "stone"})
    assert player(state, seat)["cells"][3] == "m"
    GAME.apply(state, {"type": "gain", "seat": seat, "material": "stone", "cell": 10})
    assert player(state, seat)["cells"][10] == "m" and player(state, seat)["cells"][5] is None
