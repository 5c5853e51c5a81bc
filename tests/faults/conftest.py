"""Fixtures of the fault tests: real processes on loopback, killed by the tests."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.faults.processes import (
    REDIS_PORTS,
    Client,
    Process,
    base_env,
    free_port,
    migrate,
    start_celery_worker,
    start_redis,
    start_server,
)

#: A bot that thinks long enough to be killed mid-thought, and a sweep quick enough for a test.
SLOW_BOT = {
    "TABULA_BOT_SETTINGS": '{"mcts": {"seconds": 4, "iterations": null}}',
    "TABULA_BOT_MAX_THINK_SECONDS": "4",
    "TABULA_BOT_SWEEP_SECONDS": "1",
    "TABULA_BOT_SWEEP_GRACE": "6",
}


@pytest.fixture
def processes() -> Iterator[list[Process]]:
    """Every process a test starts goes in here and is SIGKILLed at the end."""
    started: list[Process] = []
    yield started
    for process in started:
        process.kill()


@pytest.fixture
def embedded_server(tmp_path, processes):
    """start() -> (server process, client): gunicorn on the embedded default in tmp_path."""
    port = free_port()
    env = base_env(tmp_path, **SLOW_BOT)
    migrate(env)

    def start(**extra: str) -> tuple[Process, Client]:
        server = start_server({**env, **extra}, port, tmp_path / "server.log")
        processes.append(server)
        return server, Client(f"http://127.0.0.1:{port}")

    return start


def stored_events(data_dir: Path, match_id: str) -> list[tuple[int, str, bytes]]:
    """(version, topic, state) of a match, read from the embedded event store itself."""
    with sqlite3.connect(data_dir / "events.sqlite3") as db:
        return db.execute(
            "SELECT originator_version, topic, state FROM stored_events "
            "WHERE originator_id = ? ORDER BY originator_version",
            (match_id.replace("-", ""),),
        ).fetchall()


requires_redis_server = pytest.mark.skipif(
    shutil.which("redis-server") is None, reason="redis-server is not installed"
)


class CeleryStack:
    """A private redis-server, a gunicorn server publishing bot turns, Celery workers."""

    def __init__(self, tmp_path: Path, processes: list[Process], **extra: str) -> None:
        self.tmp_path = tmp_path
        self.processes = processes
        self.redis_port = free_port(REDIS_PORTS)
        self.env = base_env(
            tmp_path, CELERY_BROKER_URL=f"redis://127.0.0.1:{self.redis_port}/0", **extra
        )
        migrate(self.env)
        self.port = free_port()
        self.redis: Process | None = None
        self.workers = 0

    def start_redis(self) -> Process:
        self.redis = start_redis(self.redis_port, self.tmp_path)
        self.processes.append(self.redis)
        return self.redis

    def start_server(self) -> Client:
        server = start_server(self.env, self.port, self.tmp_path / "server.log")
        self.processes.append(server)
        return Client(f"http://127.0.0.1:{self.port}")

    def start_worker(self) -> Process:
        self.workers += 1
        worker = start_celery_worker(self.env, self.tmp_path / f"celery-{self.workers}.log")
        self.processes.append(worker)
        return worker


@pytest.fixture
def celery_stack(tmp_path, processes):
    """start(**env) -> CeleryStack (nothing running yet)."""
    return lambda **extra: CeleryStack(tmp_path, processes, **extra)
