"""Engine and event-store throughput: prints a small table.

    .venv/bin/python -m benchmarks.engine [--seconds 5] [--postgres postgres://postgres@127.0.0.1:5432/test]
    .venv/bin/python -m benchmarks.engine --engine-only --seconds 5   # the bare engines alone
    .venv/bin/python -m benchmarks.engine --engine-only --games great-zimbabwe --positions 6

* random playouts per second of each registered game's bare engine (one core):
  uniformly random legal actions from the initial position to the end, seeds
  0, 1, 2, ... (the same matches on every run), at 2 players and at the
  game's most common count (3 where allowed); per CPU second of this process,
  which a busy machine disturbs less than wall time;
* the search level's iterations per move at the default budget
  (``MctsBot()``), on positions from random matches (``benchmarks/bots.py``),
  and how many it would run in the same time without the iteration cap;
* actions per second through the event-sourced MatchService (load, resolve,
  save with optimistic concurrency, snapshots every 50 versions), on SQLite and
  on PostgreSQL (in a schema of its own, dropped afterwards). Read models are
  not involved: they are measured by benchmarks/api.py.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from typing import TYPE_CHECKING

from benchmarks.bots import measure_search
from games.bots.mcts import DEFAULT_SECONDS
from games.engine import Game, play_random_match
from games.registry import GAME_MODULES, get_game

if TYPE_CHECKING:
    from matches.service import MatchService


def player_counts(game: Game) -> list[int]:
    """2 players where the game allows it, and its most common count (3 where allowed)."""
    players = 2 if game.min_players <= 2 <= game.max_players else game.min_players
    return sorted({players, 3 if game.min_players <= 3 <= game.max_players else players})


def playouts_per_second(slug: str, players: int, seconds: float) -> tuple[float, float]:
    """Random playouts and actions per CPU second; at least one whole playout is measured."""
    game = get_game(slug)
    started = time.process_time()
    playouts = actions = 0
    while not playouts or time.process_time() - started < seconds:
        _, _, count = play_random_match(game, players, seed=playouts)
        playouts += 1
        actions += count
    elapsed = time.process_time() - started
    return playouts / elapsed, actions / elapsed


def print_engine_table(slugs: list[str], seconds: float) -> None:
    print(f"{'game':<16}{'players':>8}{'playouts/s':>12}{'actions/s':>11}{'actions/playout':>17}")
    for slug in slugs:
        for count in player_counts(get_game(slug)):
            rate, action_rate = playouts_per_second(slug, count, seconds)
            print(
                f"{slug:<16}{count:>8}{rate:>12.1f}{action_rate:>11.0f}{action_rate / rate:>17.0f}",
                flush=True,
            )


def print_search_table(slugs: list[str], positions: int) -> None:
    print(
        f"{'game':<16}{'players':>8}{'moves':>7}{'iter/move':>11}{'median s':>10}"
        f"{'uncapped iter/move':>20}{'iter/s':>9}"
    )
    for slug in slugs:
        capped = measure_search(slug, positions, {}, seed=0)
        uncapped = measure_search(slug, positions, {"iterations": None}, seed=0)
        print(
            f"{slug:<16}{capped['players']:>8}{capped['moves']:>7}{capped['iterations']:>11.0f}"
            f"{capped['median']:>10.3f}{uncapped['iterations']:>20.0f}"
            f"{uncapped['per_second']:>9.0f}",
            flush=True,
        )


def service_actions_per_second(service: MatchService, seconds: float) -> float:
    game = get_game("babel")
    rng = random.Random(1)
    started = time.perf_counter()
    actions = 0
    while time.perf_counter() - started < seconds:
        match = service.create_match("babel", 2, seed=actions, listed=False)
        service.join(match.id, "ann")
        match = service.join(match.id, "bob")
        while match.status == "active" and time.perf_counter() - started < seconds:
            seat = match.to_act[0]
            action = rng.choice(game.legal_actions(match.state, seat))
            match = service.act(match.id, seat, action, match.version, actor="bench")
            actions += 1
    return actions / (time.perf_counter() - started)


def sqlite_service(directory: str) -> MatchService:
    import os

    from matches.service import MatchService
    from matches.storage import event_store_env

    os.environ["TABULA_DATA_DIR"] = directory
    return MatchService(env=event_store_env(create_tables=True))


def postgres_service(url: str) -> tuple[MatchService, callable]:
    import os

    import psycopg

    from matches.service import MatchService
    from matches.storage import event_store_env

    schema = "tabula_bench"
    with psycopg.connect(
        url.replace("postgres://", "postgresql://"), autocommit=True
    ) as connection:
        connection.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
        connection.execute(f"CREATE SCHEMA {schema}")
    os.environ["DATABASE_URL"] = url
    env = event_store_env(create_tables=True)
    env["POSTGRES_SCHEMA"] = schema
    service = MatchService(env=env)

    def drop() -> None:
        service.close()
        with psycopg.connect(
            url.replace("postgres://", "postgresql://"), autocommit=True
        ) as connection:
            connection.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")

    return service, drop


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="duration of each measurement")
    parser.add_argument("--games", default=",".join(GAME_MODULES), help="comma-separated slugs")
    parser.add_argument(
        "--positions", type=int, default=4, help="positions searched per game (0: no search table)"
    )
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/test")
    parser.add_argument("--no-postgres", action="store_true")
    parser.add_argument(
        "--engine-only", action="store_true", help="only the bare engines' playouts (no store)"
    )
    args = parser.parse_args()

    slugs = [slug for slug in args.games.split(",") if slug]
    print("Random playouts per CPU second of the bare engine")
    print_engine_table(slugs, args.seconds)
    if args.positions:
        print(
            f"\nSearch (MctsBot() default budget; uncapped: the same {DEFAULT_SECONDS:g} s "
            "without the iteration cap), wall time"
        )
        print_search_table(slugs, args.positions)
    if args.engine_only:
        return
    print()
    with tempfile.TemporaryDirectory() as directory:
        service = sqlite_service(directory)
        rate = service_actions_per_second(service, args.seconds)
        service.close()
    print(f"{'babel through MatchService on SQLite: actions/s':<58} {rate:>12.0f}")
    if not args.no_postgres:
        try:
            service, drop = postgres_service(args.postgres)
        except Exception as error:  # the figure is optional when no server runs
            print(f"PostgreSQL skipped: {error}")
        else:
            try:
                rate = service_actions_per_second(service, args.seconds)
            finally:
                drop()
            print(f"{'babel through MatchService on PostgreSQL: actions/s':<58} {rate:>12.0f}")


if __name__ == "__main__":
    main()
