"""The rules of The Great Zimbabwe: setup, legality, legal actions, resolve and apply.

Round structure (rulebook): phase I auction for turn order, phase II each player's turn,
phase III income, phase IV check for a winner. Phases III and IV need no decision, so they are
produced as effects by the action that ends the last turn of phase II.

``resolve`` works on a clone: every effect it emits is applied to the clone at once, so later
checks (whose turn is next, has anybody won) read the state as it will be.
"""

from __future__ import annotations

import random
from typing import Any

from games.engine import Action, Effect, IllegalAction, State, clone
from games.great_zimbabwe import data
from games.great_zimbabwe.board import LAND, START, build_map
from games.great_zimbabwe.state import (
    craftsman_by_id,
    effective_tech_vr,
    geo,
    god_owner,
    has_god,
    income,
    lines_with_primary,
    monument_by_id,
    monument_cells,
    occupied_cells,
    plaque_order,
    secondary_on_map,
    transport_range,
)

GOD_PLAQUE = -1

# =============================================================================================
# apply: effects -> state (no randomness, no validation)
# =============================================================================================


def _move_cattle(state: State, place: str, delta: int) -> None:
    if place == "bank":
        state["bank"] += delta
        return
    kind, _, rest = place.partition(":")
    if kind == "herd":
        state["seats"][int(rest)]["cattle"] += delta
    elif kind == "card":
        seat_text, _, card = rest.partition(":")
        cards = state["seats"][int(seat_text)]["cards"]
        value = cards.get(card, 0) + delta
        if value:
            cards[card] = value
        else:
            cards.pop(card, None)
    elif kind == "plaque":
        state["auction"]["cattle"][int(rest)] += delta


def _set_terrain(state: State, cell: int, letter: str) -> None:
    terrain = state["map"]["terrain"]
    width = len(terrain[0])
    row, col = divmod(cell, width)
    line = terrain[row]
    terrain[row] = line[:col] + letter + line[col + 1 :]


def apply_effect(state: State, effect: Effect) -> State:
    kind = effect["type"]
    seats = state["seats"]
    if kind == "cattle":
        _move_cattle(state, effect["from"], -effect["n"])
        _move_cattle(state, effect["to"], effect["n"])
    elif kind == "vr":
        player = seats[effect["seat"]]
        player["vr"] += effect["delta"]
        if effect["delta"]:
            # The disc goes on top of any discs already on that value (latest arrival).
            player["arrival"] = state["arrival_counter"]
            state["arrival_counter"] += 1
    elif kind == "vp":
        seats[effect["seat"]]["vp"] += effect["delta"]
    elif kind == "turn":
        state["turn"].update(clone(effect["set"]))
    elif kind == "map":
        state["map"] = {"terrain": list(effect["terrain"]), "tiles": clone(effect["tiles"])}
    elif kind == "components":
        state["gods_in_play"] = list(effect["gods"])
        state["gods_available"] = list(effect["gods"])
        state["specialists_available"] = list(effect["specialists"])
    elif kind == "vr_stack":
        for position, seat in enumerate(effect["order"]):
            seats[seat]["arrival"] = position
        state["arrival_counter"] = len(effect["order"])
    elif kind == "first_monuments":
        state["phase"] = "first_monuments"
        state["placing_order"] = list(effect["order"])
    elif kind == "monument":
        state["monuments"].append(
            {
                "id": len(state["monuments"]),
                "owner": effect["seat"],
                "cell": effect["cell"],
                "level": 1,
                # Built with Nomads (zoning lifted): kept so the zoning invariant can be checked.
                "nomads": effect.get("nomads", False),
            }
        )
        if state["phase"] == "first_monuments":
            state["placing_order"].pop(0)
    elif kind == "raise":
        state["monuments"][effect["monument"]]["level"] = effect["level"]
    elif kind == "auction_start":
        state["phase"] = "auction"
        state["round"] = effect["round"]
        state["turn"] = None
        state["auction"] = {
            "plaques": list(effect["plaques"]),
            "cattle": [0] * len(effect["plaques"]),
            "next_plaque": 0,
            "last_bid": 0,
            "bidders": list(effect["bidders"]),
            "to_bid": effect["bidders"][0],
            "passed": [],
            "slots": [None] * state["players"],
            "has_bid": [],
        }
    elif kind == "bid":
        auction = state["auction"]
        auction["last_bid"] = effect["amount"]
        auction["next_plaque"] = effect["next_plaque"]
        auction["has_bid"].append(effect["seat"])
    elif kind == "pass":
        auction = state["auction"]
        auction["passed"].append(effect["seat"])
        auction["slots"][effect["slot"]] = effect["seat"]
    elif kind == "auction_turn":
        state["auction"]["to_bid"] = effect["seat"]
    elif kind == "auction_end":
        state["turn_order"] = list(effect["order"])
        state["auction"] = None
        state["phase"] = "actions"
    elif kind == "turn_start":
        state["turn_index"] = effect["index"]
        state["turn"] = {
            "seat": effect["seat"],
            "chose": False,
            "used": [],
            "main": None,
            "built": 0,
            "nomads": False,
            "pending": None,
            "raised": [],
            "dziva_open": effect["dziva_open"],
            "dziva_set": [],
            "lines_at_start": list(effect["lines_at_start"]),
        }
    elif kind == "take_god":
        seats[effect["seat"]]["god"] = effect["god"]
        state["gods_available"].remove(effect["god"])
    elif kind == "take_specialist":
        seats[effect["seat"]]["specialists"].append(effect["specialist"])
        state["specialists_available"].remove(effect["specialist"])
    elif kind == "builder_active":
        seats[effect["seat"]]["builder_active"] = effect["active"]
    elif kind == "place_resource":
        _set_terrain(state, effect["cell"], data.RESOURCE_LETTER[effect["resource"]])
        state["resource_supply"][effect["resource"]] -= 1
    elif kind == "place_water":
        for cell in effect["cells"]:
            _set_terrain(state, cell, "~")
        state["water_tiles"] -= 1
    elif kind == "take_tech":
        state["tech_stacks"][effect["craftsman"]].remove(effect["card"])
        seats[effect["seat"]]["techs"][effect["craftsman"]] = {"card": effect["card"], "price": 1}
    elif kind == "price":
        seats[effect["seat"]]["techs"][effect["craftsman"]]["price"] = effect["price"]
    elif kind == "craftsman":
        state["craftsmen_supply"][effect["craftsman"]] -= 1
        state["craftsmen"].append(
            {
                "id": len(state["craftsmen"]),
                "type": effect["craftsman"],
                "owner": effect["seat"],
                "cells": list(effect["cells"]),
            }
        )
    elif kind == "mark_used":
        key = str(effect["cell"])
        state["used"][key] = state["used"].get(key, 0) + 1
    elif kind == "clear_used":
        state["used"] = {}
    elif kind == "game_over":
        state["phase"] = "over"
        state["turn"] = None
        state["result"] = {"winners": list(effect["winners"]), "scores": dict(effect["scores"])}
    else:  # pragma: no cover - effects are produced by this module only
        raise ValueError(f"unknown effect {kind!r}")
    return state


