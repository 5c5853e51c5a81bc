"""Bora Bora's legal actions in words, as a player at the table would give the order.

Read from the acting seat's own view. Regions, action tiles, people, tasks and jewelry are named
by ``components.py``; ceremony spaces are numbered 1 to 12 (row by row), as the board draws them.
"""

from __future__ import annotations

from typing import Any

from games.bora_bora import data as d
from games.bora_bora.components import (
    GENDER_WORDS,
    GOD_NAMES,
    GOD_TEXTS,
    HELPER_NAMES,
    PERSON_TYPE_NAMES,
    TILE_NAMES,
    jewel_name,
    people_action_text,
    people_text,
    person_left,
    person_name,
    plural,
    region_name,
    sentence,
    task_name,
)
from games.bora_bora.phase_b import activation_strength
from games.engine import Action, View

TYPE_NAMES = {
    "start_hut": "Place your first hut",
    "place_die": "Place a die",
    "play_god": "Call a god",
    "decline_god": "Do not call the Red God",
    "expand": "Build a hut",
    "take_resource": "Take the resource",
    "decline_resource": "Leave the resource",
    "take_person": "Take a person",
    "helper": "Use the helper",
    "end_helper": "Leave the remaining helper pips",
    "place_priest": "Send a priest to the temple",
    "build_tile": "Choose a building",
    "build_cells": "Choose where to build",
    "fire_bonus": "Take a fire bonus",
    "activate": "Activate people",
    "carry_out": "Carry out the activation",
    "move_huts": "Move huts to the twelfth space",
    "take_material": "Take a building material",
    "take_god_card": "Take a god card",
    "end_people": "End your person actions",
    "buy_jewelry": "Buy jewelry",
    "pass_jewelry": "Buy no jewelry",
    "complete_task": "Complete a task",
    "discard_task": "Discard a task",
    "take_task": "Take a new task",
    "end_tasks": "Keep the remaining tasks",
}


def ceremony_space(view: View, seat: int, cell: int | None) -> str:
    """ "ceremony space 3 (wood)", or "beside your board"."""
    if cell is None:
        return "beside your board"
    return f"ceremony space {cell + 1} ({d.CEREMONY_LAYOUT[cell]})"


def _frame(view: View) -> dict[str, Any]:
    frames = view.get("frames") or []
    return frames[-1] if frames else {}


def _die_purpose(action: str, value: int) -> str:
    """What a die of ``value`` does on one half of an action tile."""
    return {
        "land": f"build a hut over a land path of at most {value}",
        "water": f"build a hut over a water path of at most {value}",
        "woman": f"take a woman from position {value} or lower",
        "man": f"take a man from position {value} or lower",
        "helper": plural(value, "helper pip"),
        "temple": f"a priest on temple space {value} or lower",
        "build": f"a building of value {value} or lower",
        "fishing": f"{d.FISHING_VP} VP",
    }[action]


def _payment(pay: str) -> str:
    if pay == "tile":
        return "with a God tile"
    if pay == "card":
        return "with a card and an offering"
    return f"with two {pay.split(':')[1]} cards and an offering"


def _god_card_from(view: View, source: Any) -> str:
    if source == "deck":
        return "the top god card of the deck"
    display = view.get("god_display") or []
    colour = display[source] if isinstance(source, int) and source < len(display) else None
    return f"the {colour} god card from the display" if colour else "a god card from the display"


def _person(tile: str) -> str:
    """ "a man (build, 2 status)"."""
    return f"{person_name(tile)[:-1]}, {person_left(tile)})"


def _activation(gender: str, person_type: str, tiles: int) -> str:
    who = GENDER_WORDS[gender][0 if tiles == 1 else 1]
    does = people_text(person_type, tiles)
    return f"Activate {tiles} {who} ({PERSON_TYPE_NAMES[person_type]}): {does}"


def _helper(view: View, seat: int, action: Action) -> str:
    item = action["item"]
    pips = plural(d.HELPER_COSTS[item], "pip")
    if item in ("tattoo", "collect_shells"):
        tile = action["tile"]
        if item == "tattoo":
            return f"Helper, {pips}: tattoo {person_name(tile)}, for {person_left(tile)}"
        return f"Helper, {pips}: {person_name(tile)} collects {person_left(tile)}"
    if item == "god_card":
        return f"Helper, {pips}: {_god_card_from(view, action.get('source'))}"
    if item == "material":
        return f"Helper, {pips}: {_material(view, seat, action['material'], action.get('cell'))}"
    return f"Helper, {pips}: {HELPER_NAMES[item]}"


