from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.history_entry import HistoryEntry
    from ..models.view import View


T = TypeVar("T", bound="ActionResult")


@_attrs_define
class ActionResult:
    """
    Attributes:
        events (list[HistoryEntry]): the new history entries, as /events/ returns them to you
        version (int):
        view (View):
    """

    events: list[HistoryEntry]
    version: int
    view: View
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.history_entry import HistoryEntry  # noqa: PLC0415
        from ..models.view import View  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = HistoryEntry.from_dict(events_item_data)

            events.append(events_item)

        version = d.pop("version")

        view = View.from_dict(d.pop("view"))

        action_result = cls(
            events=events,
            version=version,
            view=view,
        )

        action_result.additional_properties = d
        return action_result

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
