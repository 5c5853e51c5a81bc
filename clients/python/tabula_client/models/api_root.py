from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ApiRoot")


@_attrs_define
class ApiRoot:
    """
    Attributes:
        docs (str):
        games (str):
        health (str):
        matches (str):
        ready (str):
        register (str):
        schema (str):
        token (str):
        version (str):
    """

    docs: str
    games: str
    health: str
    matches: str
    ready: str
    register: str
    schema: str
    token: str
    version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        docs = self.docs

        games = self.games

        health = self.health

        matches = self.matches

        ready = self.ready

        register = self.register

        schema = self.schema

        token = self.token

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "docs": docs,
                "games": games,
                "health": health,
                "matches": matches,
                "ready": ready,
                "register": register,
                "schema": schema,
                "token": token,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        docs = d.pop("docs")

        games = d.pop("games")

        health = d.pop("health")

        matches = d.pop("matches")

        ready = d.pop("ready")

        register = d.pop("register")

        schema = d.pop("schema")

        token = d.pop("token")

        version = d.pop("version")

        api_root = cls(
            docs=docs,
            games=games,
            health=health,
            matches=matches,
            ready=ready,
            register=register,
            schema=schema,
            token=token,
            version=version,
        )

        api_root.additional_properties = d
        return api_root

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
