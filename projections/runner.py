"""Driving the projectors: the read models and the ratings follow the log, exactly once.

Both are followers of ``matches.followers`` like the bots and the alerts: each keeps its
place in the log in its own ``FollowerPosition`` row (``READ_MODELS``, ``ratings.RATINGS``),
and projects a batch of events in one database transaction together with its new position,
while that row is locked; so concurrent catch-ups (several web processes, workers,
``run_projections --follow``) never project an event twice, and a crash loses nothing.
"""

from __future__ import annotations

import fcntl
import logging
import math
import os
import threading
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from uuid import UUID

from django.db import transaction
from eventsourcing.persistence import Notification

from matches.aggregate import Match
from matches.followers import LogBatch, LogFollower, Step, TrackedPosition, request_follow
from matches.service import MatchService, may_gather
from matches.storage import data_dir, postgres_url
from projections import ratings
from projections.models import HistoryEntry, MatchSummary
from projections.projector import TOPICS, Projector

FOLLOWER_NAME = "read-models"
#: The read models' position in the log (their ``FollowerPosition`` row).
READ_MODELS = TrackedPosition(FOLLOWER_NAME, TOPICS)

logger = logging.getLogger(__name__)

_local = threading.local()


def catch_up(service: MatchService, batch: int = 500) -> int:
    """Project every event not yet projected; return how many were."""
    processed = READ_MODELS.follow(
        service, lambda notifications: project(service, notifications), batch
    )
    # Ratings and statistics: the same log, followed from their own position (a look
    # without a lock when no match was created, started or ended since).
    ratings.catch_up(service, batch)
    return processed


def project(service: MatchService, notifications: list[Notification]) -> int:
    """Project a batch of notifications into the read models (inside the step's transaction)."""
    projector = Projector(service)
    for notification in notifications:
        projector.project(service.mapper.to_domain_event(notification))
    projector.flush()
    return len(notifications)


def drop_projections() -> None:
    """Delete every read-model row and the tracking position."""
    with transaction.atomic():
        HistoryEntry.objects.all().delete()
        MatchSummary.objects.all().delete()
        READ_MODELS.reset()
        ratings.drop()


@contextmanager
def _within_this_thread(flag: str) -> Iterator[None]:
    """``flag`` set on this thread for the block (``install_projection_hook`` reads it)."""
    previous = getattr(_local, flag, False)
    setattr(_local, flag, True)
    try:
        yield
    finally:
        setattr(_local, flag, previous)


def deferred_projection() -> AbstractContextManager[None]:
    """Within this block commands do not catch up after each save (bulk play)."""
    return _within_this_thread("deferred")


#: Set when a command saved inside ``projection_after_response``: the next
#: finished HTTP response (``catch_up_after_response``) catches up.
_due_after_response = threading.Event()


def projection_after_response() -> AbstractContextManager[None]:
    """Within this block (a hot HTTP command) catch-up waits until the response is sent.

    The answer does not need the read models (it is built from the store), so
    the mover does not wait for them; a read that comes first heals the match
    itself (``behind_store``).
    """
    return _within_this_thread("after_response")


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
            if projector_lease.held_elsewhere():
                return  # the process that projects for all looks within 0.1 s
            # Both projectors of the loop look (the ratings pass over the moves).
            followed = request_follow(FOLLOWER_NAME)
            request_follow(ratings.FOLLOWER_NAME)
            if not followed:
                _due_after_response.set()
            return
        _catch_up_logged(service, f"after saving match {match.id} v{match.version}")

    # A catch-up projects every event stored before it: within ``MatchService.gathering``
    # (a bot's turn of several actions) one at the end serves them all.
    service.after_save.append(may_gather(after_save))


def catch_up_after_response(**kwargs: object) -> None:
    """``request_finished`` receiver: the catch-up a command left for after its answer.

    It runs after Django's own ``close_old_connections`` receiver, so it closes the
    database connection it opened: under ASGI each request's sync code runs in a
    thread of its own, and a connection left open there is never returned to the pool.
    """
    if _due_after_response.is_set():
        _due_after_response.clear()
        from django.db import connections

        from matches.service import get_service

        try:
            _catch_up_logged(get_service(), "after a response")
        finally:
            # Django's own receiver, minus connections inside a transaction: the test
            # client runs requests inside the test's transaction and keeps it open.
            for connection in connections.all(initialized_only=True):
                if not connection.in_atomic_block:
                    connection.close_if_unusable_or_obsolete()


# -- catch-up by the follower loop of a served process ----------------------------------

#: How long the loop lets commands gather before it projects them: one transaction for
#: all the moves of that moment instead of one per move.
BACKGROUND_GATHER_SECONDS = 0.1
#: With nothing to project for this long, the lease holder looks every QUIET_POLL_SECONDS.
QUIET_AFTER_SECONDS = 5.0
QUIET_POLL_SECONDS = 1.0


