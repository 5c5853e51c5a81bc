from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_buy_jewelry_action_type import BoraBoraBuyJewelryActionType
from ..models.bora_bora_jewelry_tile import BoraBoraJewelryTile

T = TypeVar("T", bound="BoraBoraBuyJewelryAction")


@_attrs_define
class BoraBoraBuyJewelryAction:
    """Buy one tile of this round's jewelry column, paying its cost in shells.

    Attributes:
        tile (BoraBoraJewelryTile):
        type_ (BoraBoraBuyJewelryActionType):
    """

    tile: BoraBoraJewelryTile
    type_: BoraBoraBuyJewelryActionType

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
        tile = BoraBoraJewelryTile(d.pop("tile"))

        type_ = BoraBoraBuyJewelryActionType(d.pop("type"))

        bora_bora_buy_jewelry_action = cls(
            tile=tile,
            type_=type_,
        )

        return bora_bora_buy_jewelry_action
