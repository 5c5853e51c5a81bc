"""Helpers for JSON-native data (dicts with str keys, lists, scalars)."""

from __future__ import annotations

from typing import Any

_SCALARS = (str, int, float, bool, type(None))
#: ``isdisjoint`` over ``map(type, items)`` tells in C whether a container holds only scalars.
_HOLDS_NO_CONTAINER = frozenset((dict, list)).isdisjoint


def clone(value: Any) -> Any:
    """A deep copy of JSON-native data: the one copy routine of the games.

    Several times faster than ``copy.deepcopy`` (and than a plain recursive copy): a list or
    dict of scalars is copied in one C call, and only nested containers are visited.
    """
    kind = type(value)
    if kind is dict:
        return _clone_dict(value)
    if kind is list:
        return value[:] if _HOLDS_NO_CONTAINER(map(type, value)) else _clone_list(value)
    return value


def _clone_dict(value: dict[str, Any]) -> dict[str, Any]:
    copy = value.copy()
    if _HOLDS_NO_CONTAINER(map(type, copy.values())):
        return copy
    for key, item in value.items():
        kind = type(item)
        if kind is list:
            copy[key] = item[:] if _HOLDS_NO_CONTAINER(map(type, item)) else _clone_list(item)
        elif kind is dict:
            copy[key] = _clone_dict(item)
    return copy


def _clone_list(value: list[Any]) -> list[Any]:
    copy = value[:]
    for index, item in enumerate(value):
        kind = type(item)
        if kind is dict:
            copy[index] = _clone_dict(item)
        elif kind is list:
            copy[index] = item[:] if _HOLDS_NO_CONTAINER(map(type, item)) else _clone_list(item)
    return copy


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
