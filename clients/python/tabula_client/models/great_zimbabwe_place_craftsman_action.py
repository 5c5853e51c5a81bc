from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.great_zimbabwe_place_craftsman_action_type import (
    GreatZimbabwePlaceCraftsmanActionType,
)

T = TypeVar("T", bound="GreatZimbabwePlaceCraftsmanAction")


@_attrs_define
class GreatZimbabwePlaceCraftsmanAction:
    """Place the chosen craftsman on the squares its tile covers.

    Attributes:
        cells (list[int]): 2 or 4 squares
        type_ (GreatZimbabwePlaceCraftsmanActionType):
    """

    cells: list[int]
    type_: GreatZimbabwePlaceCraftsmanActionType

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

        type_ = GreatZimbabwePlaceCraftsmanActionType(d.pop("type"))

        great_zimbabwe_place_craftsman_action = cls(
            cells=cells,
            type_=type_,
        )

        return great_zimbabwe_place_craftsman_action
