"""Bora Bora's legal actions in words, as a player at the table would give the order.

Read from the acting seat's own view. Regions, action tiles, people, tasks and jewelry are named
by ``components.py``; ceremony spaces are numbered 1 to 12 (row by row), as the board draws them.
Every text is in the reader's language (``games.engine.i18n``).
"""

from __future__ import annotations

from typing import Any

from games.bora_bora import data as d
from games.bora_bora.components import (
    HELPER_NAMES,
    PERSON_TYPE_NAMES,
    TILE_NAMES,
    card_colour,
    god_called,
    god_name,
    god_text,
    helper_name,
    huts,
    jewel_name,
    material_name,
    payment,
    people_action_text,
    people_text,
    person_left,
    person_name,
    person_type_name,
    person_with_left,
    pips,
    region_in,
    region_name,
    sentence,
    task_name,
    tile_name,
)
from games.bora_bora.phase_b import activation_strength
from games.engine import Action, View
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

TYPE_NAMES = {
    "start_hut": N_("Place your first hut"),
    "place_die": N_("Place a die"),
    "play_god": N_("Call a god"),
    "decline_god": N_("Do not call the Red God"),
    "expand": N_("Build a hut"),
    "take_resource": N_("Take the resource"),
    "decline_resource": N_("Leave the resource"),
    "take_person": N_("Take a person"),
    "helper": N_("Use the helper"),
    "end_helper": N_("Leave the remaining helper pips"),
    "place_priest": N_("Send a priest to the temple"),
    "build_tile": N_("Choose a building"),
    "build_cells": N_("Choose where to build"),
    "fire_bonus": N_("Take a fire bonus"),
    "activate": N_("Activate people"),
    "carry_out": N_("Carry out the activation"),
    "move_huts": N_("Move huts to the twelfth space"),
    "take_material": N_("Take a building material"),
    "take_god_card": N_("Take a god card"),
    "end_people": N_("End your person actions"),
    "buy_jewelry": N_("Buy jewelry"),
    "pass_jewelry": N_("Buy no jewelry"),
    "complete_task": N_("Complete a task"),
    "discard_task": N_("Discard a task"),
    "take_task": N_("Take a new task"),
    "end_tasks": N_("Keep the remaining tasks"),
}


def type_name(kind: Any) -> str:
    return _(TYPE_NAMES[kind]) if kind in TYPE_NAMES else _("Act")


def ceremony_space(view: View, seat: int, cell: int | None) -> str:
    """ "ceremony space 3 (wood)", or "beside your board"."""
    if cell is None:
        return _("beside your board")
    return _("ceremony space {number} ({material})").format(
        number=cell + 1, material=material_name(d.CEREMONY_LAYOUT[cell])
    )


def _frame(view: View) -> dict[str, Any]:
    frames = view.get("frames") or []
    return frames[-1] if frames else {}


def _die_purpose(action: str, value: int) -> str:
    """What a die of ``value`` does on one half of an action tile."""
    if action == "land":
        return _("build a hut over a land path of at most {value}").format(value=value)
    if action == "water":
        return _("build a hut over a water path of at most {value}").format(value=value)
    if action == "woman":
        return _("take a woman from position {value} or lower").format(value=value)
    if action == "man":
        return _("take a man from position {value} or lower").format(value=value)
    if action == "helper":
        return ngettext("{count} helper pip", "{count} helper pips", value).format(count=value)
    if action == "temple":
        return _("a priest on temple space {value} or lower").format(value=value)
    if action == "build":
        return _("a building of value {value} or lower").format(value=value)
    if action == "fishing":
        return _("{vp} VP").format(vp=d.FISHING_VP)
    raise KeyError(action)


def _god_card_from(view: View, source: Any, taken: bool = False) -> str:
    """ "the top god card of the deck", "the blue god card from the display" (``taken``: as the
    object of "take", a case of its own in Russian)."""
    display = view.get("god_display") or []
    colour = display[source] if isinstance(source, int) and source < len(display) else None
    if taken:
        if source == "deck":
            return pgettext("taken", "the top god card of the deck")
        if colour:
            return pgettext("taken", "the {colour} god card from the display").format(
                colour=card_colour(colour)
            )
        return pgettext("taken", "a god card from the display")
    if source == "deck":
        return _("the top god card of the deck")
    if colour:
        return _("the {colour} god card from the display").format(colour=card_colour(colour))
    return _("a god card from the display")


