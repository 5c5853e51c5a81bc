"""The ladder of levels on the registered games: legal answers, honest views, greedy > random."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from games.bots import BOT_LEVELS, Bot, get_bot
from games.bots.arena import run_match
from games.engine import Game, State, View, apply_all, clone, start_match
from games.registry import GAME_MODULES, get_game

#: Small budgets: these tests check behaviour, not strength or speed.
CHEAP: dict[str, dict[str, Any]] = {
    "random": {},
    "greedy": {"samples": 2, "seconds": None},
    "mcts": {"iterations": 10, "seconds": None, "rollout_depth": 10},
    "strong": {"iterations": 10, "seconds": None},
}


def cheap_bot(level: str) -> Bot:
    return get_bot(level, **CHEAP[level])


def players_of(game: Game) -> int:
    return 3 if game.min_players <= 3 <= game.max_players else game.min_players


def random_positions(game: Game, count: int, seed: int) -> list[tuple[State, int]]:
    """``count`` positions with a real choice, spread over a random match."""
    players = players_of(game)
    rng = random.Random(seed)
    state = start_match(game, players, rng)
    positions: list[tuple[State, int]] = []
    for step in range(5000):
        if game.outcome(state) is not None or len(positions) >= count:
            break
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1 and step % 9 == 0:
            positions.append((clone(state), seat))
        state = apply_all(game, state, game.resolve(state, seat, rng.choice(legal), rng))
    return positions


class SpyGame:
    """A game that tells what a bot asked of it: every view it was asked to fill in (``sample``,
    or ``guess`` for a level that reads the board), and whether it was ever asked for a view
    (which needs the true state the bot must not have)."""

    def __init__(self, game: Game):
        self.game = game
        self.sampled_from: list[View] = []
        self.view_calls = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def sample(self, view: View, seat: int, rng: random.Random) -> State:
        self.sampled_from.append(clone(view))
        return self.game.sample(view, seat, rng)

    def guess(self, view: View, seat: int, rng: random.Random) -> State:
        self.sampled_from.append(clone(view))
        return self.game.guess(view, seat, rng)

    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        self.view_calls += 1
        return self.game.view(state, seat, omniscient=omniscient)


@pytest.mark.parametrize("level", BOT_LEVELS)
@pytest.mark.parametrize("slug", sorted(GAME_MODULES))
def test_every_level_answers_legally_from_views_of_random_positions(slug, level):
    game = get_game(slug)
    positions = random_positions(game, 4, seed=len(slug))
    assert positions
    for number, (state, seat) in enumerate(positions):
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        action = cheap_bot(level).choose(game, view, seat, legal, random.Random(number))
        assert action in legal


@pytest.mark.parametrize("level", [level for level in BOT_LEVELS if level != "random"])
@pytest.mark.parametrize("slug", sorted(GAME_MODULES))
def test_levels_fill_in_what_they_cannot_see_only_by_sampling_their_seats_view(slug, level):
    game = get_game(slug)
    [(state, seat)] = random_positions(game, 1, seed=3)
    view = game.view(state, seat)
    before = clone(view)
    spy = SpyGame(game)
    legal = game.legal_actions(state, seat)
    action = cheap_bot(level).choose(spy, view, seat, legal, random.Random(0))  # type: ignore[arg-type]
    assert action in legal
    assert spy.view_calls == 0  # it has no true state to ask a view of
    assert spy.sampled_from and all(seen == before for seen in spy.sampled_from)
    assert view == before  # and it leaves the view it was given alone


@pytest.mark.parametrize("level", [level for level in BOT_LEVELS if level != "random"])
def test_levels_answer_the_same_to_two_deals_their_seat_cannot_tell_apart(level):
    """Babel: another deal of the opponent's hand and the decks, the same view for seat 0."""
    game = get_game("babel")
    [(state, seat)] = random_positions(game, 1, seed=5)
    view = game.view(state, seat)
    other = game.sample(view, seat, random.Random(99))
    assert other != state and game.view(other, seat) == view
    answers = [
        cheap_bot(level).choose(
            game, game.view(s, seat), seat, game.legal_actions(s, seat), random.Random(4)
        )
        for s in (state, other)
    ]
    assert answers[0] == answers[1]


