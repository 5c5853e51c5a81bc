"""The Great Zimbabwe's log sentences name things as the rulebook does, in plain English."""

from __future__ import annotations

from games.great_zimbabwe import GAME


def test_articles_names_and_orders_read_as_english():
    assert (
        GAME.describe(2, {"type": "choose_craftsman", "craftsman": "ivory_carver"}, [])
        == "Seat 2 chooses to place an ivory carver"
    )
    assert GAME.describe(0, {"type": "choose_god", "god": "tsui_goab"}, []) == (
        "Seat 0 adores Tsui'Goab"
    )
    assert GAME.describe(1, {"type": "use_specialist", "specialist": "rain_ceremony"}, []) == (
        "Seat 1 uses the Rain Ceremony"
    )
    text = GAME.describe(
        3,
        {"type": "pass"},
        [{"type": "pass", "seat": 3, "slot": 1}, {"type": "auction_end", "order": [2, 3, 0, 1]}],
    )
    assert text == "Seat 3 passes; turn order: Seat 2, Seat 3, Seat 0, Seat 1"


def test_elegua_bids_and_the_end_of_the_game():
    bid = GAME.describe(
        0,
        {"type": "bid", "amount": 4},
        [{"type": "bid", "seat": 0, "amount": 4, "from_bank": 3, "next_plaque": 1}],
    )
    assert bid == "Seat 0 gives 4 cattle to the kings (3 of them from the bank, thanks to Elegua)"
    end = GAME.describe(
        1,
        {"type": "end_turn"},
        [{"type": "game_over", "winners": [0], "scores": {"0": 2, "1": -3}}],
    )
    assert end == "Seat 1 ends the turn; game over, Seat 0 wins"


def test_fields_a_reader_may_not_see_still_read_well():
    assert GAME.describe(0, {"type": "place_craftsman", "cells": None}, []) == (
        "Seat 0 places the craftsman"
    )
