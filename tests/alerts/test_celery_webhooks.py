"""Webhook deliveries as Celery tasks on a real worker and Redis: a 500, a retry, a success.

As in tests/test_celery_worker.py, the test's own thread does the follower's part (record
the outbox rows, publish the due deliveries); the in-thread worker posts them and, after the
receiver's 500, retries the task itself with the backoff the outbox row records.
"""

from __future__ import annotations

import time

import pytest
from django.db import OperationalError

from alerts import follower
from alerts.models import WebhookDelivery
from alerts.tasks import publish_due
from tests.accounts import user
from tests.alerts.conftest import add_webhook
from tests.alerts.helpers import human_match
from tests.conftest import requires_redis

pytestmark = [requires_redis, pytest.mark.django_db(transaction=True)]


def test_a_failed_delivery_is_retried_by_celery_and_then_succeeds(
    service, receiver, real_worker, settings
):
    settings.TABULA_WEBHOOK_RETRY_SECONDS = 0.5
    receiver.answers = [500, 200]
    hook = add_webhook(user("ann"), receiver, ["match_started"])
    user("bob")
    human_match(service, "babel", ["ann", "bob"])
    follower.follow(service)
    assert publish_due() == 1
    assert publish_due() == 0, "published once"
    deadline = time.monotonic() + 60
    delivery = None
    while time.monotonic() < deadline:
        try:
            delivery = WebhookDelivery.objects.get(webhook=hook)
            if delivery.status == "delivered":
                break
        except OperationalError:
            pass  # the in-memory test database is busy with the worker
        time.sleep(0.1)
    assert delivery is not None and delivery.status == "delivered", delivery and delivery.status
    assert delivery.attempts == 2
    assert [a.status_code for a in delivery.log.all()] == [500, 200]
    assert [r.delivery for r in receiver.received] == [str(delivery.id)] * 2
    assert all(r.signature_ok for r in receiver.received)
