from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chat_channel_enum import ChatChannelEnum

T = TypeVar("T", bound="ChatMessage")


@_attrs_define
class ChatMessage:
    """
    Attributes:
        author (str):
        channel (ChatChannelEnum): * `players` - players
            * `spectators` - spectators
        deleted (bool):
        id (int): its position in the match's chat log
        sent_at (datetime.datetime):
        text (None | str): plain text, never markup; null once its author deleted it
    """

    author: str
    channel: ChatChannelEnum
    deleted: bool
    id: int
    sent_at: datetime.datetime
    text: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        author = self.author

        channel = self.channel.value

        deleted = self.deleted

        id = self.id

        sent_at = self.sent_at.isoformat()

        text: None | str
        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "author": author,
                "channel": channel,
                "deleted": deleted,
                "id": id,
                "sent_at": sent_at,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        author = d.pop("author")

        channel = ChatChannelEnum(d.pop("channel"))

        deleted = d.pop("deleted")

        id = d.pop("id")

        sent_at = datetime.datetime.fromisoformat(d.pop("sent_at"))

        def _parse_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        text = _parse_text(d.pop("text"))

        chat_message = cls(
            author=author,
            channel=channel,
            deleted=deleted,
            id=id,
            sent_at=sent_at,
            text=text,
        )

        chat_message.additional_properties = d
        return chat_message

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
