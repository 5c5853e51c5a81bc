from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.events_enum import EventsEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatedWebhook")


@_attrs_define
class CreatedWebhook:
    """
    Attributes:
        consecutive_failures (int):
        created_at (datetime.datetime):
        disabled_at (datetime.datetime | None):
        disabled_reason (str):
        events (list[EventsEnum]): the event types to receive
        id (int):
        secret (str): signs every delivery (Tabula-Signature); keep it private
        url (str):
        active (bool | Unset): false: nothing is sent; setting it true again resets the failure count
        description (str | Unset):
    """

    consecutive_failures: int
    created_at: datetime.datetime
    disabled_at: datetime.datetime | None
    disabled_reason: str
    events: list[EventsEnum]
    id: int
    secret: str
    url: str
    active: bool | Unset = UNSET
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        consecutive_failures = self.consecutive_failures

        created_at = self.created_at.isoformat()

        disabled_at: None | str
        if isinstance(self.disabled_at, datetime.datetime):
            disabled_at = self.disabled_at.isoformat()
        else:
            disabled_at = self.disabled_at

        disabled_reason = self.disabled_reason

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        id = self.id

        secret = self.secret

        url = self.url

        active = self.active

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "consecutive_failures": consecutive_failures,
                "created_at": created_at,
                "disabled_at": disabled_at,
                "disabled_reason": disabled_reason,
                "events": events,
                "id": id,
                "secret": secret,
                "url": url,
            }
        )
        if active is not UNSET:
            field_dict["active"] = active
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        consecutive_failures = d.pop("consecutive_failures")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_disabled_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                disabled_at_type_0 = datetime.datetime.fromisoformat(data)

                return disabled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))

        disabled_reason = d.pop("disabled_reason")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = EventsEnum(events_item_data)

            events.append(events_item)

        id = d.pop("id")

        secret = d.pop("secret")

        url = d.pop("url")

        active = d.pop("active", UNSET)

        description = d.pop("description", UNSET)

        created_webhook = cls(
            consecutive_failures=consecutive_failures,
            created_at=created_at,
            disabled_at=disabled_at,
            disabled_reason=disabled_reason,
            events=events,
            id=id,
            secret=secret,
            url=url,
            active=active,
            description=description,
        )

        created_webhook.additional_properties = d
        return created_webhook

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
