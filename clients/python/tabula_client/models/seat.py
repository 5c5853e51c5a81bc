from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.handed_over_enum import HandedOverEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    """
    Attributes:
        bot (None | str):
        seat (int):
        username (None | str):
        handed_over (HandedOverEnum | Unset): * `timeout` - timeout
            * `resigned` - resigned
            * `lost_on_time` - lost_on_time
        name (str | Unset): an imported match's player, by the name the server that played it knew
    """

    bot: None | str
    seat: int
    username: None | str
    handed_over: HandedOverEnum | Unset = UNSET
    name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        seat = self.seat

        username: None | str
        username = self.username

        handed_over: str | Unset = UNSET
        if not isinstance(self.handed_over, Unset):
            handed_over = self.handed_over.value

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bot": bot,
                "seat": seat,
                "username": username,
            }
        )
        if handed_over is not UNSET:
            field_dict["handed_over"] = handed_over
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        seat = d.pop("seat")

        def _parse_username(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        username = _parse_username(d.pop("username"))

        _handed_over = d.pop("handed_over", UNSET)
        handed_over: HandedOverEnum | Unset
        if isinstance(_handed_over, Unset):
            handed_over = UNSET
        else:
            handed_over = HandedOverEnum(_handed_over)

        name = d.pop("name", UNSET)

        seat = cls(
            bot=bot,
            seat=seat,
            username=username,
            handed_over=handed_over,
            name=name,
        )

        seat.additional_properties = d
        return seat

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
