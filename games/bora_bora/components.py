"""Every component of Bora Bora a player meets, with its name and its rule text in words.

The numbers come from ``data.py``; the words here are the one source for the log sentences
(``describe.py``), the action labels (``labels.py``), the web client's tooltips and
``GET /api/v1/games/bora-bora/components/``. Names are English source strings, marked with
``N_`` where they are data and translated with ``_`` where they are read, so every text comes out
in the reader's language (``games.engine.i18n``).
"""

from __future__ import annotations

from typing import Any

from games.bora_bora import data as d
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)


def sentence(text: str) -> str:
    """The text with a capital first letter (the rest kept: "Fish C", not "Fish c")."""
    return text[:1].upper() + text[1:]


def shells(count: int) -> str:
    return ngettext("{count} shell", "{count} shells", count).format(count=count)


def pips(count: int) -> str:
    return ngettext("{count} pip", "{count} pips", count).format(count=count)


def huts(count: int) -> str:
    return ngettext("{count} hut", "{count} huts", count).format(count=count)


# -- the islands --------------------------------------------------------------------------------

ISLAND_NAMES = {
    "CENTRAL": N_("central island"),
    "NORTH": N_("north island"),
    "EAST": N_("east island"),
    "SOUTH": N_("south island"),
    "WEST": N_("west island"),
}
#: The island as a region's name says it ("the *central* forest"); a translation may put it
#: after the region's type, in the case its grammar asks for ("лес центрального острова").
ISLAND_WORDS = {
    "CENTRAL": N_("central"),
    "NORTH": N_("north"),
    "EAST": N_("east"),
    "SOUTH": N_("south"),
    "WEST": N_("west"),
}
REGION_TYPE_NAMES = {
    "mountain": N_("mountains"),
    "forest": N_("forest"),
    "beach": N_("beach"),
    "plains": N_("plains"),
}
#: A region as a player names it, by its type: alone, with "the", after "in", after "to" (each a
#: whole phrase, so that a language can choose its preposition and case for each type).
REGION_FORMS: dict[str, tuple[str, str, str, str]] = {
    "mountain": (
        N_("{island} mountains"),
        N_("the {island} mountains"),
        N_("in the {island} mountains"),
        N_("to the {island} mountains"),
    ),
    "forest": (
        N_("{island} forest"),
        N_("the {island} forest"),
        N_("in the {island} forest"),
        N_("to the {island} forest"),
    ),
    "beach": (
        N_("{island} beach"),
        N_("the {island} beach"),
        N_("in the {island} beach"),
        N_("to the {island} beach"),
    ),
    "plains": (
        N_("{island} plains"),
        N_("the {island} plains"),
        N_("in the {island} plains"),
        N_("to the {island} plains"),
    ),
}
RESOURCE_WORDS = {
    "stone": N_("stone"),
    "wood": N_("wood"),
    "sand": N_("sand"),
    "offering": N_("an offering"),
}
MATERIAL_NAMES = {"stone": N_("stone"), "wood": N_("wood"), "sand": N_("sand")}


def material_name(material: Any) -> str:
    """ "stone", "wood", "sand" in the reader's language (anything else as it is)."""
    return _(MATERIAL_NAMES[material]) if material in MATERIAL_NAMES else str(material)


def _region_form(region: str, form: int) -> str:
    words = REGION_FORMS[d.REGION_TYPE[region]][form]
    return _(words).format(island=_(ISLAND_WORDS[d.ISLAND_OF[region]]))


def region_title(region: str) -> str:
    """ "Central forest"."""
    return sentence(_region_form(region, 0))


def region_name(region: str) -> str:
    """ "the central forest", "the north mountains"."""
    return _region_form(region, 1) if region in d.REGION_TYPE else _("a region")


def region_in(region: str) -> str:
    """ "in the central forest"."""
    return _region_form(region, 2) if region in d.REGION_TYPE else _("in a region")


def _path_text(kind: str, value: int, region: str) -> str:
    to = _region_form(region, 3)
    if kind == "land":
        return _("land path of {value} {to_region}").format(value=value, to_region=to)
    return _("water path of {value} {to_region}").format(value=value, to_region=to)


