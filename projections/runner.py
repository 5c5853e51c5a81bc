"""Driving the projector: pull-based catch-up, exactly once.

Each batch of events is projected in one database transaction together with
the new tracking position, while the tracking row is locked; so concurrent
catch-ups (several web processes, workers, ``run_projections --follow``)
never project an event twice, and a crash loses nothing.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from uuid import UUID

from django.db import IntegrityError, transaction

from games.aggregate import Match
from games.service import MatchService
from projections import ratings
from projections.models import (
    HistoryEntry,
    MatchState,
    MatchSummary,
    ProjectionTracking,
)
from projections.projector import TOPICS, Projector, row_cache

PROJECTION_NAME = "matches"

logger = logging.getLogger(__name__)

_local = threading.local()


def catch_up(service: MatchService, batch: int = 500) -> int:
    """Project every event not yet projected; return how many were."""
    processed = 0
    seen_topics: set[str] = set()
    while True:
        count = _project_batch(service, batch, seen_topics)
        processed += count
        if count < batch:
            # Ratings and statistics: the same log, read with their own position. Moves change
            # no rating, so a catch-up that projected moves only leaves them be; an idle one
            # looks (it also retries a ratings catch-up that failed).
            if processed == 0 or not seen_topics.isdisjoint(ratings.TOPICS):
                ratings.catch_up(service, batch)
            return processed


def _project_batch(service: MatchService, batch: int, seen_topics: set[str] | None = None) -> int:
    try:
        with transaction.atomic():
            tracking = _locked_tracking(service.name)
            notifications = service.recorder.select_notifications(
                start=tracking.notification_id,
                limit=batch,
                topics=TOPICS,
                inclusive_of_start=False,
            )
            if not notifications:
                return 0
            projector = Projector()
            for notification in notifications:
                projector.project(service.mapper.to_domain_event(notification))
            if seen_topics is not None:
                seen_topics.update(notification.topic for notification in notifications)
            projector.flush()
            tracking.notification_id = notifications[-1].id
            tracking.save(update_fields=["notification_id"])
            projector.remember()
            return len(notifications)
    except IntegrityError:
        # Another process created the tracking row at the same moment: read it again.
        return _project_batch(service, batch, seen_topics)


def _locked_tracking(application_name: str) -> ProjectionTracking:
    tracking = (
        ProjectionTracking.objects.select_for_update()
        .filter(projection=PROJECTION_NAME, application_name=application_name)
        .first()
    )
    if tracking is None:
        tracking = ProjectionTracking.objects.create(
            projection=PROJECTION_NAME, application_name=application_name, notification_id=0
        )
    return tracking


def drop_projections() -> None:
    """Delete every read-model row and the tracking position."""
    with transaction.atomic():
        HistoryEntry.objects.all().delete()
        MatchState.objects.all().delete()
        MatchSummary.objects.all().delete()
        ProjectionTracking.objects.filter(projection=PROJECTION_NAME).delete()
        ratings.drop()
    row_cache.clear()


@contextmanager
def deferred_projection() -> Iterator[None]:
    """Within this block commands do not catch up after each save (bulk play)."""
    previous = getattr(_local, "deferred", False)
    _local.deferred = True
    try:
        yield
    finally:
        _local.deferred = previous


#: Set when a command saved inside ``projection_after_response``: the next
#: finished HTTP response (``catch_up_after_response``) catches up.
_due_after_response = threading.Event()


@contextmanager
def projection_after_response() -> Iterator[None]:
    """Within this block (a hot HTTP command) catch-up waits until the response is sent.

    The answer does not need the read models (it is built from the store), so
    the mover does not wait for them; a read that comes first heals the match
    itself (``behind_store``).
    """
    previous = getattr(_local, "after_response", False)
    _local.after_response = True
    try:
        yield
    finally:
        _local.after_response = previous


def behind_store(service: MatchService, match_id: UUID, projected_version: int) -> bool:
    """Whether the store holds an event of the match after ``projected_version``."""
    return bool(service.recorder.select_events(match_id, gt=projected_version, limit=1))


def _catch_up_logged(service: MatchService, reason: str) -> None:
    try:
        catch_up(service)
    except Exception:
        logger.warning(
            "projection catch-up (%s) failed; it will catch up later", reason, exc_info=True
        )


def install_projection_hook(service: MatchService) -> None:
    """Read-your-writes: catch up right after every successful command.

    The command's events are stored by then, so a failing projection (a locked
    or full read-model database) must not turn its success into an error: it
    is logged, and the next read of that match (``behind_store``), the next
    command or ``run_projections --follow`` catches up instead.
    """

    def after_save(match: Match) -> None:
        if getattr(_local, "deferred", False):
            return
        if getattr(_local, "after_response", False):
            background = _background
            if background is not None and background.alive():
                background.request()
            else:
                _due_after_response.set()
            return
        _catch_up_logged(service, f"after saving match {match.id} v{match.version}")

    service.after_save.append(after_save)


def catch_up_after_response(**kwargs: object) -> None:
    """``request_finished`` receiver: the catch-up a command left for after its answer.

    It runs after Django's own ``close_old_connections`` receiver, so it closes the
    database connection it opened: under ASGI each request's sync code runs in a
    thread of its own, and a connection left open there is never returned to the pool.
    """
    if _due_after_response.is_set():
        _due_after_response.clear()
        from django.db import connections

        from games.service import get_service

        try:
            _catch_up_logged(get_service(), "after a response")
        finally:
            # Django's own receiver, minus connections inside a transaction: the test
            # client runs requests inside the test's transaction and keeps it open.
            for connection in connections.all(initialized_only=True):
                if not connection.in_atomic_block:
                    connection.close_if_unusable_or_obsolete()


# -- catch-up in a background thread of a served process -----------------------

#: How long the background catch-up lets commands gather before it projects them:
#: one transaction for all the moves of that moment instead of one per move.
BACKGROUND_GATHER_SECONDS = 0.1


class BackgroundCatchUp:
    """A thread of a served process that projects the hot commands' events in batches.

    Commands inside ``projection_after_response`` (a move) hand their catch-up to it
    instead of running it after their own response. Reads stay exact: single-match
    reads answer from the store, and a read of the read models of a match they are
    behind on (``/events/``, ``/replay/``) catches up itself first (``behind_store``).
    """

    def __init__(self) -> None:
        self.due = threading.Event()
        self.thread = threading.Thread(target=self.run, name="tabula-projections", daemon=True)
        self.pid = os.getpid()

    def start(self) -> None:
        self.thread.start()

    def alive(self) -> bool:
        return self.pid == os.getpid() and self.thread.is_alive()

    def request(self) -> None:
        self.due.set()

    def run(self) -> None:
        from django.db import close_old_connections, connections

        from games.service import get_service

        while True:
            self.due.wait()
            time.sleep(BACKGROUND_GATHER_SECONDS)
            # Cleared before reading the log: a command stored from here on is either
            # in this batch or asks for the next one.
            self.due.clear()
            try:
                catch_up(get_service())
                # As after a request: a pooled PostgreSQL connection goes back to its pool,
                # a SQLite one is kept as long as the entry point allows.
                close_old_connections()
            except Exception:
                logger.warning("background catch-up failed; retrying", exc_info=True)
                # A broken connection is not reused; a new one is made at the next try.
                connections.close_all()
                time.sleep(1.0)
                self.due.set()


_background: BackgroundCatchUp | None = None
_background_lock = threading.Lock()


def start_background_catch_up() -> BackgroundCatchUp:
    """Start this process's background catch-up once (idempotent; safe after a fork).

    ``config.wsgi`` and ``config.asgi`` call it; without it (tests, scripts) a move
    catches up after its response instead.
    """
    global _background
    with _background_lock:
        if _background is None or not _background.alive():
            _background = BackgroundCatchUp()
            _background.start()
        return _background


def stop_background_catch_up() -> None:
    """Forget the background catch-up: moves catch up after their responses again.

    The daemon thread itself idles until the process ends (tests).
    """
    global _background
    with _background_lock:
        _background = None
