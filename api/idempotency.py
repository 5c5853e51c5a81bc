"""Idempotency keys: a retried POST with the same key gets the first answer again.

The key is *reserved* before the command runs: a row with no answer yet is
inserted under the unique (user, key) constraint and committed. Exactly one
request wins that insert and performs the command; a concurrent duplicate (a
client's retry racing its first attempt) finds the reservation, waits for the
winner's answer and replays it - so a command sent N times at once runs once
and all N callers get the same answer.

Answers below 500 are kept (a retry never performs a command the first
attempt refused); a 5xx answer or a crash releases the key, since the command
did not happen and the client should be able to retry it. Keys expire after
``TABULA_IDEMPOTENCY_TTL_HOURS`` (24 h): :func:`expire_keys` deletes them, run
hourly by the bot worker's scheduler or Celery beat, and by
``manage.py expire_idempotency_keys``.
"""

from __future__ import annotations

import functools
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
WAIT_SECONDS = 30.0
POLL_SECONDS = 0.02
#: A reservation without an answer for this long belongs to a crashed request.
ABANDONED_AFTER = timedelta(minutes=5)


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
        reservation = _reserve(request, key)
        if reservation is None:
            return _replayed(_answer_of(request, key), request)
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

    return wrapper


def _reserve(request: Request, key: str) -> IdempotentResponse | None:
    """Insert the key's row (no answer yet); None when another request holds it."""
    for _ in range(2):
        try:
            with transaction.atomic():
                return IdempotentResponse.objects.create(
                    user=request.user, key=key, method=request.method, path=request.path
                )
        except IntegrityError:
            # Taken; unless by a request that died before answering, replay its answer.
            abandoned = IdempotentResponse.objects.filter(
                user=request.user,
                key=key,
                status__isnull=True,
                created_at__lt=timezone.now() - ABANDONED_AFTER,
            )
            if not abandoned.delete()[0]:
                return None
    return None


def _answer_of(request: Request, key: str) -> IdempotentResponse:
    """The first request's row once it holds an answer (waiting for it if needed)."""
    deadline = time.monotonic() + WAIT_SECONDS
    while True:
        stored = IdempotentResponse.objects.filter(user=request.user, key=key).first()
        if stored is None:
            raise ApiError(
                409,
                "idempotency_key_in_progress",
                f"the first request with this {HEADER} failed; send it again",
            )
        if stored.path != request.path or stored.method != request.method:
            return stored  # _replayed refuses it
        if stored.status is not None:
            return stored
        if time.monotonic() > deadline:
            raise ApiError(
                409,
                "idempotency_key_in_progress",
                f"a request with this {HEADER} is still running; send it again later",
            )
        time.sleep(POLL_SECONDS)


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
