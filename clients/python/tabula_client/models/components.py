from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.component_kind import ComponentKind


T = TypeVar("T", bound="Components")


@_attrs_define
class Components:
    """
    Attributes:
        game (str):
        kinds (list[ComponentKind]):
        name (str):
        rules_version (str):
    """

    game: str
    kinds: list[ComponentKind]
    name: str
    rules_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.to_dict()
            kinds.append(kinds_item)

        name = self.name

        rules_version = self.rules_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "kinds": kinds,
                "name": name,
                "rules_version": rules_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.component_kind import ComponentKind  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in _kinds:
            kinds_item = ComponentKind.from_dict(kinds_item_data)

            kinds.append(kinds_item)

        name = d.pop("name")

        rules_version = d.pop("rules_version")

        components = cls(
            game=game,
            kinds=kinds,
            name=name,
            rules_version=rules_version,
        )

        components.additional_properties = d
        return components

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
