"""Many live matches at once, each watched: what a site serves, and what it costs.

    .venv/bin/python -m benchmarks.scale [--matches 20] [--spectators 2] [--moves 20]
        [--server asgi|wsgi|cluster] [--threads 8] [--think 0] [--level random|mcts]
        [--port 8200]

Starts the site on fresh data, then M matches run at once, each a Babel match between a human
seat played over HTTP and a bot of ``--level``. The site is one of:

* ``--server asgi`` (the default): the embedded default as the README runs it, one
  ``uvicorn config.asgi:application`` on SQLite files, bots played by a thread of the server;
* ``--server wsgi``: the same data under ``gunicorn config.wsgi --workers 1 --threads N``;
* ``--server runserver``: the same under ``manage.py runserver`` (Django's development server,
  the command every Django developer types first);
* ``--server cluster``: the configuration of docs/operations.md for more than one machine, on
  loopback: a fresh PostgreSQL database (``--postgres``, dropped at the end), Redis (broker and
  notifications, databases ``--redis-db`` and the next, flushed first), two web processes
  (``gunicorn config.asgi:application -k uvicorn_worker.UvicornWorker``, each its own port),
  one Celery worker (``--concurrency 2``), celery beat and ``manage.py run_projections
  --follow``. Each human plays on one web process and its match's spectators watch from the
  other, so every entry crosses processes. The database's connections are sampled every
  0.25 s (``pg_stat_activity``) and their maximum is printed beside what the pools allow.

In each match:

* the human holds its match stream open and plays as the web client does: it draws from the
  201 and the pushed ``state`` and fetches nothing else; on its turn it waits ``--think``
  seconds, then posts a random legal action (a new match when one ends, until it made
  ``--moves`` moves);
* S anonymous spectators per match hold the match's stream open (one asyncio loop for all).
  ``--listeners lean`` reads them as bare asyncio protocols on uvloop, about a tenth of
  ``raw``'s CPU per read (figures since 2026-11-27 for 1,000 spectators).
  ``--listeners raw`` (the default) reads them with bare sockets, noting when each entry's
  bytes arrive: the client's own CPU stays far below the server's (about 50 µs per entry
  per stream, on 2 cores shared with the server). ``--listeners httpx`` reads them with
  ``tests.api.live.Crowd`` (httpx, every line parsed), as figures before 2026-11-26 were
  measured: about 430 µs per entry per stream, which at 1,000 streams was most of the
  time to the last listener;
* a prober asks ``GET /api/v1/games/`` every 0.2 s throughout.

Every player signs up first; the measures start once all have (hashing passwords is not
what is measured).

Printed: moves/s (human and bot actions) and bot actions/s over the run; the bot's reply as
the human sees it (from its 201 to the pushed state that gives it the turn back) p50/p99;
from the human's 201 to the last of its match's spectators receiving that entry, p50/p99;
the prober's latency p50/p99; errors by kind (refused or failed requests by status and
code, streams refused or broken, replies that never came); the RSS of each server process
before and after and the CPU per move of them all (the cluster's web processes, worker,
beat and follower). Client and server share the machine: on 2 cores the client's
own CPU weighs on the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx

from tests.api.live import (
    PROJECT,
    Crowd,
    free_port,
    gunicorn_wsgi_command,
    migrate,
    server_env,
    server_process,
    uvicorn_command,
)

PASSWORD = "a-long-bench-password"
#: How many players sign up at once before the measures start.
SIGNING_UP = threading.BoundedSemaphore(4)
#: A reply that takes longer than this counts as an error ("reply never came").
REPLY_TIMEOUT = 60.0


class Errors:
    """Errors by kind, counted from every thread."""

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()
        self.lock = threading.Lock()

    def add(self, kind: str) -> None:
        with self.lock:
            self.counts[kind] += 1


def answer_kind(what: str, answer: httpx.Response) -> str:
    try:
        code = answer.json().get("error", "")
    except ValueError:
        code = ""
    return f"{what} {answer.status_code} {code}".strip()


def gives_turn(view: dict[str, Any], seat: int) -> bool:
    """Whether ``view`` has ``seat`` to act, or the match is over."""
    if view["status"] in ("finished", "aborted"):
        return True
    return view["status"] == "active" and seat in view["to_act"]


class HumanStream:
    """The human's own match stream: the arrival time and data of every ``state``."""

    def __init__(self, base: str, match_id: str, token: str, errors: Errors) -> None:
        self.states: list[tuple[float, dict[str, Any]]] = []
        self.condition = threading.Condition()
        self.status: int | None = None
        self.errors = errors
        self.client = httpx.Client(timeout=httpx.Timeout(30, read=None))
        self.url = f"{base}/api/matches/{match_id}/stream/"
        self.headers = {"Authorization": f"Token {token}"}
        self.closing = False
        self.opened = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()
        self.opened.wait(30)

    def _read(self) -> None:
        try:
            with self.client.stream("GET", self.url, headers=self.headers) as answer:
                self.status = answer.status_code
                self.opened.set()
                if answer.status_code != 200:
                    answer.read()
                    self.errors.add(answer_kind("human stream", answer))
                    return
                fields: dict[str, str] = {}
                for line in answer.iter_lines():
                    if line == "":
                        if fields.get("event") == "state":
                            with self.condition:
                                data = json.loads(fields["data"])
                                self.states.append((time.perf_counter(), data))
                                self.condition.notify_all()
                        fields = {}
                    elif not line.startswith(":"):
                        name, _, value = line.partition(":")
                        fields[name] = value.removeprefix(" ")
        except httpx.HTTPError as error:
            if not self.closing:
                self.errors.add(f"human stream broken ({type(error).__name__})")
        finally:
            self.opened.set()

    def turn_back(self, after: int, seat: int, timeout: float) -> tuple[float, dict] | None:
        """The first state after version ``after`` that gives ``seat`` the turn (or ends the
        match): its arrival time and view; None if none comes within ``timeout`` s."""

        def found() -> tuple[float, dict] | None:
            for at, state in self.states:
                if state["version"] > after and gives_turn(state["view"], seat):
                    return at, state["view"]
            return None

        with self.condition:
            self.condition.wait_for(lambda: found() is not None, timeout)
            return found()

    def close(self) -> None:
        self.closing = True
        self.client.close()


