from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_end_helper_action_type import BoraBoraEndHelperActionType

T = TypeVar("T", bound="BoraBoraEndHelperAction")


@_attrs_define
class BoraBoraEndHelperAction:
    """Leave the remaining helper pips unused.

    Attributes:
        type_ (BoraBoraEndHelperActionType):
    """

    type_: BoraBoraEndHelperActionType

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
        type_ = BoraBoraEndHelperActionType(d.pop("type"))

        bora_bora_end_helper_action = cls(
            type_=type_,
        )

        return bora_bora_end_helper_action
