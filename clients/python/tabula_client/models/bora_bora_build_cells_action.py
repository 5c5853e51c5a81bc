from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bora_bora_build_cells_action_type import BoraBoraBuildCellsActionType

T = TypeVar("T", bound="BoraBoraBuildCellsAction")


@_attrs_define
class BoraBoraBuildCellsAction:
    """The two adjacent ceremony spaces (both holding a material) the building covers.

    Attributes:
        cells (list[int]):
        type_ (BoraBoraBuildCellsActionType):
    """

    cells: list[int]
    type_: BoraBoraBuildCellsActionType

    def to_dict(self) -> dict[str, Any]:
        cells = self.cells

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cells": cells,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cells = cast(list[int], d.pop("cells"))

        type_ = BoraBoraBuildCellsActionType(d.pop("type"))

        bora_bora_build_cells_action = cls(
            cells=cells,
            type_=type_,
        )

        return bora_bora_build_cells_action
