"""Followers of the event log, and the one loop per served process that feeds them all.

A *follower* reacts to the stored events from a position of its own, recorded in the
database in the same transaction as what it did with them (eventsourcing's
process-application idea): the bot dispatcher (``matches.worker``), the alerts outbox
(``alerts.worker``), the read models and the ratings (``projections.runner``). Each keeps
its own position (:class:`TrackedPosition`, a ``FollowerPosition`` row), topics and timing;
a crash or a failure loses nothing, since the position only moves with the work done. The
layers above register their followers and periodic jobs here at start-up
(``config.wiring``); this module imports none of them.

A served process (``config.wsgi``, ``config.asgi``) runs them all in one thread,
``tabula-followers`` (:func:`start_followers`). A pass of that loop reads the log once —
one ``max_notification_id``, then, only when some due follower is behind, one select of
the new notifications — and hands that batch to each due follower in turn, each in its
own transaction. An idle poll is one cheap query for the whole process, not one per
follower. A follower that fails is retried after its own backoff; the others go on.
The same loop runs the periodic jobs of the embedded default (sweeps, expiry): it is the
process's scheduler where no celery beat runs.

Slow work never runs in this loop: a bot's turn is played by a ``tabula-bots`` thread,
e-mails and webhooks are sent by the ``tabula-alerts`` thread (or published to Celery).
"""

from __future__ import annotations

import logging
import math
import os
import threading
import time
import weakref
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, transaction
from eventsourcing.persistence import Notification

from matches.aggregate import with_former_topics
from matches.background import ProcessThread, ThreadControl
from matches.models import FollowerPosition
from matches.service import MatchService

logger = logging.getLogger(__name__)

#: Most notifications one pass reads; a longer backlog is followed over several passes.
LOG_BATCH = 500
#: How often a follower that only passed over notifications records its position.
PASSED_OVER_PERSIST_SECONDS = 5.0


def background_work_enabled() -> bool:
    """Whether this process plays bots and sends alerts in background threads.

    Not in ``inline`` mode (the commands do it), nor with ``TABULA_BOT_WORKER=0`` (the
    switch that turns off a process's bot and alerts work).
    """
    return settings.TABULA_BOTS != "inline" and os.environ.get("TABULA_BOT_WORKER", "1") != "0"


# -- what a follower reads --------------------------------------------------------------


@dataclass(frozen=True)
class LogBatch:
    """The notifications one pass read for every follower: those with ids after ``after``.

    ``end``: every notification up to that id has been read (the newest one when the
    batch is ``complete``, else the last one read).
    """

    after: int
    notifications: Sequence[Notification]
    end: int
    complete: bool

    def covers(self, position: int) -> bool:
        """Whether a follower at ``position`` finds all it has to follow next in this batch."""
        return self.after <= position

    def since(self, position: int, topics: Collection[str] | None = None) -> list[Notification]:
        return [
            notification
            for notification in self.notifications
            if notification.id > position and (topics is None or notification.topic in topics)
        ]


def read_log(service: MatchService, after: int, newest: int, limit: int = LOG_BATCH) -> LogBatch:
    """The notifications after ``after`` (``newest``: the store's highest id, read just before)."""
    notifications = service.recorder.select_notifications(
        start=after, limit=limit, inclusive_of_start=False
    )
    last = notifications[-1].id if notifications else after
    complete = len(notifications) < limit
    return LogBatch(
        after=after,
        notifications=notifications,
        end=max(last, newest, after) if complete else last,
        complete=complete,
    )


@dataclass(frozen=True)
class Step:
    """One locked step of a follower: how many things it did, where it stands, whether done."""

    handled: int
    position: int
    done: bool


#: Handles the notifications of one step (inside its transaction); returns how many things
#: it did. Raising rolls the step back: its position stays.
Handler = Callable[[list[Notification]], int]


