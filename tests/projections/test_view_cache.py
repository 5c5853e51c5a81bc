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


def test_the_projectors_row_cache_keeps_within_its_byte_budget(service, monkeypatch):
    from projections import projector
    from projections.models import MatchState, MatchSummary
    from projections.runner import catch_up

    small = projector.RowCache(size=1000, max_bytes=3 * projector.SUMMARY_ROW_BYTES + 60_000)
    monkeypatch.setattr(projector, "row_cache", small)
    for seed in range(6):
        match = service.create_match("babel", 2, seed=seed)
        service.join(match.id, "ann", 0)
        service.join(match.id, "bob", 1)
    catch_up(service)
    assert small.stats()["bytes"] <= small._rows.max_bytes
    assert 1 <= small.stats()["items"] < 6
    assert MatchSummary.objects.count() == 6 and MatchState.objects.count() == 6
