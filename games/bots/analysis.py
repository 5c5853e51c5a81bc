"""The analysis of one decision of a finished match, as the search bot sees it.

Given what the mover knew when they moved (their seat's view, their legal actions) and
the action they played, a search bot of ``level`` estimates:

* each seat's chance of winning after the played action;
* the action it would have chosen itself, and the mover's chance after it;
* how much of the mover's chance the played action gave away (``loss``): a *mistake* when
  that passes ``MISTAKE_THRESHOLD``.

It reads the mover's view only (``game.view(state, seat)``); whatever the mover could not
see is filled in by the bot's ``game.sample``, so an analysis never knows more than the
mover did.

The method, in two or three searches of ``iterations`` each (at most; ``seconds`` caps each one):

1. a search over every legal action, as the bot would play: its most visited action is
   the best one, and the mover's chance after it is that action's mean reward (when it was
   visited fewer than ``RELIABLE_VISITS`` times, a search through it alone values it);
2. when the played action is another one, a search through the played action alone: every
   iteration starts with it, so its estimate is as good as the best action's (the first
   search visits a move it thinks bad too rarely to value it). When the bot would have
   played it too, the figures of the best action are used.

Winning chances are the seats' mean rewards (a win 1, a shared win split, a loss or a
draw 0), scaled to add up to 1.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from games.bots import get_bot
from games.bots.mcts import RootStatistics, action_key
from games.engine import Action, Game, View

#: The level whose search analyses a match; a stronger level can be named instead.
DEFAULT_LEVEL = "mcts"
#: Iterations of each search per decision (a decision takes one to three searches), and the
#: time cap of each search: the server's defaults (TABULA_ANALYSIS_ITERATIONS, _SECONDS).
DEFAULT_ITERATIONS = 300
DEFAULT_SECONDS = 2.0
#: A move that gives away more than this share of the mover's winning chance (10
#: percentage points) compared with the bot's own choice is marked a mistake.
MISTAKE_THRESHOLD = 0.10
#: The bot's own move is valued from the first search when it was visited this often; less
#: (many legal actions, a slow engine, a time cap) and it gets a search of its own, since the
#: mean of a few lucky iterations overrates it and would mark good moves as mistakes.
RELIABLE_VISITS = 30
#: Changes whenever this method changes what it finds: stored analyses made by another
#: version are made anew.
ANALYSIS_VERSION = "2"


class RootSearcher(Protocol):
    """A bot that can tell what it learned about each of the mover's actions."""

    level: str

    def search(
        self, game: Game, view: View, seat: int, legal_actions: list[Action], rng: random.Random
    ) -> RootStatistics: ...


@dataclass
class DecisionAnalysis:
    #: Each seat's chance of winning after the played action (they add up to 1).
    chances: dict[int, float]
    #: The action the bot would have chosen.
    best_action: Action
    #: The mover's chance after the bot's choice, and after the played action.
    best_chance: float
    played_chance: float
    #: ``best_chance - played_chance`` (never below 0).
    loss: float
    mistake: bool
    #: What the searches cost.
    iterations: int
    seconds: float


def analysis_bot(
    level: str = DEFAULT_LEVEL,
    iterations: int | None = DEFAULT_ITERATIONS,
    seconds: float | None = None,
) -> RootSearcher:
    """A bot of ``level`` with this budget per search, able to report its root statistics."""
    try:
        bot = get_bot(level, iterations=iterations, seconds=seconds)
    except TypeError:  # a level without a search budget (random)
        bot = None
    if not callable(getattr(bot, "search", None)):
        raise ValueError(f"the {level!r} level has no search to analyse with")
    return bot  # type: ignore[return-value]


def winning_chances(
    stats: RootStatistics, action: Action, seat: int, players: int
) -> dict[int, float]:
    """Each seat's mean reward through ``seat``'s root ``action``, scaled to add up to 1."""
    key = action_key(seat, action)
    visits = stats.visits.get(key, 0)
    sums = stats.rewards.get(key, {})
    means = {other: sums.get(other, 0.0) / visits if visits else 0.0 for other in range(players)}
    total = sum(means.values())
    if total <= 0:  # nothing learned (or only draws): nobody is favoured
        return {other: 1.0 / players for other in range(players)}
    return {other: value / total for other, value in means.items()}


def analyse_decision(
    game: Game,
    view: View,
    seat: int,
    legal_actions: list[Action],
    played: Action,
    rng: random.Random,
    *,
    players: int,
    bot: RootSearcher | None = None,
) -> DecisionAnalysis:
    """How the bot judges ``seat`` playing ``played`` where it could play ``legal_actions``."""
    bot = bot or analysis_bot()
    everything = bot.search(game, view, seat, legal_actions, rng)
    best = everything.best
    iterations, seconds = everything.iterations, everything.seconds

    def valued_alone(action: Action) -> dict[int, float]:
        nonlocal iterations, seconds
        alone = bot.search(game, view, seat, [action], rng)
        iterations += alone.iterations
        seconds += alone.seconds
        return winning_chances(alone, action, seat, players)

    if everything.visits.get(action_key(seat, best), 0) >= RELIABLE_VISITS:
        best_chances = winning_chances(everything, best, seat, players)
    else:  # a handful of lucky iterations: valued by a search of its own, like the played one
        best_chances = valued_alone(best)
    if action_key(seat, played) == action_key(seat, best):
        chances = best_chances
    else:
        chances = valued_alone(played)
    loss = max(0.0, best_chances[seat] - chances[seat])
    return DecisionAnalysis(
        chances=chances,
        best_action=best,
        best_chance=best_chances[seat],
        played_chance=chances[seat],
        loss=loss,
        mistake=loss > MISTAKE_THRESHOLD,
        iterations=iterations,
        seconds=seconds,
    )
