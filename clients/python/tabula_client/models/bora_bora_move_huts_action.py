from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_move_huts_action_type import BoraBoraMoveHutsActionType

T = TypeVar("T", bound="BoraBoraMoveHutsAction")


@_attrs_define
class BoraBoraMoveHutsAction:
    """Move huts to space 12 (1 up to the activation's strength).

    Attributes:
        count (int):
        type_ (BoraBoraMoveHutsActionType):
    """

    count: int
    type_: BoraBoraMoveHutsActionType

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        type_ = BoraBoraMoveHutsActionType(d.pop("type"))

        bora_bora_move_huts_action = cls(
            count=count,
            type_=type_,
        )

        return bora_bora_move_huts_action