def _helper(view: View, seat: int, action: Action) -> str:
    item = action["item"]
    cost = pips(d.HELPER_COSTS[item])
    if item in ("tattoo", "collect_shells"):
        tile = action["tile"]
        if item == "tattoo":
            return _("Helper, {pips}: tattoo {person}, for {left}").format(
                pips=cost, person=person_name(tile), left=person_left(tile)
            )
        return _("Helper, {pips}: {person} collects {left}").format(
            pips=cost, person=person_name(tile), left=person_left(tile)
        )
    if item == "god_card":
        what = _god_card_from(view, action.get("source"))
    elif item == "material":
        what = _material(view, seat, action["material"], action.get("cell"))
    else:
        what = helper_name(item)
    return _("Helper, {pips}: {what}").format(pips=cost, what=what)


def _material(view: View, seat: int, material: str, cell: int | None) -> str:
    """ "stone onto ceremony space 3 (stone)", "sand, kept beside your board"."""
    if cell is None:
        return _("{material}, kept beside your board").format(material=material_name(material))
    return _("{material} onto ceremony space {number} ({space_material})").format(
        material=material_name(material),
        number=cell + 1,
        space_material=material_name(d.CEREMONY_LAYOUT[cell]),
    )


def _fire_bonus(view: View, action: Action) -> str:
    choice = action["choice"]
    if choice == "god_card":
        gained = _god_card_from(view, action.get("source"))
    elif choice == "offering":
        gained = _("an offering")
    elif choice == "status":
        gained = _("a status step")
    else:
        gained = _("a shell")
    return _("Fire bonus: {gained}").format(gained=gained)


def _resource(view: View, seat: int, action: Action) -> str:
    region = _frame(view).get("region")
    if region in d.REGION_TYPE:
        material = material_name(d.TYPE_RESOURCE[d.REGION_TYPE[region]])
    else:
        material = _("material")
    if "cell" not in action:
        return _("Take the region's offering")
    cell = action["cell"]
    if cell is None:
        return _("Take the {material}, kept beside your board").format(material=material)
    return _("Take the {material} onto ceremony space {number} ({space_material})").format(
        material=material, number=cell + 1, space_material=material_name(d.CEREMONY_LAYOUT[cell])
    )


def _task(action: Action, vp: bool = False) -> str:
    yellow = action.get("yellow")
    text = task_name(action["task"])
    if not vp:
        return text
    if yellow:
        return _("{task} ({vp} VP, the Yellow God {payment})").format(
            task=text, vp=d.TASK_VP_WITH_YELLOW, payment=payment(yellow)
        )
    return _("{task} ({vp} VP)").format(task=text, vp=d.TASK_VP)


def _hut_label(view: View, action: Action) -> str:
    where = region_in(action["region"])
    if action["type"] == "start_hut":
        text = _("Place your first hut {in_region}").format(in_region=where)
    else:
        text = _("Build a hut {in_region}").format(in_region=where)
    fish = (view["regions"].get(action["region"]) or {}).get("fish")
    if fish:
        text = _("{action} (fish tile {value})").format(action=text, value=fish[1])
    if action.get("from12"):
        text = _("{action}, taking the hut from your twelfth space").format(action=text)
    return text


def _place_die(view: View, action: Action) -> str:
    value = 6 if _frame(view).get("white") else action["die"]
    tile = tile_name(action["tile"]) if action["tile"] in TILE_NAMES else _("action")
    return _("Place your {die} on the {tile} tile: {purpose}").format(
        die=action["die"], tile=tile, purpose=_die_purpose(action["action"], value)
    )


def _play_god(action: Action) -> str:
    god = action["god"]
    called = god_called(god)
    paid = payment(action["pay"])
    if action.get("gender") == "M":
        return _("Call the {god} {payment} to activate one more type of men").format(
            god=called, payment=paid
        )
    if action.get("gender"):
        return _("Call the {god} {payment} to activate one more type of women").format(
            god=called, payment=paid
        )
    return _("Call the {god} {payment}: {text}").format(
        god=called, payment=paid, text=god_text(god)
    )


def _take_person(view: View, action: Action) -> str:
    display = (view.get("displays") or {}).get(action["gender"]) or []
    position = action["position"]
    shown = display[position - 1] if position <= len(display) else None
    person = person_with_left(shown) if shown else person_name(None)
    return _("Take {person} from position {position}").format(person=person, position=position)


