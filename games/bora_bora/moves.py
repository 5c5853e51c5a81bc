"""Moves that several parts of the turn share: calling a god, drawing god cards, expanding into a region and taking its resource, placing a new building
material, taking a person, building and the Fire Bonus.

Every ``*_actions`` function lists the legal actions of one decision; every ``handle_*`` function
resolves one of them on a ``Resolution`` (the top frame is the decision being answered).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.state import (
    free_person_spaces,
    hand_size,
    huts_in_hand,
    material_destinations,
    player,
    regions_of,
)
from games.engine import Action, Resolution, State

Frame = dict[str, Any]

#: Higher than any value: what an action needs when no value carries it out.
NEVER = 1_000


def equal_in(values: Iterable[Any], wanted: Any) -> Any:
    """The first of ``values`` equal to ``wanted`` (None if none is). A check of one action
    compares its fields as the listing's ``in`` compares the whole action (``==``: a die sent
    as ``True`` is the die 1), and takes the value from the table, as the listing does."""
    for value in values:  # a loop, not next() over a generator: every check asks
        if value == wanted:
            return value
    return None


# -- gods ----------------------------------------------------------------------------------------


#: Paying with two identical cards, by colour, spelled once.
PAIR_PAYMENTS = [(colour, f"pair:{colour}") for colour in d.GOD_COLOURS]


def payment_options(p: dict[str, Any], god: str) -> list[str]:
    """Ways to call a god: its card + 1 offering, two identical cards + 1 offering, or a God tile."""
    options: list[str] = []
    if p["offerings"] >= 1:
        hand = p["hand"]
        if hand[god] >= 1:
            options.append("card")
        if max(hand.values()) >= 2:  # (no pair in most hands: the loop is skipped)
            for colour, pair in PAIR_PAYMENTS:  # a loop: asked for every god offered, every move
                if hand[colour] >= 2 and colour != god:
                    options.append(pair)
    if p["god_tiles"] >= 1:
        options.append("tile")
    return options


def after_paying(p: dict[str, Any], god: str, pay: str) -> dict[str, Any]:
    """What is left in hand (cards, offerings, God tiles) once ``god`` is paid with ``pay``."""
    left = {"hand": dict(p["hand"]), "offerings": p["offerings"], "god_tiles": p["god_tiles"]}
    if pay == "tile":
        left["god_tiles"] -= 1
    else:
        left["offerings"] -= 1
        if pay == "card":
            left["hand"][god] -= 1
        else:
            left["hand"][pay.split(":")[1]] -= 2
    return left


def god_actions(p: dict[str, Any], god: str, **extra: Any) -> list[Action]:
    return [
        {"type": "play_god", "god": god, "pay": pay, **extra} for pay in payment_options(p, god)
    ]


def pay_god(res: Resolution, seat: int, action: Action) -> None:
    res.emit({"type": "god", "seat": seat, "god": action["god"], "pay": action["pay"]})


# -- god cards -----------------------------------------------------------------------------------


def god_card_sources(state: State) -> list[Any]:
    """Where a god card may be taken from: the deck top (reshuffled if needed) or the display."""
    sources: list[Any] = []
    if state["god_deck"] or state["god_discard"]:
        sources.append("deck")
    seen: set[str] = set()
    for index, card in enumerate(state["god_display"]):
        if card not in seen:  # identical face-up cards are the same choice
            seen.add(card)
            sources.append(index)
    return sources


def draw_god_card(res: Resolution, seat: int, source: Any) -> None:
    """Take a god card from the deck top or the display; refill the display at once.

    An empty deck is rebuilt from the shuffled discard pile first.
    """
    state = res.state
    if not state["god_deck"] and state["god_discard"]:
        deck = list(state["god_discard"])
        assert res.rng is not None
        res.rng.shuffle(deck)
        res.emit({"type": "reshuffle", "deck": deck, "visible_to": [], "secret": ["deck"]})
        state = res.state
    if source == "deck":
        res.emit(
            {
                "type": "draw_god",
                "seat": seat,
                "source": "deck",
                "card": state["god_deck"][0],
                "visible_to": [seat],
                "secret": ["card"],
            }
        )
        return
    card = state["god_display"][source]
    refill = state["god_deck"][0] if state["god_deck"] else None
    res.emit({"type": "draw_god", "seat": seat, "source": source, "card": card, "refill": refill})


# -- building materials --------------------------------------------------------------------------


def material_actions(p: dict[str, Any], materials: list[str], **base: Any) -> list[Action]:
    """One action per material and per space it may go to (the player chooses the space: a badly
    placed material can block later building)."""
    return [
        {**base, "material": material, "cell": cell}
        for material in materials
        for cell in material_destinations(p, material)
    ]


def gain_material(res: Resolution, seat: int, material: str, cell: int | None) -> None:
    res.emit({"type": "gain", "seat": seat, "material": material, "cell": cell})


# -- expanding -----------------------------------------------------------------------------------


def expansion_targets(state: State, seat: int, kinds: list[str], value: int) -> list[str]:
    """Regions next to one of the seat's regions by a path of those kinds worth <= value."""
    if huts_in_hand(player(state, seat)) == 0:
        return []
    own = regions_of(state, seat)
    targets: list[str] = []
    for region in own:
        for kind in kinds:
            for neighbour, path_value in d.NEIGHBOURS[region][kind]:
                if path_value <= value and neighbour not in own and neighbour not in targets:
                    targets.append(neighbour)
    return sorted(targets)


