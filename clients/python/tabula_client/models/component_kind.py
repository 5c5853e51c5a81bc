from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.component import Component


T = TypeVar("T", bound="ComponentKind")


@_attrs_define
class ComponentKind:
    """
    Attributes:
        items (list[Component]): every component of the kind; some kinds add their numbers (vr, cost, vp …)
        kind (str): e.g. "god", "card", "region", "task"
        title (str): the kind's heading, in words
    """

    items: list[Component]
    kind: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        kind = self.kind

        title = self.title

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "kind": kind,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.component import Component  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = Component.from_dict(items_item_data)

            items.append(items_item)

        kind = d.pop("kind")

        title = d.pop("title")

        component_kind = cls(
            items=items,
            kind=kind,
            title=title,
        )

        component_kind.additional_properties = d
        return component_kind

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