class Emitter:
    """Collects effects and applies each to a working copy as it is produced."""

    def __init__(self, state: State):
        self.state = clone(state)
        self.effects: list[Effect] = []

    def __call__(self, effect: Effect) -> None:
        apply_effect(self.state, effect)
        self.effects.append(effect)

    def cattle(self, source: str, target: str, n: int) -> None:
        if n > 0:
            self({"type": "cattle", "from": source, "to": target, "n": n})

    def turn(self, **values: Any) -> None:
        self({"type": "turn", "set": values})


def herd(seat: int) -> str:
    return f"herd:{seat}"


def card(seat: int, name: str) -> str:
    return f"card:{seat}:{name}"


# =============================================================================================
# setup
# =============================================================================================


def setup_effects(players: int, options: dict[str, Any], rng: random.Random) -> list[Effect]:
    from games.great_zimbabwe.state import new_state

    emit = Emitter(new_state(players, options))
    built = build_map(players, rng)
    emit({"type": "map", "terrain": built["terrain"], "tiles": built["tiles"]})
    if options.get("beginner"):
        gods = list(data.BEGINNER_GODS)
        specialists: list[str] = []
    else:
        gods = list(data.GOD_NAMES)
        rng.shuffle(gods)
        gods = sorted(gods[: data.GODS_IN_PLAY], key=data.GOD_NAMES.index)
        specialists = list(data.SPECIALIST_NAMES)
    emit({"type": "components", "gods": gods, "specialists": specialists})
    for seat in range(players):
        emit.cattle("bank", herd(seat), data.START_CATTLE)
    # VR discs are drawn at random and stacked on 20, the first drawn at the bottom.
    stack = list(range(players))
    rng.shuffle(stack)
    emit({"type": "vr_stack", "order": stack})
    # First monuments are placed from the top of the stack downwards (R-ES).
    emit({"type": "first_monuments", "order": list(reversed(stack))})
    return emit.effects


# =============================================================================================
# reading rules (predicates named like the rulebook)
# =============================================================================================


def is_empty_land(state: State, cell: int, occupied: set[int] | None = None) -> bool:
    """Land with nothing on it: no water, start area, resource, monument or craftsman."""
    g = geo(state)
    if not 0 <= cell < g.size or g.flat[cell] != LAND:
        return False
    occupied = occupied_cells(state) if occupied is None else occupied
    return cell not in occupied


def free_start_areas(state: State) -> list[int]:
    taken = monument_cells(state)
    return [cell for cell in geo(state).cells_of(START) if cell not in taken]


def violates_zoning(state: State, cell: int) -> bool:
    """A new monument may not touch (8 directions) any monument of any player."""
    monuments = monument_cells(state)
    return any(other in monuments for other in geo(state).neighbors[cell])


def monument_sites(state: State, seat: int) -> list[int]:
    turn = state["turn"]
    occupied = occupied_cells(state)
    g = geo(state)
    monuments = monument_cells(state)
    sites = []
    for cell in range(g.size):
        if g.flat[cell] != LAND or cell in occupied:
            continue
        if not turn["nomads"] and any(other in monuments for other in g.neighbors[cell]):
            continue
        sites.append(cell)
    return sites


def may_build_monument_now(state: State, seat: int) -> bool:
    turn = state["turn"]
    if turn["main"] is None:
        return True
    return turn["main"] == "build" and has_god(state, seat, "obatala") and turn["built"] < 2


def vr_after_god(state: State, seat: int, god: str) -> int:
    """Gu lowers every owned technology card to 1 VR before adding its own VR (rulebook)."""
    player = state["seats"][seat]
    vr = player["vr"] + data.GODS[god]["vr"]
    if god == "gu":
        for craftsman, tech in player["techs"].items():
            vr -= data.tech_vr(craftsman, tech["card"]) - data.GU_TECH_VR
    return vr


def can_choose_god(state: State, seat: int, god: str) -> str | None:
    """None when allowed, else the broken rule."""
    turn = state["turn"]
    if turn["chose"]:
        return "you may take only one god or specialist per turn"
    if state["seats"][seat]["god"] is not None:
        return "a tribe adores only one god for the whole game"
    if god not in state["gods_available"]:
        return f"{god} is not available"
    if vr_after_god(state, seat, god) > data.MAX_VR:
        return "taking that god would raise your VR above 40"
    return None


def specialist_cost_options(state: State, seat: int, specialist: str) -> list[int]:
    """The use costs the player can pay now (empty if the specialist cannot be used)."""
    player = state["seats"][seat]
    if specialist == "shaman" and (
        not any(state["resource_supply"].values()) or not empty_land_cells(state)
    ):
        return []
    if specialist == "rain_ceremony" and (state["water_tiles"] <= 0 or not water_sites(state)):
        return []
    return [cost for cost in data.SPECIALISTS[specialist]["use_cost"] if cost <= player["cattle"]]