class TrackedPosition:
    """A follower's position in the log: a ``FollowerPosition`` row, moved under its lock.

    The one way every follower keeps its place: the bots (``matches.dispatch``), the alerts
    (``alerts.follower``), the read models and the ratings (``projections.runner``).
    """

    def __init__(self, follower: str, topics: Collection[str] | None, sparse: bool = False) -> None:
        self.follower = follower
        #: The topics it follows (None: every topic), under their current and former names.
        self.topics = with_former_topics(topics) if topics is not None else None
        #: Its topics are rare in the log (the ratings: a match's creation, seats, start and
        #: end, never a move): a step it takes by itself first looks for one without the lock.
        self.sparse = sparse and self.topics is not None
        #: Per service: the position this process last recorded, to skip idle looks cheaply.
        self._known: weakref.WeakKeyDictionary[MatchService, int] = weakref.WeakKeyDictionary()
        self._persisted_at = 0.0
        self._lock = threading.Lock()

    def known(self, service: MatchService) -> int | None:
        with self._lock:
            return self._known.get(service)

    def forget(self) -> None:
        """Read the position from the database next time (as a new process would)."""
        with self._lock:
            self._known.clear()

    def stored(self, application_name: str) -> int:
        """The position in the database (0 before the first step), read without the lock."""
        return (
            FollowerPosition.objects.filter(
                follower=self.follower, application_name=application_name
            )
            .values_list("notification_id", flat=True)
            .first()
            or 0
        )

    def recorded(self, service: MatchService) -> int:
        """The recorded position, read without the lock (where this process starts)."""
        position = self.stored(service.name)
        with self._lock:
            self._known.setdefault(service, position)
        return position

    def reset(self) -> None:
        """Start again from the first notification (the read models are rebuilt)."""
        FollowerPosition.objects.filter(follower=self.follower).delete()
        self.forget()

    def follow(self, service: MatchService, handle: Handler, batch: int = 200) -> int:
        """Handle every notification not yet followed, step by step; return how many things."""
        handled = 0
        while True:
            step = self.step(service, handle, batch)
            handled += step.handled
            if step.done:
                return handled

    def step(
        self,
        service: MatchService,
        handle: Handler,
        batch: int = 200,
        log: LogBatch | None = None,
        calls_for_work: Callable[[list[Notification]], bool] | None = None,
    ) -> Step:
        """Follow the next notifications: from ``log`` when it covers the position, else read.

        Several processes may follow at once: the row is locked for the step, so none
        handles a notification twice. ``calls_for_work`` (with ``log``): whether some of
        the notifications may give ``handle`` something to do; when none may, the step
        takes no lock and writes nothing (see :meth:`_pass_over`).
        """
        if log is not None and calls_for_work is not None:
            passed = self._pass_over(service, log, calls_for_work)
            if passed is not None:
                return passed
        if log is not None and log.complete and calls_for_work is None:
            # Another process may have followed this batch already (with PostgreSQL the read
            # models are caught up by every process that saves, and by ``run_projections``):
            # one look at the row, without a transaction, spares a locked step that would
            # find nothing to do.
            stored = self.stored(service.name)
            if stored >= log.end:
                with self._lock:
                    self._known[service] = max(stored, self._known.get(service, 0))
                return Step(0, stored, True)
        if log is None:
            # A cheap look before taking the lock: on SQLite the lock is the whole
            # database's write lock, so an idle look must not take it.
            known = self.known(service)
            newest = service.recorder.max_notification_id() or 0
            if known is not None and newest <= known:
                return Step(0, known, True)
            if self.sparse and not self._any_since(service, self._start(service, known)):
                return self._passed_over(service, max(newest, known or 0), complete=True)
        else:
            newest = log.end
        try:
            with transaction.atomic():
                tracking, _ = FollowerPosition.objects.select_for_update().get_or_create(
                    follower=self.follower,
                    application_name=service.name,
                    defaults={"notification_id": 0},
                )
                # This process handled, or passed over, everything up to what it knows.
                start = max(tracking.notification_id, self.known(service) or 0)
                if log is not None and log.covers(start):
                    notifications = log.since(start, self.topics)
                    end, done = max(start, log.end), log.complete
                else:
                    notifications = list(
                        service.recorder.select_notifications(
                            start=start,
                            limit=batch,
                            topics=tuple(self.topics or ()),
                            inclusive_of_start=False,
                        )
                    )
                    done = len(notifications) < batch
                    last = notifications[-1].id if notifications else start
                    # Nothing else of interest up to the newest notification seen before.
                    end = max(last, newest) if done else last
                handled = handle(notifications) if notifications else 0
                if end != tracking.notification_id:
                    tracking.notification_id = end
                    tracking.save(update_fields=["notification_id"])
        except IntegrityError:
            # Another process created the row at the same moment: read it again.
            return Step(0, self.known(service) or (log.after if log else 0), False)
        with self._lock:
            self._known[service] = end
        return Step(handled, end, done)

    def _pass_over(
        self,
        service: MatchService,
        log: LogBatch,
        calls_for_work: Callable[[list[Notification]], bool],
    ) -> Step | None:
        """Move past notifications that call for no work, without the lock (None: some may).

        Most moves give the bots and the alerts nothing to do (no bot seat, nobody to
        tell): a locked transaction per pass for them cost more than the rest of the pass.
        The row is moved forward now and then only; a process that restarts from it, or
        another that follows from it, finds again that those notifications call for
        nothing (their policies read the same log), or does what they call for then.
        """
        known = self.known(service)
        if known is None or not log.covers(known):
            return None
        notifications = log.since(known, self.topics)
        if notifications and calls_for_work(notifications):
            return None
        return self._passed_over(service, max(known, log.end), log.complete)

    def _start(self, service: MatchService, known: int | None) -> int:
        return known if known is not None else self.recorded(service)

    def _any_since(self, service: MatchService, position: int) -> bool:
        """Whether the log holds a notification of its topics after ``position`` (no lock)."""
        return bool(
            service.recorder.select_notifications(
                start=position,
                limit=1,
                topics=tuple(self.topics or ()),
                inclusive_of_start=False,
            )
        )

    def _passed_over(self, service: MatchService, end: int, complete: bool) -> Step:
        """This process has passed over everything up to ``end``; the row follows now and then."""
        with self._lock:
            self._known[service] = max(end, self._known.get(service, 0))
            end = self._known[service]
            now = time.monotonic()
            persist = now - self._persisted_at >= PASSED_OVER_PERSIST_SECONDS
            if persist:
                self._persisted_at = now
        if persist:
            self._record_passed_over(service, end)
        return Step(0, end, complete)

    def _record_passed_over(self, service: MatchService, end: int) -> None:
        rows = FollowerPosition.objects.filter(
            follower=self.follower, application_name=service.name
        )
        # Forward only: never back over what a locked step recorded meanwhile.
        if rows.filter(notification_id__lt=end).update(notification_id=end) or rows.exists():
            return
        try:
            with transaction.atomic():
                FollowerPosition.objects.create(
                    follower=self.follower, application_name=service.name, notification_id=end
                )
        except IntegrityError:
            pass  # another process created it meanwhile: its position stands


