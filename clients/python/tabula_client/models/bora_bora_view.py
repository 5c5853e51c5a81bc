from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.bora_bora_view_boxed import BoraBoraViewBoxed
    from ..models.bora_bora_view_dice import BoraBoraViewDice
    from ..models.bora_bora_view_displays import BoraBoraViewDisplays
    from ..models.bora_bora_view_final_type_0 import BoraBoraViewFinalType0
    from ..models.bora_bora_view_p import BoraBoraViewP
    from ..models.bora_bora_view_regions import BoraBoraViewRegions
    from ..models.bora_bora_view_stack_sizes import BoraBoraViewStackSizes
    from ..models.bora_bora_view_stacks_type_0 import BoraBoraViewStacksType0
    from ..models.bora_bora_view_tiles import BoraBoraViewTiles


T = TypeVar("T", bound="BoraBoraView")


@_attrs_define
class BoraBoraView:
    """The Bora Bora table as one seat (or a spectator) may see it: the public table plus that seat's own hand
    (docs/games/bora-bora.md, "The view").

        Attributes:
            boxed (BoraBoraViewBoxed): M / W -> tiles out of the game
            current (int | None): the seat to act
            dice (BoraBoraViewDice): seat -> dice still to place
            displays (BoraBoraViewDisplays): M / W -> the six display positions (null: taken)
            final (BoraBoraViewFinalType0 | None): after the game: each seat's final scoring
            fishing (list[Any]): dice on the fishing space
            frames (list[Any]): the decision stack; the last frame is decided now
            god_deck (list[Any] | None): the god deck (omniscient views only)
            god_deck_size (int): god cards left in the deck
            god_discard (list[Any]): discarded god cards
            god_display (list[Any]): the god card display
            idx (int): position in order of the seat acting in this phase
            jewelry (list[Any]): the jewelry column of each round
            order (list[Any]): the turn order
            p (BoraBoraViewP): seat -> its player board (hand: own seat only)
            phase (str): start_huts, A, B, C_jewelry, C_tasks, C_new_task, final_tasks, over
            players (int): the number of players
            regions (BoraBoraViewRegions): region -> fish tile and huts
            round_ (int): 1-6 (0 during the starting huts)
            stack_sizes (BoraBoraViewStackSizes): M / W -> face-down tiles left
            stacks (BoraBoraViewStacksType0 | None): face-down men and women (omniscient views only)
            status_clock (int): the status track's stamp counter
            task_display (list[Any]): tasks on display
            task_stack (list[Any] | None): the task stack (omniscient views only)
            task_stack_size (int): tasks left in the stack
            tasks_boxed (list[Any]): tasks out of the game
            temple (list[Any]): owner seat per temple space
            temple_god_tiles (int): God tiles left at the temple
            tiles (BoraBoraViewTiles): action tile -> dice placed on it this round
            viewer (int | None): whose eyes this view is seen through
    """

    boxed: BoraBoraViewBoxed
    current: int | None
    dice: BoraBoraViewDice
    displays: BoraBoraViewDisplays
    final: BoraBoraViewFinalType0 | None
    fishing: list[Any]
    frames: list[Any]
    god_deck: list[Any] | None
    god_deck_size: int
    god_discard: list[Any]
    god_display: list[Any]
    idx: int
    jewelry: list[Any]
    order: list[Any]
    p: BoraBoraViewP
    phase: str
    players: int
    regions: BoraBoraViewRegions
    round_: int
    stack_sizes: BoraBoraViewStackSizes
    stacks: BoraBoraViewStacksType0 | None
    status_clock: int
    task_display: list[Any]
    task_stack: list[Any] | None
    task_stack_size: int
    tasks_boxed: list[Any]
    temple: list[Any]
    temple_god_tiles: int
    tiles: BoraBoraViewTiles
    viewer: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.bora_bora_view_final_type_0 import (
            BoraBoraViewFinalType0,  # noqa: PLC0415
        )
        from ..models.bora_bora_view_stacks_type_0 import (
            BoraBoraViewStacksType0,  # noqa: PLC0415
        )

        boxed = self.boxed.to_dict()

        current: int | None
        current = self.current

        dice = self.dice.to_dict()

        displays = self.displays.to_dict()

        final: dict[str, Any] | None
        if isinstance(self.final, BoraBoraViewFinalType0):
            final = self.final.to_dict()
        else:
            final = self.final

        fishing = self.fishing

        frames = self.frames

        god_deck: list[Any] | None
        if isinstance(self.god_deck, list):
            god_deck = self.god_deck

        else:
            god_deck = self.god_deck

        god_deck_size = self.god_deck_size

        god_discard = self.god_discard

        god_display = self.god_display

        idx = self.idx

        jewelry = self.jewelry

        order = self.order

        p = self.p.to_dict()

        phase = self.phase

        players = self.players

        regions = self.regions.to_dict()

        round_ = self.round_

        stack_sizes = self.stack_sizes.to_dict()

        stacks: dict[str, Any] | None
        if isinstance(self.stacks, BoraBoraViewStacksType0):
            stacks = self.stacks.to_dict()
        else:
            stacks = self.stacks

        status_clock = self.status_clock

        task_display = self.task_display

        task_stack: list[Any] | None
        if isinstance(self.task_stack, list):
            task_stack = self.task_stack

        else:
            task_stack = self.task_stack

        task_stack_size = self.task_stack_size

        tasks_boxed = self.tasks_boxed

        temple = self.temple

        temple_god_tiles = self.temple_god_tiles

        tiles = self.tiles.to_dict()

        viewer: int | None
        viewer = self.viewer

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "boxed": boxed,
                "current": current,
                "dice": dice,
                "displays": displays,
                "final": final,
                "fishing": fishing,
                "frames": frames,
                "god_deck": god_deck,
                "god_deck_size": god_deck_size,
                "god_discard": god_discard,
                "god_display": god_display,
                "idx": idx,
                "jewelry": jewelry,
                "order": order,
                "p": p,
                "phase": phase,
                "players": players,
                "regions": regions,
                "round": round_,
                "stack_sizes": stack_sizes,
                "stacks": stacks,
                "status_clock": status_clock,
                "task_display": task_display,
                "task_stack": task_stack,
                "task_stack_size": task_stack_size,
                "tasks_boxed": tasks_boxed,
                "temple": temple,
                "temple_god_tiles": temple_god_tiles,
                "tiles": tiles,
                "viewer": viewer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bora_bora_view_boxed import BoraBoraViewBoxed  # noqa: PLC0415
        from ..models.bora_bora_view_dice import BoraBoraViewDice  # noqa: PLC0415
        from ..models.bora_bora_view_displays import (
            BoraBoraViewDisplays,  # noqa: PLC0415
        )
        from ..models.bora_bora_view_final_type_0 import (
            BoraBoraViewFinalType0,  # noqa: PLC0415
        )
        from ..models.bora_bora_view_p import BoraBoraViewP  # noqa: PLC0415
        from ..models.bora_bora_view_regions import BoraBoraViewRegions  # noqa: PLC0415
        from ..models.bora_bora_view_stack_sizes import (
            BoraBoraViewStackSizes,  # noqa: PLC0415
        )
        from ..models.bora_bora_view_stacks_type_0 import (
            BoraBoraViewStacksType0,  # noqa: PLC0415
        )
        from ..models.bora_bora_view_tiles import BoraBoraViewTiles  # noqa: PLC0415

        d = dict(src_dict)
        boxed = BoraBoraViewBoxed.from_dict(d.pop("boxed"))

        def _parse_current(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current = _parse_current(d.pop("current"))

        dice = BoraBoraViewDice.from_dict(d.pop("dice"))

        displays = BoraBoraViewDisplays.from_dict(d.pop("displays"))

        def _parse_final(data: object) -> BoraBoraViewFinalType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_type_0 = BoraBoraViewFinalType0.from_dict(data)

                return final_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BoraBoraViewFinalType0 | None, data)

        final = _parse_final(d.pop("final"))

        fishing = cast(list[Any], d.pop("fishing"))

        frames = cast(list[Any], d.pop("frames"))

        def _parse_god_deck(data: object) -> list[Any] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                god_deck_type_0 = cast(list[Any], data)

                return god_deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Any] | None, data)

        god_deck = _parse_god_deck(d.pop("god_deck"))

        god_deck_size = d.pop("god_deck_size")

        god_discard = cast(list[Any], d.pop("god_discard"))

        god_display = cast(list[Any], d.pop("god_display"))

        idx = d.pop("idx")

        jewelry = cast(list[Any], d.pop("jewelry"))

        order = cast(list[Any], d.pop("order"))

        p = BoraBoraViewP.from_dict(d.pop("p"))

        phase = d.pop("phase")

        players = d.pop("players")

        regions = BoraBoraViewRegions.from_dict(d.pop("regions"))

        round_ = d.pop("round")

        stack_sizes = BoraBoraViewStackSizes.from_dict(d.pop("stack_sizes"))

        def _parse_stacks(data: object) -> BoraBoraViewStacksType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stacks_type_0 = BoraBoraViewStacksType0.from_dict(data)

                return stacks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BoraBoraViewStacksType0 | None, data)

        stacks = _parse_stacks(d.pop("stacks"))

        status_clock = d.pop("status_clock")

        task_display = cast(list[Any], d.pop("task_display"))

        def _parse_task_stack(data: object) -> list[Any] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                task_stack_type_0 = cast(list[Any], data)

                return task_stack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Any] | None, data)

        task_stack = _parse_task_stack(d.pop("task_stack"))

        task_stack_size = d.pop("task_stack_size")

        tasks_boxed = cast(list[Any], d.pop("tasks_boxed"))

        temple = cast(list[Any], d.pop("temple"))

        temple_god_tiles = d.pop("temple_god_tiles")

        tiles = BoraBoraViewTiles.from_dict(d.pop("tiles"))

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        bora_bora_view = cls(
            boxed=boxed,
            current=current,
            dice=dice,
            displays=displays,
            final=final,
            fishing=fishing,
            frames=frames,
            god_deck=god_deck,
            god_deck_size=god_deck_size,
            god_discard=god_discard,
            god_display=god_display,
            idx=idx,
            jewelry=jewelry,
            order=order,
            p=p,
            phase=phase,
            players=players,
            regions=regions,
            round_=round_,
            stack_sizes=stack_sizes,
            stacks=stacks,
            status_clock=status_clock,
            task_display=task_display,
            task_stack=task_stack,
            task_stack_size=task_stack_size,
            tasks_boxed=tasks_boxed,
            temple=temple,
            temple_god_tiles=temple_god_tiles,
            tiles=tiles,
            viewer=viewer,
        )

        bora_bora_view.additional_properties = d
        return bora_bora_view

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
