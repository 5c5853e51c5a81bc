"""The strong level: a long information-set search that widens from the greedy level's best moves.

Two steps, both honest about hidden information (the bot is handed only its seat's view, and
everything it cannot see it draws from that view with ``game.guess``: ``game.sample`` where the
public board tells nothing more of it; in Ankh-Morpork, rivals' personalities weighed by how
far the board has taken each towards its goal):

1. **ranking**: the greedy level (``games.bots.greedy``) values every legal action at the end of
   the bot's own turn with the game's evaluation (``strategy.py``) and ranks them, best first;
   this is cheap (a tenth to a half of a second, at most ``RANKING_SHARE_OF_SECONDS`` of the
   move's time);
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

The ranking's values count at the root as ``prior_visits`` iterations, the mcts level's 10;
a game may ask for them to count in proportion to this level's budget
(``Game.search_prior_in_proportion``: ``PROPORTIONAL_PRIOR_VISITS``, 67, the same share of its
iterations as the mcts level's 10 of its own). The Great Zimbabwe does: there 2,000 iterations
with 10 virtual visits overrode the valuation where it was right and lost every match to the
mcts level at 300 (docs/bots.md).
"""

from __future__ import annotations

import math

from games.bots import mcts
from games.bots.mcts import MctsBot
from games.engine import Game

#: Iterations per move, and the think-time cap for the ranking and the search together.
DEFAULT_ITERATIONS = 10_000
DEFAULT_SECONDS = 5.0
#: Playout actions before the evaluation is read: three times the mcts level's 10. More
#: iterations of 10-action playouts only read the evaluation more precisely (2,000 of them won 13
#: of 26 matches in Babel against the mcts level's 300); 30-action playouts, which reach further
#: towards the end, won 46.5 of 64 at the same budgets (docs/bots.md).
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
#: Samples the ranking values each action on, and the share of the move's time it may take
#: (1 s of 5).
RANKING_SAMPLES = 4
RANKING_SHARE_OF_SECONDS = 0.2
#: The ranking's virtual visits in a game that weighs it in proportion to the budget
#: (``Game.search_prior_in_proportion``, The Great Zimbabwe): the mcts level's 10 times this
#: level's default iterations over the mcts level's (67: the same share of 10,000 iterations as
#: 10 of 1,500, and of the ladder's 2,000 as 10 of 300).
PROPORTIONAL_PRIOR_VISITS = round(
    mcts.DEFAULT_PRIOR_VISITS * DEFAULT_ITERATIONS / mcts.DEFAULT_ITERATIONS
)


class StrongBot(MctsBot):
    """ISMCTS over the greedy ranking's best actions, widening with its iterations."""

    level = "strong"
    #: "4": progressive unpruning from the shortlist, 30-action playouts, 10,000 iterations
    #: (version 3 searched the shortlist only, 10-action playouts, 4,000 iterations); "5": the
    #: same search on The Great Zimbabwe's new evaluation (``MctsBot.version`` "4").
    #: (Its ranking's weight in The Great Zimbabwe, ``Game.search_prior_in_proportion``, is that
    #: game's ``strategy_version`` "3": its play elsewhere did not change.)
    version = "5"
    #: The ranking is the search's prior (``MctsBot``'s greedy valuation, which orders the root
    #: actions for ``root_width``).
    prior_share_of_seconds = RANKING_SHARE_OF_SECONDS
    #: Hidden things are guessed from the board (``Game.guess``): in Ankh-Morpork a rival with
    #: minions in ten areas is likelier Lord Vetinari than the others (docs/bots.md).
    reads_the_board = True

    def __init__(
        self,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = DEFAULT_SECONDS,
        rollout_depth: int | None = DEFAULT_ROLLOUT_DEPTH,
        exploration: float | None = None,
        determinizations: int | None = DEFAULT_DETERMINIZATIONS,
        shortlist: int = DEFAULT_SHORTLIST,
        prior_visits: float | None = None,
    ):
        """``prior_visits``: None, the mcts level's 10, or ``PROPORTIONAL_PRIOR_VISITS`` in a
        game that asks for it (``root_prior_visits``)."""
        super().__init__(
            iterations,
            seconds,
            rollout_depth,
            exploration,
            determinizations,
            prior_samples=RANKING_SAMPLES,
            prior_visits=mcts.DEFAULT_PRIOR_VISITS if prior_visits is None else prior_visits,
        )
        #: None: the game decides (``root_prior_visits``).
        self.given_prior_visits = prior_visits
        if shortlist < 1:
            raise ValueError("shortlist must be at least 1")
        self.shortlist = shortlist

    def __repr__(self) -> str:
        return "Strong" + super().__repr__()[:-1] + f", shortlist={self.shortlist})"

    def root_prior_visits(self, game: Game) -> float:
        """The ranking's virtual visits: as given, else ``PROPORTIONAL_PRIOR_VISITS`` where the
        game weighs the ranking in proportion to the budget, else the mcts level's."""
        if self.given_prior_visits is None and game.search_prior_in_proportion:
            return PROPORTIONAL_PRIOR_VISITS
        return self.prior_visits

    def root_width(self, iterations: int) -> int | None:
        """The shortlist, and one more root action each time the iterations pass the next step
        of ``UNPRUNE_AT * UNPRUNE_GROWTH ** k``."""
        if iterations < UNPRUNE_AT:
            return self.shortlist
        let_in = 1 + int(math.log(iterations / UNPRUNE_AT) / math.log(UNPRUNE_GROWTH))
        return self.shortlist + let_in
