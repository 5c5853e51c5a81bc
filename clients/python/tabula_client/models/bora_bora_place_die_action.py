from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_action_tile import BoraBoraActionTile
from ..models.bora_bora_die_action import BoraBoraDieAction
from ..models.bora_bora_place_die_action_type import BoraBoraPlaceDieActionType

T = TypeVar("T", bound="BoraBoraPlaceDieAction")


@_attrs_define
class BoraBoraPlaceDieAction:
    """Place a die on an action tile and carry out one of its actions.

    Attributes:
        action (BoraBoraDieAction):
        die (int): the die's value
        tile (BoraBoraActionTile):
        type_ (BoraBoraPlaceDieActionType):
    """

    action: BoraBoraDieAction
    die: int
    tile: BoraBoraActionTile
    type_: BoraBoraPlaceDieActionType

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        die = self.die

        tile = self.tile.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "die": die,
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        action = BoraBoraDieAction(d.pop("action"))

        die = d.pop("die")

        tile = BoraBoraActionTile(d.pop("tile"))

        type_ = BoraBoraPlaceDieActionType(d.pop("type"))

        bora_bora_place_die_action = cls(
            action=action,
            die=die,
            tile=tile,
            type_=type_,
        )

        return bora_bora_place_die_action
