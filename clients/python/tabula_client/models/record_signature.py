from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.algorithm_enum import AlgorithmEnum

T = TypeVar("T", bound="RecordSignature")


@_attrs_define
class RecordSignature:
    """
    Attributes:
        algorithm (AlgorithmEnum): * `Ed25519` - Ed25519
        key_id (str):
        public_key (str): base64url of the raw 32-byte public key
        value (str): base64url of the signature of the digest's text
    """

    algorithm: AlgorithmEnum
    key_id: str
    public_key: str
    value: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm.value

        key_id = self.key_id

        public_key = self.public_key

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "algorithm": algorithm,
                "key_id": key_id,
                "public_key": public_key,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = AlgorithmEnum(d.pop("algorithm"))

        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        value = d.pop("value")

        record_signature = cls(
            algorithm=algorithm,
            key_id=key_id,
            public_key=public_key,
            value=value,
        )

        record_signature.additional_properties = d
        return record_signature

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
