from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_gender import BoraBoraGender
from ..models.bora_bora_take_person_action_type import BoraBoraTakePersonActionType

T = TypeVar("T", bound="BoraBoraTakePersonAction")


@_attrs_define
class BoraBoraTakePersonAction:
    """Take the man or woman at that display position onto your board.

    Attributes:
        gender (BoraBoraGender):
        position (int): display position
        type_ (BoraBoraTakePersonActionType):
    """

    gender: BoraBoraGender
    position: int
    type_: BoraBoraTakePersonActionType

    def to_dict(self) -> dict[str, Any]:
        gender = self.gender.value

        position = self.position

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gender": gender,
                "position": position,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gender = BoraBoraGender(d.pop("gender"))

        position = d.pop("position")

        type_ = BoraBoraTakePersonActionType(d.pop("type"))

        bora_bora_take_person_action = cls(
            gender=gender,
            position=position,
            type_=type_,
        )

        return bora_bora_take_person_action
