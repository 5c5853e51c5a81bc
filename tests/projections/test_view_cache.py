"""The per-process view cache is bounded by memory: many views, a small budget."""

from __future__ import annotations

import pytest

from games.engine.bounded import BoundedLRU, json_size
from projections import queries

pytestmark = pytest.mark.django_db


def test_views_beyond_the_budget_are_forgotten_and_computed_again(service, monkeypatch):
    budget = 3 * json_size({"state": "x" * 2000})
    views: BoundedLRU = BoundedLRU(max_items=10**6, max_bytes=budget, size_of=json_size)
    monkeypatch.setattr(queries, "_views", views)
    match = service.create_match("babel", 2, seed=3)
    service.join(match.id, "ann", 0)
    service.join(match.id, "bob", 1)
    match = service.get_match(match.id)
    first = queries.match_view(match, 0)
    assert queries.match_view(match, 0) is first  # a hit
    for _ in range(20):
        seat = match.to_act[0]
        action = match.engine.legal_actions(match.state, seat)[0]
        match = service.act(match.id, seat, action, match.version, actor="t")
        for viewer in (0, 1, None):
            queries.match_view(match, viewer)
    assert views.stats()["bytes"] <= budget or views.stats()["items"] == 1
    again = queries.match_view(service.get_match(match.id, version=first["version"]), 0)
    assert again == first and again is not first  # evicted, then computed anew


def test_the_projector_reads_matches_through_the_bounded_match_cache(service, monkeypatch):
    """Commands this process never saw (another process saved them): the projector reads each
    match from the store, and the process's match cache stays within its byte budget."""
    from matches.cache import AGGREGATE_OVERHEAD, MatchSnapshots
    from projections.models import MatchSummary
    from projections.queries import summary_of
    from projections.runner import catch_up, deferred_projection

    with deferred_projection():
        matches = []
        for seed in range(6):
            match = service.create_match("babel", 2, seed=seed)
            service.join(match.id, "ann", 0)
            matches.append(service.join(match.id, "bob", 1))
    small = MatchSnapshots(max_items=1000, max_bytes=3 * AGGREGATE_OVERHEAD + 60_000)
    monkeypatch.setattr(service, "match_cache", small)
    catch_up(service)
    assert small.stats()["bytes"] <= 3 * AGGREGATE_OVERHEAD + 60_000
    assert 1 <= small.stats()["items"] < 6
    assert MatchSummary.objects.count() == 6

    # A move saved elsewhere, of a match this process forgot: read back from the store.
    with deferred_projection():
        match = matches[0]
        seat = match.to_act[0]
        action = match.engine.legal_actions(match.state, seat)[0]
        moved = service.act(match.id, seat, action, match.version, actor="t")
    monkeypatch.setattr(service, "match_cache", MatchSnapshots(max_items=10, max_bytes=2**20))
    assert catch_up(service) == 1
    row = MatchSummary.objects.get(id=match.id)
    expected = summary_of(moved)
    assert row.version == moved.version and row.to_act == expected.to_act
    assert row.clock == expected.clock and row.updated_at == expected.updated_at
