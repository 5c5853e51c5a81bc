from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TakebackOffer")


@_attrs_define
class TakebackOffer:
    """
    Attributes:
        possible (bool):
        refusal (None | str): why not, as a refused request would say (null when possible)
    """

    possible: bool
    refusal: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        possible = self.possible

        refusal: None | str
        refusal = self.refusal

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "possible": possible,
                "refusal": refusal,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        possible = d.pop("possible")

        def _parse_refusal(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        refusal = _parse_refusal(d.pop("refusal"))

        takeback_offer = cls(
            possible=possible,
            refusal=refusal,
        )

        takeback_offer.additional_properties = d
        return takeback_offer

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