def _material(view: View, seat: int, material: str, cell: int | None) -> str:
    """ "stone onto ceremony space 3 (stone)", "sand, kept beside your board"."""
    if cell is None:
        return f"{material}, kept beside your board"
    return f"{material} onto {ceremony_space(view, seat, cell)}"


def _fire_bonus(view: View, action: Action) -> str:
    choice = action["choice"]
    if choice == "god_card":
        return f"Fire bonus: {_god_card_from(view, action.get('source'))}"
    gained = {"offering": "an offering", "status": "a status step", "shell": "a shell"}[choice]
    return f"Fire bonus: {gained}"


def _resource(view: View, seat: int, action: Action) -> str:
    region = _frame(view).get("region")
    material = d.TYPE_RESOURCE[d.REGION_TYPE[region]] if region in d.REGION_TYPE else "material"
    if "cell" not in action:
        return "Take the region's offering"
    return f"Take the {_material(view, seat, material, action['cell'])}"


def _task(action: Action, vp: bool = False) -> str:
    yellow = action.get("yellow")
    text = task_name(action["task"])
    if vp:
        score = d.TASK_VP_WITH_YELLOW if yellow else d.TASK_VP
        text += f" ({score} VP"
        text += f", the Yellow God {_payment(yellow)})" if yellow else ")"
    return text


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    if kind in ("start_hut", "expand"):
        verb = "Place your first hut in" if kind == "start_hut" else "Build a hut in"
        text = f"{verb} {region_name(action['region'])}"
        fish = (view["regions"].get(action["region"]) or {}).get("fish")
        if fish:
            text += f" (fish tile {fish[1]})"
        return text + (", taking the hut from your twelfth space" if action.get("from12") else "")
    if kind == "place_die":
        frame = _frame(view)
        value = 6 if frame.get("white") else action["die"]
        tile = TILE_NAMES.get(action["tile"], "action")
        return f"Place your {action['die']} on the {tile} tile: {_die_purpose(action['action'], value)}"
    if kind == "play_god":
        god = action["god"]
        text = f"Call the {GOD_NAMES[god]} {_payment(action['pay'])}"
        if action.get("gender"):
            return f"{text} to activate one more type of {GENDER_WORDS[action['gender']][1]}"
        return f"{text}: {GOD_TEXTS[god]}"
    if kind == "take_person":
        display = (view.get("displays") or {}).get(action["gender"]) or []
        position = action["position"]
        shown = display[position - 1] if position <= len(display) else None
        person = _person(shown) if shown else person_name(None)
        return f"Take {person} from position {position}"
    if kind == "helper":
        return _helper(view, seat, action)
    if kind == "end_helper":
        left = _frame(view).get("pips")
        return f"Leave the remaining {plural(left, 'helper pip')}" if left else TYPE_NAMES[kind]
    if kind == "place_priest":
        space = action["space"]
        owner = (view.get("temple") or [None] * d.TEMPLE_SPACES)[space - 1]
        text = f"Send a priest to temple space {space}"
        if owner is not None:
            whose = "your" if owner == seat else f"Seat {owner}'s"
            text += f", pushing {whose} priest along"
        return text
    if kind == "build_tile":
        return f"Build your building of value {action['tile']}"
    if kind == "build_cells":
        a, b = action["cells"]
        return f"Build it on ceremony spaces {a + 1} and {b + 1}"
    if kind == "fire_bonus":
        return _fire_bonus(view, action)
    if kind == "activate":
        return _activation(action["gender"], action["person_type"], action["tiles"])
    if kind == "carry_out":
        frame = _frame(view)
        if frame.get("kind") == "activation" and frame.get("person_type") in d.PERSON_STRENGTH:
            person_type = frame["person_type"]
            strength = activation_strength(person_type, frame["count"], frame.get("doubled", False))
            return f"Carry it out: {people_action_text(person_type, strength)}"
        return "Carry out the activation"
    if kind == "move_huts":
        return f"Move {plural(action['count'], 'hut')} to your twelfth space"
    if kind == "take_material":
        return f"Take {_material(view, seat, action['material'], action['cell'])}"
    if kind == "take_god_card":
        return f"Take {_god_card_from(view, action['source'])}"
    if kind == "take_resource":
        return _resource(view, seat, action)
    if kind == "decline_resource":
        return "Leave the region's resource"
    if kind == "buy_jewelry":
        return f"Buy the {jewel_name(action['tile'])}"
    if kind == "complete_task":
        return f"Complete the task {_task(action, vp=True)}"
    if kind == "discard_task":
        return f"Discard the task {_task(action)} (no VP)"
    if kind == "take_task":
        return f"Take the task {_task(action)}"
    return TYPE_NAMES.get(kind, "Act")


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return TYPE_NAMES.get(value, "Act")
    if field == "region":
        return sentence(region_name(value))
    if field == "from12":
        return "A hut from your twelfth space" if value else "A hut from your board"
    if field == "cell":
        return sentence(ceremony_space(view, seat, value))
    if field == "die":
        return f"Your {value}"
    if field == "tile":
        if value in TILE_NAMES:
            return f"The {TILE_NAMES[value]} tile"
        if value in d.PERSON_INFO:
            return sentence(_person(value))
        if value in d.JEWELRY:
            return f"The {jewel_name(value)}"
        return f"Building of value {value}"
    if field == "action":
        return {
            "land": "Over a land path",
            "water": "Over a water path",
            "woman": "Take a woman",
            "man": "Take a man",
        }.get(value, TILE_NAMES.get(value, "Act"))
    if field == "god":
        return f"The {GOD_NAMES.get(value, 'god')}"
    if field == "pay":
        return sentence(_payment(value))
    if field == "gender":
        return "Men" if value == "M" else "Women" if value == "W" else "Either"
    if field == "position":
        return f"Position {value}"
    if field == "item":
        return sentence(HELPER_NAMES.get(value, "something else"))
    if field == "source":
        return sentence(_god_card_from(view, value))
    if field == "material":
        return sentence(str(value))
    if field == "space":
        return f"Temple space {value}"
    if field == "cells":
        return sentence(" and ".join(f"space {cell + 1}" for cell in value))
    if field == "choice":
        return {"offering": "An offering", "god_card": "A god card", "status": "A status step"}.get(
            value, "A shell"
        )
    if field == "person_type":
        return sentence(PERSON_TYPE_NAMES.get(value, "another type"))
    if field == "tiles":
        return plural(value, "tile")
    if field == "count":
        return plural(value, "hut")
    if field == "task":
        return task_name(value)
    if field == "yellow":
        return f"The Yellow God {_payment(value)}" if value else "Without the Yellow God"
    return str(value)