def can_hire_specialist(state: State, seat: int, specialist: str) -> str | None:
    turn = state["turn"]
    if turn["chose"]:
        return "you may take only one god or specialist per turn"
    if specialist not in state["specialists_available"]:
        return f"the {specialist} is not available"
    if state["seats"][seat]["vr"] + data.SPECIALISTS[specialist]["vr"] > data.MAX_VR:
        return "hiring that specialist would raise your VR above 40"
    if not specialist_cost_options(state, seat, specialist):
        return "a hired specialist must be paid and used this turn, and you cannot use it now"
    return None


def can_use_specialist(state: State, seat: int, specialist: str) -> str | None:
    turn = state["turn"]
    pending = turn["pending"]
    if specialist not in state["seats"][seat]["specialists"]:
        return f"you do not own the {specialist}"
    if specialist in turn["used"]:
        return "each specialist may be used only once per turn"
    if pending is not None and not (
        pending["kind"] == "use_hired" and pending["specialist"] == specialist
    ):
        return "finish the current step first"
    if not specialist_cost_options(state, seat, specialist):
        return f"you cannot pay or use the {specialist} now"
    return None


def empty_land_cells(state: State) -> list[int]:
    g = geo(state)
    occupied = occupied_cells(state)
    return [cell for cell in range(g.size) if g.flat[cell] == LAND and cell not in occupied]


def water_sites(state: State) -> list[list[int]]:
    """Two orthogonally adjacent empty land squares for a Rain Ceremony water tile."""
    g = geo(state)
    empty = set(empty_land_cells(state))
    return [pair for pair in g.orthogonal_pairs() if pair[0] in empty and pair[1] in empty]


# -- craftsmen ---------------------------------------------------------------------------------


def resource_stops(state: State) -> frozenset[int]:
    """Craftsman-resource legs: monuments are ordinary squares (digest Q6) unless the flag."""
    return monument_cells(state) if data.MONUMENTS_BLOCK_RESOURCE_LEGS else frozenset()


def free_resources(state: State, craftsman: str) -> tuple[int, ...]:
    """Resources of the type's kind not in range of any craftsman of the same type."""
    g = geo(state)
    limit = transport_range(state)
    stops = resource_stops(state)
    letter = data.RESOURCE_LETTER[data.CRAFTSMEN[craftsman]["resource"]]
    covered: set[int] = set()
    for other in state["craftsmen"]:
        if other["type"] == craftsman:
            covered.update(g.reach(tuple(other["cells"]), limit, stops))
    return tuple(cell for cell in g.cells_of(letter) if cell not in covered)


def craftsman_blocker(state: State, seat: int, craftsman: str) -> str | None:
    """Why the player cannot start placing this type at all (ignoring the site), or None."""
    info = data.CRAFTSMEN[craftsman]
    player = state["seats"][seat]
    turn = state["turn"]
    if state["craftsmen_supply"][craftsman] <= 0:
        return f"all {data.CRAFTSMEN_PER_TYPE} {craftsman} tiles are on the map"
    if craftsman not in player["techs"]:
        stack = state["tech_stacks"][craftsman]
        if not stack:
            return f"no {craftsman} technology card is left"
        added = data.GU_TECH_VR if has_god(state, seat, "gu") else data.tech_vr(craftsman, stack[0])
        if player["vr"] + added > data.MAX_VR:
            return "taking that technology card would raise your VR above 40"
    if player["cattle"] < info["build_cost"]:
        return f"a {craftsman} costs {info['build_cost']} cattle"
    if info["tier"] == "secondary" and info["line"] not in turn["lines_at_start"]:
        return (
            "you may not place the first primary craftsman of a line and its secondary "
            "in the same turn"
        )
    return None


def craftsman_sites(state: State, craftsman: str, first_only: bool = False) -> list[list[int]]:
    """Every footprint where a craftsman of this type may be placed now (or just the first)."""
    info = data.CRAFTSMEN[craftsman]
    g = geo(state)
    limit = transport_range(state)
    free = free_resources(state, craftsman)
    if not free:
        return []
    region = g.reach(free, limit, resource_stops(state))
    primary_region: frozenset[int] | None = None
    if info["tier"] == "secondary":
        primary_cells = sorted(
            cell for c in state["craftsmen"] if c["type"] == info["requires"] for cell in c["cells"]
        )
        if not primary_cells:
            return []
        # Secondary to primary: hubs allowed and free when placing.
        primary_region = g.closure(tuple(primary_cells), limit, monument_cells(state))
    occupied = occupied_cells(state)
    sites = []
    for cells in g.land_footprints(info["shape"]):
        if not any(cell in region for cell in cells):
            continue
        if any(cell in occupied for cell in cells):
            continue
        if primary_region is not None and not any(cell in primary_region for cell in cells):
            continue
        sites.append(cells)
        if first_only:
            break
    return sites


def may_place_craftsmen_now(state: State) -> bool:
    return state["turn"]["main"] in (None, "craftsmen")


# -- raising monuments ---------------------------------------------------------------------------


def resource_capacity(state: State, seat: int, cell: int) -> int:
    """How many more used markers this player may put on a resource (2 in all with Atete)."""
    limit = data.ATETE_MARKERS_PER_RESOURCE if has_god(state, seat, "atete") else 1
    return limit - state["used"].get(str(cell), 0)


def resources_in_reach(state: State, craftsman: dict) -> list[int]:
    g = geo(state)
    letter = data.RESOURCE_LETTER[data.CRAFTSMEN[craftsman["type"]]["resource"]]
    if data.MONUMENTS_BLOCK_RESOURCE_LEGS:
        reached = g.reach(tuple(craftsman["cells"]), transport_range(state), resource_stops(state))
        return sorted(cell for cell in reached if g.flat[cell] == letter)
    return g.resources_near(tuple(craftsman["cells"]), transport_range(state), letter)


def good_price(state: State, seat: int, craftsman: dict) -> int:
    if has_god(state, seat, "anansi"):
        return data.ANANSI_PRICE
    owner = state["seats"][craftsman["owner"]]
    return owner["techs"][craftsman["type"]]["price"]


