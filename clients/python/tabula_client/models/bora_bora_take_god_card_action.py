from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bora_bora_take_god_card_action_source_type_0 import (
    BoraBoraTakeGodCardActionSourceType0,
)
from ..models.bora_bora_take_god_card_action_type import BoraBoraTakeGodCardActionType

T = TypeVar("T", bound="BoraBoraTakeGodCardAction")


@_attrs_define
class BoraBoraTakeGodCardAction:
    """One card of a GOD_CARD activation.

    Attributes:
        source (BoraBoraTakeGodCardActionSourceType0 | int): "deck" or an index of the god card display
        type_ (BoraBoraTakeGodCardActionType):
    """

    source: BoraBoraTakeGodCardActionSourceType0 | int
    type_: BoraBoraTakeGodCardActionType

    def to_dict(self) -> dict[str, Any]:
        source: int | str
        if isinstance(self.source, BoraBoraTakeGodCardActionSourceType0):
            source = self.source.value
        else:
            source = self.source

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_source(data: object) -> BoraBoraTakeGodCardActionSourceType0 | int:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                source_type_0 = BoraBoraTakeGodCardActionSourceType0(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BoraBoraTakeGodCardActionSourceType0 | int, data)

        source = _parse_source(d.pop("source"))

        type_ = BoraBoraTakeGodCardActionType(d.pop("type"))

        bora_bora_take_god_card_action = cls(
            source=source,
            type_=type_,
        )

        return bora_bora_take_god_card_action