def _region_text(region: str) -> str:
    resource = d.TYPE_RESOURCE[d.REGION_TYPE[region]]
    paths = [
        _path_text(kind, value, b if a == region else a)
        for kind, a, b, value in d.PATHS
        if region in (a, b)
    ]
    return _(
        "A {region_type} region of the {island} island: a hut built here may take {resource}. "
        "Paths: {paths}. The newest hut holds the building space and scores the fish tile beside "
        "it at the end."
    ).format(
        region_type=_(REGION_TYPE_NAMES[d.REGION_TYPE[region]]),
        island=_(ISLAND_WORDS[d.ISLAND_OF[region]]),
        resource=_(RESOURCE_WORDS[resource]),
        paths=", ".join(paths),
    )


def fish_name(fish: str) -> str:
    """ "fish A"."""
    return _("fish {letter}").format(letter=fish[-1])


# -- action tiles ----------------------------------------------------------------------------------

TILE_NAMES: dict[str, str] = {
    "land": N_("Land Path"),
    "water": N_("Water Path"),
    "land_water": N_("Land/Water Path"),
    "woman": N_("Woman"),
    "man": N_("Man"),
    "man_woman": N_("Man/Woman"),
    "helper": N_("Helper"),
    "temple": N_("Temple"),
    "build": N_("Build"),
    d.FISHING_TILE: N_("Fishing"),
}
#: What one half of an action tile does with a die of value v.
ACTION_TEXTS: dict[str, str] = {
    "land": N_(
        "Build a hut in a region joined to one of yours by a land path of at most the die's "
        "value; you may take its resource."
    ),
    "water": N_(
        "Build a hut in a region joined to one of yours by a water path of at most the die's "
        "value; you may take its resource."
    ),
    "woman": N_(
        "Take a woman from display position at most the die's value onto a free space of your "
        "board."
    ),
    "man": N_(
        "Take a man from display position at most the die's value onto a free space of your board."
    ),
    "helper": N_("Spend the die's value in pips on the helper's price list."),
    "temple": N_(
        "Send a priest to a temple space of at most the die's value (pushing priests along); "
        "fire bonus."
    ),
    "build": N_(
        "Build a building tile of at most the die's value on two side-by-side filled spaces of "
        "your ceremony area; score this round's building VP and a fire bonus."
    ),
    "fishing": N_("Any die: {vp} VP."),
}
TILE_TEXTS: dict[str, str] = {
    "land": ACTION_TEXTS["land"],
    "water": ACTION_TEXTS["water"],
    "land_water": N_(
        "Build a hut in a region joined to one of yours by a land or a water path of at most the "
        "die's value; you may take its resource."
    ),
    "woman": ACTION_TEXTS["woman"],
    "man": ACTION_TEXTS["man"],
    "man_woman": N_("Take a man or a woman from display position at most the die's value."),
    "helper": ACTION_TEXTS["helper"],
    "temple": ACTION_TEXTS["temple"],
    "build": ACTION_TEXTS["build"],
    d.FISHING_TILE: N_("Any die: {vp} VP. Any number of dice, any value."),
}
DIE_RULE = N_(
    "A die must show less than every die already on the tile (a Blue God lifts this); the "
    "Fishing space takes any die."
)


def tile_name(tile: str) -> str:
    return _(TILE_NAMES[tile])


def tile_text(tile: str) -> str:
    return _(TILE_TEXTS[tile]).format(vp=d.FISHING_VP)


# -- people ---------------------------------------------------------------------------------------

PERSON_TYPE_NAMES: dict[str, str] = {
    "LAND_PATH": N_("land path"),
    "WATER_PATH": N_("water path"),
    "TAKE_WOMAN": N_("take a woman"),
    "TAKE_MAN": N_("take a man"),
    "BUILD": N_("build"),
    "MATERIAL": N_("building material"),
    "MOVE_HUT": N_("move huts"),
    "VICTORY_POINTS": N_("victory points"),
    "GOD_CARD": N_("god card"),
    "OFFERING": N_("offering"),
    "STATUS": N_("status"),
    "SHELL": N_("shell"),
}


