from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_activate_action_type import BoraBoraActivateActionType
from ..models.bora_bora_gender import BoraBoraGender
from ..models.bora_bora_person_type import BoraBoraPersonType

T = TypeVar("T", bound="BoraBoraActivateAction")


@_attrs_define
class BoraBoraActivateAction:
    """Phase B: activate tiles of your men (or women) of one type together.

    Attributes:
        gender (BoraBoraGender):
        person_type (BoraBoraPersonType):
        tiles (int):
        type_ (BoraBoraActivateActionType):
    """

    gender: BoraBoraGender
    person_type: BoraBoraPersonType
    tiles: int
    type_: BoraBoraActivateActionType

    def to_dict(self) -> dict[str, Any]:
        gender = self.gender.value

        person_type = self.person_type.value

        tiles = self.tiles

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gender": gender,
                "person_type": person_type,
                "tiles": tiles,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        gender = BoraBoraGender(d.pop("gender"))

        person_type = BoraBoraPersonType(d.pop("person_type"))

        tiles = d.pop("tiles")

        type_ = BoraBoraActivateActionType(d.pop("type"))

        bora_bora_activate_action = cls(
            gender=gender,
            person_type=person_type,
            tiles=tiles,
            type_=type_,
        )

        return bora_bora_activate_action
