from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ankh_morpork_card import AnkhMorporkCard
from ..models.ankh_morpork_give_back_action_type import AnkhMorporkGiveBackActionType

T = TypeVar("T", bound="AnkhMorporkGiveBackAction")


@_attrs_define
class AnkhMorporkGiveBackAction:
    """Stanley: the stolen card you give back.

    Attributes:
        card (AnkhMorporkCard | None): the card (null to readers other than giver and receiver)
        type_ (AnkhMorporkGiveBackActionType):
    """

    card: AnkhMorporkCard | None
    type_: AnkhMorporkGiveBackActionType

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, AnkhMorporkCard):
            card = self.card.value
        else:
            card = self.card

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

        def _parse_card(data: object) -> AnkhMorporkCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = AnkhMorporkCard(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnkhMorporkCard | None, data)

        card = _parse_card(d.pop("card"))

        type_ = AnkhMorporkGiveBackActionType(d.pop("type"))

        ankh_morpork_give_back_action = cls(
            card=card,
            type_=type_,
        )

        return ankh_morpork_give_back_action
