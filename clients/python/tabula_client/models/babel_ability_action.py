from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.babel_ability import BabelAbility
from ..models.babel_ability_action_type import BabelAbilityActionType
from ..models.babel_tribe import BabelTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="BabelAbilityAction")


@_attrs_define
class BabelAbilityAction:
    """Pay a card of a run of 3 of a tribe in your figure's land for a tribe ability.

    Attributes:
        tribe (BabelAbility):
        type_ (BabelAbilityActionType):
        column (int | Unset): persians: the supply column to build from
        run (int | Unset): which run of that tribe pays, 0 = the topmost (only with several)
        target (BabelTribe | Unset):
        with_ (BabelTribe | Unset):
    """

    tribe: BabelAbility
    type_: BabelAbilityActionType
    column: int | Unset = UNSET
    run: int | Unset = UNSET
    target: BabelTribe | Unset = UNSET
    with_: BabelTribe | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tribe = self.tribe.value

        type_ = self.type_.value

        column = self.column

        run = self.run

        target: str | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target.value

        with_: str | Unset = UNSET
        if not isinstance(self.with_, Unset):
            with_ = self.with_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tribe": tribe,
                "type": type_,
            }
        )
        if column is not UNSET:
            field_dict["column"] = column
        if run is not UNSET:
            field_dict["run"] = run
        if target is not UNSET:
            field_dict["target"] = target
        if with_ is not UNSET:
            field_dict["with"] = with_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tribe = BabelAbility(d.pop("tribe"))

        type_ = BabelAbilityActionType(d.pop("type"))

        column = d.pop("column", UNSET)

        run = d.pop("run", UNSET)

        _target = d.pop("target", UNSET)
        target: BabelTribe | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = BabelTribe(_target)

        _with_ = d.pop("with", UNSET)
        with_: BabelTribe | Unset
        if isinstance(_with_, Unset):
            with_ = UNSET
        else:
            with_ = BabelTribe(_with_)

        babel_ability_action = cls(
            tribe=tribe,
            type_=type_,
            column=column,
            run=run,
            target=target,
            with_=with_,
        )

        return babel_ability_action
