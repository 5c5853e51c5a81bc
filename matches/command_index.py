"""The event store's index of recorded commands: command id -> (match, version).

A command sent under an Idempotency-Key records the key's command id on its events
(``api.idempotency``). When the request dies after storing the command, its retry must
tell whether the command was stored; without an index that means reading the match's
whole stream. So the store keeps one more table, ``<events table>_commands`` next to the
events table (``stored_commands`` in SQLite, ``tabula_commands`` in PostgreSQL), whose
rows are inserted in the same transaction as the events that carry the ids: a command is
in the index exactly when its events are in the store.

Bot moves are not indexed: their command ids are derived from the match's version, which
already names the move, and nothing looks them up.

The table is created with the event store's tables (``manage.py migrate``); created in a
store that already holds events, it is filled from them (``index_recorded_commands``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple, Protocol
from uuid import UUID

#: The prefix of the command ids of bot moves (``matches.tasks``), which are not indexed.
BOT_COMMAND_PREFIX = "bot:"
#: The keyword argument of ``insert_events`` that carries a save's commands.
COMMANDS_KWARG = "commands"


class CommandPosition(NamedTuple):
    """Where a command was recorded: its match and the version of its first event."""

    match_id: UUID
    version: int


class CommandIndex(Protocol):
    """What the event store's application recorder offers (matches.sqlite_store, postgres_store)."""

    #: Whether ``create_table`` has just created the index (then it must be filled).
    created_command_index: bool

    def command_position(self, command_id: str) -> CommandPosition | None: ...

    def index_commands(self, commands: dict[str, CommandPosition]) -> None: ...


def commands_of(events: Iterable[Any]) -> dict[str, CommandPosition]:
    """The indexed commands among ``events`` (one command's first event, if it stored several)."""
    commands: dict[str, CommandPosition] = {}
    for event in events:
        command_id = getattr(event, "command_id", None)
        if command_id is None or command_id.startswith(BOT_COMMAND_PREFIX):
            continue
        commands.setdefault(
            command_id, CommandPosition(event.originator_id, event.originator_version)
        )
    return commands


def commands_table_name(events_table_name: str) -> str:
    return events_table_name.removesuffix("events") + "commands"


def index_recorded_commands(service: Any, batch: int = 500) -> int:
    """Index the commands of every event in the store (a new index in an older store).

    Returns how many commands were indexed. Idempotent: an indexed command is kept.
    """
    recorder = service.recorder
    indexed = 0
    start = 0
    while True:
        notifications = recorder.select_notifications(
            start=start, limit=batch, inclusive_of_start=False
        )
        if not notifications:
            return indexed
        commands = commands_of(map(service.mapper.to_domain_event, notifications))
        if commands:
            recorder.index_commands(commands)
            indexed += len(commands)
        start = notifications[-1].id
