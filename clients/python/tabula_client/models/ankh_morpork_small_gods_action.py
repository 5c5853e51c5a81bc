from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_small_gods_action_type import AnkhMorporkSmallGodsActionType

T = TypeVar("T", bound="AnkhMorporkSmallGodsAction")


@_attrs_define
class AnkhMorporkSmallGodsAction:
    """Pay $3 (Small Gods) so a random event ignores this piece.

    Attributes:
        type_ (AnkhMorporkSmallGodsActionType):
    """

    type_: AnkhMorporkSmallGodsActionType

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
        type_ = AnkhMorporkSmallGodsActionType(d.pop("type"))

        ankh_morpork_small_gods_action = cls(
            type_=type_,
        )

        return ankh_morpork_small_gods_action
