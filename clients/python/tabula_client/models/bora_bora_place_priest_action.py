from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_place_priest_action_type import BoraBoraPlacePriestActionType

T = TypeVar("T", bound="BoraBoraPlacePriestAction")


@_attrs_define
class BoraBoraPlacePriestAction:
    """Put a priest from your supply onto a temple space.

    Attributes:
        space (int):
        type_ (BoraBoraPlacePriestActionType):
    """

    space: int
    type_: BoraBoraPlacePriestActionType

    def to_dict(self) -> dict[str, Any]:
        space = self.space

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        space = d.pop("space")

        type_ = BoraBoraPlacePriestActionType(d.pop("type"))

        bora_bora_place_priest_action = cls(
            space=space,
            type_=type_,
        )

        return bora_bora_place_priest_action
