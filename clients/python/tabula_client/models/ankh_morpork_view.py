from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ankh_morpork_view_areas import AnkhMorporkViewAreas
    from ..models.ankh_morpork_view_flow import AnkhMorporkViewFlow
    from ..models.ankh_morpork_view_options import AnkhMorporkViewOptions
    from ..models.ankh_morpork_view_result_type_0 import AnkhMorporkViewResultType0


T = TypeVar("T", bound="AnkhMorporkView")


@_attrs_define
class AnkhMorporkView:
    """The Ankh-Morpork table as one seat (or a spectator) may see it; per-seat data are lists indexed by seat
    (docs/games/ankh-morpork.md, "The view").

        Attributes:
            areas (AnkhMorporkViewAreas): d12 number -> minions, trolls, demons, trouble, building
            city_cards (list[Any]): City Area cards per seat
            deck_brown (int): brown cards left to draw
            deck_green (int): green cards left to draw
            deck_size (int): cards left to draw
            demons_left (int): demons in the supply
            discard (list[Any]): the discard pile
            events_left (int): random events left
            events_used (list[Any]): random events that happened
            flow (AnkhMorporkViewFlow): whose turn, the steps to resolve and the decision awaited
            game (str): ankh-morpork
            hand_sizes (list[Any]): cards in hand per seat
            hands (list[Any]): hand per seat (null for hands this reader may not see)
            known_personalities (list[Any]): personalities each seat has seen
            loans (list[Any]): loan cards per seat
            lost_city_cards (list[Any]): City Area cards lost
            money (list[Any]): dollars per seat
            options (AnkhMorporkViewOptions): the match options
            penalties (list[Any]): cards sitting before each seat for good
            personalities (list[Any]): personality per seat (null for others until the end)
            players (int): the number of players
            remaining_events (list[Any]): the random events still to come
            result (AnkhMorporkViewResultType0 | None): null while the game runs, then the outcome
            seat (int | None): whose eyes this view is seen through
            trolls_left (int): trolls in the supply
            unused_personalities (list[Any] | None): personalities set aside (omniscient views only)
    """

    areas: AnkhMorporkViewAreas
    city_cards: list[Any]
    deck_brown: int
    deck_green: int
    deck_size: int
    demons_left: int
    discard: list[Any]
    events_left: int
    events_used: list[Any]
    flow: AnkhMorporkViewFlow
    game: str
    hand_sizes: list[Any]
    hands: list[Any]
    known_personalities: list[Any]
    loans: list[Any]
    lost_city_cards: list[Any]
    money: list[Any]
    options: AnkhMorporkViewOptions
    penalties: list[Any]
    personalities: list[Any]
    players: int
    remaining_events: list[Any]
    result: AnkhMorporkViewResultType0 | None
    seat: int | None
    trolls_left: int
    unused_personalities: list[Any] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ankh_morpork_view_result_type_0 import (
            AnkhMorporkViewResultType0,  # noqa: PLC0415
        )

        areas = self.areas.to_dict()

        city_cards = self.city_cards

        deck_brown = self.deck_brown

        deck_green = self.deck_green

        deck_size = self.deck_size

        demons_left = self.demons_left

        discard = self.discard

        events_left = self.events_left

        events_used = self.events_used

        flow = self.flow.to_dict()

        game = self.game

        hand_sizes = self.hand_sizes

        hands = self.hands

        known_personalities = self.known_personalities

        loans = self.loans

        lost_city_cards = self.lost_city_cards

        money = self.money

        options = self.options.to_dict()

        penalties = self.penalties

        personalities = self.personalities

        players = self.players

        remaining_events = self.remaining_events

        result: dict[str, Any] | None
        if isinstance(self.result, AnkhMorporkViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        trolls_left = self.trolls_left

        unused_personalities: list[Any] | None
        if isinstance(self.unused_personalities, list):
            unused_personalities = self.unused_personalities

        else:
            unused_personalities = self.unused_personalities

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "areas": areas,
                "city_cards": city_cards,
                "deck_brown": deck_brown,
                "deck_green": deck_green,
                "deck_size": deck_size,
                "demons_left": demons_left,
                "discard": discard,
                "events_left": events_left,
                "events_used": events_used,
                "flow": flow,
                "game": game,
                "hand_sizes": hand_sizes,
                "hands": hands,
                "known_personalities": known_personalities,
                "loans": loans,
                "lost_city_cards": lost_city_cards,
                "money": money,
                "options": options,
                "penalties": penalties,
                "personalities": personalities,
                "players": players,
                "remaining_events": remaining_events,
                "result": result,
                "seat": seat,
                "trolls_left": trolls_left,
                "unused_personalities": unused_personalities,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ankh_morpork_view_areas import (
            AnkhMorporkViewAreas,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_view_flow import AnkhMorporkViewFlow  # noqa: PLC0415
        from ..models.ankh_morpork_view_options import (
            AnkhMorporkViewOptions,  # noqa: PLC0415
        )
        from ..models.ankh_morpork_view_result_type_0 import (
            AnkhMorporkViewResultType0,  # noqa: PLC0415
        )

        d = dict(src_dict)
        areas = AnkhMorporkViewAreas.from_dict(d.pop("areas"))

        city_cards = cast(list[Any], d.pop("city_cards"))

        deck_brown = d.pop("deck_brown")

        deck_green = d.pop("deck_green")

        deck_size = d.pop("deck_size")

        demons_left = d.pop("demons_left")

        discard = cast(list[Any], d.pop("discard"))

        events_left = d.pop("events_left")

        events_used = cast(list[Any], d.pop("events_used"))

        flow = AnkhMorporkViewFlow.from_dict(d.pop("flow"))

        game = d.pop("game")

        hand_sizes = cast(list[Any], d.pop("hand_sizes"))

        hands = cast(list[Any], d.pop("hands"))

        known_personalities = cast(list[Any], d.pop("known_personalities"))

        loans = cast(list[Any], d.pop("loans"))

        lost_city_cards = cast(list[Any], d.pop("lost_city_cards"))

        money = cast(list[Any], d.pop("money"))

        options = AnkhMorporkViewOptions.from_dict(d.pop("options"))

        penalties = cast(list[Any], d.pop("penalties"))

        personalities = cast(list[Any], d.pop("personalities"))

        players = d.pop("players")

        remaining_events = cast(list[Any], d.pop("remaining_events"))

        def _parse_result(data: object) -> AnkhMorporkViewResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = AnkhMorporkViewResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnkhMorporkViewResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        trolls_left = d.pop("trolls_left")

        def _parse_unused_personalities(data: object) -> list[Any] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unused_personalities_type_0 = cast(list[Any], data)

                return unused_personalities_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Any] | None, data)

        unused_personalities = _parse_unused_personalities(d.pop("unused_personalities"))

        ankh_morpork_view = cls(
            areas=areas,
            city_cards=city_cards,
            deck_brown=deck_brown,
            deck_green=deck_green,
            deck_size=deck_size,
            demons_left=demons_left,
            discard=discard,
            events_left=events_left,
            events_used=events_used,
            flow=flow,
            game=game,
            hand_sizes=hand_sizes,
            hands=hands,
            known_personalities=known_personalities,
            loans=loans,
            lost_city_cards=lost_city_cards,
            money=money,
            options=options,
            penalties=penalties,
            personalities=personalities,
            players=players,
            remaining_events=remaining_events,
            result=result,
            seat=seat,
            trolls_left=trolls_left,
            unused_personalities=unused_personalities,
        )

        ankh_morpork_view.additional_properties = d
        return ankh_morpork_view

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
