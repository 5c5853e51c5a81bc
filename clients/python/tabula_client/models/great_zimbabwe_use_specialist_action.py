from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_resource import GreatZimbabweResource
from ..models.great_zimbabwe_specialist import GreatZimbabweSpecialist
from ..models.great_zimbabwe_use_specialist_action_amount import (
    GreatZimbabweUseSpecialistActionAmount,
)
from ..models.great_zimbabwe_use_specialist_action_type import (
    GreatZimbabweUseSpecialistActionType,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreatZimbabweUseSpecialistAction")


@_attrs_define
class GreatZimbabweUseSpecialistAction:
    """Use a specialist you hold (once per turn).

    Attributes:
        specialist (GreatZimbabweSpecialist):
        type_ (GreatZimbabweUseSpecialistActionType):
        amount (GreatZimbabweUseSpecialistActionAmount | Unset): herd: the cattle put on the card
        resource (GreatZimbabweResource | Unset):
    """

    specialist: GreatZimbabweSpecialist
    type_: GreatZimbabweUseSpecialistActionType
    amount: GreatZimbabweUseSpecialistActionAmount | Unset = UNSET
    resource: GreatZimbabweResource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        specialist = self.specialist.value

        type_ = self.type_.value

        amount: int | Unset = UNSET
        if not isinstance(self.amount, Unset):
            amount = self.amount.value

        resource: str | Unset = UNSET
        if not isinstance(self.resource, Unset):
            resource = self.resource.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "specialist": specialist,
                "type": type_,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount
        if resource is not UNSET:
            field_dict["resource"] = resource

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        specialist = GreatZimbabweSpecialist(d.pop("specialist"))

        type_ = GreatZimbabweUseSpecialistActionType(d.pop("type"))

        _amount = d.pop("amount", UNSET)
        amount: GreatZimbabweUseSpecialistActionAmount | Unset
        if isinstance(_amount, Unset):
            amount = UNSET
        else:
            amount = GreatZimbabweUseSpecialistActionAmount(_amount)

        _resource = d.pop("resource", UNSET)
        resource: GreatZimbabweResource | Unset
        if isinstance(_resource, Unset):
            resource = UNSET
        else:
            resource = GreatZimbabweResource(_resource)

        great_zimbabwe_use_specialist_action = cls(
            specialist=specialist,
            type_=type_,
            amount=amount,
            resource=resource,
        )

        return great_zimbabwe_use_specialist_action
