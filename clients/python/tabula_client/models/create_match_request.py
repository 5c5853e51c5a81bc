from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_match_request_options import CreateMatchRequestOptions


T = TypeVar("T", bound="CreateMatchRequest")


@_attrs_define
class CreateMatchRequest:
    """
    Attributes:
        game (str): a game slug from /api/games/
        players (int):
        client_seed (str | Unset): a public seed you add to the match's randomness (1-64 of A-Z a-z 0-9 _ . : -); see
            the README, 'Provably fair randomness'
        listed (bool | Unset): false: a private match, reached by its id only, kept out of the lobby and unrated
            Default: True.
        on_timeout (Any | Unset): with a clock: {"then": "bot", "level": L} (default: the mcts level; the player may
            reclaim the seat) or {"then": "lose"}
        options (CreateMatchRequestOptions | Unset):
        rated (bool | Unset): default: false. A rated match updates its players' ratings when it finishes; it is between
            people only (no bot may sit in it) and takes no fixed seed
        seed (str | Unset): a fixed seed, for unrated matches only (the match then says seed_fixed); by default the
            server draws a secret 256-bit seed
        spectators_read_players (bool | Unset): the table chat: spectators may read the players' channel (default:
            false, only the seated players read it; see /chat/settings/) Default: False.
        time_control (Any | Unset): {"kind": "none"} (default) | {"kind": "per_move", "seconds": S} | {"kind":
            "fischer", "initial": I, "increment": N}; whole seconds from 1 (increment from 0) to 2592000
    """

    game: str
    players: int
    client_seed: str | Unset = UNSET
    listed: bool | Unset = True
    on_timeout: Any | Unset = UNSET
    options: CreateMatchRequestOptions | Unset = UNSET
    rated: bool | Unset = UNSET
    seed: str | Unset = UNSET
    spectators_read_players: bool | Unset = False
    time_control: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        players = self.players

        client_seed = self.client_seed

        listed = self.listed

        on_timeout = self.on_timeout

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        seed = self.seed

        spectators_read_players = self.spectators_read_players

        time_control = self.time_control

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "players": players,
            }
        )
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if listed is not UNSET:
            field_dict["listed"] = listed
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seed is not UNSET:
            field_dict["seed"] = seed
        if spectators_read_players is not UNSET:
            field_dict["spectators_read_players"] = spectators_read_players
        if time_control is not UNSET:
            field_dict["time_control"] = time_control

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_match_request_options import (
            CreateMatchRequestOptions,  # noqa: PLC0415
        )

        d = dict(src_dict)
        game = d.pop("game")

        players = d.pop("players")

        client_seed = d.pop("client_seed", UNSET)

        listed = d.pop("listed", UNSET)

        on_timeout = d.pop("on_timeout", UNSET)

        _options = d.pop("options", UNSET)
        options: CreateMatchRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateMatchRequestOptions.from_dict(_options)

        rated = d.pop("rated", UNSET)

        seed = d.pop("seed", UNSET)

        spectators_read_players = d.pop("spectators_read_players", UNSET)

        time_control = d.pop("time_control", UNSET)

        create_match_request = cls(
            game=game,
            players=players,
            client_seed=client_seed,
            listed=listed,
            on_timeout=on_timeout,
            options=options,
            rated=rated,
            seed=seed,
            spectators_read_players=spectators_read_players,
            time_control=time_control,
        )

        create_match_request.additional_properties = d
        return create_match_request

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