def person_type_name(person_type: str) -> str:
    return _(PERSON_TYPE_NAMES[person_type])


def people_action_text(person_type: str, strength: int) -> str:
    """What an activation of ``strength`` does, as a sentence."""
    n = strength
    if person_type == "LAND_PATH":
        return _("Expand over a land path of at most {n}.").format(n=n)
    if person_type == "WATER_PATH":
        return _("Expand over a water path of at most {n}.").format(n=n)
    if person_type == "TAKE_WOMAN":
        return _("Take a woman from display position {n} or lower.").format(n=n)
    if person_type == "TAKE_MAN":
        return _("Take a man from display position {n} or lower.").format(n=n)
    if person_type == "BUILD":
        return _("Build a building tile of value {n} or lower.").format(n=n)
    if person_type == "MATERIAL":
        text = ngettext("Take {n} building material.", "Take {n} building materials.", n)
    elif person_type == "MOVE_HUT":
        text = ngettext(
            "Move {n} hut of your board to its twelfth space.",
            "Move {n} huts of your board to its twelfth space.",
            n,
        )
    elif person_type == "VICTORY_POINTS":
        text = _("Score {n} VP.")
    elif person_type == "GOD_CARD":
        text = ngettext("Take {n} god card.", "Take {n} god cards.", n)
    elif person_type == "OFFERING":
        text = ngettext("Take {n} offering.", "Take {n} offerings.", n)
    elif person_type == "STATUS":
        text = ngettext(
            "Move {n} step up the status track.", "Move {n} steps up the status track.", n
        )
    elif person_type == "SHELL":
        text = ngettext("Take {n} shell.", "Take {n} shells.", n)
    else:
        raise KeyError(person_type)
    return text.format(n=n)


def people_text(person_type: str, tiles: int) -> str:
    """What activating ``tiles`` alike people of ``person_type`` does."""
    return people_action_text(person_type, d.PERSON_STRENGTH[person_type][tiles - 1])


def person_type_text(person_type: str) -> str:
    one, two, three = (people_text(person_type, tiles) for tiles in (1, 2, 3))
    return _("With one tile: {one} Two alike: {two} Three alike: {three}").format(
        one=one, two=two, three=three
    )


def person_name(tile: str | None) -> str:
    """ "a man (build)", "a woman (shell)"."""
    if tile not in d.PERSON_INFO:
        return _("a person")
    gender, person_type, _value = d.PERSON_INFO[tile]
    words = _("a man ({type})") if gender == "M" else _("a woman ({type})")
    return words.format(type=person_type_name(person_type))


def person_left(tile: str) -> str:
    """What tattooing a man or a woman's shell collecting gives: "2 status", "1 shell"."""
    gender, _type, value = d.PERSON_INFO[tile]
    if gender == "M":
        return ngettext("{count} status", "{count} status", value).format(count=value)
    return shells(value)


def person_with_left(tile: str) -> str:
    """ "a man (build, 2 status)"."""
    gender, person_type, _value = d.PERSON_INFO[tile]
    words = _("a man ({type}, {left})") if gender == "M" else _("a woman ({type}, {left})")
    return words.format(type=person_type_name(person_type), left=person_left(tile))


def _person_title(tile: str) -> str:
    """ "Man (build, 2 status)"."""
    gender, person_type, _value = d.PERSON_INFO[tile]
    words = _("man ({type}, {left})") if gender == "M" else _("woman ({type}, {left})")
    return sentence(words.format(type=person_type_name(person_type), left=person_left(tile)))


def person_text(tile: str) -> str:
    gender, person_type, _value = d.PERSON_INFO[tile]
    if gender == "M":
        words = _("Man, {type}: {actions} Helper, tattooing: {left}.")
    else:
        words = _("Woman, {type}: {actions} Helper, collecting shells: {left}.")
    return words.format(
        type=person_type_name(person_type),
        actions=person_type_text(person_type),
        left=person_left(tile),
    )


# -- gods -----------------------------------------------------------------------------------------

GOD_NAMES = {
    "blue": N_("Blue God"),
    "white": N_("White God"),
    "red": N_("Red God"),
    "green": N_("Green God"),
    "yellow": N_("Yellow God"),
}


