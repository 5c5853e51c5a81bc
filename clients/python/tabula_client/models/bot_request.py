from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.level_enum import LevelEnum

T = TypeVar("T", bound="BotRequest")


@_attrs_define
class BotRequest:
    """
    Attributes:
        level (LevelEnum): * `random` - random
            * `greedy` - greedy
            * `mcts` - mcts
            * `strong` - strong
        seat (int):
    """

    level: LevelEnum
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "level": level,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = LevelEnum(d.pop("level"))

        seat = d.pop("seat")

        bot_request = cls(
            level=level,
            seat=seat,
        )

        bot_request.additional_properties = d
        return bot_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