def _place_priest(view: View, seat: int, action: Action) -> str:
    space = action["space"]
    owner = (view.get("temple") or [None] * d.TEMPLE_SPACES)[space - 1]
    text = _("Send a priest to temple space {space}").format(space=space)
    if owner == seat:
        return _("{action}, pushing your priest along").format(action=text)
    if owner is not None:
        return _("{action}, pushing Seat {owner}'s priest along").format(action=text, owner=owner)
    return text


def _activation(gender: str, person_type: str, tiles: int) -> str:
    if gender == "M":
        words = ngettext(
            "Activate {count} man ({type}): {does}", "Activate {count} men ({type}): {does}", tiles
        )
    else:
        words = ngettext(
            "Activate {count} woman ({type}): {does}",
            "Activate {count} women ({type}): {does}",
            tiles,
        )
    return words.format(
        count=tiles, type=person_type_name(person_type), does=people_text(person_type, tiles)
    )


def _carry_out(view: View) -> str:
    frame = _frame(view)
    if frame.get("kind") == "activation" and frame.get("person_type") in d.PERSON_STRENGTH:
        person_type = frame["person_type"]
        strength = activation_strength(person_type, frame["count"], frame.get("doubled", False))
        return _("Carry it out: {text}").format(text=people_action_text(person_type, strength))
    return _("Carry out the activation")


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    if kind in ("start_hut", "expand"):
        return _hut_label(view, action)
    if kind == "place_die":
        return _place_die(view, action)
    if kind == "play_god":
        return _play_god(action)
    if kind == "take_person":
        return _take_person(view, action)
    if kind == "helper":
        return _helper(view, seat, action)
    if kind == "end_helper":
        left = _frame(view).get("pips")
        if not left:
            return type_name(kind)
        words = ngettext(
            "Leave the remaining {count} helper pip",
            "Leave the remaining {count} helper pips",
            left,
        )
        return words.format(count=left)
    if kind == "place_priest":
        return _place_priest(view, seat, action)
    if kind == "build_tile":
        return _("Build your building of value {value}").format(value=action["tile"])
    if kind == "build_cells":
        a, b = action["cells"]
        return _("Build it on ceremony spaces {first} and {second}").format(
            first=a + 1, second=b + 1
        )
    if kind == "fire_bonus":
        return _fire_bonus(view, action)
    if kind == "activate":
        return _activation(action["gender"], action["person_type"], action["tiles"])
    if kind == "carry_out":
        return _carry_out(view)
    if kind == "move_huts":
        count = action["count"]
        words = ngettext(
            "Move {count} hut to your twelfth space",
            "Move {count} huts to your twelfth space",
            count,
        )
        return words.format(count=count)
    if kind == "take_material":
        return _("Take {material}").format(
            material=_material(view, seat, action["material"], action["cell"])
        )
    if kind == "take_god_card":
        return _("Take {card}").format(card=_god_card_from(view, action["source"], taken=True))
    if kind == "take_resource":
        return _resource(view, seat, action)
    if kind == "decline_resource":
        return _("Leave the region's resource")
    if kind == "buy_jewelry":
        return _("Buy the {jewel}").format(jewel=jewel_name(action["tile"]))
    if kind == "complete_task":
        return _("Complete the task {task}").format(task=_task(action, vp=True))
    if kind == "discard_task":
        return _("Discard the task {task} (no VP)").format(task=_task(action))
    if kind == "take_task":
        return _("Take the task {task}").format(task=_task(action))
    return type_name(kind)


ACTION_CHOICES = {
    "land": N_("Over a land path"),
    "water": N_("Over a water path"),
    "woman": N_("Take a woman"),
    "man": N_("Take a man"),
}
GENDER_CHOICES = {"M": N_("Men"), "W": N_("Women")}
FIRE_CHOICES = {
    "offering": N_("An offering"),
    "god_card": N_("A god card"),
    "status": N_("A status step"),
}


def _tile_choice(value: Any) -> str:
    if value in TILE_NAMES:
        return _("The {tile} tile").format(tile=tile_name(value))
    if value in d.PERSON_INFO:
        return sentence(person_with_left(value))
    if value in d.JEWELRY:
        return sentence(_("The {jewel}").format(jewel=jewel_name(value)))
    return _("Building of value {value}").format(value=value)


