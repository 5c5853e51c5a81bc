from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookAttempt")


@_attrs_define
class WebhookAttempt:
    """
    Attributes:
        at (datetime.datetime):
        duration_ms (int):
        number (int):
        ok (bool):
        error (str | Unset):
        response_excerpt (str | Unset):
        status_code (int | None | Unset):
    """

    at: datetime.datetime
    duration_ms: int
    number: int
    ok: bool
    error: str | Unset = UNSET
    response_excerpt: str | Unset = UNSET
    status_code: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        duration_ms = self.duration_ms

        number = self.number

        ok = self.ok

        error = self.error

        response_excerpt = self.response_excerpt

        status_code: int | None | Unset
        if isinstance(self.status_code, Unset):
            status_code = UNSET
        else:
            status_code = self.status_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "duration_ms": duration_ms,
                "number": number,
                "ok": ok,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if response_excerpt is not UNSET:
            field_dict["response_excerpt"] = response_excerpt
        if status_code is not UNSET:
            field_dict["status_code"] = status_code

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        duration_ms = d.pop("duration_ms")

        number = d.pop("number")

        ok = d.pop("ok")

        error = d.pop("error", UNSET)

        response_excerpt = d.pop("response_excerpt", UNSET)

        def _parse_status_code(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status_code = _parse_status_code(d.pop("status_code", UNSET))

        webhook_attempt = cls(
            at=at,
            duration_ms=duration_ms,
            number=number,
            ok=ok,
            error=error,
            response_excerpt=response_excerpt,
            status_code=status_code,
        )

        webhook_attempt.additional_properties = d
        return webhook_attempt

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
