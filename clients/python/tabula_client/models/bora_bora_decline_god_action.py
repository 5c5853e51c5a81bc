from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_decline_god_action_type import BoraBoraDeclineGodActionType

T = TypeVar("T", bound="BoraBoraDeclineGodAction")


@_attrs_define
class BoraBoraDeclineGodAction:
    """Do not score the fish tile with the Red God.

    Attributes:
        type_ (BoraBoraDeclineGodActionType):
    """

    type_: BoraBoraDeclineGodActionType

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
        type_ = BoraBoraDeclineGodActionType(d.pop("type"))

        bora_bora_decline_god_action = cls(
            type_=type_,
        )

        return bora_bora_decline_god_action
