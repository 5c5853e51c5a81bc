from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_choose_god_action_type import (
    GreatZimbabweChooseGodActionType,
)
from ..models.great_zimbabwe_god import GreatZimbabweGod

T = TypeVar("T", bound="GreatZimbabweChooseGodAction")


@_attrs_define
class GreatZimbabweChooseGodAction:
    """Adore a god (once per game).

    Attributes:
        god (GreatZimbabweGod):
        type_ (GreatZimbabweChooseGodActionType):
    """

    god: GreatZimbabweGod
    type_: GreatZimbabweChooseGodActionType

    def to_dict(self) -> dict[str, Any]:
        god = self.god.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "god": god,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        god = GreatZimbabweGod(d.pop("god"))

        type_ = GreatZimbabweChooseGodActionType(d.pop("type"))

        great_zimbabwe_choose_god_action = cls(
            god=god,
            type_=type_,
        )

        return great_zimbabwe_choose_god_action
