from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bora_bora_material import BoraBoraMaterial
from ..models.bora_bora_take_material_action_type import BoraBoraTakeMaterialActionType

T = TypeVar("T", bound="BoraBoraTakeMaterialAction")


@_attrs_define
class BoraBoraTakeMaterialAction:
    """One material of a MATERIAL activation, onto the space you choose.

    Attributes:
        cell (int | None): the empty ceremony space it goes on (null only when none of its kind is empty)
        material (BoraBoraMaterial):
        type_ (BoraBoraTakeMaterialActionType):
    """

    cell: int | None
    material: BoraBoraMaterial
    type_: BoraBoraTakeMaterialActionType

    def to_dict(self) -> dict[str, Any]:
        cell: int | None
        cell = self.cell

        material = self.material.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "material": material,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_cell(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cell = _parse_cell(d.pop("cell"))

        material = BoraBoraMaterial(d.pop("material"))

        type_ = BoraBoraTakeMaterialActionType(d.pop("type"))

        bora_bora_take_material_action = cls(
            cell=cell,
            material=material,
            type_=type_,
        )

        return bora_bora_take_material_action
