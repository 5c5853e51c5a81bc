from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProfileMatch")


@_attrs_define
class ProfileMatch:
    """
    Attributes:
        created_at (datetime.datetime):
        ended_at (datetime.datetime | None):
        game (str):
        match (UUID):
        players (int):
        rank (int | None):
        rated (bool): the match changed its players' ratings
        seat (int):
        status (str):
        won (bool | None): null until the match finished
    """

    created_at: datetime.datetime
    ended_at: datetime.datetime | None
    game: str
    match: UUID
    players: int
    rank: int | None
    rated: bool
    seat: int
    status: str
    won: bool | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        ended_at: None | str
        if isinstance(self.ended_at, datetime.datetime):
            ended_at = self.ended_at.isoformat()
        else:
            ended_at = self.ended_at

        game = self.game

        match = str(self.match)

        players = self.players

        rank: int | None
        rank = self.rank

        rated = self.rated

        seat = self.seat

        status = self.status

        won: bool | None
        won = self.won

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "ended_at": ended_at,
                "game": game,
                "match": match,
                "players": players,
                "rank": rank,
                "rated": rated,
                "seat": seat,
                "status": status,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_ended_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_at_type_0 = datetime.datetime.fromisoformat(data)

                return ended_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))

        game = d.pop("game")

        match = UUID(d.pop("match"))

        players = d.pop("players")

        def _parse_rank(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rank = _parse_rank(d.pop("rank"))

        rated = d.pop("rated")

        seat = d.pop("seat")

        status = d.pop("status")

        def _parse_won(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        won = _parse_won(d.pop("won"))

        profile_match = cls(
            created_at=created_at,
            ended_at=ended_at,
            game=game,
            match=match,
            players=players,
            rank=rank,
            rated=rated,
            seat=seat,
            status=status,
            won=won,
        )

        profile_match.additional_properties = d
        return profile_match

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
