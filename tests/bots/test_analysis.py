"""The analysis of one decision (games.bots.analysis): the bot's move, each seat's chances after
the played one, mistakes, and nothing but the mover's view."""

from __future__ import annotations

import random

import pytest

from games.bots.analysis import MISTAKE_THRESHOLD, analyse_decision, analysis_bot
from tests.bots.test_bots import SpyHighCard, started
from tests.bots.toy_games import TicTacToe


def position(marks: dict[int, int], turn: int) -> dict:
    board = [None] * 9
    for cell, seat in marks.items():
        board[cell] = seat
    return {"board": board, "turn": turn}


def test_missing_a_win_in_one_is_a_mistake_and_the_bot_names_the_win():
    game = TicTacToe()
    # X (seat 0) has 0 and 1 and wins at 2; O threatens nothing it can finish first.
    state = position({0: 0, 1: 0, 3: 1, 4: 1}, turn=0)
    legal = game.legal_actions(state, 0)
    found = analyse_decision(
        game,
        game.view(state, 0),
        0,
        legal,
        {"type": "mark", "cell": 8},
        random.Random(1),
        players=2,
        bot=analysis_bot(iterations=300),
    )
    assert found.best_action == {"type": "mark", "cell": 2}
    assert found.best_chance == pytest.approx(1.0)
    # After 8, O wins at 5 at once: the bot sees X's chance collapse.
    assert found.played_chance < 0.3
    assert found.loss > MISTAKE_THRESHOLD and found.mistake
    assert sum(found.chances.values()) == pytest.approx(1)
    assert found.chances[0] == found.played_chance


def test_playing_the_bots_own_move_loses_nothing():
    game = TicTacToe()
    state = position({0: 0, 1: 0, 3: 1, 4: 1}, turn=0)
    found = analyse_decision(
        game,
        game.view(state, 0),
        0,
        game.legal_actions(state, 0),
        {"type": "mark", "cell": 2},
        random.Random(1),
        players=2,
        bot=analysis_bot(iterations=200),
    )
    assert found.loss == 0 and not found.mistake
    assert found.chances == {0: pytest.approx(1.0), 1: pytest.approx(0.0)}


def test_a_single_legal_action_is_still_valued():
    game = TicTacToe()
    state = position({0: 0, 1: 1, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1, 7: 0}, turn=0)
    legal = game.legal_actions(state, 0)
    assert legal == [{"type": "mark", "cell": 8}]
    found = analyse_decision(
        game,
        game.view(state, 0),
        0,
        legal,
        legal[0],
        random.Random(1),
        players=2,
        bot=analysis_bot(iterations=20),
    )
    assert found.best_action == legal[0] and found.loss == 0
    assert sum(found.chances.values()) == pytest.approx(1)


def test_the_analysis_fills_hidden_cards_only_from_the_movers_view():
    game = SpyHighCard()
    state = started(game, 3, seed=5)
    view = game.view(state, 0)
    legal = game.legal_actions(state, 0)
    game.view_calls = 0
    found = analyse_decision(
        game,
        view,
        0,
        legal,
        legal[0],
        random.Random(2),
        players=3,
        bot=analysis_bot(iterations=40, seconds=None),
    )
    assert game.view_calls == 0  # no true state to look at
    assert game.sampled_from and all(seen == view for seen in game.sampled_from)
    assert set(found.chances) == {0, 1, 2} and sum(found.chances.values()) == pytest.approx(1)
    assert found.best_action in legal


def test_a_level_without_a_search_cannot_analyse():
    with pytest.raises(ValueError, match="random"):
        analysis_bot("random")
