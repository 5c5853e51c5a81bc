from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.babel_end_turn_action_type import BabelEndTurnActionType

T = TypeVar("T", bound="BabelEndTurnAction")


@_attrs_define
class BabelEndTurnAction:
    """End your action phase: temple draw, then the opponent's turn.

    Attributes:
        type_ (BabelEndTurnActionType):
    """

    type_: BabelEndTurnActionType

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
        type_ = BabelEndTurnActionType(d.pop("type"))

        babel_end_turn_action = cls(
            type_=type_,
        )

        return babel_end_turn_action
