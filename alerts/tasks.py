"""The alerts' passes, and the same as Celery tasks (with ``CELERY_BROKER_URL``).

``run_once`` is one whole pass: follow the log, send the due e-mails, send (or publish to
Celery) the due webhook deliveries. The ``tabula-alerts`` thread (``alerts.worker``) runs
``send_due``; celery beat runs ``process_alerts``; tests and scripts call ``run_once``.

``deliver_webhook`` attempts one delivery; when the attempt fails and the
delivery has attempts left, Celery retries the task after the same exponential
backoff the outbox row records (``next_attempt_at``). Should a retry message be
lost, ``process_alerts`` (celery beat) publishes every delivery overdue by more
than a minute again; the claim in ``alerts.webhooks`` keeps two workers from
posting one delivery at the same time. A database error (busy, down) retries the
task with a backoff of up to a minute.
"""

from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.db import DatabaseError
from django.db.models import Q
from django.utils import timezone

from alerts import email, follower, webhooks
from alerts.models import WebhookDelivery
from alerts.webhooks import SENDABLE
from matches.service import MatchService, get_service

#: A delivery due this long ago and still pending lost its Celery message: publish it again.
REPUBLISH_AFTER_SECONDS = 60.0


def run_once(service: MatchService | None = None, publish: bool = False) -> dict[str, int]:
    """One pass: follow the log, send due e-mails, send (or publish) due webhook deliveries."""
    recorded = follower.follow(service or get_service())
    return {"recorded": recorded, **send_due(publish)}


def send_due(publish: bool = False) -> dict[str, int]:
    """Send due e-mails; send (or publish to Celery) due webhook deliveries."""
    mails = email.send_due()
    deliveries = publish_due() if publish else webhooks.send_due()
    return {"emails": mails, "deliveries": deliveries}


@shared_task(
    bind=True,
    ignore_result=True,
    max_retries=None,
    # A busy or unreachable database delays a delivery, never drops it.
    autoretry_for=(DatabaseError,),
    retry_backoff=True,
    retry_backoff_max=60,
)
def deliver_webhook(self, delivery_id: str) -> bool:
    attempt = webhooks.attempt_delivery(delivery_id)
    if attempt is None:
        # Run a little before its time (a retry's ETA), or held, sent or off: only the first
        # waits on; the others are done (a held one comes back with the republishing pass).
        early = WebhookDelivery.objects.filter(
            id=delivery_id, status=WebhookDelivery.PENDING, next_attempt_at__gt=timezone.now()
        ).first()
        if early is not None:
            raise self.retry(countdown=(early.next_attempt_at - timezone.now()).total_seconds())
        return False
    if attempt.ok:
        return True
    delivery = WebhookDelivery.objects.get(id=delivery_id)
    if delivery.status != WebhookDelivery.PENDING:
        return False
    countdown = max(0.0, (delivery.next_attempt_at - timezone.now()).total_seconds())
    raise self.retry(countdown=countdown)


def publish_due(limit: int = 500) -> int:
    """Publish the deliveries due now that were never published, or whose message was lost."""
    now = timezone.now()
    stale = now - timedelta(seconds=REPUBLISH_AFTER_SECONDS)
    pending = WebhookDelivery.objects.filter(status=WebhookDelivery.PENDING).filter(SENDABLE)
    never = pending.filter(attempts=0, queued_at__isnull=True, next_attempt_at__lte=now)
    # A retry is its own Celery message (``self.retry``): only one overdue by a minute is lost.
    lost = pending.filter(next_attempt_at__lte=stale).filter(
        Q(queued_at__isnull=True) | Q(queued_at__lte=stale)
    )
    ids = list(never.values_list("id", flat=True)[:limit])
    ids += [i for i in lost.values_list("id", flat=True)[:limit] if i not in ids]
    for delivery_id in ids:
        # Marked before it is published: a worker may take the message at once, and a
        # message lost after the mark is published again once stale (``lost`` above).
        WebhookDelivery.objects.filter(id=delivery_id).update(queued_at=timezone.now())
        deliver_webhook.delay(str(delivery_id))
    return len(ids)


@shared_task(ignore_result=True)
def process_alerts() -> dict[str, int]:
    """Celery beat's periodic job: follow the log, send due e-mails, publish due deliveries."""
    return run_once(publish=True)


@shared_task(ignore_result=True)
def prune_alerts() -> int:
    """Celery beat's hourly job: forget old deliveries and sent e-mail notices."""
    return webhooks.prune()
