from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinRequest")


@_attrs_define
class JoinRequest:
    """
    Attributes:
        client_seed (str | Unset): a public seed you add to the match's randomness (1-64 of A-Z a-z 0-9 _ . : -); see
            the README, 'Provably fair randomness'
        seat (int | Unset):
    """

    client_seed: str | Unset = UNSET
    seat: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_seed = self.client_seed

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_seed = d.pop("client_seed", UNSET)

        seat = d.pop("seat", UNSET)

        join_request = cls(
            client_seed=client_seed,
            seat=seat,
        )

        join_request.additional_properties = d
        return join_request

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
