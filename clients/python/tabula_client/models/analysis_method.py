from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AnalysisMethod")


@_attrs_define
class AnalysisMethod:
    """
    Attributes:
        analysis_version (str):
        iterations (int): at most this many iterations per search
        level (str): the bot level that searched
        mistake_threshold (float):
        seconds (float): each search stops after this long (0: no cap)
    """

    analysis_version: str
    iterations: int
    level: str
    mistake_threshold: float
    seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        analysis_version = self.analysis_version

        iterations = self.iterations

        level = self.level

        mistake_threshold = self.mistake_threshold

        seconds = self.seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "analysis_version": analysis_version,
                "iterations": iterations,
                "level": level,
                "mistake_threshold": mistake_threshold,
                "seconds": seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        analysis_version = d.pop("analysis_version")

        iterations = d.pop("iterations")

        level = d.pop("level")

        mistake_threshold = d.pop("mistake_threshold")

        seconds = d.pop("seconds")

        analysis_method = cls(
            analysis_version=analysis_version,
            iterations=iterations,
            level=level,
            mistake_threshold=mistake_threshold,
            seconds=seconds,
        )

        analysis_method.additional_properties = d
        return analysis_method

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
