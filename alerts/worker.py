"""Who runs the follower and the senders.

* Embedded default (``TABULA_BOTS`` is ``thread``): the server process's follower
  loop (``matches.followers``, started by ``config.wsgi``/``config.asgi``) follows the
  log with :class:`AlertsFollower` — asked by every saved command, it lets the moves
  of 0.2 s gather, and polls every second — and wakes the ``tabula-alerts`` thread
  (:func:`run_sender`) when it recorded something. That thread sends the due e-mails
  and webhook deliveries, then sleeps until the next one is due.
* Celery (``TABULA_BOTS=celery``): the same, but the sender publishes each due
  delivery as ``alerts.tasks.deliver_webhook`` (retried with exponential backoff by
  Celery); Celery beat runs ``alerts.tasks.process_alerts`` as well, so nothing waits
  when no web process runs the loop.
* ``inline`` (tests, scripts): nothing runs by itself; call ``alerts.tasks.run_once``.
"""

from __future__ import annotations

import logging
from datetime import datetime

from django.conf import settings
from django.db.models import Min
from django.utils import timezone

from alerts import follower
from alerts.models import EmailNotice, WebhookDelivery
from alerts.tasks import send_due
from alerts.webhooks import SENDABLE, prune
from matches.aggregate import Match
from matches.background import ProcessThread, ThreadControl
from matches.followers import (
    LogBatch,
    LogFollower,
    PeriodicJob,
    Step,
    background_work_enabled,
    request_follow,
)
from matches.service import MatchService

logger = logging.getLogger(__name__)

#: Longest wait between two looks at the log when no save asked for one.
POLL_SECONDS = 1.0
#: After a save, how long the moves of that moment gather before one pass follows them
#: all: a pass per move cost more server CPU than the move itself (benchmarks.move_profile).
GATHER_SECONDS = 0.2
MAX_BACKOFF_SECONDS = 30.0
#: The sender's longest sleep with nothing due: it still finds, that late, rows whose
#: own process could not send them (it died, a claim expired).
SENDER_IDLE_SECONDS = 10.0
#: The sender's shortest sleep: what falls due sooner waits that long.
SENDER_MIN_SECONDS = 1.0
#: How often old deliveries and notices are deleted (``alerts.webhooks.prune``).
PRUNE_SECONDS = 3600.0


def next_send_in(now: datetime | None = None) -> float | None:
    """Seconds until the next e-mail batch or webhook delivery falls due (None: none waits)."""
    now = now or timezone.now()
    oldest_notice = EmailNotice.objects.filter(sent_at__isnull=True).aggregate(
        oldest=Min("created_at")
    )["oldest"]
    next_delivery = (
        WebhookDelivery.objects.filter(status=WebhookDelivery.PENDING)
        .filter(SENDABLE)
        .aggregate(first=Min("next_attempt_at"))["first"]
    )
    moments = [
        (oldest_notice - now).total_seconds() + settings.TABULA_EMAIL_BATCH_SECONDS
        if oldest_notice is not None
        else None,
        (next_delivery - now).total_seconds() if next_delivery is not None else None,
    ]
    return min((moment for moment in moments if moment is not None), default=None)


def run_sender(control: ThreadControl) -> None:
    """The ``tabula-alerts`` thread: send what is due, sleep until more is (or it is woken)."""
    from django.db import close_old_connections

    backoff = 0.0
    while not control.stopping:
        try:
            send_due(publish=settings.TABULA_BOTS == "celery")
            due_in = next_send_in()
            backoff = 0.0
            pause = SENDER_IDLE_SECONDS if due_in is None else due_in
            pause = min(SENDER_IDLE_SECONDS, max(SENDER_MIN_SECONDS, pause))
        except Exception:
            backoff = pause = min(MAX_BACKOFF_SECONDS, max(1.0, backoff * 2))
            logger.warning("alerts sender: retrying in %.1f s", backoff, exc_info=True)
        finally:
            close_old_connections()
        control.wait(pause)


sender = ProcessThread("tabula-alerts", run_sender)


class AlertsFollower(LogFollower):
    """Records the outbox rows the log calls for (``alerts.follower``); wakes the sender."""

    name = "alerts"
    order = 2
    poll_seconds = POLL_SECONDS
    gather_seconds = GATHER_SECONDS
    #: Half its gathering: sharing a pass costs less than a pass of its own.
    join_early_seconds = 0.1
    first_retry_seconds = 1.0
    max_retry_seconds = MAX_BACKOFF_SECONDS
    tracked = follower.POSITION

    def enabled(self) -> bool:
        return background_work_enabled()

    def start(self) -> None:
        sender.start()

    def stop(self) -> None:
        sender.stop()

    def follow(self, service: MatchService, log: LogBatch) -> Step:
        step = follower.follow_log(service, log)
        if step.handled:
            sender.wake()
        return step


def prune_alerts(service: MatchService) -> None:
    prune()


#: The loop's periodic job of the alerts (registered by ``config.wiring``).
PRUNE_JOB = PeriodicJob("alerts prune", lambda: PRUNE_SECONDS, prune_alerts)


def wake() -> None:
    """Send now what is due (a ping, a hook turned on again)."""
    sender.wake()


def install_alerts_hook(service: MatchService) -> None:
    def follow_soon(match: Match) -> None:
        request_follow(AlertsFollower.name)

    service.after_save.append(follow_soon)
