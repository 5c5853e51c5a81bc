"""Who runs the follower and the senders.

* Embedded default (``TABULA_BOTS`` is ``thread``): a background thread of the
  server process, beside the bot worker (``start_alerts_worker``, started by
  ``config.wsgi``/``config.asgi``); woken after every saved command, and polling.
* Celery (``TABULA_BOTS=celery``): the same thread follows the log and publishes
  each due delivery as ``alerts.tasks.deliver_webhook`` (retried with
  exponential backoff by Celery); Celery beat runs ``alerts.tasks.process_alerts``
  as well, so nothing waits when no web process runs the thread.
* ``inline`` (tests, scripts): nothing runs by itself; call :func:`run_once`.
"""

from __future__ import annotations

import logging
import os
import threading
import time

from django.conf import settings

from games.service import MatchService, get_service

logger = logging.getLogger(__name__)

#: Longest wait between two passes when nothing woke the worker.
POLL_SECONDS = 1.0
#: After a wake-up, how long the moves of that moment gather before one pass follows them
#: all: a pass per move cost more server CPU than the move itself (benchmarks.move_profile).
GATHER_SECONDS = 0.2
MAX_BACKOFF_SECONDS = 30.0


def run_once(service: MatchService | None = None, publish: bool = False) -> dict[str, int]:
    """One pass: follow the log, send due e-mails, send (or publish) due webhook deliveries."""
    from alerts import email, follower, webhooks

    service = service or get_service()
    recorded = follower.follow(service)
    mails = email.send_due()
    if publish:
        from alerts.tasks import publish_due

        deliveries = publish_due()
    else:
        deliveries = webhooks.send_due()
    return {"recorded": recorded, "emails": mails, "deliveries": deliveries}


#: How often old deliveries and notices are deleted (``alerts.webhooks.prune``).
PRUNE_SECONDS = 3600.0


class AlertsWorker:
    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.next_prune = 0.0
        self.wake = threading.Event()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run, name="tabula-alerts", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        self.stopping.set()
        self.wake.set()
        self.thread.join(timeout)

    def run(self) -> None:
        from django.db import close_old_connections

        backoff = 0.0
        while not self.stopping.is_set():
            if self.wake.wait(timeout=backoff or POLL_SECONDS) and not backoff:
                self.stopping.wait(GATHER_SECONDS)
            self.wake.clear()
            if self.stopping.is_set():
                return
            try:
                run_once(publish=self.mode == "celery")
                if time.monotonic() >= self.next_prune:
                    from alerts.webhooks import prune

                    self.next_prune = time.monotonic() + PRUNE_SECONDS
                    prune()
                backoff = 0.0
            except Exception:
                backoff = min(MAX_BACKOFF_SECONDS, max(1.0, backoff * 2))
                logger.warning("alerts worker: retrying in %.1f s", backoff, exc_info=True)
            finally:
                close_old_connections()


_worker: AlertsWorker | None = None
_worker_pid: int | None = None
_worker_lock = threading.Lock()


def start_alerts_worker() -> AlertsWorker | None:
    """Start this process's alerts thread once (idempotent; safe after a fork).

    Does nothing in ``inline`` mode or when ``TABULA_BOT_WORKER=0`` (the same switch
    turns off every background thread of a process).
    """
    global _worker, _worker_pid
    mode = settings.TABULA_BOTS
    if mode == "inline" or os.environ.get("TABULA_BOT_WORKER", "1") == "0":
        return None
    with _worker_lock:
        if _worker is not None and _worker_pid == os.getpid() and _worker.thread.is_alive():
            return _worker
        _worker = AlertsWorker(mode)
        _worker_pid = os.getpid()
        _worker.start()
        return _worker


def stop_alerts_worker() -> None:
    global _worker
    with _worker_lock:
        if _worker is not None:
            _worker.stop()
        _worker = None


def wake() -> None:
    worker = _worker
    if worker is not None and _worker_pid == os.getpid():
        worker.wake.set()


def install_alerts_hook(service: MatchService) -> None:
    service.after_save.append(lambda match: wake())
