"""drf-spectacular hooks."""

from __future__ import annotations

from typing import Any

VERSIONED_PREFIX = "/api/v1/"


def only_versioned_paths(endpoints: list[tuple[Any, ...]], **kwargs: Any) -> list[tuple[Any, ...]]:
    """Document ``/api/v1/...`` only: the unversioned ``/api/...`` paths are its aliases."""
    return [endpoint for endpoint in endpoints if endpoint[0].startswith(VERSIONED_PREFIX)]
