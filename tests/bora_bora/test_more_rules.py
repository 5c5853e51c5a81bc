"""More rules: reshuffle, combined tiles, person actions, status cap, hidden draws."""

from __future__ import annotations

import random

from games.bora_bora import GAME
from games.bora_bora import data as d
from games.bora_bora.state import player
from games.engine import apply_all, redact_effect
from tests.bora_bora.helpers import act, fresh, give_turn, place_start_huts


def test_empty_god_deck_is_rebuilt_from_the_shuffled_discard_pile_in_secret() -> None:
    state = place_start_huts(fresh(3))
    seat = state["current"]
    state["god_discard"] = state["god_deck"]
    state["god_deck"] = []
    state = give_turn(state, seat, {"kind": "helper", "pips": 2})
    hand = sum(player(state, seat)["hand"].values())
    effects = GAME.resolve(
        state, seat, {"type": "helper", "item": "god_card", "source": "deck"}, random.Random(4)
    )
    kinds = [e["type"] for e in effects]
    assert kinds.index("reshuffle") < kinds.index("draw_god")
    reshuffle = next(e for e in effects if e["type"] == "reshuffle")
    draw = next(e for e in effects if e["type"] == "draw_god")
    other = (seat + 1) % 3
    assert redact_effect(reshuffle, seat)["deck"] is None  # nobody knows the new order
    assert redact_effect(draw, other)["card"] is None and redact_effect(draw, seat)["card"]
    state = apply_all(GAME, state, effects)
    assert state["god_discard"] == [] and sum(player(state, seat)["hand"].values()) == hand + 1


def test_combined_tile_for_two_players_one_pile_of_dice_each_die_picks_a_half() -> None:
    """Dmitry puts a 3 on Man/Woman and takes a woman; the next die there must be 2 or 1 but
    may take a man."""
    state = place_start_huts(fresh(2))
    seat = state["current"]
    other = 1 - seat
    for s in (0, 1):
        player(state, s)["hand"] = {c: 0 for c in d.GOD_COLOURS}
        player(state, s)["god_tiles"] = 0
    state["dice"][str(seat)] = [3, 3, 3]
    state["dice"][str(other)] = [3, 2, 1]
    actions = [a for a in GAME.legal_actions(state, seat) if a["tile"] == "man_woman"]
    assert {a["action"] for a in actions} == {"man", "woman"}
    state = act(
        state, seat, {"type": "place_die", "die": 3, "tile": "man_woman", "action": "woman"}
    )
    state = act(state, seat, {"type": "take_person", "gender": "W", "position": 2})
    assert state["current"] == other
    on_tile = {
        (a["die"], a["action"])
        for a in GAME.legal_actions(state, other)
        if a["tile"] == "man_woman"
    }
    assert on_tile == {(2, "man"), (2, "woman"), (1, "man"), (1, "woman")}


def test_three_players_share_one_land_water_tile() -> None:
    state = place_start_huts(fresh(3))
    assert "land_water" in state["tiles"] and "land" not in state["tiles"]
    assert d.ACTION_TILES[3]["land_water"] == ["land", "water"]


def test_person_actions_material_move_hut_and_god_cards() -> None:
    state = place_start_huts(fresh(3))
    seat = state["current"]
    p = player(state, seat)
    p["huts_board"] -= 5
    p["people"] = [
        {"tile": t, "shifted": False}
        for t in ["W:MATERIAL:1", "W:MATERIAL:2", "M:MOVE_HUT:1", "M:MOVE_HUT:2", "M:MOVE_HUT:3"]
    ]
    p["hand"] = {c: 0 for c in d.GOD_COLOURS}
    p["god_tiles"] = 0
    frame = {"kind": "b_menu", "used": {"M": [], "W": []}, "extra": {"M": 0, "W": 0}}
    state = give_turn(state, seat, frame, phase="B")
    activate = {"type": "activate", "gender": "W", "person_type": "MATERIAL", "tiles": 2}
    state = act(state, seat, activate)
    state = act(state, seat, {"type": "carry_out"})
    state = act(state, seat, {"type": "take_material", "material": "stone", "cell": 3})
    state = act(state, seat, {"type": "take_material", "material": "sand", "cell": 6})
    p = player(state, seat)
    stones = sum(
        1 for i, c in enumerate(p["cells"]) if c == "m" and d.CEREMONY_LAYOUT[i] == "stone"
    )
    assert stones + p["beside"]["stone"] >= 1
    before = (p["huts_board"], p["huts_12"])
    state = act(
        state, seat, {"type": "activate", "gender": "M", "person_type": "MOVE_HUT", "tiles": 3}
    )
    state = act(state, seat, {"type": "move_huts", "count": 3})
    p = player(state, seat)
    assert (p["huts_board"], p["huts_12"]) == (before[0] - 3, before[1] + 3)


def test_status_is_capped_at_fifteen_and_later_arrivals_stack_on_top() -> None:
    state = place_start_huts(fresh(3))
    a, b = state["order"][0], state["order"][1]
    state = give_turn(state, a, {"kind": "fire_status"})
    player(state, a)["status"] = 15
    state = act(state, a, {"type": "fire_bonus", "choice": "status"})
    assert player(state, a)["status"] == 15
    player(state, b)["status"] = 14
    state = give_turn(state, b, {"kind": "fire_status"})
    state = act(state, b, {"type": "fire_bonus", "choice": "status"})
    assert player(state, b)["status"] == 15
    assert player(state, b)["stamp"] > player(state, a)["stamp"]  # b's marker lies on top
    from games.bora_bora.state import status_ranking

    assert status_ranking(state)[:2] == [b, a]


def test_white_god_die_keeps_its_printed_value_for_later_placements() -> None:
    state = place_start_huts(fresh(4))
    seat = state["current"]
    p = player(state, seat)
    p["hand"] = {"blue": 0, "white": 1, "red": 0, "green": 0, "yellow": 0}
    p["offerings"], p["god_tiles"] = 1, 0
    state["dice"][str(seat)] = [2]
    state = act(state, seat, {"type": "play_god", "god": "white", "pay": "card"})
    state = act(state, seat, {"type": "place_die", "die": 2, "tile": "temple", "action": "temple"})
    assert {a["space"] for a in GAME.legal_actions(state, seat)} == set(range(1, 7))
    assert state["tiles"]["temple"][-1]["value"] == 2
