from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.analysed_action import AnalysedAction


T = TypeVar("T", bound="DecisionAnalysis")


@_attrs_define
class DecisionAnalysis:
    """
    Attributes:
        best (AnalysedAction):
        best_chance (float): the mover's chance after the bot's move
        chances (list[float]): each seat's chance of winning after the move, by seat (they add up to 1)
        loss (float): best_chance - played_chance, never below 0
        mistake (bool): loss is above method.mistake_threshold
        played (AnalysedAction):
        played_chance (float): the mover's chance after the played move
        seat (int): the seat that moved
        version (int): the version the played action made
    """

    best: AnalysedAction
    best_chance: float
    chances: list[float]
    loss: float
    mistake: bool
    played: AnalysedAction
    played_chance: float
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        best = self.best.to_dict()

        best_chance = self.best_chance

        chances = self.chances

        loss = self.loss

        mistake = self.mistake

        played = self.played.to_dict()

        played_chance = self.played_chance

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "best": best,
                "best_chance": best_chance,
                "chances": chances,
                "loss": loss,
                "mistake": mistake,
                "played": played,
                "played_chance": played_chance,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysed_action import AnalysedAction  # noqa: PLC0415

        d = dict(src_dict)
        best = AnalysedAction.from_dict(d.pop("best"))

        best_chance = d.pop("best_chance")

        chances = cast(list[float], d.pop("chances"))

        loss = d.pop("loss")

        mistake = d.pop("mistake")

        played = AnalysedAction.from_dict(d.pop("played"))

        played_chance = d.pop("played_chance")

        seat = d.pop("seat")

        version = d.pop("version")

        decision_analysis = cls(
            best=best,
            best_chance=best_chance,
            chances=chances,
            loss=loss,
            mistake=mistake,
            played=played,
            played_chance=played_chance,
            seat=seat,
            version=version,
        )

        decision_analysis.additional_properties = d
        return decision_analysis

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
