from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_end_turn_action_type import GreatZimbabweEndTurnActionType

T = TypeVar("T", bound="GreatZimbabweEndTurnAction")


@_attrs_define
class GreatZimbabweEndTurnAction:
    """End your turn.

    Attributes:
        type_ (GreatZimbabweEndTurnActionType):
    """

    type_: GreatZimbabweEndTurnActionType

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
        type_ = GreatZimbabweEndTurnActionType(d.pop("type"))

        great_zimbabwe_end_turn_action = cls(
            type_=type_,
        )

        return great_zimbabwe_end_turn_action
