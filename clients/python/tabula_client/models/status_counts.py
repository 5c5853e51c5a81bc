from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StatusCounts")


@_attrs_define
class StatusCounts:
    """
    Attributes:
        aborted (int):
        active (int):
        finished (int):
        open_ (int):
        rated (int): finished matches that changed ratings
        total (int):
    """

    aborted: int
    active: int
    finished: int
    open_: int
    rated: int
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aborted = self.aborted

        active = self.active

        finished = self.finished

        open_ = self.open_

        rated = self.rated

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aborted": aborted,
                "active": active,
                "finished": finished,
                "open": open_,
                "rated": rated,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        aborted = d.pop("aborted")

        active = d.pop("active")

        finished = d.pop("finished")

        open_ = d.pop("open")

        rated = d.pop("rated")

        total = d.pop("total")

        status_counts = cls(
            aborted=aborted,
            active=active,
            finished=finished,
            open_=open_,
            rated=rated,
            total=total,
        )

        status_counts.additional_properties = d
        return status_counts

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
