from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_area import AnkhMorporkArea
from ..models.ankh_morpork_choose_minion_action_type import (
    AnkhMorporkChooseMinionActionType,
)
from ..models.ankh_morpork_piece_owner import AnkhMorporkPieceOwner

T = TypeVar("T", bound="AnkhMorporkChooseMinionAction")


@_attrs_define
class AnkhMorporkChooseMinionAction:
    """Choose the minion to move or swap.

    Attributes:
        area (AnkhMorporkArea):
        owner (AnkhMorporkPieceOwner):
        type_ (AnkhMorporkChooseMinionActionType):
    """

    area: AnkhMorporkArea
    owner: AnkhMorporkPieceOwner
    type_: AnkhMorporkChooseMinionActionType

    def to_dict(self) -> dict[str, Any]:
        area = self.area.value

        owner = self.owner.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "owner": owner,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = AnkhMorporkArea(d.pop("area"))

        owner = AnkhMorporkPieceOwner(d.pop("owner"))

        type_ = AnkhMorporkChooseMinionActionType(d.pop("type"))

        ankh_morpork_choose_minion_action = cls(
            area=area,
            owner=owner,
            type_=type_,
        )

        return ankh_morpork_choose_minion_action
