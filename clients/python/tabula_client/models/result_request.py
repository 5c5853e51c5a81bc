from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.result_reason_enum import ResultReasonEnum
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.result_request_scores import ResultRequestScores


T = TypeVar("T", bound="ResultRequest")


@_attrs_define
class ResultRequest:
    """
    Attributes:
        scores (ResultRequestScores):
        winners (list[int]):
        forfeited (list[int] | Unset): seats that resigned or lost on time, in that order: they rank last
        reason (ResultReasonEnum | Unset): * `resigned` - resigned
            * `timeout` - timeout
            * `played_out` - played_out
    """

    scores: ResultRequestScores
    winners: list[int]
    forfeited: list[int] | Unset = UNSET
    reason: ResultReasonEnum | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scores = self.scores.to_dict()

        winners = self.winners

        forfeited: list[int] | Unset = UNSET
        if not isinstance(self.forfeited, Unset):
            forfeited = self.forfeited

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scores": scores,
                "winners": winners,
            }
        )
        if forfeited is not UNSET:
            field_dict["forfeited"] = forfeited
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_request_scores import ResultRequestScores  # noqa: PLC0415

        d = dict(src_dict)
        scores = ResultRequestScores.from_dict(d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        forfeited = cast(list[int], d.pop("forfeited", UNSET))

        _reason = d.pop("reason", UNSET)
        reason: ResultReasonEnum | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ResultReasonEnum(_reason)

        result_request = cls(
            scores=scores,
            winners=winners,
            forfeited=forfeited,
            reason=reason,
        )

        result_request.additional_properties = d
        return result_request

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
