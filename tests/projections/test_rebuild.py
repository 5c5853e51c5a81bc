"""Projections are exactly-once and rebuildable into identical tables."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.forms.models import model_to_dict

from matches.models import FollowerPosition
from projections.models import HistoryEntry, MatchSummary
from projections.runner import catch_up, drop_projections
from tests.conftest import ON_POSTGRES

pytestmark = pytest.mark.django_db


def table_contents() -> dict[str, list[dict]]:
    def rows(model, order):
        return [
            {k: v for k, v in model_to_dict(row).items() if k != "id" or model is MatchSummary}
            for row in model.objects.order_by(*order)
        ]

    return {
        "summaries": rows(MatchSummary, ["id"]),
        "history": rows(HistoryEntry, ["match_id", "version"]),
    }


# 50 matches on the embedded default; fewer on PostgreSQL, where saves wait for the disk.
MATCHES = 10 if ON_POSTGRES else 50


@pytest.mark.slow
def test_rebuild_after_selfplay_matches_gives_identical_tables(service):
    out = io.StringIO()
    call_command(
        "selfplay", "babel", "--players", "2", "--games", str(MATCHES), "--seed", "500", stdout=out
    )
    assert out.getvalue().strip().endswith(f"{MATCHES} finished, 0 errors")
    live = table_contents()
    assert len(live["summaries"]) == MATCHES
    assert all(s["status"] == "finished" for s in live["summaries"])

    call_command("run_projections", "--rebuild", stdout=io.StringIO())
    assert table_contents() == live


def test_catch_up_is_exactly_once(service):
    match = service.create_match("babel", 2, seed=1)
    service.join(match.id, "ann")
    assert catch_up(service) == 0, "commands already caught up"
    before = table_contents()
    position = FollowerPosition.objects.get(follower="read-models").notification_id
    assert catch_up(service) == 0
    assert table_contents() == before
    assert FollowerPosition.objects.get(follower="read-models").notification_id == position


def test_projection_resumes_after_a_crash_between_commit_and_projection(service):
    """Events committed while projections were not running are projected later."""
    from projections.runner import deferred_projection

    with deferred_projection():
        match = service.create_match("babel", 2, seed=3)
        service.join(match.id, "ann")
        service.join(match.id, "bob")
    assert not MatchSummary.objects.filter(id=match.id).exists()
    assert catch_up(service) == 4
    summary = MatchSummary.objects.get(id=match.id)
    assert summary.status == "active" and summary.version == 4
    assert summary.to_act == service.get_match(match.id).to_act


def test_drop_then_catch_up_restores_everything(service):
    match = service.create_match("babel", 2, seed=4)
    service.join(match.id, "ann")
    service.join(match.id, "bob")
    before = table_contents()
    drop_projections()
    assert MatchSummary.objects.count() == 0
    catch_up(service)
    assert table_contents() == before


def test_a_store_written_before_the_move_to_matches_rebuilds_the_same(service):
    """Events stored while the aggregate was ``games.aggregate`` keep that topic: the read
    models (and every follower selecting the log by topic) must still find them."""
    call_command(
        "selfplay", "babel", "--players", "2", "--games", "2", "--seed", "7", stdout=io.StringIO()
    )
    live = table_contents()
    with service.recorder.datastore.transaction(commit=True) as cursor:
        cursor.execute(
            f"UPDATE {service.recorder.events_table_name} "
            "SET topic = REPLACE(topic, 'matches.aggregate:', 'games.aggregate:')"
        )
    assert all(
        n.topic.startswith("games.aggregate:") for n in service.notification_log.select(1, 10)
    )

    call_command("run_projections", "--rebuild", stdout=io.StringIO())
    assert table_contents() == live