def god_name(colour: str) -> str:
    """ "Blue God", as a name stands alone (a title, after "the" in a choice)."""
    return _(GOD_NAMES[colour])


def god_called(colour: str) -> str:
    """ "Blue God" as the object of "call" (Russian: "Синего Бога")."""
    return {
        "blue": pgettext("called", "Blue God"),
        "white": pgettext("called", "White God"),
        "red": pgettext("called", "Red God"),
        "green": pgettext("called", "Green God"),
        "yellow": pgettext("called", "Yellow God"),
    }[colour]


def card_colour(colour: str, title: bool = False) -> str:
    """The colour of a god card as it qualifies "card": "blue" ("Blue" with ``title``)."""
    if title:
        return {
            "blue": pgettext("god card colour", "Blue"),
            "white": pgettext("god card colour", "White"),
            "red": pgettext("god card colour", "Red"),
            "green": pgettext("god card colour", "Green"),
            "yellow": pgettext("god card colour", "Yellow"),
        }.get(colour, colour)
    return {
        "blue": pgettext("god card colour", "blue"),
        "white": pgettext("god card colour", "white"),
        "red": pgettext("god card colour", "red"),
        "green": pgettext("god card colour", "green"),
        "yellow": pgettext("god card colour", "yellow"),
    }.get(colour, colour)


def payment(pay: str, title: bool = False) -> str:
    """ "with a God tile", "with two blue cards and an offering" (``title``: "Blue")."""
    if pay == "tile":
        return _("with a God tile")
    if pay == "card":
        return _("with a card and an offering")
    colour = card_colour(pay.split(":")[1], title)
    return _("with two {colour} cards and an offering").format(colour=colour)


GOD_TEXTS: dict[str, str] = {
    "blue": N_(
        "Phase A: place a die on an action tile even if it is not lower than the dice there."
    ),
    "white": N_(
        "Phase A: the die counts as a 6 for its action (its printed value still decides where it "
        "may go)."
    ),
    "red": N_("When one of your huts enters a new region: score its fish tile now."),
    "green": N_(
        "Phase B: double the person action just made, or activate one more type of the same gender."
    ),
    "yellow": N_(
        "Tasks: lower one requirement of a task by one; the task then scores {vp_with_yellow} VP "
        "instead of {vp}."
    ),
}


def god_text(colour: str) -> str:
    return _(GOD_TEXTS[colour]).format(vp_with_yellow=d.TASK_VP_WITH_YELLOW, vp=d.TASK_VP)


GOD_RULE = N_(
    "Calling a god costs a card of its colour and an offering; two identical cards and an offering "
    "act as any colour; a God tile acts as any colour for free."
)
GOD_TILE_TEXT = N_(
    "Acts as a god card of any colour, costs no offering, and is used up. Each unused God tile "
    "scores {vp} VP at the end. It never counts as a god card for a task."
)

# -- tasks ----------------------------------------------------------------------------------------

JEWELRY_NAMES = {
    "NECKLACE": N_("necklace"),
    "BRACELET": N_("bracelet"),
    "EARRINGS": N_("pair of earrings"),
    "RING": N_("ring"),
    "ANKLET": N_("anklet"),
    "HEADDRESS": N_("headdress"),
}


def jewelry_count(kind: str, count: int) -> str:
    """ "2 necklaces", "2 pairs of earrings"."""
    words = {
        "NECKLACE": ngettext("{count} necklace", "{count} necklaces", count),
        "BRACELET": ngettext("{count} bracelet", "{count} bracelets", count),
        "EARRINGS": ngettext("{count} pair of earrings", "{count} pairs of earrings", count),
        "RING": ngettext("{count} ring", "{count} rings", count),
        "ANKLET": ngettext("{count} anklet", "{count} anklets", count),
        "HEADDRESS": ngettext("{count} headdress", "{count} headdresses", count),
    }[kind]
    return words.format(count=count)


