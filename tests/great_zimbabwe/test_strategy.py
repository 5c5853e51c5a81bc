"""The bots' advice for The Great Zimbabwe (games/great_zimbabwe/strategy.py)."""

from __future__ import annotations

import pytest

from games.bots import get_bot
from games.bots.arena import run_match
from games.great_zimbabwe import GAME, strategy


def test_a_herd_beyond_what_is_spent_adds_little():
    useful = strategy.CATTLE_USEFUL
    assert strategy.cattle_value(useful) - strategy.cattle_value(useful - 1) == pytest.approx(
        strategy.CATTLE_WEIGHT
    )
    assert strategy.cattle_value(useful + 10) - strategy.cattle_value(useful) < 1


def test_greedy_bots_place_craftsmen_and_raise_instead_of_hoarding():
    # With cattle at a flat weight and craftsmen valued at their VR only, two greedy bots built
    # every monument site, then ended their turns for hundreds of rounds (about 800 actions).
    for seed in range(2):
        bots = [get_bot("greedy", samples=2, seconds=None) for _ in range(2)]
        report = run_match(GAME, bots, seed, max_actions=400)
        assert report.outcome["winners"]
        assert report.actions < 200, (seed, report.actions)
