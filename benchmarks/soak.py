"""Soak under chaos: mixed play of every game with bots while processes are SIGKILLed.

    .venv/bin/python -m benchmarks.soak --minutes 10            # embedded default
    .venv/bin/python -m benchmarks.soak --minutes 5 --celery    # + own redis-server, Celery
    .venv/bin/python -m benchmarks.soak --spare-oldest --set TABULA_AGGREGATE_CACHE_MB=8

Starts a gunicorn server (``--web`` worker processes, each running the bot
worker thread) on a fresh embedded store in a temporary directory; with
``--celery`` also a private redis-server and ``--celery-workers`` Celery
workers (restarted when killed, as a process supervisor would). ``--humans``
client threads each play one human seat against bots, game after game, over
HTTP, retrying a lost answer with the same Idempotency-Key. Every
``--chaos-seconds`` a random web or Celery worker process is SIGKILLed.

At the end it stops the chaos and the humans, waits for the bots to finish
what is due, and prints: moves played, errors by kind, stuck matches (a bot
seat still to act after the settle time: must be 0), whether the read models
equal a rebuild from the event store (must be yes), and each process's
resident memory over time. Exit status 1 when a match is stuck or the
projections differ.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from tests.api.live import free_port

PROJECT_DIR = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
BOT_SETTINGS = '{"mcts": {"iterations": 40, "seconds": 0.5}}'


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def children(pid: int) -> list[int]:
    found: list[int] = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            found += [int(p) for p in (task / "children").read_text().split()]
    except OSError:
        pass
    return found


class Http:
    def __init__(self, base: str, token: str | None = None) -> None:
        self.base, self.token = base, token

    def call(self, method: str, path: str, body: Any = None, key: str | None = None):
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = f"Token {self.token}"
        if key:
            headers["Idempotency-Key"] = key
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data, headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            raw = error.read()
            try:
                return error.code, json.loads(raw)
            except ValueError:
                return error.code, {
                    "error": "not_json",
                    "detail": raw[:200].decode(errors="replace"),
                }


class Soak:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.dir = Path(tempfile.mkdtemp(prefix="tabula-soak-"))
        self.env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("TABULA_", "CELERY_", "DATABASE_URL"))
        }
        self.env.update(
            TABULA_DATA_DIR=str(self.dir),
            TABULA_BOT_SETTINGS=BOT_SETTINGS,
            TABULA_BOT_MAX_THINK_SECONDS="1",
            # Every human signs up from 127.0.0.1, again after each lost answer, and sign-ups
            # count against one limit across the workers: lifted, as for the browser tests.
            TABULA_THROTTLE_AUTH="10000/min",
            PYTHONUNBUFFERED="1",
        )
        # --set NAME=VALUE: server settings for this run (e.g. small cache budgets, which fill
        # within minutes, so a plateau shows in a short soak).
        self.env.update(setting.split("=", 1) for setting in args.set)
        self.port = free_port(range(args.port_base, args.port_base + 20))
        self.redis: subprocess.Popen | None = None
        if args.celery:
            redis_port = free_port(range(6391, 6399))
            self.env["CELERY_BROKER_URL"] = f"redis://127.0.0.1:{redis_port}/0"
            self.redis = subprocess.Popen(
                [shutil.which("redis-server") or "redis-server", "--port", str(redis_port),
                 "--bind", "127.0.0.1", "--save", "", "--dir", str(self.dir)],
                stdout=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip
        self.base = f"http://127.0.0.1:{self.port}"
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.moves = 0
        self.errors: Counter[str] = Counter()
        self.kills: Counter[str] = Counter()
        self.matches: dict[str, dict] = {}  # id -> {"game", "bots": [seats]}
        self.memory: dict[str, list[tuple[float, float]]] = defaultdict(list)
        self.celery: list[subprocess.Popen | None] = [None] * (
            args.celery_workers if args.celery else 0
        )
        self.started = time.monotonic()
        self.all_moves = 0

    # -- processes ---------------------------------------------------------

    def popen(self, args: list[str], log: str) -> subprocess.Popen:
        return subprocess.Popen(
            args, env=self.env, cwd=PROJECT_DIR, start_new_session=True,
            stdout=open(self.dir / log, "ab"), stderr=subprocess.STDOUT,
        )  # fmt: skip

    def start(self) -> None:
        subprocess.run([str(BIN / "python"), "manage.py", "migrate", "-v", "0"], env=self.env,
                       cwd=PROJECT_DIR, check=True)  # fmt: skip
        self.gunicorn = self.popen(
            [str(BIN / "gunicorn"), "config.wsgi", "--bind", f"127.0.0.1:{self.port}",
             "--workers", str(self.args.web), "--threads", "8", "--timeout", "60"],
            "web.log",
        )  # fmt: skip
        for slot in range(len(self.celery)):
            self.start_celery(slot)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.up():
                return
            time.sleep(0.2)
        raise SystemExit("the server did not come up; see " + str(self.dir / "web.log"))

    def up(self) -> bool:
        try:
            urllib.request.urlopen(self.base + "/api/games/", timeout=2).close()
            return True
        except OSError:
            return False

    def start_celery(self, slot: int) -> None:
        self.celery[slot] = self.popen(
            [str(BIN / "celery"), "-A", "config", "worker", "--pool", "solo", "--loglevel",
             "WARNING", "--without-gossip", "--without-mingle", "--without-heartbeat",
             "-n", f"soak{slot}@%h"],
            f"celery-{slot}.log",
        )  # fmt: skip

    def processes(self) -> dict[str, int]:
        found = {f"web pid {pid}": pid for pid in children(self.gunicorn.pid)}
        for slot, worker in enumerate(self.celery):
            if worker is not None and worker.poll() is None:
                found[f"celery{slot} pid {worker.pid}"] = worker.pid
        return found

    def shutdown(self) -> None:
        for process in [self.gunicorn, self.redis, *self.celery]:
            if process is not None and process.poll() is None:
                os.killpg(process.pid, 9)
                process.wait()

    # -- chaos and sampling ------------------------------------------------

    def chaos(self) -> None:
        rng = random.Random(self.args.seed)
        while not self.stop.wait(self.args.chaos_seconds):
            victims = self.processes()
            if self.args.spare_oldest and len(victims) > 1:
                # One long-lived web process shows whether memory levels off.
                oldest = min(
                    (name for name in victims if name.startswith("web")),
                    key=lambda name: Path(f"/proc/{victims[name]}").stat().st_mtime,
                    default=None,
                )
                victims.pop(oldest, None)
            if not victims:
                continue
            name = rng.choice(sorted(victims))
            try:
                os.kill(victims[name], 9)
            except ProcessLookupError:
                continue
            self.kills[name.split()[0].rstrip("0123456789")] += 1
            for slot, worker in enumerate(self.celery):
                if worker is not None and worker.pid == victims[name]:
                    worker.wait()
                    self.start_celery(slot)  # the supervisor restarts it; gunicorn does its own

    def sample(self) -> None:
        while not self.stop.wait(10):
            now = (time.monotonic() - self.started) / 60
            for name, pid in self.processes().items():
                rss = rss_mb(pid)
                if rss is not None:
                    self.memory[name].append((now, rss))

    # -- humans ------------------------------------------------------------

    def error(self, kind: str) -> None:
        with self.lock:
            self.errors[kind] += 1

    def send(self, client: Http, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """A POST retried with the same Idempotency-Key until it gets an answer."""
        key = str(uuid.uuid4())
        for _ in range(30):
            try:
                status, answer = client.call(method, path, body, key)
            except (OSError, http.client.HTTPException) as error:
                self.error(f"connection ({type(error).__name__}), retried")
                time.sleep(0.5)
                continue
            if status == 503:
                self.error("503 unavailable, retried")
                time.sleep(1)
                continue
            if status >= 500 or answer.get("error") == "not_json":
                self.error(f"{status} {answer.get('error')}")
            return status, answer
        return 0, {}

    def get(self, client: Http, path: str) -> Any:
        for _ in range(60):
            try:
                status, answer = client.call("GET", path)
            except (OSError, http.client.HTTPException) as error:
                self.error(f"connection ({type(error).__name__}), retried")
                time.sleep(0.5)
                continue
            if status == 200:
                return answer
            self.error(f"GET {status} {answer.get('error')}")
            time.sleep(0.5)
        raise RuntimeError(f"GET {path} keeps failing")

    def human(self, index: int, games: list[dict]) -> None:
        rng = random.Random(self.args.seed * 1000 + index)
        status, body = self.send(
            Http(self.base), "POST", "/api/auth/register/",
            {"username": f"soak{index}-{uuid.uuid4().hex[:6]}", "password": "a-long-password"},
        )  # fmt: skip
        client = Http(self.base, body["token"])
        round_ = 0
        while not self.stop.is_set():
            game = games[(index + round_) % len(games)]
            round_ += 1
            try:
                self.play(client, game, rng)
            except Exception as error:  # noqa: BLE001 - a soak counts errors, it does not stop
                self.error(f"match abandoned: {type(error).__name__}: {error}"[:120])

    def play(self, client: Http, game: dict, rng: random.Random) -> None:
        players = game["min_players"]
        status, match = self.send(
            client, "POST", "/api/matches/", {"game": game["slug"], "players": players}
        )
        if status != 201:
            raise RuntimeError(f"create answered {status}")
        match_id = match["id"]
        self.send(client, "POST", f"/api/matches/{match_id}/join/", {"seat": 0})
        bots = list(range(1, players))
        with self.lock:
            self.matches[match_id] = {"game": game["slug"], "bots": bots}
        for seat in bots:
            level = rng.choice(["random", "mcts"])
            self.send(
                client, "POST", f"/api/matches/{match_id}/bots/", {"seat": seat, "level": level}
            )
        moves = 0
        waited_since = time.monotonic()
        while not self.stop.is_set() and moves < self.args.moves_per_match:
            view = self.get(client, f"/api/matches/{match_id}/view/")
            if view["status"] == "finished":
                return
            if 0 not in view["to_act"] or not view["legal_actions"]:
                if time.monotonic() - waited_since > 60:
                    raise RuntimeError("waited 60 s for the bots")
                time.sleep(0.1)
                continue
            action = rng.choice(view["legal_actions"])
            status, answer = self.send(
                client, "POST", f"/api/matches/{match_id}/actions/",
                {"action": action, "expected_version": view["version"]},
            )  # fmt: skip
            if status == 201:
                moves += 1
                waited_since = time.monotonic()
                with self.lock:
                    self.moves += 1
            elif status != 409:
                self.error(f"action {status} {answer.get('error')}")

    # -- the end -----------------------------------------------------------

    def stuck_matches(self, settle: float) -> list[str]:
        client = Http(self.base)
        deadline = time.monotonic() + settle
        while True:
            stuck = []
            for match_id, info in list(self.matches.items()):
                summary = self.get(client, f"/api/matches/{match_id}/")
                if summary["status"] == "active" and set(summary["to_act"]) & set(info["bots"]):
                    stuck.append(match_id)
            if not stuck or time.monotonic() > deadline:
                return stuck
            time.sleep(2)

    def projections_equal_rebuild(self) -> bool:
        os.environ["TABULA_DATA_DIR"] = str(self.dir)
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
        import django

        django.setup()
        from django.apps import apps
        from django.forms.models import model_to_dict

        from matches.service import get_service
        from projections.models import HistoryEntry
        from projections.runner import catch_up, drop_projections

        def contents() -> dict[str, list]:
            """Every read-model row, without surrogate ids (a rebuild numbers them anew)."""
            tables = {}
            # The positions in the log are the followers' (matches.FollowerPosition), not here.
            for model in apps.get_app_config("projections").get_models():
                surrogate = (
                    model._meta.pk.name
                    if model._meta.pk.auto_created
                    or (model._meta.pk.get_internal_type() == "BigAutoField")
                    else None
                )
                rows = [
                    {k: v for k, v in model_to_dict(row).items() if k != surrogate}
                    for row in model.objects.all()
                ]
                tables[model.__name__] = sorted(
                    rows, key=lambda row: json.dumps(row, default=str, sort_keys=True)
                )
            return tables

        service = get_service()
        catch_up(service)  # events stored by a request killed before its catch-up
        self.all_moves = HistoryEntry.objects.filter(type="action").count()
        before = contents()
        drop_projections()
        catch_up(service)
        return contents() == before

    def run(self) -> int:
        self.start()
        games = Http(self.base).call("GET", "/api/games/")[1]
        games = games.get("results", games) if isinstance(games, dict) else games
        threads = [threading.Thread(target=self.human, args=(i, games), daemon=True)
                   for i in range(self.args.humans)]  # fmt: skip
        threads += [threading.Thread(target=self.chaos, daemon=True),
                    threading.Thread(target=self.sample, daemon=True)]  # fmt: skip
        for thread in threads:
            thread.start()
        end = self.started + self.args.minutes * 60
        while time.monotonic() < end:
            time.sleep(5)
            print(f"{(time.monotonic() - self.started) / 60:5.1f} min  moves {self.moves}  "
                  f"matches {len(self.matches)}  kills {sum(self.kills.values())}", flush=True)  # fmt: skip
        self.stop.set()
        for thread in threads:
            thread.join(40)
        stuck = self.stuck_matches(settle=self.args.settle)
        self.shutdown()
        equal = self.projections_equal_rebuild()
        self.report(stuck, equal)
        if not self.args.keep:
            shutil.rmtree(self.dir, ignore_errors=True)
        return 1 if stuck or not equal else 0

    def report(self, stuck: list[str], equal: bool) -> None:
        minutes = (time.monotonic() - self.started) / 60
        mode = "celery + redis" if self.args.celery else "embedded default (bots in the server)"
        print(f"\nsoak: {self.args.minutes} min of play, {mode}, {self.args.web} web worker(s), "
              f"{self.args.humans} humans, a kill every {self.args.chaos_seconds} s")  # fmt: skip
        print(
            f"moves stored: {self.all_moves} ({self.all_moves / max(minutes, 1e-9):.0f}/min), "
            f"of which by humans {self.moves}; matches: {len(self.matches)}"
        )
        if self.args.set:
            print(f"server settings: {' '.join(self.args.set)}")
        print(f"processes killed: {dict(self.kills)}")
        print("errors by kind:" + ("" if self.errors else " none"))
        for kind, count in self.errors.most_common():
            print(f"  {count:6d}  {kind}")
        print(
            f"stuck matches (a bot still due after {self.args.settle:.0f} s): {len(stuck)} {stuck[:5]}"
        )
        print(f"projections equal a rebuild: {'yes' if equal else 'NO'}")
        print("resident memory (MB) per process, sampled every 10 s (first .. last, per minute):")
        for name, series in sorted(self.memory.items(), key=lambda item: item[1][0][0]):
            per_minute: dict[int, float] = {}
            for at, rss in series:
                per_minute[int(at)] = rss
            line = " ".join(f"{m}m:{rss:.0f}" for m, rss in sorted(per_minute.items()))
            print(f"  {name:24s} {line}{growth(series)}")


def growth(series: list[tuple[float, float]]) -> str:
    """Growth over the first and the second half of a process's life: a plateau has ~0 last."""
    life = series[-1][0] - series[0][0]
    if life < 1 or len(series) < 4:
        return ""
    middle = series[0][0] + life / 2
    first = [rss for at, rss in series if at <= middle]
    second = [rss for at, rss in series if at >= middle]
    return (
        f"  growth: first half {(first[-1] - first[0]) / (life / 2):+.1f} MB/min, "
        f"second half {(second[-1] - second[0]) / (life / 2):+.1f} MB/min"
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--humans", type=int, default=8, help="concurrent human players")
    parser.add_argument("--web", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument(
        "--celery", action="store_true", help="bots on Celery workers, own redis-server"
    )
    parser.add_argument("--celery-workers", type=int, default=2)
    parser.add_argument("--chaos-seconds", type=float, default=30.0)
    parser.add_argument(
        "--moves-per-match", type=int, default=40, help="human moves, then a new match"
    )
    parser.add_argument(
        "--settle", type=float, default=45.0, help="seconds the bots get at the end"
    )
    parser.add_argument(
        "--spare-oldest", action="store_true", help="never kill the oldest web process"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--port-base", type=int, default=8380, help="the server takes a free port of the 20 from it"
    )
    parser.add_argument("--keep", action="store_true", help="keep the data directory and logs")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an environment variable of the server processes (repeatable)",
    )
    args = parser.parse_args()
    soak = Soak(args)
    try:
        return soak.run()
    finally:
        soak.shutdown()


if __name__ == "__main__":
    raise SystemExit(main())