# -- the loop ---------------------------------------------------------------------------


class LogFollower:
    """A follower run by the process's loop; subclasses say what it does and when."""

    name = ""
    #: Lower first: the order of the followers within a pass.
    order = 0
    #: Seconds between two looks when nothing asked for one (None: only when asked).
    poll_seconds: float | None = None
    #: After a request, how long the commands of that moment gather before one step
    #: follows them all.
    gather_seconds = 0.0
    #: How much earlier than due it joins a pass that runs anyway (sharing its read of the
    #: log); its gathering is that much shorter then.
    join_early_seconds = 0.0
    #: Backoff after a failure: doubled at each failure in a row, up to the maximum.
    first_retry_seconds = 1.0
    max_retry_seconds = 30.0
    #: Whether the periodic jobs want this follower to have followed first (the sweeps
    #: read the lobby read model).
    before_jobs = False
    #: Its position in the log (a follower that keeps it otherwise overrides ``position``).
    tracked: TrackedPosition

    def enabled(self) -> bool:
        return True

    def start(self) -> None:
        """Start what this follower hands its slow work to (a player, a sender)."""

    def stop(self) -> None:
        pass

    def position(self, service: MatchService) -> int:
        """Its recorded position (no lock): where this process's first look starts."""
        return self.tracked.recorded(service)

    def follow(self, service: MatchService, log: LogBatch) -> Step:
        """Follow what ``log`` holds after its position (in its own transaction)."""
        raise NotImplementedError


