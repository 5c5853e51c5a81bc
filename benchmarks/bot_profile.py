"""Where the server CPU of one action goes on the production configuration, phase by phase.

    .venv/bin/python -m benchmarks.bot_profile [--matches 8] [--moves 200] [--warmup 40]
        [--profile none|worker|web] [--top 30] [--redis-db 8]
        [--postgres postgres://postgres@127.0.0.1:5432] [--database-prefix botcpu_prof]

The cluster of docs/operations.md on loopback, minus what does not move a match: a fresh
PostgreSQL database (dropped at the end), Redis (broker and notifications: ``--redis-db``
and the next one, flushed first), a real Celery worker (``--concurrency 2``, prefork, as
deployed) and ``manage.py run_projections --follow``. The web process is this one: the
WSGI application (``config.wsgi``, the hot path and its follower loop, which publishes the
bot turns to the worker) called in process, as ``benchmarks.move_profile`` does.

``--matches`` Babel matches, each a human seat played over the API against a random bot,
run side by side: every round the human of each match whose turn it is asks ``GET /view/``
(what its stream would have pushed) and posts a random legal action; the bot's reply comes
from the worker (this process waits for it in the database, outside what is measured).

Printed, in CPU milliseconds (``time.thread_time`` and ``/proc``, so a busy machine
inflates them only a little):

* per human move, in this (web) process: the POST, its ``close()`` (request_finished), the
  GET view, and the follower loop's and other background threads' CPU;
* per bot action, in the worker's children, as the task runs it: reading the match, the bot
  choosing, the aggregate deciding (``Match.act``), the store's save, and each after-save
  hook (notifications, read models, bots, alerts), then the task's total and the child's
  whole CPU (Celery's own work around the task included), and the worker's parent
  (the consumer reading Redis);
* per action (human and bot), the ``run_projections --follow`` process.

``--profile worker`` adds the top of a cProfile of the worker children's tasks;
``--profile web`` one of this process's requests' thread.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import json
import os
import pstats
import random
import signal
import subprocess
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from benchmarks.scale import psql

if TYPE_CHECKING:
    from benchmarks.move_profile import Credentials

ROOT = Path(__file__).resolve().parent.parent
PASSWORD = "a-long-bench-password"
#: The worker children's phases, in the order printed.
WORKER_PHASES = (
    "read match",
    "bot chooses",
    "Match.act (decide)",
    "store save",
    "hook: notify",
    "hook: read models",
    "hook: bots",
    "hook: alerts",
    "act: rest",
)
HOOK_NAMES = ("notify", "read models", "bots", "alerts")


# -- the worker role: a real Celery worker whose children time their tasks -------------


class PhaseTimes:
    """CPU seconds of this thread per phase (not nested: an inner phase is taken out of
    the outer one by the caller), and how many tasks."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = defaultdict(float)
        self.calls: dict[str, int] = defaultdict(int)
        self.tasks = 0
        self.played = 0
        self.stack: list[list[float]] = []

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        """Time ``name`` exclusive of the phases timed inside it."""
        start = time.thread_time()
        self.calls[name] += 1
        self.stack.append([0.0])
        try:
            yield
        finally:
            inner = self.stack.pop()[0]
            spent = time.thread_time() - start
            self.seconds[name] += spent - inner
            if self.stack:
                self.stack[-1][0] += spent

    def timed(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        # functools.wraps keeps the function's attributes (``may_gather``'s mark).
        @functools.wraps(function)
        def run(*args: Any, **kwargs: Any) -> Any:
            with self.phase(name):
                return function(*args, **kwargs)

        return run


def instrument_worker_child(stats_dir: str, profile: bool) -> None:
    """In a worker child (``worker_process_init``): time the bot turn's phases."""
    from celery import signals

    from matches import bot_turns
    from matches.aggregate import Match
    from matches.service import MatchService, get_service

    times = PhaseTimes()
    profiler = cProfile.Profile(time.thread_time) if profile else None
    cpu_at_start = time.process_time()
    task_started: list[float] = []

    bot_turns.choose_bot_action = times.timed("bot chooses", bot_turns.choose_bot_action)
    Match.act = times.timed("Match.act (decide)", Match.act)  # type: ignore[method-assign]
    original_read = MatchService.read_match
    original_act = MatchService.act
    original_save = MatchService.save

    def read_match(self: MatchService, *args: Any, **kwargs: Any) -> Any:
        # Only the task's own read (a failing save reads again, inside act).
        name = "read match" if len(times.stack) == 1 else "act: rest"
        with times.phase(name):
            return original_read(self, *args, **kwargs)

    MatchService.read_match = read_match  # type: ignore[method-assign]
    MatchService.act = times.timed("act: rest", original_act)  # type: ignore[method-assign]
    MatchService.save = times.timed("store save", original_save)  # type: ignore[method-assign]
    service = get_service()
    service.after_save[:] = [
        times.timed(f"hook: {name}", hook)
        for name, hook in zip(HOOK_NAMES, service.after_save, strict=True)
    ]

    def prerun(**kwargs: Any) -> None:
        task_started.append(time.thread_time())
        times.stack.append([0.0])
        if profiler is not None:
            profiler.enable()

    def postrun(retval: Any = None, **kwargs: Any) -> None:
        if profiler is not None:
            profiler.disable()
        times.stack.pop()
        times.seconds["task total"] += time.thread_time() - task_started.pop()
        times.tasks += 1
        times.played += retval is not None

    def shutdown(**kwargs: Any) -> None:
        path = Path(stats_dir) / f"worker-{os.getpid()}"
        figures = {
            "seconds": dict(times.seconds),
            "saves": times.calls["store save"],
            "tasks": times.tasks,
            "played": times.played,
            "process": time.process_time() - cpu_at_start,
        }
        path.with_suffix(".json").write_text(json.dumps(figures))
        if profiler is not None:
            profiler.dump_stats(str(path.with_suffix(".prof")))

    signals.task_prerun.connect(prerun, weak=False)
    signals.task_postrun.connect(postrun, weak=False)
    signals.worker_process_shutdown.connect(shutdown, weak=False)


def run_worker(stats_dir: str, profile: bool) -> None:
    """``celery -A config worker --concurrency 2``, its children instrumented."""
    import django
    from celery import signals

    django.setup()
    from config.celery import app

    signals.worker_process_init.connect(
        lambda **kwargs: instrument_worker_child(stats_dir, profile), weak=False
    )
    app.worker_main(["worker", "--concurrency", "2", "--loglevel", "warning", "--pool", "prefork"])


# -- the web role: this process -----------------------------------------------------------


def tree_cpu(pid: int) -> float:
    """CPU seconds of ``pid`` and its descendants so far."""
    from benchmarks.scale import process_tree_figures

    return process_tree_figures(pid)[1]


def own_cpu(pid: int) -> float:
    from benchmarks.scale import process_figures

    return process_figures(pid)[1]


def child_pids(pid: int) -> list[int]:
    children: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            children += [int(child) for child in (task / "children").read_text().split()]
        except FileNotFoundError:
            continue
    return children


class Table:
    """One human-versus-bot match driven over the API."""

    def __init__(self, match_id: str, who: Credentials) -> None:
        self.match_id = match_id
        self.who = who
        #: The human seat's newest view (from a 201 or a GET), and the store's newest version
        #: this table has seen.
        self.view: dict[str, Any] | None = None
        self.seen = 0


def newest_versions(connection: Any, tables: list[Table]) -> dict[str, int]:
    """Each table's newest stored version (read outside what is measured)."""
    rows = connection.execute(
        "SELECT originator_id::text, max(originator_version) FROM tabula_events "
        "WHERE originator_id = ANY(%s::uuid[]) GROUP BY originator_id",
        ([table.match_id for table in tables],),
    ).fetchall()
    return {match_id: version for match_id, version in rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--role", choices=("web", "worker"), default="web")
    parser.add_argument("--stats-dir")
    parser.add_argument("--matches", type=int, default=8)
    parser.add_argument("--moves", type=int, default=200, help="human moves measured")
    parser.add_argument("--warmup", type=int, default=40, help="human moves first, unmeasured")
    parser.add_argument("--profile", choices=("none", "worker", "web"), default="none")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--redis-db", type=int, default=8)
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432")
    parser.add_argument("--database-prefix", default="botcpu_prof")
    args = parser.parse_args()
    if args.role == "worker":
        run_worker(args.stats_dir, args.profile == "worker")
        return
    run_web(args)


def run_web(args: argparse.Namespace) -> None:
    import tempfile

    database = f"{args.database_prefix}_{os.getpid()}"
    broker = f"redis://127.0.0.1:6379/{args.redis_db}"
    notify = f"redis://127.0.0.1:6379/{args.redis_db + 1}"
    for url in (broker, notify):
        subprocess.run(["redis-cli", "-u", url, "flushdb"], check=True, capture_output=True)
    psql("postgres", f"CREATE DATABASE {database}")
    os.environ.update(
        DATABASE_URL=f"{args.postgres}/{database}",
        CELERY_BROKER_URL=broker,
        TABULA_NOTIFY_URL=notify,
        TABULA_THROTTLE_AUTH="100000/min",
        TABULA_THROTTLE_WRITES="1000000/min",
        DJANGO_SETTINGS_MODULE="config.settings",
    )
    for name in ("TABULA_EVENTS_DBNAME", "TABULA_BOTS"):
        os.environ.pop(name, None)
    processes: list[subprocess.Popen[bytes]] = []
    try:
        subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, check=True)
        with tempfile.TemporaryDirectory(prefix="botcpu-") as stats_dir:
            worker = subprocess.Popen(
                [sys.executable, "-m", "benchmarks.bot_profile", "--role", "worker"]
                + ["--stats-dir", stats_dir, "--profile", args.profile],
                cwd=ROOT,
            )
            follower = subprocess.Popen(
                [sys.executable, "manage.py", "run_projections", "--follow"],
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
            )
            processes += [worker, follower]
            measure(args, worker, follower, stats_dir)
    finally:
        for process in processes:
            if process.poll() is None:
                process.terminate()
                process.wait(30)
        from django.db import connections

        connections.close_all()
        try:
            from matches.service import reset_service

            reset_service()
        except Exception:
            pass
        psql("postgres", f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")


def measure(
    args: argparse.Namespace,
    worker: subprocess.Popen[bytes],
    follower: subprocess.Popen[bytes],
    stats_dir: str,
) -> None:
    import psycopg

    from benchmarks.move_profile import Credentials, Meter, WsgiClient, background_cpu
    from config.wsgi import application

    client = WsgiClient(application)
    follower_profiler = cProfile.Profile(time.thread_time) if args.profile == "web" else None
    if follower_profiler is not None:
        profile_follower_passes(follower_profiler)
    rng = random.Random(args.seed)
    connection = psycopg.connect(os.environ["DATABASE_URL"], autocommit=True)
    players = [
        Credentials(
            client.json(
                "POST",
                "/api/auth/register/",
                {"username": f"bot{os.getpid()}x{index}", "password": PASSWORD},
            )["token"]
        )
        for index in range(args.matches)
    ]
    tables: list[Table] = []

    def new_table(who: Credentials) -> Table:
        match_id = client.json("POST", "/api/matches/", {"game": "babel", "players": 2}, who)["id"]
        client.json("POST", f"/api/matches/{match_id}/join/", {"seat": 0}, who)
        client.json("POST", f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, who)
        return Table(match_id, who)

    def play_round(meter: Meter | None, budget: int) -> int:
        """Each table whose human is to act moves once; return how many moved.

        A table whose bot is to act asks for its view again only once the store holds a
        newer event (its stream would have pushed it); the view that gives the human its
        turn is measured as "GET view", the others (the bot's turn goes on) are not.
        """
        moved = 0
        versions = newest_versions(connection, tables)
        for index, table in enumerate(tables):
            if moved >= budget:
                break
            path = f"/api/matches/{table.match_id}"
            view = table.view
            if view is None or 0 not in view["to_act"]:
                if view is not None and versions.get(table.match_id, 0) <= table.seen:
                    continue  # the bot has not moved yet
                started = time.thread_time()
                code, view, close = client.call("GET", f"{path}/view/", None, table.who)
                close()
                if meter is not None:
                    phase = "GET view" if 0 in view["to_act"] else "GET view, bot's turn"
                    meter.thread[phase] = meter.thread.get(phase, 0.0) + (
                        time.thread_time() - started
                    )
                table.view, table.seen = view, view["version"]
            if view["status"] != "active":
                tables[index] = new_table(table.who)
                continue
            if 0 not in view["to_act"]:
                continue
            body = {
                "action": rng.choice(view["legal_actions"]),
                "expected_version": view["version"],
            }
            if meter is None:
                code, answer, close = client.call("POST", f"{path}/actions/", body, table.who)
                close()
            else:
                code, answer, close = meter.timed(
                    "POST", client.call, "POST", f"{path}/actions/", body, table.who
                )
                meter.timed("POST after response", close)
            if code != 201:
                raise RuntimeError(f"action -> {code} {answer}")
            table.view, table.seen = answer["view"], answer["version"]
            moved += 1
        if not moved:
            time.sleep(0.005)
        return moved

    tables = [new_table(who) for who in players]
    time.sleep(1.0)
    warm = 0
    while warm < args.warmup:
        warm += play_round(None, args.warmup - warm)

    worker_children = child_pids(worker.pid)
    worker_start = {pid: own_cpu(pid) for pid in [worker.pid, *worker_children]}
    follower_start = tree_cpu(follower.pid)
    threads_start = background_cpu()
    events_start = int(psql_value(connection, "SELECT count(*) FROM tabula_events"))
    meter = Meter()
    profiler = cProfile.Profile(time.thread_time) if args.profile == "web" else None
    if profiler is not None:
        profiler.enable()
    started = time.perf_counter()
    moves = 0
    while moves < args.moves:
        moves += play_round(meter, args.moves - moves)
    elapsed = time.perf_counter() - started
    if profiler is not None:
        profiler.disable()
    time.sleep(1.0)  # the follower's last look
    threads = {name: cpu - threads_start.get(name, 0.0) for name, cpu in background_cpu().items()}
    worker_cpu = {pid: own_cpu(pid) - start for pid, start in worker_start.items()}
    follower_cpu = tree_cpu(follower.pid) - follower_start
    events = int(psql_value(connection, "SELECT count(*) FROM tabula_events")) - events_start
    # Every action applied since the start, less the humans' own.
    actions_applied = int(
        psql_value(
            connection,
            "SELECT count(*) FROM (SELECT topic FROM tabula_events ORDER BY notification_id DESC "
            f"LIMIT {events}) AS recent WHERE topic LIKE '%ActionApplied'",
        )
    )
    bot_actions = actions_applied - moves
    # The worker's children write their figures when they stop (a warm shutdown).
    worker.send_signal(signal.SIGTERM)
    worker.wait(60)
    children = [
        json.loads(path.read_text()) for path in sorted(Path(stats_dir).glob("worker-*.json"))
    ]

    uptime = os.getloadavg()
    print(
        f"{moves} human moves and {bot_actions} bot actions ({events} events) on {len(tables)}"
        f" matches in {elapsed:.1f} s; load average {uptime[0]:.2f} {uptime[1]:.2f}"
    )
    print("\nweb process (config.wsgi in process), CPU ms per human move:")
    for phase, cpu in meter.thread.items():
        print(f"  {phase:<24} {1000 * cpu / moves:7.2f}")
    for name, cpu in sorted(threads.items()):
        if cpu > 0.0005:
            print(f"  thread {name:<17} {1000 * cpu / moves:7.2f}")
    # The views asked while the bot's turn went on stand for what its stream pushes: left out.
    requests = sum(cpu for phase, cpu in meter.thread.items() if phase != "GET view, bot's turn")
    web_total = requests + sum(max(0.0, cpu) for cpu in threads.values())
    print(f"  {'web total':<24} {1000 * web_total / moves:7.2f}")

    print("\nCelery worker, CPU ms per bot action saved:")
    seconds: dict[str, float] = defaultdict(float)
    tasks = played = saves = 0
    child_process = 0.0
    for figures in children:
        for name, value in figures["seconds"].items():
            seconds[name] += value
        tasks += figures["tasks"]
        played += figures["played"]
        saves += figures["saves"]
        child_process += figures["process"]
    per = max(1, saves)
    for phase in WORKER_PHASES:
        print(f"  {phase:<24} {1000 * seconds.get(phase, 0.0) / per:7.2f}")
    inside = seconds.get("task total", 0.0) - sum(seconds.get(p, 0.0) for p in WORKER_PHASES)
    print(f"  {'task: rest':<24} {1000 * inside / per:7.2f}")
    print(f"  {'task total':<24} {1000 * seconds.get('task total', 0.0) / per:7.2f}")
    print(f"  ({tasks} tasks, {played} of them played {saves} actions; warm-up included in these)")
    measured_children = sum(cpu for pid, cpu in worker_cpu.items() if pid != worker.pid)
    parent = worker_cpu.get(worker.pid, 0.0)
    actions = max(1, bot_actions)
    print(f"  {'children, /proc':<24} {1000 * measured_children / actions:7.2f}  (measured run)")
    print(f"  {'parent (consumer)':<24} {1000 * parent / actions:7.2f}")
    print(
        f"\nrun_projections --follow: {1000 * follower_cpu / (moves + bot_actions):.2f} ms per"
        f" action ({1000 * follower_cpu / elapsed:.1f} ms per second)"
    )
    total = web_total + measured_children + parent + follower_cpu
    print(
        f"all told: {1000 * total / (moves + bot_actions):.2f} ms per action"
        f" (human and bot; beat, Redis and PostgreSQL left out)"
    )

    if profiler is not None:
        print("\nprofile of the web process's requests' thread:")
        stats = pstats.Stats(profiler, stream=sys.stdout)
        stats.sort_stats("tottime").print_stats(args.top)
        stats.sort_stats("cumulative").print_stats(args.top)
    if follower_profiler is not None:
        print("\nprofile of the web process's follower loop (warm-up included):")
        stats = pstats.Stats(follower_profiler, stream=sys.stdout)
        stats.sort_stats("tottime").print_stats(args.top)
        stats.sort_stats("cumulative").print_stats(args.top)
    if args.profile == "worker":
        paths = [str(path) for path in Path(stats_dir).glob("worker-*.prof")]
        if paths:
            print("\nprofile of the worker children's tasks (warm-up included):")
            stats = pstats.Stats(*paths, stream=sys.stdout)
            stats.sort_stats("tottime").print_stats(args.top)
            stats.sort_stats("cumulative").print_stats(args.top)


def profile_follower_passes(profiler: cProfile.Profile) -> None:
    """Profile every pass of this process's follower loop (its own thread)."""
    from matches.followers import FollowerLoop

    run_pass = FollowerLoop.run_pass

    def profiled(self: FollowerLoop, *args: Any) -> None:
        profiler.enable()
        try:
            run_pass(self, *args)
        finally:
            profiler.disable()

    FollowerLoop.run_pass = profiled  # type: ignore[method-assign]


def psql_value(connection: Any, sql: str) -> str:
    row = connection.execute(sql).fetchone()
    return str(row[0])


if __name__ == "__main__":
    main()
