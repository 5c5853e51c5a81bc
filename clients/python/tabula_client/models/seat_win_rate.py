from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatWinRate")


@_attrs_define
class SeatWinRate:
    """
    Attributes:
        matches (int):
        players (int):
        seat (int): 0 moves first
        win_rate (float | None):
        wins (int):
    """

    matches: int
    players: int
    seat: int
    win_rate: float | None
    wins: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        matches = self.matches

        players = self.players

        seat = self.seat

        win_rate: float | None
        win_rate = self.win_rate

        wins = self.wins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "matches": matches,
                "players": players,
                "seat": seat,
                "win_rate": win_rate,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        matches = d.pop("matches")

        players = d.pop("players")

        seat = d.pop("seat")

        def _parse_win_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        win_rate = _parse_win_rate(d.pop("win_rate"))

        wins = d.pop("wins")

        seat_win_rate = cls(
            matches=matches,
            players=players,
            seat=seat,
            win_rate=win_rate,
            wins=wins,
        )

        seat_win_rate.additional_properties = d
        return seat_win_rate

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