@dataclass(frozen=True)
class PeriodicJob:
    """Work the loop runs every ``every()`` seconds (the embedded default has no beat)."""

    name: str
    every: Callable[[], float]
    run: Callable[[MatchService], object]
    enabled: Callable[[], bool] = background_work_enabled


@dataclass
class _FollowerState:
    follower: LogFollower
    known: int | None = None
    due_at: float = 0.0
    retry_at: float = 0.0
    failures: int = 0
    #: When the oldest request not yet taken was made.
    requested_at: float | None = None

    def take_request(self) -> None:
        requested_at = self.requested_at
        if requested_at is not None:
            # A request made meanwhile (after its save) is served by the same pass.
            self.requested_at = None
            # A request does not cut a backoff short: the store or broker is down.
            ready = max(requested_at + self.follower.gather_seconds, self.retry_at)
            self.due_at = min(self.due_at, ready)

    def succeeded(self, now: float, again: bool) -> None:
        self.failures = 0
        self.retry_at = 0.0
        poll = self.follower.poll_seconds
        self.due_at = now if again else (now + poll if poll is not None else math.inf)

    def failed(self, now: float) -> None:
        self.failures += 1
        follower = self.follower
        backoff = min(
            follower.max_retry_seconds, follower.first_retry_seconds * 2 ** (self.failures - 1)
        )
        self.retry_at = self.due_at = now + backoff


@dataclass
class _JobState:
    job: PeriodicJob
    due_at: float = 0.0