def _requirement(metric: str, minimum: int) -> str:
    """One requirement of a task in words ("3 priests in the temple")."""
    kind, _sep, detail = metric.partition(":")
    if detail:
        return _requirement_of_a_kind(kind, detail, minimum)
    n = minimum
    if kind == "men":
        return _("a man") if n == 1 else ngettext("{count} man", "{count} men", n).format(count=n)
    if kind == "women":
        if n == 1:
            return _("a woman")
        return ngettext("{count} woman", "{count} women", n).format(count=n)
    if kind == "priests":
        if n == 1:
            return _("a priest in the temple")
        words = ngettext("{count} priest in the temple", "{count} priests in the temple", n)
        return words.format(count=n)
    if kind == "jewelry":
        if n == 1:
            return _("a jewelry tile")
        return ngettext("{count} jewelry tile", "{count} jewelry tiles", n).format(count=n)
    if kind == "turn_order_first":
        return _("first place in the turn order")
    if kind == "offerings":
        return ngettext("{count} offering", "{count} offerings", n).format(count=n)
    if kind == "shells":
        return shells(n)
    simple = {
        "regions": lambda: ngettext("huts in {count} region", "huts in {count} regions", n),
        "islands": lambda: _("a hut on each of the {count} islands"),
        "max_cards_one_colour": lambda: ngettext(
            "{count} god card of one colour", "{count} god cards of one colour", n
        ),
        "man_types": lambda: ngettext(
            "{count} man of different types", "{count} men of different types", n
        ),
        "woman_types": lambda: ngettext(
            "{count} woman of different types", "{count} women of different types", n
        ),
        "card_colours": lambda: ngettext(
            "god cards of {count} colour", "god cards of {count} colours", n
        ),
        "jewelry_types": lambda: ngettext(
            "{count} jewelry tile of different types", "{count} jewelry tiles of different types", n
        ),
        "built": lambda: ngettext("{count} building built", "{count} buildings built", n),
        "god_tiles": lambda: ngettext("{count} God tile", "{count} God tiles", n),
        "materials": lambda: ngettext("{count} building material", "{count} building materials", n),
        "huts_on_12": lambda: ngettext(
            "{count} hut on the twelfth space", "{count} huts on the twelfth space", n
        ),
        "shifted_men": lambda: ngettext("{count} tattooed man", "{count} tattooed men", n),
        "shifted_women": lambda: ngettext("{count} shifted woman", "{count} shifted women", n),
        "shifted_people": lambda: ngettext("{count} shifted person", "{count} shifted people", n),
    }
    return simple[kind]().format(count=n)


def _requirement_of_a_kind(kind: str, detail: str, minimum: int) -> str:
    n = minimum
    if kind == "cards":
        words = ngettext("{count} {colour} god card", "{count} {colour} god cards", n)
        return words.format(count=n, colour=card_colour(detail))
    if kind == "jewelry":
        return jewelry_count(detail, n)
    if kind == "material":
        return {
            "stone": ngettext("{count} stone", "{count} stone", n),
            "wood": ngettext("{count} wood", "{count} wood", n),
            "sand": ngettext("{count} sand", "{count} sand", n),
        }[detail].format(count=n)
    if kind == "region_type":
        return {
            "mountain": _("huts in all {count} mountain regions"),
            "forest": _("huts in all {count} forest regions"),
            "beach": _("huts in all {count} beach regions"),
            "plains": _("huts in all {count} plains regions"),
        }[detail].format(count=n)
    if kind == "fish_type":
        return _("huts in all {count} regions of {fish}").format(count=n, fish=fish_name(detail))
    if kind == "person_type":
        words = ngettext(
            "{count} person with the {action} action", "{count} people with the {action} action", n
        )
        return words.format(count=n, action=person_type_name(detail))
    raise KeyError(f"{kind}:{detail}")


def task_requirements(task: str) -> str:
    """What a task asks, in words: "a man and a woman"."""
    texts = [_requirement(metric, minimum) for metric, minimum in d.TASKS[task]["req"]]
    text = texts[0]
    for more in texts[1:]:
        text = _("{first} and {second}").format(first=text, second=more)
    return text


def task_name(task: str | None) -> str:
    """A task by what it asks: “2 red god cards”."""
    if task not in d.TASKS:
        return _("a task")
    return _("“{task}”").format(task=task_requirements(task))


