"""Issue 15, operations: /healthz, /readyz and the admin."""

from __future__ import annotations

import socket

import pytest

pytestmark = pytest.mark.django_db


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_healthz_answers_while_the_process_runs(api):
    answer = api.get("/healthz")
    assert answer.status_code == 200 and answer.json() == {"status": "ok"}
    assert "no-cache" in answer["Cache-Control"] or "max-age=0" in answer["Cache-Control"]


def test_readyz_checks_database_and_event_store(api):
    answer = api.get("/readyz")
    assert answer.status_code == 200, answer.json()
    checks = answer.json()["checks"]
    assert checks["database"]["ok"] and checks["event_store"]["ok"]
    assert "broker" not in checks, "no broker is configured: bots play in process"


def test_readyz_is_503_with_a_reason_when_the_broker_is_down(api, settings):
    from config.celery import app

    settings.CELERY_TASK_ALWAYS_EAGER = False
    url = f"redis://127.0.0.1:{closed_port()}/4"
    previous = app.conf.broker_url
    app.conf.broker_url = url
    try:
        answer = api.get("/readyz")
    finally:
        app.conf.broker_url = previous
    assert answer.status_code == 503
    body = answer.json()
    assert body["status"] == "unavailable"
    assert body["checks"]["broker"]["ok"] is False and body["checks"]["broker"]["error"]
    assert body["checks"]["database"]["ok"] is True


def test_readyz_is_503_when_the_event_store_has_no_tables(api, service):
    # A fresh event store nobody migrated: web processes never create its tables.
    recorder = service.recorder
    table = recorder.events_table_name  # type: ignore[attr-defined]
    with recorder.datastore.transaction(commit=True) as cursor:  # type: ignore[attr-defined]
        cursor.execute(f"ALTER TABLE {table} RENAME TO unmigrated")
    try:
        answer = api.get("/readyz")
    finally:
        with recorder.datastore.transaction(commit=True) as cursor:  # type: ignore[attr-defined]
            cursor.execute(f"ALTER TABLE unmigrated RENAME TO {table.split('.')[-1]}")
    assert answer.status_code == 503
    assert answer.json()["checks"]["event_store"]["ok"] is False
    assert "events" in answer.json()["checks"]["event_store"]["error"]


def test_the_admin_shows_read_models_read_only(admin_client, register):
    _, ann = register("ann")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    listing = admin_client.get("/admin/projections/matchsummary/")
    assert listing.status_code == 200 and match_id.encode() in listing.content
    assert (
        admin_client.get(f"/admin/projections/matchsummary/{match_id}/change/").status_code == 200
    )
    assert admin_client.get("/admin/projections/matchsummary/add/").status_code == 403
    deleted = admin_client.post(
        f"/admin/projections/matchsummary/{match_id}/delete/", {"post": "yes"}
    )
    assert deleted.status_code == 403
    assert admin_client.get("/admin/auth/user/").status_code == 200
