from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.babel_settle_action_type import BabelSettleActionType
from ..models.babel_tribe import BabelTribe

T = TypeVar("T", bound="BabelSettleAction")


@_attrs_define
class BabelSettleAction:
    """Put a card from hand on top of your column in the land where your figure stands.

    Attributes:
        card (BabelTribe):
        type_ (BabelSettleActionType):
    """

    card: BabelTribe
    type_: BabelSettleActionType

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
        card = BabelTribe(d.pop("card"))

        type_ = BabelSettleActionType(d.pop("type"))

        babel_settle_action = cls(
            card=card,
            type_=type_,
        )

        return babel_settle_action
