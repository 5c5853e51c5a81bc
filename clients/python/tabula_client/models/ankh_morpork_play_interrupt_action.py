from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_card import AnkhMorporkCard
from ..models.ankh_morpork_play_interrupt_action_type import (
    AnkhMorporkPlayInterruptActionType,
)

T = TypeVar("T", bound="AnkhMorporkPlayInterruptAction")


@_attrs_define
class AnkhMorporkPlayInterruptAction:
    """Play an interrupt card that answers the threat.

    Attributes:
        card (AnkhMorporkCard):
        type_ (AnkhMorporkPlayInterruptActionType):
    """

    card: AnkhMorporkCard
    type_: AnkhMorporkPlayInterruptActionType

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = AnkhMorporkCard(d.pop("card"))

        type_ = AnkhMorporkPlayInterruptActionType(d.pop("type"))

        ankh_morpork_play_interrupt_action = cls(
            card=card,
            type_=type_,
        )

        return ankh_morpork_play_interrupt_action
