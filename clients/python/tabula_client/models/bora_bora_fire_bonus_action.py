from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bora_bora_fire_bonus import BoraBoraFireBonus
from ..models.bora_bora_fire_bonus_action_source_type_0 import (
    BoraBoraFireBonusActionSourceType0,
)
from ..models.bora_bora_fire_bonus_action_type import BoraBoraFireBonusActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BoraBoraFireBonusAction")


@_attrs_define
class BoraBoraFireBonusAction:
    """Take a fire bonus: offering or god card, then status or shell.

    Attributes:
        choice (BoraBoraFireBonus):
        type_ (BoraBoraFireBonusActionType):
        source (BoraBoraFireBonusActionSourceType0 | int | Unset): "deck" or an index of the god card display
    """

    choice: BoraBoraFireBonus
    type_: BoraBoraFireBonusActionType
    source: BoraBoraFireBonusActionSourceType0 | int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        choice = self.choice.value

        type_ = self.type_.value

        source: int | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        elif isinstance(self.source, BoraBoraFireBonusActionSourceType0):
            source = self.source.value
        else:
            source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "choice": choice,
                "type": type_,
            }
        )
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choice = BoraBoraFireBonus(d.pop("choice"))

        type_ = BoraBoraFireBonusActionType(d.pop("type"))

        def _parse_source(data: object) -> BoraBoraFireBonusActionSourceType0 | int | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = BoraBoraFireBonusActionSourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BoraBoraFireBonusActionSourceType0 | int | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        bora_bora_fire_bonus_action = cls(
            choice=choice,
            type_=type_,
            source=source,
        )

        return bora_bora_fire_bonus_action
