from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_area import AnkhMorporkArea
from ..models.ankh_morpork_piece_owner import AnkhMorporkPieceOwner
from ..models.ankh_morpork_remove_minion_action_type import (
    AnkhMorporkRemoveMinionActionType,
)

T = TypeVar("T", bound="AnkhMorporkRemoveMinionAction")


@_attrs_define
class AnkhMorporkRemoveMinionAction:
    """Remove a minion a text or event names.

    Attributes:
        area (AnkhMorporkArea):
        owner (AnkhMorporkPieceOwner):
        type_ (AnkhMorporkRemoveMinionActionType):
    """

    area: AnkhMorporkArea
    owner: AnkhMorporkPieceOwner
    type_: AnkhMorporkRemoveMinionActionType

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

        type_ = AnkhMorporkRemoveMinionActionType(d.pop("type"))

        ankh_morpork_remove_minion_action = cls(
            area=area,
            owner=owner,
            type_=type_,
        )

        return ankh_morpork_remove_minion_action
