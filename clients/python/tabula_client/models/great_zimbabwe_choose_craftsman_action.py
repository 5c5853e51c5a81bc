from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_choose_craftsman_action_type import (
    GreatZimbabweChooseCraftsmanActionType,
)
from ..models.great_zimbabwe_craftsman_type import GreatZimbabweCraftsmanType

T = TypeVar("T", bound="GreatZimbabweChooseCraftsmanAction")


@_attrs_define
class GreatZimbabweChooseCraftsmanAction:
    """Main action Place Craftsmen: pick the type of the next craftsman.

    Attributes:
        craftsman (GreatZimbabweCraftsmanType):
        type_ (GreatZimbabweChooseCraftsmanActionType):
    """

    craftsman: GreatZimbabweCraftsmanType
    type_: GreatZimbabweChooseCraftsmanActionType

    def to_dict(self) -> dict[str, Any]:
        craftsman = self.craftsman.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "craftsman": craftsman,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        craftsman = GreatZimbabweCraftsmanType(d.pop("craftsman"))

        type_ = GreatZimbabweChooseCraftsmanActionType(d.pop("type"))

        great_zimbabwe_choose_craftsman_action = cls(
            craftsman=craftsman,
            type_=type_,
        )

        return great_zimbabwe_choose_craftsman_action
