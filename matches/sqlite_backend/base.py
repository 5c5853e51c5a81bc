"""Django's SQLite backend, whose write transactions of one process queue for each other.

Every transaction of the read models starts with ``BEGIN IMMEDIATE`` (``matches.storage``),
which takes SQLite's write lock or polls for it: SQLite's busy handler sleeps and retries
until the lock timeout, and is not first come, first served. When a hundred players create
their matches at the same moment on the embedded default, some requests lost every retry
and answered ``503`` after the timeout (2 of 200 on a quiet machine, 73 of 200 on a busy
one), while the others wrote in a few milliseconds each.

Here a transaction first takes its process's *write gate* for the database (a lock in
memory, waited for without polling), then begins: the writers of one process take turns,
and SQLite's own lock is left to arbitrate between processes. The gate is held until the
transaction commits, rolls back or its connection closes, and waited for at most
``TABULA_SQLITE_WRITE_QUEUE_TIMEOUT`` (10 s), after which the request answers ``503`` as
before; a lock held by another process still answers ``503`` after the lock timeout (3 s). In-memory databases (the test
suite's) keep SQLite's own locking: their shared cache reports a locked table at once.
"""

from __future__ import annotations

import threading
from typing import Any

from django.db import OperationalError
from django.db.backends.sqlite3 import base

from matches.storage import sqlite_write_queue_timeout

_gates: dict[str, threading.Lock] = {}
_gates_lock = threading.Lock()


def write_gate(database: str) -> threading.Lock:
    """The process's write gate of ``database`` (one per file)."""
    with _gates_lock:
        return _gates.setdefault(database, threading.Lock())


class DatabaseWrapper(base.DatabaseWrapper):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.holds_write_gate = False

    def _write_gate(self) -> threading.Lock | None:
        if self.is_in_memory_db():
            return None
        return write_gate(str(self.settings_dict["NAME"]))

    def _start_transaction_under_autocommit(self) -> None:
        gate = self._write_gate()
        if gate is None:
            super()._start_transaction_under_autocommit()
            return
        if not gate.acquire(timeout=sqlite_write_queue_timeout()):
            raise OperationalError("database is locked (waited for this process's other writers)")
        self.holds_write_gate = True
        try:
            super()._start_transaction_under_autocommit()
        except BaseException:
            self._open_write_gate()
            raise

    def _open_write_gate(self) -> None:
        if self.holds_write_gate:
            self.holds_write_gate = False
            gate = self._write_gate()
            assert gate is not None
            gate.release()

    def _commit(self) -> None:
        try:
            super()._commit()
        finally:
            self._open_write_gate()

    def _rollback(self) -> None:
        try:
            super()._rollback()
        finally:
            self._open_write_gate()

    def _close(self) -> None:
        try:
            super()._close()
        finally:
            self._open_write_gate()