class ProjectionFollower(LogFollower):
    """A projector as a follower of the process's loop (``matches.followers``).

    Commands inside ``projection_after_response`` (a move) ask it for their catch-up
    instead of running it after their own response; it projects the moves of the last
    0.1 s in one transaction. With SQLite only the process holding the projector lease
    projects (for all); with PostgreSQL every process projects its own commands, and
    does not poll.
    """

    order = 1
    gather_seconds = BACKGROUND_GATHER_SECONDS
    first_retry_seconds = 1.0
    max_retry_seconds = 5.0
    #: A batch without any of its topics is passed over without the lock (and recorded
    #: now and then only: ``TrackedPosition``); else every step is a locked one.
    passes_over = False

    def __init__(self) -> None:
        #: When it last projected something (the lease holder's looks slow down when quiet).
        self.projected_at = -math.inf

    def project(self, service: MatchService, notifications: list[Notification]) -> int:
        """Project a batch (inside the step's transaction); return how many were."""
        raise NotImplementedError

    @property
    def poll_seconds(self) -> float | None:  # type: ignore[override]
        if not projector_lease.applies():
            return None  # every process projects its own commands, when they ask
        # The process that projects for all looks every gathering time while moves come
        # (nobody asks it for the other processes' commands), every second once quiet; the
        # others look for a lease to take over.
        if not projector_lease.take():
            return ProjectorLease.TAKE_OVER_SECONDS
        if time.monotonic() - self.projected_at < QUIET_AFTER_SECONDS:
            return BACKGROUND_GATHER_SECONDS
        return QUIET_POLL_SECONDS

    def stop(self) -> None:
        projector_lease.release()

    def follow(self, service: MatchService, log: LogBatch) -> Step:
        if projector_lease.applies() and not projector_lease.take():
            return Step(0, log.end, True)  # another process projects for all
        step = self.tracked.step(
            service,
            lambda notifications: self.project(service, notifications),
            log=log,
            calls_for_work=(lambda notifications: True) if self.passes_over else None,
        )
        if step.handled:
            self.projected_at = time.monotonic()
        return step


class ReadModelFollower(ProjectionFollower):
    """The read models (lobby, histories). Reads stay exact: single-match reads answer from
    the store, and a read of the read models of a match they are behind on (``/events/``,
    ``/replay/``) catches up itself first (``behind_store``)."""

    name = FOLLOWER_NAME
    tracked = READ_MODELS
    #: The sweeps read the lobby read model.
    before_jobs = True

    def project(self, service: MatchService, notifications: list[Notification]) -> int:
        return project(service, notifications)


class RatingsFollower(ProjectionFollower):
    """Ratings and statistics (``projections.ratings``): moves change no rating, so they are
    passed over without a lock; a match created, seated, started or ended is projected."""

    name = ratings.FOLLOWER_NAME
    order = 3
    tracked = ratings.RATINGS
    passes_over = True
    #: It joins any pass of the read models within its poll (one read of the log for both).
    join_early_seconds = QUIET_POLL_SECONDS

    def project(self, service: MatchService, notifications: list[Notification]) -> int:
        return ratings.project(service, notifications)


def tracked_position(service: MatchService) -> int:
    """The read models' position in the log, read without the lock."""
    return READ_MODELS.stored(service.name)


class ProjectorLease:
    """Which process of a SQLite data directory projects in the background: one, for all.

    SQLite takes one writer at a time, so background projectors in several processes
    of one data directory (``gunicorn --workers 2``) only queue for its lock, and each
    lacks the matches the others moved last in its match cache and reads them back. The
    served process holding an exclusive lock on ``read-models.lock`` projects everybody's
    commands, looking every 0.1 s; the others leave it to that process and try for the
    lock every second. The operating system drops the lock with its process, so another
    takes over within a second. With PostgreSQL every process projects its own commands
    (no lease). Commands that catch up before they answer (creating, joining) still do so
    wherever they run, and so do processes without a follower loop (scripts, tests).
    """

    #: How often a process that leaves the projecting to another tries to take over.
    TAKE_OVER_SECONDS = 1.0

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._file: int | None = None
        self._path: Path | None = None
        self._pid = 0
        self._elsewhere = False

    def applies(self) -> bool:
        return postgres_url() is None

    def take(self) -> bool:
        """Hold the lease, or try to (only a process that runs the follower loop asks)."""
        path = data_dir() / "read-models.lock"
        with self._lock:
            if self._file is not None and self._pid == os.getpid():
                if self._path == path:
                    return True
                os.close(self._file)  # the data directory changed (tests)
                self._file = None
            # Opened in this process: a forked child shares its parent's open file.
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(descriptor)
                self._elsewhere = True
                return False
            self._file, self._path, self._pid, self._elsewhere = (
                descriptor,
                path,
                os.getpid(),
                False,
            )
            return True

    def held_elsewhere(self) -> bool:
        """Whether this process's loop found another process projecting for all."""
        return self._elsewhere and self.applies()

    def release(self) -> None:
        """Give the lease up (tests; a loop that stops)."""
        with self._lock:
            if self._file is not None and self._pid == os.getpid():
                os.close(self._file)
            self._file, self._elsewhere = None, False


projector_lease = ProjectorLease()
