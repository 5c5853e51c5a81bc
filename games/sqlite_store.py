"""The embedded event store: ``eventsourcing.sqlite`` with WAL and synchronous=NORMAL.

eventsourcing's SQLite module puts the file in WAL mode but keeps SQLite's
default ``synchronous=FULL``, which waits for the disk on every commit (about
10 ms per saved action on our machines). In WAL mode ``NORMAL`` is still safe
against corruption and against the process crashing; only a power cut can
lose the last commits. That is the right trade for the embedded default;
PostgreSQL is the store for deployments that must survive power loss.
"""

from __future__ import annotations

from eventsourcing.sqlite import SQLiteConnection, SQLiteConnectionPool, SQLiteFactory


class NormalSyncConnectionPool(SQLiteConnectionPool):
    def _create_connection(self) -> SQLiteConnection:
        connection = super()._create_connection()
        connection._sqlite_conn.execute("PRAGMA synchronous=NORMAL;")
        return connection


class Factory(SQLiteFactory):
    def __init__(self, env) -> None:  # type: ignore[no-untyped-def]
        super().__init__(env)
        pool = self.datastore.pool
        pool.__class__ = NormalSyncConnectionPool
        # Connections made before the class change keep FULL: set it on them too.
        for connection in list(getattr(pool, "_pool", [])):
            connection._sqlite_conn.execute("PRAGMA synchronous=NORMAL;")
