from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_area import AnkhMorporkArea
from ..models.ankh_morpork_pay_action_type import AnkhMorporkPayActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AnkhMorporkPayAction")


@_attrs_define
class AnkhMorporkPayAction:
    """Pay instead of suffering a text or an event.

    Attributes:
        amount (int): dollars
        type_ (AnkhMorporkPayActionType):
        area (AnkhMorporkArea | Unset):
    """

    amount: int
    type_: AnkhMorporkPayActionType
    area: AnkhMorporkArea | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        type_ = self.type_.value

        area: int | Unset = UNSET
        if not isinstance(self.area, Unset):
            area = self.area.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "type": type_,
            }
        )
        if area is not UNSET:
            field_dict["area"] = area

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        type_ = AnkhMorporkPayActionType(d.pop("type"))

        _area = d.pop("area", UNSET)
        area: AnkhMorporkArea | Unset
        if isinstance(_area, Unset):
            area = UNSET
        else:
            area = AnkhMorporkArea(_area)

        ankh_morpork_pay_action = cls(
            amount=amount,
            type_=type_,
            area=area,
        )

        return ankh_morpork_pay_action
