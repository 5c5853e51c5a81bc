from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bora_bora_take_resource_action_type import BoraBoraTakeResourceActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BoraBoraTakeResourceAction")


@_attrs_define
class BoraBoraTakeResourceAction:
    """Take the region's resource (a plains region's offering has no cell).

    Attributes:
        type_ (BoraBoraTakeResourceActionType):
        cell (int | None | Unset): the empty ceremony space it goes on (null only when none of its kind is empty)
    """

    type_: BoraBoraTakeResourceActionType
    cell: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        cell: int | None | Unset
        if isinstance(self.cell, Unset):
            cell = UNSET
        else:
            cell = self.cell

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if cell is not UNSET:
            field_dict["cell"] = cell

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BoraBoraTakeResourceActionType(d.pop("type"))

        def _parse_cell(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cell = _parse_cell(d.pop("cell", UNSET))

        bora_bora_take_resource_action = cls(
            type_=type_,
            cell=cell,
        )

        return bora_bora_take_resource_action
