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
else after ``ABANDONED_AFTER``.

Exactly once across such a crash: each reservation carries a ``command`` id
that the command records (an action's ``command_id``, a new match's id). The
dead request may have stored its command and died before saving the answer, so
a retry that takes its key over keeps that id and first asks the view's
``recover_committed`` whether the command was stored; if it was, the retry
answers as the first request would have (same status and body) instead of
running it again. A handler that fails (5xx) after its command was stored is
answered the same way. Keys expire after
``TABULA_IDEMPOTENCY_TTL_HOURS`` (24 h): :func:`expire_keys` deletes them, run
hourly by the bot worker's scheduler or Celery beat, and by
``manage.py expire_idempotency_keys``.

A browser sends every move under a fresh key, so the reservation and its answer are two
statements on every move: each is one plain statement (:class:`Reservation`), as the
session's reads are (``api.sessions``), not an ORM save - which cost a browser's move about
a sixth of its CPU on top of a token's.
"""

from __future__ import annotations

import functools
import logging
import os
import socket
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from functools import cache
from typing import Any
from uuid import UUID

from django.conf import settings
from django.db import IntegrityError, connections, router, transaction
from django.utils import timezone
from django.utils.translation import gettext
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
logger = logging.getLogger(__name__)


def command_of(request: Request) -> UUID | None:
    """The id the command of this request records, when it runs under an Idempotency-Key."""
    return getattr(request, "idempotency_command", None)


def action_command_id(request: Request) -> str | None:
    """The ``command_id`` a match command (an action, a resignation, ...) records: its
    Idempotency-Key reservation's command."""
    command = command_of(request)
    return f"key:{command}" if command is not None else None


@dataclass(frozen=True)
class Reservation:
    """A key's row held by this request: its id and the command id the command records."""

    pk: int
    #: None only in rows reserved before commands recorded one.
    command: UUID | None

    def answer(self, status: int, body: Any) -> None:
        """Keep ``status`` and ``body`` as the key's answer."""
        connection = _connection()
        _execute(
            connection,
            "UPDATE {table} SET {status} = %s, {body} = %s WHERE {id} = %s",
            [
                _field("status").get_db_prep_save(status, connection),
                _field("body").get_db_prep_save(body, connection),
                self.pk,
            ],
        )

    def release(self) -> None:
        """Delete the row: the command did not happen, the client may retry with this key."""
        _execute(_connection(), "DELETE FROM {table} WHERE {id} = %s", [self.pk])


@dataclass(frozen=True)
class _TakenOver:
    """The reservation of a request that died before answering, now held by this one."""

    reservation: Reservation


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
                400,
                "invalid_request",
                gettext("the %(HEADER)s header is longer than 200 characters") % {"HEADER": HEADER},
            )
        deadline = time.monotonic() + WAIT_SECONDS
        while True:
            reservation = _reserve(request, key)
            if reservation is not None:
                return _run(reservation, handler, view, request, *args, **kwargs)
            stored = _answer_of(request, key, deadline)
            if isinstance(stored, _TakenOver):
                reservation = stored.reservation
                request.idempotency_command = reservation.command
                # The dead request may have stored its command: answer as it would have.
                if (recovered := _recovered(view, request, *args, **kwargs)) is not None:
                    recovered["Idempotent-Replayed"] = "true"
                    return _answered(reservation, recovered)
                return _run(reservation, handler, view, request, *args, **kwargs)
            if stored is not None:
                return _replayed(stored, request)
            # Released by a request that failed (5xx): reserve it anew.

    return wrapper


def _run(reservation: Reservation, handler, view, request: Request, *args, **kwargs):
    try:
        response = handler(view, request, *args, **kwargs)
    except Exception as error:
        response = exception_handler(error, {"view": view, "request": request})
        if response is None:
            if (recovered := _recovered(view, request, *args, **kwargs)) is not None:
                logger.exception("a stored command failed before answering; answered its result")
                return _answered(reservation, recovered)
            reservation.release()
            raise
    if response.status_code >= 500:
        if (recovered := _recovered(view, request, *args, **kwargs)) is not None:
            return _answered(reservation, recovered)  # it was stored: that is the answer
        reservation.release()  # nothing happened: let the client retry with this key
        return response
    return _answered(reservation, response)


def _answered(reservation: Reservation, response: Response) -> Response:
    """Keep ``response`` as the key's answer (a crash before this is what recovery is for)."""
    reservation.answer(response.status_code, response.data)
    return response


