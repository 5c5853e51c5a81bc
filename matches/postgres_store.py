"""The PostgreSQL event store: ``eventsourcing.postgres`` plus the URL's libpq options,
and the index of recorded commands (``matches.command_index``).

eventsourcing's factory only knows host, port, user, password and database name; the query
options of ``DATABASE_URL`` (``sslmode=require``, ``sslrootcert=...``, ``application_name``)
must reach the event store's connections as they reach Django's.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import StoredEvent
from eventsourcing.postgres import (
    PostgresApplicationRecorder,
    PostgresDatastore,
    PostgresFactory,
)
from eventsourcing.utils import Environment, EnvType
from psycopg import Cursor
from psycopg.rows import DictRow
from psycopg.sql import SQL, Identifier

from matches.command_index import COMMANDS_KWARG, CommandPosition, commands_table_name


class CommandIndexingRecorder(PostgresApplicationRecorder):
    """Records the commands of a save (``insert_events(..., commands=...)``) with its events."""

    def __init__(
        self, datastore: PostgresDatastore, *, events_table_name: str = "stored_events"
    ) -> None:
        super().__init__(datastore, events_table_name=events_table_name)
        self.commands_table_name = commands_table_name(events_table_name)
        self.check_identifier_length(self.commands_table_name)
        self.created_command_index = False
        table = Identifier(self.datastore.schema, self.commands_table_name)
        self.sql_create_statements.append(
            SQL(
                "CREATE TABLE IF NOT EXISTS {table} ("
                "command_id text PRIMARY KEY, "
                "originator_id {originator_id_type} NOT NULL, "
                "originator_version bigint NOT NULL)"
            ).format(
                table=table,
                originator_id_type=Identifier(self.datastore.originator_id_type),
            )
        )
        self.insert_commands_statement = SQL(
            "INSERT INTO {table} (command_id, originator_id, originator_version) "
            "SELECT * FROM unnest(%s::text[], %s::{originator_id_type}[], %s::bigint[]) "
            "ON CONFLICT (command_id) DO NOTHING"
        ).format(table=table, originator_id_type=Identifier(self.datastore.originator_id_type))
        self.select_command_statement = SQL(
            "SELECT originator_id, originator_version FROM {table} WHERE command_id = %s"
        ).format(table=table)
        self.command_index_exists_statement = SQL("SELECT to_regclass(%s) AS found")

    def _create_table(self, curs: Cursor[DictRow]) -> None:
        curs.execute(
            self.command_index_exists_statement,
            (f'"{self.datastore.schema}"."{self.commands_table_name}"',),
        )
        row = curs.fetchone()
        self.created_command_index = row is None or row["found"] is None
        super()._create_table(curs)

    def _insert_events(
        self, curs: Cursor[DictRow], stored_events: Sequence[StoredEvent], **kwargs: Any
    ) -> None:
        # Inside the transaction (and pipeline) that inserts the events, as eventsourcing's
        # process recorder inserts its tracking record.
        super()._insert_events(curs, stored_events, **kwargs)
        self._insert_commands(curs, kwargs.get(COMMANDS_KWARG) or {})

    def _insert_commands(self, curs: Cursor[DictRow], commands: dict[str, CommandPosition]) -> None:
        if commands:
            curs.execute(
                self.insert_commands_statement,
                (
                    list(commands),
                    [position.match_id for position in commands.values()],
                    [position.version for position in commands.values()],
                ),
            )

    def index_commands(self, commands: dict[str, CommandPosition]) -> None:
        with self.datastore.transaction(commit=True) as curs:
            self._insert_commands(curs, commands)

    def command_position(self, command_id: str) -> CommandPosition | None:
        with self.datastore.transaction(commit=False) as curs:
            curs.execute(self.select_command_statement, (command_id,), prepare=True)
            row = curs.fetchone()
        if row is None:
            return None
        return CommandPosition(row["originator_id"], row["originator_version"])


class Factory(PostgresFactory):
    CONNECTION_OPTIONS = "POSTGRES_CONNECTION_OPTIONS"
    application_recorder_class = CommandIndexingRecorder

    def __init__(self, env: Environment | EnvType | None) -> None:
        super().__init__(env)
        options = json.loads(self.env.get(self.CONNECTION_OPTIONS) or "{}")
        # The pool is created closed: its first connection already uses these options.
        pool_options = self.datastore.pool.kwargs
        assert isinstance(pool_options, dict)  # the datastore gives the pool a dict of options
        pool_options.update({key: str(value) for key, value in options.items()})