def _cells_choice(cells: Any) -> str:
    if len(cells) == 2:
        first, second = cells
        return sentence(
            _("space {first} and space {second}").format(first=first + 1, second=second + 1)
        )
    spaces = [_("space {number}").format(number=cell + 1) for cell in cells]
    text = spaces[0] if spaces else ""
    for more in spaces[1:]:
        text = _("{first} and {second}").format(first=text, second=more)
    return sentence(text)


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return type_name(value)
    if field == "region":
        return sentence(region_name(value))
    if field == "from12":
        return _("A hut from your twelfth space") if value else _("A hut from your board")
    if field == "cell":
        return sentence(ceremony_space(view, seat, value))
    if field == "die":
        return _("Your {value}").format(value=value)
    if field == "tile":
        return _tile_choice(value)
    if field == "action":
        if value in ACTION_CHOICES:
            return _(ACTION_CHOICES[value])
        return tile_name(value) if value in TILE_NAMES else _("Act")
    if field == "god":
        god = god_name(value) if value in d.GOD_COLOURS else _("god")
        return _("The {god}").format(god=god)
    if field == "pay":
        return sentence(payment(value))
    if field == "gender":
        return _(GENDER_CHOICES[value]) if value in GENDER_CHOICES else _("Either")
    if field == "position":
        return _("Position {value}").format(value=value)
    if field == "item":
        return sentence(helper_name(value) if value in HELPER_NAMES else _("something else"))
    if field == "source":
        return sentence(_god_card_from(view, value))
    if field == "material":
        return sentence(material_name(value))
    if field == "space":
        return _("Temple space {value}").format(value=value)
    if field == "cells":
        return _cells_choice(value)
    if field == "choice":
        return _(FIRE_CHOICES[value]) if value in FIRE_CHOICES else _("A shell")
    if field == "person_type":
        if value in PERSON_TYPE_NAMES:
            return sentence(person_type_name(value))
        return sentence(_("another type"))
    if field == "tiles":
        return ngettext("{count} tile", "{count} tiles", value).format(count=value)
    if field == "count":
        return huts(value)
    if field == "task":
        return task_name(value)
    if field == "yellow":
        if value:
            return _("The Yellow God {payment}").format(payment=payment(value))
        return _("Without the Yellow God")
    return str(value)


PHASE_NAMES = {
    "A": N_("phase A (dice)"),
    "B": N_("phase B (people)"),
    "C_jewelry": N_("phase C (jewelry)"),
    "C_tasks": N_("phase C (tasks)"),
    "C_new_task": N_("phase C (new tasks)"),
    "final_tasks": N_("the last tasks"),
}
FRAME_WORDS = {
    "start_hut": N_("choose a region with a fish tile of 1"),
    "place_die": N_("place a die"),
    "resource": N_("take the region's resource?"),
    "red": N_("call the Red God?"),
    "build_cells": N_("choose where to build"),
    "fire_status": N_("fire bonus: a status step or a shell"),
    "fire_card": N_("fire bonus: a god card or an offering"),
    "expand": N_("choose a region"),
    "take_person": N_("choose a person"),
    "helper": N_("spend {pips} helper pips"),
    "temple": N_("choose a temple space"),
    "build_tile": N_("choose a building"),
    "b_menu": N_("activate men and women"),
    "activation": N_("carry out the activation"),
    "pick_material": N_("take {left} building materials"),
    "pick_god": N_("take {left} god cards"),
    "jewelry": N_("buy jewelry"),
    "task": N_("complete or discard a task"),
    "new_task": N_("take a new task"),
    "final_tasks": N_("complete the last tasks"),
}


def phase(view: View, seat: int | None) -> str:
    stage = view.get("phase")
    if stage in (None, "setup"):
        return _("setting up")
    if stage == "over":
        return _("game over")
    if stage == "start_huts":
        text = _("placing the first huts")
    else:
        part = _(PHASE_NAMES[stage]) if stage in PHASE_NAMES else _("playing")
        text = _("round {round}, {part}").format(round=view["round"], part=part)
    frame = _frame(view)
    if frame:
        kind = frame.get("kind", "")
        words = _(FRAME_WORDS[kind]) if kind in FRAME_WORDS else _("decide")
        decision = words.format(pips=frame.get("pips", ""), left=frame.get("left", ""))
        text = _("{phase}: {decision}").format(phase=text, decision=decision)
    return text