class PollingHuman:
    """The human whose stream was refused: it polls its view, as the web client falls back
    to polling (every 0.25 s here)."""

    def __init__(self, http: httpx.Client, match_id: str, auth: dict[str, str]) -> None:
        self.http = http
        self.path = f"/api/matches/{match_id}/view/"
        self.auth = auth

    def turn_back(self, after: int, seat: int, timeout: float) -> tuple[float, dict] | None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            view = self.http.get(self.path, headers=self.auth).json()
            if view["version"] > after and gives_turn(view, seat):
                return time.perf_counter(), view
            time.sleep(0.25)
        return None

    def close(self) -> None:
        pass


#: The start of an entry message on a stream (ids are match versions).
ENTRY = re.compile(rb"id: (\d+)\nevent: entry\n")


class RawCrowd:
    """``Crowd``'s streams read with bare sockets: the arrival time of each entry's bytes.

    One asyncio loop in one thread reads every stream and looks for the start of entry
    messages in what came, nothing more (the chunked encoding's framing goes between
    messages, never inside one), so the client's CPU does not weigh on when the last of a
    thousand listeners is seen to receive an entry.
    """

    def __init__(self, base: str, path: str, count: int) -> None:
        host, _, port = base.removeprefix("http://").partition(":")
        self.host, self.port, self.path = host, int(port), path
        #: Per stream: version -> perf_counter when its entry arrived.
        self.received: list[dict[int, float]] = [{} for _ in range(count)]
        self.status: list[int | None] = [None] * count
        self.errors: list[str] = []
        self._loop = self._new_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._tasks: list[asyncio.Task[None]] = []
        opened = [
            asyncio.run_coroutine_threadsafe(self._open(index), self._loop)
            for index in range(count)
        ]
        for future in opened:
            future.result(120)

    def _new_loop(self) -> asyncio.AbstractEventLoop:
        return asyncio.new_event_loop()

    async def _open(self, index: int) -> None:
        try:
            reader, writer = await asyncio.open_connection(self.host, self.port)
            writer.write(
                f"GET {self.path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n\r\n".encode()
            )
            head = await reader.readuntil(b"\r\n\r\n")
        except (OSError, asyncio.IncompleteReadError) as error:
            self.errors.append(f"stream {index}: {error!r}")
            return
        self.status[index] = int(head.split(b" ", 2)[1])
        if self.status[index] == 200:
            self._tasks.append(asyncio.ensure_future(self._read(index, reader, writer)))
        else:
            writer.close()

    async def _read(
        self, index: int, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        received = self.received[index]
        tail = b""
        try:
            while data := await reader.read(65536):
                now = time.perf_counter()
                data = tail + data
                for found in ENTRY.finditer(data):
                    received.setdefault(int(found[1]), now)
                tail = data[-32:]  # an entry's start cut in two by the reads
            self.errors.append(f"stream {index}: closed by the server")
        except OSError as error:
            self.errors.append(f"stream {index}: {error!r}")
        finally:
            writer.close()

    def arrivals(self, version: int) -> list[float]:
        return [at for stream in self.received if (at := stream.get(version)) is not None]

    def close(self) -> None:
        async def stop() -> None:
            for task in self._tasks:
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(stop(), self._loop).result(30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


class EntryArrivals(asyncio.Protocol):
    """One spectator's stream read by a bare protocol: its status, then when each entry's
    bytes arrive (``LeanCrowd``)."""

    def __init__(self, request: bytes, received: dict[int, float], opened: asyncio.Future[int]):
        self.request = request
        self.received = received
        self.opened = opened
        self.head = b""
        self.tail = b""
        self.transport: Any = None  # uvloop's transports are no asyncio.Transport
        self.closed_by_server = False

    def connection_made(self, transport: Any) -> None:
        self.transport = transport
        transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        now = time.perf_counter()
        if not self.opened.done():
            self.head += data
            if b"\r\n\r\n" not in self.head:
                return
            head, _, data = self.head.partition(b"\r\n\r\n")
            self.opened.set_result(int(head.split(b" ", 2)[1]))
        data = self.tail + data
        for found in ENTRY.finditer(data):
            self.received.setdefault(int(found[1]), now)
        self.tail = data[-32:]  # an entry's start cut in two by the reads

    def connection_lost(self, error: Exception | None) -> None:
        self.closed_by_server = True
        if not self.opened.done():
            self.opened.set_exception(error or ConnectionError("closed before the answer"))


class LeanCrowd(RawCrowd):
    """``RawCrowd`` with a fraction of its CPU per read: each stream is an asyncio protocol
    (no StreamReader, no task per stream) on uvloop, so the time to the last of a thousand
    listeners is the server's, not the client's reading them one by one."""

    def __init__(self, base: str, path: str, count: int) -> None:
        self._protocols: list[EntryArrivals] = []
        super().__init__(base, path, count)

    def _new_loop(self) -> asyncio.AbstractEventLoop:
        import uvloop

        return uvloop.new_event_loop()

    async def _open(self, index: int) -> None:
        loop = asyncio.get_running_loop()
        opened: asyncio.Future[int] = loop.create_future()
        request = f"GET {self.path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n\r\n".encode()
        protocol = EntryArrivals(request, self.received[index], opened)
        try:
            await loop.create_connection(lambda: protocol, self.host, self.port)
            self.status[index] = await opened
        except OSError as error:
            self.errors.append(f"stream {index}: {error!r}")
            return
        self._protocols.append(protocol)
        if self.status[index] != 200:
            assert protocol.transport is not None
            protocol.transport.close()

    def close(self) -> None:
        def stop() -> None:
            for protocol in self._protocols:
                if protocol.closed_by_server:
                    self.errors.append("a stream: closed by the server")
                elif protocol.transport is not None:
                    protocol.transport.close()

        self._loop.call_soon_threadsafe(stop)
        time.sleep(0.1)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


def crowd_arrivals(crowd: Crowd | RawCrowd, version: int, expected: int) -> list[float]:
    """When each spectator got the entry at ``version`` (waiting up to 10 s for them all)."""
    deadline = time.monotonic() + 10
    while True:
        arrivals = crowd.arrivals(version)
        if len(arrivals) >= expected or time.monotonic() > deadline:
            return arrivals
        time.sleep(0.01)


class Figures:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.human_moves = 0
        self.bot_actions = 0
        self.replies: list[float] = []
        self.last_listener: list[float] = []
        self.probes: list[float] = []
        #: Server CPU seconds spent while spectator streams were being opened.
        self.opening_cpu = 0.0
        self.streams_opened = 0


def play(
    base: str,
    watch_base: str,
    index: int,
    args: argparse.Namespace,
    figures: Figures,
    errors: Errors,
    signed_up: threading.Barrier,
    server_cpu: Callable[[], float],
) -> None:
    """One human seat on ``base``: matches against a bot until it made ``args.moves`` moves,
    watched from ``watch_base``, once every player signed up (hashing passwords is no part
    of the measure). The server's CPU (``server_cpu``) while its spectators' streams open
    is added up apart."""
    rng = random.Random(index)
    http = httpx.Client(base_url=base, timeout=30)
    name = f"scale{os.getpid()}x{index}x{time.time_ns()}"
    with SIGNING_UP:  # a few at a time: hashing 200 passwords at once is not what is measured
        registered = http.post("/api/auth/register/", json={"username": name, "password": PASSWORD})
    signed_up.wait(600)
    if registered.status_code != 201:
        errors.add(answer_kind("register", registered))
        return
    auth = {"Authorization": f"Token {registered.json()['token']}"}
    made = 0
    while made < args.moves:
        created = http.post("/api/matches/", json={"game": "babel", "players": 2}, headers=auth)
        if created.status_code != 201:
            errors.add(answer_kind("create", created))
            return
        match_id = created.json()["id"]
        joined = http.post(f"/api/matches/{match_id}/join/", json={"seat": 0}, headers=auth)
        if joined.status_code != 200:
            errors.add(answer_kind("join", joined))
            return
        human: HumanStream | PollingHuman = HumanStream(
            base, match_id, auth["Authorization"][6:], errors
        )
        path = f"/api/matches/{match_id}/stream/"
        cpu_before = server_cpu()
        crowd: Crowd | RawCrowd = (
            RawCrowd(watch_base, path, args.spectators)
            if args.listeners == "raw"
            else LeanCrowd(watch_base, path, args.spectators)
            if args.listeners == "lean"
            else Crowd([(f"{watch_base}{path}", {})] * args.spectators)
        )
        with figures.lock:
            figures.opening_cpu += server_cpu() - cpu_before
            figures.streams_opened += args.spectators
        for status in crowd.status:
            if status != 200:
                errors.add(f"spectator stream {status}")
        served = sum(status == 200 for status in crowd.status)
        try:
            bots = http.post(
                f"/api/matches/{match_id}/bots/",
                json={"seat": 1, "level": args.level},
                headers=auth,
            )
            if bots.status_code != 200:
                errors.add(answer_kind("seat a bot", bots))
                return
            if (
                isinstance(human, HumanStream) and human.status != 200
            ):  # refused (a WSGI server's slots): poll, as the web client
                human.close()
                human = PollingHuman(http, match_id, auth)
            turn = human.turn_back(0, 0, REPLY_TIMEOUT)
            if turn is None:
                errors.add("the first turn never came")
                return
            while made < args.moves:
                _, view = turn
                if view["status"] != "active":
                    break
                time.sleep(args.think)
                started_at = view["version"]
                answer = http.post(
                    f"/api/matches/{match_id}/actions/",
                    json={
                        "action": rng.choice(view["legal_actions"]),
                        "expected_version": started_at,
                    },
                    headers=auth,
                )
                answered = time.perf_counter()
                if answer.status_code != 201:
                    errors.add(answer_kind("move", answer))
                    return
                moved = answer.json()
                made += 1
                # Still the human's turn (or the end): the 201's view says so, no reply due.
                replied = not gives_turn(moved["view"], 0)
                if replied:
                    turn = human.turn_back(moved["version"], 0, REPLY_TIMEOUT)
                    if turn is None:
                        errors.add("reply never came")
                        return
                else:
                    turn = (answered, moved["view"])
                listened = crowd_arrivals(crowd, moved["version"], served)
                with figures.lock:
                    figures.human_moves += 1
                    figures.bot_actions += turn[1]["version"] - moved["version"]
                    if replied and turn[1]["status"] == "active":
                        figures.replies.append(turn[0] - answered)
                    if listened:
                        figures.last_listener.append(max(listened) - answered)
                if len(listened) < served:
                    errors.add("a spectator stream missed a move (10 s after the reply)")
        finally:
            human.close()
            for error in crowd.errors:
                errors.add(f"spectator stream broken ({error.split(':', 1)[-1][:40].strip()})")
            crowd.close()


def probe(base: str, stop: threading.Event, figures: Figures, errors: Errors) -> None:
    http = httpx.Client(base_url=base, timeout=30)
    while not stop.wait(0.2):
        started = time.perf_counter()
        try:
            answer = http.get("/api/v1/games/")
        except httpx.HTTPError as error:
            errors.add(f"GET /api/v1/games/ failed ({type(error).__name__})")
            continue
        if answer.status_code != 200:
            errors.add(answer_kind("GET /api/v1/games/", answer))
        with figures.lock:
            figures.probes.append(time.perf_counter() - started)


def watch_rss(site: Site, peak: dict[str, float], stop: threading.Event) -> None:
    """The highest RSS of each process while the matches run (every 0.5 s)."""
    while not stop.wait(0.5):
        for name, (rss, _) in site.figures().items():
            peak[name] = max(peak.get(name, 0.0), rss)


def process_figures(pid: int) -> tuple[float, float]:
    """The server process's RSS (MB) and CPU seconds so far (its threads included)."""
    status = Path(f"/proc/{pid}/status").read_text()
    rss_kb = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS"))
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return rss_kb / 1024, (int(fields[11]) + int(fields[12])) / ticks


def ms(values: list[float], p: float) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    if p == 0.5:
        return f"{statistics.median(ordered) * 1000:.0f}"
    return f"{ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000:.0f}"


class Site:
    """The processes a run starts: web servers (their base URLs) and the rest, whose RSS and
    CPU are measured; for the cluster, its database's connection count, sampled."""

    def __init__(self) -> None:
        self.bases: list[str] = []
        self.processes: dict[str, int] = {}
        self.connections: list[int] = []
        self.pools = ""

    def figures(self) -> dict[str, tuple[float, float]]:
        return {name: process_tree_figures(pid) for name, pid in self.processes.items()}


def process_tree_figures(pid: int) -> tuple[float, float]:
    """``process_figures`` of ``pid`` and all its descendants (gunicorn's and Celery's
    workers), summed."""
    rss, cpu = process_figures(pid)
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            children = (task / "children").read_text().split()
        except FileNotFoundError:  # a thread that ended meanwhile
            continue
        for child in children:
            try:
                child_rss, child_cpu = process_tree_figures(int(child))
            except FileNotFoundError:
                continue
            rss, cpu = rss + child_rss, cpu + child_cpu
    return rss, cpu


@contextmanager
def embedded_site(args: argparse.Namespace) -> Iterator[Site]:
    port = args.port or free_port()
    commands = {
        "asgi": lambda: uvicorn_command(port),
        "wsgi": lambda: gunicorn_wsgi_command(port, args.threads, "--graceful-timeout", "2"),
        "runserver": lambda: [
            sys.executable,
            "manage.py",
            "runserver",
            f"127.0.0.1:{port}",
            "--noreload",
        ],
    }
    command = commands[args.server]()
    with tempfile.TemporaryDirectory() as data:
        env = server_env(
            TABULA_DATA_DIR=data,
            DATABASE_URL=None,
            TABULA_NOTIFY_URL=None,
            TABULA_THROTTLE_AUTH="100000/min",
            TABULA_THROTTLE_WRITES="1000000/min",
        )
        migrate(env)
        with server_process(command, env, port, Path(data) / "server.log") as (base, server):
            site = Site()
            site.bases = [base]
            site.processes = {"web": server.pid}
            yield site


def psql(database: str, sql: str) -> str:
    return subprocess.run(
        ["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", database, "-Atc", sql],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()


def sample_connections(database: str, site: Site, stop: threading.Event) -> None:
    query = f"SELECT count(*) FROM pg_stat_activity WHERE datname = '{database}'"
    while not stop.wait(0.25):
        try:
            site.connections.append(int(psql("postgres", query)))
        except (subprocess.CalledProcessError, ValueError):
            continue


@contextmanager
def cluster_site(args: argparse.Namespace) -> Iterator[Site]:
    database = f"{args.database_prefix}_{os.getpid()}"
    psql("postgres", f"CREATE DATABASE {database}")
    broker = f"redis://127.0.0.1:6379/{args.redis_db}"
    notify = f"redis://127.0.0.1:6379/{args.redis_db + 1}"
    for url in (broker, notify):
        subprocess.run(["redis-cli", "-u", url, "flushdb"], check=True, capture_output=True)
    env = server_env(
        DATABASE_URL=f"{args.postgres}/{database}",
        TABULA_EVENTS_DBNAME=None,
        CELERY_BROKER_URL=broker,
        TABULA_NOTIFY_URL=notify,
        TABULA_THROTTLE_AUTH="100000/min",
        TABULA_THROTTLE_WRITES="1000000/min",
    )
    pool = int(env.get("TABULA_DB_POOL_SIZE", "8"))
    stop = threading.Event()
    try:
        migrate(env)
        with tempfile.TemporaryDirectory() as temporary, ExitStack() as running:
            logs = args.logs or temporary
            site = Site()
            for name, command in (
                (
                    "celery worker",
                    [
                        "-m",
                        "celery",
                        "-A",
                        "config",
                        "worker",
                        "--concurrency",
                        "2",
                        "--loglevel",
                        args.loglevel,
                    ],
                ),
                (
                    "celery beat",
                    [
                        "-m",
                        "celery",
                        "-A",
                        "config",
                        "beat",
                        "--loglevel",
                        "warning",
                        "--schedule",
                        f"{logs}/beat-schedule",
                    ],
                ),
                ("follower", ["manage.py", "run_projections", "--follow"]),
            ):
                output = running.enter_context(open(f"{logs}/{name}.log", "ab"))
                process = subprocess.Popen(
                    [sys.executable, *command],
                    cwd=PROJECT,
                    env=env,
                    stdout=output,
                    stderr=subprocess.STDOUT,
                )
                running.callback(stop_process, process)
                site.processes[name] = process.pid
            for web in (1, 2):
                # --port: the two web processes take it and the next one.
                port = args.port + web - 1 if args.port else free_port()
                command = [
                    sys.executable,
                    "-m",
                    "gunicorn",
                    "config.asgi:application",
                    "-k",
                    "uvicorn_worker.UvicornWorker",
                    "--bind",
                    f"127.0.0.1:{port}",
                    "--graceful-timeout",
                    "2",
                ]
                base, server = running.enter_context(
                    server_process(command, env, port, Path(logs) / f"web{web}.log")
                )
                site.bases.append(base)
                site.processes[f"web {web}"] = server.pid
            # Each process that connects (2 web, the worker's 2 children, beat, the follower)
            # may hold Django's pool and the event store's pool with its overflow.
            per_process = pool + 5 + 10  # matches.storage: POSTGRES_POOL_SIZE, _MAX_OVERFLOW
            limit = psql("postgres", "SHOW max_connections")
            site.pools = (
                f"{per_process} per process x 6 = {per_process * 6}; server max_connections {limit}"
            )
            sampler = threading.Thread(target=sample_connections, args=(database, site, stop))
            sampler.start()
            running.callback(sampler.join)
            running.callback(stop.set)
            yield site
    finally:
        stop.set()
        psql("postgres", f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")


def stop_process(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--spectators", type=int, default=2, help="spectator streams per match")
    parser.add_argument("--moves", type=int, default=20, help="human moves per match slot")
    parser.add_argument(
        "--server", choices=("asgi", "wsgi", "runserver", "cluster"), default="asgi"
    )
    parser.add_argument("--threads", type=int, default=8, help="gunicorn's threads (wsgi)")
    parser.add_argument("--think", type=float, default=0.0, help="seconds before each move")
    parser.add_argument("--level", default="random", help="the bots' level")
    parser.add_argument(
        "--listeners",
        choices=("raw", "lean", "httpx"),
        default="raw",
        help="how the spectators' streams are read (see above)",
    )
    parser.add_argument("--port", type=int, help="the server's port (default: a free one)")
    parser.add_argument(
        "--postgres", default="postgres://postgres@127.0.0.1:5432", help="cluster: the server"
    )
    parser.add_argument("--redis-db", type=int, default=12, help="cluster: broker's database")
    parser.add_argument(
        "--database-prefix", default="tabula_scale", help="cluster: the database's name prefix"
    )
    parser.add_argument("--logs", help="cluster: keep the processes' logs in this directory")
    parser.add_argument("--loglevel", default="warning", help="cluster: Celery's log level")
    args = parser.parse_args()
    site_of = cluster_site if args.server == "cluster" else embedded_site
    with site_of(args) as site:
        figures, errors, stop = Figures(), Errors(), threading.Event()
        signed_up = threading.Barrier(args.matches + 1)
        bases = site.bases
        with ThreadPoolExecutor(args.matches) as pool:
            players = [
                pool.submit(
                    play,
                    bases[match % len(bases)],
                    bases[(match + 1) % len(bases)],
                    match,
                    args,
                    figures,
                    errors,
                    signed_up,
                    lambda: sum(cpu for _, cpu in site.figures().values()),
                )
                for match in range(args.matches)
            ]
            signed_up.wait(600)
            before = site.figures()
            peak: dict[str, float] = {}
            prober = threading.Thread(target=probe, args=(bases[0], stop, figures, errors))
            prober.start()
            watcher = threading.Thread(target=watch_rss, args=(site, peak, stop))
            watcher.start()
            started = time.perf_counter()
        for player in players:
            if (crash := player.exception()) is not None:
                errors.add(f"a player crashed ({type(crash).__name__}: {crash})"[:120])
        elapsed = time.perf_counter() - started
        stop.set()
        prober.join()
        watcher.join()
        after = site.figures()
    moves = figures.human_moves + figures.bot_actions
    where = (
        "cluster (PostgreSQL, Redis, 2 web, Celery)"
        if args.server == "cluster"
        else (f"{args.server}, embedded default")
    )
    print(
        f"{where}: {args.matches} matches x {args.spectators} spectators, {args.moves} human "
        f"moves each, {args.level} bots, think {args.think} s, {args.listeners} listeners, "
        f"{elapsed:.0f} s"
    )
    print(
        "| moves/s | bot actions/s | reply p50/p99 ms | 201 -> last listener p50/p99 ms "
        "| GET games p50/p99 ms | RSS MB before/after | CPU ms/move | DB connections max "
        "| errors |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    cpu = sum(after[name][1] - before[name][1] for name in after)
    cpu_per_move = cpu * 1000 / moves if moves else 0.0
    # Every stored action is an entry on each open stream of its match (spectators and the
    # human's own), so deliveries = moves x (spectators + 1).
    deliveries = moves * (args.spectators + 1)
    streams = args.matches * (args.spectators + 1)
    rss_growth = sum(peak.get(name, after[name][0]) - before[name][0] for name in after)
    rss = " + ".join(f"{before[name][0]:.0f}/{after[name][0]:.0f}" for name in after)
    connections = f"{max(site.connections)} (pools: {site.pools})" if site.connections else "-"
    print(
        f"| {moves / elapsed:.1f} | {figures.bot_actions / elapsed:.1f} "
        f"| {ms(figures.replies, 0.5)}/{ms(figures.replies, 0.99)} "
        f"| {ms(figures.last_listener, 0.5)}/{ms(figures.last_listener, 0.99)} "
        f"| {ms(figures.probes, 0.5)}/{ms(figures.probes, 0.99)} "
        f"| {rss} | {cpu_per_move:.2f} | {connections} "
        f"| {sum(errors.counts.values())} |"
    )
    print(
        f"  server CPU per delivery: {cpu * 1e6 / deliveries:.0f} µs (an upper bound: the CPU of"
        f" the moves themselves is in it); RSS growth per open stream: "
        f"{rss_growth * 1024 / streams:.1f} KB ({streams} streams)"
    )
    if len(after) > 1 and moves:
        print(
            "  CPU ms per move by process: "
            + ", ".join(
                f"{name} {(after[name][1] - before[name][1]) * 1000 / moves:.2f}" for name in after
            )
        )
        print(
            "  RSS before/after, MB: "
            + ", ".join(f"{name} {before[name][0]:.0f}/{after[name][0]:.0f}" for name in after)
        )
    # With one match its openings are the server's only work while they last; with many, the
    # openings overlap each other and the other matches' moves, so their CPU cannot be told apart.
    if figures.streams_opened and args.matches == 1:
        print(
            f"  of which opening {figures.streams_opened} spectator streams: "
            f"{figures.opening_cpu * 1000 / figures.streams_opened:.2f} ms CPU each; "
            f"per delivery without it: "
            f"{(cpu - figures.opening_cpu) * 1e6 / deliveries:.0f} µs"
        )
    for kind, count in sorted(errors.counts.items()):
        print(f"  error: {kind}: {count}")


if __name__ == "__main__":
    main()
