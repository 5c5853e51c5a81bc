from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_card import AnkhMorporkCard
from ..models.ankh_morpork_discard_action_type import AnkhMorporkDiscardActionType

T = TypeVar("T", bound="AnkhMorporkDiscardAction")


@_attrs_define
class AnkhMorporkDiscardAction:
    """Discard a card from your own hand.

    Attributes:
        card (AnkhMorporkCard):
        type_ (AnkhMorporkDiscardActionType):
    """

    card: AnkhMorporkCard
    type_: AnkhMorporkDiscardActionType

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

        type_ = AnkhMorporkDiscardActionType(d.pop("type"))

        ankh_morpork_discard_action = cls(
            card=card,
            type_=type_,
        )

        return ankh_morpork_discard_action
