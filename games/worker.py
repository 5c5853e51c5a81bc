"""Who plays the bot turns that ``games.dispatch`` finds due.

``settings.TABULA_BOTS`` chooses, per process:

* ``"thread"`` (the embedded default, no broker): a background thread of the
  server process follows the log, plays the turns one after another and sweeps
  for overdue ones every ``TABULA_BOT_SWEEP_SECONDS``. ``config.wsgi`` and
  ``config.asgi`` start it with :func:`start_in_process_worker`.
* ``"celery"`` (``CELERY_BROKER_URL`` set): the same thread follows the log and
  sweeps, but dispatching a turn is a publish; Celery workers play it. Celery
  beat runs ``games.tasks.sweep_due_bots`` too, so the sweep also happens when
  no web process runs the thread.
* ``"inline"``: the command that made a bot due plays it before returning
  (tests, ``selfplay``, scripts); :func:`inline_bots` switches the current
  thread to it, :func:`drain` plays everything due once.

In every mode a command only *records* its event and wakes the follower; the
HTTP request never waits for a bot (except inline, which is asked for).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings

from games.aggregate import Match
from games.dispatch import follow, sweep
from games.service import MatchService, get_service
from games.tasks import BotTurn, due_bot_turns, play_bot_turn, play_turn_safely

logger = logging.getLogger(__name__)

_local = threading.local()
#: Longest wait between two looks at the log when nothing woke the worker
#: (events stored by other processes only show up by polling).
POLL_SECONDS = 0.5
#: Longest wait between two attempts after the store or the broker failed.
MAX_BACKOFF_SECONDS = 5.0
#: How often old Idempotency-Key answers are deleted.
EXPIRY_SECONDS = 3600.0


def bot_mode() -> str:
    return getattr(_local, "mode", None) or settings.TABULA_BOTS


@contextmanager
def inline_bots() -> Iterator[None]:
    """Within this block, commands of this thread play the bots they make due."""
    previous = getattr(_local, "mode", None)
    _local.mode = "inline"
    try:
        yield
    finally:
        _local.mode = previous


def drain(service: MatchService | None = None) -> int:
    """Play, in this thread, every bot turn due now and those that follow; return how many.

    Re-entrant calls (a bot's own move saving) return at once: the outer loop
    goes on, so a bots-only match of any length is played in a loop, not by
    recursion.
    """
    if getattr(_local, "draining", False):
        return 0
    service = service or get_service()
    _local.draining = True
    played = 0
    try:
        while True:
            turns: list[BotTurn] = []
            follow(service, turns.extend)
            if not turns:
                return played
            for turn in turns:
                if play_turn_safely(turn) is not None:
                    played += 1
    finally:
        _local.draining = False


def publish_turns(turns: list[BotTurn]) -> None:
    """Send turns to Celery workers; raises when the broker does not take them."""
    for turn in turns:
        play_bot_turn.apply_async(
            args=turn,
            retry=True,
            retry_policy={"max_retries": 1, "interval_start": 0.2, "interval_step": 0.2},
        )


class BotWorker:
    """The in-process follower (and, in ``thread`` mode, player) of one process."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.queue: deque[BotTurn] = deque()
        #: Turns queued or being played here: the sweep leaves them alone.
        self.pending: set[BotTurn] = set()
        self.wake = threading.Event()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run, name="tabula-bots", daemon=True)
        self.next_sweep = 0.0
        self.next_expiry = 0.0
        self.next_clock_sweep = 0.0

    def start(self) -> None:
        self.thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        self.stopping.set()
        self.wake.set()
        self.thread.join(timeout)

    def dispatch(self, turns: list[BotTurn]) -> None:
        if self.mode == "celery":
            publish_turns(turns)
            return
        for turn in turns:
            if turn not in self.pending:
                self.pending.add(turn)
                self.queue.append(turn)

    def run(self) -> None:
        backoff = 0.0
        while not self.stopping.is_set():
            self.wake.wait(timeout=backoff or POLL_SECONDS)
            self.wake.clear()
            if self.stopping.is_set():
                return
            try:
                self.step()
                backoff = 0.0
            except Exception:
                # The store or the broker is unavailable: nothing was recorded as
                # followed, so the same turns are found again once it is back.
                backoff = min(MAX_BACKOFF_SECONDS, max(0.5, backoff * 2))
                logger.warning("bot worker: retrying in %.1f s", backoff, exc_info=True)
            finally:
                _close_old_connections()

    def step(self) -> None:
        service = get_service()
        follow(service, self.dispatch)
        if time.monotonic() >= self.next_sweep:
            self.next_sweep = time.monotonic() + settings.TABULA_BOT_SWEEP_SECONDS
            sweep(service, self.dispatch, skip=set(self.pending))
        if time.monotonic() >= self.next_clock_sweep:
            # Timeouts and abandoned matches (games.sweeps); a handed-over seat's bot turn
            # is found by the follower like any other.
            from games.sweeps import sweep_clocks

            self.next_clock_sweep = time.monotonic() + settings.TABULA_CLOCK_SWEEP_SECONDS
            sweep_clocks(service)
            follow(service, self.dispatch)
        if time.monotonic() >= self.next_expiry:
            # The embedded default has no celery beat: this thread is its scheduler.
            from api.idempotency import expire_keys

            self.next_expiry = time.monotonic() + EXPIRY_SECONDS
            expire_keys()
        while self.queue and not self.stopping.is_set():
            turn = self.queue.popleft()
            try:
                play_turn_safely(turn)
            finally:
                self.pending.discard(turn)
            # Follow between turns, so a long queue does not delay what follows.
            follow(service, self.dispatch)


def _close_old_connections() -> None:
    from django.db import close_old_connections

    close_old_connections()


_worker: BotWorker | None = None
_worker_pid: int | None = None
_worker_lock = threading.Lock()


def start_in_process_worker() -> BotWorker | None:
    """Start this process's bot worker thread once (idempotent; safe after a fork).

    Does nothing in ``inline`` mode or when ``TABULA_BOT_WORKER=0``.
    """
    global _worker, _worker_pid
    mode = settings.TABULA_BOTS
    if mode == "inline" or os.environ.get("TABULA_BOT_WORKER", "1") == "0":
        return None
    with _worker_lock:
        if _worker is not None and _worker_pid == os.getpid() and _worker.thread.is_alive():
            return _worker
        _worker = BotWorker(mode)
        _worker_pid = os.getpid()
        _worker.start()
        return _worker


def stop_in_process_worker() -> None:
    global _worker
    with _worker_lock:
        if _worker is not None:
            _worker.stop()
        _worker = None


def after_save(service: MatchService, match: Match) -> None:
    """The service hook: a stored event may have made a bot due."""
    if bot_mode() == "inline":
        if due_bot_turns(match):  # no bot due here: a later command's drain follows on
            drain(service)
        return
    worker = _worker
    if worker is not None and _worker_pid == os.getpid() and _has_bot_seat(match):
        # Only a match with a bot seat can have made a bot due: the follower looks at
        # once. Moves between humans are followed at its next poll, in one batch,
        # instead of costing every move a follower pass.
        worker.wake.set()


def _has_bot_seat(match: Match) -> bool:
    return any(seat["bot"] is not None for seat in match.seats)


def install_bot_hook(service: MatchService) -> None:
    service.after_save.append(lambda match: after_save(service, match))
