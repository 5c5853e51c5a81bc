"""Fixtures of the fault tests: real processes on loopback, killed by the tests."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.faults.processes import Client, Process, base_env, free_port, migrate, start_server

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
