"""The search level: information-set Monte Carlo tree search.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte
Carlo Tree Search", 2012). The bot only knows its seat's view, so each
iteration plays in one *determinization*: a full state drawn with
``game.sample(view, seat, rng)`` that agrees with everything the seat knows.
All iterations share one tree whose nodes are the observer's information
sets, reached by sequences of actions (keyed by seat and the action's
canonical JSON). Because an action legal in one determinization may be
illegal in another, UCB uses *availability counts* (how often a child could
have been chosen) instead of the parent's visit count.

One iteration:

1. determinize: a fresh ``clone`` of a sampled state;
2. select: descend while every legal action of the seat to act has a child,
   by UCB1 on that seat's mean reward (at the root, a mean that counts the
   greedy level's valuation as ``prior_visits`` iterations, see below);
3. expand: add one untried legal action (in a game that asks for progressive widening,
   ``Game.search_widening``, a node below the root first chooses among the children it has
   until its visits allow one more, the game's rule-of-thumb action first);
4. roll out: ``game.rollout_action`` until the game ends, or for at most
   ``rollout_depth`` actions when ``game.evaluate`` can value the position;
5. backpropagate: each node adds the reward of the seat that acted into it,
   so every seat maximises its own reward (works for 2-5 players).

Before the first iteration, the greedy level (``games.bots.greedy``) values every
root action on ``prior_samples`` sampled states: the game's evaluation once the
bot's own turn is over. Each root action starts with that value as if it had
been visited ``prior_visits`` times (*virtual visits*, a form of progressive
bias). Why: a search of a few hundred iterations spread uniformly over every
legal action sees each only a few times through noisy playouts, and lost to
the greedy level, which weighs every action on the evaluation. With the
prior, a small budget goes to the actions the evaluation likes; the more
iterations, the more the playouts' real visits outweigh it.

Rewards are compared on the scale the playouts actually reach (``select``):
a playout cut off by the evaluation returns values a few hundredths apart, far
less than UCB's exploration term, so the search stretches the range of rewards
seen so far (the prior's values included: they are on the same scale) to [0, 1]
before comparing. Measured in Babel at 100 iterations a move (docs/bots.md):
this search won 19 of 30 matches (63 %) against the previous one (version 2),
which rescaled the prior alone to [0, 1] and so let it outweigh the playouts.

Chance (dice, draws after a reshuffle) is sampled by resolving with the bot's
rng. Simultaneous or pending decisions of several seats are played one seat
at a time: the observer first at the root, then ``to_act(state)[0]``.
"""

from __future__ import annotations

import json
import logging
import math
import random
import time
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from games.bots.greedy import GreedyBot, hidden_drawer
from games.engine import Action, Game, IllegalAction, Outcome, State, View, clone

logger = logging.getLogger(__name__)

#: Iterations per move, and a time cap: a move never thinks longer than
#: DEFAULT_SECONDS. On our 2-core machine Babel reaches the iteration count
#: first; the slower engines stop at the time cap (docs/engine-speed.md has the
#: iterations per move of each game).
DEFAULT_ITERATIONS = 1500
DEFAULT_SECONDS = 2.0
#: Rollout actions before the position is valued with ``game.evaluate``
#: (ignored by games without ``evaluate``: their rollouts play to the end).
#: Short: the evaluation reads the position better than a long rule-of-thumb
#: playout does, and a short playout lets the search run four to five times the
#: iterations in the same time.
DEFAULT_ROLLOUT_DEPTH = 10
#: Sampled states (determinizations) drawn once per move and reused round-robin:
#: sampling a state from the view cost a seventh of a search's time in
#: Ankh-Morpork and The Great Zimbabwe; 32 guesses of the hidden cards still
#: vary enough for a move's search.
DEFAULT_DETERMINIZATIONS = 32
#: UCB1 exploration constant for rewards in [0, 1] (0.7 as in Cowling et al.).
DEFAULT_EXPLORATION = 0.7
#: Sampled states the greedy level values each root action on before the search.
DEFAULT_PRIOR_SAMPLES = 4
#: Iterations the greedy level's valuation of a root action counts for (0: no prior).
DEFAULT_PRIOR_VISITS = 10.0
#: The share of the move's time cap the valuation may take; the search gets the rest.
PRIOR_SHARE_OF_SECONDS = 0.25
#: A rollout that has not ended after this many actions is scored as a draw.
MAX_ROLLOUT_ACTIONS = 5000


