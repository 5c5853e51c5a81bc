"""The ladder of bot levels, measured: each level against the one below, in every game.

    .venv/bin/python benchmarks/ladder.py                          # defaults below, 2 processes
    .venv/bin/python benchmarks/ladder.py --games babel --per-pairing 100 --players 2
    .venv/bin/python benchmarks/ladder.py --minutes 30 --log /tmp/ladder.jsonl
    .venv/bin/python benchmarks/ladder.py --report /tmp/ladder.jsonl --write   # table, ratings
    .venv/bin/python benchmarks/ladder.py --think 6      # default think times, 6 positions a game

Pairings: random-greedy, greedy-mcts, mcts-strong (``games.bots.BOT_LEVELS``, weakest first);
``--baseline`` adds strong against ``mcts-as-filed``, the mcts level as it was when issue #27 was
filed (no greedy prior, 40-action playouts), at the mcts level's budget.
With 2 players the two levels swap seats every match. With 3 players (where a game takes 3)
one seat of the upper level plays two seats of the lower one, the upper seat rotating; chance
is then 1/3, not 1/2.

The bots think with fixed iteration budgets, not seconds, so a match is reproducible for its
seed and the figures do not depend on the machine's load. Full default think times (mcts:
1,500 iterations or 2 s; strong: 10,000 iterations or 5 s) would allow only a handful of
matches per hour in the slower games, so the default budgets here are a fifth of them (mcts 300,
strong 2,000: the defaults' ratio) and printed with the table (``--mcts-iterations``,
``--strong-iterations``, ``--greedy-samples``, or per game ``--game SLUG:MATCHES:MCTS:STRONG``).
With its 30-action playouts the strong level takes several times the mcts level's time per move
at these budgets, as at the defaults (where it stops at 5 s, the mcts level at 2 s).

For each game and pairing the table gives matches, the upper level's wins (a shared win counts
as a fraction), its win rate with a 95 % Wilson interval, and the mean think time per move of
each level. Ratings are on the players' scale (projections.ratings: everyone starts at 1500),
one per game and level, fitted on all of that game's matches at once (``fit_ratings``: a
Bradley-Terry model, each match read as upper level against lower level); ``--write`` stores
them in games/bots/ladder.json, which the lobby shows next to each bot level (``--merge``: added
to the pairings the file holds, a pairing measured again at the same budgets summed; ``--replace``:
such a pairing replaced, for a level whose play changed), and ``--refit`` fits the file's stored
pairings anew.

Matches are written to ``--log`` as they finish (one JSON line each), so an interrupted run
keeps what it measured; ``--report LOG...`` prints the table (and writes ratings) from logs
without playing.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.bots import BOT_LEVELS, THINK_SECONDS, MctsBot, get_bot  # noqa: E402
from games.bots.arena import run_match  # noqa: E402
from games.engine import apply_all, clone, start_match  # noqa: E402
from games.registry import GAME_MODULES, get_game  # noqa: E402

LADDER_JSON = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "games", "bots", "ladder.json"
)
#: The scale of projections.ratings (everyone starts at 1500).
INITIAL_MU = 1500.0


#: The mcts level as it was when issue #27 was filed (500 iterations or 2 s, 40-action playouts,
#: no greedy prior): the strong level is measured against it too (``--baseline``).
BASELINE = "mcts-as-filed"
BASELINE_SETTINGS: dict[str, Any] = {"prior_visits": 0, "normalize": False, "rollout_depth": 40}
#: Every level a table may show, weakest first.
ORDER = ("random", "greedy", BASELINE, "mcts", "strong")


def bot_for(level: str, settings: dict[str, Any]) -> Any:
    """A bot of ``level`` (the baseline is an mcts bot with its settings of the day)."""
    if level == BASELINE:
        return get_bot("mcts", **BASELINE_SETTINGS, **settings)
    return get_bot(level, **settings)


def game_specs(args: argparse.Namespace) -> dict[str, tuple[int, int, int]]:
    """Game slug -> (matches per pairing, mcts iterations, strong iterations): the defaults,
    overridden by ``--game SLUG:MATCHES:MCTS:STRONG``."""
    slugs = [slug for slug in args.games.split(",") if slug]
    specs = {
        slug: (args.per_pairing, args.mcts_iterations, args.strong_iterations) for slug in slugs
    }
    for spec in args.game or []:
        slug, matches, mcts_iterations, strong_iterations = spec.split(":")
        specs[slug] = (int(matches), int(mcts_iterations), int(strong_iterations))
    return specs


def budgets(args: argparse.Namespace, mcts_iterations: int, strong_iterations: int) -> dict:
    """Constructor settings per level: iteration-limited, no time cap (reproducible)."""
    return {
        "random": {},
        "greedy": {"samples": args.greedy_samples, "seconds": None},
        "mcts": {"iterations": mcts_iterations, "seconds": None},
        "strong": {"iterations": strong_iterations, "seconds": None},
        BASELINE: {"iterations": mcts_iterations, "seconds": None},
    }


def pairings(baseline: bool = False) -> list[tuple[str, str]]:
    """(lower, upper): each level and the one above it; with ``baseline``, strong against the
    mcts level as filed too."""
    ladder = list(zip(BOT_LEVELS, BOT_LEVELS[1:], strict=False))
    return ladder + [(BASELINE, "strong")] if baseline else ladder


def seating(players: int, index: int, lower: str, upper: str) -> tuple[list[str], list[int]]:
    """The level at each seat for match ``index``, and the seats of the upper level."""
    if players == 2:
        levels = [lower, upper] if index % 2 == 0 else [upper, lower]
    else:
        levels = [lower] * players
        levels[index % players] = upper
    return levels, [seat for seat, level in enumerate(levels) if level == upper]


def play(task: dict[str, Any]) -> dict[str, Any]:
    game = get_game(task["game"])
    levels, upper_seats = seating(task["players"], task["index"], task["lower"], task["upper"])
    bots = [bot_for(level, task["budgets"][level]) for level in levels]
    began = time.perf_counter()
    report = run_match(game, bots, seed=task["seed"])
    winners = [int(seat) for seat in report.outcome.get("winners") or []]
    think: dict[str, list[float]] = defaultdict(list)
    for seat, seconds in report.think_seconds.items():
        think[levels[seat]] += seconds
    upper_score = sum(1 for s in winners if s in upper_seats) / len(winners) if winners else 0.0
    lower_score = (
        (sum(1 for s in winners if s not in upper_seats) / len(winners)) if winners else 0.0
    )
    return {
        **{key: task[key] for key in ("game", "players", "lower", "upper", "index", "seed")},
        "budgets": {level: task["budgets"][level] for level in (task["lower"], task["upper"])},
        "levels": levels,
        "winners": winners,
        "upper_score": upper_score,
        "lower_score": lower_score,
        "actions": report.actions,
        "think": {level: [sum(times), len(times)] for level, times in think.items()},
        "minutes": (time.perf_counter() - began) / 60,
    }


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if not trials:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    denominator = 1 + z * z / trials
    return max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator)


#: The fit's prior: every level starts as a player does, 1500 ± 500 (projections.ratings).
PRIOR_SIGMA = INITIAL_MU / 3
#: Win probability ``1 / (1 + exp(-(mu_a - mu_b) / LOGISTIC_SCALE))``: openskill's Plackett-Luce
#: for two players of known strength, each with the performance spread ``beta`` (1500 / 6).
LOGISTIC_SCALE = math.sqrt(2) * INITIAL_MU / 6


def ratings(results: list[dict[str, Any]]) -> dict[str, dict[str, dict[str, float]]]:
    """Game -> level -> {mu, sigma, matches}, each game's matches fitted at once (a match read as
    upper level against lower level, the upper level's share of the win as its score)."""
    by_game: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in pairing_rows(results):
        by_game[row["game"]].append(row)
    return {game: fit_ratings(rows) for game, rows in sorted(by_game.items())}


