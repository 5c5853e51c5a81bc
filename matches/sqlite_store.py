"""The embedded event store: ``eventsourcing.sqlite`` with WAL and synchronous=NORMAL,
and the index of recorded commands (``matches.command_index``).

eventsourcing's SQLite module puts the file in WAL mode but keeps SQLite's
default ``synchronous=FULL``, which waits for the disk on every commit (about
10 ms per saved action on our machines). In WAL mode ``NORMAL`` is still safe
against corruption and against the process crashing; only a power cut can
lose the last commits. That is the right trade for the embedded default;
PostgreSQL is the store for deployments that must survive power loss.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from uuid import UUID

from eventsourcing.persistence import StoredEvent
from eventsourcing.sqlite import (
    SQLiteApplicationRecorder,
    SQLiteConnection,
    SQLiteConnectionPool,
    SQLiteCursor,
    SQLiteDatastore,
    SQLiteFactory,
)
from eventsourcing.utils import Environment, EnvType

from matches.command_index import COMMANDS_KWARG, CommandPosition, commands_table_name


class NormalSyncConnectionPool(SQLiteConnectionPool):
    def _create_connection(self) -> SQLiteConnection:
        connection = super()._create_connection()
        connection._sqlite_conn.execute("PRAGMA synchronous=NORMAL;")
        return connection


class CommandIndexingRecorder(SQLiteApplicationRecorder):
    """Records the commands of a save (``insert_events(..., commands=...)``) with its events."""

    def __init__(self, datastore: SQLiteDatastore, events_table_name: str = "stored_events"):
        self.commands_table_name = commands_table_name(events_table_name)
        self.created_command_index = False
        super().__init__(datastore, events_table_name)
        self.insert_commands_statement = (
            f"INSERT OR IGNORE INTO {self.commands_table_name} VALUES (?,?,?)"
        )

    def construct_create_table_statements(self) -> list[str]:
        return [
            *super().construct_create_table_statements(),
            f"CREATE TABLE IF NOT EXISTS {self.commands_table_name} ("
            "command_id TEXT PRIMARY KEY, originator_id TEXT, originator_version INTEGER)",
        ]

    def _create_table(self, c: SQLiteCursor) -> None:
        c.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name=?",
            (self.commands_table_name,),
        )
        self.created_command_index = c.fetchone() is None
        super()._create_table(c)

    def _insert_events(
        self, c: SQLiteCursor, stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> Sequence[int] | None:
        notification_ids = super()._insert_events(c, stored_events, **kwargs)
        self._insert_commands(c, kwargs.get(COMMANDS_KWARG) or {})
        return notification_ids

    def _insert_commands(self, c: SQLiteCursor, commands: dict[str, CommandPosition]) -> None:
        if commands:
            c.executemany(
                self.insert_commands_statement,
                [
                    (command_id, position.match_id.hex, position.version)
                    for command_id, position in commands.items()
                ],
            )

    def index_commands(self, commands: dict[str, CommandPosition]) -> None:
        with self.datastore.transaction(commit=True) as c:
            self._insert_commands(c, commands)

    def command_position(self, command_id: str) -> CommandPosition | None:
        with self.datastore.transaction(commit=False) as c:
            c.execute(
                f"SELECT originator_id, originator_version FROM {self.commands_table_name} "
                "WHERE command_id=?",
                (command_id,),
            )
            row = c.fetchone()
        if row is None:
            return None
        return CommandPosition(UUID(row["originator_id"]), row["originator_version"])


class SingleStatementReadsDatastore(SQLiteDatastore):
    """Reads without an explicit ``BEGIN`` and ``ROLLBACK``.

    Each of eventsourcing's SQLite reads is one statement (events of a match, a section of
    the log, the newest notification id), which SQLite in autocommit mode runs in a read
    transaction of its own. The explicit pair added two calls per read, and each call lets
    go of Python's GIL: under load a request thread then waited to get it back twice more.
    """

    @contextmanager
    def transaction(self, *, commit: bool) -> Iterator[SQLiteCursor]:
        if commit:
            with super().transaction(commit=True) as cursor:
                yield cursor
            return
        with self.get_connection(commit=False) as connection:
            cursor = connection.cursor()
            with cursor:
                yield cursor


class Factory(SQLiteFactory):
    application_recorder_class = CommandIndexingRecorder

    def __init__(self, env: Environment | EnvType | None) -> None:
        super().__init__(env)
        self.datastore.__class__ = SingleStatementReadsDatastore
        pool = self.datastore.pool
        pool.__class__ = NormalSyncConnectionPool
        # Connections made before the class change keep FULL: set it on them too.
        for connection in list(getattr(pool, "_pool", [])):
            connection._sqlite_conn.execute("PRAGMA synchronous=NORMAL;")
