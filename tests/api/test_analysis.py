"""The bot's analysis of a finished match over HTTP: one entry per decision, its permissions,
what it keeps hidden, and a job that resumes after its process died."""

from __future__ import annotations

import random
import uuid
from datetime import timedelta

import pytest
from django.utils import timezone

from games.engine.i18n import language
from games.registry import get_game
from projections import analysis
from projections.models import DecisionAnalysis, HistoryEntry, MatchAnalysis
from tests.moves import play_random

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def small_budget(settings):
    """A few iterations per search, run by the request that asks (no thread in tests)."""
    settings.TABULA_ANALYSIS = "inline"
    settings.TABULA_ANALYSIS_ITERATIONS = 6
    settings.TABULA_ANALYSIS_SECONDS = 0


def finish(service, match_id: str, moves: int | None = None) -> None:
    play_random(service, service.get_match(uuid.UUID(match_id)), random.Random(3), moves)


def action_versions(match_id: str) -> list[tuple[int, int]]:
    return list(
        HistoryEntry.objects.filter(match_id=match_id, type="action")
        .order_by("version")
        .values_list("version", "seat")
    )


def test_a_finished_babel_match_has_one_entry_per_decision(babel_match, api, service):
    match_id, ann, bob = babel_match
    finish(service, match_id)
    answer = api.get(f"/api/matches/{match_id}/analysis/")
    assert answer.status_code == 200, answer.data
    data = answer.data
    assert data["status"] == "done" and data["game"] == "babel" and data["players"] == 2
    assert data["method"]["level"] == "mcts" and data["method"]["iterations"] == 6
    decisions = data["decisions"]
    assert [(d["version"], d["seat"]) for d in decisions] == action_versions(match_id)
    assert data["decisions_total"] == data["decisions_done"] == len(decisions) > 10
    for decision in decisions:
        assert len(decision["chances"]) == 2
        assert sum(decision["chances"]) == pytest.approx(1, abs=0.001)
        assert decision["played_chance"] == pytest.approx(decision["chances"][decision["seat"]])
        assert decision["loss"] >= 0
        threshold = data["method"]["mistake_threshold"]
        if decision["mistake"]:
            assert decision["loss"] >= threshold
        else:
            assert decision["loss"] <= threshold
        # Both moves in words, never an internal id.
        assert decision["played"]["label"] and decision["best"]["label"]
        assert "{" not in decision["best"]["label"]
    # Asked again: the stored analysis, not a new one.
    again = ann.get(f"/api/matches/{match_id}/analysis/")
    assert again.status_code == 200 and again.data["decisions"] == decisions
    assert DecisionAnalysis.objects.filter(match_id=match_id).count() == len(decisions)


def test_labels_follow_the_readers_language(babel_match, api, service):
    """The words are stored in every language and served in the one the games speak (the
    application hands the request's language to games.engine.i18n)."""
    match_id, _, _ = babel_match
    finish(service, match_id)
    english = api.get(f"/api/matches/{match_id}/analysis/").data["decisions"]
    first = DecisionAnalysis.objects.filter(match_id=match_id).order_by("version").first()
    assert set(first.played_label) == set(first.best_label) == {"en", "ru", "es"}
    assert english[0]["played"]["label"] == first.played_label["en"]
    first.played_label = {**first.played_label, "es": "Mover a la tierra"}
    first.save()
    with language("es"):
        spanish = api.get(f"/api/matches/{match_id}/analysis/").data["decisions"]
    assert spanish[0]["played"]["label"] == "Mover a la tierra"


def test_no_analysis_before_the_end_for_anybody(babel_match, api, service):
    match_id, ann, bob = babel_match
    finish(service, match_id, moves=6)
    for reader in (api, ann, bob):
        for query in ("", "?seat=0", "?seat=1"):
            answer = reader.get(f"/api/matches/{match_id}/analysis/{query}")
            # A seat asking through the other seat is refused before the analysis is.
            assert answer.status_code in (403, 409), answer.data
            assert "decisions" not in answer.data
            assert answer.data["error"] in ("not_finished", "not_your_seat")
    assert ann.get(f"/api/matches/{match_id}/analysis/").data["error"] == "not_finished"
    assert not MatchAnalysis.objects.filter(match_id=match_id).exists()
    # An aborted match reveals nothing, so it is never analysed either.
    assert ann.post(f"/api/matches/{match_id}/abort/").status_code == 200
    assert bob.post(f"/api/matches/{match_id}/abort/").status_code == 200
    assert api.get(f"/api/matches/{match_id}/").data["status"] == "aborted"
    for reader in (api, ann, bob):
        answer = reader.get(f"/api/matches/{match_id}/analysis/")
        assert answer.status_code == 409 and "decisions" not in answer.data
    assert not MatchAnalysis.objects.filter(match_id=match_id).exists()


def test_bad_requests_are_json_4xx(babel_match, api, service):
    match_id, _, _ = babel_match
    missing = api.get(f"/api/matches/{uuid.uuid4()}/analysis/")
    assert missing.status_code == 404 and missing.data["error"] == "not_found"
    finish(service, match_id)
    for query, status in (("?seat=x", 400), ("?seat=7", 400), ("?seat=-1", 400)):
        answer = api.get(f"/api/matches/{match_id}/analysis/{query}")
        assert answer.status_code == status and answer.data["error"] == "invalid_request"


