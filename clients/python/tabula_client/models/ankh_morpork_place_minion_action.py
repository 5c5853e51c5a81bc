from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_area import AnkhMorporkArea
from ..models.ankh_morpork_place_minion_action_type import (
    AnkhMorporkPlaceMinionActionType,
)

T = TypeVar("T", bound="AnkhMorporkPlaceMinionAction")


@_attrs_define
class AnkhMorporkPlaceMinionAction:
    """MINION: place a minion in an area.

    Attributes:
        area (AnkhMorporkArea):
        type_ (AnkhMorporkPlaceMinionActionType):
    """

    area: AnkhMorporkArea
    type_: AnkhMorporkPlaceMinionActionType

    def to_dict(self) -> dict[str, Any]:
        area = self.area.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = AnkhMorporkArea(d.pop("area"))

        type_ = AnkhMorporkPlaceMinionActionType(d.pop("type"))

        ankh_morpork_place_minion_action = cls(
            area=area,
            type_=type_,
        )

        return ankh_morpork_place_minion_action
