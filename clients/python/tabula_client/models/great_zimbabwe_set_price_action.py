from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_craftsman_type import GreatZimbabweCraftsmanType
from ..models.great_zimbabwe_price import GreatZimbabwePrice
from ..models.great_zimbabwe_set_price_action_type import (
    GreatZimbabweSetPriceActionType,
)

T = TypeVar("T", bound="GreatZimbabweSetPriceAction")


@_attrs_define
class GreatZimbabweSetPriceAction:
    """Set the price of a technology card just taken.

    Attributes:
        craftsman (GreatZimbabweCraftsmanType):
        price (GreatZimbabwePrice):
        type_ (GreatZimbabweSetPriceActionType):
    """

    craftsman: GreatZimbabweCraftsmanType
    price: GreatZimbabwePrice
    type_: GreatZimbabweSetPriceActionType

    def to_dict(self) -> dict[str, Any]:
        craftsman = self.craftsman.value

        price = self.price.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "craftsman": craftsman,
                "price": price,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        craftsman = GreatZimbabweCraftsmanType(d.pop("craftsman"))

        price = GreatZimbabwePrice(d.pop("price"))

        type_ = GreatZimbabweSetPriceActionType(d.pop("type"))

        great_zimbabwe_set_price_action = cls(
            craftsman=craftsman,
            price=price,
            type_=type_,
        )

        return great_zimbabwe_set_price_action
