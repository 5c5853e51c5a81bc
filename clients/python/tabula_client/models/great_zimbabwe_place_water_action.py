from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.great_zimbabwe_place_water_action_type import (
    GreatZimbabwePlaceWaterActionType,
)

T = TypeVar("T", bound="GreatZimbabwePlaceWaterAction")


@_attrs_define
class GreatZimbabwePlaceWaterAction:
    """Put the Rain Ceremony's water tile on two adjacent empty land squares.

    Attributes:
        cells (list[int]): lower square first
        type_ (GreatZimbabwePlaceWaterActionType):
    """

    cells: list[int]
    type_: GreatZimbabwePlaceWaterActionType

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

        type_ = GreatZimbabwePlaceWaterActionType(d.pop("type"))

        great_zimbabwe_place_water_action = cls(
            cells=cells,
            type_=type_,
        )

        return great_zimbabwe_place_water_action
