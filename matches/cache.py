"""The matches a process has seen, each at the newest version it knows, shared read-only.

A cached match is never changed once cached: a reader that finds newer events in the
store applies them to a copy and caches the copy, and a command works on a copy of its
own (``MatchService.get_match``) and caches it once saved. So a view, a 201 or a stream
reads the cached match as it is, without copying it, and no reader can see a match
halfway through a change.

Bounded by memory as well as by count: a match's state grows as it is played, so a
count bound alone lets a long-lived server process grow with the size of its matches.
The estimate is cheap: the JSON length of the state times the measured ratio of Python
objects to JSON, measured again when the match has moved ``RESIZE_EVERY`` versions
since it was last measured.
"""

from __future__ import annotations

import threading
from typing import Any
from uuid import UUID

from games.engine.bounded import BoundedLRU, json_size

#: Bytes of a match besides its state (seats, options, eventsourcing's fields).
AGGREGATE_OVERHEAD = 4096
RESIZE_EVERY = 20


def estimated_size(aggregate: Any) -> int:
    return json_size(getattr(aggregate, "state", None), overhead=AGGREGATE_OVERHEAD)


class MatchSnapshots:
    """Least recently used first out, once over ``max_items`` or ``max_bytes``."""

    def __init__(self, max_items: int, max_bytes: int) -> None:
        # match id -> (match, version when its size was estimated, estimated size)
        self._entries: BoundedLRU[UUID, tuple[Any, int, int]] = BoundedLRU(
            max_items, max_bytes, lambda entry: entry[2]
        )

    def get(self, match_id: UUID) -> Any | None:
        entry = self._entries.get(match_id)
        return entry[0] if entry is not None else None

    def remember(self, match: Any) -> None:
        """Keep ``match`` (from now on read-only) unless a newer version is kept already."""
        entry = self._entries.get(match.id)
        if entry is not None and entry[0].version >= match.version:
            return
        if entry is not None and match.version - entry[1] < RESIZE_EVERY:
            measured, size = entry[1], entry[2]
        else:
            measured, size = match.version, estimated_size(match)
        self._entries.put(match.id, (match, measured, size))

    def forget(self, match_id: UUID) -> None:
        self._entries.pop(match_id, None)

    def stats(self) -> dict[str, int]:
        return self._entries.stats()


class RecentEvents:
    """Per match, the newest stored events this process has seen (at most ``keep``, with no
    gap between them), newest last: a view's takeback offer reads back only a few events
    (``Match.takeback_refusal``), and a stored event never changes, so it need not ask the
    store for events this process saved or read a moment ago.

    Tuples are replaced, never changed: a reader holds a consistent tail without the lock.
    """

    def __init__(self, max_matches: int, keep: int = 32) -> None:
        self.keep = keep
        self._tails: BoundedLRU[UUID, tuple[Any, ...]] = BoundedLRU(
            max_matches, 2**62, lambda tail: 1
        )
        self._lock = threading.Lock()

    def add(self, match_id: UUID, events: list[Any]) -> None:
        """Take ``events`` (stored, oldest first, without gaps) of the match into its tail."""
        if not events:
            return
        with self._lock:
            tail = self._tails.get(match_id) or ()
            newest = tail[-1].originator_version if tail else None
            first = events[0].originator_version
            if newest is not None and first <= newest + 1:
                # Overlapping or right after: keep what is new.
                joined = tail + tuple(e for e in events if e.originator_version > newest)
            else:
                joined = tuple(events)  # a gap (or nothing yet): start again from these
            self._tails.put(match_id, joined[-self.keep :])

    def newest_first(self, match_id: UUID, lte: int) -> list[Any] | None:
        """The tail's events up to version ``lte``, newest first, when it holds ``lte``
        (the rest are older than all of them); None when it does not."""
        tail = self._tails.get(match_id)
        if not tail or not tail[0].originator_version <= lte <= tail[-1].originator_version:
            return None
        return [event for event in reversed(tail) if event.originator_version <= lte]
