from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_choose_player_action_type import (
    AnkhMorporkChoosePlayerActionType,
)

T = TypeVar("T", bound="AnkhMorporkChoosePlayerAction")


@_attrs_define
class AnkhMorporkChoosePlayerAction:
    """Choose the player a text targets.

    Attributes:
        player (int): a seat
        type_ (AnkhMorporkChoosePlayerActionType):
    """

    player: int
    type_: AnkhMorporkChoosePlayerActionType

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = AnkhMorporkChoosePlayerActionType(d.pop("type"))

        ankh_morpork_choose_player_action = cls(
            player=player,
            type_=type_,
        )

        return ankh_morpork_choose_player_action
