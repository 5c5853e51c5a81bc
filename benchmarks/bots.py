"""How fast and how strong the bots are, for every registered game.

    .venv/bin/python benchmarks/bots.py                      # search speed table
    .venv/bin/python benchmarks/bots.py --arena 40 --jobs 2  # plus mcts vs random matches
    .venv/bin/python benchmarks/bots.py --games babel --arena 40 --iterations 500

Search speed: MCTS (default budget unless overridden) thinks on positions
taken from random matches (every decision with more than one legal action,
spread over the match); the table gives ISMCTS iterations per second and the
median and worst think time per move.

Arena: N matches of one MCTS seat against random seats (2 players for
two-player games such as Babel, otherwise 3), the MCTS seat rotating; the
win rate counts outright wins, shared wins are shown apart.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.bots import MctsBot, RandomBot  # noqa: E402
from games.bots.arena import run_match  # noqa: E402
from games.engine import Game, State, apply_all, clone, start_match  # noqa: E402
from games.registry import GAME_MODULES, get_game  # noqa: E402


def arena_players(game: Game) -> int:
    return 3 if game.min_players <= 3 <= game.max_players else game.min_players


def search_positions(game: Game, players: int, count: int, seed: int) -> list[tuple[State, int]]:
    """``count`` decision points with a real choice, spread over random matches."""
    rng = random.Random(seed)
    positions: list[tuple[State, int]] = []
    while len(positions) < count:
        state = start_match(game, players, rng)
        decisions: list[tuple[State, int]] = []
        while game.outcome(state) is None:
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            if len(legal) > 1:  # a copy: apply changes states in place
                decisions.append((clone(state), seat))
            state = apply_all(game, state, game.resolve(state, seat, rng.choice(legal), rng))
        picks = max(1, min(count - len(positions), 4))
        step = max(1, len(decisions) // (picks + 1))
        positions += decisions[step::step][:picks]
    return positions


def measure_search(slug: str, positions: int, settings: dict, seed: int) -> dict:
    game = get_game(slug)
    players = arena_players(game)
    thinks: list[float] = []
    iterations = 0
    for number, (state, seat) in enumerate(search_positions(game, players, positions, seed)):
        bot = MctsBot(**settings)
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        started = time.perf_counter()
        bot.choose(game, view, seat, legal, random.Random(number))
        thinks.append(time.perf_counter() - started)
        iterations += bot.last_search.iterations
    return {
        "game": slug,
        "players": players,
        "moves": len(thinks),
        "iterations": iterations / len(thinks),
        "per_second": iterations / sum(thinks),
        "median": statistics.median(thinks),
        "worst": max(thinks),
    }


def arena_match(slug: str, seed: int, settings: dict) -> dict:
    game = get_game(slug)
    players = arena_players(game)
    mcts_seat = seed % players
    bots = [RandomBot() for _ in range(players)]
    bots[mcts_seat] = MctsBot(**settings)
    report = run_match(game, bots, seed)
    winners = report.outcome["winners"]
    return {
        "won": winners == [mcts_seat],
        "shared": mcts_seat in winners and len(winners) > 1,
        "actions": report.actions,
        "thinks": report.think_seconds[mcts_seat],
    }


def budget(args: argparse.Namespace) -> dict:
    settings: dict = {}
    if args.iterations is not None:
        settings["iterations"] = args.iterations or None
    if args.seconds is not None:
        settings["seconds"] = args.seconds or None
    if args.rollout_depth is not None:
        settings["rollout_depth"] = args.rollout_depth
    return settings


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--games", default=",".join(GAME_MODULES), help="comma-separated slugs")
    parser.add_argument("--positions", type=int, default=12, help="positions searched per game")
    parser.add_argument("--arena", type=int, default=0, metavar="N", help="mcts vs random matches")
    parser.add_argument("--jobs", type=int, default=1, help="processes for the arena")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, help="MCTS iterations per move (0: no limit)")
    parser.add_argument("--seconds", type=float, help="MCTS seconds per move (0: no limit)")
    parser.add_argument("--rollout-depth", type=int, help="rollout actions before evaluate")
    args = parser.parse_args()
    slugs = [slug for slug in args.games.split(",") if slug]
    settings = budget(args)
    shown = MctsBot(**settings)
    print(f"MCTS budget: {shown!r}\n")

    print(
        f"{'game':<16}{'players':>8}{'moves':>7}{'iter/move':>11}{'iter/s':>9}{'median s':>10}{'worst s':>9}"
    )
    for slug in slugs:
        row = measure_search(slug, args.positions, settings, args.seed)
        print(
            f"{row['game']:<16}{row['players']:>8}{row['moves']:>7}{row['iterations']:>11.0f}"
            f"{row['per_second']:>9.0f}{row['median']:>10.3f}{row['worst']:>9.3f}",
            flush=True,
        )

    if not args.arena:
        return
    print(f"\nArena: {args.arena} matches per game, one mcts seat against random seats")
    print(
        f"{'game':<16}{'players':>8}{'mcts wins':>11}{'win rate':>10}{'shared':>8}"
        f"{'median s':>10}{'worst s':>9}{'actions':>9}{'minutes':>9}"
    )
    for slug in slugs:
        began = time.perf_counter()
        seeds = range(args.seed, args.seed + args.arena)
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(
                pool.map(arena_match, [slug] * len(seeds), seeds, [settings] * len(seeds))
            )
        wins = sum(r["won"] for r in results)
        thinks = [t for r in results for t in r["thinks"]]
        print(
            f"{slug:<16}{arena_players(get_game(slug)):>8}{wins:>6}/{len(results):<4}"
            f"{wins / len(results):>10.0%}{sum(r['shared'] for r in results):>8}"
            f"{statistics.median(thinks):>10.3f}{max(thinks):>9.3f}"
            f"{statistics.median(r['actions'] for r in results):>9.0f}"
            f"{(time.perf_counter() - began) / 60:>9.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