def lowest_expansion_value(state: State, seat: int, kind: str) -> int:
    """The lowest value that expands over a path of ``kind`` (``NEVER``: none does): any value
    at least that high has a target, as ``expansion_targets`` reads "a path worth <= value"."""
    return lowest_expansion_values(state, seat)[kind]


def lowest_expansion_values(state: State, seat: int) -> dict[str, int]:
    """``lowest_expansion_value`` of each path kind, from one look at the seat's regions (a die
    placement listing asks about both)."""
    p = player(state, seat)
    if p["huts_board"] + p["huts_12"] == 0:  # huts_in_hand
        return dict.fromkeys(d.PATH_KINDS, NEVER)
    own = {r for r, region in state["regions"].items() if seat in region["huts"]}  # regions_of
    land = water = NEVER
    # loops, not min() over generators: this runs for every listing
    for region in own:
        for neighbour, path_value in _LAND_PATHS[region]:
            if path_value < land and neighbour not in own:
                land = path_value
        for neighbour, path_value in _WATER_PATHS[region]:
            if path_value < water and neighbour not in own:
                water = path_value
    return {"land": land, "water": water}


#: region -> its paths of each kind, as (neighbour, value): ``d.NEIGHBOURS`` by kind, looked up once.
_LAND_PATHS = {region: paths["land"] for region, paths in d.NEIGHBOURS.items()}
_WATER_PATHS = {region: paths["water"] for region, paths in d.NEIGHBOURS.items()}
assert d.PATH_KINDS == ["land", "water"]


def hut_sources(p: dict[str, Any]) -> list[bool]:
    """Which huts may be taken: from spaces 1-11 (False) and/or from space 12 (True)."""
    return [False] * (p["huts_board"] > 0) + [True] * (p["huts_12"] > 0)


def expand_actions(state: State, seat: int, kinds: list[str], value: int) -> list[Action]:
    p = player(state, seat)
    return [
        {"type": "expand", "region": region, "from12": from12}
        for region in expansion_targets(state, seat, kinds, value)
        for from12 in hut_sources(p)
    ]


