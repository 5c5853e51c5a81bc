"""What one test process may bind or use when the suite runs in parallel (pytest-xdist).

Each xdist worker (``PYTEST_XDIST_WORKER=gwN``) takes its own slice of every port range
and its own Redis database, so that two workers never start servers on one port or read
each other's Celery messages. Outside xdist a process has the whole range.
"""

from __future__ import annotations

import os


def worker_index() -> int:
    """This process's xdist worker number (0 outside xdist)."""
    return int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)


def worker_count() -> int:
    return int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))


def share_of(ports: range) -> range:
    """This worker's slice of ``ports``."""
    size = len(ports) // worker_count()
    if size == 0:
        raise RuntimeError(f"{ports} is too small for {worker_count()} test workers")
    first = ports.start + worker_index() * size
    return range(first, first + size)


def redis_database(url: str) -> str:
    """``url`` with its database number moved up by this worker's number."""
    base, _, database = url.rpartition("/")
    return f"{base}/{int(database or 0) + worker_index()}"
