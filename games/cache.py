"""An aggregate cache bounded by memory as well as by count.

eventsourcing's ``LRUCache`` bounds the number of cached aggregates only; a
match's state grows as it is played, so a count bound alone lets a long-lived
server process grow with the size of its matches. This cache also keeps the
estimated memory of what it holds under a budget, evicting the least recently
used matches first. The estimate is cheap: the JSON length of the state times
the measured ratio of Python objects to JSON (about 6 for every game here),
recomputed when the match has moved ``RESIZE_EVERY`` versions since.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from typing import Any

from eventsourcing.application import Cache

#: Resident bytes per byte of JSON, measured with tracemalloc on the four games' states.
PYTHON_OVER_JSON = 6
#: Bytes of an aggregate besides its state (seats, options, eventsourcing's fields).
AGGREGATE_OVERHEAD = 4096
RESIZE_EVERY = 20


def estimated_size(aggregate: Any) -> int:
    state = getattr(aggregate, "state", None)
    try:
        payload = len(json.dumps(state, separators=(",", ":")))
    except (TypeError, ValueError):
        payload = 64 * 1024  # not JSON: assume a large state rather than a small one
    return AGGREGATE_OVERHEAD + PYTHON_OVER_JSON * payload


class SizeBoundedLRUCache(Cache[Any, Any]):
    """Least recently used first out, once over ``max_items`` or ``max_bytes``.

    Deliberately no ``__len__``: eventsourcing tests the cache's truth value to
    decide whether caching is on.
    """

    def __init__(self, max_items: int, max_bytes: int) -> None:
        super().__init__()
        self.max_items = max_items
        self.max_bytes = max_bytes
        self.total_bytes = 0
        # key -> [aggregate, estimated bytes, version when estimated]
        self._entries: OrderedDict[Any, list[Any]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Any, *, evict: bool = False) -> Any:
        with self._lock:
            entry = self._entries[key]  # KeyError: a miss, as eventsourcing expects
            if evict:
                del self._entries[key]
                self.total_bytes -= entry[1]
                return entry[0]
            self._entries.move_to_end(key)
            aggregate = entry[0]
            version = getattr(aggregate, "version", 0)
            if version - entry[2] >= RESIZE_EVERY:
                size = estimated_size(aggregate)
                self.total_bytes += size - entry[1]
                entry[1], entry[2] = size, version
                self._shrink(keep=key)
            return aggregate

    def put(self, key: Any, value: Any) -> Any:
        if value is None:
            return None
        size = estimated_size(value)
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self.total_bytes -= old[1]
            self._entries[key] = [value, size, getattr(value, "version", 0)]
            self.total_bytes += size
            self._shrink(keep=key)
        return None

    def _shrink(self, keep: Any) -> None:
        while (len(self._entries) > self.max_items or self.total_bytes > self.max_bytes) and len(
            self._entries
        ) > 1:
            oldest = next(iter(self._entries))
            if oldest == keep:
                break
            self.total_bytes -= self._entries.pop(oldest)[1]

    def stats(self) -> dict[str, int]:
        with self._lock:
            return {"items": len(self._entries), "bytes": self.total_bytes}
