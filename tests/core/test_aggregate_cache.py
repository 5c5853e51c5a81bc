"""The process's cache of matches: bounded by memory, never changed once cached."""

from __future__ import annotations

import uuid

import pytest

from matches.cache import RESIZE_EVERY, MatchSnapshots, estimated_size

pytestmark = pytest.mark.django_db


class Fake:
    def __init__(self, size: int, version: int = 1, match_id: uuid.UUID | None = None) -> None:
        self.id = match_id or uuid.uuid4()
        self.state = {"blob": "x" * size}
        self.version = version


def test_least_recently_used_matches_leave_once_over_the_byte_budget():
    one = estimated_size(Fake(1000))
    cache = MatchSnapshots(max_items=100, max_bytes=3 * one)
    a, b, c, d = (Fake(1000) for _ in range(4))
    for match in (a, b, c):
        cache.remember(match)
    cache.get(a.id)  # a is now the most recently used
    cache.remember(d)
    assert cache.get(b.id) is None
    assert [cache.get(m.id) for m in (a, c, d)] == [a, c, d]
    assert cache.stats() == {"items": 3, "bytes": 3 * one}


def test_a_match_that_grows_is_measured_again_and_can_push_others_out():
    small = estimated_size(Fake(100))
    cache = MatchSnapshots(max_items=100, max_bytes=small * 10)
    matches = [Fake(100) for _ in range(5)]
    for match in matches:
        cache.remember(match)
    grown = Fake(5000, version=1 + RESIZE_EVERY, match_id=matches[0].id)
    cache.remember(grown)
    assert cache.get(matches[1].id) is None
    assert cache.stats()["bytes"] <= small * 10


def test_an_older_version_never_replaces_a_newer_one():
    cache = MatchSnapshots(max_items=10, max_bytes=10**6)
    newer = Fake(10, version=7)
    cache.remember(newer)
    cache.remember(Fake(10, version=6, match_id=newer.id))
    assert cache.get(newer.id) is newer


def test_readers_share_one_match_and_commands_get_their_own_copy(service):
    match = service.create_match("babel", 2, seed=3)
    service.join(match.id, "ann", 0)
    shared = service.read_match(match.id)
    assert shared is service.read_match(match.id)
    assert shared.seats[0]["username"] == "ann"
    mine = service.get_match(match.id)
    assert mine is not shared and mine.seats == shared.seats
    mine.seats[0]["username"] = "changed"
    assert service.read_match(match.id).seats[0]["username"] == "ann"


def test_a_reader_sees_events_another_process_stored(service):
    """Another process's save reaches this one through the store: the cached match
    is not changed, a newer copy replaces it."""
    match = service.create_match("babel", 2, seed=3)
    before = service.read_match(match.id)
    other = type(service)(env=dict(service.env))  # another process, the same store
    other.join(match.id, "bob", 1)
    after = service.read_match(match.id)
    assert after.version == before.version + 1 and after.seats[1]["username"] == "bob"
    assert before.seats[1]["username"] is None  # untouched: readers holding it see no change


def test_a_command_at_the_cached_version_reads_nothing_and_a_newer_store_conflicts(
    service, monkeypatch
):
    from matches.errors import VersionConflict

    match = service.create_match("babel", 2, seed=3)
    service.join(match.id, "ann", 0)
    match = service.join(match.id, "bob", 1)  # started
    reads: list = []
    original = service.events.get
    monkeypatch.setattr(service.events, "get", lambda *a, **k: reads.append(a) or original(*a, **k))
    mine = service.match_to_act_on(match.id, match.version)
    assert reads == [] and mine is not service.read_match(match.id)
    reads.clear()

    other = type(service)(env=dict(service.env))  # another process moves first
    seat = match.to_act[0]
    action = match.engine.legal_actions(match.state, seat)[0]
    other.act(match.id, seat, action, match.version, actor="user:ann")
    stale = service.match_to_act_on(match.id, match.version)
    assert stale.version == match.version  # this process has not seen the move yet
    with pytest.raises(VersionConflict) as conflict:
        service.act(match.id, seat, action, match.version, actor="user:ann", loaded=stale)
    assert conflict.value.current_version == match.version + 1
    # A version this process has not seen is read from the store.
    assert service.match_to_act_on(match.id, match.version + 1).version == match.version + 1