def good_options(state: State, seat: int, monument: dict) -> list[dict]:
    """Every way to buy one ritual good for this monument, ignoring cattle and markers.

    Each option: line, seller (and primary for a secondary good), hub fees by the fewest-hubs
    route, prices, and the resource squares each craftsman could mark.
    """
    g = geo(state)
    limit = transport_range(state)
    monuments = monument_cells(state)
    origin = (monument["cell"],)
    options = []
    for seller in state["craftsmen"]:
        info = data.CRAFTSMEN[seller["type"]]
        line = info["line"]
        if info["tier"] == "primary" and secondary_on_map(state, line):
            continue  # primary goods of a line with a secondary on the map are not ritual goods
        hubs = g.hubs_needed(origin, tuple(seller["cells"]), limit, monuments)
        if hubs is None:
            continue
        seller_resources = resources_in_reach(state, seller)
        if not seller_resources:
            continue
        if info["tier"] == "primary":
            options.append(
                {
                    "line": line,
                    "seller": seller["id"],
                    "primary": None,
                    "fees": hubs,
                    "prices": [good_price(state, seat, seller)],
                    "seller_resources": seller_resources,
                    "primary_resources": [],
                }
            )
            continue
        for primary in state["craftsmen"]:
            if primary["type"] != info["requires"]:
                continue
            more_hubs = g.hubs_needed(
                tuple(seller["cells"]), tuple(primary["cells"]), limit, monuments
            )
            if more_hubs is None:
                continue
            primary_resources = resources_in_reach(state, primary)
            if not primary_resources:
                continue
            options.append(
                {
                    "line": line,
                    "seller": seller["id"],
                    "primary": primary["id"],
                    "fees": hubs + more_hubs,
                    "prices": [good_price(state, seat, seller), good_price(state, seat, primary)],
                    "seller_resources": seller_resources,
                    "primary_resources": primary_resources,
                }
            )
    options.sort(key=lambda o: (data.LINES.index(o["line"]), o["seller"], o["primary"] or -1))
    return options


def option_cost(option: dict) -> int:
    return option["fees"] * data.HUB_FEE + sum(option["prices"])


def resource_choices(option: dict, capacity: dict[int, int]) -> list[tuple[int, int | None]]:
    """(seller resource, primary resource) pairs with a free marker spot for each."""
    choices = []
    for mine in option["seller_resources"]:
        if capacity[mine] <= 0:
            continue
        if option["primary"] is None:
            choices.append((mine, None))
            continue
        for theirs in option["primary_resources"]:
            if capacity[theirs] - (1 if theirs == mine else 0) > 0:
                choices.append((mine, theirs))
    return choices


def can_complete(
    options: list[dict],
    needed: int,
    lines_used: list[str],
    cattle: int,
    capacity: dict[int, int],
    same_lines_allowed: bool,
    start: int = 0,
) -> bool:
    """Can ``needed`` more goods be bought (different lines unless Tsui'Goab)?

    Goods form a set, so the search takes options in index order only (no permutations).
    """
    if needed == 0:
        return True
    for index in range(start, len(options)):
        option = options[index]
        if not same_lines_allowed and option["line"] in lines_used:
            continue
        cost = option_cost(option)
        if cost > cattle:
            continue
        for mine, theirs in resource_choices(option, capacity):
            capacity[mine] -= 1
            if theirs is not None:
                capacity[theirs] -= 1
            ok = can_complete(
                options,
                needed - 1,
                lines_used + [option["line"]],
                cattle - cost,
                capacity,
                same_lines_allowed,
                index if same_lines_allowed else index + 1,
            )
            capacity[mine] += 1
            if theirs is not None:
                capacity[theirs] += 1
            if ok:
                return True
    return False


def capacity_map(state: State, seat: int, options: list[dict]) -> dict[int, int]:
    cells = {c for o in options for c in o["seller_resources"] + o["primary_resources"]}
    return {cell: resource_capacity(state, seat, cell) for cell in cells}


def monument_can_be_raised(state: State, seat: int, monument: dict) -> str | None:
    turn = state["turn"]
    if monument["owner"] != seat:
        return "you may raise only your own monuments"
    if monument["level"] >= data.MAX_MONUMENT_LEVEL:
        return "a level 5 monument cannot be raised further"
    if monument["id"] in turn["raised"]:
        return "each monument may be raised only one level per turn"
    options = good_options(state, seat, monument)
    capacity = capacity_map(state, seat, options)
    if not can_complete(
        options,
        monument["level"],
        [],
        state["seats"][seat]["cattle"],
        capacity,
        has_god(state, seat, "tsui_goab"),
    ):
        return (
            f"you cannot gather {monument['level']} different ritual goods you can pay for "
            "for that monument"
        )
    return None


def buy_choices(state: State, seat: int) -> list[dict]:
    """Every buy_good action that still lets the current monument be completed."""
    pending = state["turn"]["pending"]
    monument = state["monuments"][pending["monument"]]
    options = good_options(state, seat, monument)
    capacity = capacity_map(state, seat, options)
    same = has_god(state, seat, "tsui_goab")
    cattle = state["seats"][seat]["cattle"]
    actions = []
    for option in options:
        if not same and option["line"] in pending["lines"]:
            continue
        cost = option_cost(option)
        if cost > cattle:
            continue
        for mine, theirs in resource_choices(option, capacity):
            capacity[mine] -= 1
            if theirs is not None:
                capacity[theirs] -= 1
            if can_complete(
                options,
                pending["needed"] - 1,
                pending["lines"] + [option["line"]],
                cattle - cost,
                capacity,
                same,
            ):
                action = {"type": "buy_good", "craftsman": option["seller"], "resource": mine}
                if theirs is not None:
                    action["primary"] = option["primary"]
                    action["primary_resource"] = theirs
                actions.append(action)
            capacity[mine] += 1
            if theirs is not None:
                capacity[theirs] += 1
    return actions


# =============================================================================================
# legal actions
# =============================================================================================


def to_act(state: State) -> list[int]:
    phase = state["phase"]
    if phase == "first_monuments":
        return [state["placing_order"][0]]
    if phase == "auction":
        return [state["auction"]["to_bid"]]
    if phase == "actions":
        return [state["turn"]["seat"]]
    return []


def bid_range(state: State, seat: int) -> range:
    auction = state["auction"]
    lowest = auction["last_bid"] + 1
    highest = state["seats"][seat]["cattle"] + elegua_bonus(state, seat)
    return range(lowest, highest + 1)