TASK_RULE = N_(
    "Show (do not spend) what the task asks at the end of a round: {vp} VP, or {vp_with_yellow} "
    "with a Yellow God, which lowers one requirement by one."
)


def task_rule() -> str:
    return _(TASK_RULE).format(vp=d.TASK_VP, vp_with_yellow=d.TASK_VP_WITH_YELLOW)


# -- jewelry, helper, buildings ---------------------------------------------------------------


def jewel_name(tile: str) -> str:
    info = d.JEWELRY[tile]
    return _("{jewel} ({shells}, {vp} VP)").format(
        jewel=_(JEWELRY_NAMES[info["type"]]), shells=shells(info["cost"]), vp=info["vp"]
    )


HELPER_NAMES: dict[str, str] = {
    "tattoo": N_("tattoo a man"),
    "collect_shells": N_("a woman collects shells"),
    "vp": N_("1 VP"),
    "offering": N_("an offering"),
    "god_card": N_("a god card"),
    "material": N_("a building material"),
    "move_hut": N_("move a hut to the twelfth space"),
}
HELPER_TEXTS: dict[str, str] = {
    "tattoo": N_("Shift an unshifted man down: gain his status symbols."),
    "collect_shells": N_("Shift an unshifted woman down: gain her shells."),
    "vp": N_("Score 1 VP."),
    "offering": N_("Take an offering."),
    "god_card": N_("Take the top god card or one from the display."),
    "material": N_("Take stone, wood or sand."),
    "move_hut": N_("Move a hut of your board onto its twelfth space."),
}
FIRE_BONUS_TEXT = N_(
    "For every priest sent to the temple and every building built: take a god card or an offering, "
    "and a status step or a shell."
)


def helper_name(item: str) -> str:
    return _(HELPER_NAMES[item])


