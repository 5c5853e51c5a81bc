"""Bora Bora rules: legal actions as small steps, and their resolution into effects.

The turn structure is a stack of *frames* (``state["frames"]``): the top frame is the decision the
current seat faces now ("place a die", "choose the region", "use a Red God?", "fire bonus: card or
offering?"). Every action pops or updates the top frame and may push follow-up frames; when the stack
empties, ``advance`` moves the game on (next seat, next phase, next round, final scoring).

``resolve`` checks an action against ``legal_actions`` (so the two can never disagree), then runs
the handler on a clone, recording every change as an effect (``Tx.do``).
"""

from __future__ import annotations

import random
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.state import (
    apply_effect,
    fast_clone,
    free_person_spaces,
    huts_in_hand,
    material_count,
    player,
    regions_of,
    status_ranking,
)
from games.engine import IllegalAction

State = dict[str, Any]
Action = dict[str, Any]
Effect = dict[str, Any]


class Tx:
    """A working copy of the state plus the effects that produced it."""

    def __init__(self, state: State, rng: random.Random | None = None):
        self.state = fast_clone(state)
        self.effects: list[Effect] = []
        self.rng = rng

    def do(self, effect: Effect) -> None:
        self.effects.append(effect)
        apply_effect(self.state, effect)

    def push(self, frame: dict[str, Any]) -> None:
        self.do({"type": "push", "frame": frame})

    def pop(self) -> None:
        self.do({"type": "pop"})

    def update(self, **changes: Any) -> None:
        self.do({"type": "frame", "changes": changes})


# =============================================================================================
# Rule predicates (read like the rulebook)
# =============================================================================================


def lowest_die_on(state: State, tile: str) -> int | None:
    dice = state["tiles"][tile]
    return min(die["value"] for die in dice) if dice else None


def die_fits_tile(state: State, tile: str, value: int, blue: bool) -> bool:
    """A die must be lower than every die already on the tile, unless a Blue God is used."""
    if tile == d.FISHING_TILE or blue:
        return True
    lowest = lowest_die_on(state, tile)
    return lowest is None or value < lowest


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


def can_take_person(state: State, seat: int, gender: str, value: int) -> bool:
    if free_person_spaces(player(state, seat)) == 0:
        return False
    return any(t is not None for t in state["displays"][gender][:value])


def can_place_priest(state: State, seat: int) -> bool:
    return player(state, seat)["priests"] > 0


def buildable_pairs(p: dict[str, Any]) -> list[list[int]]:
    """Two orthogonally adjacent ceremony spaces that both hold a material."""
    cells = p["cells"]
    return [pair for pair in d.CEREMONY_PAIRS if cells[pair[0]] == "m" and cells[pair[1]] == "m"]


def can_build(state: State, seat: int, value: int) -> bool:
    p = player(state, seat)
    return any(t <= value for t in p["buildings"]) and bool(buildable_pairs(p))


def can_move_hut_to_12(p: dict[str, Any]) -> bool:
    return p["huts_board"] > 0 and not p["person_on_12"]


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


def payment_options(p: dict[str, Any], god: str) -> list[str]:
    """Ways to call a god: its card + 1 offering, two identical cards + 1 offering, or a God tile."""
    options: list[str] = []
    if p["offerings"] >= 1:
        if p["hand"][god] >= 1:
            options.append("card")
        options.extend(f"pair:{c}" for c in d.GOD_COLOURS if c != god and p["hand"][c] >= 2)
    if p["god_tiles"] >= 1:
        options.append("tile")
    return options


def action_doable(state: State, seat: int, action: str, value: int) -> bool:
    if action in ("land", "water"):
        return bool(expansion_targets(state, seat, [action], value))
    if action in ("woman", "man"):
        return can_take_person(state, seat, "W" if action == "woman" else "M", value)
    if action == "temple":
        return can_place_priest(state, seat)
    if action == "build":
        return can_build(state, seat, value)
    return True  # helper