@dataclass
class FollowerLoop:
    """The followers and periodic jobs of one process, and when each is next due."""

    followers: list[LogFollower]
    jobs: list[PeriodicJob] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.states = {follower.name: _FollowerState(follower) for follower in self.followers}
        self.job_states = [_JobState(job) for job in self.jobs]

    def follows(self, name: str) -> bool:
        return name in self.states

    def request(self, name: str, at: float | None = None) -> bool:
        """Ask the follower ``name`` to look its gathering time after ``at`` (now).

        True when this is a new request, the loop's to take; False when one not yet taken
        is pending (the loop takes both at once), or when no follower ``name`` runs here.
        """
        state = self.states.get(name)
        if state is None or state.requested_at is not None:
            return False
        state.requested_at = time.monotonic() if at is None else at
        return True

    def _take_requests(self) -> None:
        for state in self.states.values():
            state.take_request()

    def next_due(self) -> float:
        """The moment of the next pass."""
        self._take_requests()
        moments = [state.due_at for state in self.states.values()]
        moments += [job_state.due_at for job_state in self.job_states]
        return min(moments, default=math.inf)

    def run_pass(self, service: MatchService, now: float) -> None:
        """Follow with every follower due at ``now``, then run the jobs due."""
        self._take_requests()
        due_jobs = [job_state for job_state in self.job_states if job_state.due_at <= now]
        # A follower due soon joins this pass, which reads the log anyway: under load the
        # alerts (every 0.2 s) and the bots' poll (0.5 s) then share the passes of the read
        # models (0.1 s) instead of each paying for passes of their own.
        due = [
            state
            for state in self.states.values()
            if (state.due_at <= now + state.follower.join_early_seconds and state.retry_at <= now)
            or (due_jobs and state.follower.before_jobs)
        ]
        if due:
            self._follow(service, due, now)
        for job_state in due_jobs:
            job_state.due_at = now + job_state.job.every()
            try:
                job_state.job.run(service)
            except Exception:
                logger.warning("%s failed; next try in its turn", job_state.job.name, exc_info=True)

    def _follow(self, service: MatchService, due: list[_FollowerState], now: float) -> None:
        try:
            newest = service.recorder.max_notification_id() or 0
            for state in due:
                if state.known is None:
                    state.known = state.follower.position(service)
            behind = [state for state in due if (state.known or 0) < newest]
            log = read_log(service, min(s.known or 0 for s in behind), newest) if behind else None
        except Exception:
            logger.warning("log followers: cannot read the event log", exc_info=True)
            for state in due:
                state.failed(now)
            return
        for state in due:
            if log is None or state not in behind:
                state.succeeded(now, again=False)
                continue
            try:
                step = state.follower.follow(service, log)
            except Exception:
                # Its transaction rolled back: its position stays, the others go on.
                state.failed(now)
                logger.warning(
                    "%s follower failed; retrying in %.1f s",
                    state.follower.name,
                    state.retry_at - now,
                    exc_info=True,
                )
                continue
            state.known = step.position
            state.succeeded(now, again=not step.done)

    def run(self, control: ThreadControl) -> None:
        from django.db import close_old_connections

        from matches.service import get_service

        while not control.stopping:
            now = time.monotonic()
            due = self.next_due()
            if due > now:
                control.wait(None if due == math.inf else due - now)
                continue
            try:
                self.run_pass(get_service(), now)
            except Exception:
                logger.exception("log followers: pass failed")
                control.sleep(1.0)
            finally:
                # As after a request: a pooled PostgreSQL connection goes back to its pool.
                close_old_connections()


#: Registered at start-up by ``config.wiring``.
log_followers: list[LogFollower] = []
periodic_jobs: list[PeriodicJob] = []


def register_follower(follower: LogFollower) -> None:
    log_followers[:] = [f for f in log_followers if f.name != follower.name] + [follower]


def register_job(job: PeriodicJob) -> None:
    periodic_jobs[:] = [j for j in periodic_jobs if j.name != job.name] + [job]


_loop: FollowerLoop | None = None
_loop_lock = threading.Lock()


def _run_loop(control: ThreadControl) -> None:
    loop = _loop
    if loop is not None:
        loop.run(control)


_thread = ProcessThread("tabula-followers", _run_loop)


def start_followers() -> FollowerLoop:
    """Start this process's follower loop once (idempotent; safe after a fork).

    ``config.wsgi`` and ``config.asgi`` call it. Which followers it runs is decided now:
    the read models always, bots and alerts when ``background_work_enabled()``.
    """
    global _loop
    with _loop_lock:
        if _loop is not None and _thread.alive():
            return _loop
        followers = sorted(
            (follower for follower in log_followers if follower.enabled()),
            key=lambda follower: follower.order,
        )
        loop = FollowerLoop(followers, [job for job in periodic_jobs if job.enabled()])
        for follower in followers:
            follower.start()
        _loop = loop
        _thread.start()
        return loop


def stop_followers() -> None:
    """Stop the loop and what its followers started; commands fall back to their own ways."""
    global _loop
    with _loop_lock:
        loop, _loop = _loop, None
        _thread.stop()
        for follower in loop.followers if loop is not None else ():
            follower.stop()


def request_follow(name: str) -> bool:
    """Ask this process's loop to have follower ``name`` look; False when none runs it.

    The loop is woken for the first request it has not taken yet only: a move wakes it
    once per gathering time, not once per move (each wake-up is a thread switch).
    """
    loop = _loop
    if loop is None or not _thread.alive() or not loop.follows(name):
        return False
    if loop.request(name):
        _thread.wake()
    return True
