from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_region import BoraBoraRegion
from ..models.bora_bora_start_hut_action_type import BoraBoraStartHutActionType

T = TypeVar("T", bound="BoraBoraStartHutAction")


@_attrs_define
class BoraBoraStartHutAction:
    """Put a first hut on an empty building space of a region whose fish tile shows 1.

    Attributes:
        from12 (bool): take the hut from space 12 (true) or from spaces 1-11 (false)
        region (BoraBoraRegion):
        type_ (BoraBoraStartHutActionType):
    """

    from12: bool
    region: BoraBoraRegion
    type_: BoraBoraStartHutActionType

    def to_dict(self) -> dict[str, Any]:
        from12 = self.from12

        region = self.region.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from12": from12,
                "region": region,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from12 = d.pop("from12")

        region = BoraBoraRegion(d.pop("region"))

        type_ = BoraBoraStartHutActionType(d.pop("type"))

        bora_bora_start_hut_action = cls(
            from12=from12,
            region=region,
            type_=type_,
        )

        return bora_bora_start_hut_action
