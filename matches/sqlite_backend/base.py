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

A connection the request is done with is kept for the process's next one (``IdleConnections``),
not closed: under ASGI every request runs its sync code in a thread of its own, so each one
opened a new connection (about 1.6 ms of CPU: SQLite's open, Django's functions registered,
the pragmas) and closed it, and a thousand spectators opening their streams paid it a thousand
times.
"""

from __future__ import annotations

import os
import sqlite3
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


class IdleConnections:
    """Open connections of this process no request holds, per database file, at most
    ``KEPT`` each; a new request's connection comes from here when one is.

    A connection is kept only outside a transaction, so the next holder finds it as a new one
    (autocommit, no snapshot). After a fork the child forgets the parent's: a SQLite
    connection must not cross one."""

    KEPT = 8

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pid = os.getpid()
        self._idle: dict[str, list[sqlite3.Connection]] = {}

    def take(self, database: str) -> sqlite3.Connection | None:
        with self._lock:
            self._forget_after_fork()
            kept = self._idle.get(database)
            return kept.pop() if kept else None

    def keep(self, database: str, connection: sqlite3.Connection) -> bool:
        """Keep ``connection`` for the next request; False when enough are kept already."""
        with self._lock:
            self._forget_after_fork()
            kept = self._idle.setdefault(database, [])
            if len(kept) >= self.KEPT:
                return False
            kept.append(connection)
            return True

    def _forget_after_fork(self) -> None:
        if self._pid != os.getpid():
            self._pid = os.getpid()
            self._idle = {}


IDLE = IdleConnections()


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

    def get_new_connection(self, conn_params: dict[str, Any]) -> Any:
        if not self.is_in_memory_db():
            kept = IDLE.take(str(self.settings_dict["NAME"]))
            if kept is not None:
                return kept
        return super().get_new_connection(conn_params)

    def _close(self) -> None:
        try:
            if not self._kept_for_next_request():
                super()._close()
        finally:
            self._open_write_gate()

    def _kept_for_next_request(self) -> bool:
        connection = self.connection
        return (
            connection is not None
            and not self.is_in_memory_db()
            and not self.in_atomic_block
            and not self.holds_write_gate
            and not connection.in_transaction
            and IDLE.keep(str(self.settings_dict["NAME"]), connection)
        )
