"""The strong level: a longer, sharper information-set search.

The same ISMCTS as the mcts level (``games.bots.mcts``), honest about hidden information in the
same way - it is handed only its seat's view and searches states drawn from it with
``game.sample`` - but it spends its time differently:

* **more time**: up to ``DEFAULT_SECONDS`` per move (the mcts level: 2 s);
* **a sharper cut-off**: playouts follow the game's rules-of-thumb policy for only
  ``DEFAULT_ROLLOUT_DEPTH`` actions and then read the game's evaluation (``strategy.py``),
  instead of 40 actions of noisier play; each iteration is about three times cheaper, so the
  same time buys about three times the iterations, and the tree - not the playout - decides.
"""

from __future__ import annotations

from games.bots.mcts import DEFAULT_EXPLORATION, MctsBot

#: Iterations per move, and the think-time cap (whichever comes first).
DEFAULT_ITERATIONS = 4000
DEFAULT_SECONDS = 5.0
#: Playout actions before the evaluation is read.
DEFAULT_ROLLOUT_DEPTH = 12


class StrongBot(MctsBot):
    """ISMCTS with ``DEFAULT_SECONDS`` per move and short, evaluated playouts."""

    level = "strong"

    def __init__(
        self,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = DEFAULT_SECONDS,
        rollout_depth: int | None = DEFAULT_ROLLOUT_DEPTH,
        exploration: float = DEFAULT_EXPLORATION,
        determinizations: int | None = None,
    ):
        super().__init__(iterations, seconds, rollout_depth, exploration, determinizations)

    def __repr__(self) -> str:
        return "Strong" + super().__repr__()
