"""The lean serving path: what a move costs, what its 201 carries, and a read side that heals."""

from __future__ import annotations

import io
import random

import pytest
from django.core.management import call_command
from django.db import OperationalError

from projections.models import HistoryEntry, MatchSummary
from projections.projector import Projector
from tests.moves import random_action
from tests.projections.test_rebuild import table_contents

pytestmark = pytest.mark.django_db

#: Queries on the read-model database (the event store is not Django's). Signing in with a
#: token this process has seen costs AUTH_QUERIES: one plain indexed look at its row
#: (api.authentication; knox also read the user's other tokens before).
AUTH_QUERIES = 1
#: A move: the token, then the catch-up after the answer (its savepoint and release, lock
#: the tracking row, upsert summary and state, insert history, move the tracking row).
#: Before the lean path a move took about 12 besides the token, recomputing every view.
MAX_QUERIES_PER_MOVE = AUTH_QUERIES + 7
#: A view is computed from the event store: only the token is looked up.
MAX_QUERIES_PER_VIEW = AUTH_QUERIES


def mover(babel_match, api):
    match_id, ann, bob = babel_match
    summary = api.get(f"/api/matches/{match_id}/").data
    seat = summary["to_act"][0]
    return match_id, seat, {0: ann, 1: bob}[seat]


def test_the_201_carries_the_movers_view_at_the_new_version(babel_match, api):
    match_id, seat, client = mover(babel_match, api)
    view = client.get(f"/api/matches/{match_id}/view/").data
    answer = client.post(
        f"/api/matches/{match_id}/actions/",
        {"action": view["legal_actions"][0], "expected_version": view["version"]},
        format="json",
    )
    assert answer.status_code == 201, answer.data
    carried = answer.data["view"]
    assert carried["version"] == answer.data["version"] > view["version"]
    assert carried["seat"] == seat
    assert carried == client.get(f"/api/matches/{match_id}/view/").data
    events = client.get(f"/api/matches/{match_id}/events/", {"after": view["version"]}).data
    assert answer.data["events"] == events["events"]


def test_queries_per_move_and_per_view_stay_bounded(
    babel_match, api, django_assert_max_num_queries, settings
):
    # As served: bot turns are found by a background worker (none is needed between
    # two humans), not by the request as in the tests' inline mode.
    settings.TABULA_BOTS = "thread"
    match_id, ann, bob = babel_match
    clients = {0: ann, 1: bob}
    rng = random.Random(2)
    for _ in range(10):
        summary = api.get(f"/api/matches/{match_id}/").data
        seat = summary["to_act"][0]
        with django_assert_max_num_queries(MAX_QUERIES_PER_VIEW):
            view = clients[seat].get(f"/api/matches/{match_id}/view/").data
        with django_assert_max_num_queries(MAX_QUERIES_PER_MOVE):
            answer = clients[seat].post(
                f"/api/matches/{match_id}/actions/",
                random_action(view, rng),
                format="json",
            )
        assert answer.status_code == 201, answer.data
    with django_assert_max_num_queries(MAX_QUERIES_PER_VIEW):
        assert clients[0].get(f"/api/matches/{match_id}/legal-actions/").status_code == 200
    with django_assert_max_num_queries(1):
        assert api.get(f"/api/matches/{match_id}/").status_code == 200


def test_a_failing_projection_leaves_the_match_playable_and_heals_on_the_next_read(
    babel_match, api, monkeypatch
):
    match_id, ann, bob = babel_match
    clients = {0: ann, 1: bob}
    projected = MatchSummary.objects.get(id=match_id).version

    def locked(self):
        raise OperationalError("database is locked")

    monkeypatch.setattr(Projector, "flush", locked)
    rng = random.Random(4)
    version = projected
    for _ in range(3):  # the read models are stuck: commands still validate against the store
        seat = api.get(f"/api/matches/{match_id}/").data["to_act"][0]
        view = clients[seat].get(f"/api/matches/{match_id}/view/").data
        assert view["version"] == version, "views come from the store, never behind it"
        answer = clients[seat].post(
            f"/api/matches/{match_id}/actions/",
            random_action(view, rng),
            format="json",
        )
        assert answer.status_code == 201, "a stored move answers success"
        version = answer.data["version"]
        assert answer.data["view"]["version"] == version
    assert MatchSummary.objects.get(id=match_id).version == projected, "the fault held"

    monkeypatch.undo()  # the fault clears; nothing else happens on the server
    events = api.get(f"/api/matches/{match_id}/events/", {"after": projected}).data["events"]
    assert [e["version"] for e in events] == list(range(projected + 1, version + 1))
    assert MatchSummary.objects.get(id=match_id).version == version
    healed = table_contents()
    call_command("run_projections", "--rebuild", stdout=io.StringIO())
    assert table_contents() == healed, "the healed read models equal a rebuild"


def test_a_lagging_lobby_row_is_never_served_behind_the_store(babel_match, api, monkeypatch):
    match_id, ann, bob = babel_match
    monkeypatch.setattr(Projector, "flush", lambda self: (_ for _ in ()).throw(OperationalError()))
    seat = api.get(f"/api/matches/{match_id}/").data["to_act"][0]
    client = {0: ann, 1: bob}[seat]
    view = client.get(f"/api/matches/{match_id}/view/").data
    answer = client.post(
        f"/api/matches/{match_id}/actions/",
        {"action": view["legal_actions"][0], "expected_version": view["version"]},
        format="json",
    )
    assert answer.status_code == 201
    assert api.get(f"/api/matches/{match_id}/").data["version"] == answer.data["version"]
    # While the read-model database still fails, a history read says so in JSON.
    stuck = api.get(f"/api/matches/{match_id}/events/")
    assert stuck.status_code == 503 and stuck.data["error"] == "unavailable"
    monkeypatch.undo()
    assert HistoryEntry.objects.filter(match_id=match_id).count() < answer.data["version"]
    assert api.get(f"/api/matches/{match_id}/events/").status_code == 200
    assert HistoryEntry.objects.filter(match_id=match_id).count() == answer.data["version"]
