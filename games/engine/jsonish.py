"""Helpers for JSON-native data (dicts with str keys, lists, scalars)."""

from __future__ import annotations

from typing import Any

_SCALARS = (str, int, float, bool, type(None))


def clone(value: Any) -> Any:
    """A deep copy of JSON-native data, several times faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
    return value


def ensure_json_native(value: Any, path: str = "$") -> None:
    """Raise TypeError naming the first place where ``value`` is not JSON-native."""
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"{path}: key {key!r} is not a str")
            ensure_json_native(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            ensure_json_native(item, f"{path}[{index}]")
    elif not isinstance(value, _SCALARS):
        raise TypeError(f"{path}: {type(value).__name__} is not JSON-native")