def elegua_bonus(state: State, seat: int) -> int:
    """Elegua: up to 3 cattle of the player's first bid each auction come from the bank."""
    if has_god(state, seat, "elegua") and seat not in state["auction"]["has_bid"]:
        return data.ELEGUA_FREE_CATTLE
    return 0


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    phase = state["phase"]
    if phase == "first_monuments":
        return [{"type": "place_first_monument", "cell": c} for c in free_start_areas(state)]
    if phase == "auction":
        bids = [{"type": "bid", "amount": n} for n in bid_range(state, seat)]
        return bids + [{"type": "pass"}]
    return turn_actions(state, seat)


def turn_actions(state: State, seat: int) -> list[Action]:
    turn = state["turn"]
    pending = turn["pending"]
    player = state["seats"][seat]
    if pending is not None:
        kind = pending["kind"]
        if kind == "use_hired":
            return use_specialist_actions(state, seat, pending["specialist"])
        if kind == "place_resource":
            return [{"type": "place_resource", "cell": c} for c in empty_land_cells(state)]
        if kind == "place_water":
            return [{"type": "place_water", "cells": pair} for pair in water_sites(state)]
        if kind == "place_craftsman":
            return [
                {"type": "place_craftsman", "cells": cells}
                for cells in craftsman_sites(state, pending["craftsman"])
            ]
        if kind == "set_price":
            return [
                {"type": "set_price", "craftsman": pending["craftsman"], "price": p}
                for p in data.PRICE_OPTIONS
            ]
        if kind == "raise":
            return buy_choices(state, seat)
        raise ValueError(kind)  # pragma: no cover

    actions: list[Action] = []
    if turn["dziva_open"] and has_god(state, seat, "dziva"):
        for craftsman, tech in player["techs"].items():
            if craftsman in turn["dziva_set"]:
                continue
            for price in data.PRICE_OPTIONS:
                if price != tech["price"]:
                    actions.append({"type": "dziva_price", "craftsman": craftsman, "price": price})
    if not turn["chose"]:
        for god in state["gods_available"]:
            if can_choose_god(state, seat, god) is None:
                actions.append({"type": "choose_god", "god": god})
        for specialist in state["specialists_available"]:
            if can_hire_specialist(state, seat, specialist) is None:
                actions.append({"type": "hire_specialist", "specialist": specialist})
    for specialist in player["specialists"]:
        if can_use_specialist(state, seat, specialist) is None:
            actions.extend(use_specialist_actions(state, seat, specialist))
    if may_build_monument_now(state, seat):
        actions.extend({"type": "build_monument", "cell": c} for c in monument_sites(state, seat))
    if may_place_craftsmen_now(state):
        for craftsman in data.CRAFTSMAN_TYPES:
            if craftsman_blocker(state, seat, craftsman) is None and craftsman_sites(
                state, craftsman, first_only=True
            ):
                actions.append({"type": "choose_craftsman", "craftsman": craftsman})
        for craftsman, tech in player["techs"].items():
            for price in data.PRICE_OPTIONS:
                if price > tech["price"]:
                    actions.append({"type": "raise_price", "craftsman": craftsman, "price": price})
    if turn["main"] in (None, "raise"):
        for monument in state["monuments"]:
            if monument["owner"] == seat and monument_can_be_raised(state, seat, monument) is None:
                actions.append({"type": "raise_monument", "monument": monument["id"]})
    actions.append({"type": "end_turn"})
    return actions


def use_specialist_actions(state: State, seat: int, specialist: str) -> list[Action]:
    costs = specialist_cost_options(state, seat, specialist)
    if specialist == "herd":
        return [{"type": "use_specialist", "specialist": "herd", "amount": n} for n in costs]
    if not costs:
        return []
    if specialist == "shaman":
        return [
            {"type": "use_specialist", "specialist": "shaman", "resource": r}
            for r in data.RESOURCES
            if state["resource_supply"][r] > 0
        ]
    return [{"type": "use_specialist", "specialist": specialist}]


# =============================================================================================
# resolve
# =============================================================================================


def _field(action: Action, key: str, kind: type) -> Any:
    if key not in action:
        raise IllegalAction(f"the action needs a {key!r}")
    value = action[key]
    if kind is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise IllegalAction(f"{key!r} must be a whole number")
    if kind is str and not isinstance(value, str):
        raise IllegalAction(f"{key!r} must be a text")
    if kind is list and not isinstance(value, list):
        raise IllegalAction(f"{key!r} must be a list")
    return value


def resolve(state: State, seat: int, action: Action) -> list[Effect]:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("an action is an object with a 'type'")
    if state["phase"] == "over":
        raise IllegalAction("the game is over")
    if seat not in to_act(state):
        raise IllegalAction("it is not your turn")
    emit = Emitter(state)
    kind = action["type"]
    phase = state["phase"]
    if phase == "first_monuments":
        if kind != "place_first_monument":
            raise IllegalAction("each player first places a monument on a free start area")
        resolve_first_monument(emit, seat, action)
    elif phase == "auction":
        if kind == "bid":
            resolve_bid(emit, seat, action)
        elif kind == "pass":
            resolve_pass(emit, seat)
        else:
            raise IllegalAction("during the auction you may only bid or pass")
    else:
        resolve_turn_action(emit, seat, action)
    return emit.effects


def resolve_first_monument(emit: Emitter, seat: int, action: Action) -> None:
    cell = _field(action, "cell", int)
    state = emit.state
    if cell not in free_start_areas(state):
        raise IllegalAction("the first monument goes on a free start area")
    emit({"type": "monument", "seat": seat, "cell": cell})
    emit({"type": "vp", "seat": seat, "delta": data.MONUMENT_VP_TOTAL[1]})
    if not emit.state["placing_order"]:
        start_round(emit)


# -- phase I: auction ----------------------------------------------------------------------------


def start_round(emit: Emitter) -> None:
    state = emit.state
    bidders = plaque_order(state)
    plaques = list(bidders)
    # Shadipinyi's plaque sits in front only while somebody adores him (digest Q5).
    if god_owner(state, "shadipinyi") is not None:
        plaques.insert(0, GOD_PLAQUE)
    emit(
        {
            "type": "auction_start",
            "round": state["round"] + 1,
            "plaques": plaques,
            "bidders": bidders,
        }
    )


