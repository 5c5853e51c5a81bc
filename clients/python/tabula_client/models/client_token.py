from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClientToken")


@_attrs_define
class ClientToken:
    """
    Attributes:
        client (str):
        created (datetime.datetime):
        current (bool): the token this request was sent with
        expiry (datetime.datetime | None):
        token_key (str): the token's first characters, to tell it apart
    """

    client: str
    created: datetime.datetime
    current: bool
    expiry: datetime.datetime | None
    token_key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client = self.client

        created = self.created.isoformat()

        current = self.current

        expiry: None | str
        if isinstance(self.expiry, datetime.datetime):
            expiry = self.expiry.isoformat()
        else:
            expiry = self.expiry

        token_key = self.token_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client": client,
                "created": created,
                "current": current,
                "expiry": expiry,
                "token_key": token_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client = d.pop("client")

        created = datetime.datetime.fromisoformat(d.pop("created"))

        current = d.pop("current")

        def _parse_expiry(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expiry_type_0 = datetime.datetime.fromisoformat(data)

                return expiry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expiry = _parse_expiry(d.pop("expiry"))

        token_key = d.pop("token_key")

        client_token = cls(
            client=client,
            created=created,
            current=current,
            expiry=expiry,
            token_key=token_key,
        )

        client_token.additional_properties = d
        return client_token

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
