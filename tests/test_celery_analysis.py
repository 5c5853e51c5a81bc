"""A finished match's analysis on a real Celery worker against Redis (``TABULA_ANALYSIS=celery``)."""

from __future__ import annotations

import random
import time

import pytest

from projections import analysis
from projections.models import DecisionAnalysis, HistoryEntry, MatchSummary
from projections.runner import catch_up
from tests.conftest import requires_redis
from tests.moves import play_random

pytestmark = [requires_redis, pytest.mark.django_db(transaction=True)]


@pytest.fixture(scope="session")
def celery_includes():
    return ["matches.tasks", "projections.tasks", "alerts.tasks", "api.tasks"]


def test_the_worker_analyses_a_finished_match(service, real_worker, settings):
    settings.TABULA_BOTS = "inline"
    match = service.create_match("babel", 2, seed=7)
    service.join(match.id, "ann", 0)
    service.join(match.id, "bob", 1)
    match = play_random(service, service.get_match(match.id), random.Random(1))
    assert match.status == "finished"
    catch_up(service)
    settings.TABULA_ANALYSIS = "celery"
    row = analysis.request_analysis(MatchSummary.objects.get(id=match.id))
    assert row.status in ("queued", "running")
    decisions = HistoryEntry.objects.filter(match_id=match.id, type="action").count()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        row.refresh_from_db()
        if row.status == "done":
            break
        time.sleep(0.2)
    assert row.status == "done", row.error
    assert DecisionAnalysis.objects.filter(match_id=match.id).count() == decisions
