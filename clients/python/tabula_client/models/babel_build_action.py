from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.babel_build_action_type import BabelBuildActionType
from ..models.babel_tribe import BabelTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="BabelBuildAction")


@_attrs_define
class BabelBuildAction:
    """Take the top card of a temple supply column onto your temple in your figure's land.

    Attributes:
        column (int): the seat whose temple supply column is used
        type_ (BabelBuildActionType):
        land (BabelTribe | Unset):
    """

    column: int
    type_: BabelBuildActionType
    land: BabelTribe | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        column = self.column

        type_ = self.type_.value

        land: str | Unset = UNSET
        if not isinstance(self.land, Unset):
            land = self.land.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "column": column,
                "type": type_,
            }
        )
        if land is not UNSET:
            field_dict["land"] = land

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        column = d.pop("column")

        type_ = BabelBuildActionType(d.pop("type"))

        _land = d.pop("land", UNSET)
        land: BabelTribe | Unset
        if isinstance(_land, Unset):
            land = UNSET
        else:
            land = BabelTribe(_land)

        babel_build_action = cls(
            column=column,
            type_=type_,
            land=land,
        )

        return babel_build_action
