"""Real servers (uvicorn, as the README runs it; gunicorn's WSGI workers) and a Server-Sent
Events client, for tests and benchmarks."""

from __future__ import annotations

import asyncio
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from tests.ports import share_of

PROJECT = Path(__file__).resolve().parents[2]


def ports_for_tests(default: str) -> range:
    """The ports tests may bind (loopback only): ``TABULA_TEST_PORTS=first-last`` or the default.

    Several test runs on one machine (helpers, CI) each keep to a range of their own.
    """
    first, _, last = os.environ.get("TABULA_TEST_PORTS", default).partition("-")
    return share_of(range(int(first), int(last) + 1))


PORTS = ports_for_tests("8200-8299")


def free_port(ports: Iterable[int] = PORTS) -> int:
    """A port of ``ports`` that nothing listens on now (0: any the system gives).

    The one way tests and benchmarks pick a port for a server they start."""
    for port in ports:
        with socket.socket() as sock:
            # As the servers bind (uvicorn, gunicorn): a port a stopped server left in
            # TIME_WAIT is free for the next one.
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return sock.getsockname()[1]
    raise RuntimeError(f"no free port in {ports}")


def server_env(**overrides: str | None) -> dict[str, str]:
    """This process's environment for a server, bots off Celery; ``None`` removes a variable."""
    env = {k: v for k, v in os.environ.items() if k not in ("CELERY_BROKER_URL",)}
    for key, value in overrides.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


def migrate(env: dict[str, str]) -> None:
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v0"], cwd=PROJECT, env=env, check=True
    )


def uvicorn_command(port: int, application: str = "config.asgi:application") -> list[str]:
    return [
        sys.executable,
        "-m",
        "uvicorn",
        application,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "warning",
        "--no-access-log",
        # Open streams end at their next heartbeat: do not wait for them on exit.
        "--timeout-graceful-shutdown",
        "1",
    ]


def gunicorn_wsgi_command(port: int, threads: int, *options: str) -> list[str]:
    """``gunicorn config.wsgi`` with one worker of ``threads`` threads and ``options``, as
    docs/serving.md runs WSGI (gunicorn.conf.py is read: the servers run from the project
    root)."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "config.wsgi",
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        "1",
        "--threads",
        str(threads),
        *options,
    ]


@contextmanager
def server_process(
    command: list[str], env: dict[str, str], port: int, log: Path | None = None
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """Runs ``command`` (a server listening on ``port``), yields its base URL and process
    once it answers, stops it on exit; its output goes to ``log`` when given."""
    output = open(log, "ab") if log is not None else None  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        command, cwd=PROJECT, env=env, stdout=output, stderr=subprocess.STDOUT if output else None
    )
    base = f"http://127.0.0.1:{port}"
    try:
        # Generous: under `nice -n 19` on a busy 2-core machine Django's start alone takes 30 s.
        deadline = time.monotonic() + 90
        while True:
            try:
                if httpx.get(f"{base}/api/games/", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if process.poll() is not None:
                said = f":\n{Path(log).read_text()}" if log is not None else ""
                raise RuntimeError(f"the server on port {port} exited ({process.returncode}){said}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"the server on port {port} did not answer within 90 s")
            time.sleep(0.1)
        yield base, process
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
        if output is not None:
            output.close()


@contextmanager
def asgi_server(env: dict[str, str], port: int | None = None) -> Iterator[str]:
    """``uvicorn config.asgi:application``, as the README runs it, on ``port`` (default: a
    free one of ``PORTS``); yields its base URL once it answers, stops it on exit.

    Tests and benchmarks (``benchmarks.push``) start their servers here.
    """
    port = free_port() if port is None else port
    with server_process(uvicorn_command(port), env, port) as (base, _):
        yield base


@contextmanager
def embedded_server(data_dir: Path) -> Iterator[str]:
    """A server on the embedded default (SQLite files in ``data_dir``, no Redis), beating
    every 0.2 s on idle streams; yields its base URL. The stream tests' module servers."""
    env = server_env(
        TABULA_DATA_DIR=str(data_dir),
        DATABASE_URL=None,
        TABULA_NOTIFY_URL=None,
        TABULA_STREAM_HEARTBEAT_SECONDS="0.2",
    )
    migrate(env)
    with asgi_server(env) as base:
        yield base


