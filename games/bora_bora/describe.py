"""One English sentence per Bora Bora event, as a player at the table would say it.

The action and effects arrive as the reader may see them (a god card drawn from the deck is
``None`` for everybody but the one who drew it); a sentence reads only public fields, so it is
the same for every reader and never names a secret.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.components import PERSON_TYPE_NAMES, region_name, task_name
from games.engine import Action, Effect

TILE_NAMES = {
    "land": "the Land Path tile",
    "water": "the Water Path tile",
    "land_water": "the Land/Water Path tile",
    "woman": "the Woman tile",
    "man": "the Man tile",
    "man_woman": "the Man/Woman tile",
    "helper": "the Helper tile",
    "temple": "the Temple tile",
    "build": "the Build tile",
    d.FISHING_TILE: "the fishing space",
}
ACTION_PURPOSES = {
    "land": "to expand over a land path",
    "water": "to expand over a water path",
    "woman": "to take a woman",
    "man": "to take a man",
    "helper": "for the helper",
    "temple": "to send a priest to the temple",
    "build": "to build",
    "fishing": f"for {d.FISHING_VP} VP",
}
GENDER_WORDS = {"M": ("man", "men"), "W": ("woman", "women")}


def god_name(colour: str) -> str:
    return f"the {colour.title()} God"


def payment(pay: str) -> str:
    if pay == "tile":
        return "with a God tile"
    if pay == "card":
        return "with a card and an offering"
    return f"with two {pay.split(':')[1].title()} cards and an offering"


def space(cell: int | None) -> str:
    # ceremony spaces are 0-11 in the view; the board numbers them 1-12, row by row
    return "beside the board" if cell is None else f"on ceremony space {cell + 1}"


def person(tile: str | None) -> str:
    if tile is None:
        return "a person"
    gender, person_type, _ = d.parse_person(tile)
    return f"a {GENDER_WORDS[gender][0]} ({PERSON_TYPE_NAMES[person_type]})"


def jewel(tile: str) -> str:
    info = d.JEWELRY[tile]
    kind = info["type"].lower()
    kind = "pair of earrings" if kind == "earrings" else kind
    return f"the {kind} worth {info['vp']} VP for {plural(info['cost'], 'shell')}"


def god_card_source(source: Any, effects: list[Effect]) -> str:
    drawn = next((e for e in effects if e["type"] == "draw_god"), None)
    card = drawn.get("card") if drawn else None
    if source == "deck":  # the card itself is secret: the sentence is the same for everybody
        return "the top god card of the deck"
    return f"the {card.title()} card from the display" if card else "a god card from the display"


def plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def _resource_text(action: Action, effects: list[Effect]) -> str:
    gained = next((e for e in effects if e["type"] == "gain"), None)
    if gained and gained.get("material"):
        return f"takes the region's {gained['material']} and puts it {space(action.get('cell'))}"
    return "takes the region's offering"


def _helper_text(action: Action, effects: list[Effect]) -> str:
    item = action["item"]
    if item == "tattoo":
        return f"has the helper tattoo {person(action['tile'])}"
    if item == "collect_shells":
        return f"has {person(action['tile'])} collect shells"
    if item == "vp":
        return "buys 1 VP from the helper"
    if item == "offering":
        return "buys an offering from the helper"
    if item == "god_card":
        return f"takes {god_card_source(action['source'], effects)} through the helper"
    if item == "material":
        return f"buys {action['material']} from the helper and puts it {space(action['cell'])}"
    return "has the helper move a hut to space 12"


def _carry_out_text(action: Action, effects: list[Effect]) -> str:
    """What the person action gave, read from its effects."""
    for effect in effects:
        if effect["type"] == "gain":
            for key, word in (("vp", "VP"), ("offerings", "offering"), ("shells", "shell")):
                if effect.get(key):
                    amount = effect[key]
                    return (
                        f"scores {amount} VP" if word == "VP" else f"takes {plural(amount, word)}"
                    )
            if effect.get("status"):
                return f"moves up {plural(effect['status'], 'status step')}"
        if effect["type"] == "push" and effect["frame"]["kind"] == "pick_material":
            return f"may now take {plural(effect['frame']['left'], 'building material')}"
        if effect["type"] == "push" and effect["frame"]["kind"] == "pick_god":
            return f"may now take {plural(effect['frame']['left'], 'god card')}"
    return "carries out the person action"


def _fire_text(action: Action, effects: list[Effect]) -> str:
    choice = action["choice"]
    gains = {
        "offering": "an offering",
        "status": "a status step",
        "shell": "a shell",
    }
    gained = gains.get(choice) or god_card_source(action.get("source"), effects)
    return f"takes {gained} as a Fire Bonus"


def _region_of(effects: list[Effect]) -> str | None:
    hut = next((e for e in effects if e["type"] == "hut"), None)
    return hut["region"] if hut else None


_TEXTS: dict[str, Callable[[Action, list[Effect]], str]] = {
    "start_hut": lambda a, e: f"places a first hut in {region_name(a['region'])}",
    "place_die": lambda a, e: (
        f"places a {a['die']} on {TILE_NAMES[a['tile']]} {ACTION_PURPOSES[a['action']]}"
    ),
    "play_god": lambda a, e: f"calls {god_name(a['god'])} {payment(a['pay'])}"
    + (f" to activate one more {GENDER_WORDS[a['gender']][0]}" if a.get("gender") else ""),
    "decline_god": lambda a, e: "does not call the Red God",
    "expand": lambda a, e: (
        f"builds a hut in {region_name(a['region'])}"
        + (" with a hut from space 12" if a["from12"] else "")
    ),
    "take_resource": _resource_text,
    "decline_resource": lambda a, e: "leaves the region's resource",
    "take_person": lambda a, e: (
        f"takes {person(next((x['tile'] for x in e if x['type'] == 'take_person'), None))}"
        f" from display position {a['position']}"
    ),
    "helper": _helper_text,
    "end_helper": lambda a, e: "ends the helper action",
    "place_priest": lambda a, e: f"sends a priest to temple space {a['space']}",
    "build_tile": lambda a, e: f"chooses the building tile of value {a['tile']}",
    "build_cells": lambda a, e: (
        f"builds it on ceremony spaces {a['cells'][0] + 1} and {a['cells'][1] + 1}"
    ),
    "fire_bonus": _fire_text,
    "activate": lambda a, e: (
        f"activates {a['tiles']} {GENDER_WORDS[a['gender']][0 if a['tiles'] == 1 else 1]}"
        f" ({PERSON_TYPE_NAMES[a['person_type']]})"
    ),
    "carry_out": _carry_out_text,
    "move_huts": lambda a, e: f"moves {plural(a['count'], 'hut')} to space 12",
    "end_people": lambda a, e: "ends the person actions",
    "take_material": lambda a, e: f"takes {a['material']} and puts it {space(a['cell'])}",
    "take_god_card": lambda a, e: f"takes {god_card_source(a['source'], e)}",
    "buy_jewelry": lambda a, e: f"buys {jewel(a['tile'])}",
    "pass_jewelry": lambda a, e: "buys no jewelry",
    "complete_task": lambda a, e: f"completes the task {task_name(a['task'])}"
    + (f" with the help of the Yellow God, paid {payment(a['yellow'])}" if a.get("yellow") else ""),
    "discard_task": lambda a, e: f"discards the task {task_name(a['task'])}",
    "take_task": lambda a, e: f"takes the task {task_name(a['task'])} from the display",
    "end_tasks": lambda a, e: "ends task completion",
}


def describe(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return "Setup: fish tiles, people, tasks, jewelry and god cards dealt; turn order drawn"
    text = _TEXTS.get(action.get("type", ""), lambda a, e: "acts")(action, effects)
    region = _region_of(effects)
    if action.get("type") in ("start_hut", "expand") and region:
        gained = next((e for e in effects if e["type"] == "gain"), None)
        if gained and gained.get("material"):
            text += f" and puts its {gained['material']} {space(gained.get('cell'))}"
        elif gained and gained.get("offerings"):
            text += " and takes its offering"
    if any(e["type"] == "final_scoring" for e in effects):
        text += "; the game ends with the final scoring"
    return f"Seat {seat} {text}"
