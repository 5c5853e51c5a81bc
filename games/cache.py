"""An aggregate cache bounded by memory as well as by count.

eventsourcing's ``LRUCache`` bounds the number of cached aggregates only; a
match's state grows as it is played, so a count bound alone lets a long-lived
server process grow with the size of its matches. This cache is the shared
:class:`games.engine.bounded.BoundedLRU` behind eventsourcing's ``Cache``
interface. The estimate is cheap: the JSON length of the state times the
measured ratio of Python objects to JSON, recomputed when the match has moved
``RESIZE_EVERY`` versions since.
"""

from __future__ import annotations

from typing import Any

from eventsourcing.application import Cache

from games.engine.bounded import BoundedLRU, json_size

#: Bytes of an aggregate besides its state (seats, options, eventsourcing's fields).
AGGREGATE_OVERHEAD = 4096
RESIZE_EVERY = 20


def estimated_size(aggregate: Any) -> int:
    return json_size(getattr(aggregate, "state", None), overhead=AGGREGATE_OVERHEAD)


class SizeBoundedLRUCache(Cache[Any, Any]):
    """Least recently used first out, once over ``max_items`` or ``max_bytes``.

    Deliberately no ``__len__``: eventsourcing tests the cache's truth value to
    decide whether caching is on.
    """

    def __init__(self, max_items: int, max_bytes: int) -> None:
        super().__init__()
        # key -> [aggregate, version when its size was estimated]
        self._entries: BoundedLRU[Any, list[Any]] = BoundedLRU(
            max_items, max_bytes, lambda entry: estimated_size(entry[0])
        )

    def get(self, key: Any, *, evict: bool = False) -> Any:
        if evict:
            return self._entries.pop(key)[0]  # KeyError: a miss, as eventsourcing expects
        entry = self._entries[key]
        aggregate = entry[0]
        version = getattr(aggregate, "version", 0)
        if version - entry[1] >= RESIZE_EVERY:
            entry[1] = version
            self._entries.put(key, entry)  # measured again; may push older matches out
        return aggregate

    def put(self, key: Any, value: Any) -> Any:
        if value is not None:
            self._entries.put(key, [value, getattr(value, "version", 0)])
        return None

    def stats(self) -> dict[str, int]:
        return self._entries.stats()
