"""One sentence per Bora Bora event, as a player at the table would say it, in the reader's language.

The action and effects arrive as the reader may see them (a god card drawn from the deck is
``None`` for everybody but the one who drew it); a sentence reads only public fields, so it is
the same for every reader and never names a secret.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.bora_bora import data as d
from games.bora_bora.components import (
    JEWELRY_NAMES,
    card_colour,
    god_called,
    material_name,
    payment,
    person_name,
    person_type_name,
    region_in,
    task_name,
)
from games.engine import Action, Effect
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

TILE_NAMES = {
    "land": N_("the Land Path tile"),
    "water": N_("the Water Path tile"),
    "land_water": N_("the Land/Water Path tile"),
    "woman": N_("the Woman tile"),
    "man": N_("the Man tile"),
    "man_woman": N_("the Man/Woman tile"),
    "helper": N_("the Helper tile"),
    "temple": N_("the Temple tile"),
    "build": N_("the Build tile"),
    d.FISHING_TILE: N_("the fishing space"),
}
ACTION_PURPOSES = {
    "land": N_("to expand over a land path"),
    "water": N_("to expand over a water path"),
    "woman": N_("to take a woman"),
    "man": N_("to take a man"),
    "helper": N_("for the helper"),
    "temple": N_("to send a priest to the temple"),
    "build": N_("to build"),
    "fishing": N_("for {vp} VP"),
}


def space(cell: int | None) -> str:
    # ceremony spaces are 0-11 in the view; the board numbers them 1-12, row by row
    if cell is None:
        return _("beside the board")
    return _("on ceremony space {number}").format(number=cell + 1)


def jewel(tile: str) -> str:
    info = d.JEWELRY[tile]
    words = ngettext(
        "the {jewel} worth {vp} VP for {count} shell",
        "the {jewel} worth {vp} VP for {count} shells",
        info["cost"],
    )
    return words.format(jewel=_(JEWELRY_NAMES[info["type"]]), vp=info["vp"], count=info["cost"])


def god_card_source(source: Any, effects: list[Effect]) -> str:
    drawn = next((e for e in effects if e["type"] == "draw_god"), None)
    card = drawn.get("card") if drawn else None
    if source == "deck":  # the card itself is secret: the sentence is the same for everybody
        return pgettext("taken", "the top god card of the deck")
    if card:
        return pgettext("taken", "the {colour} card from the display").format(
            colour=card_colour(card, title=True)
        )
    return pgettext("taken", "a god card from the display")


def _resource_text(action: Action, effects: list[Effect]) -> str:
    gained = next((e for e in effects if e["type"] == "gain"), None)
    if gained and gained.get("material"):
        return _("takes the region's {material} and puts it {space}").format(
            material=material_name(gained["material"]), space=space(action.get("cell"))
        )
    return _("takes the region's offering")


def _helper_text(action: Action, effects: list[Effect]) -> str:
    item = action["item"]
    if item == "tattoo":
        return _("has the helper tattoo {person}").format(person=person_name(action["tile"]))
    if item == "collect_shells":
        return _("has {person} collect shells").format(person=person_name(action["tile"]))
    if item == "vp":
        return _("buys 1 VP from the helper")
    if item == "offering":
        return _("buys an offering from the helper")
    if item == "god_card":
        return _("takes {card} through the helper").format(
            card=god_card_source(action["source"], effects)
        )
    if item == "material":
        return _("buys {material} from the helper and puts it {space}").format(
            material=material_name(action["material"]), space=space(action["cell"])
        )
    return _("has the helper move a hut to space 12")


def _carry_out_text(action: Action, effects: list[Effect]) -> str:
    """What the person action gave, read from its effects."""
    for effect in effects:
        if effect["type"] == "gain":
            if effect.get("vp"):
                return _("scores {amount} VP").format(amount=effect["vp"])
            if effect.get("offerings"):
                n = effect["offerings"]
                return ngettext("takes {count} offering", "takes {count} offerings", n).format(
                    count=n
                )
            if effect.get("shells"):
                n = effect["shells"]
                return ngettext("takes {count} shell", "takes {count} shells", n).format(count=n)
            if effect.get("status"):
                n = effect["status"]
                return ngettext(
                    "moves up {count} status step", "moves up {count} status steps", n
                ).format(count=n)
        if effect["type"] == "push" and effect["frame"]["kind"] == "pick_material":
            n = effect["frame"]["left"]
            return ngettext(
                "may now take {count} building material",
                "may now take {count} building materials",
                n,
            ).format(count=n)
        if effect["type"] == "push" and effect["frame"]["kind"] == "pick_god":
            n = effect["frame"]["left"]
            return ngettext(
                "may now take {count} god card", "may now take {count} god cards", n
            ).format(count=n)
    return _("carries out the person action")


def _fire_text(action: Action, effects: list[Effect]) -> str:
    choice = action["choice"]
    if choice == "offering":
        return _("takes an offering as a Fire Bonus")
    if choice == "status":
        return _("takes a status step as a Fire Bonus")
    if choice == "shell":
        return _("takes a shell as a Fire Bonus")
    card = god_card_source(action.get("source"), effects)
    return _("takes {card} as a Fire Bonus").format(card=card)


def _region_of(effects: list[Effect]) -> str | None:
    hut = next((e for e in effects if e["type"] == "hut"), None)
    return hut["region"] if hut else None


def _place_die_text(a: Action, e: list[Effect]) -> str:
    purpose = _(ACTION_PURPOSES[a["action"]]).format(vp=d.FISHING_VP)
    return _("places a {die} on {tile} {purpose}").format(
        die=a["die"], tile=_(TILE_NAMES[a["tile"]]), purpose=purpose
    )


def _play_god_text(a: Action, e: list[Effect]) -> str:
    god, paid = god_called(a["god"]), payment(a["pay"], title=True)
    if a.get("gender") == "M":
        return _("calls the {god} {payment} to activate one more man").format(god=god, payment=paid)
    if a.get("gender"):
        return _("calls the {god} {payment} to activate one more woman").format(
            god=god, payment=paid
        )
    return _("calls the {god} {payment}").format(god=god, payment=paid)


def _expand_text(a: Action, e: list[Effect]) -> str:
    where = region_in(a["region"])
    if a["from12"]:
        return _("builds a hut {in_region} with a hut from space 12").format(in_region=where)
    return _("builds a hut {in_region}").format(in_region=where)


def _take_person_text(a: Action, e: list[Effect]) -> str:
    tile = next((x["tile"] for x in e if x["type"] == "take_person"), None)
    return _("takes {person} from display position {position}").format(
        person=person_name(tile), position=a["position"]
    )


def _activate_text(a: Action, e: list[Effect]) -> str:
    count = a["tiles"]
    if a["gender"] == "M":
        words = ngettext("activates {count} man ({type})", "activates {count} men ({type})", count)
    else:
        words = ngettext(
            "activates {count} woman ({type})", "activates {count} women ({type})", count
        )
    return words.format(count=count, type=person_type_name(a["person_type"]))


def _complete_task_text(a: Action, e: list[Effect]) -> str:
    task = task_name(a["task"])
    if a.get("yellow"):
        return _(
            "completes the task {task} with the help of the Yellow God, paid {payment}"
        ).format(task=task, payment=payment(a["yellow"], title=True))
    return _("completes the task {task}").format(task=task)


_TEXTS: dict[str, Callable[[Action, list[Effect]], str]] = {
    "start_hut": lambda a, e: _("places a first hut {in_region}").format(
        in_region=region_in(a["region"])
    ),
    "place_die": _place_die_text,
    "play_god": _play_god_text,
    "decline_god": lambda a, e: _("does not call the Red God"),
    "expand": _expand_text,
    "take_resource": _resource_text,
    "decline_resource": lambda a, e: _("leaves the region's resource"),
    "take_person": _take_person_text,
    "helper": _helper_text,
    "end_helper": lambda a, e: _("ends the helper action"),
    "place_priest": lambda a, e: _("sends a priest to temple space {space}").format(
        space=a["space"]
    ),
    "build_tile": lambda a, e: _("chooses the building tile of value {value}").format(
        value=a["tile"]
    ),
    "build_cells": lambda a, e: _("builds it on ceremony spaces {first} and {second}").format(
        first=a["cells"][0] + 1, second=a["cells"][1] + 1
    ),
    "fire_bonus": _fire_text,
    "activate": _activate_text,
    "carry_out": _carry_out_text,
    "move_huts": lambda a, e: ngettext(
        "moves {count} hut to space 12", "moves {count} huts to space 12", a["count"]
    ).format(count=a["count"]),
    "end_people": lambda a, e: _("ends the person actions"),
    "take_material": lambda a, e: _("takes {material} and puts it {space}").format(
        material=material_name(a["material"]), space=space(a["cell"])
    ),
    "take_god_card": lambda a, e: _("takes {card}").format(card=god_card_source(a["source"], e)),
    "buy_jewelry": lambda a, e: _("buys {jewel}").format(jewel=jewel(a["tile"])),
    "pass_jewelry": lambda a, e: _("buys no jewelry"),
    "complete_task": _complete_task_text,
    "discard_task": lambda a, e: _("discards the task {task}").format(task=task_name(a["task"])),
    "take_task": lambda a, e: _("takes the task {task} from the display").format(
        task=task_name(a["task"])
    ),
    "end_tasks": lambda a, e: _("ends task completion"),
}


def describe(seat: int | None, action: Action | None, effects: list[Effect]) -> str:
    if action is None:
        return _("Setup: fish tiles, people, tasks, jewelry and god cards dealt; turn order drawn")
    text = _TEXTS.get(action.get("type", ""), lambda a, e: _("acts"))(action, effects)
    region = _region_of(effects)
    if action.get("type") in ("start_hut", "expand") and region:
        gained = next((e for e in effects if e["type"] == "gain"), None)
        if gained and gained.get("material"):
            text = _("{action} and puts its {material} {space}").format(
                action=text,
                material=material_name(gained["material"]),
                space=space(gained.get("cell")),
            )
        elif gained and gained.get("offerings"):
            text = _("{action} and takes its offering").format(action=text)
    if any(e["type"] == "final_scoring" for e in effects):
        text = _("{action}; the game ends with the final scoring").format(action=text)
    return _("Seat {seat} {action}").format(seat=seat, action=text)