@pytest.mark.skipif("babel" not in GAME_MODULES, reason="Babel is not registered")
def test_greedy_beats_random_at_babel():
    game = get_game("babel")
    wins = 0
    for seed in range(6):
        greedy_seat = seed % 2
        bots = [cheap_bot("random"), cheap_bot("random")]
        bots[greedy_seat] = get_bot("greedy", seconds=None)
        wins += run_match(game, bots, seed).outcome["winners"] == [greedy_seat]
    # Measured 28 of 28 (benchmarks/ladder.py, docs/bots.md); a coin flip wins 5 of 6 one time in 9.
    assert wins >= 5


def test_the_measured_ratings_name_registered_games_and_known_levels():
    from games.bots.ladder import measured_ratings

    for slug, levels in measured_ratings().items():
        assert slug in GAME_MODULES
        assert set(levels) <= set(BOT_LEVELS)
        # A mean may fall below 0: a level that lost every match is bounded by its prior only.
        assert all(math.isfinite(r.mu) and r.sigma > 0 and r.matches > 0 for r in levels.values())


def _row(upper, lower, matches, wins):
    return {"upper": upper, "lower": lower, "matches": matches, "upper_wins": wins}


def test_the_joint_fit_rates_levels_that_drew_alike_whatever_was_measured_last():
    from benchmarks.ladder import fit_ratings

    rows = [
        _row("greedy", "random", 100, 100.0),
        _row("mcts", "greedy", 40, 20.0),
        _row("strong", "mcts", 40, 30.0),
    ]
    fitted = fit_ratings(rows)
    assert fitted == fit_ratings(list(reversed(rows)))
    assert fitted["random"]["mu"] < fitted["greedy"]["mu"] < fitted["strong"]["mu"]
    # A 20-20 draw: the same strength, up to the pull of the pairings on either side.
    assert abs(fitted["mcts"]["mu"] - fitted["greedy"]["mu"]) < 0.25 * fitted["mcts"]["sigma"]
    # 100-0 stays finite (the prior), and fewer matches leave a level less certain.
    assert fitted["random"]["mu"] > -2000
    assert fitted["strong"]["sigma"] > fitted["greedy"]["sigma"]
    assert fitted["greedy"]["matches"] == 140


def test_the_joint_fit_matches_the_win_rate_it_was_given():
    """Between two levels alone, the fitted gap gives back the measured win rate, less the
    prior's pull towards 1500."""
    import math

    from benchmarks.ladder import LOGISTIC_SCALE, fit_ratings

    fitted = fit_ratings([_row("strong", "mcts", 1000, 750.0)])
    gap = fitted["strong"]["mu"] - fitted["mcts"]["mu"]
    predicted = 1 / (1 + math.exp(-gap / LOGISTIC_SCALE))
    assert 0.73 < predicted <= 0.75


def test_merged_rows_sum_a_pairing_measured_again_and_keep_the_others():
    from benchmarks.ladder import merged_rows

    budgets = {"mcts": {"iterations": 300, "seconds": None}, "strong": {"iterations": 2000}}
    stored = [
        {"game": "babel", "players": 2, "budgets": budgets, **_row("strong", "mcts", 10, 6.0)},
        {"game": "babel", "players": 2, "budgets": {}, **_row("greedy", "random", 5, 5.0)},
    ]
    again = {
        "game": "babel",
        "players": 2,
        "budgets": dict(budgets),
        **_row("strong", "mcts", 4, 3.5),
    }
    other_budgets = {**again, "budgets": {"mcts": {"iterations": 100}}}
    merged = merged_rows(stored, [again, other_budgets])
    assert [(r["matches"], r["upper_wins"]) for r in merged] == [(14, 9.5), (5, 5.0), (4, 3.5)]
    assert stored[0]["matches"] == 10  # the stored rows are not changed in place
    replaced = merged_rows(stored, [again, other_budgets], replace=True)
    assert [(r["matches"], r["upper_wins"]) for r in replaced] == [(4, 3.5), (5, 5.0), (4, 3.5)]
