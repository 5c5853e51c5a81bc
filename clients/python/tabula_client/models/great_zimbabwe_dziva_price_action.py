from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_craftsman_type import GreatZimbabweCraftsmanType
from ..models.great_zimbabwe_dziva_price_action_type import (
    GreatZimbabweDzivaPriceActionType,
)
from ..models.great_zimbabwe_price import GreatZimbabwePrice

T = TypeVar("T", bound="GreatZimbabweDzivaPriceAction")


@_attrs_define
class GreatZimbabweDzivaPriceAction:
    """Dziva's worshipper: set a price up or down, once per card per turn.

    Attributes:
        craftsman (GreatZimbabweCraftsmanType):
        price (GreatZimbabwePrice):
        type_ (GreatZimbabweDzivaPriceActionType):
    """

    craftsman: GreatZimbabweCraftsmanType
    price: GreatZimbabwePrice
    type_: GreatZimbabweDzivaPriceActionType

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

        type_ = GreatZimbabweDzivaPriceActionType(d.pop("type"))

        great_zimbabwe_dziva_price_action = cls(
            craftsman=craftsman,
            price=price,
            type_=type_,
        )

        return great_zimbabwe_dziva_price_action
