from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_pass_action_type import GreatZimbabwePassActionType

T = TypeVar("T", bound="GreatZimbabwePassAction")


@_attrs_define
class GreatZimbabwePassAction:
    """Phase I: drop out of the auction.

    Attributes:
        type_ (GreatZimbabwePassActionType):
    """

    type_: GreatZimbabwePassActionType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreatZimbabwePassActionType(d.pop("type"))

        great_zimbabwe_pass_action = cls(
            type_=type_,
        )

        return great_zimbabwe_pass_action
