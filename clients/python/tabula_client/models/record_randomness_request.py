from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RecordRandomnessRequest")


@_attrs_define
class RecordRandomnessRequest:
    """
    Attributes:
        client_seeds (list[str]):
        rng_version (int):
        seed (None | str): the revealed server seed; null in a record of a running match
        seed_commitment (str):
        seed_fixed (bool):
    """

    client_seeds: list[str]
    rng_version: int
    seed: None | str
    seed_commitment: str
    seed_fixed: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_seeds = self.client_seeds

        rng_version = self.rng_version

        seed: None | str
        seed = self.seed

        seed_commitment = self.seed_commitment

        seed_fixed = self.seed_fixed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_seeds": client_seeds,
                "rng_version": rng_version,
                "seed": seed,
                "seed_commitment": seed_commitment,
                "seed_fixed": seed_fixed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_seeds = cast(list[str], d.pop("client_seeds"))

        rng_version = d.pop("rng_version")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        seed_commitment = d.pop("seed_commitment")

        seed_fixed = d.pop("seed_fixed")

        record_randomness_request = cls(
            client_seeds=client_seeds,
            rng_version=rng_version,
            seed=seed,
            seed_commitment=seed_commitment,
            seed_fixed=seed_fixed,
        )

        record_randomness_request.additional_properties = d
        return record_randomness_request

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
