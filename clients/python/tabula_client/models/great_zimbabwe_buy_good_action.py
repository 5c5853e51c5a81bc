from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.great_zimbabwe_buy_good_action_type import GreatZimbabweBuyGoodActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreatZimbabweBuyGoodAction")


@_attrs_define
class GreatZimbabweBuyGoodAction:
    """Buy one ritual good for the monument being raised, marking a resource square.

    Attributes:
        craftsman (int): the selling craftsman's id
        resource (int): a square: row * width + column
        type_ (GreatZimbabweBuyGoodActionType):
        primary (int | Unset): a secondary good: the supplying craftsman
        primary_resource (int | Unset): a secondary good: the square of the supplier's resource
    """

    craftsman: int
    resource: int
    type_: GreatZimbabweBuyGoodActionType
    primary: int | Unset = UNSET
    primary_resource: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        craftsman = self.craftsman

        resource = self.resource

        type_ = self.type_.value

        primary = self.primary

        primary_resource = self.primary_resource

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "craftsman": craftsman,
                "resource": resource,
                "type": type_,
            }
        )
        if primary is not UNSET:
            field_dict["primary"] = primary
        if primary_resource is not UNSET:
            field_dict["primary_resource"] = primary_resource

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        craftsman = d.pop("craftsman")

        resource = d.pop("resource")

        type_ = GreatZimbabweBuyGoodActionType(d.pop("type"))

        primary = d.pop("primary", UNSET)

        primary_resource = d.pop("primary_resource", UNSET)

        great_zimbabwe_buy_good_action = cls(
            craftsman=craftsman,
            resource=resource,
            type_=type_,
            primary=primary,
            primary_resource=primary_resource,
        )

        return great_zimbabwe_buy_good_action
