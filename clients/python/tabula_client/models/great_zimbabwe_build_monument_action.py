from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_build_monument_action_type import (
    GreatZimbabweBuildMonumentActionType,
)

T = TypeVar("T", bound="GreatZimbabweBuildMonumentAction")


@_attrs_define
class GreatZimbabweBuildMonumentAction:
    """Main action Build: a new level-1 monument on empty land.

    Attributes:
        cell (int): a square: row * width + column
        type_ (GreatZimbabweBuildMonumentActionType):
    """

    cell: int
    type_: GreatZimbabweBuildMonumentActionType

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

        type_ = GreatZimbabweBuildMonumentActionType(d.pop("type"))

        great_zimbabwe_build_monument_action = cls(
            cell=cell,
            type_=type_,
        )

        return great_zimbabwe_build_monument_action
