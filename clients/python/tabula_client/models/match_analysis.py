from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.analysis_method import AnalysisMethod
    from ..models.decision_analysis import DecisionAnalysis


T = TypeVar("T", bound="MatchAnalysis")


@_attrs_define
class MatchAnalysis:
    """
    Attributes:
        decisions (list[DecisionAnalysis]): those analysed so far that the caller may read, in order
        decisions_done (int):
        decisions_total (int): the decisions (actions played) of the match; 0 until a job has read them
        game (str):
        match (UUID):
        method (AnalysisMethod):
        players (int):
        status (str): done (200); queued, running or failed (202: ask again later, a failed job is started again)
    """

    decisions: list[DecisionAnalysis]
    decisions_done: int
    decisions_total: int
    game: str
    match: UUID
    method: AnalysisMethod
    players: int
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        decisions_done = self.decisions_done

        decisions_total = self.decisions_total

        game = self.game

        match = str(self.match)

        method = self.method.to_dict()

        players = self.players

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decisions": decisions,
                "decisions_done": decisions_done,
                "decisions_total": decisions_total,
                "game": game,
                "match": match,
                "method": method,
                "players": players,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_method import AnalysisMethod  # noqa: PLC0415
        from ..models.decision_analysis import DecisionAnalysis  # noqa: PLC0415

        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = DecisionAnalysis.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        decisions_done = d.pop("decisions_done")

        decisions_total = d.pop("decisions_total")

        game = d.pop("game")

        match = UUID(d.pop("match"))

        method = AnalysisMethod.from_dict(d.pop("method"))

        players = d.pop("players")

        status = d.pop("status")

        match_analysis = cls(
            decisions=decisions,
            decisions_done=decisions_done,
            decisions_total=decisions_total,
            game=game,
            match=match,
            method=method,
            players=players,
            status=status,
        )

        match_analysis.additional_properties = d
        return match_analysis

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
