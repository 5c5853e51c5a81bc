from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """
    Attributes:
        at (datetime.datetime):
        game (str):
        match (UUID):
        mu_after (float):
        rank (int): the player's place in that match, 1 = won
        rating_after (float):
        rating_before (float):
        seat (int):
        sigma_after (float):
    """

    at: datetime.datetime
    game: str
    match: UUID
    mu_after: float
    rank: int
    rating_after: float
    rating_before: float
    seat: int
    sigma_after: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        game = self.game

        match = str(self.match)

        mu_after = self.mu_after

        rank = self.rank

        rating_after = self.rating_after

        rating_before = self.rating_before

        seat = self.seat

        sigma_after = self.sigma_after

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "game": game,
                "match": match,
                "mu_after": mu_after,
                "rank": rank,
                "rating_after": rating_after,
                "rating_before": rating_before,
                "seat": seat,
                "sigma_after": sigma_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        game = d.pop("game")

        match = UUID(d.pop("match"))

        mu_after = d.pop("mu_after")

        rank = d.pop("rank")

        rating_after = d.pop("rating_after")

        rating_before = d.pop("rating_before")

        seat = d.pop("seat")

        sigma_after = d.pop("sigma_after")

        rating_change = cls(
            at=at,
            game=game,
            match=match,
            mu_after=mu_after,
            rank=rank,
            rating_after=rating_after,
            rating_before=rating_before,
            seat=seat,
            sigma_after=sigma_after,
        )

        rating_change.additional_properties = d
        return rating_change

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
