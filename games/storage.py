"""Where events are stored, read from the environment.

* ``DATABASE_URL=postgres://user:password@host:port/name`` - ``eventsourcing.postgres``
  (tables ``tabula_events`` and ``tabula_snapshots`` beside Django's).
* otherwise - ``eventsourcing.sqlite`` in ``$TABULA_DATA_DIR/events.sqlite3``
  (``TABULA_DATA_DIR`` defaults to ``var/`` in the checkout).
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import unquote, urlparse

PROJECT_DIR = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    path = Path(os.environ.get("TABULA_DATA_DIR") or PROJECT_DIR / "var")
    path.mkdir(parents=True, exist_ok=True)
    return path


def postgres_url() -> str | None:
    url = os.environ.get("DATABASE_URL", "")
    return url if url.startswith(("postgres://", "postgresql://")) else None


def event_store_env() -> dict[str, str]:
    """The eventsourcing environment for ``MatchService``.

    ``TABULA_EVENTS_DBNAME`` overrides the PostgreSQL database named by the
    URL (the tests point it at pytest-django's test database).
    """
    common = {
        # Recently used matches stay in memory; each load fast-forwards from the store,
        # so several processes sharing one store still see every event.
        "AGGREGATE_CACHE_MAXSIZE": os.environ.get("TABULA_AGGREGATE_CACHE", "1000"),
        "AGGREGATE_CACHE_FASTFORWARD": "y",
        # ...and at most this much memory (games.cache), whatever their count.
        "AGGREGATE_CACHE_BYTES": str(
            int(float(os.environ.get("TABULA_AGGREGATE_CACHE_MB", "64")) * 2**20)
        ),
    }
    url = postgres_url()
    if url is None:
        return {
            **common,
            "PERSISTENCE_MODULE": "games.sqlite_store:Factory",
            "SQLITE_DBNAME": str(data_dir() / "events.sqlite3"),
            # A locked store answers 503 promptly rather than after a long wait.
            "SQLITE_LOCK_TIMEOUT": os.environ.get("TABULA_SQLITE_LOCK_TIMEOUT", "3"),
        }
    parts = urlparse(url)
    return {
        **common,
        "PERSISTENCE_MODULE": "eventsourcing.postgres",
        "POSTGRES_DBNAME": os.environ.get("TABULA_EVENTS_DBNAME")
        or parts.path.lstrip("/")
        or "postgres",
        "POSTGRES_HOST": parts.hostname or "127.0.0.1",
        "POSTGRES_PORT": str(parts.port or 5432),
        "POSTGRES_USER": unquote(parts.username or "postgres"),
        "POSTGRES_PASSWORD": unquote(parts.password or ""),
        "POSTGRES_LOCK_TIMEOUT": "5",
        "POSTGRES_CONNECT_TIMEOUT": "3",
        "POSTGRES_POOL_SIZE": "5",
        "POSTGRES_MAX_OVERFLOW": "10",
    }
