"""The random and MCTS bots, on toy games whose answers are known."""

from __future__ import annotations

import math
import random
import time

import pytest

from games.bots import BOT_LEVELS, MctsBot, RandomBot, UnknownBotLevel, get_bot
from games.bots.arena import play_match, run_match
from games.bots.mcts import DEFAULT_DETERMINIZATIONS, DEFAULT_PRIOR_SAMPLES
from games.engine import Action, Game, IllegalAction, View, clone, start_match
from tests.bots.toy_games import HighCard, TicTacToe


def fast_mcts(**settings) -> MctsBot:
    """Iteration-limited (so reproducible) and cheap."""
    return MctsBot(**{"iterations": 150, "seconds": None, **settings})


class CheckingBot:
    """Wraps a bot: records what it was given and checks its answer is legal."""

    def __init__(self, inner):
        self.inner = inner
        self.level = inner.level
        self.calls: list[tuple[View, int, list[Action]]] = []

    def choose(self, game, view, seat, legal_actions, rng):
        self.calls.append((clone(view), seat, clone(legal_actions)))
        action = self.inner.choose(game, view, seat, legal_actions, rng)
        assert action in legal_actions
        return action


def started(game: Game, players: int, seed: int):
    return start_match(game, players, random.Random(seed))


# -- the interface ---------------------------------------------------------


def test_get_bot_gives_every_level_and_rejects_others():
    assert BOT_LEVELS == ("random", "greedy", "mcts", "strong")
    assert isinstance(get_bot("random"), RandomBot)
    bot = get_bot("mcts", iterations=10, seconds=None)
    assert isinstance(bot, MctsBot) and bot.iterations == 10 and bot.seconds is None
    assert [get_bot(level).level for level in BOT_LEVELS] == list(BOT_LEVELS)
    with pytest.raises(UnknownBotLevel, match="known levels: random, greedy, mcts, strong"):
        get_bot("grandmaster")


@pytest.mark.parametrize(
    "budget",
    [
        {"iterations": None, "seconds": None},
        {"iterations": 0},
        {"seconds": 0},
        {"rollout_depth": -1},
        {"determinizations": 0},
        {"prior_samples": 0},
        {"prior_visits": -1},
    ],
)
def test_mcts_rejects_a_meaningless_budget(budget):
    # Not named "settings": that is pytest-django's fixture, used by an autouse fixture.
    with pytest.raises(ValueError):
        MctsBot(**budget)


# -- random ----------------------------------------------------------------


def test_random_bot_is_reproducible_with_a_seed_and_always_legal():
    game = HighCard()
    first = CheckingBot(RandomBot())
    again = CheckingBot(RandomBot())
    outcome_first = play_match(game, [first, RandomBot(), RandomBot()], seed=7)
    outcome_again = play_match(game, [again, RandomBot(), RandomBot()], seed=7)
    assert outcome_first == outcome_again
    assert first.calls == again.calls and len(first.calls) == 3

    legal = [{"type": "mark", "cell": i} for i in range(9)]
    picks = [RandomBot().choose(TicTacToe(), {}, 0, legal, random.Random(3)) for _ in range(5)]
    assert all(pick == picks[0] for pick in picks)
    spread = {
        RandomBot().choose(TicTacToe(), {}, 0, legal, random.Random(s))["cell"] for s in range(60)
    }
    assert len(spread) == 9  # uniform over the legal actions, not stuck on one


# -- the cheating guard ----------------------------------------------------


class SpyHighCard(HighCard):
    """Records every view ``sample`` is asked to fill in, and any use of ``view``."""

    def __init__(self):
        self.sampled_from: list[View] = []
        self.view_calls = 0

    def sample(self, view, seat, rng):
        self.sampled_from.append(clone(view))
        return super().sample(view, seat, rng)

    def view(self, state, seat, *, omniscient=False):
        self.view_calls += 1
        return super().view(state, seat, omniscient=omniscient)


def test_bots_are_given_only_their_seats_view():
    game = HighCard()
    bots = [CheckingBot(fast_mcts()), CheckingBot(RandomBot()), CheckingBot(RandomBot())]
    play_match(game, bots, seed=11)
    for bot in bots:
        assert bot.calls
        for view, seat, legal in bot.calls:
            assert view["deck"] is None
            for other, hand in view["hands"].items():
                assert (hand is None) == (other != str(seat))
            assert legal == [{"type": "play", "card": c} for c in view["hands"][str(seat)]]


