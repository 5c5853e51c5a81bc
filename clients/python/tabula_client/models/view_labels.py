from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.view_labels_choices import ViewLabelsChoices
    from ..models.view_labels_types import ViewLabelsTypes


T = TypeVar("T", bound="ViewLabels")


@_attrs_define
class ViewLabels:
    """
    Attributes:
        actions (list[str]): one sentence per entry of legal_actions
        choices (ViewLabelsChoices): action type -> field -> the value as compact JSON -> its name in words, for every
            field whose values tell that type's legal actions apart
        phase (str): what is being decided now, e.g. "round 2, actions"
        types (ViewLabelsTypes): action type -> its name in words
    """

    actions: list[str]
    choices: ViewLabelsChoices
    phase: str
    types: ViewLabelsTypes
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        actions = self.actions

        choices = self.choices.to_dict()

        phase = self.phase

        types = self.types.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actions": actions,
                "choices": choices,
                "phase": phase,
                "types": types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.view_labels_choices import ViewLabelsChoices  # noqa: PLC0415
        from ..models.view_labels_types import ViewLabelsTypes  # noqa: PLC0415

        d = dict(src_dict)
        actions = cast(list[str], d.pop("actions"))

        choices = ViewLabelsChoices.from_dict(d.pop("choices"))

        phase = d.pop("phase")

        types = ViewLabelsTypes.from_dict(d.pop("types"))

        view_labels = cls(
            actions=actions,
            choices=choices,
            phase=phase,
            types=types,
        )

        view_labels.additional_properties = d
        return view_labels

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