def handle_expand(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    """A new hut on the region's building space (older huts pushed aside); then the player may
    take the region's resource, and finally (now and only now) may call a Red God for its fish."""
    res.pop()
    region = action["region"]
    res.emit({"type": "hut", "seat": seat, "region": region, "from12": action["from12"]})
    offer_resource(res, seat, region, optional=True, red=True)


def region_resource(region: str) -> str:
    return d.TYPE_RESOURCE[d.REGION_TYPE[region]]


def resource_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    resource = region_resource(frame["region"])
    if resource == "offering":
        actions: list[Action] = [{"type": "take_resource"}]
    else:
        destinations = material_destinations(player(state, seat), resource)
        actions = [{"type": "take_resource", "cell": cell} for cell in destinations]
    if frame["optional"]:
        actions.append({"type": "decline_resource"})
    return actions


def offer_resource(res: Resolution, seat: int, region: str, *, optional: bool, red: bool) -> None:
    """Ask where the region's resource goes (and, if ``optional``, whether it is taken at all);
    a decision with one answer is taken at once."""
    frame = {"kind": "resource", "region": region, "optional": optional, "red": red}
    choices = resource_actions(res.state, seat, frame)
    if len(choices) == 1:
        _take_resource(res, seat, frame, choices[0])
    else:
        res.push(frame)


def _take_resource(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    resource = region_resource(frame["region"])
    if resource == "offering":
        res.emit({"type": "gain", "seat": seat, "offerings": 1})
    else:
        gain_material(res, seat, resource, action["cell"])
    if frame["red"]:
        offer_red(res, seat, frame["region"])


def handle_take_resource(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    _take_resource(res, seat, frame, action)


def handle_decline_resource(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    if frame["red"]:
        offer_red(res, seat, frame["region"])


def offer_red(res: Resolution, seat: int, region: str) -> None:
    """The only moment a Red God may score the new region's fish tile (once per region)."""
    p = player(res.state, seat)
    if might_pay_a_god(p) and region not in p["fish_scored"]:
        res.push({"kind": "red", "region": region})


def might_pay_a_god(p: dict[str, Any]) -> bool:
    """Whether the seat might call a god, as the other players can tell: a God tile, or an
    offering and any god card in hand.

    A decision every player sees (a pushed frame) is offered on this, never on the hand
    itself: offered only to a hand that can pay, it would tell the table that the hand holds
    that god's card or a pair. A hand that cannot pay gets the decision with declining as its
    only choice.
    """
    return p["god_tiles"] >= 1 or (p["offerings"] >= 1 and hand_size(p) >= 1)


def red_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return god_actions(player(state, seat), "red") + [{"type": "decline_god"}]


def handle_red_god(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    pay_god(res, seat, action)
    region = frame["region"]
    fish_value = res.state["regions"][region]["fish"][1]
    res.emit({"type": "gain", "seat": seat, "vp": fish_value, "fish_region": region})
    res.pop()


def handle_decline_god(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()


# -- taking a man or a woman ---------------------------------------------------------------------


def can_take_person(state: State, seat: int, gender: str, value: int) -> bool:
    return value >= lowest_person_value(state, seat, gender)


def lowest_person_value(state: State, seat: int, gender: str) -> int:
    """The lowest value that takes a ``gender`` tile (``NEVER``: none does): the first display
    position holding one, when the board has a free space for it."""
    if free_person_spaces(player(state, seat)) == 0:
        return NEVER
    position = 1
    for tile in state["displays"][gender]:  # a loop, not next() over a generator
        if tile is not None:
            return position
        position += 1
    return NEVER


def take_person_actions(state: State, seat: int, gender: str, value: int) -> list[Action]:
    if free_person_spaces(player(state, seat)) == 0:
        return []
    display = state["displays"][gender]
    return [
        {"type": "take_person", "gender": gender, "position": i + 1}
        for i in range(min(value, d.DISPLAY_SIZE))
        if display[i] is not None
    ]


def handle_take_person(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    gender, position = action["gender"], action["position"]
    tile = res.state["displays"][gender][position - 1]  # read before the pop: no copy for it
    res.pop()
    res.emit(
        {"type": "take_person", "seat": seat, "gender": gender, "position": position, "tile": tile}
    )


# -- building ------------------------------------------------------------------------------------


def buildable_pairs(p: dict[str, Any]) -> list[list[int]]:
    """Two orthogonally adjacent ceremony spaces that both hold a material."""
    cells = p["cells"]
    return [pair for pair in d.CEREMONY_PAIRS if cells[pair[0]] == "m" and cells[pair[1]] == "m"]


def can_build(state: State, seat: int, value: int) -> bool:
    return value >= lowest_build_value(state, seat)


def lowest_build_value(state: State, seat: int) -> int:
    """The lowest value that builds (``NEVER``: none does): the lowest unbuilt building tile,
    when two adjacent ceremony spaces hold materials."""
    p = player(state, seat)
    if not p["buildings"] or not has_buildable_pair(p):
        return NEVER
    return min(p["buildings"])


def has_buildable_pair(p: dict[str, Any]) -> bool:
    """Whether ``buildable_pairs`` finds any (stopping at the first)."""
    cells = p["cells"]
    if cells.count("m") < 2:  # most of a game: no pair to look for
        return False
    for first, second in d.CEREMONY_PAIRS:  # a loop, not any() over a generator
        if cells[first] == "m" and cells[second] == "m":
            return True
    return False


def build_tile_actions(state: State, seat: int, value: int) -> list[Action]:
    p = player(state, seat)
    if not buildable_pairs(p):
        return []
    return [{"type": "build_tile", "tile": t} for t in p["buildings"] if t <= value]


def build_cells_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return [{"type": "build_cells", "cells": pair} for pair in buildable_pairs(player(state, seat))]


def handle_build_tile(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    res.push({"kind": "build_cells", "tile": action["tile"]})


def handle_build_cells(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    vp = d.BUILD_VP_BY_ROUND[res.state["round"] - 1]
    res.emit(
        {"type": "build", "seat": seat, "tile": frame["tile"], "cells": action["cells"], "vp": vp}
    )
    push_fire_bonus(res)


# -- huts to space 12 ----------------------------------------------------------------------------


def can_move_hut_to_12(p: dict[str, Any]) -> bool:
    return p["huts_board"] > 0 and not p["person_on_12"]


# -- Fire Bonus: (a god card or an offering) and (a status step or a shell) ----------------------


def push_fire_bonus(res: Resolution) -> None:
    res.push({"kind": "fire_status"})
    res.push({"kind": "fire_card"})


def fire_card_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    actions: list[Action] = [{"type": "fire_bonus", "choice": "offering"}]
    return actions + [
        {"type": "fire_bonus", "choice": "god_card", "source": s} for s in god_card_sources(state)
    ]


def fire_status_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return [{"type": "fire_bonus", "choice": "status"}, {"type": "fire_bonus", "choice": "shell"}]


def handle_fire_bonus(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    choice = action["choice"]
    if choice == "god_card":
        draw_god_card(res, seat, action["source"])
    elif choice == "offering":
        res.emit({"type": "gain", "seat": seat, "offerings": 1})
    elif choice == "status":
        res.emit({"type": "gain", "seat": seat, "status": 1})
    else:
        res.emit({"type": "gain", "seat": seat, "shells": 1})
