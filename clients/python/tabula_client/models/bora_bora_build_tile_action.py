from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_build_tile_action_type import BoraBoraBuildTileActionType
from ..models.bora_bora_building_tile import BoraBoraBuildingTile

T = TypeVar("T", bound="BoraBoraBuildTileAction")


@_attrs_define
class BoraBoraBuildTileAction:
    """Choose an unbuilt building tile.

    Attributes:
        tile (BoraBoraBuildingTile):
        type_ (BoraBoraBuildTileActionType):
    """

    tile: BoraBoraBuildingTile
    type_: BoraBoraBuildTileActionType

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = BoraBoraBuildingTile(d.pop("tile"))

        type_ = BoraBoraBuildTileActionType(d.pop("type"))

        bora_bora_build_tile_action = cls(
            tile=tile,
            type_=type_,
        )

        return bora_bora_build_tile_action