def next_bidder(state: State, seat: int) -> int:
    auction = state["auction"]
    bidders = auction["bidders"]
    index = bidders.index(seat)
    for step in range(1, len(bidders) + 1):
        candidate = bidders[(index + step) % len(bidders)]
        if candidate not in auction["passed"]:
            return candidate
    return seat  # pragma: no cover - the auction ends before this


def resolve_bid(emit: Emitter, seat: int, action: Action) -> None:
    amount = _field(action, "amount", int)
    state = emit.state
    auction = state["auction"]
    if amount <= auction["last_bid"]:
        low = auction["last_bid"] + 1
        raise IllegalAction(f"a bid must be at least {low} (one more than the last bid)")
    free = min(elegua_bonus(state, seat), amount)
    if amount - free > state["seats"][seat]["cattle"]:
        raise IllegalAction("you cannot bid more cattle than you have")
    # Deal the cattle one by one round the plaques, continuing after the last one fed.
    plaques = auction["plaques"]
    position = auction["next_plaque"]
    for cow in range(amount):
        source = "bank" if cow < free else herd(seat)
        emit.cattle(source, f"plaque:{position}", 1)
        position = (position + 1) % len(plaques)
    emit(
        {"type": "bid", "seat": seat, "amount": amount, "from_bank": free, "next_plaque": position}
    )
    emit({"type": "auction_turn", "seat": next_bidder(emit.state, seat)})


def resolve_pass(emit: Emitter, seat: int) -> None:
    state = emit.state
    auction = state["auction"]
    last_free = max(i for i, s in enumerate(auction["slots"]) if s is None)
    emit({"type": "pass", "seat": seat, "slot": last_free})
    auction = emit.state["auction"]
    remaining = [s for s in auction["bidders"] if s not in auction["passed"]]
    if len(remaining) > 1:
        emit({"type": "auction_turn", "seat": next_bidder(emit.state, seat)})
        return
    # The last player in takes the remaining (first) space without bidding again.
    emit({"type": "pass", "seat": remaining[0], "slot": 0})
    end_auction(emit)


def end_auction(emit: Emitter) -> None:
    state = emit.state
    auction = state["auction"]
    for index, owner in enumerate(auction["plaques"]):
        taker = god_owner(state, "shadipinyi") if owner == GOD_PLAQUE else owner
        emit.cattle(f"plaque:{index}", herd(taker), auction["cattle"][index])
    emit({"type": "auction_end", "order": list(emit.state["auction"]["slots"])})
    start_turn(emit, 0)


# -- phase II: turns -----------------------------------------------------------------------------


def start_turn(emit: Emitter, index: int) -> None:
    state = emit.state
    seat = state["turn_order"][index]
    emit(
        {
            "type": "turn_start",
            "seat": seat,
            "index": index,
            "dziva_open": has_god(state, seat, "dziva"),
            "lines_at_start": lines_with_primary(state),
        }
    )


def resolve_turn_action(emit: Emitter, seat: int, action: Action) -> None:
    kind = action["type"]
    handler = TURN_HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(f"{kind!r} is not an action of a player's turn")
    state = emit.state
    turn = state["turn"]
    pending = turn["pending"]
    if pending is not None and kind not in PENDING_ACCEPTS[pending["kind"]]:
        raise IllegalAction(PENDING_REASON[pending["kind"]])
    if turn["dziva_open"] and kind not in ("dziva_price",):
        # Dziva's price change is at the start of the turn (or on taking him): close it.
        emit.turn(dziva_open=False)
    handler(emit, seat, action)


PENDING_ACCEPTS = {
    "use_hired": {"use_specialist"},
    "place_resource": {"place_resource"},
    "place_water": {"place_water"},
    "place_craftsman": {"place_craftsman"},
    "set_price": {"set_price"},
    "raise": {"buy_good"},
}
PENDING_REASON = {
    "use_hired": "a specialist hired this turn must be paid and used first",
    "place_resource": "the Shaman was paid, so place the resource tile first",
    "place_water": "the Rain Ceremony was paid, so place the water tile first",
    "place_craftsman": "place the chosen craftsman first",
    "set_price": "set the price of the new technology card first",
    "raise": "finish buying the ritual goods for this monument first",
}


def do_choose_god(emit: Emitter, seat: int, action: Action) -> None:
    god = _field(action, "god", str)
    state = emit.state
    reason = can_choose_god(state, seat, god)
    if reason:
        raise IllegalAction(reason)
    delta = vr_after_god(state, seat, god) - state["seats"][seat]["vr"]
    emit({"type": "take_god", "seat": seat, "god": god})
    emit({"type": "vr", "seat": seat, "delta": delta})
    emit.turn(chose=True)
    if god == "dziva":
        emit.turn(dziva_open=True, dziva_set=[])


def do_hire_specialist(emit: Emitter, seat: int, action: Action) -> None:
    specialist = _field(action, "specialist", str)
    reason = can_hire_specialist(emit.state, seat, specialist)
    if reason:
        raise IllegalAction(reason)
    emit({"type": "take_specialist", "seat": seat, "specialist": specialist})
    emit({"type": "vr", "seat": seat, "delta": data.SPECIALISTS[specialist]["vr"]})
    emit.turn(chose=True, pending={"kind": "use_hired", "specialist": specialist})