def pairing_key(row: dict[str, Any]) -> tuple:
    """What makes two matches, or two rows, the same pairing: game, player count, levels and
    budgets."""
    return (
        row["game"],
        row["players"],
        row["lower"],
        row["upper"],
        json.dumps(row["budgets"], sort_keys=True),
    )


def pairing_rows(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per game, player count, pairing and budgets: its matches and the upper level's
    wins (a shared win counts as a fraction)."""
    rows: dict[tuple, dict[str, Any]] = {}
    for r in results:
        row = rows.setdefault(
            pairing_key(r),
            {
                "game": r["game"],
                "players": r["players"],
                "lower": r["lower"],
                "upper": r["upper"],
                "budgets": r["budgets"],
                "matches": 0,
                "upper_wins": 0.0,
            },
        )
        row["matches"] += 1
        row["upper_wins"] += r["upper_score"]
    return list(rows.values())


def fit_ratings(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Level -> {mu, sigma, matches} fitted jointly on pairing rows (``pairing_rows``).

    A Bradley-Terry model on the players' scale (``LOGISTIC_SCALE``) with each level's prior
    1500 ± 500, at its most probable ratings (Newton's method; a handful of levels), each
    ``sigma`` from the curvature there. Unlike openskill's updates, one match at a time, the
    order of the matches does not matter: a level that drew with another gets the same rating,
    whichever pairing was measured last. The prior keeps a 100-0 pairing finite.
    """
    pairings = [(r["upper"], r["lower"], r["matches"], r["upper_wins"]) for r in rows]
    levels = sorted(
        {level for upper, lower, _, _ in pairings for level in (upper, lower)}, key=ORDER.index
    )
    index = {level: number for number, level in enumerate(levels)}
    size = len(levels)
    mu = [INITIAL_MU] * size
    for _ in range(50):
        gradient = [(INITIAL_MU - m) / PRIOR_SIGMA**2 for m in mu]
        hessian = [
            [-1 / PRIOR_SIGMA**2 if i == j else 0.0 for j in range(size)] for i in range(size)
        ]
        for upper, lower, matches, wins in pairings:
            i, j = index[upper], index[lower]
            expected = 1 / (1 + math.exp(-(mu[i] - mu[j]) / LOGISTIC_SCALE))
            slope = (wins - matches * expected) / LOGISTIC_SCALE
            curve = matches * expected * (1 - expected) / LOGISTIC_SCALE**2
            gradient[i] += slope
            gradient[j] -= slope
            hessian[i][i] -= curve
            hessian[j][j] -= curve
            hessian[i][j] += curve
            hessian[j][i] += curve
        step = solve(hessian, gradient)
        mu = [m - s for m, s in zip(mu, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    covariance = inverse([[-h for h in row] for row in hessian])
    played = defaultdict(int)
    for upper, lower, matches, _ in pairings:
        played[upper] += matches
        played[lower] += matches
    return {
        level: {
            "mu": round(mu[index[level]], 1),
            "sigma": round(math.sqrt(covariance[index[level]][index[level]]), 1),
            "matches": played[level],
        }
        for level in levels
    }


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with ``matrix @ x == vector`` (Gauss-Jordan with partial pivoting; a few unknowns)."""
    size = len(vector)
    rows = [list(row) + [value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        lead = rows[column][column]
        rows[column] = [value / lead for value in rows[column]]
        for other in range(size):
            if other != column and rows[other][column]:
                factor = rows[other][column]
                rows[other] = [
                    a - factor * b for a, b in zip(rows[other], rows[column], strict=True)
                ]
    return [row[-1] for row in rows]


def inverse(matrix: list[list[float]]) -> list[list[float]]:
    size = len(matrix)
    columns = [solve(matrix, [1.0 if i == j else 0.0 for i in range(size)]) for j in range(size)]
    return [[columns[j][i] for j in range(size)] for i in range(size)]


def markdown(results: list[dict[str, Any]]) -> None:
    """The table as docs/bots.md shows it."""
    groups: dict[tuple, list[dict[str, Any]]] = defaultdict(list)
    for result in results:
        groups[(result["game"], result["players"], result["lower"], result["upper"])].append(result)
    names = {slug: get_game(slug).name for slug in GAME_MODULES}
    print(
        "| game | players | upper - lower | budgets (iterations) | matches | upper wins | win rate (95 % interval) | think s/move lower / upper |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for key in sorted(groups, key=lambda k: (k[0], k[1], ORDER.index(k[2]))):
        game, players, lower, upper = key
        rows = groups[key]
        wins = sum(r["upper_score"] for r in rows)
        low, high = wilson(wins, len(rows))
        think = {}
        for level in (lower, upper):
            seconds = sum(r["think"].get(level, [0, 0])[0] for r in rows)
            moves = sum(r["think"].get(level, [0, 0])[1] for r in rows)
            think[level] = seconds / moves if moves else 0.0
        budget = ", ".join(
            f"{level} {settings.get('iterations') or settings.get('samples')}"
            + ("" if "iterations" in settings else " samples")
            for level, settings in rows[0]["budgets"].items()
            if settings
        )
        print(
            f"| {names.get(game, game)} | {players} | {upper} - {lower} | {budget} | {len(rows)} "
            f"| {wins:g} | {wins / len(rows):.0%} ({low:.0%}-{high:.0%}) "
            f"| {think[lower]:.2f} / {think[upper]:.2f} |"
        )
    print("\n| game | " + " | ".join(BOT_LEVELS) + " |")
    print("|---|" + "---|" * len(BOT_LEVELS))
    for game, levels in ratings(results).items():
        cells = [
            f"{levels[level]['mu']:.0f} ± {levels[level]['sigma']:.0f}" if level in levels else "-"
            for level in BOT_LEVELS
        ]
        print(f"| {names.get(game, game)} | " + " | ".join(cells) + " |")


def report(results: list[dict[str, Any]]) -> None:
    groups: dict[tuple, list[dict[str, Any]]] = defaultdict(list)
    for result in results:
        groups[(result["game"], result["players"], result["lower"], result["upper"])].append(result)
    print(
        f"{'game':<15}{'p':>2} {'pairing':<17}{'matches':>8}{'upper wins':>11}{'win rate':>9}"
        f"{'95 % interval':>16}{'chance':>7}{'think s lower':>14}{'think s upper':>14}  budgets"
    )
    for key in sorted(groups, key=lambda k: (k[0], k[1], ORDER.index(k[2]))):
        game, players, lower, upper = key
        rows = groups[key]
        wins = sum(r["upper_score"] for r in rows)
        low, high = wilson(wins, len(rows))

        def mean_think(level: str, rows: list[dict[str, Any]] = rows) -> float:
            seconds = sum(r["think"].get(level, [0, 0])[0] for r in rows)
            moves = sum(r["think"].get(level, [0, 0])[1] for r in rows)
            return seconds / moves if moves else 0.0

        shown = {level: settings for level, settings in rows[0]["budgets"].items() if settings}
        print(
            f"{game:<15}{players:>2} {lower + '-' + upper:<17}{len(rows):>8}{wins:>11.1f}"
            f"{wins / len(rows):>9.0%}{f'{low:.0%}-{high:.0%}':>16}{1 / players:>7.0%}"
            f"{mean_think(lower):>14.3f}{mean_think(upper):>14.3f}  {json.dumps(shown)}"
        )
    print("\nrating per level, all matches fitted at once (mu, sigma; everyone starts at 1500):")
    for game, levels in ratings(results).items():
        cells = ", ".join(
            f"{level} {r['mu']:.0f} ±{r['sigma']:.0f} ({r['matches']})"
            for level, r in levels.items()
        )
        print(f"  {game:<15}{cells}")


def tasks(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Every match to play, interleaved (game, player count, pairing) so a run cut short by
    ``--minutes`` has measured every pairing about equally."""
    counts = [int(n) for n in str(args.players).split(",") if n]
    upper_levels = [level for level in args.upper.split(",") if level]
    lower_levels = [level for level in args.lower.split(",") if level]
    specs = game_specs(args)
    per_pairing = []
    for slug, (matches, mcts_iterations, strong_iterations) in specs.items():
        game = get_game(slug)
        level_budgets = budgets(args, mcts_iterations, strong_iterations)
        for players in counts:
            if not game.min_players <= players <= game.max_players:
                continue
            for lower, upper in pairings(args.baseline):
                if upper in upper_levels and lower in lower_levels:
                    per_pairing.append((slug, players, lower, upper, matches, level_budgets))
    ordered = []
    for index in range(max(spec[0] for spec in specs.values())):
        for slug, players, lower, upper, matches, level_budgets in per_pairing:
            if index >= matches:
                continue
            ordered.append(
                {
                    "game": slug,
                    "players": players,
                    "lower": lower,
                    "upper": upper,
                    "index": index,
                    "seed": args.seed + index,
                    "budgets": level_budgets,
                }
            )
    return ordered


def read_logs(paths: list[str]) -> list[dict[str, Any]]:
    results = []
    for path in paths:
        with open(path) as log:
            results += [json.loads(line) for line in log if line.strip()]
    return results


def write_ratings(rows: list[dict[str, Any]], path: str) -> None:
    """Per game: each level's rating, fitted on the game's pairing rows, and the rows."""
    by_game: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_game[row["game"]].append({key: value for key, value in row.items() if key != "game"})
    document = {
        "about": "ratings of the bot levels per game on the players' scale (1500 at first), "
        "fitted jointly (Bradley-Terry) on matches of each level against the one below at fixed "
        "iteration budgets; written by benchmarks/ladder.py (docs/bots.md)",
        "games": {
            game: {
                # The lobby's levels only: the baseline is measured, not offered.
                "levels": {
                    level: rating
                    for level, rating in fit_ratings(game_rows).items()
                    if level in BOT_LEVELS
                },
                "pairings": sorted(
                    game_rows, key=lambda row: (row["players"], ORDER.index(row["lower"]))
                ),
            }
            for game, game_rows in sorted(by_game.items())
        },
    }
    with open(path, "w") as out:
        json.dump(document, out, indent=1)
        out.write("\n")
    print(f"\nratings written to {path}")


def stored_rows(path: str) -> list[dict[str, Any]]:
    """The pairing rows ``write_ratings`` stored in ``path``."""
    with open(path) as stored:
        document = json.load(stored)
    return [
        {"game": game, **row}
        for game, measured in document["games"].items()
        for row in measured["pairings"]
    ]


def merged_rows(
    stored: list[dict[str, Any]], measured: list[dict[str, Any]], replace: bool = False
) -> list[dict[str, Any]]:
    """``stored`` with ``measured`` added: a row of the same game, player count, pairing and
    budgets gains its matches and wins (``replace``: is replaced by it, as when a level's play
    changed and its stored matches no longer tell its strength); any other is a row of its own."""

    rows = {pairing_key(row): dict(row) for row in stored}
    for row in measured:
        same = rows.get(pairing_key(row))
        if same is None or replace:
            rows[pairing_key(row)] = dict(row)
        else:
            same["matches"] += row["matches"]
            same["upper_wins"] += row["upper_wins"]
    return list(rows.values())


def think_times(slugs: list[str], positions: int, seed: int) -> None:
    """Each level at its default settings (time caps included) on positions of random matches:
    mean and longest think per move against the level's documented cap."""
    print(
        f"{'game':<15}{'level':<8}{'moves':>6}{'mean s':>8}{'max s':>7}{'cap s':>7}"
        f"{'iterations':>11}"
    )
    for slug in slugs:
        game = get_game(slug)
        players = 3 if game.min_players <= 3 <= game.max_players else game.min_players
        rng = random.Random(seed)
        state = start_match(game, players, rng)
        found = []
        for step in range(5000):
            if game.outcome(state) is not None:
                break
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            if len(legal) > 1 and step % 7 == 0:
                found.append((clone(state), seat))
            state = apply_all(game, state, game.resolve(state, seat, rng.choice(legal), rng))
        chosen = found[:: max(1, len(found) // positions)][:positions]
        for level in BOT_LEVELS:
            thinks = []
            iterations = []
            for number, (position, seat) in enumerate(chosen):
                view = game.view(position, seat)
                legal = game.legal_actions(position, seat)
                bot = get_bot(level)
                started = time.perf_counter()
                bot.choose(game, view, seat, legal, random.Random(number))
                thinks.append(time.perf_counter() - started)
                if isinstance(bot, MctsBot) and bot.last_search.iterations:
                    iterations.append(bot.last_search.iterations)
            searched = f"{statistics.mean(iterations):>11.0f}" if iterations else f"{'-':>11}"
            print(
                f"{slug:<15}{level:<8}{len(thinks):>6}{statistics.mean(thinks):>8.3f}"
                f"{max(thinks):>7.3f}{THINK_SECONDS[level]:>7.1f}{searched}",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--games", default=",".join(GAME_MODULES), help="comma-separated slugs")
    parser.add_argument("--players", default="2,3", help="player counts, comma-separated")
    parser.add_argument("--per-pairing", type=int, default=100, help="matches per pairing")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    parser.add_argument("--minutes", type=float, help="stop starting matches after this long")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--greedy-samples", type=int, default=4)
    parser.add_argument("--mcts-iterations", type=int, default=300)
    parser.add_argument("--strong-iterations", type=int, default=2000)
    parser.add_argument(
        "--game",
        action="append",
        metavar="SLUG:MATCHES:MCTS:STRONG",
        help="per-game matches per pairing and iteration budgets (repeatable)",
    )
    parser.add_argument(
        "--upper", default=",".join(BOT_LEVELS[1:]), help="pairings by their upper level"
    )
    parser.add_argument(
        "--lower",
        default=",".join([*BOT_LEVELS[:-1], BASELINE]),
        help="pairings by their lower level (e.g. --baseline --lower mcts-as-filed)",
    )
    parser.add_argument(
        "--baseline",
        action="store_true",
        help=f"also strong against {BASELINE} (the mcts level when issue #27 was filed)",
    )
    parser.add_argument("--log", help="append each finished match here (JSON lines)")
    parser.add_argument("--report", nargs="+", metavar="LOG", help="only report these logs")
    parser.add_argument("--write", action="store_true", help=f"write ratings to {LADDER_JSON}")
    parser.add_argument(
        "--merge",
        action="store_true",
        help=f"with --write: add the matches to the pairings {LADDER_JSON} holds",
    )
    parser.add_argument(
        "--replace",
        action="store_true",
        help=f"with --write: the pairings measured replace those {LADDER_JSON} holds at the same "
        "budgets, and the others are kept (a level whose play changed)",
    )
    parser.add_argument(
        "--refit", action="store_true", help=f"fit the ratings in {LADDER_JSON} anew from its rows"
    )
    parser.add_argument("--markdown", action="store_true", help="print the tables as Markdown")
    parser.add_argument(
        "--think", type=int, metavar="N", help="only time each level's default think on N positions"
    )
    args = parser.parse_args()
    if args.refit:
        write_ratings(stored_rows(LADDER_JSON), LADDER_JSON)
        return
    if args.think:
        think_times([slug for slug in args.games.split(",") if slug], args.think, args.seed)
        return

    if args.report:
        results = read_logs(args.report)
    else:
        results = run(args)
    if args.markdown:
        markdown(results)
    else:
        report(results)
    if args.write:
        rows = pairing_rows(results)
        if args.merge or args.replace:
            rows = merged_rows(stored_rows(LADDER_JSON), rows, replace=args.replace)
        write_ratings(rows, LADDER_JSON)


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    todo = tasks(args)
    print(f"{len(todo)} matches to play: {json.dumps(game_specs(args))}", flush=True)
    deadline = None if args.minutes is None else time.monotonic() + 60 * args.minutes
    results: list[dict[str, Any]] = []
    log = open(args.log, "a") if args.log else None  # noqa: SIM115
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        pending = {pool.submit(play, task) for task in todo[: args.jobs * 2]}
        queued = todo[args.jobs * 2 :]
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                result = future.result()
                results.append(result)
                if log:
                    log.write(json.dumps(result) + "\n")
                    log.flush()
                if deadline is None or time.monotonic() < deadline:
                    if queued:
                        pending.add(pool.submit(play, queued.pop(0)))
    if log:
        log.close()
    random.shuffle(results)  # ratings do not depend on finishing order (sorted in ratings())
    print(f"{len(results)} matches played\n", flush=True)
    return results


if __name__ == "__main__":
    main()
