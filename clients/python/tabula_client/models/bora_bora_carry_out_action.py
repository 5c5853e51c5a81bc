from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_carry_out_action_type import BoraBoraCarryOutActionType

T = TypeVar("T", bound="BoraBoraCarryOutAction")


@_attrs_define
class BoraBoraCarryOutAction:
    """Carry out an activation that needs no target.

    Attributes:
        type_ (BoraBoraCarryOutActionType):
    """

    type_: BoraBoraCarryOutActionType

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
        type_ = BoraBoraCarryOutActionType(d.pop("type"))

        bora_bora_carry_out_action = cls(
            type_=type_,
        )

        return bora_bora_carry_out_action
