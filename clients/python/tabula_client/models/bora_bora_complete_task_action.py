from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_complete_task_action_type import BoraBoraCompleteTaskActionType
from ..models.bora_bora_god_payment import BoraBoraGodPayment
from ..models.bora_bora_task import BoraBoraTask
from ..types import UNSET, Unset

T = TypeVar("T", bound="BoraBoraCompleteTaskAction")


@_attrs_define
class BoraBoraCompleteTaskAction:
    """Complete a task you hold (with a Yellow God relaxing one requirement: 4 VP, else 6).

    Attributes:
        task (BoraBoraTask):
        type_ (BoraBoraCompleteTaskActionType):
        yellow (BoraBoraGodPayment | Unset):
    """

    task: BoraBoraTask
    type_: BoraBoraCompleteTaskActionType
    yellow: BoraBoraGodPayment | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        task = self.task.value

        type_ = self.type_.value

        yellow: str | Unset = UNSET
        if not isinstance(self.yellow, Unset):
            yellow = self.yellow.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "task": task,
                "type": type_,
            }
        )
        if yellow is not UNSET:
            field_dict["yellow"] = yellow

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        task = BoraBoraTask(d.pop("task"))

        type_ = BoraBoraCompleteTaskActionType(d.pop("type"))

        _yellow = d.pop("yellow", UNSET)
        yellow: BoraBoraGodPayment | Unset
        if isinstance(_yellow, Unset):
            yellow = UNSET
        else:
            yellow = BoraBoraGodPayment(_yellow)

        bora_bora_complete_task_action = cls(
            task=task,
            type_=type_,
            yellow=yellow,
        )

        return bora_bora_complete_task_action
