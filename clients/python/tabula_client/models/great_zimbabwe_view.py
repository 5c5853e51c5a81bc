from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.great_zimbabwe_view_auction_type_0 import GreatZimbabweViewAuctionType0
    from ..models.great_zimbabwe_view_craftsmen_supply import (
        GreatZimbabweViewCraftsmenSupply,
    )
    from ..models.great_zimbabwe_view_income_now import GreatZimbabweViewIncomeNow
    from ..models.great_zimbabwe_view_legend import GreatZimbabweViewLegend
    from ..models.great_zimbabwe_view_map import GreatZimbabweViewMap
    from ..models.great_zimbabwe_view_options import GreatZimbabweViewOptions
    from ..models.great_zimbabwe_view_resource_supply import (
        GreatZimbabweViewResourceSupply,
    )
    from ..models.great_zimbabwe_view_result_type_0 import GreatZimbabweViewResultType0
    from ..models.great_zimbabwe_view_tech_stacks import GreatZimbabweViewTechStacks
    from ..models.great_zimbabwe_view_turn_type_0 import GreatZimbabweViewTurnType0
    from ..models.great_zimbabwe_view_used import GreatZimbabweViewUsed


T = TypeVar("T", bound="GreatZimbabweView")


@_attrs_define
class GreatZimbabweView:
    """The Great Zimbabwe table as one seat (or a spectator) may see it: the full state plus a few derived keys
    (docs/games/great-zimbabwe.md, "The view").

        Attributes:
            arrival_counter (int): orders VR discs on equal VR
            auction (GreatZimbabweViewAuctionType0 | None): phase I only: plaques, bids, passes
            bank (int): cattle in the common stock
            craftsmen (list[Any]): every craftsman on the map: id, type, owner, cells
            craftsmen_supply (GreatZimbabweViewCraftsmenSupply): craftsman type -> tiles left
            gods_available (list[Any]): gods nobody adores yet
            gods_in_play (list[Any]): the gods of this match
            height (int): rows
            income_now (GreatZimbabweViewIncomeNow): phase III income per seat if it came now
            legend (GreatZimbabweViewLegend): terrain letter -> what it is
            map_ (GreatZimbabweViewMap): terrain (one string per row) and the map tiles
            monuments (list[Any]): every monument: id, owner, cell, level, nomads
            options (GreatZimbabweViewOptions): the match options
            phase (str): first_monuments, auction, actions or over
            placing_order (list[Any]): the order of the first monuments
            plaque_order_now (list[Any]): the auction's bidding order if it began now
            players (int): the number of players
            resource_supply (GreatZimbabweViewResourceSupply): resource -> Shaman tiles left
            result (GreatZimbabweViewResultType0 | None): null while the game runs, then the outcome
            round_ (int): the round number
            seats (list[Any]): each seat: cattle, cards, techs, VR, VP, gods, specialists
            specialists_available (list[Any]): specialists nobody holds
            tech_stacks (GreatZimbabweViewTechStacks): craftsman type -> technology cards left
            turn (GreatZimbabweViewTurnType0 | None): phase II: the current turn's progress
            turn_index (int): whose turn in turn_order
            turn_order (list[Any]): this round's turn order
            used (GreatZimbabweViewUsed): resource square -> used markers this round
            water_tiles (int): Rain Ceremony water tiles left
            width (int): squares per row
    """

    arrival_counter: int
    auction: GreatZimbabweViewAuctionType0 | None
    bank: int
    craftsmen: list[Any]
    craftsmen_supply: GreatZimbabweViewCraftsmenSupply
    gods_available: list[Any]
    gods_in_play: list[Any]
    height: int
    income_now: GreatZimbabweViewIncomeNow
    legend: GreatZimbabweViewLegend
    map_: GreatZimbabweViewMap
    monuments: list[Any]
    options: GreatZimbabweViewOptions
    phase: str
    placing_order: list[Any]
    plaque_order_now: list[Any]
    players: int
    resource_supply: GreatZimbabweViewResourceSupply
    result: GreatZimbabweViewResultType0 | None
    round_: int
    seats: list[Any]
    specialists_available: list[Any]
    tech_stacks: GreatZimbabweViewTechStacks
    turn: GreatZimbabweViewTurnType0 | None
    turn_index: int
    turn_order: list[Any]
    used: GreatZimbabweViewUsed
    water_tiles: int
    width: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.great_zimbabwe_view_auction_type_0 import (
            GreatZimbabweViewAuctionType0,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_result_type_0 import (
            GreatZimbabweViewResultType0,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_turn_type_0 import (
            GreatZimbabweViewTurnType0,  # noqa: PLC0415
        )

        arrival_counter = self.arrival_counter

        auction: dict[str, Any] | None
        if isinstance(self.auction, GreatZimbabweViewAuctionType0):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        bank = self.bank

        craftsmen = self.craftsmen

        craftsmen_supply = self.craftsmen_supply.to_dict()

        gods_available = self.gods_available

        gods_in_play = self.gods_in_play

        height = self.height

        income_now = self.income_now.to_dict()

        legend = self.legend.to_dict()

        map_ = self.map_.to_dict()

        monuments = self.monuments

        options = self.options.to_dict()

        phase = self.phase

        placing_order = self.placing_order

        plaque_order_now = self.plaque_order_now

        players = self.players

        resource_supply = self.resource_supply.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, GreatZimbabweViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        seats = self.seats

        specialists_available = self.specialists_available

        tech_stacks = self.tech_stacks.to_dict()

        turn: dict[str, Any] | None
        if isinstance(self.turn, GreatZimbabweViewTurnType0):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        turn_index = self.turn_index

        turn_order = self.turn_order

        used = self.used.to_dict()

        water_tiles = self.water_tiles

        width = self.width

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arrival_counter": arrival_counter,
                "auction": auction,
                "bank": bank,
                "craftsmen": craftsmen,
                "craftsmen_supply": craftsmen_supply,
                "gods_available": gods_available,
                "gods_in_play": gods_in_play,
                "height": height,
                "income_now": income_now,
                "legend": legend,
                "map": map_,
                "monuments": monuments,
                "options": options,
                "phase": phase,
                "placing_order": placing_order,
                "plaque_order_now": plaque_order_now,
                "players": players,
                "resource_supply": resource_supply,
                "result": result,
                "round": round_,
                "seats": seats,
                "specialists_available": specialists_available,
                "tech_stacks": tech_stacks,
                "turn": turn,
                "turn_index": turn_index,
                "turn_order": turn_order,
                "used": used,
                "water_tiles": water_tiles,
                "width": width,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.great_zimbabwe_view_auction_type_0 import (
            GreatZimbabweViewAuctionType0,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_craftsmen_supply import (
            GreatZimbabweViewCraftsmenSupply,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_income_now import (
            GreatZimbabweViewIncomeNow,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_legend import (
            GreatZimbabweViewLegend,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_map import (
            GreatZimbabweViewMap,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_options import (
            GreatZimbabweViewOptions,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_resource_supply import (
            GreatZimbabweViewResourceSupply,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_result_type_0 import (
            GreatZimbabweViewResultType0,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_tech_stacks import (
            GreatZimbabweViewTechStacks,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_turn_type_0 import (
            GreatZimbabweViewTurnType0,  # noqa: PLC0415
        )
        from ..models.great_zimbabwe_view_used import (
            GreatZimbabweViewUsed,  # noqa: PLC0415
        )

        d = dict(src_dict)
        arrival_counter = d.pop("arrival_counter")

        def _parse_auction(data: object) -> GreatZimbabweViewAuctionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = GreatZimbabweViewAuctionType0.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreatZimbabweViewAuctionType0 | None, data)

        auction = _parse_auction(d.pop("auction"))

        bank = d.pop("bank")

        craftsmen = cast(list[Any], d.pop("craftsmen"))

        craftsmen_supply = GreatZimbabweViewCraftsmenSupply.from_dict(d.pop("craftsmen_supply"))

        gods_available = cast(list[Any], d.pop("gods_available"))

        gods_in_play = cast(list[Any], d.pop("gods_in_play"))

        height = d.pop("height")

        income_now = GreatZimbabweViewIncomeNow.from_dict(d.pop("income_now"))

        legend = GreatZimbabweViewLegend.from_dict(d.pop("legend"))

        map_ = GreatZimbabweViewMap.from_dict(d.pop("map"))

        monuments = cast(list[Any], d.pop("monuments"))

        options = GreatZimbabweViewOptions.from_dict(d.pop("options"))

        phase = d.pop("phase")

        placing_order = cast(list[Any], d.pop("placing_order"))

        plaque_order_now = cast(list[Any], d.pop("plaque_order_now"))

        players = d.pop("players")

        resource_supply = GreatZimbabweViewResourceSupply.from_dict(d.pop("resource_supply"))

        def _parse_result(data: object) -> GreatZimbabweViewResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = GreatZimbabweViewResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreatZimbabweViewResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        seats = cast(list[Any], d.pop("seats"))

        specialists_available = cast(list[Any], d.pop("specialists_available"))

        tech_stacks = GreatZimbabweViewTechStacks.from_dict(d.pop("tech_stacks"))

        def _parse_turn(data: object) -> GreatZimbabweViewTurnType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_0 = GreatZimbabweViewTurnType0.from_dict(data)

                return turn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreatZimbabweViewTurnType0 | None, data)

        turn = _parse_turn(d.pop("turn"))

        turn_index = d.pop("turn_index")

        turn_order = cast(list[Any], d.pop("turn_order"))

        used = GreatZimbabweViewUsed.from_dict(d.pop("used"))

        water_tiles = d.pop("water_tiles")

        width = d.pop("width")

        great_zimbabwe_view = cls(
            arrival_counter=arrival_counter,
            auction=auction,
            bank=bank,
            craftsmen=craftsmen,
            craftsmen_supply=craftsmen_supply,
            gods_available=gods_available,
            gods_in_play=gods_in_play,
            height=height,
            income_now=income_now,
            legend=legend,
            map_=map_,
            monuments=monuments,
            options=options,
            phase=phase,
            placing_order=placing_order,
            plaque_order_now=plaque_order_now,
            players=players,
            resource_supply=resource_supply,
            result=result,
            round_=round_,
            seats=seats,
            specialists_available=specialists_available,
            tech_stacks=tech_stacks,
            turn=turn,
            turn_index=turn_index,
            turn_order=turn_order,
            used=used,
            water_tiles=water_tiles,
            width=width,
        )

        great_zimbabwe_view.additional_properties = d
        return great_zimbabwe_view

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
