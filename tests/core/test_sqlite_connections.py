"""The embedded default keeps a request's SQLite connection for the next request
(matches.sqlite_backend.IdleConnections): under ASGI each request runs in a new thread."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from matches.sqlite_backend import base
from matches.sqlite_backend.base import DatabaseWrapper, IdleConnections
from tests.core.test_sqlite_writers import database


@pytest.fixture
def idle(monkeypatch, django_db_blocker) -> Iterator[IdleConnections]:
    """A pool of its own, and file databases of their own (the test database is in memory)."""
    kept = IdleConnections()
    monkeypatch.setattr(base, "IDLE", kept)
    with django_db_blocker.unblock():
        yield kept


def opened(settings: dict, name: str) -> DatabaseWrapper:
    db = DatabaseWrapper(settings, alias=name)
    db.ensure_connection()
    return db


def in_a_new_thread(function):
    result = []
    thread = threading.Thread(target=lambda: result.append(function()))
    thread.start()
    thread.join()
    return result[0]


def test_the_next_request_in_another_thread_gets_the_connection_back(tmp_path, idle):
    settings = database(tmp_path / "kept.sqlite3", busy_timeout=1)
    first = opened(settings, "first")
    raw = first.connection
    first.close()

    def next_request():
        second = opened(settings, "second")
        try:
            with second.cursor() as cursor:
                cursor.execute("SELECT 1")
                assert cursor.fetchone() == (1,)
            return second.connection
        finally:
            second.close()

    assert in_a_new_thread(next_request) is raw


def test_a_connection_closed_in_a_transaction_is_not_kept(tmp_path, idle):
    settings = database(tmp_path / "busy.sqlite3", busy_timeout=1)
    db = opened(settings, "busy")
    db._start_transaction_under_autocommit()
    with db.cursor() as cursor:
        cursor.execute("CREATE TABLE t (x INTEGER)")
    raw = db.connection
    db.close()
    assert idle.take(str(settings["NAME"])) is None
    with pytest.raises(Exception, match="closed"):
        raw.execute("SELECT 1")


def test_at_most_a_few_connections_are_kept_per_file(tmp_path, idle):
    settings = database(tmp_path / "many.sqlite3", busy_timeout=1)
    many = [opened(settings, f"db{number}") for number in range(IdleConnections.KEPT + 3)]
    for db in many:
        db.close()
    taken = [idle.take(str(settings["NAME"])) for _ in range(IdleConnections.KEPT + 3)]
    assert sum(connection is not None for connection in taken) == IdleConnections.KEPT


def test_a_forked_child_does_not_reuse_its_parents_connections(tmp_path, idle):
    settings = database(tmp_path / "forked.sqlite3", busy_timeout=1)
    db = opened(settings, "parent")
    db.close()
    idle._pid = -1  # as a child sees the parent's pool after a fork
    assert idle.take(str(settings["NAME"])) is None
