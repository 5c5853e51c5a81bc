from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_options import GameOptions


T = TypeVar("T", bound="Game")


@_attrs_define
class Game:
    """
    Attributes:
        max_players (int):
        min_players (int):
        name (str):
        options (GameOptions): option name -> {default, choices, description}
        rules_version (str):
        slug (str):
    """

    max_players: int
    min_players: int
    name: str
    options: GameOptions
    rules_version: str
    slug: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_players = self.max_players

        min_players = self.min_players

        name = self.name

        options = self.options.to_dict()

        rules_version = self.rules_version

        slug = self.slug

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_players": max_players,
                "min_players": min_players,
                "name": name,
                "options": options,
                "rules_version": rules_version,
                "slug": slug,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_options import GameOptions  # noqa: PLC0415

        d = dict(src_dict)
        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        name = d.pop("name")

        options = GameOptions.from_dict(d.pop("options"))

        rules_version = d.pop("rules_version")

        slug = d.pop("slug")

        game = cls(
            max_players=max_players,
            min_players=min_players,
            name=name,
            options=options,
            rules_version=rules_version,
            slug=slug,
        )

        game.additional_properties = d
        return game

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
