from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.abort_info_reason_enum import AbortInfoReasonEnum

T = TypeVar("T", bound="AbortInfo")


@_attrs_define
class AbortInfo:
    """
    Attributes:
        by (None | str):
        reason (AbortInfoReasonEnum): * `early` - early
            * `agreed` - agreed
            * `abandoned` - abandoned
    """

    by: None | str
    reason: AbortInfoReasonEnum
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by: None | str
        by = self.by

        reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        reason = AbortInfoReasonEnum(d.pop("reason"))

        abort_info = cls(
            by=by,
            reason=reason,
        )

        abort_info.additional_properties = d
        return abort_info

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
