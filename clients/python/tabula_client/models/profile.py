from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.profile_game import ProfileGame
    from ..models.profile_match import ProfileMatch
    from ..models.rating import Rating
    from ..models.rating_change import RatingChange


T = TypeVar("T", bound="Profile")


@_attrs_define
class Profile:
    """
    Attributes:
        games (list[ProfileGame]): matches and wins per game
        rating_history (list[RatingChange]): newest first, at most 50
        ratings (list[Rating]):
        recent_matches (list[ProfileMatch]): newest first, at most 20
        username (str):
    """

    games: list[ProfileGame]
    rating_history: list[RatingChange]
    ratings: list[Rating]
    recent_matches: list[ProfileMatch]
    username: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        rating_history = []
        for rating_history_item_data in self.rating_history:
            rating_history_item = rating_history_item_data.to_dict()
            rating_history.append(rating_history_item)

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        recent_matches = []
        for recent_matches_item_data in self.recent_matches:
            recent_matches_item = recent_matches_item_data.to_dict()
            recent_matches.append(recent_matches_item)

        username = self.username

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "games": games,
                "rating_history": rating_history,
                "ratings": ratings,
                "recent_matches": recent_matches,
                "username": username,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.profile_game import ProfileGame  # noqa: PLC0415
        from ..models.profile_match import ProfileMatch  # noqa: PLC0415
        from ..models.rating import Rating  # noqa: PLC0415
        from ..models.rating_change import RatingChange  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = ProfileGame.from_dict(games_item_data)

            games.append(games_item)

        rating_history = []
        _rating_history = d.pop("rating_history")
        for rating_history_item_data in _rating_history:
            rating_history_item = RatingChange.from_dict(rating_history_item_data)

            rating_history.append(rating_history_item)

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = Rating.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        recent_matches = []
        _recent_matches = d.pop("recent_matches")
        for recent_matches_item_data in _recent_matches:
            recent_matches_item = ProfileMatch.from_dict(recent_matches_item_data)

            recent_matches.append(recent_matches_item)

        username = d.pop("username")

        profile = cls(
            games=games,
            rating_history=rating_history,
            ratings=ratings,
            recent_matches=recent_matches,
            username=username,
        )

        profile.additional_properties = d
        return profile

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