@dataclass
class SearchStats:
    """What the last search did, for benchmarks and logs."""

    iterations: int = 0
    seconds: float = 0.0
    #: Iterations abandoned because a sampled state rejected an action
    #: (a sign that ``sample`` and ``legal_actions`` disagree).
    failed: int = 0
    root_visits: dict[str, int] | None = None


@dataclass
class RootStatistics:
    """What one search learned about each root action (for the analysis of a replay).

    ``visits`` and ``rewards`` are keyed by ``action_key``; ``rewards[key][seat]`` is the sum of
    ``seat``'s rewards over the iterations that began with that action.
    """

    best: Action
    actions: list[tuple[str, Action]]
    visits: dict[str, int]
    rewards: dict[str, dict[int, float]]
    iterations: int
    seconds: float


class _Node:
    """One information set of the observer, reached by ``seat`` playing ``action``."""

    __slots__ = (
        "parent",
        "seat",
        "action",
        "children",
        "visits",
        "reward",
        "available",
        "prior_visits",
        "prior_reward",
    )

    def __init__(self, parent: _Node | None, seat: int | None, action: Action | None):
        self.parent = parent
        self.seat = seat
        self.action = action
        #: Keyed by ``action_key`` at the root (the analysis reports them), ``tree_key`` below.
        self.children: dict[Any, _Node] = {}
        #: Real iterations through this node, and the acting seat's summed reward over them.
        self.visits = 0
        self.reward = 0.0
        self.available = 1
        #: Virtual visits from the greedy level's valuation (root actions only), kept apart so
        #: the root statistics of an analysis report what the playouts alone said.
        self.prior_visits = 0.0
        self.prior_reward = 0.0

    def weight(self) -> float:
        """Real and virtual visits: how much the mean below is worth."""
        return self.visits + self.prior_visits

    def mean(self) -> float:
        """The acting seat's mean reward, the prior counted as ``prior_visits`` iterations."""
        weight = self.weight()
        return (self.reward + self.prior_reward) / weight if weight else 0.0


def action_key(seat: int, action: Action) -> str:
    """A canonical key: equal actions of the same seat share a tree node."""
    return f"{seat}|{json.dumps(action, sort_keys=True, separators=(',', ':'))}"


def tree_key(seat: int, action: Action) -> Hashable:
    """The key of a node below the root: equal to ``action_key`` in meaning, a tenth of its cost.

    Why: the search keys every legal action of every node it passes through, thousands of times
    per move; a tuple of the action's sorted fields needs no JSON encoding. An action holding a
    list or a dict (unhashable) falls back to ``action_key``."""
    key = (seat, *sorted(action.items()))
    try:
        hash(key)
    except TypeError:
        return action_key(seat, action)
    return key


def outcome_rewards(outcome: Outcome) -> dict[int, float]:
    """Win = 1, a shared win = 1 / number of winners, a loss = 0."""
    winners = outcome.get("winners") or []
    if not winners:
        return {}
    share = 1.0 / len(winners)
    return {int(seat): share for seat in winners}


