"""What the analysis of a replay costs, per game: seconds per decision and decisions per match.

    .venv/bin/python benchmarks/analysis.py                          # every game, default budget
    .venv/bin/python benchmarks/analysis.py --games babel --iterations 200 --decisions 20

One random match per game (2 players) gives the decisions; the first ``--decisions`` of
them spread over the match are analysed as the background job does
(``games.bots.analysis.analyse_decision``, ``--iterations`` per search, ``--seconds`` cap
per search). The estimated time of a whole match is the mean time per decision times its
decisions.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.bots import RandomBot  # noqa: E402
from games.bots.analysis import (  # noqa: E402
    DEFAULT_ITERATIONS,
    DEFAULT_LEVEL,
    DEFAULT_SECONDS,
    analyse_decision,
    analysis_bot,
)
from games.engine import Action, Game, State, apply_all, clone, start_match  # noqa: E402
from games.registry import GAME_MODULES, get_game  # noqa: E402


def random_match(game: Game, players: int, seed: int) -> list[tuple[State, int, Action]]:
    """Every decision of one match of random play: (state before, mover, action played)."""
    rng = random.Random(seed)
    state = start_match(game, players, rng)
    bot = RandomBot()
    decisions = []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = bot.choose(game, game.view(state, seat), seat, legal, rng)
        decisions.append((clone(state), seat, action))
        state = apply_all(game, state, game.resolve(state, seat, action, rng))
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", nargs="*", default=list(GAME_MODULES))
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS, help="0: no cap")
    parser.add_argument("--decisions", type=int, default=10)
    parser.add_argument("--level", default=DEFAULT_LEVEL)
    args = parser.parse_args()
    bot = analysis_bot(args.level, args.iterations, args.seconds or None)
    print(f"level {args.level}, {args.iterations} iterations, cap {args.seconds} s per search")
    print(f"{'game':16} {'decisions':>9} {'s/decision':>10} {'worst s':>8} {'match min':>9}")
    for slug in args.games:
        game = get_game(slug)
        decisions = random_match(game, 2, seed=1)
        step = max(1, len(decisions) // args.decisions)
        times = []
        for state, seat, action in decisions[::step][: args.decisions]:
            started = time.perf_counter()
            analyse_decision(
                game,
                clone(game.view(state, seat)),
                seat,
                game.legal_actions(state, seat),
                action,
                random.Random(len(times)),
                players=2,
                bot=bot,
            )
            times.append(time.perf_counter() - started)
        mean = statistics.mean(times)
        print(
            f"{slug:16} {len(decisions):9} {mean:10.2f} {max(times):8.2f} "
            f"{mean * len(decisions) / 60:9.1f}"
        )


if __name__ == "__main__":
    main()
