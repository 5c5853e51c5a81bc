"""Where data lives, read from the environment (one parser for ``DATABASE_URL``).

* ``DATABASE_URL=postgres://user:password@host:port/name?sslmode=require`` - Django's
  read models and the event store (``eventsourcing.postgres``, tables ``tabula_events``,
  ``tabula_snapshots`` and ``tabula_commands``) in that database; every query option of the
  URL reaches both.
* otherwise - SQLite files in the data directory: ``db.sqlite3`` (read models) and
  ``events.sqlite3`` (``eventsourcing.sqlite``).

The data directory is ``$TABULA_DATA_DIR``, else ``var/`` in a source checkout, else the
per-user data directory of the platform (an installed wheel must never write into
site-packages).

The event-store tables are created by ``manage.py migrate`` (``create_event_store_tables``),
never by web processes: the service's environment says ``CREATE_TABLE=n``, because two
processes creating them at once on a fresh PostgreSQL database collide in the catalogue.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import environ

PROJECT_DIR = Path(__file__).resolve().parent.parent
POSTGRES_ENGINES = ("django.db.backends.postgresql",)
#: Options of Django's PostgreSQL backend that are not connection parameters.
DJANGO_ONLY_OPTIONS = frozenset(
    {"pool", "isolation_level", "server_side_binding", "assume_role", "cursor_factory"}
)


def in_source_checkout() -> bool:
    return (PROJECT_DIR / "pyproject.toml").is_file() and (PROJECT_DIR / "manage.py").is_file()


def data_dir() -> Path:
    configured = os.environ.get("TABULA_DATA_DIR")
    if configured:
        path = Path(configured)
    elif in_source_checkout():
        path = PROJECT_DIR / "var"
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("tabula", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def database_config() -> dict[str, Any]:
    """Django's ``DATABASES['default']``: ``DATABASE_URL`` parsed by django-environ, or SQLite."""
    url = os.environ.get("DATABASE_URL", "")
    if url:
        config = environ.Env.db_url_config(url)
        if config["ENGINE"] in POSTGRES_ENGINES:
            options = config.setdefault("OPTIONS", {})
            # An unreachable server answers 503 within seconds (api.errors).
            options.setdefault("connect_timeout", 3)
            # A pool per process, not a connection per thread kept for a minute: under
            # ASGI a request may run on a new thread (Django: no persistent connections).
            options.setdefault(
                "pool",
                {
                    "min_size": 1,
                    "max_size": int(os.environ.get("TABULA_DB_POOL_SIZE", "8")),
                    # How long a request waits for a free connection. A burst (a hundred
                    # players opening their matches at once on a busy machine) queues
                    # here for a few seconds; answering 503 after 3 s turned such bursts
                    # into failed joins. An unreachable server still fails within
                    # connect_timeout per attempt, and 503 after this wait.
                    "timeout": float(os.environ.get("TABULA_DB_POOL_TIMEOUT", "10")),
                },
            )
            config["CONN_MAX_AGE"] = 0
        else:
            config.setdefault("CONN_MAX_AGE", 60)
        return config
    return {
        # Django's SQLite backend whose writers of one process take turns (no 503 when a
        # burst of writers outlasts SQLite's busy polling).
        "ENGINE": "matches.sqlite_backend",
        "NAME": data_dir() / "db.sqlite3",
        # Django's default test database, said outright: pytest-django recognises it only
        # under Django's own engine name and would otherwise put the tests in a file.
        "TEST": {"NAME": ":memory:"},
        # Opening and closing a SQLite connection costs more than most requests
        # (config.wsgi keeps them: its threads live as long as the server).
        "CONN_MAX_AGE": sqlite_conn_max_age(),
        "OPTIONS": {
            # Wait this long for another writer, then answer 503 (api.errors).
            "timeout": sqlite_lock_timeout(),
            "transaction_mode": "IMMEDIATE",
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        },
    }


