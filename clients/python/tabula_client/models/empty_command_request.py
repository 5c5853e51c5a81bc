from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="EmptyCommandRequest")


@_attrs_define
class EmptyCommandRequest:
    """The body of a command that takes no fields (resign, reclaim): none, or ``{}``; any
    field is a 400 ``invalid_request`` naming it.

    """

    def to_dict(self) -> dict[str, Any]:
        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        empty_command_request = cls()

        return empty_command_request
