"""The strong level's progressive unpruning: a short search keeps to the greedy level's best
moves, a long one reaches the others."""

from __future__ import annotations

import random

from games.bots import MctsBot, StrongBot
from games.bots.greedy import GreedyBot
from games.bots.mcts import DEFAULT_PRIOR_SAMPLES, DEFAULT_PRIOR_VISITS
from games.bots.strong import DEFAULT_SHORTLIST, PROPORTIONAL_PRIOR_VISITS, UNPRUNE_AT
from games.engine import Game, State, apply_all
from games.registry import get_game


def babel_position_with_many_moves(minimum: int) -> tuple[Game, State, int]:
    """A position of a seeded random Babel match where the seat to act has ``minimum`` or
    more legal actions."""
    game = get_game("babel")
    rng = random.Random(7)
    options = game.validate_options(2, None)
    state = apply_all(game, game.new_state(2, options), game.setup(2, options, rng))
    while True:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) >= minimum:
            return game, state, seat
        state = game.play(state, seat, rng.choice(legal), rng)


def test_root_width_starts_at_the_shortlist_and_grows_with_the_iterations():
    bot = StrongBot()
    widths = [bot.root_width(n) for n in (0, UNPRUNE_AT - 1, UNPRUNE_AT, 57, 79, 1_500, 10_000)]
    assert widths == [DEFAULT_SHORTLIST, DEFAULT_SHORTLIST, 5, 6, 7, 15, 21]
    assert MctsBot().root_width(10) is None


class FirstTwo(MctsBot):
    """An mcts bot that may only choose among the greedy valuation's best two actions."""

    def root_width(self, iterations: int) -> int | None:
        return 2


def test_a_pruned_root_action_is_neither_searched_nor_chosen():
    game, state, seat = babel_position_with_many_moves(6)
    legal = game.legal_actions(state, seat)
    view = game.view(state, seat)
    # The search's first draws are its valuation's: the same ranking with the same rng.
    ranked = GreedyBot(samples=DEFAULT_PRIOR_SAMPLES, seconds=None).rank(
        game, view, seat, legal, random.Random(1)
    )
    bot = FirstTwo(iterations=200, seconds=None)
    chosen = bot.choose(game, view, seat, legal, random.Random(1))
    assert chosen in [action for _, action in ranked[:2]]
    visited = [key for key, visits in bot.last_search.root_visits.items() if visits]
    assert len(visited) == 2


def test_a_short_search_keeps_to_the_shortlist_and_a_longer_one_widens():
    game, state, seat = babel_position_with_many_moves(12)
    legal = game.legal_actions(state, seat)
    view = game.view(state, seat)

    short = StrongBot(iterations=UNPRUNE_AT - 1, seconds=None)
    short.choose(game, view, seat, legal, random.Random(3))
    visited = {key for key, visits in short.last_search.root_visits.items() if visits}
    assert len(visited) <= DEFAULT_SHORTLIST

    longer = StrongBot(iterations=400, seconds=None)
    longer.choose(game, view, seat, legal, random.Random(3))
    visited = {key for key, visits in longer.last_search.root_visits.items() if visits}
    assert DEFAULT_SHORTLIST < len(visited) <= longer.root_width(400)


def test_the_analysis_search_widens_from_the_ranking_choose_uses():
    game, state, seat = babel_position_with_many_moves(12)
    legal = game.legal_actions(state, seat)
    view = game.view(state, seat)
    stats = StrongBot(iterations=UNPRUNE_AT - 1, seconds=None).search(
        game, view, seat, legal, random.Random(3)
    )
    chosen = StrongBot(iterations=UNPRUNE_AT - 1, seconds=None).choose(
        game, view, seat, legal, random.Random(3)
    )
    assert stats.best == chosen
    assert len([key for key, visits in stats.visits.items() if visits]) <= DEFAULT_SHORTLIST
    assert len(stats.actions) == len(legal)  # every legal action is reported, searched or not


def test_the_ranking_weighs_in_proportion_to_the_budget_where_the_game_asks():
    zimbabwe, babel = get_game("great-zimbabwe"), get_game("babel")
    assert zimbabwe.search_prior_in_proportion and not babel.search_prior_in_proportion
    assert StrongBot().root_prior_visits(zimbabwe) == PROPORTIONAL_PRIOR_VISITS == 67
    assert StrongBot().root_prior_visits(babel) == DEFAULT_PRIOR_VISITS
    assert StrongBot(prior_visits=5).root_prior_visits(zimbabwe) == 5  # as given
    assert MctsBot().root_prior_visits(zimbabwe) == DEFAULT_PRIOR_VISITS  # the mcts level: never
