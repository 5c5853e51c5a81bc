from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ankh_morpork_area import AnkhMorporkArea
from ..models.ankh_morpork_build_action_type import AnkhMorporkBuildActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AnkhMorporkBuildAction")


@_attrs_define
class AnkhMorporkBuildAction:
    """BUILDING: pay the cost and take the City Area card.

    Attributes:
        area (AnkhMorporkArea):
        type_ (AnkhMorporkBuildActionType):
        from_ (AnkhMorporkArea | Unset):
    """

    area: AnkhMorporkArea
    type_: AnkhMorporkBuildActionType
    from_: AnkhMorporkArea | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area = self.area.value

        type_ = self.type_.value

        from_: int | Unset = UNSET
        if not isinstance(self.from_, Unset):
            from_ = self.from_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "type": type_,
            }
        )
        if from_ is not UNSET:
            field_dict["from"] = from_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = AnkhMorporkArea(d.pop("area"))

        type_ = AnkhMorporkBuildActionType(d.pop("type"))

        _from_ = d.pop("from", UNSET)
        from_: AnkhMorporkArea | Unset
        if isinstance(_from_, Unset):
            from_ = UNSET
        else:
            from_ = AnkhMorporkArea(_from_)

        ankh_morpork_build_action = cls(
            area=area,
            type_=type_,
            from_=from_,
        )

        return ankh_morpork_build_action
