from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.record_start_initial_state_type_0 import RecordStartInitialStateType0


T = TypeVar("T", bound="RecordStart")


@_attrs_define
class RecordStart:
    """
    Attributes:
        at (datetime.datetime):
        initial_state (None | RecordStartInitialStateType0): a fork's first position (null: the game's own setup)
        version (int):
        state (str | Unset): SHA-256 of the canonical JSON of the state after the setup
    """

    at: datetime.datetime
    initial_state: None | RecordStartInitialStateType0
    version: int
    state: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.record_start_initial_state_type_0 import (
            RecordStartInitialStateType0,  # noqa: PLC0415
        )

        at = self.at.isoformat()

        initial_state: dict[str, Any] | None
        if isinstance(self.initial_state, RecordStartInitialStateType0):
            initial_state = self.initial_state.to_dict()
        else:
            initial_state = self.initial_state

        version = self.version

        state = self.state

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "initial_state": initial_state,
                "version": version,
            }
        )
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_start_initial_state_type_0 import (
            RecordStartInitialStateType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_initial_state(data: object) -> None | RecordStartInitialStateType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                initial_state_type_0 = RecordStartInitialStateType0.from_dict(data)

                return initial_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordStartInitialStateType0, data)

        initial_state = _parse_initial_state(d.pop("initial_state"))

        version = d.pop("version")

        state = d.pop("state", UNSET)

        record_start = cls(
            at=at,
            initial_state=initial_state,
            version=version,
            state=state,
        )

        record_start.additional_properties = d
        return record_start

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
