"""A least-recently-used map bounded by estimated memory as well as by count.

Every per-process cache that grows with the matches a process has seen is one
of these (the aggregate cache, the view cache, Great Zimbabwe's board caches),
so a long-lived server process levels off however many or however large its
matches are: a count bound alone lets the memory grow with the size of what is
cached. Pure Python, so rules engines may use it.

Sizes are estimates from a caller-given ``size_of`` (cheap rules of thumb such
as "JSON length times 6", measured once with tracemalloc), not exact figures:
the budget bounds the growth, it is not an accounting of every byte.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

#: Resident bytes per byte of compact JSON, measured with tracemalloc on the four games' states.
PYTHON_OVER_JSON = 6
_MISSING: Any = object()


def json_size(value: Any, overhead: int = 256) -> int:
    """The estimated resident size of a JSON-like value: its compact JSON length times 6."""
    try:
        payload = len(json.dumps(value, separators=(",", ":"), default=str))
    except (TypeError, ValueError):
        payload = 64 * 1024  # not JSON: assume a large value rather than a small one
    return overhead + PYTHON_OVER_JSON * payload


def megabytes(value: str | float | None, default: float) -> int:
    """Bytes from a number of megabytes as an environment variable spells it."""
    return int(float(value if value not in (None, "") else default) * 2**20)


class BoundedLRU(Generic[K, V]):
    """Least recently used first out, once over ``max_items`` or ``max_bytes``.

    The entry just stored always stays, even alone over the budget, so a caller
    reads back what it put. Thread-safe. Deliberately no ``__len__``: wrappers
    such as the aggregate cache are tested for truth by eventsourcing.
    """

    def __init__(self, max_items: int, max_bytes: int, size_of: Callable[[V], int]) -> None:
        self.max_items = max_items
        self.max_bytes = max_bytes
        self.size_of = size_of
        self.total_bytes = 0
        self._entries: OrderedDict[K, tuple[V, int]] = OrderedDict()  # key -> (value, bytes)
        self._lock = threading.Lock()

    def get(self, key: K, default: Any = None) -> V | Any:
        """The value (now the most recently used), or ``default`` on a miss."""
        # Without the lock: rules engines ask this in their inner loops, and each
        # OrderedDict call is atomic (a concurrent eviction makes move_to_end miss).
        entry = self._entries.get(key, _MISSING)
        if entry is _MISSING:
            return default
        try:
            self._entries.move_to_end(key)
        except KeyError:
            pass  # evicted meanwhile: the value is still the right answer
        return entry[0]

    def __getitem__(self, key: K) -> V:
        value = self.get(key, _MISSING)
        if value is _MISSING:
            raise KeyError(key)
        return value

    def __contains__(self, key: object) -> bool:
        with self._lock:
            return key in self._entries

    def put(self, key: K, value: V) -> None:
        """Store (or replace, measuring it again) ``value``; evict the oldest while over."""
        size = self.size_of(value)
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self.total_bytes -= old[1]
            self._entries[key] = (value, size)
            self.total_bytes += size
            while (
                len(self._entries) > self.max_items or self.total_bytes > self.max_bytes
            ) and len(self._entries) > 1:
                self.total_bytes -= self._entries.popitem(last=False)[1][1]

    def pop(self, key: K, default: Any = _MISSING) -> V | Any:
        with self._lock:
            entry = self._entries.pop(key, None)
            if entry is None:
                if default is _MISSING:
                    raise KeyError(key)
                return default
            self.total_bytes -= entry[1]
            return entry[0]

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self.total_bytes = 0

    def stats(self) -> dict[str, int]:
        with self._lock:
            return {"items": len(self._entries), "bytes": self.total_bytes}
