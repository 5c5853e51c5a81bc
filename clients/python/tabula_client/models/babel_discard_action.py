from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.babel_discard_action_type import BabelDiscardActionType
from ..models.babel_tribe import BabelTribe

T = TypeVar("T", bound="BabelDiscardAction")


@_attrs_define
class BabelDiscardAction:
    """Only for the seat in pending_discard: discard one card of your choice from hand.

    Attributes:
        card (BabelTribe):
        type_ (BabelDiscardActionType):
    """

    card: BabelTribe
    type_: BabelDiscardActionType

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

        type_ = BabelDiscardActionType(d.pop("type"))

        babel_discard_action = cls(
            card=card,
            type_=type_,
        )

        return babel_discard_action
