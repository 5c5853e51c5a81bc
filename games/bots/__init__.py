"""Bots that play any game through the engine contract.

A bot is handed exactly what a player at the table has: the seat's own view
(``game.view(state, seat)``), that seat's legal actions and a seeded
``random.Random``. It never receives the true state, so it cannot cheat in
games with hidden information; the search bots fill in what it cannot see
with ``game.sample`` (the strong level with ``game.guess``, which reads the public board).

    >>> bot = get_bot("mcts")
    >>> action = bot.choose(game, game.view(state, seat), seat, game.legal_actions(state, seat), rng)

The levels, weakest first (docs/bots.md has the measured ladder):

* ``random`` - a uniformly random legal action;
* ``greedy`` - a rules-of-thumb player, greedy on the game's evaluation (``games.bots.greedy``);
* ``mcts`` - ISMCTS that starts from the greedy level's valuation of its actions, with
  playouts guided by the game's rules of thumb, cut off by its evaluation (``games.bots.mcts``);
* ``strong`` - a longer ISMCTS with short evaluated playouts (``games.bots.strong``).
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from games.bots import greedy, mcts, strong
from games.bots.greedy import GreedyBot
from games.bots.mcts import MctsBot
from games.bots.random_bot import RandomBot
from games.bots.strong import StrongBot
from games.engine import Action, Game, View


@runtime_checkable
class Bot(Protocol):
    """Chooses one of ``legal_actions`` for ``seat`` from that seat's ``view`` only."""

    level: str

    def choose(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ) -> Action: ...


#: The levels a seat may be given, weakest first.
BOT_LEVELS: tuple[str, ...] = ("random", "greedy", "mcts", "strong")
#: The level a seat gets when nobody chose one (bots the lobby adds, a timed-out seat).
DEFAULT_BOT_LEVEL = "mcts"
#: The most a level thinks per move, in seconds, with its default settings on a 2-core machine.
THINK_SECONDS: dict[str, float] = {
    "random": 0.0,
    "greedy": greedy.DEFAULT_SECONDS,
    "mcts": mcts.DEFAULT_SECONDS,
    "strong": strong.DEFAULT_SECONDS,
}
_BOT_CLASSES: dict[str, Any] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "mcts": MctsBot,
    "strong": StrongBot,
}


class UnknownBotLevel(LookupError):
    pass


def get_bot(level: str, **settings: Any) -> Bot:
    """A new bot of ``level``; ``settings`` go to its constructor (e.g. ``iterations=200``)."""
    if level in _BOT_CLASSES:
        bot: Bot = _BOT_CLASSES[level](**settings)
        return bot
    raise UnknownBotLevel(f"unknown bot level {level!r}; known levels: {', '.join(BOT_LEVELS)}")


__all__ = [
    "BOT_LEVELS",
    "DEFAULT_BOT_LEVEL",
    "THINK_SECONDS",
    "Bot",
    "GreedyBot",
    "MctsBot",
    "RandomBot",
    "StrongBot",
    "UnknownBotLevel",
    "get_bot",
]
