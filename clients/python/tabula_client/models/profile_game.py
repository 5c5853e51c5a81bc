from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProfileGame")


@_attrs_define
class ProfileGame:
    """
    Attributes:
        finished (int):
        game (str):
        matches (int): listed matches the player sat in
        wins (int):
    """

    finished: int
    game: str
    matches: int
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        finished = self.finished

        game = self.game

        matches = self.matches

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "finished": finished,
                "game": game,
                "matches": matches,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finished = d.pop("finished")

        game = d.pop("game")

        matches = d.pop("matches")

        wins = d.pop("wins")

        profile_game = cls(
            finished=finished,
            game=game,
            matches=matches,
            wins=wins,
        )

        profile_game.additional_properties = d
        return profile_game

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
