"""Babel: bare-engine random playouts per second and the length of random matches.

.venv/bin/python benchmarks/babel_playouts.py            # 500 matches
.venv/bin/python benchmarks/babel_playouts.py --matches 2000
"""

from __future__ import annotations

import argparse
import collections
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.engine import play_random_match  # noqa: E402
from games.registry import get_game  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=500)
    args = parser.parse_args()
    game = get_game("babel")
    lengths: list[int] = []
    turns: list[int] = []
    results: collections.Counter[str] = collections.Counter()
    started = time.perf_counter()
    cpu_started = time.process_time()
    for seed in range(args.matches):
        state, outcome, actions = play_random_match(game, 2, seed, max_actions=2000)
        lengths.append(actions)
        turns.append(state["turn"])
        winners = outcome["winners"]
        results["draw" if len(winners) > 1 else f"seat {winners[0]}"] += 1
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    cuts = statistics.quantiles(lengths, n=100)
    print(
        f"{args.matches} random matches in {elapsed:.2f}s wall, {cpu:.2f}s CPU: "
        f"{args.matches / elapsed:.0f} playouts/s wall, {args.matches / cpu:.0f} per CPU second"
    )
    print(
        f"actions per match: min {min(lengths)}, median {statistics.median(lengths):.0f}, "
        f"p90 {cuts[89]:.0f}, p99 {cuts[98]:.0f}, max {max(lengths)}"
    )
    print(f"turns per match: median {statistics.median(turns):.0f}, max {max(turns)}")
    print("results:", dict(sorted(results.items())))


if __name__ == "__main__":
    main()
