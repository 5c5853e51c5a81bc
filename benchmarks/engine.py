"""Engine and event-store throughput: prints a small table.

    .venv/bin/python -m benchmarks.engine [--seconds 5] [--postgres postgres://postgres@127.0.0.1:5432/test]
    .venv/bin/python -m benchmarks.engine --engine-only --seconds 5   # the bare engines alone

* random playouts per second of each registered game's bare engine (one core);
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

from games.engine import play_random_match
from games.registry import all_games, get_game
from matches.service import MatchService
from matches.storage import event_store_env


def playouts_per_second(slug: str, players: int, seconds: float) -> tuple[float, float]:
    game = get_game(slug)
    started = time.perf_counter()
    playouts = actions = 0
    while time.perf_counter() - started < seconds:
        _, _, count = play_random_match(game, players, seed=playouts)
        playouts += 1
        actions += count
    elapsed = time.perf_counter() - started
    return playouts / elapsed, actions / elapsed


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

    os.environ["TABULA_DATA_DIR"] = directory
    return MatchService(env=event_store_env(create_tables=True))


def postgres_service(url: str) -> tuple[MatchService, callable]:
    import os

    import psycopg

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
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/test")
    parser.add_argument("--no-postgres", action="store_true")
    parser.add_argument(
        "--engine-only", action="store_true", help="only the bare engines' playouts (no store)"
    )
    args = parser.parse_args()

    print(f"{'measurement':<58} {'figure':>12}")
    print("-" * 71)
    for game in all_games():
        players = 2 if game.min_players <= 2 <= game.max_players else game.min_players
        counts = sorted({players, 3 if game.max_players >= 3 else players})
        for count in counts:
            rate, action_rate = playouts_per_second(game.slug, count, args.seconds)
            print(
                f"{game.slug} bare engine, {count} players: random playouts/s {'':<8} {rate:>12.1f}"
            )
            print(
                f"{game.slug} bare engine, {count} players: actions/s {'':<14} {action_rate:>12.0f}"
            )
    if args.engine_only:
        return
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