class MctsBot:
    """ISMCTS with a budget of ``iterations`` and/or ``seconds`` per move.

    The search stops at whichever limit comes first (``None`` disables a
    limit; at least one must be set). Searches limited by iterations alone
    are reproducible for a given rng.
    """

    level = "mcts"
    #: Changed when the search plays differently, so stored analyses are made anew
    #: (projections.analysis): "2" values the root actions with the greedy prior; "3" compares
    #: rewards on the range the playouts reach, the prior on the same scale; "4": the same search
    #: on The Great Zimbabwe's new evaluation (raise prospects, a hoarded herd worth little),
    #: which changes its play there (the analysis's method named no game's evaluation then; a
    #: game's own changes now bump its ``Game.strategy_version`` instead).
    version = "4"
    #: The share of the move's time cap the greedy valuation of the root actions may take.
    prior_share_of_seconds = PRIOR_SHARE_OF_SECONDS
    #: Whether the hidden things are drawn with ``game.guess`` (the board read for what it tells
    #: of them) rather than ``game.sample`` (every consistent state as likely).
    reads_the_board = False

    def __init__(
        self,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = DEFAULT_SECONDS,
        rollout_depth: int | None = DEFAULT_ROLLOUT_DEPTH,
        exploration: float | None = None,
        determinizations: int | None = DEFAULT_DETERMINIZATIONS,
        prior_samples: int = DEFAULT_PRIOR_SAMPLES,
        prior_visits: float = DEFAULT_PRIOR_VISITS,
        normalize: bool = True,
    ):
        """``determinizations``: sample that many states once and reuse clones of them
        round-robin (cheaper when ``sample`` is slow); None samples afresh every iteration.
        ``prior_samples``, ``prior_visits``: the greedy level's valuation of the root actions
        (see the module's docstring); ``prior_visits=0`` searches without it.
        ``exploration``: UCB's constant; None: the game's ``search_exploration``, else
        ``DEFAULT_EXPLORATION``. ``normalize=False`` compares raw mean rewards (the search as it was before version 3)."""
        if iterations is None and seconds is None:
            raise ValueError("an MCTS bot needs an iteration or a time budget")
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("seconds must be positive")
        if rollout_depth is not None and rollout_depth < 0:
            raise ValueError("rollout_depth must be 0 or more")
        if determinizations is not None and determinizations < 1:
            raise ValueError("determinizations must be at least 1")
        if prior_samples < 1:
            raise ValueError("prior_samples must be at least 1")
        if prior_visits < 0:
            raise ValueError("prior_visits must be 0 or more")
        self.iterations = iterations
        self.seconds = seconds
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.determinizations = determinizations
        self.prior_samples = prior_samples
        self.prior_visits = prior_visits
        self.normalize = normalize
        self.last_search = SearchStats()

    def __repr__(self) -> str:
        return (
            f"MctsBot(iterations={self.iterations}, seconds={self.seconds}, "
            f"rollout_depth={self.rollout_depth}, exploration={self.exploration}, "
            f"prior_visits={self.prior_visits}, normalize={self.normalize})"
        )

    def choose(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ) -> Action:
        if not legal_actions:
            raise ValueError(f"seat {seat} has no legal action to choose from")
        return self.search_among(game, view, seat, legal_actions, rng)

    def root_prior_visits(self, game: Game) -> float:
        """The iterations the greedy valuation of a root action counts for in ``game``: this
        level's ``prior_visits`` in every game."""
        return self.prior_visits

    def root_width(self, iterations: int) -> int | None:
        """How many root actions (in the order given to the search) the search may choose
        among after ``iterations`` iterations; None: every one. This level searches them all."""
        return None

    def search_among(
        self,
        game: Game,
        view: View,
        seat: int,
        actions: list[Action],
        rng: random.Random,
    ) -> Action:
        """The search's choice among ``actions``."""
        if len(actions) == 1:
            self.last_search = SearchStats()
            return actions[0]
        return _Search(self, game, view, seat, actions, rng).run()

    def search(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ) -> RootStatistics:
        """Search as ``choose`` does, even over a single action, and say what the root saw."""
        if not legal_actions:
            raise ValueError(f"seat {seat} has no legal action to search")
        search = _Search(self, game, view, seat, legal_actions, rng)
        best = search.run()
        return RootStatistics(
            best=best,
            actions=search.root_actions,
            visits={key: node.visits for key, node in search.root.children.items()},
            rewards={
                key: search.root_rewards.get(node, {}) for key, node in search.root.children.items()
            },
            iterations=self.last_search.iterations,
            seconds=self.last_search.seconds,
        )


