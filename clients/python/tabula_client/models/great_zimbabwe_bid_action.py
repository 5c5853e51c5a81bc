from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_bid_action_type import GreatZimbabweBidActionType

T = TypeVar("T", bound="GreatZimbabweBidAction")


@_attrs_define
class GreatZimbabweBidAction:
    """Phase I: give this many cattle, at least 1 more than the last bid.

    Attributes:
        amount (int): cattle bid
        type_ (GreatZimbabweBidActionType):
    """

    amount: int
    type_: GreatZimbabweBidActionType

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        type_ = GreatZimbabweBidActionType(d.pop("type"))

        great_zimbabwe_bid_action = cls(
            amount=amount,
            type_=type_,
        )

        return great_zimbabwe_bid_action
