"""The board's distance caches share one memory budget and never change an answer."""

from __future__ import annotations

import pytest

from games.engine.bounded import BoundedLRU
from games.engine.playout import play_random_match
from games.great_zimbabwe import GAME, board


@pytest.fixture
def small_budget(monkeypatch):
    tiny: BoundedLRU = BoundedLRU(max_items=10**6, max_bytes=64 * 1024, size_of=board._answer_size)
    monkeypatch.setattr(board, "_answers", tiny)
    board._geometry.cache_clear()
    yield tiny
    board._geometry.cache_clear()


@pytest.mark.slow
def test_a_match_played_under_a_tiny_budget_stays_within_it_and_ends_the_same(small_budget):
    state, outcome, actions = play_random_match(GAME, 3, seed=5)
    assert small_budget.stats()["bytes"] <= 64 * 1024
    assert small_budget.stats()["items"] > 0
    board._geometry.cache_clear()
    small_budget.clear()
    small_budget.max_bytes = 10**9
    assert play_random_match(GAME, 3, seed=5) == (state, outcome, actions)
    assert small_budget.stats()["bytes"] > 64 * 1024  # the tiny budget did evict


def test_walks_are_shared_by_terrains_that_differ_only_in_resources_not_in_width():
    with_clay = board.Geometry(("..C.", "~~..", "...."))
    with_wood = board.Geometry(("..W.", "~~..", "...."))
    assert with_clay.walks == with_wood.walks  # a resource tile changes no walk
    assert with_clay.reach((0,), 2) == with_wood.reach((0,), 2)
    # The same squares laid out 6 wide: other neighbours, other walks.
    wide = board.Geometry(("..C.~~", "......"))
    assert wide.walks != with_clay.walks
    assert wide.reach((0,), 1) == {0: 0, 1: 1, 6: 1, 7: 1}
    assert with_clay.reach((0,), 1) == {0: 0, 1: 1, 4: 1, 5: 1}
