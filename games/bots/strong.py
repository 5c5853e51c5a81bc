"""The strong level: a long information-set search that widens from the greedy level's best moves.

Two steps, both honest about hidden information (the bot is handed only its seat's view, and
everything it cannot see it draws from that view with ``game.sample``):

1. **ranking**: the greedy level (``games.bots.greedy``) values every legal action at the end of
   the bot's own turn with the game's evaluation (``strategy.py``) and ranks them, best first;
   this is cheap (a tenth to a half of a second, at most ``RANKING_SECONDS``);
2. **search**: the ISMCTS of the mcts level (``games.bots.mcts``), with playouts three times as
   long (the game's rules-of-thumb policy for ``DEFAULT_ROLLOUT_DEPTH`` actions, then the
   evaluation), the ranking's values as its prior at the root, and much more time: up to
   ``DEFAULT_SECONDS`` a move, two and a half times the mcts level's, and up to
   ``DEFAULT_ITERATIONS`` iterations (with its longer playouts the time cap comes first on
   our machines).

At the root the search uses *progressive unpruning* (Chaslot et al., "Progressive strategies
for Monte-Carlo tree search", 2008; the schedule is Coulom's in Crazy Stone, 2007): it starts
among the ranking's best ``DEFAULT_SHORTLIST`` actions and lets in the next one each time the
root's iterations reach ``UNPRUNE_AT`` times ``UNPRUNE_GROWTH`` to the power of the actions let
in so far. A short search so spends its iterations on the moves the evaluation likes; a long
one still reaches every move, so the greedy level's blind spots do not bound it. (Version 3 of
this level searched the best 4 only, and at its full budget drew with the mcts level in Babel:
26 of 53 matches.) Below the root every action and every reply is searched.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterator
from contextlib import contextmanager

from games.bots import mcts
from games.bots.greedy import GreedyBot
from games.bots.mcts import MctsBot, RootStatistics
from games.engine import Action, Game, View

#: Iterations per move, and the think-time cap for the ranking and the search together.
DEFAULT_ITERATIONS = 10_000
DEFAULT_SECONDS = 5.0
#: Playout actions before the evaluation is read: three times the mcts level's 10. More
#: iterations of 10-action playouts only read the evaluation more precisely (2,000 of them won 13
#: of 26 matches in Babel against the mcts level's 300); 30-action playouts, which reach further
#: towards the end, won 15.5 of 21 at the same budgets (docs/bots.md).
DEFAULT_ROLLOUT_DEPTH = 30
#: Sampled states drawn once per move and reused in turn, as at the mcts level. A fresh one every
#: iteration cost a quarter more CPU in Babel and won no more (5 of 13 matches at 2,000
#: iterations against the mcts level at 300; with 32: 12 of 25).
DEFAULT_DETERMINIZATIONS = mcts.DEFAULT_DETERMINIZATIONS
#: Root actions the search starts among, the greedy level's best first.
DEFAULT_SHORTLIST = 4
#: Progressive unpruning: the k-th action after the shortlist is let in once the root has had
#: UNPRUNE_AT * UNPRUNE_GROWTH ** (k - 1) iterations (40, 56, 79, ...: 11 more by 1,500
#: iterations, 14 by 4,000, 17 by 10,000).
UNPRUNE_AT = 40
UNPRUNE_GROWTH = 1.4
#: Samples the ranking values each action on, and the longest it may take.
RANKING_SAMPLES = 4
RANKING_SECONDS = 1.0


class StrongBot(MctsBot):
    """ISMCTS over the greedy ranking's best actions, widening with its iterations."""

    level = "strong"
    #: "4": progressive unpruning from the shortlist, 30-action playouts, 10,000 iterations
    #: (version 3 searched the shortlist only, 10-action playouts, 4,000 iterations).
    version = "4"

    def __init__(
        self,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = DEFAULT_SECONDS,
        rollout_depth: int | None = DEFAULT_ROLLOUT_DEPTH,
        exploration: float = mcts.DEFAULT_EXPLORATION,
        determinizations: int | None = DEFAULT_DETERMINIZATIONS,
        shortlist: int = DEFAULT_SHORTLIST,
        prior_visits: float = mcts.DEFAULT_PRIOR_VISITS,
    ):
        super().__init__(
            iterations,
            seconds,
            rollout_depth,
            exploration,
            determinizations,
            prior_samples=RANKING_SAMPLES,
            prior_visits=prior_visits,
        )
        if shortlist < 1:
            raise ValueError("shortlist must be at least 1")
        self.shortlist = shortlist

    def __repr__(self) -> str:
        return "Strong" + super().__repr__()[:-1] + f", shortlist={self.shortlist})"

    def root_width(self, iterations: int) -> int | None:
        """The shortlist, and one more root action each time the iterations pass the next step
        of ``UNPRUNE_AT * UNPRUNE_GROWTH ** k``."""
        if iterations < UNPRUNE_AT:
            return self.shortlist
        let_in = 1 + int(math.log(iterations / UNPRUNE_AT) / math.log(UNPRUNE_GROWTH))
        return self.shortlist + let_in

    def choose(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ) -> Action:
        if len(legal_actions) <= self.shortlist:
            return super().choose(game, view, seat, legal_actions, rng)
        with self.ranking(game, view, seat, legal_actions, rng) as (ordered, ranked):
            return self.search_among(game, view, seat, ordered, rng, ranked)

    def search(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
        valuation: list[tuple[float, Action]] | None = None,
    ) -> RootStatistics:
        """What ``choose``'s search saw at the root (for the analysis of a replay)."""
        if len(legal_actions) <= self.shortlist or valuation is not None:
            return super().search(game, view, seat, legal_actions, rng, valuation)
        with self.ranking(game, view, seat, legal_actions, rng) as (ordered, ranked):
            return super().search(game, view, seat, ordered, rng, ranked)

    @contextmanager
    def ranking(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ) -> Iterator[tuple[list[Action], list[tuple[float, Action]]]]:
        """The legal actions in the greedy level's order (those it had no time for last, as
        listed) with its values, and, for the search in the block, what is left of the move's
        time."""
        started = time.perf_counter()
        ranker = GreedyBot(
            samples=RANKING_SAMPLES,
            seconds=None if self.seconds is None else min(RANKING_SECONDS, self.seconds / 2),
        )
        ranked = ranker.rank(game, view, seat, legal_actions, rng)
        valued = {id(action) for _, action in ranked}
        ordered = [action for _, action in ranked]
        ordered += [action for action in legal_actions if id(action) not in valued]
        budget = self.seconds
        if budget is not None:
            self.seconds = max(0.05, budget - (time.perf_counter() - started))
        try:
            yield ordered, ranked
        finally:
            self.seconds = budget