def person_counts(p: dict[str, Any], gender: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for person in p["people"]:
        g, person_type, _ = d.parse_person(person["tile"])
        if g == gender:
            counts[person_type] = counts.get(person_type, 0) + 1
    return counts


def activation_strength(person_type: str, count: int, doubled: bool) -> int:
    strength = d.PERSON_STRENGTH[person_type][min(count, 3) - 1]
    if doubled:
        strength *= 2
        if person_type in d.DIE_LIKE_TYPES:
            strength = min(strength, d.MAX_DIE)
    return strength


def activation_doable(state: State, seat: int, person_type: str, strength: int) -> bool:
    p = player(state, seat)
    if person_type == "LAND_PATH":
        return bool(expansion_targets(state, seat, ["land"], strength))
    if person_type == "WATER_PATH":
        return bool(expansion_targets(state, seat, ["water"], strength))
    if person_type == "TAKE_WOMAN":
        return can_take_person(state, seat, "W", strength)
    if person_type == "TAKE_MAN":
        return can_take_person(state, seat, "M", strength)
    if person_type == "BUILD":
        return can_build(state, seat, strength)
    if person_type == "MOVE_HUT":
        return can_move_hut_to_12(p)
    if person_type == "GOD_CARD":
        return bool(god_card_sources(state))
    return True


# -- tasks -------------------------------------------------------------------------------------


def task_metrics(state: State, seat: int, pay: str | None = None) -> dict[str, int]:
    """Every quantity a task can ask for, after paying ``pay`` for a Yellow God (if given)."""
    p = player(state, seat)
    hand = dict(p["hand"])
    offerings, god_tiles = p["offerings"], p["god_tiles"]
    if pay == "tile":
        god_tiles -= 1
    elif pay is not None:
        offerings -= 1
        if pay == "card":
            hand["yellow"] -= 1
        else:
            hand[pay.split(":")[1]] -= 2
    men = [pp for pp in p["people"] if pp["tile"][0] == "M"]
    women = [pp for pp in p["people"] if pp["tile"][0] == "W"]
    own_regions = regions_of(state, seat)
    m: dict[str, int] = {
        "men": len(men),
        "women": len(women),
        "priests": sum(1 for s in state["temple"] if s == seat),
        "regions": len(own_regions),
        "islands": len({d.ISLAND_OF[r] for r in own_regions}),
        "max_cards_one_colour": max(hand.values()),
        "card_colours": sum(1 for n in hand.values() if n > 0),
        "jewelry": len(p["jewelry"]),
        "jewelry_types": len({d.JEWELRY[j]["type"] for j in p["jewelry"]}),
        "turn_order_first": 1 if state["order"][0] == seat else 0,
        "man_types": len({d.parse_person(pp["tile"])[1] for pp in men}),
        "woman_types": len({d.parse_person(pp["tile"])[1] for pp in women}),
        "built": len(p["built"]),
        "god_tiles": god_tiles,
        "offerings": offerings,
        "shells": p["shells"],
        "materials": sum(material_count(p, mat) for mat in d.MATERIALS),
        "huts_on_12": p["huts_12"],
        "shifted_men": sum(1 for pp in men if pp["shifted"]),
        "shifted_women": sum(1 for pp in women if pp["shifted"]),
    }
    m["shifted_people"] = m["shifted_men"] + m["shifted_women"]
    for c in d.GOD_COLOURS:
        m[f"cards:{c}"] = hand[c]
    for t in d.JEWELRY_TYPES:
        m[f"jewelry:{t}"] = sum(1 for j in p["jewelry"] if d.JEWELRY[j]["type"] == t)
    for mat in d.MATERIALS:
        m[f"material:{mat}"] = material_count(p, mat)
    for t in d.REGION_TYPES:
        m[f"region_type:{t}"] = sum(1 for r in own_regions if d.REGION_TYPE[r] == t)
    for f in d.FISH_TYPES:
        m[f"fish_type:{f}"] = sum(1 for r in own_regions if state["regions"][r]["fish"][0] == f)
    for pt in d.PERSON_TYPES:
        m[f"person_type:{pt}"] = sum(1 for pp in p["people"] if d.parse_person(pp["tile"])[1] == pt)
    return m


def task_shortfalls(task: str, metrics: dict[str, int]) -> list[int]:
    return [need - metrics[name] for name, need in d.TASKS[task]["req"] if metrics[name] < need]


def task_fulfilled(state: State, seat: int, task: str) -> bool:
    return not task_shortfalls(task, task_metrics(state, seat))


def yellow_relaxes(shortfalls: list[int]) -> bool:
    """A Yellow God relaxes exactly one requirement by one unit."""
    return len(shortfalls) <= 1 and all(s == 1 for s in shortfalls)


def task_fulfilled_with_yellow(state: State, seat: int, task: str, pay: str) -> bool:
    return yellow_relaxes(task_shortfalls(task, task_metrics(state, seat, pay)))


def completion_actions(state: State, seat: int) -> list[Action]:
    p = player(state, seat)
    actions: list[Action] = []
    plain = task_metrics(state, seat)
    after_paying: dict[str, dict[str, int]] = {}
    for task in p["tasks"]:
        if not task_shortfalls(task, plain):
            actions.append({"type": "complete_task", "task": task})
            continue
        for pay in payment_options(p, "yellow"):
            if pay not in after_paying:
                after_paying[pay] = task_metrics(state, seat, pay)
            if yellow_relaxes(task_shortfalls(task, after_paying[pay])):
                actions.append({"type": "complete_task", "task": task, "yellow": pay})
    return actions


# =============================================================================================
# Legal actions per frame
# =============================================================================================


def god_actions(p: dict[str, Any], god: str, **extra: Any) -> list[Action]:
    return [
        {"type": "play_god", "god": god, "pay": pay, **extra} for pay in payment_options(p, god)
    ]


def expand_actions(state: State, seat: int, kinds: list[str], value: int) -> list[Action]:
    p = player(state, seat)
    sources = [False] * (p["huts_board"] > 0) + [True] * (p["huts_12"] > 0)
    return [
        {"type": "expand", "region": region, "from12": from12}
        for region in expansion_targets(state, seat, kinds, value)
        for from12 in sources
    ]


def take_person_actions(state: State, seat: int, gender: str, value: int) -> list[Action]:
    if free_person_spaces(player(state, seat)) == 0:
        return []
    display = state["displays"][gender]
    return [
        {"type": "take_person", "gender": gender, "position": i + 1}
        for i in range(min(value, d.DISPLAY_SIZE))
        if display[i] is not None
    ]


def build_tile_actions(state: State, seat: int, value: int) -> list[Action]:
    p = player(state, seat)
    if not buildable_pairs(p):
        return []
    return [{"type": "build_tile", "tile": t} for t in p["buildings"] if t <= value]


def _place_die_actions(state: State, seat: int, frame: dict[str, Any]) -> list[Action]:
    p = player(state, seat)
    actions: list[Action] = []
    values = sorted(set(state["dice"][str(seat)]), reverse=True)
    blocked_somewhere = False
    for value in values:
        effective = d.MAX_DIE if frame["white"] else value
        for tile, tile_actions in d.ACTION_TILES[state["players"]].items():
            fits = die_fits_tile(state, tile, value, frame["blue"])
            for action in tile_actions:
                if not action_doable(state, seat, action, effective):
                    continue
                if fits:
                    actions.append(
                        {"type": "place_die", "die": value, "tile": tile, "action": action}
                    )
                else:
                    blocked_somewhere = True
        actions.append(
            {"type": "place_die", "die": value, "tile": d.FISHING_TILE, "action": "fishing"}
        )
    if not frame["blue"] and blocked_somewhere:
        actions += god_actions(p, "blue")
    if not frame["white"] and min(values) < d.MAX_DIE:
        actions += god_actions(p, "white")
    return actions


def _helper_actions(state: State, seat: int, frame: dict[str, Any]) -> list[Action]:
    p = player(state, seat)
    pips = frame["pips"]
    actions: list[Action] = []
    costs = d.HELPER_COSTS
    if pips >= costs["tattoo"]:
        for person in p["people"]:
            if not person["shifted"]:
                item = "tattoo" if person["tile"][0] == "M" else "collect_shells"
                actions.append({"type": "helper", "item": item, "tile": person["tile"]})
    if pips >= costs["vp"]:
        actions.append({"type": "helper", "item": "vp"})
    if pips >= costs["offering"]:
        actions.append({"type": "helper", "item": "offering"})
    if pips >= costs["god_card"]:
        actions += [
            {"type": "helper", "item": "god_card", "source": s} for s in god_card_sources(state)
        ]
    if pips >= costs["material"]:
        actions += [{"type": "helper", "item": "material", "material": m} for m in d.MATERIALS]
    if pips >= costs["move_hut"] and can_move_hut_to_12(p):
        actions.append({"type": "helper", "item": "move_hut"})
    actions.append({"type": "end_helper"})
    return actions


def _b_menu_actions(state: State, seat: int, frame: dict[str, Any]) -> list[Action]:
    p = player(state, seat)
    actions: list[Action] = []
    green_pays = payment_options(p, "green")
    for gender in d.GENDERS:
        used = frame["used"][gender]
        counts = person_counts(p, gender)
        open_types = [t for t in counts if t not in used]
        may_activate = len(used) < 1 + frame["extra"][gender]
        for person_type in sorted(open_types):
            base = activation_strength(person_type, counts[person_type], False)
            doubled = activation_strength(person_type, counts[person_type], True)
            if activation_doable(state, seat, person_type, base) or (
                green_pays and activation_doable(state, seat, person_type, doubled)
            ):
                if may_activate:
                    actions.append(
                        {"type": "activate", "gender": gender, "person_type": person_type}
                    )
                elif used and len(used) == 1 + frame["extra"][gender]:
                    # Green God (b): one more activation of this gender, of another type
                    for pay in green_pays:
                        extra = {"type": "play_god", "god": "green", "pay": pay, "gender": gender}
                        if extra not in actions:
                            actions.append(extra)
    actions.append({"type": "end_people"})
    return actions


def _activation_actions(state: State, seat: int, frame: dict[str, Any]) -> list[Action]:
    p = player(state, seat)
    person_type = frame["person_type"]
    strength = activation_strength(person_type, frame["count"], frame["doubled"])
    actions: list[Action] = []
    if not frame["doubled"]:
        actions += god_actions(p, "green")
    if person_type == "LAND_PATH":
        actions += expand_actions(state, seat, ["land"], strength)
    elif person_type == "WATER_PATH":
        actions += expand_actions(state, seat, ["water"], strength)
    elif person_type == "TAKE_WOMAN":
        actions += take_person_actions(state, seat, "W", strength)
    elif person_type == "TAKE_MAN":
        actions += take_person_actions(state, seat, "M", strength)
    elif person_type == "BUILD":
        actions += build_tile_actions(state, seat, strength)
    else:
        actions.append({"type": "carry_out"})
    return actions


def legal_actions(state: State, seat: int) -> list[Action]:
    if state["phase"] == "over" or state["current"] != seat or not state["frames"]:
        return []
    frame = state["frames"][-1]
    kind = frame["kind"]
    p = player(state, seat)
    if kind == "start_hut":
        sources = [False] * (p["huts_board"] > 0) + [True] * (p["huts_12"] > 0)
        return [
            {"type": "start_hut", "region": r, "from12": from12}
            for r in d.REGIONS
            if state["regions"][r]["fish"][1] == d.START_FISH_VALUE
            and not state["regions"][r]["huts"]
            for from12 in sources
        ]
    if kind == "place_die":
        return _place_die_actions(state, seat, frame)
    if kind == "expand":
        return expand_actions(state, seat, frame["kinds"], frame["value"])
    if kind == "red":
        return god_actions(p, "red") + [{"type": "decline_god"}]
    if kind == "take_person":
        return take_person_actions(state, seat, frame["gender"], frame["value"])
    if kind == "helper":
        return _helper_actions(state, seat, frame)
    if kind == "temple":
        return [{"type": "place_priest", "space": s} for s in range(1, frame["value"] + 1)]
    if kind == "build_tile":
        return build_tile_actions(state, seat, frame["value"])
    if kind == "build_cells":
        return [{"type": "build_cells", "cells": pair} for pair in buildable_pairs(p)]
    if kind == "fire_card":
        actions = [{"type": "fire_bonus", "choice": "offering"}]
        return actions + [
            {"type": "fire_bonus", "choice": "god_card", "source": s}
            for s in god_card_sources(state)
        ]
    if kind == "fire_status":
        return [
            {"type": "fire_bonus", "choice": "status"},
            {"type": "fire_bonus", "choice": "shell"},
        ]
    if kind == "b_menu":
        return _b_menu_actions(state, seat, frame)
    if kind == "activation":
        return _activation_actions(state, seat, frame)
    if kind == "pick_material":
        return [{"type": "take_material", "material": m} for m in d.MATERIALS]
    if kind == "pick_god":
        return [{"type": "take_god_card", "source": s} for s in god_card_sources(state)]
    if kind == "jewelry":
        column = state["jewelry"][state["round"] - 1]
        return [
            {"type": "buy_jewelry", "tile": t}
            for t in sorted(set(column))
            if d.JEWELRY[t]["cost"] <= p["shells"]
        ] + [{"type": "pass_jewelry"}]
    if kind == "task":
        actions = completion_actions(state, seat)
        if not any("yellow" not in a for a in actions):
            actions += [{"type": "discard_task", "task": t} for t in p["tasks"]]
        return actions
    if kind == "new_task":
        return [{"type": "take_task", "task": t} for t in state["task_display"]]
    if kind == "final_tasks":
        return completion_actions(state, seat) + [{"type": "end_tasks"}]
    return []


# =============================================================================================
# Handlers
# =============================================================================================


def _draw_god_card(tx: Tx, seat: int, source: Any) -> None:
    """Take a god card from the deck top or the display; refill the display at once.

    An empty deck is rebuilt from the shuffled discard pile first.
    """
    state = tx.state
    if not state["god_deck"] and state["god_discard"]:
        _reshuffle(tx)
    if source == "deck":
        tx.do(
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
    tx.do({"type": "draw_god", "seat": seat, "source": source, "card": card, "refill": refill})


def _reshuffle(tx: Tx) -> None:
    deck = list(tx.state["god_discard"])
    assert tx.rng is not None
    tx.rng.shuffle(deck)
    tx.do({"type": "reshuffle", "deck": deck, "visible_to": [], "secret": ["deck"]})


def _gain_resource(tx: Tx, seat: int, region: str) -> None:
    resource = d.TYPE_RESOURCE[d.REGION_TYPE[region]]
    if resource == "offering":
        tx.do({"type": "gain", "seat": seat, "offerings": 1})
    else:
        tx.do({"type": "gain", "seat": seat, "material": resource})


def _expand(tx: Tx, seat: int, region: str, from12: bool) -> None:
    """A new hut on the region's building space (older huts pushed aside), its resource, then
    the only moment a Red God may score the region's fish tile."""
    tx.do({"type": "hut", "seat": seat, "region": region, "from12": from12})
    _gain_resource(tx, seat, region)
    p = player(tx.state, seat)
    if payment_options(p, "red") and region not in p["fish_scored"]:
        tx.push({"kind": "red", "region": region})


def _push_fire_bonus(tx: Tx) -> None:
    tx.push({"kind": "fire_status"})
    tx.push({"kind": "fire_card"})


def _start_action(tx: Tx, seat: int, action: str, value: int) -> None:
    if action in ("land", "water"):
        tx.push({"kind": "expand", "kinds": [action], "value": value})
    elif action in ("woman", "man"):
        tx.push(
            {"kind": "take_person", "gender": "W" if action == "woman" else "M", "value": value}
        )
    elif action == "helper":
        tx.push({"kind": "helper", "pips": value})
    elif action == "temple":
        tx.push({"kind": "temple", "value": value})
    elif action == "build":
        tx.push({"kind": "build_tile", "value": value})


def _carry_out(tx: Tx, seat: int, person_type: str, amount: int) -> None:
    p = player(tx.state, seat)
    if person_type == "MATERIAL":
        tx.push({"kind": "pick_material", "left": amount})
    elif person_type == "MOVE_HUT":
        count = min(amount, p["huts_board"])
        if count and not p["person_on_12"]:
            tx.do({"type": "move_huts", "seat": seat, "count": count})
    elif person_type == "VICTORY_POINTS":
        tx.do({"type": "gain", "seat": seat, "vp": amount})
    elif person_type == "GOD_CARD":
        tx.push({"kind": "pick_god", "left": amount})
    elif person_type == "OFFERING":
        tx.do({"type": "gain", "seat": seat, "offerings": amount})
    elif person_type == "STATUS":
        tx.do({"type": "gain", "seat": seat, "status": amount})
    elif person_type == "SHELL":
        tx.do({"type": "gain", "seat": seat, "shells": amount})


def handle(tx: Tx, seat: int, action: Action) -> None:
    state = tx.state
    frame = state["frames"][-1]
    kind = frame["kind"]
    atype = action["type"]

    if atype == "play_god":
        tx.do({"type": "god", "seat": seat, "god": action["god"], "pay": action["pay"]})
        god = action["god"]
        if god == "blue":
            tx.update(blue=True)
        elif god == "white":
            tx.update(white=True)
        elif god == "red":
            region = frame["region"]
            fish_value = state["regions"][region]["fish"][1]
            tx.do({"type": "gain", "seat": seat, "vp": fish_value, "fish_region": region})
            tx.pop()
        elif god == "green" and kind == "activation":
            tx.update(doubled=True)
        elif god == "green":
            extra = dict(frame["extra"])
            extra[action["gender"]] += 1
            tx.update(extra=extra)
        return

    if atype == "start_hut":
        tx.pop()
        tx.do({"type": "hut", "seat": seat, "region": action["region"], "from12": action["from12"]})
        _gain_resource(tx, seat, action["region"])
    elif atype == "place_die":
        tx.pop()
        value = action["die"]
        tx.do(
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
            tx.do({"type": "gain", "seat": seat, "vp": d.FISHING_VP})
        else:
            _start_action(tx, seat, action["action"], d.MAX_DIE if frame["white"] else value)
    elif atype == "expand":
        tx.pop()
        _expand(tx, seat, action["region"], action["from12"])
    elif atype == "decline_god":
        tx.pop()
    elif atype == "take_person":
        tx.pop()
        gender, position = action["gender"], action["position"]
        tile = state["displays"][gender][position - 1]
        tx.do(
            {
                "type": "take_person",
                "seat": seat,
                "gender": gender,
                "position": position,
                "tile": tile,
            }
        )
    elif atype == "helper":
        item = action["item"]
        tx.update(pips=frame["pips"] - d.HELPER_COSTS[item])
        if item in ("tattoo", "collect_shells"):
            tx.do({"type": "shift", "seat": seat, "tile": action["tile"]})
        elif item == "vp":
            tx.do({"type": "gain", "seat": seat, "vp": 1})
        elif item == "offering":
            tx.do({"type": "gain", "seat": seat, "offerings": 1})
        elif item == "god_card":
            _draw_god_card(tx, seat, action["source"])
        elif item == "material":
            tx.do({"type": "gain", "seat": seat, "material": action["material"]})
        elif item == "move_hut":
            tx.do({"type": "move_huts", "seat": seat, "count": 1})
        if tx.state["frames"][-1]["pips"] == 0:
            tx.pop()
    elif atype == "end_helper":
        tx.pop()
    elif atype == "place_priest":
        tx.pop()
        tx.do({"type": "priest", "seat": seat, "space": action["space"]})
        _push_fire_bonus(tx)
    elif atype == "build_tile":
        tx.pop()
        tx.push({"kind": "build_cells", "tile": action["tile"]})
    elif atype == "build_cells":
        tx.pop()
        vp = d.BUILD_VP_BY_ROUND[state["round"] - 1]
        tx.do(
            {
                "type": "build",
                "seat": seat,
                "tile": frame["tile"],
                "cells": action["cells"],
                "vp": vp,
            }
        )
        _push_fire_bonus(tx)
    elif atype == "fire_bonus":
        tx.pop()
        choice = action["choice"]
        if choice == "god_card":
            _draw_god_card(tx, seat, action["source"])
        elif choice == "offering":
            tx.do({"type": "gain", "seat": seat, "offerings": 1})
        elif choice == "status":
            tx.do({"type": "gain", "seat": seat, "status": 1})
        else:
            tx.do({"type": "gain", "seat": seat, "shells": 1})
    elif atype == "activate":
        gender, person_type = action["gender"], action["person_type"]
        used = {g: list(v) for g, v in frame["used"].items()}
        used[gender].append(person_type)
        tx.update(used=used)
        count = person_counts(player(state, seat), gender)[person_type]
        tx.push(
            {
                "kind": "activation",
                "gender": gender,
                "person_type": person_type,
                "count": count,
                "doubled": False,
            }
        )
    elif atype == "carry_out":
        tx.pop()
        amount = activation_strength(frame["person_type"], frame["count"], frame["doubled"])
        _carry_out(tx, seat, frame["person_type"], amount)
    elif atype == "end_people":
        tx.pop()
    elif atype == "take_material":
        tx.do({"type": "gain", "seat": seat, "material": action["material"]})
        if frame["left"] == 1:
            tx.pop()
        else:
            tx.update(left=frame["left"] - 1)
    elif atype == "take_god_card":
        _draw_god_card(tx, seat, action["source"])
        if frame["left"] == 1 or not god_card_sources(tx.state):
            tx.pop()
        else:
            tx.update(left=frame["left"] - 1)
    elif atype == "buy_jewelry":
        tx.pop()
        tx.do({"type": "jewelry", "seat": seat, "tile": action["tile"]})
    elif atype == "pass_jewelry":
        tx.pop()
    elif atype == "complete_task":
        yellow = action.get("yellow")
        if yellow is not None:
            tx.do({"type": "god", "seat": seat, "god": "yellow", "pay": yellow})
        vp = d.TASK_VP_WITH_YELLOW if yellow is not None else d.TASK_VP
        tx.do({"type": "task_done", "seat": seat, "task": action["task"], "vp": vp})
        if kind == "task" or not player(tx.state, seat)["tasks"]:
            tx.pop()
    elif atype == "discard_task":
        tx.pop()
        tx.do({"type": "task_discarded", "seat": seat, "task": action["task"]})
    elif atype == "take_task":
        tx.pop()
        tx.do({"type": "task_taken", "seat": seat, "task": action["task"]})
    elif atype == "end_tasks":
        tx.pop()


# =============================================================================================
# Moving the game on
# =============================================================================================


def _roll_dice(tx: Tx) -> None:
    assert tx.rng is not None
    dice = {
        str(s): [tx.rng.randint(1, 6) for _ in range(d.DICE_PER_PLAYER)]
        for s in range(tx.state["players"])
    }
    tx.do({"type": "roll", "dice": dice})


def begin_round(tx: Tx, round_number: int) -> None:
    state = tx.state
    if round_number > 1:
        displays = {g: state["stacks"][g][: d.DISPLAY_SIZE] for g in d.GENDERS}
        tasks = state["task_stack"][: d.task_display_size(state["players"])]
        tx.do({"type": "new_round", "round": round_number, "displays": displays, "tasks": tasks})
    _roll_dice(tx)
    first = state["order"][0]
    tx.do({"type": "turn", "phase": "A", "round": round_number, "idx": 0, "current": first})
    tx.push({"kind": "place_die", "blue": False, "white": False})


def _phase_c_scoring(tx: Tx) -> None:
    state = tx.state
    ranking = status_ranking(state)
    status_vp = {str(s): player(state, s)["status"] for s in range(state["players"])}
    tx.do({"type": "status_scoring", "vp": status_vp, "order": ranking})
    per_priest = d.PRIEST_VP_BY_ROUND[state["round"] - 1]
    temple_vp = {str(s): 0 for s in range(state["players"])}
    for s in state["temple"]:
        if s is not None:
            temple_vp[str(s)] += per_priest
    tx.do({"type": "temple_scoring", "vp": temple_vp, "god_tile": temple_winner(state)})


def temple_winner(state: State) -> int | None:
    """Most priests in the temple; a tie goes to the player whose priest stands further left."""
    counts: dict[int, int] = {}
    for s in state["temple"]:
        if s is not None:
            counts[s] = counts.get(s, 0) + 1
    if not counts:
        return None
    best = max(counts.values())
    tied = [s for s, n in counts.items() if n == best]

    def leftmost(seat: int) -> int:
        return max(i for i, s in enumerate(state["temple"]) if s == seat)

    return max(tied, key=leftmost)


def _final_scoring(tx: Tx) -> None:
    state = tx.state
    scores: dict[str, dict[str, int]] = {}
    for s in range(state["players"]):
        p = player(state, s)
        fish = sum(
            region["fish"][1]
            for region in state["regions"].values()
            if region["huts"] and region["huts"][-1] == s
        )
        parts = {
            "god_tiles": d.GOD_TILE_FINAL_VP * p["god_tiles"],
            "fish": fish,
            "jewelry": sum(d.JEWELRY[j]["vp"] for j in p["jewelry"]),
            "bonus_tasks": d.BONUS_VP * (len(p["done_tasks"]) >= d.BONUS_TASKS_COMPLETED),
            "bonus_jewelry": d.BONUS_VP * (len(p["jewelry"]) >= d.BONUS_JEWELRY),
            "bonus_ceremony": d.BONUS_VP * all(c is not None for c in p["cells"]),
            "bonus_buildings": d.BONUS_VP * (not p["buildings"]),
            "bonus_regions": d.BONUS_VP * (len(regions_of(state, s)) == len(d.REGIONS)),
            "bonus_people": d.BONUS_VP * (len(p["people"]) == d.PERSON_SPACES),
        }
        scores[str(s)] = parts
    tx.do({"type": "final_scoring", "scores": scores})


def _next_turn(tx: Tx, phase: str, idx: int, frame: dict[str, Any]) -> None:
    tx.do({"type": "turn", "phase": phase, "idx": idx, "current": tx.state["order"][idx]})
    tx.push(frame)


def _only_pass(state: State, seat: int) -> bool:
    actions = legal_actions(state, seat)
    return len(actions) == 1 and actions[0]["type"] in ("pass_jewelry", "end_people", "end_tasks")


def advance(tx: Tx) -> None:
    """The frame stack is empty: hand the turn on, or move to the next phase/round/end."""
    state = tx.state
    n = state["players"]
    while not state["frames"] and state["phase"] != "over":
        phase, idx = state["phase"], state["idx"]
        if phase == "start_huts":
            if idx + 1 < n:
                seat = state["order"][n - 2 - idx]
                tx.do({"type": "turn", "idx": idx + 1, "current": seat})
                tx.push({"kind": "start_hut"})
            else:
                begin_round(tx, 1)
        elif phase == "A":
            if any(state["dice"][str(s)] for s in range(n)):
                nxt = (idx + 1) % n
                while not state["dice"][str(state["order"][nxt])]:
                    nxt = (nxt + 1) % n
                _next_turn(tx, "A", nxt, {"kind": "place_die", "blue": False, "white": False})
            else:
                _next_turn(tx, "B", 0, _b_menu_frame())
                _skip_if_only_pass(tx)
        elif phase == "B":
            if idx + 1 < n:
                _next_turn(tx, "B", idx + 1, _b_menu_frame())
                _skip_if_only_pass(tx)
            else:
                _phase_c_scoring(tx)
                _next_turn(tx, "C_jewelry", 0, {"kind": "jewelry"})
                _skip_if_only_pass(tx)
        elif phase == "C_jewelry":
            if idx + 1 < n:
                _next_turn(tx, "C_jewelry", idx + 1, {"kind": "jewelry"})
                _skip_if_only_pass(tx)
            else:
                column = state["round"] - 1
                if state["jewelry"][column]:
                    tx.do({"type": "discard_column", "column": column})
                _next_turn(tx, "C_tasks", 0, {"kind": "task"})
        elif phase == "C_tasks":
            if idx + 1 < n:
                _next_turn(tx, "C_tasks", idx + 1, {"kind": "task"})
            else:
                _next_turn(tx, "C_new_task", 0, {"kind": "new_task"})
        elif phase == "C_new_task":
            if idx + 1 < n:
                _next_turn(tx, "C_new_task", idx + 1, {"kind": "new_task"})
            elif state["round"] < d.ROUNDS:
                begin_round(tx, state["round"] + 1)
            else:
                _next_turn(tx, "final_tasks", 0, {"kind": "final_tasks"})
                _skip_if_only_pass(tx)
        elif phase == "final_tasks":
            if idx + 1 < n:
                _next_turn(tx, "final_tasks", idx + 1, {"kind": "final_tasks"})
                _skip_if_only_pass(tx)
            else:
                _final_scoring(tx)


def _b_menu_frame() -> dict[str, Any]:
    return {"kind": "b_menu", "used": {"M": [], "W": []}, "extra": {"M": 0, "W": 0}}


def _skip_if_only_pass(tx: Tx) -> None:
    """A seat whose only choice would be to pass is passed over (the loop in advance goes on)."""
    if _only_pass(tx.state, tx.state["current"]):
        tx.pop()


# =============================================================================================
# resolve
# =============================================================================================


def _why_illegal(state: State, seat: int, action: Any) -> str:
    if state["phase"] == "over":
        return "The game is over."
    if state["current"] != seat:
        return f"It is not your turn: seat {state['current']} is to act."
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return "An action must be an object with a 'type'."
    kind = state["frames"][-1]["kind"]
    reasons = {
        "start_hut": "Your first hut goes on an empty building space of a region whose fish tile "
        "shows 1.",
        "place_die": "A die must go on an action you can carry out, lower than every die already "
        "on that tile (unless you use a Blue God); fishing takes any die.",
        "expand": "You may expand only into a region where you have no hut yet, next to one of "
        "your regions, over a path no higher than your value.",
        "red": "Now you may call the Red God (paying for it) or decline.",
        "take_person": "Take a tile from a display position no higher than your value, onto a "
        "free space of your board.",
        "helper": "That exchange costs more pips than you have left, or is not possible now.",
        "temple": "A priest goes on a temple space no higher than your value.",
        "build_tile": "Build an unbuilt building tile no higher than your value.",
        "build_cells": "A building covers two adjacent ceremony spaces that both hold a material.",
        "fire_card": "Fire bonus: take one god card or one offering.",
        "fire_status": "Fire bonus: take one status step or one shell.",
        "b_menu": "Activate one man type and one woman type you own (or end).",
        "activation": "Carry out the activated person action within its strength.",
        "pick_material": "Choose a building material: stone, wood or sand.",
        "pick_god": "Take a god card from the deck or the face-up display.",
        "jewelry": "Buy one jewelry tile of this round's column you can pay for, or pass.",
        "task": "Complete one of your tasks, or discard one if none can be completed.",
        "new_task": "Take one task from the task display.",
        "final_tasks": "Complete one of your remaining tasks, or end.",
    }
    return reasons.get(kind, "That action is not allowed now.")


def resolve(state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
    legal = legal_actions(state, seat) if isinstance(seat, int) else []
    if action not in legal:
        raise IllegalAction(_why_illegal(state, seat, action))
    action = legal[legal.index(action)]  # the canonical copy (e.g. 1, never True)
    tx = Tx(state, rng)
    handle(tx, seat, action)
    advance(tx)
    return tx.effects


# =============================================================================================
# A cheap rollout policy for search bots
# =============================================================================================

_WEAK = {"end_helper", "end_people", "pass_jewelry", "decline_god", "end_tasks"}


def rollout_action(state: State, seat: int, rng: random.Random) -> Action:
    """Random, but spends what it has: skips passing, fishing and god cards when better exists."""
    actions = legal_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    kind = state["frames"][-1]["kind"]
    if kind in ("task", "final_tasks"):
        plain = [a for a in actions if a["type"] == "complete_task" and "yellow" not in a]
        if plain:
            return rng.choice(plain)
    if kind == "jewelry":
        buys = [a for a in actions if a["type"] == "buy_jewelry"]
        if buys:
            return max(buys, key=lambda a: d.JEWELRY[a["tile"]]["vp"])
    strong = [
        a
        for a in actions
        if a["type"] not in _WEAK
        and a["type"] != "play_god"
        and not (a["type"] == "place_die" and a["action"] == "fishing")
    ]
    if strong and rng.random() < 0.9:
        return rng.choice(strong)
    return rng.choice(actions)
