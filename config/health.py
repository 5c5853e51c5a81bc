"""Probes for load balancers and orchestrators.

``/healthz``: the process answers (liveness; touches nothing else).
``/readyz``: the process can serve: the database answers, the event store's tables are
readable and, when Celery has a broker, the broker accepts a connection. 503 names the
checks that failed and why.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

BROKER_TIMEOUT_SECONDS = 2.0


def check_database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")


def check_event_store() -> None:
    from matches.service import get_service

    # Reads the notification log's head: fails when the tables are missing or unreachable.
    get_service().recorder.max_notification_id()


def check_broker() -> None:
    from config.celery import app

    with app.connection_for_write() as broker:
        broker.ensure_connection(max_retries=1, timeout=BROKER_TIMEOUT_SECONDS)


def readiness_checks() -> dict[str, Callable[[], None]]:
    checks = {"database": check_database, "event_store": check_event_store}
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        checks["broker"] = check_broker
    return checks


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"status": "ok"})


@never_cache
@require_GET
def readyz(request: HttpRequest) -> JsonResponse:
    results: dict[str, dict[str, object]] = {}
    for name, check in readiness_checks().items():
        started = time.perf_counter()
        try:
            check()
        except Exception as error:  # any failure means "not ready", with its reason
            results[name] = {"ok": False, "error": f"{type(error).__name__}: {error}"[:500]}
        else:
            results[name] = {"ok": True}
        results[name]["ms"] = round((time.perf_counter() - started) * 1000, 1)
    ready = all(result["ok"] for result in results.values())
    return JsonResponse(
        {"status": "ok" if ready else "unavailable", "checks": results},
        status=200 if ready else 503,
    )
