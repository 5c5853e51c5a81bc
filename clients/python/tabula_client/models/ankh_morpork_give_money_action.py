from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_give_money_action_type import AnkhMorporkGiveMoneyActionType

T = TypeVar("T", bound="AnkhMorporkGiveMoneyAction")


@_attrs_define
class AnkhMorporkGiveMoneyAction:
    """Dragon Sanctuary: give $1 instead of a card.

    Attributes:
        type_ (AnkhMorporkGiveMoneyActionType):
    """

    type_: AnkhMorporkGiveMoneyActionType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AnkhMorporkGiveMoneyActionType(d.pop("type"))

        ankh_morpork_give_money_action = cls(
            type_=type_,
        )

        return ankh_morpork_give_money_action
