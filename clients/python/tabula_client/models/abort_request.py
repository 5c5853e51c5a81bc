from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AbortRequest")


@_attrs_define
class AbortRequest:
    """A command's body that may hold its own fields only: any other is a 400
    ``invalid_request`` naming it, since a misspelt field (``"acept": false``) would
    otherwise be dropped and the command run with the default. An empty body or ``{}`` is
    fine when no field is required.

        Attributes:
            accept (bool | Unset): true: ask (or agree) to abort; false: decline the standing request Default: True.
    """

    accept: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if accept is not UNSET:
            field_dict["accept"] = accept

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accept = d.pop("accept", UNSET)

        abort_request = cls(
            accept=accept,
        )

        return abort_request