def _recovered(view, request: Request, *args, **kwargs) -> Response | None:
    """The answer of this request's command if the event store already holds it, else None.

    Asks the view's ``recover_committed`` (views whose commands record the reservation's
    ``command`` id have one); any failure to tell counts as "not stored".
    """
    recover = getattr(view, "recover_committed", None)
    if recover is None or command_of(request) is None:
        return None
    try:
        return recover(request, *args, **kwargs)
    except Exception:  # noqa: BLE001 - recovery is best effort; the normal path follows
        logger.warning("could not tell whether an idempotent command was stored", exc_info=True)
        return None


def _reserve(request: Request, key: str) -> Reservation | None:
    """Insert the key's row (no answer yet); None when another request holds it."""
    command = uuid.uuid4()
    values = {
        "user": request.user.pk,
        "key": key,
        "method": request.method,
        "path": request.path,
        "owner": _owner(),
        "created_at": timezone.now(),
        "command": command,
    }
    connection = _connection()
    names = ", ".join(connection.ops.quote_name(_field(name).column) for name in values)
    marks = ", ".join(["%s"] * len(values))
    params = [_field(name).get_db_prep_save(value, connection) for name, value in values.items()]
    try:
        row = _execute(
            connection,
            f"INSERT INTO {{table}} ({names}) VALUES ({marks}) RETURNING {{id}}",
            params,
            fetch=True,
        )
    except IntegrityError:
        return None
    assert row is not None
    request.idempotency_command = command
    return Reservation(pk=row[0], command=command)


def _connection() -> Any:
    return connections[router.db_for_write(IdempotentResponse)]


@cache
def _field(name: str) -> Any:
    return IdempotentResponse._meta.get_field(name)


def _execute(
    connection: Any, sql: str, params: Sequence[Any], fetch: bool = False
) -> tuple[Any, ...] | None:
    """Run one statement on the key's table (``{table}``, ``{id}``, ``{status}``, ``{body}``
    name its table and columns) and return its first row when ``fetch``.

    Alone, a statement commits by itself; inside a caller's transaction it runs in a
    savepoint, so a refused insert (the key is held) does not spoil that transaction.
    """
    quote = connection.ops.quote_name
    sql = sql.format(
        table=quote(IdempotentResponse._meta.db_table),
        id=quote(_field("id").column),
        status=quote(_field("status").column),
        body=quote(_field("body").column),
    )
    if connection.in_atomic_block:
        with transaction.atomic(using=connection.alias):
            return _statement(connection, sql, params, fetch)
    return _statement(connection, sql, params, fetch)


def _statement(connection: Any, sql: str, params: Sequence[Any], fetch: bool):
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.fetchone() if fetch else None


def _answer_of(
    request: Request, key: str, deadline: float
) -> IdempotentResponse | _TakenOver | None:
    """The first request's row once it holds an answer (waiting for it if needed).

    ``_TakenOver`` when that request died without an answer and this one now holds
    its row (its ``command`` with it); None when it released the key (a 5xx).
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
            # Compare and set: of several retries, the one whose update lands holds the key.
            now, owner = timezone.now(), _owner()
            taken = IdempotentResponse.objects.filter(
                pk=stored.pk, status__isnull=True, owner=stored.owner, created_at=stored.created_at
            ).update(owner=owner, created_at=now)
            if taken:
                return _TakenOver(Reservation(pk=stored.pk, command=stored.command))
            continue  # another retry took it over first: wait for its answer
        if time.monotonic() > deadline:
            raise ApiError(
                409,
                "idempotency_key_in_progress",
                gettext("a request with this %(HEADER)s is still running; send it again later")
                % {"HEADER": HEADER},
            )
        time.sleep(POLL_SECONDS)


def _owner() -> str:
    """Who holds a reservation: this process (read at each call: workers fork after import)."""
    return f"{HOST}:{os.getpid()}"


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
            gettext("this %(HEADER)s was already used for %(method)s %(path)s; use a new key")
            % {"HEADER": HEADER, "method": stored.method, "path": stored.path},
        )
    response = Response(stored.body, status=stored.status)
    response["Idempotent-Replayed"] = "true"
    return response


def expire_keys(now=None) -> int:
    """Delete the answers older than ``TABULA_IDEMPOTENCY_TTL_HOURS``; return how many."""
    cutoff = (now or timezone.now()) - timedelta(hours=settings.TABULA_IDEMPOTENCY_TTL_HOURS)
    deleted, _ = IdempotentResponse.objects.filter(created_at__lt=cutoff).delete()
    return deleted
