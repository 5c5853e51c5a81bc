"""The rules-of-thumb level: greedy on the game's own evaluation.

For each legal action the bot asks "how do I stand once my turn is over?": it plays the action
in a state sampled from its own view (``game.sample``: what it cannot see is guessed), lets the
game's rules-of-thumb policy (``game.rollout_action``) finish the rest of its own turn, and
reads ``game.evaluate`` for its seat - the advice written in ``games/<game>/strategy.py``
(points, income, position...). It averages that over a few samples, so one lucky guess of the
hidden cards does not decide, and plays the action with the best average (ties at random).

It looks no further than its own turn: it never asks what the others will answer. That makes
it fast (about a tenth of a second per move, never more than ``seconds``) and easy to beat
for the search levels, yet far better than random play.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from games.engine import Action, Game, IllegalAction, State, View, clone

#: Sampled states each action is tried in (more samples: less fooled by hidden information).
DEFAULT_SAMPLES = 6
#: The think time a move never exceeds; actions not yet tried by then are not chosen.
DEFAULT_SECONDS = 1.0
#: At most this many of the bot's own follow-up decisions are played before evaluating.
DEFAULT_TURN_LOOKAHEAD = 8


def hidden_drawer(game: Game, reads_the_board: bool) -> Callable[[View, int, random.Random], State]:
    """How a bot fills in what its seat cannot see: ``game.guess`` for a level that reads the
    board, else ``game.sample``."""
    return game.guess if reads_the_board else game.sample


class GreedyBot:
    """Plays the action whose position, at the end of its own turn, evaluates best."""

    level = "greedy"

    def __init__(
        self,
        samples: int = DEFAULT_SAMPLES,
        seconds: float | None = DEFAULT_SECONDS,
        turn_lookahead: int = DEFAULT_TURN_LOOKAHEAD,
        reads_the_board: bool = False,
    ):
        """``seconds=None``: no time cap, so a move is reproducible for a seeded rng.
        ``reads_the_board``: draw the hidden things with ``game.guess`` (the strong level's
        ranking), else with ``game.sample``."""
        if samples < 1:
            raise ValueError("samples must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("seconds must be positive")
        if turn_lookahead < 0:
            raise ValueError("turn_lookahead must be 0 or more")
        self.samples = samples
        self.seconds = seconds
        self.turn_lookahead = turn_lookahead
        self.reads_the_board = reads_the_board

    def __repr__(self) -> str:
        return (
            f"GreedyBot(samples={self.samples}, seconds={self.seconds}, "
            f"turn_lookahead={self.turn_lookahead})"
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
        if len(legal_actions) == 1:
            return legal_actions[0]
        ranked = self.rank(game, view, seat, legal_actions, rng)
        if not ranked:  # not one action could be tried in time
            return rng.choice(legal_actions)
        best = ranked[0][0]
        return rng.choice([action for value, action in ranked if value >= best - 1e-9])

    def rank(
        self,
        game: Game,
        view: View,
        seat: int,
        legal_actions: list[Action],
        rng: random.Random,
    ) -> list[tuple[float, Action]]:
        """The actions tried in time with their mean value, best first (the strong level
        orders its search's root actions by it)."""
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        own_view = clone(view)  # sampling may share parts of the view; never touch the caller's
        totals = [0.0] * len(legal_actions)
        tries = [0] * len(legal_actions)
        draw = hidden_drawer(game, self.reads_the_board)
        for _ in range(self.samples):
            sampled = draw(own_view, seat, rng)
            for index, action in enumerate(legal_actions):
                if deadline is not None and time.perf_counter() >= deadline:
                    break
                try:
                    value = self.value_after(game, clone(sampled), seat, action, rng)
                except IllegalAction:  # the guess of hidden things made it illegal: skip
                    continue
                totals[index] += value
                tries[index] += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        ranked = [
            (total / count, action)
            for action, total, count in zip(legal_actions, totals, tries, strict=True)
            if count
        ]
        ranked.sort(key=lambda pair: -pair[0])  # stable: equal values keep the legal order
        return ranked

    def value_after(
        self, game: Game, state: State, seat: int, action: Action, rng: random.Random
    ) -> float:
        """The seat's value once ``action`` and the rest of its turn (by rule of thumb) are played."""
        state = game.play(state, seat, action, rng)
        for _ in range(self.turn_lookahead):
            if game.outcome(state) is not None:
                break
            seats = game.to_act(state)
            if not seats or seats[0] != seat:
                break
            state = game.play(state, seat, game.rollout_action(state, seat, rng), rng)
        return seat_value(game, state, seat)


def seat_value(game: Game, state: State, seat: int) -> float:
    """1 for a win, a share for a shared win, 0 for a loss; else the game's evaluation."""
    outcome = game.outcome(state)
    if outcome is not None:
        winners = outcome.get("winners") or []
        return 1.0 / len(winners) if seat in winners else 0.0
    values = game.evaluate(state)
    if values is None:  # a game without advice: every action looks the same
        return 0.5
    return float(values.get(seat, 0.0))
