from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bora_bora_gender import BoraBoraGender
from ..models.bora_bora_god import BoraBoraGod
from ..models.bora_bora_god_payment import BoraBoraGodPayment
from ..models.bora_bora_play_god_action_type import BoraBoraPlayGodActionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BoraBoraPlayGodAction")


@_attrs_define
class BoraBoraPlayGodAction:
    """Call a god and pay for it.

    Attributes:
        god (BoraBoraGod):
        pay (BoraBoraGodPayment):
        type_ (BoraBoraPlayGodActionType):
        gender (BoraBoraGender | Unset):
    """

    god: BoraBoraGod
    pay: BoraBoraGodPayment
    type_: BoraBoraPlayGodActionType
    gender: BoraBoraGender | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        god = self.god.value

        pay = self.pay.value

        type_ = self.type_.value

        gender: str | Unset = UNSET
        if not isinstance(self.gender, Unset):
            gender = self.gender.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "god": god,
                "pay": pay,
                "type": type_,
            }
        )
        if gender is not UNSET:
            field_dict["gender"] = gender

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        god = BoraBoraGod(d.pop("god"))

        pay = BoraBoraGodPayment(d.pop("pay"))

        type_ = BoraBoraPlayGodActionType(d.pop("type"))

        _gender = d.pop("gender", UNSET)
        gender: BoraBoraGender | Unset
        if isinstance(_gender, Unset):
            gender = UNSET
        else:
            gender = BoraBoraGender(_gender)

        bora_bora_play_god_action = cls(
            god=god,
            pay=pay,
            type_=type_,
            gender=gender,
        )

        return bora_bora_play_god_action
