from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bora_bora_helper_action_source_type_0 import (
    BoraBoraHelperActionSourceType0,
)
from ..models.bora_bora_helper_action_type import BoraBoraHelperActionType
from ..models.bora_bora_helper_item import BoraBoraHelperItem
from ..models.bora_bora_material import BoraBoraMaterial
from ..models.bora_bora_person_tile import BoraBoraPersonTile
from ..types import UNSET, Unset

T = TypeVar("T", bound="BoraBoraHelperAction")


@_attrs_define
class BoraBoraHelperAction:
    """Spend helper pips on one purchase.

    Attributes:
        item (BoraBoraHelperItem):
        type_ (BoraBoraHelperActionType):
        cell (int | None | Unset): the empty ceremony space it goes on (null only when none of its kind is empty)
        material (BoraBoraMaterial | Unset):
        source (BoraBoraHelperActionSourceType0 | int | Unset): "deck" or an index of the god card display
        tile (BoraBoraPersonTile | Unset):
    """

    item: BoraBoraHelperItem
    type_: BoraBoraHelperActionType
    cell: int | None | Unset = UNSET
    material: BoraBoraMaterial | Unset = UNSET
    source: BoraBoraHelperActionSourceType0 | int | Unset = UNSET
    tile: BoraBoraPersonTile | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        item = self.item.value

        type_ = self.type_.value

        cell: int | None | Unset
        if isinstance(self.cell, Unset):
            cell = UNSET
        else:
            cell = self.cell

        material: str | Unset = UNSET
        if not isinstance(self.material, Unset):
            material = self.material.value

        source: int | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, BoraBoraHelperActionSourceType0):
            source = self.source.value
        else:
            source = self.source

        tile: str | Unset = UNSET
        if not isinstance(self.tile, Unset):
            tile = self.tile.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "item": item,
                "type": type_,
            }
        )
        if cell is not UNSET:
            field_dict["cell"] = cell
        if material is not UNSET:
            field_dict["material"] = material
        if source is not UNSET:
            field_dict["source"] = source
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = BoraBoraHelperItem(d.pop("item"))

        type_ = BoraBoraHelperActionType(d.pop("type"))

        def _parse_cell(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cell = _parse_cell(d.pop("cell", UNSET))

        _material = d.pop("material", UNSET)
        material: BoraBoraMaterial | Unset
        if isinstance(_material, Unset):
            material = UNSET
        else:
            material = BoraBoraMaterial(_material)

        def _parse_source(data: object) -> BoraBoraHelperActionSourceType0 | int | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = BoraBoraHelperActionSourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BoraBoraHelperActionSourceType0 | int | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        _tile = d.pop("tile", UNSET)
        tile: BoraBoraPersonTile | Unset
        if isinstance(_tile, Unset):
            tile = UNSET
        else:
            tile = BoraBoraPersonTile(_tile)

        bora_bora_helper_action = cls(
            item=item,
            type_=type_,
            cell=cell,
            material=material,
            source=source,
            tile=tile,
        )

        return bora_bora_helper_action
