from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_raise_monument_action_type import (
    GreatZimbabweRaiseMonumentActionType,
)

T = TypeVar("T", bound="GreatZimbabweRaiseMonumentAction")


@_attrs_define
class GreatZimbabweRaiseMonumentAction:
    """Main action Raise Monuments: start raising one of your monuments by one level.

    Attributes:
        monument (int): the monument's id
        type_ (GreatZimbabweRaiseMonumentActionType):
    """

    monument: int
    type_: GreatZimbabweRaiseMonumentActionType

    def to_dict(self) -> dict[str, Any]:
        monument = self.monument

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "monument": monument,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        monument = d.pop("monument")

        type_ = GreatZimbabweRaiseMonumentActionType(d.pop("type"))

        great_zimbabwe_raise_monument_action = cls(
            monument=monument,
            type_=type_,
        )

        return great_zimbabwe_raise_monument_action
