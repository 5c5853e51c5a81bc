"""Where the sweeps find their candidates: an index of the matches, kept above this layer.

The sweeps (overdue bot turns, clocks run out, abandoned matches) must not read every match
from the event store to find the few that are due: a read model holds what they ask for,
indexed (``projections`` keeps the lobby's). That layer is above this one, so it offers
itself here when the process starts (``config.wiring``); the match application never
imports it. Every candidate is checked against the event store before anything is done.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Protocol
from uuid import UUID

from matches.service import MatchService

#: (match id, version the index holds it at).
Candidate = tuple[UUID, int]


class MatchIndex(Protocol):
    def catch_up(self, service: MatchService) -> int:
        """Bring the index up to date with the event store; return how many events it read."""
        ...

    def deferred(self) -> AbstractContextManager[None]:
        """Within this block, commands leave the index behind; call ``catch_up`` after it."""
        ...

    def bot_turns_waiting(self, updated_before: datetime) -> Iterable[UUID]:
        """Running matches untouched since ``updated_before`` where a bot seat is to act."""
        ...

    def clocks_run_out(self, moment: datetime) -> Iterable[Candidate]:
        """Matches whose earliest running clock runs out at ``moment`` or before."""
        ...

    def idle(self, updated_before: datetime) -> Iterable[Candidate]:
        """Open or running matches untouched since ``updated_before``."""
        ...


_index: MatchIndex | None = None


def register_match_index(index: MatchIndex) -> None:
    global _index
    _index = index


def match_index() -> MatchIndex:
    if _index is None:
        raise RuntimeError("no match index is registered (config.wiring registers one)")
    return _index
