"""Babel's log sentences: plain English, and readable when a field is hidden (``None``)."""

from __future__ import annotations

from games.babel import GAME


def test_cards_and_tribes_read_as_english():
    text = GAME.describe(
        0,
        {"type": "move", "card": "assyrians"},
        [{"type": "move", "seat": 0, "card": "assyrians"}],
    )
    assert text == "Seat 0 discards an Assyrian card and moves to the land of the Assyrians"
    text = GAME.describe(
        1,
        {"type": "ability", "tribe": "medes", "target": "hittites"},
        [
            {"type": "sacrifice", "seat": 1, "land": "medes", "index": 0, "card": "medes"},
            {"type": "expel", "seat": 0, "land": "medes", "tribe": "hittites", "count": 1},
        ],
    )
    assert text == (
        "Seat 1 discards a settled Mede card; the Medes expel 1 Hittite card from Seat 0's "
        "column in the land of the Medes"
    )


def test_the_end_of_a_turn_names_counts_and_levels_not_lists():
    text = GAME.describe(
        0,
        {"type": "end_turn"},
        [
            {"type": "temple_draw", "seat": 0, "levels": [5, 2]},
            {"type": "turn_start", "seat": 1, "turn": 8},
            {"type": "draw", "seat": 1, "count": 3, "cards": None, "visible_to": [1]},
        ],
    )
    assert text == (
        "Seat 0 ends the turn; Seat 0 draws 2 temple cards (levels 5 and 2) onto their supply "
        "column; turn 8 begins for Seat 1; Seat 1 draws 3 tribe cards"
    )
    over = GAME.describe(
        1,
        {"type": "end_turn"},
        [
            {
                "type": "game_over",
                "reason": "temple deck exhausted",
                "winners": [0, 1],
                "scores": {"0": 12, "1": 12},
            }
        ],
    )
    assert over == (
        "Seat 1 ends the turn; the game ends in a draw (temple deck exhausted), "
        "12 temple points each"
    )


def test_hidden_fields_read_as_a_card():
    text = GAME.describe(
        1, {"type": "discard", "card": None}, [{"type": "discard", "seat": 1, "card": None}]
    )
    assert text == "Seat 1 discards a card from hand"
