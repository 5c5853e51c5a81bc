"""Before the first round and Phase A: the starting huts, then placing dice on the action tiles
(with the Blue and White Gods) and carrying out the actions: expand, take a woman or a man, the
helper's exchanges, the temple, building and fishing."""

from __future__ import annotations

from typing import Any

from games.bora_bora import data as d
from games.bora_bora.moves import (
    NEVER,
    Frame,
    after_paying,
    can_move_hut_to_12,
    draw_god_card,
    equal_in,
    gain_material,
    god_actions,
    god_card_sources,
    hut_sources,
    lowest_build_value,
    lowest_expansion_value,
    lowest_expansion_values,
    lowest_person_value,
    material_actions,
    offer_resource,
    pay_god,
    payment_options,
    push_fire_bonus,
)
from games.bora_bora.state import player
from games.engine import Action, Resolution, State

# -- the starting huts ---------------------------------------------------------------------------


def start_hut_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    """An empty building space of a region whose fish tile shows 1."""
    return [
        {"type": "start_hut", "region": r, "from12": from12}
        for r in d.REGIONS
        if state["regions"][r]["fish"][1] == d.START_FISH_VALUE and not state["regions"][r]["huts"]
        for from12 in hut_sources(player(state, seat))
    ]


def handle_start_hut(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    """The hut, then the region's resource (taken, not optional; fish tiles are ignored now)."""
    res.pop()
    region = action["region"]
    res.emit({"type": "hut", "seat": seat, "region": region, "from12": action["from12"]})
    offer_resource(res, seat, region, optional=False, red=False)


# -- placing a die -------------------------------------------------------------------------------


def lowest_die_on(state: State, tile: str) -> int | None:
    lowest = None
    for die in state["tiles"][tile]:  # a loop, not min() over a generator: every listing asks
        value = die["value"]
        if lowest is None or value < lowest:
            lowest = value
    return lowest


def die_fits_tile(state: State, tile: str, value: int, blue: bool) -> bool:
    """A die must be lower than every die already on the tile, unless a Blue God is used."""
    if tile == d.FISHING_TILE or blue:
        return True
    return _fits_below(lowest_die_on(state, tile), value)


def _fits_below(lowest: int | None, value: int) -> bool:
    return lowest is None or value < lowest


def action_doable(state: State, seat: int, action: str, value: int) -> bool:
    """A die only goes on an action its owner can carry out with that value."""
    return value >= lowest_value_needed(state, seat, action)


def lowest_value_needed(state: State, seat: int, action: str) -> int:
    """The lowest value with which the seat can carry out ``action`` now (``NEVER``: none).

    Every action that reads the value asks for something "no higher than the value" (a path,
    a display position, a building tile), so every higher value carries it out as well."""
    if action in ("land", "water"):
        return lowest_expansion_value(state, seat, action)
    if action in ("woman", "man"):
        return lowest_person_value(state, seat, "W" if action == "woman" else "M")
    if action == "temple":
        return 1 if player(state, seat)["priests"] > 0 else NEVER
    if action == "build":
        return lowest_build_value(state, seat)
    return 1  # helper


class _ValuesNeeded(dict[str, int]):
    """Action -> ``lowest_value_needed``, each worked out the first time it is asked (checking
    one placement asks about one action; a listing about those on the tiles a die fits)."""

    __slots__ = ("state", "seat")
    state: State
    seat: int

    def __missing__(self, action: str) -> int:
        """``lowest_value_needed``, its branches inlined (a listing asks about every action)."""
        state, seat = self.state, self.seat
        if action == "land" or action == "water":  # both from one look at the seat's regions
            self.update(lowest_expansion_values(state, seat))
            return self[action]
        if action == "woman" or action == "man":
            value = lowest_person_value(state, seat, "W" if action == "woman" else "M")
        elif action == "temple":
            value = 1 if state["p"][str(seat)]["priests"] > 0 else NEVER
        elif action == "build":
            value = lowest_build_value(state, seat)
        else:
            value = 1  # helper
        self[action] = value
        return value


def values_needed(state: State, seat: int) -> _ValuesNeeded:
    """Action -> the lowest value that carries it out (``lowest_value_needed``), each worked out
    when first asked."""
    needed = _ValuesNeeded()  # no __init__ of its own: one call fewer
    needed.state, needed.seat = state, seat
    return needed


class _DiePlacement:
    """What placing a die asks of one position, worked out once: the lowest die on every action
    tile, and the lowest value that carries out each action (the dice show up to three values,
    and the Blue God's question asks about the same actions again)."""

    __slots__ = ("state", "seat", "tiles", "lowest", "needed")

    def __init__(self, state: State, seat: int) -> None:
        self.state, self.seat = state, seat
        self.tiles = d.ACTION_TILES[state["players"]]
        # lowest_die_on of every tile, inlined (the tiles in play are the action tiles)
        lowest: dict[str, int | None] = {}
        for tile, dice in state["tiles"].items():
            low = None
            for die in dice:
                value = die["value"]
                if low is None or value < low:
                    low = value
            lowest[tile] = low
        self.lowest = lowest
        self.needed = values_needed(state, seat)

    def fits(self, tile: str, value: int, blue: bool) -> bool:
        """``die_fits_tile`` (the action tiles never include the fishing line)."""
        return blue or _fits_below(self.lowest[tile], value)

    def doable(self, action: str, value: int) -> bool:
        """``action_doable``."""
        return value >= self.needed[action]


def _blocked_uses(placement: _DiePlacement, frame: Frame) -> tuple[bool, bool]:
    """Whether a Blue God would open an action a lower-die rule now blocks: with the dice as
    they are (first), or only together with a White God still to be called (second)."""
    alone = with_white = False
    lowest, needed, white = placement.lowest, placement.needed, frame["white"]
    for value in set(placement.state["dice"][str(placement.seat)]):
        effective = d.MAX_DIE if white else value
        for tile, tile_actions in placement.tiles.items():
            if _fits_below(lowest[tile], value):  # placement.fits without a Blue God
                continue
            for action in tile_actions:
                if effective >= needed[action]:  # placement.doable, inlined (as below)
                    return True, with_white  # (with_white matters only when alone does not)
                if not white and d.MAX_DIE >= needed[action]:
                    with_white = True
    return alone, with_white


def _blue_god_actions(placement: _DiePlacement, frame: Frame) -> list[Action]:
    """The Blue God, offered when it opens a blocked action - also when that action needs a
    White God as well, which may be called before or after it (the rulebook's Anna calls Blue,
    then White, for one die)."""
    if frame["blue"]:
        return []
    p = player(placement.state, placement.seat)
    offers = god_actions(p, "blue")
    if not offers:  # no way to pay: whether it would open anything does not matter
        return []
    return _blue_offers(p, offers, *_blocked_uses(placement, frame))


def _blue_offers(
    p: dict[str, Any], offers: list[Action], alone: bool, with_white: bool
) -> list[Action]:
    """The ways to pay a Blue God that are offered, given ``_blocked_uses``."""
    return [
        action
        for action in offers
        if alone
        or (with_white and payment_options(after_paying(p, "blue", action["pay"]), "white"))
    ]


def place_die_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    p = player(state, seat)
    placement = _DiePlacement(state, seat)
    actions: list[Action] = []
    values = sorted(set(state["dice"][str(seat)]), reverse=True)
    lowest, needed, blue, white = placement.lowest, placement.needed, frame["blue"], frame["white"]
    # The Blue God's question (_blocked_uses) is answered in the same loop, on the tiles a die
    # does not fit, when the seat could pay for the god at all.
    blue_offers = [] if blue else god_actions(p, "blue")
    alone = with_white = False
    # placement.fits and placement.doable inlined, and loops rather than generators: this
    # listing is a sixth of a random playout
    for value in values:
        effective = d.MAX_DIE if white else value
        for tile, tile_actions in placement.tiles.items():
            low = lowest[tile]
            if blue or low is None or value < low:
                for action in tile_actions:
                    if effective >= needed[action]:
                        actions.append(
                            {"type": "place_die", "die": value, "tile": tile, "action": action}
                        )
            elif blue_offers and not alone:  # blocked: would a Blue God open it?
                for action in tile_actions:
                    if effective >= needed[action]:
                        alone = True
                        break
                    if not white and d.MAX_DIE >= needed[action]:
                        with_white = True
        actions.append(
            {"type": "place_die", "die": value, "tile": d.FISHING_TILE, "action": "fishing"}
        )
    if blue_offers:  # _dice_gods, its Blue God's question answered above
        actions += _blue_offers(p, blue_offers, alone, with_white)
    if not white and values[-1] < d.MAX_DIE:
        actions += god_actions(p, "white")
    return actions


def _dice_gods(
    p: dict[str, Any], placement: _DiePlacement, frame: Frame, values: list[int]
) -> list[Action]:
    """The gods a die placement may call: Blue, then White (unless every die shows a 6)."""
    gods = _blue_god_actions(placement, frame)
    if not frame["white"] and min(values) < d.MAX_DIE:
        gods += god_actions(p, "white")
    return gods


def dice_gods_named(state: State, seat: int, frame: Frame, action: Action) -> list[Action]:
    """The gods ``place_die_actions`` lists (what ``resolve`` checks a god called for a die
    against, without listing every placement)."""
    placement = _DiePlacement(state, seat)
    return _dice_gods(player(state, seat), placement, frame, state["dice"][str(seat)])


def die_placement_named(state: State, seat: int, frame: Frame, action: Action) -> list[Action]:
    """The placement ``place_die_actions`` lists equal to ``action``, if it lists one.

    Checking a placement this way asks only about its own die, tile and action, where the whole
    listing works out every action of every tile for every die (resolving a placement is a
    quarter of a random playout's moves)."""
    value = equal_in(state["dice"][str(seat)], action.get("die"))
    if value is None:
        return []
    if action.get("tile") == d.FISHING_TILE:  # fishing takes any die
        return [{"type": "place_die", "die": value, "tile": d.FISHING_TILE, "action": "fishing"}]
    tiles = d.ACTION_TILES[state["players"]]
    tile = equal_in(tiles, action.get("tile"))
    if tile is None:
        return []
    named = equal_in(tiles[tile], action.get("action"))
    if named is None or not (frame["blue"] or _fits_below(lowest_die_on(state, tile), value)):
        return []
    effective = d.MAX_DIE if frame["white"] else value
    if effective < values_needed(state, seat)[named]:  # action_doable
        return []
    return [{"type": "place_die", "die": value, "tile": tile, "action": named}]


def handle_dice_god(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    """Blue (place over a lower die) or White (count the die as a 6), for the next die only."""
    pay_god(res, seat, action)
    res.update(**{action["god"]: True})


def handle_place_die(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    value = action["die"]
    res.emit(
        {
            "type": "die",
            "seat": seat,
            "value": value,
            "tile": action["tile"],
            "action": action["action"],
            "blue": frame["blue"],
            "white": frame["white"],
        }
    )
    if action["action"] == "fishing":
        res.emit({"type": "gain", "seat": seat, "vp": d.FISHING_VP})
    else:
        _start_action(res, action["action"], d.MAX_DIE if frame["white"] else value)


def _start_action(res: Resolution, action: str, value: int) -> None:
    if action in ("land", "water"):
        res.push({"kind": "expand", "kinds": [action], "value": value})
    elif action in ("woman", "man"):
        res.push(
            {"kind": "take_person", "gender": "W" if action == "woman" else "M", "value": value}
        )
    elif action == "helper":
        res.push({"kind": "helper", "pips": value})
    elif action == "temple":
        res.push({"kind": "temple", "value": value})
    elif action == "build":
        res.push({"kind": "build_tile", "value": value})


# -- the helper ----------------------------------------------------------------------------------


def helper_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return _helper_actions(state, seat, frame, None) + [{"type": "end_helper"}]  # pips lost


def helper_named(state: State, seat: int, frame: Frame, action: Action) -> list[Action]:
    """The exchanges ``helper_actions`` lists of the action's item (no other can equal it), in
    its order: what ``resolve`` checks an exchange against."""
    item = action.get("item")
    return _helper_actions(state, seat, frame, item) if isinstance(item, str) else []


def _helper_actions(state: State, seat: int, frame: Frame, item: str | None) -> list[Action]:
    """The helper's exchanges (of ``item`` only, unless None)."""
    p = player(state, seat)
    pips = frame["pips"]
    actions: list[Action] = []
    costs = d.HELPER_COSTS
    if pips >= costs["tattoo"] and item in (None, "tattoo", "collect_shells"):
        for person in p["people"]:
            if not person["shifted"]:
                kind = "tattoo" if person["tile"][0] == "M" else "collect_shells"
                actions.append({"type": "helper", "item": kind, "tile": person["tile"]})
    if pips >= costs["vp"] and item in (None, "vp"):
        actions.append({"type": "helper", "item": "vp"})
    if pips >= costs["offering"] and item in (None, "offering"):
        actions.append({"type": "helper", "item": "offering"})
    if pips >= costs["god_card"] and item in (None, "god_card"):
        actions += [
            {"type": "helper", "item": "god_card", "source": s} for s in god_card_sources(state)
        ]
    if pips >= costs["material"] and item in (None, "material"):
        actions += material_actions(p, d.MATERIALS, type="helper", item="material")
    if pips >= costs["move_hut"] and item in (None, "move_hut") and can_move_hut_to_12(p):
        actions.append({"type": "helper", "item": "move_hut"})
    return actions


def handle_helper(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    item = action["item"]
    pips_left = frame["pips"] - d.HELPER_COSTS[item]
    res.update(pips=pips_left)
    if item in ("tattoo", "collect_shells"):
        res.emit({"type": "shift", "seat": seat, "tile": action["tile"]})
    elif item == "vp":
        res.emit({"type": "gain", "seat": seat, "vp": 1})
    elif item == "offering":
        res.emit({"type": "gain", "seat": seat, "offerings": 1})
    elif item == "god_card":
        draw_god_card(res, seat, action["source"])
    elif item == "material":
        gain_material(res, seat, action["material"], action["cell"])
    elif item == "move_hut":
        res.emit({"type": "move_huts", "seat": seat, "count": 1})
    if pips_left == 0:  # (not read back from the table: that would bring it up to date)
        res.pop()


def handle_end(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    """Ending a decision that may stop early (helper, person actions, final tasks)."""
    res.pop()


# -- the temple ----------------------------------------------------------------------------------


def temple_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return [{"type": "place_priest", "space": s} for s in range(1, frame["value"] + 1)]


def handle_place_priest(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    res.emit({"type": "priest", "seat": seat, "space": action["space"]})
    push_fire_bonus(res)
