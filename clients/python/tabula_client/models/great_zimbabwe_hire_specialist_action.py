from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_hire_specialist_action_type import (
    GreatZimbabweHireSpecialistActionType,
)
from ..models.great_zimbabwe_specialist import GreatZimbabweSpecialist

T = TypeVar("T", bound="GreatZimbabweHireSpecialistAction")


@_attrs_define
class GreatZimbabweHireSpecialistAction:
    """Take a specialist; it must be paid and used at once (use_specialist).

    Attributes:
        specialist (GreatZimbabweSpecialist):
        type_ (GreatZimbabweHireSpecialistActionType):
    """

    specialist: GreatZimbabweSpecialist
    type_: GreatZimbabweHireSpecialistActionType

    def to_dict(self) -> dict[str, Any]:
        specialist = self.specialist.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "specialist": specialist,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        specialist = GreatZimbabweSpecialist(d.pop("specialist"))

        type_ = GreatZimbabweHireSpecialistActionType(d.pop("type"))

        great_zimbabwe_hire_specialist_action = cls(
            specialist=specialist,
            type_=type_,
        )

        return great_zimbabwe_hire_specialist_action
