"""CPU seconds of a fixed set of random playouts of one game, best of N: a before/after measure.

    .venv/bin/python benchmarks/playouts.py great-zimbabwe 2 --seeds 10 --repeat 3
    .venv/bin/python benchmarks/playouts.py babel 2 --seeds 200 --tree /tmp/old-checkout

Plays ``--seeds`` matches of uniformly random legal actions (seeds 0, 1, ...: the same matches
on every run and in every checkout whose rules are the same) and prints the best CPU time of
``--repeat`` rounds. ``--tree`` measures the engine of another checkout of this repository (an
older commit, say) with this interpreter, so two versions can be timed in the same minutes,
interleaved; docs/engine-speed.md explains why that is the only fair comparison on a shared
machine.
"""

from __future__ import annotations

import argparse
import os
import sys
import time


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("game", help="a registered game's slug")
    parser.add_argument("players", type=int)
    parser.add_argument("--seeds", type=int, default=20, help="matches per round")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; the best is printed")
    parser.add_argument("--tree", help="the checkout whose engine to time (default: this one)")
    args = parser.parse_args()
    tree = os.path.abspath(args.tree or os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path.insert(0, tree)
    from games.engine import play_random_match
    from games.registry import get_game

    game = get_game(args.game)
    best = float("inf")
    actions = 0
    for _ in range(args.repeat):
        started = time.process_time()
        actions = 0
        for seed in range(args.seeds):
            actions += play_random_match(game, args.players, seed)[2]
        best = min(best, time.process_time() - started)
    print(
        f"{args.game}, {args.players} players: {args.seeds} playouts ({actions} actions), "
        f"best {best:.3f} CPU s = {args.seeds / best:.1f} playouts per CPU s, "
        f"{1e6 * best / actions:.1f} us per action  [{tree}]"
    )


if __name__ == "__main__":
    main()