def do_use_specialist(emit: Emitter, seat: int, action: Action) -> None:
    specialist = _field(action, "specialist", str)
    state = emit.state
    if specialist not in data.SPECIALISTS:
        raise IllegalAction(f"there is no specialist called {specialist!r}")
    reason = can_use_specialist(state, seat, specialist)
    if reason:
        raise IllegalAction(reason)
    costs = specialist_cost_options(state, seat, specialist)
    cost = costs[0]
    if specialist == "herd":
        cost = _field(action, "amount", int)
        if cost not in data.HERD_BONUS:
            raise IllegalAction("the Herd takes 2, 4 or 6 cattle")
        if cost not in costs:
            raise IllegalAction("you do not have that many cattle")
    resource = None
    if specialist == "shaman":
        resource = _field(action, "resource", str)
        if state["resource_supply"].get(resource, 0) <= 0:
            raise IllegalAction(f"no {resource} resource tile is left in the supply")
    used = state["turn"]["used"] + [specialist]
    emit.cattle(herd(seat), card(seat, f"specialist:{specialist}"), cost)
    pending = None
    if specialist == "herd":
        emit.cattle("bank", card(seat, "specialist:herd"), data.HERD_BONUS[cost])
    elif specialist == "nomads":
        emit.turn(nomads=True)
    elif specialist == "builder":
        emit({"type": "builder_active", "seat": seat, "active": True})
    elif specialist == "shaman":
        pending = {"kind": "place_resource", "resource": resource}
    elif specialist == "rain_ceremony":
        pending = {"kind": "place_water"}
    emit.turn(used=used, pending=pending)


def do_place_resource(emit: Emitter, seat: int, action: Action) -> None:
    cell = _field(action, "cell", int)
    if not is_empty_land(emit.state, cell):
        raise IllegalAction("a resource tile goes on an empty land square")
    resource = emit.state["turn"]["pending"]["resource"]
    emit({"type": "place_resource", "cell": cell, "resource": resource})
    emit.turn(pending=None)


def do_place_water(emit: Emitter, seat: int, action: Action) -> None:
    cells = _field(action, "cells", list)
    if sorted(cells) not in water_sites(emit.state) or cells != sorted(cells):
        raise IllegalAction("a water tile covers two orthogonally adjacent empty land squares")
    emit({"type": "place_water", "cells": cells})
    emit.turn(pending=None)


def do_build_monument(emit: Emitter, seat: int, action: Action) -> None:
    cell = _field(action, "cell", int)
    state = emit.state
    if not may_build_monument_now(state, seat):
        raise IllegalAction("your turn has one main action and it is not Build Monument")
    if not is_empty_land(state, cell):
        raise IllegalAction("a monument goes on an empty land square")
    if not state["turn"]["nomads"] and violates_zoning(state, cell):
        raise IllegalAction("a new monument may not be next to another monument (Nomads lift this)")
    emit({"type": "monument", "seat": seat, "cell": cell, "nomads": state["turn"]["nomads"]})
    emit({"type": "vp", "seat": seat, "delta": data.MONUMENT_VP_TOTAL[1]})
    emit.turn(main="build", built=state["turn"]["built"] + 1)


def do_choose_craftsman(emit: Emitter, seat: int, action: Action) -> None:
    craftsman = _field(action, "craftsman", str)
    state = emit.state
    if craftsman not in data.CRAFTSMEN:
        raise IllegalAction(f"there is no craftsman called {craftsman!r}")
    if not may_place_craftsmen_now(state):
        raise IllegalAction("your turn has one main action and it is not Place Craftsmen")
    reason = craftsman_blocker(state, seat, craftsman)
    if reason:
        raise IllegalAction(reason)
    if not craftsman_sites(state, craftsman, first_only=True):
        raise IllegalAction(
            f"no {craftsman} site reaches a resource that no other {craftsman} reaches"
        )
    emit.turn(main="craftsmen", pending={"kind": "place_craftsman", "craftsman": craftsman})


def do_place_craftsman(emit: Emitter, seat: int, action: Action) -> None:
    cells = _field(action, "cells", list)
    state = emit.state
    craftsman = state["turn"]["pending"]["craftsman"]
    if cells not in craftsman_sites(state, craftsman):
        raise IllegalAction(
            f"a {craftsman} needs empty land in its shape, within range of a resource no other "
            f"{craftsman} reaches"
            + (
                " and of its primary craftsman"
                if data.CRAFTSMEN[craftsman]["tier"] == "secondary"
                else ""
            )
        )
    info = data.CRAFTSMEN[craftsman]
    player = state["seats"][seat]
    new_card = craftsman not in player["techs"]
    if new_card:
        card_index = state["tech_stacks"][craftsman][0]
        emit({"type": "take_tech", "seat": seat, "craftsman": craftsman, "card": card_index})
        emit({"type": "vr", "seat": seat, "delta": effective_tech_vr(emit.state, seat, craftsman)})
    cost = info["build_cost"]
    to_builder = min(data.BUILDER_SHARE, cost) if player["builder_active"] else 0
    emit.cattle(herd(seat), card(seat, "specialist:builder"), to_builder)
    emit.cattle(herd(seat), "bank", cost - to_builder)
    emit({"type": "craftsman", "seat": seat, "craftsman": craftsman, "cells": cells})
    emit({"type": "vp", "seat": seat, "delta": info["vp"]})
    pending = {"kind": "set_price", "craftsman": craftsman} if new_card else None
    emit.turn(pending=pending)


def do_set_price(emit: Emitter, seat: int, action: Action) -> None:
    price = _field(action, "price", int)
    craftsman = emit.state["turn"]["pending"]["craftsman"]
    if action.get("craftsman", craftsman) != craftsman:
        raise IllegalAction(f"set the price of the new {craftsman} card")
    if price not in data.PRICE_OPTIONS:
        raise IllegalAction("a price is 1, 2 or 3 cattle")
    emit({"type": "price", "seat": seat, "craftsman": craftsman, "price": price})
    emit.turn(pending=None)


def do_raise_price(emit: Emitter, seat: int, action: Action) -> None:
    craftsman = _field(action, "craftsman", str)
    price = _field(action, "price", int)
    state = emit.state
    if not may_place_craftsmen_now(state):
        raise IllegalAction("prices may be raised only with the Place Craftsmen action")
    tech = state["seats"][seat]["techs"].get(craftsman)
    if tech is None:
        raise IllegalAction(f"you do not own a {craftsman} technology card")
    if price not in data.PRICE_OPTIONS or price <= tech["price"]:
        raise IllegalAction("prices only go up, to 2 or 3 cattle")
    emit({"type": "price", "seat": seat, "craftsman": craftsman, "price": price})
    emit.turn(main="craftsmen")


