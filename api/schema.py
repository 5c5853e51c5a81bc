"""drf-spectacular hooks."""

from __future__ import annotations

from typing import Any

from drf_spectacular.plumbing import get_lib_doc_excludes

from api.commands import CommandView

VERSIONED_PREFIX = "/api/v1/"


def only_versioned_paths(endpoints: list[tuple[Any, ...]], **kwargs: Any) -> list[tuple[Any, ...]]:
    """Document ``/api/v1/...`` only: the unversioned ``/api/...`` paths are its aliases."""
    return [endpoint for endpoint in endpoints if endpoint[0].startswith(VERSIONED_PREFIX)]


def doc_excluded_classes() -> list[type]:
    """The classes whose docstrings describe code, not an endpoint: drf-spectacular's own and
    the command views' base, so that each command is described by its own docstring only."""
    return [*get_lib_doc_excludes(), CommandView]
