"""Shared fixtures.

Every test that touches the event store gets a fresh one: a new SQLite file
on the embedded default, or emptied ``tabula_*`` tables in pytest-django's
test database when ``DATABASE_URL`` names PostgreSQL.
"""

from __future__ import annotations

import json
import os
import socket

import pytest
from django.conf import settings
from django.db import connection

from matches.service import MatchService, create_event_store_tables, get_service, reset_service
from matches.storage import postgres_url
from tests.ports import redis_database

pytest_plugins = ("celery.contrib.pytest",)

#: The suite registers many users and plays many moves fast: production throttling limits
#: are lifted for it (servers started by tests inherit these too); tests/api/test_throttling.py
#: sets low ones on purpose.
TEST_THROTTLE_RATE = "1000000/min"
os.environ.setdefault("TABULA_THROTTLE_AUTH", TEST_THROTTLE_RATE)
os.environ.setdefault("TABULA_THROTTLE_WRITES", TEST_THROTTLE_RATE)

ON_POSTGRES = postgres_url() is not None

# Tests play bots inline (the command that made a bot due plays it before returning) unless
# a test chooses another mode (matches.worker); fault tests run real servers in their own modes.
settings.TABULA_BOTS = os.environ.get("TABULA_BOTS", "inline")
# The searching levels think on a small fixed budget (the same here and in every server a test
# starts, which inherits this environment): their defaults (1,500 iterations or 2 s a move) are
# for people, and the tests of those budgets build the bots themselves (tests/bots).
os.environ.setdefault(
    "TABULA_BOT_SETTINGS",
    json.dumps(
        {
            "mcts": {"iterations": 60, "seconds": None},
            "strong": {"iterations": 60, "seconds": None},
        }
    ),
)
settings.TABULA_BOT_SETTINGS = json.loads(os.environ["TABULA_BOT_SETTINGS"])
# Likewise the bot's analysis of a finished match (projections.analysis), on a small budget.
settings.TABULA_ANALYSIS = os.environ.get("TABULA_ANALYSIS", "inline")
settings.TABULA_ANALYSIS_ITERATIONS = 6
settings.TABULA_ANALYSIS_SECONDS = 0

# Production's PBKDF2 costs ~0.4 s of CPU per password on purpose, and the suite registers
# users by the hundred; in this process a cheap hasher (Django's advice for tests) stands in.
# The servers the tests start (tests/web, tests/api/live.py, tests/faults) keep the
# production hasher, so sign-up and login are still proven with it.
settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def service_is_up(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


requires_postgres = pytest.mark.skipif(
    not ON_POSTGRES, reason="runs against PostgreSQL only (set DATABASE_URL)"
)
requires_redis = pytest.mark.skipif(not service_is_up(6379), reason="Redis is not running")


@pytest.fixture(autouse=True)
def empty_cache():
    """Each test starts with Django's cache empty (locmem lives as long as the process).

    Cached answers are keyed by read-model positions, which every test's fresh database
    numbers from the start again: a statistics answer cached by an earlier test was served
    to a later one at the same position.
    """
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def lifted_throttle_rates():
    # override_settings, not the `settings` fixture: some tests take a parameter of that name.
    from django.conf import settings
    from django.test import override_settings

    rates = {"auth": TEST_THROTTLE_RATE, "writes": TEST_THROTTLE_RATE}
    with override_settings(
        REST_FRAMEWORK={**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    ):
        yield


@pytest.fixture
def service(request, tmp_path, monkeypatch) -> MatchService:
    """A MatchService on an empty event store, wired to projections and bots."""
    if ON_POSTGRES:
        # Django's test database exists once a db fixture has run.
        request.getfixturevalue("django_db_setup")
        monkeypatch.setenv("TABULA_EVENTS_DBNAME", connection.settings_dict["NAME"])
    else:
        monkeypatch.setenv("TABULA_DATA_DIR", str(tmp_path))
        # What `manage.py migrate` does for a real data directory.
        create_event_store_tables()
    reset_service()
    svc = get_service()
    if ON_POSTGRES:
        _empty_postgres_event_store(svc)
    yield svc
    reset_service()


def _empty_postgres_event_store(svc: MatchService) -> None:
    datastore = svc.recorder.datastore  # type: ignore[attr-defined]
    with datastore.transaction(commit=True) as curs:
        curs.execute(f"TRUNCATE {svc.name}_events, {svc.name}_snapshots, {svc.name}_commands")


#: The broker and result backend of the in-thread Celery worker (``real_worker``).
CELERY_TEST_REDIS = redis_database(os.environ.get("TABULA_REDIS_URL", "redis://127.0.0.1:6379/3"))


@pytest.fixture(scope="session")
def celery_config():
    """celery.contrib.pytest's test app, on Redis with the production worker's delivery
    settings (a task is acknowledged after it ran, one at a time)."""
    return {
        "broker_url": CELERY_TEST_REDIS,
        "result_backend": CELERY_TEST_REDIS,
        "task_always_eager": False,
        "task_acks_late": True,
        "worker_prefetch_multiplier": 1,
    }


@pytest.fixture(scope="session")
def celery_includes():
    return ["matches.tasks", "alerts.tasks", "api.tasks"]


@pytest.fixture
def real_worker(settings, celery_app, celery_worker):
    """A Celery worker in a thread of this process plays the tasks (bot turns, webhook
    deliveries) that the test publishes; the test's thread does the followers' part.

    Needs Redis (``requires_redis``) and ``django_db(transaction=True)``: the worker's
    thread must see what the test committed.
    """
    settings.CELERY_TASK_ALWAYS_EAGER = False
    settings.TABULA_BOTS = "celery"
    if connection.vendor == "sqlite":
        # The test database is SQLite's shared-cache memory database, where a reader's table
        # lock makes a writer in another thread fail at once (SQLITE_LOCKED waits for no
        # busy timeout): the test thread's polling reads must take none.
        with connection.cursor() as cursor:
            cursor.execute("PRAGMA read_uncommitted = 1")
    return celery_worker


@pytest.fixture
def data_dir_env(tmp_path, monkeypatch):
    monkeypatch.setenv("TABULA_DATA_DIR", str(tmp_path))
    return tmp_path


def pytest_report_header(config):
    backend = "PostgreSQL" if ON_POSTGRES else "SQLite (embedded default)"
    return f"tabula: event store and read models on {backend}; DATABASE_URL={os.environ.get('DATABASE_URL', '')!r}"
