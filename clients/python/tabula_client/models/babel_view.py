from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.babel_view_columns import BabelViewColumns
    from ..models.babel_view_discard import BabelViewDiscard
    from ..models.babel_view_figures import BabelViewFigures
    from ..models.babel_view_hand_sizes import BabelViewHandSizes
    from ..models.babel_view_hands import BabelViewHands
    from ..models.babel_view_pending_discard_type_0 import BabelViewPendingDiscardType0
    from ..models.babel_view_points import BabelViewPoints
    from ..models.babel_view_result_type_0 import BabelViewResultType0
    from ..models.babel_view_starting_card_pending import BabelViewStartingCardPending
    from ..models.babel_view_supply import BabelViewSupply
    from ..models.babel_view_temples import BabelViewTemples


T = TypeVar("T", bound="BabelView")


@_attrs_define
class BabelView:
    """The Babel table as one seat (or a spectator) may see it: docs/games/babel.md, "View".

    Attributes:
        columns (BabelViewColumns): seat -> land -> its tribe cards, bottom first (last = top)
        current (int): the seat whose turn it is
        discard (BabelViewDiscard): the public discard pile: tribe -> count
        figures (BabelViewFigures): seat -> the land of its figure, or "quarry"
        final_phase (bool): the final phase has begun
        hand_sizes (BabelViewHandSizes): seat -> the number of cards in hand (public)
        hands (BabelViewHands): seat -> tribe -> count; null for a hand this reader may not see
        migrated (bool): the current player has migrated this turn
        pending_discard (BabelViewPendingDiscardType0 | None): {"seat", "remaining"} while that seat must discard
        players (int): always 2
        points (BabelViewPoints): seat -> temple points
        result (BabelViewResultType0 | None): null while the game runs, then the outcome
        seat (int | None): whose eyes this view is seen through (null: a spectator)
        starting_card_pending (BabelViewStartingCardPending): seat -> it has not built its starting card yet
        supply (BabelViewSupply): seat -> its temple supply column, bottom first (last = top)
        temple_deck_known_top (list[Any]): levels everybody knows at the top of the temple deck, next draw first
        temple_deck_size (int): temple cards left in the temple deck
        temples (BabelViewTemples): seat -> land -> its temple's levels (1 to 6), bottom first
        to_act (list[Any]): the seats that must act now
        tribe_deck_size (int): tribe cards left to draw
        turn (int): the turn number (1 = seat 0's first turn)
        temple_deck (list[Any] | Unset): omniscient views only: the temple deck, last = top
        tribe_deck (list[Any] | Unset): omniscient views only: the tribe deck, last = top
    """

    columns: BabelViewColumns
    current: int
    discard: BabelViewDiscard
    figures: BabelViewFigures
    final_phase: bool
    hand_sizes: BabelViewHandSizes
    hands: BabelViewHands
    migrated: bool
    pending_discard: BabelViewPendingDiscardType0 | None
    players: int
    points: BabelViewPoints
    result: BabelViewResultType0 | None
    seat: int | None
    starting_card_pending: BabelViewStartingCardPending
    supply: BabelViewSupply
    temple_deck_known_top: list[Any]
    temple_deck_size: int
    temples: BabelViewTemples
    to_act: list[Any]
    tribe_deck_size: int
    turn: int
    temple_deck: list[Any] | Unset = UNSET
    tribe_deck: list[Any] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.babel_view_pending_discard_type_0 import (
            BabelViewPendingDiscardType0,  # noqa: PLC0415
        )
        from ..models.babel_view_result_type_0 import (
            BabelViewResultType0,  # noqa: PLC0415
        )

        columns = self.columns.to_dict()

        current = self.current

        discard = self.discard.to_dict()

        figures = self.figures.to_dict()

        final_phase = self.final_phase

        hand_sizes = self.hand_sizes.to_dict()

        hands = self.hands.to_dict()

        migrated = self.migrated

        pending_discard: dict[str, Any] | None
        if isinstance(self.pending_discard, BabelViewPendingDiscardType0):
            pending_discard = self.pending_discard.to_dict()
        else:
            pending_discard = self.pending_discard

        players = self.players

        points = self.points.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, BabelViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        seat: int | None
        seat = self.seat

        starting_card_pending = self.starting_card_pending.to_dict()

        supply = self.supply.to_dict()

        temple_deck_known_top = self.temple_deck_known_top

        temple_deck_size = self.temple_deck_size

        temples = self.temples.to_dict()

        to_act = self.to_act

        tribe_deck_size = self.tribe_deck_size

        turn = self.turn

        temple_deck: list[Any] | Unset = UNSET
        if not isinstance(self.temple_deck, Unset):
            temple_deck = self.temple_deck

        tribe_deck: list[Any] | Unset = UNSET
        if not isinstance(self.tribe_deck, Unset):
            tribe_deck = self.tribe_deck

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "columns": columns,
                "current": current,
                "discard": discard,
                "figures": figures,
                "final_phase": final_phase,
                "hand_sizes": hand_sizes,
                "hands": hands,
                "migrated": migrated,
                "pending_discard": pending_discard,
                "players": players,
                "points": points,
                "result": result,
                "seat": seat,
                "starting_card_pending": starting_card_pending,
                "supply": supply,
                "temple_deck_known_top": temple_deck_known_top,
                "temple_deck_size": temple_deck_size,
                "temples": temples,
                "to_act": to_act,
                "tribe_deck_size": tribe_deck_size,
                "turn": turn,
            }
        )
        if temple_deck is not UNSET:
            field_dict["temple_deck"] = temple_deck
        if tribe_deck is not UNSET:
            field_dict["tribe_deck"] = tribe_deck

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.babel_view_columns import BabelViewColumns  # noqa: PLC0415
        from ..models.babel_view_discard import BabelViewDiscard  # noqa: PLC0415
        from ..models.babel_view_figures import BabelViewFigures  # noqa: PLC0415
        from ..models.babel_view_hand_sizes import BabelViewHandSizes  # noqa: PLC0415
        from ..models.babel_view_hands import BabelViewHands  # noqa: PLC0415
        from ..models.babel_view_pending_discard_type_0 import (
            BabelViewPendingDiscardType0,  # noqa: PLC0415
        )
        from ..models.babel_view_points import BabelViewPoints  # noqa: PLC0415
        from ..models.babel_view_result_type_0 import (
            BabelViewResultType0,  # noqa: PLC0415
        )
        from ..models.babel_view_starting_card_pending import (
            BabelViewStartingCardPending,  # noqa: PLC0415
        )
        from ..models.babel_view_supply import BabelViewSupply  # noqa: PLC0415
        from ..models.babel_view_temples import BabelViewTemples  # noqa: PLC0415

        d = dict(src_dict)
        columns = BabelViewColumns.from_dict(d.pop("columns"))

        current = d.pop("current")

        discard = BabelViewDiscard.from_dict(d.pop("discard"))

        figures = BabelViewFigures.from_dict(d.pop("figures"))

        final_phase = d.pop("final_phase")

        hand_sizes = BabelViewHandSizes.from_dict(d.pop("hand_sizes"))

        hands = BabelViewHands.from_dict(d.pop("hands"))

        migrated = d.pop("migrated")

        def _parse_pending_discard(data: object) -> BabelViewPendingDiscardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_discard_type_0 = BabelViewPendingDiscardType0.from_dict(data)

                return pending_discard_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BabelViewPendingDiscardType0 | None, data)

        pending_discard = _parse_pending_discard(d.pop("pending_discard"))

        players = d.pop("players")

        points = BabelViewPoints.from_dict(d.pop("points"))

        def _parse_result(data: object) -> BabelViewResultType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = BabelViewResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BabelViewResultType0 | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        starting_card_pending = BabelViewStartingCardPending.from_dict(
            d.pop("starting_card_pending")
        )

        supply = BabelViewSupply.from_dict(d.pop("supply"))

        temple_deck_known_top = cast(list[Any], d.pop("temple_deck_known_top"))

        temple_deck_size = d.pop("temple_deck_size")

        temples = BabelViewTemples.from_dict(d.pop("temples"))

        to_act = cast(list[Any], d.pop("to_act"))

        tribe_deck_size = d.pop("tribe_deck_size")

        turn = d.pop("turn")

        temple_deck = cast(list[Any], d.pop("temple_deck", UNSET))

        tribe_deck = cast(list[Any], d.pop("tribe_deck", UNSET))

        babel_view = cls(
            columns=columns,
            current=current,
            discard=discard,
            figures=figures,
            final_phase=final_phase,
            hand_sizes=hand_sizes,
            hands=hands,
            migrated=migrated,
            pending_discard=pending_discard,
            players=players,
            points=points,
            result=result,
            seat=seat,
            starting_card_pending=starting_card_pending,
            supply=supply,
            temple_deck_known_top=temple_deck_known_top,
            temple_deck_size=temple_deck_size,
            temples=temples,
            to_act=to_act,
            tribe_deck_size=tribe_deck_size,
            turn=turn,
            temple_deck=temple_deck,
            tribe_deck=tribe_deck,
        )

        babel_view.additional_properties = d
        return babel_view

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