def other_items() -> list[dict[str, Any]]:
    """The rest of the table: dice, God tiles, god cards, temple, tracks and the final scoring."""
    return [
        {
            "id": "dice",
            "name": _("Dice"),
            "text": _(
                "Each player rolls {dice} dice in phase A and places them one at a time. {rule}"
            ).format(dice=d.DICE_PER_PLAYER, rule=_(DIE_RULE)),
        },
        {
            "id": "god_tile",
            "name": _("God tile"),
            "text": _(GOD_TILE_TEXT).format(vp=d.GOD_TILE_FINAL_VP),
        },
        {"id": "god_card", "name": _("God cards"), "text": _(GOD_RULE)},
        {"id": "fire_bonus", "name": _("Fire bonus"), "text": _(FIRE_BONUS_TEXT)},
        {
            "id": "temple",
            "name": _("Temple"),
            "text": _(
                "{spaces} spaces; a priest pushes the ones in its way toward space 1 and off. At "
                "the end of each round each priest scores 1, 1, 2, 2, 3, 3 VP (rounds 1 to 6) and "
                "the player with most priests takes a God tile."
            ).format(spaces=d.TEMPLE_SPACES),
        },
        {
            "id": "status",
            "name": _("Status track"),
            "text": _(
                "0 to {most}. At the end of each round your status scores as many VP, decides the "
                "new turn order (highest first) and goes back to 0."
            ).format(most=d.STATUS_MAX),
        },
        {
            "id": "ceremony_area",
            "name": _("Ceremony area"),
            "text": _(
                "Twelve spaces printed with stone, wood or sand. A material goes onto an empty "
                "space of its kind (or beside the board). A building covers two side-by-side "
                "filled spaces."
            ),
        },
        {
            "id": "building",
            "name": _("Building tiles"),
            "text": _(
                "Six per player, values 1 to 6. Built on the ceremony area; worth {vps} VP in "
                "rounds 1 to 6."
            ).format(vps=", ".join(str(vp) for vp in d.BUILD_VP_BY_ROUND)),
        },
        {
            "id": "jewelry",
            "name": _("Jewelry"),
            "text": _(
                "Each round, in turn order, you may buy one jewelry tile of this round's column "
                "with shells; it scores its VP at the end."
            ),
        },
        {
            "id": "shell",
            "name": _("Shells"),
            "text": _("Pay for jewelry. Women give them (collecting shells, shell actions)."),
        },
        {
            "id": "offering",
            "name": _("Offerings"),
            "text": _("Needed to call a god with a god card."),
        },
        {"id": "task", "name": _("Tasks"), "text": task_rule()},
        {
            "id": "final_scoring",
            "name": _("Final scoring"),
            "text": _(
                "Unused God tiles {god_tile_vp} VP each; the fish tiles beside your huts on "
                "building spaces; your jewelry; {bonus_vp} VP each for 9 tasks done, 6 jewelry, a "
                "full ceremony area, all 6 buildings, huts in all 12 regions, all 12 person spaces "
                "filled."
            ).format(god_tile_vp=d.GOD_TILE_FINAL_VP, bonus_vp=d.BONUS_VP),
        },
    ]


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/bora-bora/components/``."""
    return [
        {
            "kind": "region",
            "title": _("Regions"),
            "items": [
                {
                    "id": region,
                    "name": region_title(region),
                    "island": _(ISLAND_NAMES[d.ISLAND_OF[region]]),
                    "type": d.REGION_TYPE[region],
                    "text": _region_text(region),
                }
                for region in d.REGIONS
            ],
        },
        {
            "kind": "action_tile",
            "title": _("Action tiles"),
            "items": [
                {"id": tile, "name": tile_name(tile), "text": tile_text(tile)}
                for tile in TILE_NAMES
            ],
        },
        {
            "kind": "person_type",
            "title": _("Men and women: their actions"),
            "items": [
                {
                    "id": person_type,
                    "name": sentence(person_type_name(person_type)),
                    "strength": d.PERSON_STRENGTH[person_type],
                    "text": person_type_text(person_type),
                }
                for person_type in PERSON_TYPE_NAMES
            ],
        },
        {
            "kind": "person",
            "title": _("Man and woman tiles"),
            "items": [
                {"id": tile, "name": _person_title(tile), "text": person_text(tile)}
                for gender in d.GENDERS
                for tile in d.ALL_PEOPLE[gender]
            ],
        },
        {
            "kind": "god",
            "title": _("Gods"),
            "items": [
                {"id": colour, "name": god_name(colour), "text": god_text(colour)}
                for colour in d.GOD_COLOURS
            ],
        },
        {
            "kind": "task",
            "title": _("Tasks"),
            "items": [
                {
                    "id": task,
                    "name": sentence(task_requirements(task)),
                    "deck": info["deck"],
                    "text": _("Show {requirements}. {rule}").format(
                        requirements=task_requirements(task), rule=task_rule()
                    ),
                }
                for task, info in d.TASKS.items()
            ],
        },
        {
            "kind": "jewelry",
            "title": _("Jewelry tiles"),
            "items": [
                {
                    "id": tile,
                    "name": sentence(jewel_name(tile)),
                    "cost": info["cost"],
                    "vp": info["vp"],
                    "text": ngettext(
                        "Costs {count} shell; worth {vp} VP at the end.",
                        "Costs {count} shells; worth {vp} VP at the end.",
                        info["cost"],
                    ).format(count=info["cost"], vp=info["vp"]),
                }
                for tile, info in d.JEWELRY.items()
            ],
        },
        {
            "kind": "helper",
            "title": _("The helper's prices"),
            "items": [
                {
                    "id": item,
                    "name": sentence(helper_name(item)),
                    "pips": cost,
                    "text": _("{text} Costs {pips}.").format(
                        text=_(HELPER_TEXTS[item]), pips=pips(cost)
                    ),
                }
                for item, cost in d.HELPER_COSTS.items()
            ],
        },
        {
            "kind": "fish",
            "title": _("Fish"),
            "items": [
                {
                    "id": fish,
                    "name": sentence(fish_name(fish)),
                    "text": _(
                        "A kind of fish tile; tasks ask for huts in all three regions of one kind."
                    ),
                }
                for fish in d.FISH_TYPES
            ],
        },
        {"kind": "other", "title": _("The table"), "items": other_items()},
    ]
