from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_place_first_monument_action_type import (
    GreatZimbabwePlaceFirstMonumentActionType,
)

T = TypeVar("T", bound="GreatZimbabwePlaceFirstMonumentAction")


@_attrs_define
class GreatZimbabwePlaceFirstMonumentAction:
    """Put your first monument (level 1) on a free start area.

    Attributes:
        cell (int): a square: row * width + column
        type_ (GreatZimbabwePlaceFirstMonumentActionType):
    """

    cell: int
    type_: GreatZimbabwePlaceFirstMonumentActionType

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = d.pop("cell")

        type_ = GreatZimbabwePlaceFirstMonumentActionType(d.pop("type"))

        great_zimbabwe_place_first_monument_action = cls(
            cell=cell,
            type_=type_,
        )

        return great_zimbabwe_place_first_monument_action
