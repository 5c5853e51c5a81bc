from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chat_channel_enum import ChatChannelEnum

T = TypeVar("T", bound="ChatSendRequest")


@_attrs_define
class ChatSendRequest:
    """
    Attributes:
        channel (ChatChannelEnum): * `players` - players
            * `spectators` - spectators
        text (str): plain text, 1 to 500 characters, no control characters but the line break
    """

    channel: ChatChannelEnum
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        channel = self.channel.value

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "channel": channel,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        channel = ChatChannelEnum(d.pop("channel"))

        text = d.pop("text")

        chat_send_request = cls(
            channel=channel,
            text=text,
        )

        chat_send_request.additional_properties = d
        return chat_send_request

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