class _Search:
    """One move's search: the tree and the budget live here, not on the bot."""

    def __init__(
        self,
        bot: MctsBot,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ):
        self.bot = bot
        self.game = game
        # A private copy: sampled states may share parts with the view, and
        # states are mutated in place while searching.
        self.view = clone(view)
        self.seat = seat
        self.rng = rng
        self.root = _Node(None, None, None)
        self.root_actions = [(action_key(seat, action), action) for action in legal_actions]
        #: The root actions the search chooses among so far (``unprune``): a prefix of
        #: ``root_actions``.
        self.searched_actions = self.root_actions
        self.pool: list[State] = []
        #: ``game.sample``, or ``game.guess`` for a level that reads the board: chosen once a search.
        self.draw = hidden_drawer(game, bot.reads_the_board)
        self.can_evaluate = True
        #: Every seat's summed rewards per root action (``MctsBot.search``).
        self.root_rewards: dict[_Node, dict[int, float]] = {}
        #: How the search suits the game (``Game.search_widening``, ``search_rollout_scale``,
        #: ``search_exploration``: the contract says why).
        self.widening = game.search_widening
        depth = bot.rollout_depth
        scale = game.search_rollout_scale
        self.rollout_depth = depth if depth is None else max(0, round(depth * scale))
        exploration = game.search_exploration if bot.exploration is None else bot.exploration
        self.exploration = DEFAULT_EXPLORATION if exploration is None else exploration
        #: The lowest and highest reward any playout has returned so far (see ``select``).
        self.lowest = math.inf
        self.highest = -math.inf

    # -- the budget loop ---------------------------------------------------

    def run(self) -> Action:
        bot = self.bot
        stats = SearchStats()
        started = time.perf_counter()
        deadline = None if bot.seconds is None else started + bot.seconds
        self.seed_root()
        searching = time.perf_counter()
        limit = bot.iterations
        while True:
            if limit is not None and stats.iterations >= limit:
                break
            self.unprune(bot.root_width(stats.iterations))
            if deadline is not None and stats.iterations:
                # Stop when one more average iteration would overrun the budget.
                now = time.perf_counter()
                if now + (now - searching) / stats.iterations >= deadline:
                    break
            stats.iterations += 1
            try:
                self.iterate(self.determinize(stats.iterations - 1))
            except IllegalAction as error:
                stats.failed += 1
                logger.debug("ISMCTS iteration abandoned: %s", error.rule)
        stats.seconds = time.perf_counter() - started
        stats.root_visits = {key: node.visits for key, node in self.root.children.items()}
        bot.last_search = stats
        if stats.failed:
            logger.warning(
                "%s: %d of %d ISMCTS iterations hit an illegal action in a sampled state",
                self.game.slug,
                stats.failed,
                stats.iterations,
            )
        return self.best_action()

    def seed_root(self) -> None:
        """Start each root action at the greedy level's value, as ``prior_visits`` iterations.

        An action the valuation had no time for (or that every sampled state rejected) gets
        no prior: it is expanded like any untried action."""
        if len(self.root_actions) < 2:  # nothing to tell apart
            return
        width = self.bot.root_width(0)
        prunes = width is not None and width < len(self.root_actions)
        visits = self.bot.root_prior_visits(self.game)
        if not visits and not prunes:
            return
        valuation = self.greedy_valuation()
        if prunes:
            self.order_root_actions(valuation)
        if not visits:
            return
        # The prior's values are rewards on the scale the search compares.
        self.widen_range(value for value, _ in valuation)
        for prior, action in valuation:
            key = action_key(self.seat, action)
            child = self.root.children.setdefault(key, _Node(self.root, self.seat, action))
            child.prior_visits = visits
            child.prior_reward = visits * prior

    def order_root_actions(self, valuation: list[tuple[float, Action]]) -> None:
        """The root actions in the valuation's order, best first, those it had no time for
        last as listed: the order a pruning bot (``root_width``) lets them in."""
        valued = {id(action) for _, action in valuation}
        ordered = [(action_key(self.seat, action), action) for _, action in valuation]
        ordered += [(key, action) for key, action in self.root_actions if id(action) not in valued]
        self.root_actions = self.searched_actions = ordered

    def unprune(self, width: int | None) -> None:
        """Let the search choose among the first ``width`` root actions (None: all of them).

        An action let in late starts as if it had been available since the first iteration
        (its availability is the root's visits), so UCB's exploration term tries it soon
        instead of leaving it at its prior."""
        if width is None or width >= len(self.root_actions):
            width = len(self.root_actions)
        if width == len(self.searched_actions):
            return
        self.searched_actions = self.root_actions[:width]
        for key, _ in self.searched_actions:
            child = self.root.children.get(key)
            if child is not None and child.available < self.root.visits:
                child.available = self.root.visits

    def greedy_valuation(self) -> list[tuple[float, Action]]:
        """The root actions' values at the end of the bot's turn, read from sampled states only
        (``GreedyBot.rank``), in at most ``prior_share_of_seconds`` of the move's time."""
        bot = self.bot
        seconds = None if bot.seconds is None else bot.seconds * bot.prior_share_of_seconds
        ranker = GreedyBot(
            samples=bot.prior_samples, seconds=seconds, reads_the_board=bot.reads_the_board
        )
        actions = [action for _, action in self.root_actions]
        return ranker.rank(self.game, self.view, self.seat, actions, self.rng)

    def determinize(self, index: int) -> State:
        size = self.bot.determinizations
        if size is None:
            return clone(self.draw(self.view, self.seat, self.rng))
        if len(self.pool) < size:
            self.pool.append(self.draw(self.view, self.seat, self.rng))
        return clone(self.pool[index % size])

    def best_action(self) -> Action:
        """The most visited root action (the robust child); ties go to the higher mean.

        Virtual visits count: when the playouts said too little to overturn it, the greedy
        level's choice is played."""
        best: Action | None = None
        best_rank = (-1.0, -1.0)
        for key, action in self.searched_actions:
            node = self.root.children.get(key)
            if node is None:
                continue
            rank = (node.weight(), node.mean())
            if rank > best_rank:
                best, best_rank = action, rank
        if best is None:  # every iteration failed: still answer with a legal action
            return self.rng.choice([action for _, action in self.root_actions])
        return best

    # -- one iteration -----------------------------------------------------

    def iterate(self, state: State) -> None:
        game = self.game
        play = game.play
        rng = self.rng
        widening = self.widening
        node = self.root
        rewards: dict[int, float] | None = None
        while True:
            outcome = game.outcome(state)
            if outcome is not None:
                rewards = outcome_rewards(outcome)
                break
            if node is self.root:
                seat = self.seat
                keyed: Sequence[tuple[Hashable, Action]] = self.searched_actions
            else:
                seats = game.to_act(state)
                if not seats:  # no outcome yet nobody to act: score as a draw
                    rewards = {}
                    break
                seat = seats[0]
                keyed = [(tree_key(seat, a), a) for a in game.legal_actions(state, seat)]
            children = node.children
            untried = []
            available = []
            for key, action in keyed:
                child = children.get(key)
                if child is None:
                    untried.append((key, action))
                else:
                    child.available += 1
                    available.append(child)
            if untried and (
                not widening
                or node is self.root
                or len(available) < 1 + int(widening * math.sqrt(node.visits))
            ):  # expand one untried action, then roll out from there
                key, action = self.untried_choice(state, seat, node, untried)
                state = play(state, seat, action, rng)
                child = _Node(node, seat, action)
                children[key] = child
                node = child
                break
            best = self.select(available)
            assert best.action is not None  # only the root was reached by no action
            state = play(state, seat, best.action, rng)
            node = best
        if rewards is None:
            rewards, ended = self.rollout(state)
        else:
            ended = True
        # A finished game's seats missing from ``rewards`` lost: they got 0.
        self.widen_range([*rewards.values(), 0.0] if ended else rewards.values())
        climbing: _Node | None = node
        while climbing is not None:
            if climbing.parent is self.root:
                sums = self.root_rewards.setdefault(climbing, {})
                for rewarded, reward in rewards.items():
                    sums[rewarded] = sums.get(rewarded, 0.0) + reward
            climbing.visits += 1
            if climbing.seat is not None:
                climbing.reward += rewards.get(climbing.seat, 0.0)
            climbing = climbing.parent

    def untried_choice(
        self, state: State, seat: int, node: _Node, untried: list[tuple[Hashable, Action]]
    ) -> tuple[Hashable, Action]:
        """The untried action to expand: at random, or when the node widens progressively the
        game's rule-of-thumb action first (so a node's first child is the move a playout makes)."""
        if self.widening and node is not self.root:
            wanted = self.game.rollout_action(state, seat, self.rng)
            for key, action in untried:
                if action == wanted:
                    return key, action
        return self.rng.choice(untried)

    def widen_range(self, rewards: Iterable[float]) -> None:
        """Widen the range of rewards seen so far (``select``) to take in ``rewards``."""
        for reward in rewards:
            if reward < self.lowest:
                self.lowest = reward
            if reward > self.highest:
                self.highest = reward

    def select(self, available: list[_Node]) -> _Node:
        """The child UCB1 picks: its mean with the playouts' rewards stretched to the range seen so
        far, plus the exploration term on its availability and weight (real and virtual visits).

        Why: a playout cut off by ``game.evaluate`` returns values a few hundredths apart (one
        temple point of Babel's twenty-point race is 0.025), while the exploration term is
        tenths; on that scale UCB spreads the visits almost evenly and the search cannot tell
        its moves apart. Stretching the rewards seen so far to [0, 1] (as MuZero normalises its
        values) gives the exploration term the scale it was tuned for, whatever the game's
        evaluation; once playouts reach the end of the game (wins are 1, losses 0) nothing is
        stretched. The greedy prior's virtual visits are stretched with the real ones: both are
        values of the game's evaluation."""
        exploration = self.exploration
        lowest = self.lowest
        spread = self.highest - lowest
        stretch = spread > 1e-9 and self.bot.normalize
        best = available[0]
        best_score = -math.inf
        # ``_Node.weight`` and ``mean`` written out: this runs for every child of every node an
        # iteration passes through.
        for child in available:
            weight = child.visits + child.prior_visits
            if not weight:  # its first iteration was abandoned: try it now
                return child
            total = child.reward + child.prior_reward
            mean = (total - weight * lowest) / spread / weight if stretch else total / weight
            score = mean + exploration * math.sqrt(math.log(child.available) / weight)
            if score > best_score:
                best, best_score = child, score
        return best

    def rollout(self, state: State) -> tuple[dict[int, float], bool]:
        """The rewards of a playout from ``state``, and whether the game ended in it."""
        game = self.game
        outcome_of, to_act, play, rollout_action = (
            game.outcome,
            game.to_act,
            game.play,
            game.rollout_action,
        )
        rng = self.rng
        depth = self.rollout_depth if self.can_evaluate else None
        for played in range(MAX_ROLLOUT_ACTIONS):
            outcome = outcome_of(state)
            if outcome is not None:
                return outcome_rewards(outcome), True
            if depth is not None and played >= depth:
                values = game.evaluate(state)
                if values is not None:
                    return {int(seat): float(value) for seat, value in values.items()}, False
                self.can_evaluate = False  # this game has no evaluate: play to the end
                depth = None
            seats = to_act(state)
            if not seats:
                return {}, True
            seat = seats[0]
            state = play(state, seat, rollout_action(state, seat, rng), rng)
        return {}, True
