from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.babel_migrate_action_type import BabelMigrateActionType
from ..models.babel_tribe import BabelTribe

T = TypeVar("T", bound="BabelMigrateAction")


@_attrs_define
class BabelMigrateAction:
    """Once per turn: move the top 3 cards of your column in one land onto your column in another.

    Attributes:
        from_ (BabelTribe):
        to (BabelTribe):
        type_ (BabelMigrateActionType):
    """

    from_: BabelTribe
    to: BabelTribe
    type_: BabelMigrateActionType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = BabelTribe(d.pop("from"))

        to = BabelTribe(d.pop("to"))

        type_ = BabelMigrateActionType(d.pop("type"))

        babel_migrate_action = cls(
            from_=from_,
            to=to,
            type_=type_,
        )

        return babel_migrate_action
