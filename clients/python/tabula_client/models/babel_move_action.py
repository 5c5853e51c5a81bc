from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.babel_move_action_type import BabelMoveActionType
from ..models.babel_tribe import BabelTribe

T = TypeVar("T", bound="BabelMoveAction")


@_attrs_define
class BabelMoveAction:
    """Discard a card of a tribe from hand; your figure moves to the land of that tribe.

    Attributes:
        card (BabelTribe):
        type_ (BabelMoveActionType):
    """

    card: BabelTribe
    type_: BabelMoveActionType

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

        type_ = BabelMoveActionType(d.pop("type"))

        babel_move_action = cls(
            card=card,
            type_=type_,
        )

        return babel_move_action
