"""The embedded default's read-model writers of one process take turns (matches.sqlite_backend)."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import OperationalError, connection

from matches.sqlite_backend.base import DatabaseWrapper

WRITERS = 20
HOLD_SECONDS = 0.05


def database(path, busy_timeout: float) -> dict:
    settings = {**connection.settings_dict}
    settings.update(
        ENGINE="matches.sqlite_backend",
        NAME=str(path),
        OPTIONS={"timeout": busy_timeout, "transaction_mode": "IMMEDIATE"},
    )
    return settings


def write_slowly(settings: dict, number: int, wrapper=DatabaseWrapper) -> None:
    """A write transaction that holds SQLite's lock a while, as a busy request does."""
    db = wrapper(settings, alias=f"writer{number}")
    try:
        db.ensure_connection()
        db._start_transaction_under_autocommit()
        with db.cursor() as cursor:
            cursor.execute("INSERT INTO moves (writer) VALUES (%s)", [number])
        time.sleep(HOLD_SECONDS)
        db.commit()
    finally:
        db.close()


def run_writers(settings: dict, wrapper=DatabaseWrapper) -> list[BaseException | None]:
    start = threading.Barrier(WRITERS)

    def writer(number: int) -> BaseException | None:
        start.wait()
        try:
            write_slowly(settings, number, wrapper)
        except OperationalError as error:
            return error
        return None

    with ThreadPoolExecutor(WRITERS) as pool:
        return list(pool.map(writer, range(WRITERS)))


@pytest.fixture
def moves_table(tmp_path, django_db_blocker):
    """A file database of its own (the test database is in memory, which keeps SQLite's locking)."""
    with django_db_blocker.unblock():
        yield create_moves_table(tmp_path)


def create_moves_table(tmp_path) -> dict:
    settings = database(tmp_path / "reads.sqlite3", busy_timeout=0.2)
    db = DatabaseWrapper(settings, alias="setup")
    with db.cursor() as cursor:
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("CREATE TABLE moves (writer integer)")
    db.close()
    return settings


def count_moves(settings: dict) -> int:
    db = DatabaseWrapper(settings, alias="reader")
    try:
        with db.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM moves")
            return cursor.fetchone()[0]
    finally:
        db.close()


def test_a_burst_of_writers_longer_than_the_busy_timeout_all_write(moves_table):
    """20 writers of 50 ms each need 1 s; SQLite's busy timeout is 0.2 s. Each waits its
    turn at the process's gate instead of polling SQLite's lock, and none is refused."""
    assert run_writers(moves_table) == [None] * WRITERS
    assert count_moves(moves_table) == WRITERS


def test_without_the_gate_the_same_burst_is_refused(moves_table):
    """The control: Django's own backend polls SQLite's lock and gives up after 0.2 s."""
    from django.db.backends.sqlite3.base import DatabaseWrapper as PollingWrapper

    refused = [error for error in run_writers(moves_table, PollingWrapper) if error]
    assert refused and all("locked" in str(error) for error in refused)
    assert count_moves(moves_table) == WRITERS - len(refused)


def test_a_lock_held_by_another_process_still_refuses_within_the_busy_timeout(moves_table):
    import sqlite3

    other = sqlite3.connect(moves_table["NAME"], isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        began = time.monotonic()
        with pytest.raises(OperationalError, match="locked"):
            write_slowly(moves_table, 0)
        assert time.monotonic() - began < 2
    finally:
        other.rollback()
        other.close()
    write_slowly(moves_table, 1)  # the gate was given back
    assert count_moves(moves_table) == 1