def do_dziva_price(emit: Emitter, seat: int, action: Action) -> None:
    craftsman = _field(action, "craftsman", str)
    price = _field(action, "price", int)
    state = emit.state
    turn = state["turn"]
    if not has_god(state, seat, "dziva"):
        raise IllegalAction("only Dziva's worshipper may change prices freely")
    if not turn["dziva_open"]:
        raise IllegalAction("Dziva's price change comes at the start of the turn")
    tech = state["seats"][seat]["techs"].get(craftsman)
    if tech is None:
        raise IllegalAction(f"you do not own a {craftsman} technology card")
    if craftsman in turn["dziva_set"]:
        raise IllegalAction("each price is changed once per turn")
    if price not in data.PRICE_OPTIONS or price == tech["price"]:
        raise IllegalAction("the new price must be 1, 2 or 3 and differ from the current one")
    emit({"type": "price", "seat": seat, "craftsman": craftsman, "price": price})
    emit.turn(dziva_set=turn["dziva_set"] + [craftsman])


def do_raise_monument(emit: Emitter, seat: int, action: Action) -> None:
    monument_id = _field(action, "monument", int)
    state = emit.state
    if state["turn"]["main"] not in (None, "raise"):
        raise IllegalAction("your turn has one main action and it is not Raise Monuments")
    monument = monument_by_id(state, monument_id)
    if monument is None:
        raise IllegalAction("there is no such monument")
    reason = monument_can_be_raised(state, seat, monument)
    if reason:
        raise IllegalAction(reason)
    emit.turn(
        main="raise",
        pending={
            "kind": "raise",
            "monument": monument_id,
            "needed": monument["level"],
            "lines": [],
        },
    )


def do_buy_good(emit: Emitter, seat: int, action: Action) -> None:
    seller_id = _field(action, "craftsman", int)
    resource = _field(action, "resource", int)
    state = emit.state
    seller = craftsman_by_id(state, seller_id)
    if seller is None:
        raise IllegalAction("there is no such craftsman")
    wanted = {"type": "buy_good", "craftsman": seller_id, "resource": resource}
    if data.CRAFTSMEN[seller["type"]]["tier"] == "secondary":
        wanted["primary"] = _field(action, "primary", int)
        wanted["primary_resource"] = _field(action, "primary_resource", int)
    if wanted not in buy_choices(state, seat):
        raise IllegalAction(
            "that good cannot be bought: the craftsman must be in range of the monument (hubs "
            "allowed), have an unused resource in range 3, be of a line not yet used for this "
            "monument, be affordable, and leave the rest of the goods obtainable"
        )
    pending = state["turn"]["pending"]
    monument = state["monuments"][pending["monument"]]
    option = next(
        o
        for o in good_options(state, seat, monument)
        if o["seller"] == seller_id and o["primary"] == wanted.get("primary")
    )
    # Pay each craftsman's owner onto his technology card, then the hub fees.
    sellers = [seller] + (
        [craftsman_by_id(state, wanted["primary"])] if "primary" in wanted else []
    )
    for who, price in zip(sellers, option["prices"], strict=True):
        emit.cattle(herd(seat), card(who["owner"], f"tech:{who['type']}"), price)
    qamata = god_owner(state, "qamata")
    fee_target = "bank" if qamata is None else card(qamata, "god:qamata")
    emit.cattle(herd(seat), fee_target, option["fees"] * data.HUB_FEE)
    emit({"type": "mark_used", "cell": resource})
    if "primary" in wanted:
        emit({"type": "mark_used", "cell": wanted["primary_resource"]})
    needed = pending["needed"] - 1
    lines = pending["lines"] + [option["line"]]
    if needed > 0:
        emit.turn(pending={**pending, "needed": needed, "lines": lines})
        return
    level = monument["level"]
    emit({"type": "raise", "monument": monument["id"], "level": level + 1})
    emit({"type": "vp", "seat": seat, "delta": data.monument_raise_vp(level)})
    emit.turn(pending=None, raised=emit.state["turn"]["raised"] + [monument["id"]])


def do_end_turn(emit: Emitter, seat: int, action: Action) -> None:
    state = emit.state
    index = state["turn_index"] + 1
    if index < len(state["turn_order"]):
        start_turn(emit, index)
        return
    end_round(emit)


TURN_HANDLERS = {
    "choose_god": do_choose_god,
    "hire_specialist": do_hire_specialist,
    "use_specialist": do_use_specialist,
    "place_resource": do_place_resource,
    "place_water": do_place_water,
    "build_monument": do_build_monument,
    "choose_craftsman": do_choose_craftsman,
    "place_craftsman": do_place_craftsman,
    "set_price": do_set_price,
    "raise_price": do_raise_price,
    "dziva_price": do_dziva_price,
    "raise_monument": do_raise_monument,
    "buy_good": do_buy_good,
    "end_turn": do_end_turn,
}


# -- phases III and IV ---------------------------------------------------------------------------


def end_round(emit: Emitter) -> None:
    state = emit.state
    # Phase III: cattle on cards come back, then income by the highest monument (+2 Engai).
    for seat in range(state["players"]):
        for name, count in sorted(emit.state["seats"][seat]["cards"].items()):
            emit.cattle(card(seat, name), herd(seat), count)
        emit.cattle("bank", herd(seat), income(emit.state, seat))
        if emit.state["seats"][seat]["builder_active"]:
            emit({"type": "builder_active", "seat": seat, "active": False})
    # Phase IV: a player with VP >= VR wins; ties by margin, Xango, VP, then turn order.
    state = emit.state
    order = state["turn_order"]
    reached = [
        s for s in range(state["players"]) if state["seats"][s]["vp"] >= state["seats"][s]["vr"]
    ]
    if reached:

        def rank(seat: int) -> tuple:
            player = state["seats"][seat]
            return (
                player["vp"] - player["vr"],
                1 if player["god"] == "xango" else 0,
                player["vp"],
                -order.index(seat),
            )

        winner = max(reached, key=rank)
        scores = {str(s): p["vp"] - p["vr"] for s, p in enumerate(state["seats"])}
        emit({"type": "game_over", "winners": [winner], "scores": scores})
        return
    emit({"type": "clear_used"})
    start_round(emit)