PHASE_NAMES = {
    "A": "phase A (dice)",
    "B": "phase B (people)",
    "C_jewelry": "phase C (jewelry)",
    "C_tasks": "phase C (tasks)",
    "C_new_task": "phase C (new tasks)",
    "final_tasks": "the last tasks",
}
FRAME_WORDS = {
    "start_hut": "choose a region with a fish tile of 1",
    "place_die": "place a die",
    "resource": "take the region's resource?",
    "red": "call the Red God?",
    "build_cells": "choose where to build",
    "fire_status": "fire bonus: a status step or a shell",
    "fire_card": "fire bonus: a god card or an offering",
    "expand": "choose a region",
    "take_person": "choose a person",
    "helper": "spend {pips} helper pips",
    "temple": "choose a temple space",
    "build_tile": "choose a building",
    "b_menu": "activate men and women",
    "activation": "carry out the activation",
    "pick_material": "take {left} building materials",
    "pick_god": "take {left} god cards",
    "jewelry": "buy jewelry",
    "task": "complete or discard a task",
    "new_task": "take a new task",
    "final_tasks": "complete the last tasks",
}


def phase(view: View, seat: int | None) -> str:
    stage = view.get("phase")
    if stage in (None, "setup"):
        return "setting up"
    if stage == "over":
        return "game over"
    text = (
        "placing the first huts"
        if stage == "start_huts"
        else f"round {view['round']}, {PHASE_NAMES.get(stage, 'playing')}"
    )
    frame = _frame(view)
    if frame:
        words = FRAME_WORDS.get(frame.get("kind", ""), "decide")
        text += ": " + words.format(pips=frame.get("pips", ""), left=frame.get("left", ""))
    return text