def postgres_server_env() -> dict[str, str]:
    """The environment of a server on this test's PostgreSQL database (pytest-django's):
    tests start two such servers to see news cross between them (LISTEN/NOTIFY)."""
    from django.db import connection

    settings = connection.settings_dict
    url = (
        f"postgres://{settings['USER']}@{settings['HOST'] or '127.0.0.1'}:"
        f"{settings['PORT'] or 5432}/{settings['NAME']}"
    )
    env = server_env(DATABASE_URL=url, TABULA_EVENTS_DBNAME=None, TABULA_NOTIFY_URL=None)
    if settings.get("PASSWORD"):
        env["PGPASSWORD"] = settings["PASSWORD"]
    return env


class Api:
    """A registered user (or an anonymous caller) of one server."""

    _names = iter(range(10**9))

    def __init__(self, base: str, prefix: str | None = None) -> None:
        self.base = base
        self.headers: dict[str, str] = {}
        self.username: str | None = None
        if prefix is not None:
            # Here, not at the top: the benchmarks import this module without Django set up.
            from tests import accounts

            self.username = f"{prefix}{os.getpid()}x{next(self._names)}x{time.monotonic_ns()}"
            token = accounts.register(self._post_json, self.username)
            self.headers["Authorization"] = f"Token {token}"

    def get(self, path: str, **params: Any) -> httpx.Response:
        return httpx.get(self.base + path, params=params, headers=self.headers, timeout=30)

    def post(self, path: str, body: dict[str, Any]) -> httpx.Response:
        return httpx.post(self.base + path, json=body, headers=self.headers, timeout=30)

    def _post_json(self, path: str, body: dict[str, Any]) -> tuple[int, Any]:
        answer = self.post(path, body)
        return answer.status_code, answer.json() if answer.content else None

    def stream(self, match_id: str, last_event_id: int | None = None, **params: Any) -> SSE:
        return self.events(f"/api/matches/{match_id}/stream/", last_event_id, params)

    def lobby_stream(self, last_event_id: int | None = None, **params: Any) -> SSE:
        return self.events("/api/lobby/stream/", last_event_id, params)

    def events(self, path: str, last_event_id: int | None, params: dict[str, Any]) -> SSE:
        """Opens the Server-Sent Events stream at ``path``, resuming after ``last_event_id``."""
        headers = dict(self.headers)
        if last_event_id is not None:
            headers["Last-Event-ID"] = str(last_event_id)
        return SSE(self.base + path, headers, params)