def test_everybody_reads_every_decision_once_everything_is_revealed(babel_match, api, service):
    """After the end a Babel match shows every hand and its seed to everyone (the replay does
    too), so the analysis of both seats' decisions is everybody's to read."""
    match_id, ann, bob = babel_match
    finish(service, match_id)
    everything = action_versions(match_id)
    final = api.get(f"/api/matches/{match_id}/view/").data
    assert all(hand is not None for hand in final["state"]["hands"].values())
    for reader, query in ((api, ""), (ann, ""), (bob, ""), (ann, "?seat=1"), (api, "?seat=0")):
        answer = reader.get(f"/api/matches/{match_id}/analysis/{query}")
        assert answer.status_code == 200
        assert [(d["version"], d["seat"]) for d in answer.data["decisions"]] == everything


def test_before_everything_is_revealed_a_seat_reads_only_its_own_decisions():
    rows = [DecisionAnalysis(version=v, seat=v % 2) for v in range(2, 8)]
    assert analysis.visible_decisions(rows, 0, revealed=False) == rows[::2]
    assert analysis.visible_decisions(rows, 1, revealed=False) == rows[1::2]
    assert analysis.visible_decisions(rows, None, revealed=False) == []
    assert analysis.visible_decisions(rows, None, revealed=True) == rows


class Died(BaseException):
    """The process ended in the middle of a job (nothing in the job catches it)."""


def test_an_interrupted_job_resumes_after_its_last_stored_decision(
    babel_match, api, service, monkeypatch, settings
):
    match_id, _, _ = babel_match
    finish(service, match_id)
    settings.TABULA_ANALYSIS = "celery-not-running"  # asking only queues the job
    monkeypatch.setattr(analysis, "dispatch", lambda match_id: None)
    first = api.get(f"/api/matches/{match_id}/analysis/")
    assert first.status_code == 202 and first.data["status"] == "queued"
    assert first.data["decisions"] == []

    stored: list[int] = []

    def die_after_three(match, version):
        stored.append(version)
        if len(stored) == 3:
            raise Died

    monkeypatch.setattr(analysis, "after_decision", die_after_three)
    with pytest.raises(Died):
        analysis.run_analysis(match_id)
    kept = list(DecisionAnalysis.objects.filter(match_id=match_id).values_list("id", "version"))
    assert [version for _, version in kept] == stored
    progress = api.get(f"/api/matches/{match_id}/analysis/")
    assert progress.status_code == 202 and progress.data["status"] == "running"
    assert progress.data["decisions_done"] == 3
    assert progress.data["decisions_total"] == len(action_versions(match_id))

    # One job per match at a time: while the dead job's lease runs, nobody takes it over.
    monkeypatch.setattr(analysis, "after_decision", lambda match, version: None)
    assert analysis.run_analysis(match_id) == 0
    MatchAnalysis.objects.filter(match_id=match_id).update(
        lease_until=timezone.now() - timedelta(seconds=1)
    )
    resumed: list[str] = []
    monkeypatch.setattr(analysis, "dispatch", resumed.append)
    assert analysis.resume_abandoned() == 1 and resumed == [match_id]
    total = len(action_versions(match_id))
    assert analysis.run_analysis(match_id) == total - 3
    done = api.get(f"/api/matches/{match_id}/analysis/")
    assert done.status_code == 200 and done.data["status"] == "done"
    assert [d["version"] for d in done.data["decisions"]] == [
        v for v, _ in action_versions(match_id)
    ]
    # The decisions stored before the interruption were kept, not made again.
    assert set(kept) <= set(DecisionAnalysis.objects.values_list("id", "version"))


def test_a_new_method_makes_the_analysis_anew(babel_match, api, service, settings):
    match_id, _, _ = babel_match
    finish(service, match_id)
    before = api.get(f"/api/matches/{match_id}/analysis/").data
    assert before["method"]["iterations"] == 6
    settings.TABULA_ANALYSIS_ITERATIONS = 7
    after = api.get(f"/api/matches/{match_id}/analysis/")
    assert after.status_code == 200 and after.data["method"]["iterations"] == 7
    assert len(after.data["decisions"]) == len(before["decisions"])
    methods = set(DecisionAnalysis.objects.values_list("method", flat=True))
    assert len(methods) == 1 and "7 iterations" in methods.pop()


def test_a_new_strategy_of_its_game_makes_the_analysis_anew_and_only_that_games(
    babel_match, api, service, monkeypatch
):
    match_id, _, _ = babel_match
    finish(service, match_id)
    api.get(f"/api/matches/{match_id}/analysis/")
    first = set(DecisionAnalysis.objects.values_list("id", flat=True))

    monkeypatch.setattr(type(get_game("great-zimbabwe")), "strategy_version", "99")
    api.get(f"/api/matches/{match_id}/analysis/")
    assert set(DecisionAnalysis.objects.values_list("id", flat=True)) == first

    monkeypatch.setattr(type(get_game("babel")), "strategy_version", "99")
    api.get(f"/api/matches/{match_id}/analysis/")
    remade = set(DecisionAnalysis.objects.values_list("id", flat=True))
    assert remade and not remade & first
    methods = set(DecisionAnalysis.objects.values_list("method", flat=True))
    assert len(methods) == 1 and "strategy 99" in methods.pop()
