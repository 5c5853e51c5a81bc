from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_discard_task_action_type import BoraBoraDiscardTaskActionType
from ..models.bora_bora_task import BoraBoraTask

T = TypeVar("T", bound="BoraBoraDiscardTaskAction")


@_attrs_define
class BoraBoraDiscardTaskAction:
    """Discard a task (only when none can be completed without a Yellow God).

    Attributes:
        task (BoraBoraTask):
        type_ (BoraBoraDiscardTaskActionType):
    """

    task: BoraBoraTask
    type_: BoraBoraDiscardTaskActionType

    def to_dict(self) -> dict[str, Any]:
        task = self.task.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "task": task,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        task = BoraBoraTask(d.pop("task"))

        type_ = BoraBoraDiscardTaskActionType(d.pop("type"))

        bora_bora_discard_task_action = cls(
            task=task,
            type_=type_,
        )

        return bora_bora_discard_task_action
