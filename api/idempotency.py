"""Idempotency keys: a retried POST with the same key gets the first answer again.

The key is *reserved* before the command runs: a row with no answer yet is
inserted under the unique (user, key) constraint and committed. Exactly one
request wins that insert and performs the command; a concurrent duplicate (a
client's retry racing its first attempt) finds the reservation, waits for the
winner's answer and replays it - so a command sent N times at once runs once
and all N callers get the same answer.

Answers below 500 are kept (a retry never performs a command the first
attempt refused); a 5xx answer or a crash releases the key, since the command
did not happen and the client should be able to retry it. A request that dies
while holding a key (its process killed) leaves a row without an answer: a
duplicate takes it over at once when the owner process is gone from this host,
else after ``ABANDONED_AFTER``. Keys expire after
``TABULA_IDEMPOTENCY_TTL_HOURS`` (24 h): :func:`expire_keys` deletes them, run
hourly by the bot worker's scheduler or Celery beat, and by
``manage.py expire_idempotency_keys``.
"""

from __future__ import annotations

import functools
import os
import socket
import time
from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from rest_framework.request import Request
from rest_framework.response import Response

from api.errors import ApiError, exception_handler
from api.models import IdempotentResponse

HEADER = "Idempotency-Key"
#: How long a duplicate waits for the first request's answer before giving up.
WAIT_SECONDS = 25.0
POLL_SECONDS = 0.02
#: A reservation without an answer for this long belongs to a crashed request (on
#: another host; on this one a dead owner process is noticed at once).
ABANDONED_AFTER = timedelta(seconds=20)
HOST = socket.gethostname()


def idempotent(handler: Callable[..., Response]) -> Callable[..., Response]:
    """Wrap a POST handler: run it once per (user, Idempotency-Key), replay its answer.

    Anonymous requests are not remembered.
    """

    @functools.wraps(handler)
    def wrapper(view, request: Request, *args, **kwargs) -> Response:
        key = request.headers.get(HEADER)
        if not key or not request.user.is_authenticated:
            return handler(view, request, *args, **kwargs)
        if len(key) > 200:
            raise ApiError(
                400, "invalid_request", f"the {HEADER} header is longer than 200 characters"
            )
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            reservation = _reserve(request, key)
            if reservation is not None:
                return _run(reservation, handler, view, request, *args, **kwargs)
            stored = _answer_of(request, key, deadline)
            if stored is not None:
                return _replayed(stored, request)
            # The request holding the key died before answering: try to take it over.

    return wrapper


def _run(reservation: IdempotentResponse, handler, view, request: Request, *args, **kwargs):
    try:
        response = handler(view, request, *args, **kwargs)
    except Exception as error:
        response = exception_handler(error, {"view": view, "request": request})
        if response is None:
            reservation.delete()
            raise
    if response.status_code >= 500:
        reservation.delete()  # nothing happened: let the client retry with this key
        return response
    reservation.status = response.status_code
    reservation.body = response.data
    reservation.save(update_fields=["status", "body"])
    return response


def _reserve(request: Request, key: str) -> IdempotentResponse | None:
    """Insert the key's row (no answer yet); None when another request holds it."""
    try:
        with transaction.atomic():
            return IdempotentResponse.objects.create(
                user=request.user,
                key=key,
                method=request.method,
                path=request.path,
                owner=f"{HOST}:{os.getpid()}",
            )
    except IntegrityError:
        return None


def _answer_of(request: Request, key: str, deadline: float) -> IdempotentResponse | None:
    """The first request's row once it holds an answer (waiting for it if needed).

    None when that request is gone without an answer (its row is then deleted).
    """
    while True:
        stored = IdempotentResponse.objects.filter(user=request.user, key=key).first()
        if stored is None:
            return None  # released (a 5xx, a crash the owner survived): run it ourselves
        if stored.status is not None or (stored.path, stored.method) != (
            request.path,
            request.method,
        ):
            return stored  # the answer, or a reuse of the key that _replayed refuses
        if _abandoned(stored):
            IdempotentResponse.objects.filter(pk=stored.pk, status__isnull=True).delete()
            return None
        if time.monotonic() > deadline:
            raise ApiError(
                409,
                "idempotency_key_in_progress",
                f"a request with this {HEADER} is still running; send it again later",
            )
        time.sleep(POLL_SECONDS)


def _abandoned(stored: IdempotentResponse) -> bool:
    """Whether the request holding the key can no longer answer.

    Its process is gone (checked on this host), or it has held the key longer than
    any command can run (lock timeouts stop a command within a few seconds).
    """
    if timezone.now() - stored.created_at > ABANDONED_AFTER:
        return True
    host, _, pid = stored.owner.rpartition(":")
    if host != HOST or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def _replayed(stored: IdempotentResponse, request: Request) -> Response:
    if stored.path != request.path or stored.method != request.method:
        raise ApiError(
            422,
            "idempotency_key_reused",
            f"this {HEADER} was already used for {stored.method} {stored.path}; use a new key",
        )
    response = Response(stored.body, status=stored.status)
    response["Idempotent-Replayed"] = "true"
    return response


def expire_keys(now=None) -> int:
    """Delete the answers older than ``TABULA_IDEMPOTENCY_TTL_HOURS``; return how many."""
    cutoff = (now or timezone.now()) - timedelta(hours=settings.TABULA_IDEMPOTENCY_TTL_HOURS)
    deleted, _ = IdempotentResponse.objects.filter(created_at__lt=cutoff).delete()
    return deleted
