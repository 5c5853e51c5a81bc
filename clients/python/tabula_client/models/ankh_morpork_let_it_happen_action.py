from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_let_it_happen_action_type import (
    AnkhMorporkLetItHappenActionType,
)

T = TypeVar("T", bound="AnkhMorporkLetItHappenAction")


@_attrs_define
class AnkhMorporkLetItHappenAction:
    """Accept the threat.

    Attributes:
        type_ (AnkhMorporkLetItHappenActionType):
    """

    type_: AnkhMorporkLetItHappenActionType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = AnkhMorporkLetItHappenActionType(d.pop("type"))

        ankh_morpork_let_it_happen_action = cls(
            type_=type_,
        )

        return ankh_morpork_let_it_happen_action
