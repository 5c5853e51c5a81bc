from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FinishedByCounts")


@_attrs_define
class FinishedByCounts:
    """
    Attributes:
        played_out (int): the game came to its end
        resigned (int): ended by a resignation
        timeout (int): ended by a player's time running out
    """

    played_out: int
    resigned: int
    timeout: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        played_out = self.played_out

        resigned = self.resigned

        timeout = self.timeout

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "played_out": played_out,
                "resigned": resigned,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        played_out = d.pop("played_out")

        resigned = d.pop("resigned")

        timeout = d.pop("timeout")

        finished_by_counts = cls(
            played_out=played_out,
            resigned=resigned,
            timeout=timeout,
        )

        finished_by_counts.additional_properties = d
        return finished_by_counts

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
