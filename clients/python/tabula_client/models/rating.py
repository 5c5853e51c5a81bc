from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        game (str):
        matches (int): rated matches played
        mu (float): the estimated skill (starts at 1500)
        rating (float): the conservative estimate mu - 3 sigma (0 for a new player); ranks the leaderboard
        sigma (float): its uncertainty (starts at 500)
        updated_at (datetime.datetime):
        username (str):
        wins (int): rated matches won (ties for the win included)
    """

    game: str
    matches: int
    mu: float
    rating: float
    sigma: float
    updated_at: datetime.datetime
    username: str
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        matches = self.matches

        mu = self.mu

        rating = self.rating

        sigma = self.sigma

        updated_at = self.updated_at.isoformat()

        username = self.username

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "matches": matches,
                "mu": mu,
                "rating": rating,
                "sigma": sigma,
                "updated_at": updated_at,
                "username": username,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        matches = d.pop("matches")

        mu = d.pop("mu")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        username = d.pop("username")

        wins = d.pop("wins")

        rating = cls(
            game=game,
            matches=matches,
            mu=mu,
            rating=rating,
            sigma=sigma,
            updated_at=updated_at,
            username=username,
            wins=wins,
        )

        rating.additional_properties = d
        return rating

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
