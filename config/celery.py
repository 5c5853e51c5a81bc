"""The Celery app. Without CELERY_BROKER_URL tasks run in process (eager)."""

import os
from typing import Any

from celery import Celery
from celery.signals import task_postrun
from django.db import close_old_connections

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("config", task_cls="celery.contrib.django.task:DjangoTask")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks(["matches", "projections", "alerts", "api"])


@task_postrun.connect
def give_back_connections(task: Any = None, **kwargs: Any) -> None:
    """After each task, its database connections go back to the process's pool.

    Celery's Django fix-up closes the whole pool of a prefork child after every task (a new
    pool, its threads and a new PostgreSQL session for every bot move) unless
    ``CELERY_DB_REUSE_MAX`` is set; it is (config.settings), and the task's connections are
    given back here instead, an unusable one (a restarted server) closed.
    """
    if task is not None and not getattr(task.request, "is_eager", False):
        close_old_connections()
