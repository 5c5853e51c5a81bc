"""Per-process caches are bounded by estimated memory as well as by count."""

from __future__ import annotations

import pytest

from games.engine.bounded import BoundedLRU, json_size, megabytes


def sized(value: str) -> int:
    return len(value)


def test_the_least_recently_used_leave_once_over_the_byte_budget():
    cache: BoundedLRU[str, str] = BoundedLRU(max_items=100, max_bytes=30, size_of=sized)
    for key in "abc":
        cache.put(key, "x" * 10)
    assert cache.get("a") == "x" * 10  # a is now the most recently used
    cache.put("d", "y" * 10)
    assert cache.get("b") is None
    assert [key in cache for key in "acd"] == [True, True, True]
    assert cache.stats() == {"items": 3, "bytes": 30}


def test_the_count_bound_holds_too():
    cache: BoundedLRU[int, str] = BoundedLRU(max_items=3, max_bytes=10**9, size_of=sized)
    for key in range(10):
        cache.put(key, "v")
    assert [key for key in range(10) if key in cache] == [7, 8, 9]


def test_a_replaced_value_is_measured_again():
    cache: BoundedLRU[str, str] = BoundedLRU(max_items=100, max_bytes=100, size_of=sized)
    cache.put("a", "x" * 10)
    cache.put("b", "x" * 10)
    cache.put("b", "x" * 95)
    assert "a" not in cache
    assert cache.stats() == {"items": 1, "bytes": 95}


def test_the_value_just_stored_stays_even_alone_over_the_budget():
    cache: BoundedLRU[str, str] = BoundedLRU(max_items=100, max_bytes=5, size_of=sized)
    cache.put("a", "x" * 50)
    assert cache["a"] == "x" * 50
    with pytest.raises(KeyError):
        cache["missing"]


def test_none_is_a_value_that_a_default_tells_from_a_miss():
    cache: BoundedLRU[str, None] = BoundedLRU(max_items=10, max_bytes=100, size_of=lambda _: 1)
    missing = object()
    cache.put("known", None)
    assert cache.get("known", missing) is None
    assert cache.get("unknown", missing) is missing
    assert cache.pop("known") is None
    assert cache.stats() == {"items": 0, "bytes": 0}


def test_sizes_and_budgets_read_as_documented():
    assert json_size({"a": 1}, overhead=0) == 6 * len('{"a":1}')
    assert json_size({1, 2}, overhead=0) > 0  # not JSON: still an estimate, never an error
    assert megabytes("1.5", 16) == int(1.5 * 2**20)
    assert megabytes(None, 16) == megabytes("", 16) == 16 * 2**20
