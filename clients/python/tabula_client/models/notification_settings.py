from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NotificationSettings")


@_attrs_define
class NotificationSettings:
    """
    Attributes:
        batch_seconds (float): at most one e-mail per this many seconds
        email (str): where 'your turn' e-mails go ('' for none)
        email_chat (bool): e-mail new table-chat messages of your matches, in the same batches (opt-in; never true
            without an address)
        email_enabled (bool): send 'your turn' e-mails (never true without an address)
    """

    batch_seconds: float
    email: str
    email_chat: bool
    email_enabled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        batch_seconds = self.batch_seconds

        email: str
        email = self.email

        email_chat = self.email_chat

        email_enabled = self.email_enabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "batch_seconds": batch_seconds,
                "email": email,
                "email_chat": email_chat,
                "email_enabled": email_enabled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        batch_seconds = d.pop("batch_seconds")

        def _parse_email(data: object) -> str:
            return cast(str, data)

        email = _parse_email(d.pop("email"))

        email_chat = d.pop("email_chat")

        email_enabled = d.pop("email_enabled")

        notification_settings = cls(
            batch_seconds=batch_seconds,
            email=email,
            email_chat=email_chat,
            email_enabled=email_enabled,
        )

        notification_settings.additional_properties = d
        return notification_settings

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