def test_mcts_fills_hidden_cards_only_by_sampling_the_seats_view():
    game = SpyHighCard()
    state = started(game, 3, seed=5)
    view = game.view(state, 0)
    game.view_calls = 0
    action = fast_mcts().choose(game, view, 0, game.legal_actions(state, 0), random.Random(1))
    assert action in game.legal_actions(state, 0)
    assert game.view_calls == 0  # it has no true state to look at
    # One determinization per pooled guess, and the states the greedy prior values actions on.
    assert len(game.sampled_from) == DEFAULT_DETERMINIZATIONS + DEFAULT_PRIOR_SAMPLES
    assert all(seen == view for seen in game.sampled_from)


def test_mcts_choice_depends_on_the_view_not_on_the_hidden_cards():
    """Two deals that look the same to seat 0 get the same answer from the same rng."""
    game = HighCard()
    state = started(game, 2, seed=21)
    other = clone(state)
    # Swap the opponent's hand with cards from the hidden deck: seat 0 cannot tell.
    other["hands"]["1"], other["deck"][:3] = sorted(other["deck"][:3]), other["hands"]["1"]
    assert other != state and game.view(other, 0) == game.view(state, 0)
    answers = [
        fast_mcts().choose(game, game.view(s, 0), 0, game.legal_actions(s, 0), random.Random(4))
        for s in (state, other)
    ]
    assert answers[0] == answers[1]


def test_mcts_does_not_change_the_view_it_is_given():
    game = HighCard()
    state = started(game, 2, seed=3)
    view = game.view(state, 0)
    before = clone(view)
    fast_mcts().choose(game, view, 0, game.legal_actions(state, 0), random.Random(0))
    assert view == before


# -- MCTS plays ------------------------------------------------------------


def test_mcts_takes_the_winning_move_rather_than_blocking():
    # X (seat 0) holds 0,1; O holds 3,4; X to move: 2 wins at once, 5 only blocks.
    game = TicTacToe()
    state = {"board": [0, 0, None, 1, 1, None, None, None, None], "turn": 0}
    for seed in range(3):
        action = fast_mcts().choose(
            game, game.view(state, 0), 0, game.legal_actions(state, 0), random.Random(seed)
        )
        assert action == {"type": "mark", "cell": 2}


def test_mcts_on_a_tiny_budget_plays_what_the_greedy_level_values_best():
    # One iteration tells nothing; the greedy prior sees that cell 2 wins at once.
    game = TicTacToe()
    state = {"board": [0, 0, None, 1, 1, None, None, None, None], "turn": 0}
    legal = game.legal_actions(state, 0)
    for seed in range(5):
        bot = fast_mcts(iterations=1)
        assert bot.choose(game, game.view(state, 0), 0, legal, random.Random(seed)) == {
            "type": "mark",
            "cell": 2,
        }
    unguided = {
        fast_mcts(iterations=1, prior_visits=0).choose(
            game, game.view(state, 0), 0, legal, random.Random(seed)
        )["cell"]
        for seed in range(5)
    }
    assert unguided != {2}  # without the prior, one iteration is a guess


def test_mcts_blocks_the_only_threat():
    # O (seat 1) threatens 0,1 -> 2; X must block at 2 or lose.
    game = TicTacToe()
    state = {"board": [1, 1, None, 0, None, None, 0, None, None], "turn": 0}
    action = fast_mcts(iterations=400).choose(
        game, game.view(state, 0), 0, game.legal_actions(state, 0), random.Random(0)
    )
    assert action == {"type": "mark", "cell": 2}


def test_mcts_answers_a_single_choice_without_searching():
    game = SpyHighCard()
    only = [{"type": "play", "card": 9}]
    bot = fast_mcts()
    assert bot.choose(game, {}, 0, only, random.Random(0)) is only[0]
    assert game.sampled_from == [] and bot.last_search.iterations == 0


def test_mcts_returns_legal_actions_for_three_and_four_players_with_evaluate_cuts():
    game = HighCard()
    for players, depth in [(3, 0), (4, 2)]:
        bots = [CheckingBot(fast_mcts(iterations=60, rollout_depth=depth))]
        bots += [CheckingBot(RandomBot()) for _ in range(players - 1)]
        report = run_match(game, bots, seed=players)
        assert report.outcome["winners"]
        assert len(bots[0].calls) == 3


