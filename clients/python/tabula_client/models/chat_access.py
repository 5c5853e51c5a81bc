from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chat_channel_enum import ChatChannelEnum

T = TypeVar("T", bound="ChatAccess")


@_attrs_define
class ChatAccess:
    """
    Attributes:
        may_close (bool): you may set spectators_read_players to false (a seated player, or the creator before the
            start)
        may_open (bool): you may set spectators_read_players to true (the creator, before the start)
        read (list[ChatChannelEnum]): the channels you may read
        spectators_read_players (bool): spectators may read what the players say from now on (default: false)
        write (list[ChatChannelEnum]): the channels you may write in
    """

    may_close: bool
    may_open: bool
    read: list[ChatChannelEnum]
    spectators_read_players: bool
    write: list[ChatChannelEnum]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        may_close = self.may_close

        may_open = self.may_open

        read = []
        for read_item_data in self.read:
            read_item = read_item_data.value
            read.append(read_item)

        spectators_read_players = self.spectators_read_players

        write = []
        for write_item_data in self.write:
            write_item = write_item_data.value
            write.append(write_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "may_close": may_close,
                "may_open": may_open,
                "read": read,
                "spectators_read_players": spectators_read_players,
                "write": write,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        may_close = d.pop("may_close")

        may_open = d.pop("may_open")

        read = []
        _read = d.pop("read")
        for read_item_data in _read:
            read_item = ChatChannelEnum(read_item_data)

            read.append(read_item)

        spectators_read_players = d.pop("spectators_read_players")

        write = []
        _write = d.pop("write")
        for write_item_data in _write:
            write_item = ChatChannelEnum(write_item_data)

            write.append(write_item)

        chat_access = cls(
            may_close=may_close,
            may_open=may_open,
            read=read,
            spectators_read_players=spectators_read_players,
            write=write,
        )

        chat_access.additional_properties = d
        return chat_access

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