def sqlite_conn_max_age() -> int:
    """Seconds a thread keeps its SQLite connection between requests (0: one per request).

    0 by default, because under ASGI every request's sync code runs in a thread of its
    own and a connection kept there would outlive its thread unclosed; the WSGI entry
    point (``config.wsgi``), whose worker threads are long-lived, keeps them.
    """
    return int(os.environ.get("TABULA_SQLITE_CONN_MAX_AGE", "0"))


def sqlite_lock_timeout() -> float:
    return float(os.environ.get("TABULA_SQLITE_LOCK_TIMEOUT", "3"))


def sqlite_write_queue_timeout() -> float:
    """Seconds a read-model write waits for the writers of its own process
    (``matches.sqlite_backend``): a burst, not a stuck lock, so longer than the lock timeout."""
    return float(os.environ.get("TABULA_SQLITE_WRITE_QUEUE_TIMEOUT", "10"))


def postgres_url() -> str | None:
    """``DATABASE_URL`` when it names PostgreSQL (the event store follows it there)."""
    url = os.environ.get("DATABASE_URL", "")
    if url and database_config()["ENGINE"] in POSTGRES_ENGINES:
        return url
    return None


def event_store_env(dbname: str | None = None, create_tables: bool = False) -> dict[str, str]:
    """The eventsourcing environment for ``MatchService``.

    ``dbname`` (or ``TABULA_EVENTS_DBNAME``) overrides the PostgreSQL database named by the
    URL (migrations and the tests point it at the database being migrated or tested).
    """
    common = {
        # Recently used matches stay in memory; each load fast-forwards from the store,
        # so several processes sharing one store still see every event.
        "AGGREGATE_CACHE_MAXSIZE": os.environ.get("TABULA_AGGREGATE_CACHE", "1000"),
        "AGGREGATE_CACHE_FASTFORWARD": "y",
        # ...and at most this much memory (matches.cache), whatever their count.
        "AGGREGATE_CACHE_BYTES": str(
            int(float(os.environ.get("TABULA_AGGREGATE_CACHE_MB", "64")) * 2**20)
        ),
        "CREATE_TABLE": "y" if create_tables else "n",
    }
    if postgres_url() is None:
        return {
            **common,
            "PERSISTENCE_MODULE": "matches.sqlite_store:Factory",
            "SQLITE_DBNAME": str(data_dir() / "events.sqlite3"),
            # A locked store answers 503 promptly rather than after a long wait.
            # eventsourcing reads whole seconds.
            "SQLITE_LOCK_TIMEOUT": str(max(1, round(sqlite_lock_timeout()))),
        }
    config = database_config()
    # Django's own options are not libpq's: the rest (sslmode, ...) reach the event store too.
    options = {
        key: value
        for key, value in config.get("OPTIONS", {}).items()
        if key not in DJANGO_ONLY_OPTIONS
    }
    options.pop("pool", None)  # Django's connection pool, not a libpq option
    return {
        **common,
        "PERSISTENCE_MODULE": "matches.postgres_store:Factory",
        "POSTGRES_DBNAME": dbname or os.environ.get("TABULA_EVENTS_DBNAME") or config["NAME"],
        "POSTGRES_HOST": config.get("HOST") or "127.0.0.1",
        "POSTGRES_PORT": str(config.get("PORT") or 5432),
        "POSTGRES_USER": config.get("USER") or "postgres",
        "POSTGRES_PASSWORD": config.get("PASSWORD") or "",
        # An unreachable server answers 503 within seconds (api.errors).
        "POSTGRES_CONNECT_TIMEOUT": str(options.pop("connect_timeout", 3)),
        "POSTGRES_LOCK_TIMEOUT": "5",
        "POSTGRES_POOL_SIZE": "5",
        "POSTGRES_MAX_OVERFLOW": "10",
        # sslmode, sslrootcert, application_name...: the same libpq options as Django's.
        "POSTGRES_CONNECTION_OPTIONS": json.dumps(options),
    }
