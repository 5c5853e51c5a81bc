from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.webhook_attempt import WebhookAttempt


T = TypeVar("T", bound="WebhookDelivery")


@_attrs_define
class WebhookDelivery:
    """
    Attributes:
        attempts_log (list[WebhookAttempt]):
        created_at (datetime.datetime):
        event_type (str):
        next_attempt_at (datetime.datetime):
        payload (Any):
        attempts (int | Unset):
        delivered_at (datetime.datetime | None | Unset):
        id (UUID | Unset):
        match_id (None | Unset | UUID):
        status (str | Unset):
        version (int | None | Unset):
    """

    attempts_log: list[WebhookAttempt]
    created_at: datetime.datetime
    event_type: str
    next_attempt_at: datetime.datetime
    payload: Any
    attempts: int | Unset = UNSET
    delivered_at: datetime.datetime | None | Unset = UNSET
    id: UUID | Unset = UNSET
    match_id: None | Unset | UUID = UNSET
    status: str | Unset = UNSET
    version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempts_log = []
        for attempts_log_item_data in self.attempts_log:
            attempts_log_item = attempts_log_item_data.to_dict()
            attempts_log.append(attempts_log_item)

        created_at = self.created_at.isoformat()

        event_type = self.event_type

        next_attempt_at = self.next_attempt_at.isoformat()

        payload = self.payload

        attempts = self.attempts

        delivered_at: None | str | Unset
        if isinstance(self.delivered_at, Unset):
            delivered_at = UNSET
        elif isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        id: str | Unset = UNSET
        if not isinstance(self.id, Unset):
            id = str(self.id)

        match_id: None | str | Unset
        if isinstance(self.match_id, Unset):
            match_id = UNSET
        elif isinstance(self.match_id, UUID):
            match_id = str(self.match_id)
        else:
            match_id = self.match_id

        status = self.status

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempts_log": attempts_log,
                "created_at": created_at,
                "event_type": event_type,
                "next_attempt_at": next_attempt_at,
                "payload": payload,
            }
        )
        if attempts is not UNSET:
            field_dict["attempts"] = attempts
        if delivered_at is not UNSET:
            field_dict["delivered_at"] = delivered_at
        if id is not UNSET:
            field_dict["id"] = id
        if match_id is not UNSET:
            field_dict["match_id"] = match_id
        if status is not UNSET:
            field_dict["status"] = status
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_attempt import WebhookAttempt  # noqa: PLC0415

        d = dict(src_dict)
        attempts_log = []
        _attempts_log = d.pop("attempts_log")
        for attempts_log_item_data in _attempts_log:
            attempts_log_item = WebhookAttempt.from_dict(attempts_log_item_data)

            attempts_log.append(attempts_log_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        event_type = d.pop("event_type")

        next_attempt_at = datetime.datetime.fromisoformat(d.pop("next_attempt_at"))

        payload = d.pop("payload")

        attempts = d.pop("attempts", UNSET)

        def _parse_delivered_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)

                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at", UNSET))

        _id = d.pop("id", UNSET)
        id: UUID | Unset
        if isinstance(_id, Unset):
            id = UNSET
        else:
            id = UUID(_id)

        def _parse_match_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                match_id_type_0 = UUID(data)

                return match_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        match_id = _parse_match_id(d.pop("match_id", UNSET))

        status = d.pop("status", UNSET)

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        webhook_delivery = cls(
            attempts_log=attempts_log,
            created_at=created_at,
            event_type=event_type,
            next_attempt_at=next_attempt_at,
            payload=payload,
            attempts=attempts,
            delivered_at=delivered_at,
            id=id,
            match_id=match_id,
            status=status,
            version=version,
        )

        webhook_delivery.additional_properties = d
        return webhook_delivery

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
