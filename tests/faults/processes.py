"""Real processes for the fault tests: a server, Celery workers, a private redis-server.

Everything listens on 127.0.0.1 only and is killed by the test that started it
(SIGKILL to its process group, so no child outlives it).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from matches.storage import PROJECT_DIR
from tests import accounts
from tests.api import live
from tests.ports import share_of

BIN = Path(sys.executable).parent
#: Ports of this suite (the project's loopback range for tests; TABULA_FAULTS_PORT_BASE moves
#: it, so suites run side by side on a shared machine stay apart).
_PORT_BASE = int(os.environ.get("TABULA_FAULTS_PORT_BASE") or 8340)
PORTS = share_of(range(_PORT_BASE, _PORT_BASE + 20))
REDIS_PORTS = share_of(range(6391, 6399))


def free_port(candidates: range = PORTS) -> int:
    """A free port of this suite's (``tests.api.live.free_port``)."""
    return live.free_port(candidates)


def wait_for(
    condition: Callable[[], Any], timeout: float, what: str, interval: float = 0.05
) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


def port_open(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.2)
        return sock.connect_ex(("127.0.0.1", port)) == 0


class Process:
    """A child process in its own process group; ``kill()`` is SIGKILL to the group."""

    def __init__(self, args: list[str], env: dict[str, str], log: Path) -> None:
        self.log_path = log
        self._log = open(log, "ab")  # noqa: SIM115 - closed in kill()
        self.popen = subprocess.Popen(
            args,
            env=env,
            cwd=PROJECT_DIR,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    @property
    def pid(self) -> int:
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen.poll() is None

    def kill(self) -> None:
        if self.alive():
            try:
                os.killpg(self.popen.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.popen.wait(timeout=10)
        self._log.close()

    def output(self) -> str:
        return self.log_path.read_text(errors="replace")


def base_env(data_dir: Path, **extra: str) -> dict[str, str]:
    """The environment of a Tabula process: embedded default in ``data_dir`` unless overridden."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("TABULA_", "CELERY_", "DJANGO_", "PYTEST")) and key != "DATABASE_URL"
    }
    env.update({"TABULA_DATA_DIR": str(data_dir), "PYTHONUNBUFFERED": "1"})
    env.update(extra)
    return env


def migrate(env: dict[str, str]) -> None:
    subprocess.run(
        [str(BIN / "python"), "manage.py", "migrate", "-v", "0"],
        env=env,
        cwd=PROJECT_DIR,
        check=True,
        timeout=120,
    )


def start_server(env: dict[str, str], port: int, log: Path, threads: int = 8) -> Process:
    """gunicorn serving config.wsgi (which starts the in-process bot worker)."""
    server = Process(live.gunicorn_wsgi_command(port, threads, "--timeout", "60"), env, log)
    wait_for(lambda: answers(port) or not server.alive(), 30, "the server to answer")
    assert server.alive(), server.output()
    return server


def answers(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games/", timeout=5) as answer:
            return answer.status == 200
    except (OSError, urllib.error.URLError):
        return False


def start_celery_worker(env: dict[str, str], log: Path) -> Process:
    worker = Process(
        [
            str(BIN / "celery"),
            "-A",
            "config",
            "worker",
            "--pool",
            "solo",
            "--loglevel",
            "INFO",
            "--without-gossip",
            "--without-mingle",
            "--without-heartbeat",
        ],
        env,
        log,
    )
    wait_for(lambda: "ready" in worker.output() or not worker.alive(), 30, "celery to be ready")
    assert worker.alive(), worker.output()
    return worker


def start_redis(port: int, directory: Path) -> Process:
    redis = shutil.which("redis-server")
    assert redis, "redis-server is not installed"
    process = Process(
        [
            redis,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(directory),
        ],
        dict(os.environ),
        directory / f"redis-{port}.log",
    )
    wait_for(lambda: port_open(port), 10, "redis-server to listen")
    return process


class Client:
    """A JSON HTTP client of one server, optionally authenticated."""

    def __init__(self, base: str, token: str | None = None) -> None:
        self.base = base
        self.token = token

    def call(
        self,
        method: str,
        path: str,
        body: dict | None = None,
        headers: dict[str, str] | None = None,
        timeout: float = 30,
    ) -> tuple[int, Any, dict[str, str]]:
        all_headers = {"Content-Type": "application/json", **(headers or {})}
        if self.token:
            all_headers["Authorization"] = f"Token {self.token}"
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            self.base + path, data=data, headers=all_headers, method=method
        )
        try:
            with urllib.request.urlopen(request, timeout=timeout) as answer:
                return answer.status, json.loads(answer.read()), dict(answer.headers)
        except urllib.error.HTTPError as error:
            raw = error.read()
            try:
                return error.code, json.loads(raw), dict(error.headers)
            except ValueError:
                return error.code, raw.decode(errors="replace"), dict(error.headers)

    def get(self, path: str) -> Any:
        status, body, _ = self.call("GET", path)
        assert status == 200, (path, status, body)
        return body

    def register(self, username: str) -> Client:
        token = accounts.register(lambda path, body: self.call("POST", path, body)[:2], username)
        return Client(self.base, token)
