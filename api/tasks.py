"""The API's periodic job: remembered Idempotency-Key answers are forgotten after their lifetime.

Celery beat runs ``expire_idempotency_keys`` where it runs; the follower loop of a served
process runs the same every ``EXPIRY_SECONDS`` (``EXPIRY_JOB``, registered by
``config.wiring``); ``manage.py expire_idempotency_keys`` does it by hand.
"""

from __future__ import annotations

from celery import shared_task

from api.idempotency import expire_keys
from matches.followers import PeriodicJob

#: How often old Idempotency-Key answers are deleted.
EXPIRY_SECONDS = 3600.0


@shared_task(ignore_result=True)
def expire_idempotency_keys() -> int:
    """Delete remembered Idempotency-Key answers older than their lifetime."""
    return expire_keys()


EXPIRY_JOB = PeriodicJob(
    "idempotency expiry", lambda: EXPIRY_SECONDS, lambda service: expire_keys()
)
