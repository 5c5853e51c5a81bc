from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.events_enum import EventsEnum
from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookRequest")


@_attrs_define
class WebhookRequest:
    """
    Attributes:
        events (list[EventsEnum]): the event types to receive
        url (str):
        active (bool | Unset): false: nothing is sent; setting it true again resets the failure count
        description (str | Unset):
    """

    events: list[EventsEnum]
    url: str
    active: bool | Unset = UNSET
    description: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        url = self.url

        active = self.active

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
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
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = EventsEnum(events_item_data)

            events.append(events_item)

        url = d.pop("url")

        active = d.pop("active", UNSET)

        description = d.pop("description", UNSET)

        webhook_request = cls(
            events=events,
            url=url,
            active=active,
            description=description,
        )

        webhook_request.additional_properties = d
        return webhook_request

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
