from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chat_channel_enum import ChatChannelEnum

if TYPE_CHECKING:
    from ..models.chat_message import ChatMessage


T = TypeVar("T", bound="ChatPage")


@_attrs_define
class ChatPage:
    """
    Attributes:
        channel (ChatChannelEnum): * `players` - players
            * `spectators` - spectators
        messages (list[ChatMessage]): oldest first
        next_before (int | None): ?before= for the older page (null: none)
    """

    channel: ChatChannelEnum
    messages: list[ChatMessage]
    next_before: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        channel = self.channel.value

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        next_before: int | None
        next_before = self.next_before

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "channel": channel,
                "messages": messages,
                "next_before": next_before,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_message import ChatMessage  # noqa: PLC0415

        d = dict(src_dict)
        channel = ChatChannelEnum(d.pop("channel"))

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = ChatMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        def _parse_next_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_before = _parse_next_before(d.pop("next_before"))

        chat_page = cls(
            channel=channel,
            messages=messages,
            next_before=next_before,
        )

        chat_page.additional_properties = d
        return chat_page

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
