from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PendingTakeback")


@_attrs_define
class PendingTakeback:
    """
    Attributes:
        accepted (list[int]): seats that agreed (the asker, bots, ...)
        awaiting (list[int]): seats whose answer is still needed
        requested_at (int): the version of the request
        seat (int): the seat that asked to take back its last move
        to_version (int): the match returns to how it was right after this version
    """

    accepted: list[int]
    awaiting: list[int]
    requested_at: int
    seat: int
    to_version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        awaiting = self.awaiting

        requested_at = self.requested_at

        seat = self.seat

        to_version = self.to_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "accepted": accepted,
                "awaiting": awaiting,
                "requested_at": requested_at,
                "seat": seat,
                "to_version": to_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accepted = cast(list[int], d.pop("accepted"))

        awaiting = cast(list[int], d.pop("awaiting"))

        requested_at = d.pop("requested_at")

        seat = d.pop("seat")

        to_version = d.pop("to_version")

        pending_takeback = cls(
            accepted=accepted,
            awaiting=awaiting,
            requested_at=requested_at,
            seat=seat,
            to_version=to_version,
        )

        pending_takeback.additional_properties = d
        return pending_takeback

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