class SSE:
    """Reads a Server-Sent Events stream in a thread; ``next_entry`` hands out its messages."""

    def __init__(self, url: str, headers: dict[str, str], params: dict[str, Any]) -> None:
        self.messages: queue.Queue[dict[str, Any]] = queue.Queue()
        #: The ``state`` messages (the reader's summary and view after each batch), apart.
        self.states: queue.Queue[dict[str, Any]] = queue.Queue()
        #: The table chat's messages (``event: chat``, no ``id``: not a version of the match).
        self.chats: queue.Queue[dict[str, Any]] = queue.Queue()
        self.comments: list[str] = []
        self.status: int | None = None
        #: The id of the last message taken (the version the reader has seen).
        self.last_id = 0
        #: The last ``id:`` field read, with or without data (what a browser would resume from).
        self.stream_id: int | None = None
        self.content_type = ""
        self._opened = threading.Event()
        self._closing = threading.Event()
        self._client = httpx.Client(timeout=httpx.Timeout(30, read=None))
        self._thread = threading.Thread(target=self._read, args=(url, headers, params), daemon=True)
        self._thread.start()
        assert self._opened.wait(30), "the stream did not open"

    def _read(self, url: str, headers: dict[str, str], params: dict[str, Any]) -> None:
        try:
            with self._client.stream("GET", url, headers=headers, params=params) as answer:
                self.status = answer.status_code
                self.content_type = answer.headers.get("content-type", "")
                self._opened.set()
                if answer.status_code != 200:
                    answer.read()
                    self.messages.put({"error": answer.json()})
                    return
                fields: dict[str, str] = {}
                for line in answer.iter_lines():
                    if line == "":
                        if "id" in fields:
                            self.stream_id = int(fields["id"])
                        if "data" in fields and "id" not in fields:
                            self.chats.put(json.loads(fields["data"]))
                        elif "data" in fields:  # not a bare "retry:" block
                            into = self.states if fields["event"] == "state" else self.messages
                            into.put(
                                {
                                    "id": int(fields["id"]),
                                    "event": fields["event"],
                                    "received": time.perf_counter(),
                                    "entry": json.loads(fields["data"]),
                                }
                            )
                        fields = {}
                    elif line.startswith(":"):
                        self.comments.append(line)
                    else:
                        name, _, value = line.partition(":")
                        fields[name] = value.removeprefix(" ")
        except httpx.HTTPError:
            if not self._closing.is_set():
                raise
        finally:
            self._opened.set()

    def state_at(self, version: int, timeout: float = 15) -> dict[str, Any]:
        """The first ``state`` message at ``version`` or later (earlier ones are dropped)."""
        deadline = time.monotonic() + timeout
        while True:
            state = self.states.get(timeout=max(0.1, deadline - time.monotonic()))
            if state["id"] >= version:
                return state

    def next_message(self, timeout: float = 15) -> dict[str, Any]:
        message = self.messages.get(timeout=timeout)
        self.last_id = message.get("id", self.last_id)
        return message

    def entries_until(self, version: int, timeout: float = 30) -> list[dict[str, Any]]:
        """The messages not yet taken, up to and including ``version``."""
        if self.last_id >= version:
            return []
        return self.messages_until(lambda _: self.last_id >= version, timeout)

    def messages_until(
        self, done: Callable[[dict[str, Any]], bool], timeout: float = 15
    ) -> list[dict[str, Any]]:
        """The messages not yet taken, up to and including the first for which ``done`` is
        true (``queue.Empty`` when none comes within ``timeout`` seconds)."""
        got: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while not got or not done(got[-1]):
            got.append(self.next_message(max(0.1, deadline - time.monotonic())))
        return got

    def close(self) -> None:
        self._closing.set()
        self._client.close()
        self._thread.join(10)

    def __enter__(self) -> SSE:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Crowd:
    """Many Server-Sent Events streams read by one asyncio loop in one thread: hundreds of
    listeners without hundreds of threads. Records, per stream, each message's id and the
    time it arrived."""

    def __init__(self, streams: list[tuple[str, dict[str, str]]]) -> None:
        #: Per stream: [(event, id, perf_counter at arrival)], in the order they came.
        self.received: list[list[tuple[str, int, float]]] = [[] for _ in streams]
        self.status: list[int | None] = [None] * len(streams)
        self.errors: list[str] = []
        self._loop = asyncio.new_event_loop()
        self._opened = threading.Semaphore(0)
        self._tasks: list[asyncio.Task[None]] = []
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(60, read=None),
            limits=httpx.Limits(max_connections=None, max_keepalive_connections=0),
        )
        for index, (url, headers) in enumerate(streams):
            asyncio.run_coroutine_threadsafe(self._start(index, url, headers), self._loop)
        for _ in streams:
            assert self._opened.acquire(timeout=120), "a stream did not open"

    async def _start(self, index: int, url: str, headers: dict[str, str]) -> None:
        self._tasks.append(asyncio.current_task())  # type: ignore[arg-type]
        try:
            async with self._client.stream("GET", url, headers=headers) as answer:
                self.status[index] = answer.status_code
                self._opened.release()
                if answer.status_code != 200:
                    return
                fields: dict[str, str] = {}
                async for line in answer.aiter_lines():
                    if line == "":
                        if "data" in fields and "id" in fields:  # not a chat message
                            self.received[index].append(
                                (fields["event"], int(fields["id"]), time.perf_counter())
                            )
                        fields = {}
                    elif not line.startswith(":"):
                        name, _, value = line.partition(":")
                        fields[name] = value.removeprefix(" ")
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - reported by the test
            self.errors.append(f"stream {index}: {error!r}")
        finally:
            if self.status[index] is None:
                self._opened.release()

    def entry_ids(self, index: int) -> list[int]:
        return [id_ for event, id_, _ in list(self.received[index]) if event == "entry"]

    def all_reached(self, version: int, timeout: float) -> bool:
        """Whether every stream got an entry at ``version`` or later within ``timeout`` s."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if all((ids := self.entry_ids(i)) and ids[-1] >= version for i in range(len(self))):
                return True
            time.sleep(0.05)
        return False

    def arrivals(self, version: int, event: str = "entry") -> list[float]:
        """When each stream received its message of ``event`` at ``version``."""
        return [
            at
            for stream in self.received
            for kind, id_, at in list(stream)
            if kind == event and id_ == version
        ]

    def __len__(self) -> int:
        return len(self.received)

    def close(self) -> None:
        async def stop() -> None:
            for task in self._tasks:
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)
            await self._client.aclose()

        asyncio.run_coroutine_threadsafe(stop(), self._loop).result(30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def __enter__(self) -> Crowd:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
