"""Bots that play any game through the engine contract.

A bot is handed exactly what a player at the table has: the seat's own view
(``game.view(state, seat)``), that seat's legal actions and a seeded
``random.Random``. It never receives the true state, so it cannot cheat in
games with hidden information; the search bot fills in what it cannot see
with ``game.sample``.

    >>> bot = get_bot("mcts")
    >>> action = bot.choose(game, game.view(state, seat), seat, game.legal_actions(state, seat), rng)
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from games.bots.mcts import MctsBot
from games.bots.random_bot import RandomBot
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
BOT_LEVELS: tuple[str, ...] = ("random", "mcts")


class UnknownBotLevel(LookupError):
    pass


def get_bot(level: str, **settings: Any) -> Bot:
    """A new bot of ``level``; ``settings`` go to its constructor (e.g. ``iterations=200``)."""
    if level == "random":
        return RandomBot(**settings)
    if level == "mcts":
        return MctsBot(**settings)
    raise UnknownBotLevel(f"unknown bot level {level!r}; known levels: {', '.join(BOT_LEVELS)}")


__all__ = ["BOT_LEVELS", "Bot", "MctsBot", "RandomBot", "UnknownBotLevel", "get_bot"]
