from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchedNotificationSettingsUpdateRequest")


@_attrs_define
class PatchedNotificationSettingsUpdateRequest:
    """
    Attributes:
        email (str | Unset):
        email_chat (bool | Unset):
        email_enabled (bool | Unset):
    """

    email: str | Unset = UNSET
    email_chat: bool | Unset = UNSET
    email_enabled: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        email: str | Unset
        if isinstance(self.email, Unset):
            email = UNSET
        else:
            email = self.email

        email_chat = self.email_chat

        email_enabled = self.email_enabled

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if email is not UNSET:
            field_dict["email"] = email
        if email_chat is not UNSET:
            field_dict["email_chat"] = email_chat
        if email_enabled is not UNSET:
            field_dict["email_enabled"] = email_enabled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_email(data: object) -> str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(str | Unset, data)

        email = _parse_email(d.pop("email", UNSET))

        email_chat = d.pop("email_chat", UNSET)

        email_enabled = d.pop("email_enabled", UNSET)

        patched_notification_settings_update_request = cls(
            email=email,
            email_chat=email_chat,
            email_enabled=email_enabled,
        )

        patched_notification_settings_update_request.additional_properties = d
        return patched_notification_settings_update_request

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