def test_mcts_never_loses_tictactoe_to_random():
    game = TicTacToe()
    for seed in range(6):
        bots = [fast_mcts(iterations=300), RandomBot()]
        if seed % 2:
            bots.reverse()
        mcts_seat = 0 if seed % 2 == 0 else 1
        outcome = play_match(game, bots, seed)
        assert mcts_seat in outcome["winners"], (seed, outcome)


def test_mcts_respects_a_time_budget():
    game = TicTacToe()
    state = game.new_state(2, {})
    bot = MctsBot(iterations=None, seconds=0.05)
    began = time.perf_counter()
    bot.choose(game, game.view(state, 0), 0, game.legal_actions(state, 0), random.Random(0))
    assert time.perf_counter() - began < 0.5
    assert bot.last_search.iterations > 1


def test_mcts_with_a_pool_of_determinizations_samples_only_that_many():
    game = SpyHighCard()
    state = started(game, 2, seed=8)
    view = game.view(state, 1)
    state["turn"] = 1
    view["turn"] = 1
    bot = fast_mcts(determinizations=10)
    action = bot.choose(game, view, 1, game.legal_actions(state, 1), random.Random(2))
    assert action in game.legal_actions(state, 1)
    # The pool, and the states the greedy prior values each action on.
    assert len(game.sampled_from) == 10 + DEFAULT_PRIOR_SAMPLES
    assert bot.last_search.iterations == 150
    assert bot.last_search.failed == 0


class FlakyHighCard(HighCard):
    """A game whose sampled states sometimes reject an action (a sampling bug)."""

    def __init__(self):
        self.calls = 0

    def resolve(self, state, seat, action, rng):
        self.calls += 1
        if self.calls % 23 == 0:
            raise IllegalAction("this sampled state disagrees with the view")
        return super().resolve(state, seat, action, rng)


def test_mcts_survives_sampled_states_that_reject_actions():
    game = FlakyHighCard()
    state = started(game, 3, seed=2)
    legal = game.legal_actions(state, 0)
    bot = fast_mcts(iterations=200)
    assert bot.choose(game, game.view(state, 0), 0, legal, random.Random(0)) in legal
    assert 0 < bot.last_search.failed < 200


class WideningTicTacToe(TicTacToe):
    """Tic-tac-toe whose rule of thumb marks the lowest empty cell, asking for progressive
    widening below the search's root."""

    slug = "widening-tictactoe"
    search_widening = 1.0

    def rollout_action(self, state, seat, rng):
        return self.legal_actions(state, seat)[0]


def test_mcts_widens_progressively_below_the_root_when_the_game_asks():
    from games.bots.mcts import _Search

    game = WideningTicTacToe()
    state = game.new_state(2, {})
    legal = game.legal_actions(state, 0)
    search = _Search(
        fast_mcts(iterations=300), game, game.view(state, 0), 0, legal, random.Random(3)
    )
    search.run()
    assert len(search.root.children) == 9  # the root itself tries every action
    below = [node for child in search.root.children.values() for node in child.children.values()]
    below_root = list(search.root.children.values())
    assert any(len(node.children) < 8 for node in below_root)
    for node in below_root + below:
        # A child is added once the node's visits allow it, so at most 1 + sqrt(visits before).
        assert len(node.children) <= 1 + math.isqrt(max(node.visits - 1, 0)), node.visits
    # The first child of a node is the rule of thumb's move: the lowest empty cell.
    for child in below_root:
        first = next(iter(child.children.values()), None)
        if first is not None:
            empty = [cell for cell in range(9) if cell != child.action["cell"]]
            assert first.action == {"type": "mark", "cell": empty[0]}


def test_a_game_may_set_the_searchs_exploration_and_scale_its_playouts():
    from games.bots.mcts import DEFAULT_EXPLORATION, _Search

    class Tuned(TicTacToe):
        search_exploration = 0.2
        search_rollout_scale = 0.5

    state = TicTacToe().new_state(2, {})

    def search(game, **settings):
        legal = game.legal_actions(state, 0)
        return _Search(fast_mcts(**settings), game, game.view(state, 0), 0, legal, random.Random(0))

    tuned = search(Tuned(), rollout_depth=10)
    assert (tuned.exploration, tuned.rollout_depth) == (0.2, 5)
    assert search(Tuned(), exploration=0.9).exploration == 0.9  # a bot's own setting wins
    plain = search(TicTacToe(), rollout_depth=10)
    assert (plain.exploration, plain.rollout_depth) == (DEFAULT_EXPLORATION, 10)
