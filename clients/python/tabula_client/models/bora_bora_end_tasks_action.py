from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_end_tasks_action_type import BoraBoraEndTasksActionType

T = TypeVar("T", bound="BoraBoraEndTasksAction")


@_attrs_define
class BoraBoraEndTasksAction:
    """At the end of the game: leave the remaining tasks unfulfilled.

    Attributes:
        type_ (BoraBoraEndTasksActionType):
    """

    type_: BoraBoraEndTasksActionType

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
        type_ = BoraBoraEndTasksActionType(d.pop("type"))

        bora_bora_end_tasks_action = cls(
            type_=type_,
        )

        return bora_bora_end_tasks_action
