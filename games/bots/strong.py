"""The strong level: the greedy level's shortlist, searched by a longer information-set search.

Two steps, both honest about hidden information (the bot is handed only its seat's view, and
everything it cannot see it draws from that view with ``game.sample``):

1. **shortlist**: the greedy level (``games.bots.greedy``) values every legal action at the end of
   the bot's own turn with the game's evaluation (``strategy.py``) and keeps the best
   ``DEFAULT_SHORTLIST``; this is cheap (a tenth to a half of a second);
2. **search**: the ISMCTS of the mcts level (``games.bots.mcts``) decides among the shortlist only,
   with the rest of the time (up to ``DEFAULT_SECONDS`` in all, two and a half times the mcts
   level's) and the same playouts (the game's rules-of-thumb policy for ``DEFAULT_ROLLOUT_DEPTH``
   actions, then the evaluation). Fewer root actions and more time give each candidate many more
   visits, so the tree - not the noise - decides; below the root the search considers every
   legal action, the opponents' replies included. The shortlist's values are the search's
   prior at the root, as at the mcts level (each counts as ``prior_visits`` iterations), so
   they are not computed twice.
"""

from __future__ import annotations

import random
import time

from games.bots import mcts
from games.bots.greedy import GreedyBot
from games.bots.mcts import MctsBot
from games.engine import Action, Game, View

#: Iterations per move, and the think-time cap for the shortlist and the search together.
DEFAULT_ITERATIONS = 4000
DEFAULT_SECONDS = 5.0
#: Playout actions before the evaluation is read (as at the mcts level).
DEFAULT_ROLLOUT_DEPTH = mcts.DEFAULT_ROLLOUT_DEPTH
#: Root actions the search chooses among, the greedy level's best first.
DEFAULT_SHORTLIST = 4
#: Samples the shortlist is valued on, and the longest it may take.
SHORTLIST_SAMPLES = 4
SHORTLIST_SECONDS = 1.0


class StrongBot(MctsBot):
    """Shortlist by the game's evaluation, then ISMCTS among the shortlist."""

    level = "strong"

    def __init__(
        self,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = DEFAULT_SECONDS,
        rollout_depth: int | None = DEFAULT_ROLLOUT_DEPTH,
        exploration: float = mcts.DEFAULT_EXPLORATION,
        determinizations: int | None = mcts.DEFAULT_DETERMINIZATIONS,
        shortlist: int = DEFAULT_SHORTLIST,
        prior_visits: float = mcts.DEFAULT_PRIOR_VISITS,
    ):
        super().__init__(
            iterations,
            seconds,
            rollout_depth,
            exploration,
            determinizations,
            prior_samples=SHORTLIST_SAMPLES,
            prior_visits=prior_visits,
        )
        if shortlist < 1:
            raise ValueError("shortlist must be at least 1")
        self.shortlist = shortlist

    def __repr__(self) -> str:
        return "Strong" + super().__repr__()[:-1] + f", shortlist={self.shortlist})"

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
        started = time.perf_counter()
        ranker = GreedyBot(
            samples=SHORTLIST_SAMPLES,
            seconds=None if self.seconds is None else min(SHORTLIST_SECONDS, self.seconds / 2),
        )
        ranked = ranker.rank(game, view, seat, legal_actions, rng)
        if not ranked:  # not one action could be valued in time: search them all
            return super().choose(game, view, seat, legal_actions, rng)
        kept = ranked[: self.shortlist]
        shortlist = [action for _, action in kept]
        if self.seconds is None:
            return self.search_among(game, view, seat, shortlist, rng, kept)
        budget = self.seconds
        # The search gets what is left of the move's time.
        self.seconds = max(0.05, budget - (time.perf_counter() - started))
        try:
            return self.search_among(game, view, seat, shortlist, rng, kept)
        finally:
            self.seconds = budget
