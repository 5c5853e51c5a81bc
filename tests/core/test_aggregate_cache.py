"""The aggregate cache is bounded by memory, not only by count."""

from __future__ import annotations

import pytest

from games.cache import SizeBoundedLRUCache, estimated_size

pytestmark = pytest.mark.django_db


class Fake:
    def __init__(self, size: int, version: int = 1) -> None:
        self.state = {"blob": "x" * size}
        self.version = version


def test_least_recently_used_matches_leave_once_over_the_byte_budget():
    one = estimated_size(Fake(1000))
    cache = SizeBoundedLRUCache(max_items=100, max_bytes=3 * one)
    for key in "abc":
        cache.put(key, Fake(1000))
    cache.get("a")  # a is now the most recently used
    cache.put("d", Fake(1000))
    with pytest.raises(KeyError):
        cache.get("b")
    assert {key for key in "acd" if cache.get(key)} == set("acd")
    assert cache.stats() == {"items": 3, "bytes": 3 * one}


def test_a_match_that_grows_is_measured_again_and_can_push_others_out():
    small = estimated_size(Fake(100))
    cache = SizeBoundedLRUCache(max_items=100, max_bytes=small * 10)
    for key in range(5):
        cache.put(key, Fake(100))
    growing = cache.get(0)
    growing.state["blob"] = "x" * 5000
    growing.version = 30
    cache.get(0)
    with pytest.raises(KeyError):
        cache.get(1)
    assert cache.stats()["bytes"] <= small * 10


def test_the_service_uses_it_and_still_reads_its_own_writes(service):
    assert isinstance(service.repository.cache, SizeBoundedLRUCache)
    match = service.create_match("babel", 2, seed=3)
    service.join(match.id, "ann", 0)
    assert service.get_match(match.id).seats[0]["username"] == "ann"
    assert service.repository.cache.stats()["items"] >= 1
