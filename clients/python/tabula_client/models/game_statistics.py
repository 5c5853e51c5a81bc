from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bot_win_rate import BotWinRate
    from ..models.finished_by_counts import FinishedByCounts
    from ..models.people_against_bots import PeopleAgainstBots
    from ..models.seat_win_rate import SeatWinRate
    from ..models.status_counts import StatusCounts


T = TypeVar("T", bound="GameStatistics")


@_attrs_define
class GameStatistics:
    """
    Attributes:
        average_duration_seconds (float | None): from the start to the end of a played-out match
        average_moves (float | None): moves of a played-out match (null when none)
        average_moves_ended_early (float | None): moves played before a resignation or timeout ended the match (null
            when none)
        finished_by (FinishedByCounts):
        game (str):
        matches (StatusCounts):
        people_against_bots (PeopleAgainstBots):
        win_rate_by_bot_level (list[BotWinRate]):
        win_rate_by_seat (list[SeatWinRate]):
    """

    average_duration_seconds: float | None
    average_moves: float | None
    average_moves_ended_early: float | None
    finished_by: FinishedByCounts
    game: str
    matches: StatusCounts
    people_against_bots: PeopleAgainstBots
    win_rate_by_bot_level: list[BotWinRate]
    win_rate_by_seat: list[SeatWinRate]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        average_duration_seconds: float | None
        average_duration_seconds = self.average_duration_seconds

        average_moves: float | None
        average_moves = self.average_moves

        average_moves_ended_early: float | None
        average_moves_ended_early = self.average_moves_ended_early

        finished_by = self.finished_by.to_dict()

        game = self.game

        matches = self.matches.to_dict()

        people_against_bots = self.people_against_bots.to_dict()

        win_rate_by_bot_level = []
        for win_rate_by_bot_level_item_data in self.win_rate_by_bot_level:
            win_rate_by_bot_level_item = win_rate_by_bot_level_item_data.to_dict()
            win_rate_by_bot_level.append(win_rate_by_bot_level_item)

        win_rate_by_seat = []
        for win_rate_by_seat_item_data in self.win_rate_by_seat:
            win_rate_by_seat_item = win_rate_by_seat_item_data.to_dict()
            win_rate_by_seat.append(win_rate_by_seat_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "average_duration_seconds": average_duration_seconds,
                "average_moves": average_moves,
                "average_moves_ended_early": average_moves_ended_early,
                "finished_by": finished_by,
                "game": game,
                "matches": matches,
                "people_against_bots": people_against_bots,
                "win_rate_by_bot_level": win_rate_by_bot_level,
                "win_rate_by_seat": win_rate_by_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_win_rate import BotWinRate  # noqa: PLC0415
        from ..models.finished_by_counts import FinishedByCounts  # noqa: PLC0415
        from ..models.people_against_bots import PeopleAgainstBots  # noqa: PLC0415
        from ..models.seat_win_rate import SeatWinRate  # noqa: PLC0415
        from ..models.status_counts import StatusCounts  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_average_duration_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_duration_seconds = _parse_average_duration_seconds(
            d.pop("average_duration_seconds")
        )

        def _parse_average_moves(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_moves = _parse_average_moves(d.pop("average_moves"))

        def _parse_average_moves_ended_early(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_moves_ended_early = _parse_average_moves_ended_early(
            d.pop("average_moves_ended_early")
        )

        finished_by = FinishedByCounts.from_dict(d.pop("finished_by"))

        game = d.pop("game")

        matches = StatusCounts.from_dict(d.pop("matches"))

        people_against_bots = PeopleAgainstBots.from_dict(d.pop("people_against_bots"))

        win_rate_by_bot_level = []
        _win_rate_by_bot_level = d.pop("win_rate_by_bot_level")
        for win_rate_by_bot_level_item_data in _win_rate_by_bot_level:
            win_rate_by_bot_level_item = BotWinRate.from_dict(win_rate_by_bot_level_item_data)

            win_rate_by_bot_level.append(win_rate_by_bot_level_item)

        win_rate_by_seat = []
        _win_rate_by_seat = d.pop("win_rate_by_seat")
        for win_rate_by_seat_item_data in _win_rate_by_seat:
            win_rate_by_seat_item = SeatWinRate.from_dict(win_rate_by_seat_item_data)

            win_rate_by_seat.append(win_rate_by_seat_item)

        game_statistics = cls(
            average_duration_seconds=average_duration_seconds,
            average_moves=average_moves,
            average_moves_ended_early=average_moves_ended_early,
            finished_by=finished_by,
            game=game,
            matches=matches,
            people_against_bots=people_against_bots,
            win_rate_by_bot_level=win_rate_by_bot_level,
            win_rate_by_seat=win_rate_by_seat,
        )

        game_statistics.additional_properties = d
        return game_statistics

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
