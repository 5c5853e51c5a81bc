"""Every component of Bora Bora a player meets, with its name and its rule text in words.

The numbers come from ``data.py``; the words here are the one source for the log sentences
(``describe.py``), the action labels (``labels.py``), the web client's tooltips and
``GET /api/v1/games/bora-bora/components/``.
"""

from __future__ import annotations

from typing import Any

from games.bora_bora import data as d


def sentence(text: str) -> str:
    """The text with a capital first letter (the rest kept: "Fish C", not "Fish c")."""
    return text[:1].upper() + text[1:]


def plural(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"


# -- the islands --------------------------------------------------------------------------------

ISLAND_NAMES = {
    "CENTRAL": "central island",
    "NORTH": "north island",
    "EAST": "east island",
    "SOUTH": "south island",
    "WEST": "west island",
}
REGION_TYPE_NAMES = {
    "mountain": "mountains",
    "forest": "forest",
    "beach": "beach",
    "plains": "plains",
}
#: A region as a player names it: its island and its type (unique on this board).
REGION_NAMES: dict[str, str] = {
    region: f"{island.lower()} {REGION_TYPE_NAMES[d.REGION_TYPE[region]]}"
    for island, regions in d.ISLANDS.items()
    for region in regions
}
RESOURCE_WORDS = {"stone": "stone", "wood": "wood", "sand": "sand", "offering": "an offering"}


def region_name(region: str) -> str:
    """ "the central forest", "the north mountains"."""
    return f"the {REGION_NAMES[region]}" if region in REGION_NAMES else "a region"


def _region_text(region: str) -> str:
    resource = d.TYPE_RESOURCE[d.REGION_TYPE[region]]
    paths = [
        f"{kind} path of {value} to {region_name(b if a == region else a)}"
        for kind, a, b, value in d.PATHS
        if region in (a, b)
    ]
    return (
        f"A {REGION_TYPE_NAMES[d.REGION_TYPE[region]]} region of the "
        f"{ISLAND_NAMES[d.ISLAND_OF[region]]}: a hut built here may take {RESOURCE_WORDS[resource]}. "
        f"Paths: {', '.join(paths)}. The newest hut holds the building space and scores the fish "
        "tile beside it at the end."
    )


FISH_NAMES = {fish: f"fish {fish[-1]}" for fish in d.FISH_TYPES}

# -- action tiles ----------------------------------------------------------------------------------

TILE_NAMES: dict[str, str] = {
    "land": "Land Path",
    "water": "Water Path",
    "land_water": "Land/Water Path",
    "woman": "Woman",
    "man": "Man",
    "man_woman": "Man/Woman",
    "helper": "Helper",
    "temple": "Temple",
    "build": "Build",
    d.FISHING_TILE: "Fishing",
}
#: What one half of an action tile does with a die of value v.
ACTION_TEXTS: dict[str, str] = {
    "land": "Build a hut in a region joined to one of yours by a land path of at most the die's "
    "value; you may take its resource.",
    "water": "Build a hut in a region joined to one of yours by a water path of at most the die's "
    "value; you may take its resource.",
    "woman": "Take a woman from display position at most the die's value onto a free space of "
    "your board.",
    "man": "Take a man from display position at most the die's value onto a free space of your "
    "board.",
    "helper": "Spend the die's value in pips on the helper's price list.",
    "temple": "Send a priest to a temple space of at most the die's value (pushing priests along); "
    "fire bonus.",
    "build": "Build a building tile of at most the die's value on two side-by-side filled spaces "
    "of your ceremony area; score this round's building VP and a fire bonus.",
    "fishing": f"Any die: {d.FISHING_VP} VP.",
}
TILE_TEXTS: dict[str, str] = {
    "land": ACTION_TEXTS["land"],
    "water": ACTION_TEXTS["water"],
    "land_water": "Build a hut in a region joined to one of yours by a land or a water path of "
    "at most the die's value; you may take its resource.",
    "woman": ACTION_TEXTS["woman"],
    "man": ACTION_TEXTS["man"],
    "man_woman": "Take a man or a woman from display position at most the die's value.",
    "helper": ACTION_TEXTS["helper"],
    "temple": ACTION_TEXTS["temple"],
    "build": ACTION_TEXTS["build"],
    d.FISHING_TILE: ACTION_TEXTS["fishing"] + " Any number of dice, any value.",
}
DIE_RULE = (
    "A die must show less than every die already on the tile (a Blue God lifts this); the "
    "Fishing space takes any die."
)

# -- people ---------------------------------------------------------------------------------------

PERSON_TYPE_NAMES: dict[str, str] = {
    "LAND_PATH": "land path",
    "WATER_PATH": "water path",
    "TAKE_WOMAN": "take a woman",
    "TAKE_MAN": "take a man",
    "BUILD": "build",
    "MATERIAL": "building material",
    "MOVE_HUT": "move huts",
    "VICTORY_POINTS": "victory points",
    "GOD_CARD": "god card",
    "OFFERING": "offering",
    "STATUS": "status",
    "SHELL": "shell",
}


def people_action_text(person_type: str, strength: int) -> str:
    """What an activation of ``strength`` does, as a sentence."""
    n = strength
    return {
        "LAND_PATH": f"Expand over a land path of at most {n}.",
        "WATER_PATH": f"Expand over a water path of at most {n}.",
        "TAKE_WOMAN": f"Take a woman from display position {n} or lower.",
        "TAKE_MAN": f"Take a man from display position {n} or lower.",
        "BUILD": f"Build a building tile of value {n} or lower.",
        "MATERIAL": f"Take {plural(n, 'building material')}.",
        "MOVE_HUT": f"Move {plural(n, 'hut')} of your board to its twelfth space.",
        "VICTORY_POINTS": f"Score {n} VP.",
        "GOD_CARD": f"Take {plural(n, 'god card')}.",
        "OFFERING": f"Take {plural(n, 'offering')}.",
        "STATUS": f"Move {plural(n, 'step')} up the status track.",
        "SHELL": f"Take {plural(n, 'shell')}.",
    }[person_type]


GENDER_WORDS = {"M": ("man", "men"), "W": ("woman", "women")}


def people_text(person_type: str, tiles: int) -> str:
    """What activating ``tiles`` alike people of ``person_type`` does."""
    return people_action_text(person_type, d.PERSON_STRENGTH[person_type][tiles - 1])


def person_type_text(person_type: str) -> str:
    one, two, three = (people_text(person_type, tiles) for tiles in (1, 2, 3))
    return f"With one tile: {one} Two alike: {two} Three alike: {three}"


def person_name(tile: str | None) -> str:
    """ "a man (build)", "a woman (shell)"."""
    if tile not in d.PERSON_INFO:
        return "a person"
    gender, person_type, _ = d.PERSON_INFO[tile]
    return f"a {GENDER_WORDS[gender][0]} ({PERSON_TYPE_NAMES[person_type]})"


def person_left(tile: str) -> str:
    """What tattooing a man or a woman's shell collecting gives: "2 status", "1 shell"."""
    gender, _, value = d.PERSON_INFO[tile]
    return f"{value} status" if gender == "M" else plural(value, "shell")


def person_text(tile: str) -> str:
    gender, person_type, value = d.PERSON_INFO[tile]
    left = person_left(tile)
    shift = "tattooing" if gender == "M" else "collecting shells"
    return (
        f"{sentence(GENDER_WORDS[gender][0])}, {PERSON_TYPE_NAMES[person_type]}: "
        f"{person_type_text(person_type)} Helper, {shift}: {left}."
    )


# -- gods -----------------------------------------------------------------------------------------

GOD_NAMES = {colour: f"{colour.title()} God" for colour in d.GOD_COLOURS}
GOD_TEXTS: dict[str, str] = {
    "blue": "Phase A: place a die on an action tile even if it is not lower than the dice there.",
    "white": "Phase A: the die counts as a 6 for its action (its printed value still decides "
    "where it may go).",
    "red": "When one of your huts enters a new region: score its fish tile now.",
    "green": "Phase B: double the person action just made, or activate one more type of the same "
    "gender.",
    "yellow": "Tasks: lower one requirement of a task by one; the task then scores "
    f"{d.TASK_VP_WITH_YELLOW} VP instead of {d.TASK_VP}.",
}
GOD_RULE = (
    "Calling a god costs a card of its colour and an offering; two identical cards and an offering "
    "act as any colour; a God tile acts as any colour for free."
)
GOD_TILE_TEXT = (
    "Acts as a god card of any colour, costs no offering, and is used up. Each unused God tile "
    f"scores {d.GOD_TILE_FINAL_VP} VP at the end. It never counts as a god card for a task."
)

# -- tasks ----------------------------------------------------------------------------------------

JEWELRY_NAMES = {
    "NECKLACE": ("necklace", "necklaces"),
    "BRACELET": ("bracelet", "bracelets"),
    "EARRINGS": ("pair of earrings", "pairs of earrings"),
    "RING": ("ring", "rings"),
    "ANKLET": ("anklet", "anklets"),
    "HEADDRESS": ("headdress", "headdresses"),
}


def _requirement(metric: str, minimum: int) -> str:
    """One requirement of a task in words ("3 priests in the temple")."""
    kind, _, detail = metric.partition(":")
    if detail:
        return _requirement_of_a_kind(kind, detail, minimum)
    simple = {
        "men": lambda n: "a man" if n == 1 else f"{n} men",
        "women": lambda n: "a woman" if n == 1 else f"{n} women",
        "regions": lambda n: f"huts in {n} regions",
        "islands": lambda n: f"a hut on each of the {n} islands",
        "priests": lambda n: "a priest in the temple" if n == 1 else f"{n} priests in the temple",
        "max_cards_one_colour": lambda n: f"{n} god cards of one colour",
        "jewelry": lambda n: "a jewelry tile" if n == 1 else f"{n} jewelry tiles",
        "man_types": lambda n: f"{n} men of different types",
        "woman_types": lambda n: f"{n} women of different types",
        "card_colours": lambda n: f"god cards of {n} colours",
        "turn_order_first": lambda n: "first place in the turn order",
        "jewelry_types": lambda n: f"{n} jewelry tiles of different types",
        "built": lambda n: f"{n} buildings built",
        "god_tiles": lambda n: f"{n} God tiles",
        "offerings": lambda n: plural(n, "offering"),
        "shells": lambda n: plural(n, "shell"),
        "materials": lambda n: f"{n} building materials",
        "huts_on_12": lambda n: f"{n} huts on the twelfth space",
        "shifted_men": lambda n: f"{n} tattooed men",
        "shifted_women": lambda n: f"{n} shifted women",
        "shifted_people": lambda n: f"{n} shifted people",
    }
    return simple[kind](minimum)


def _requirement_of_a_kind(kind: str, detail: str, minimum: int) -> str:
    if kind == "cards":
        return f"{minimum} {detail} god cards"
    if kind == "jewelry":
        one, many = JEWELRY_NAMES[detail]
        return plural(minimum, one, many)
    if kind == "material":
        return f"{minimum} {detail}"
    if kind == "region_type":
        return f"huts in all {minimum} {detail} regions"
    if kind == "fish_type":
        return f"huts in all {minimum} regions of {FISH_NAMES[detail]}"
    if kind == "person_type":
        return f"{minimum} people with the {PERSON_TYPE_NAMES[detail]} action"
    raise KeyError(f"{kind}:{detail}")


TASK_NAMES: dict[str, str] = {
    task: " and ".join(_requirement(metric, minimum) for metric, minimum in info["req"])
    for task, info in d.TASKS.items()
}


def task_name(task: str | None) -> str:
    """A task by what it asks: “2 red god cards”."""
    return f"“{TASK_NAMES[task]}”" if task in TASK_NAMES else "a task"


TASK_RULE = (
    f"Show (do not spend) what the task asks at the end of a round: {d.TASK_VP} VP, or "
    f"{d.TASK_VP_WITH_YELLOW} with a Yellow God, which lowers one requirement by one."
)

# -- jewelry, helper, buildings ---------------------------------------------------------------


def jewel_name(tile: str) -> str:
    info = d.JEWELRY[tile]
    return f"{JEWELRY_NAMES[info['type']][0]} ({plural(info['cost'], 'shell')}, {info['vp']} VP)"


HELPER_NAMES: dict[str, str] = {
    "tattoo": "tattoo a man",
    "collect_shells": "a woman collects shells",
    "vp": "1 VP",
    "offering": "an offering",
    "god_card": "a god card",
    "material": "a building material",
    "move_hut": "move a hut to the twelfth space",
}
HELPER_TEXTS: dict[str, str] = {
    "tattoo": "Shift an unshifted man down: gain his status symbols.",
    "collect_shells": "Shift an unshifted woman down: gain her shells.",
    "vp": "Score 1 VP.",
    "offering": "Take an offering.",
    "god_card": "Take the top god card or one from the display.",
    "material": "Take stone, wood or sand.",
    "move_hut": "Move a hut of your board onto its twelfth space.",
}
FIRE_BONUS_TEXT = (
    "For every priest sent to the temple and every building built: take a god card or an offering, "
    "and a status step or a shell."
)
MATERIAL_NAMES = {"stone": "stone", "wood": "wood", "sand": "sand"}

OTHER: list[dict[str, Any]] = [
    {
        "id": "dice",
        "name": "Dice",
        "text": f"Each player rolls {d.DICE_PER_PLAYER} dice in phase A and places them one at a "
        "time. " + DIE_RULE,
    },
    {"id": "god_tile", "name": "God tile", "text": GOD_TILE_TEXT},
    {"id": "god_card", "name": "God cards", "text": GOD_RULE},
    {"id": "fire_bonus", "name": "Fire bonus", "text": FIRE_BONUS_TEXT},
    {
        "id": "temple",
        "name": "Temple",
        "text": f"{d.TEMPLE_SPACES} spaces; a priest pushes the ones in its way toward space 1 and "
        "off. At the end of each round each priest scores 1, 1, 2, 2, 3, 3 VP (rounds 1 to 6) and "
        "the player with most priests takes a God tile.",
    },
    {
        "id": "status",
        "name": "Status track",
        "text": f"0 to {d.STATUS_MAX}. At the end of each round your status scores as many VP, "
        "decides the new turn order (highest first) and goes back to 0.",
    },
    {
        "id": "ceremony_area",
        "name": "Ceremony area",
        "text": "Twelve spaces printed with stone, wood or sand. A material goes onto an empty space "
        "of its kind (or beside the board). A building covers two side-by-side filled spaces.",
    },
    {
        "id": "building",
        "name": "Building tiles",
        "text": "Six per player, values 1 to 6. Built on the ceremony area; worth "
        + ", ".join(str(vp) for vp in d.BUILD_VP_BY_ROUND)
        + " VP in rounds 1 to 6.",
    },
    {
        "id": "jewelry",
        "name": "Jewelry",
        "text": "Each round, in turn order, you may buy one jewelry tile of this round's column "
        "with shells; it scores its VP at the end.",
    },
    {
        "id": "shell",
        "name": "Shells",
        "text": "Pay for jewelry. Women give them (collecting shells, shell actions).",
    },
    {"id": "offering", "name": "Offerings", "text": "Needed to call a god with a god card."},
    {"id": "task", "name": "Tasks", "text": TASK_RULE},
    {
        "id": "final_scoring",
        "name": "Final scoring",
        "text": f"Unused God tiles {d.GOD_TILE_FINAL_VP} VP each; the fish tiles beside your huts "
        f"on building spaces; your jewelry; {d.BONUS_VP} VP each for 9 tasks done, 6 jewelry, a "
        "full ceremony area, all 6 buildings, huts in all 12 regions, all 12 person spaces "
        "filled.",
    },
]


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/bora-bora/components/``."""
    return [
        {
            "kind": "region",
            "title": "Regions",
            "items": [
                {
                    "id": region,
                    "name": sentence(REGION_NAMES[region]),
                    "island": ISLAND_NAMES[d.ISLAND_OF[region]],
                    "type": d.REGION_TYPE[region],
                    "text": _region_text(region),
                }
                for region in d.REGIONS
            ],
        },
        {
            "kind": "action_tile",
            "title": "Action tiles",
            "items": [
                {"id": tile, "name": name, "text": TILE_TEXTS[tile]}
                for tile, name in TILE_NAMES.items()
            ],
        },
        {
            "kind": "person_type",
            "title": "Men and women: their actions",
            "items": [
                {
                    "id": person_type,
                    "name": sentence(name),
                    "strength": d.PERSON_STRENGTH[person_type],
                    "text": person_type_text(person_type),
                }
                for person_type, name in PERSON_TYPE_NAMES.items()
            ],
        },
        {
            "kind": "person",
            "title": "Man and woman tiles",
            "items": [
                {
                    "id": tile,
                    "name": sentence(f"{person_name(tile)[2:-1]}, {person_left(tile)})"),
                    "text": person_text(tile),
                }
                for gender in d.GENDERS
                for tile in d.ALL_PEOPLE[gender]
            ],
        },
        {
            "kind": "god",
            "title": "Gods",
            "items": [
                {"id": colour, "name": GOD_NAMES[colour], "text": GOD_TEXTS[colour]}
                for colour in d.GOD_COLOURS
            ],
        },
        {
            "kind": "task",
            "title": "Tasks",
            "items": [
                {
                    "id": task,
                    "name": sentence(TASK_NAMES[task]),
                    "deck": info["deck"],
                    "text": f"Show {TASK_NAMES[task]}. {TASK_RULE}",
                }
                for task, info in d.TASKS.items()
            ],
        },
        {
            "kind": "jewelry",
            "title": "Jewelry tiles",
            "items": [
                {
                    "id": tile,
                    "name": sentence(jewel_name(tile)),
                    "cost": info["cost"],
                    "vp": info["vp"],
                    "text": f"Costs {plural(info['cost'], 'shell')}; worth {info['vp']} VP at the "
                    "end.",
                }
                for tile, info in d.JEWELRY.items()
            ],
        },
        {
            "kind": "helper",
            "title": "The helper's prices",
            "items": [
                {
                    "id": item,
                    "name": sentence(HELPER_NAMES[item]),
                    "pips": cost,
                    "text": f"{HELPER_TEXTS[item]} Costs {plural(cost, 'pip')}.",
                }
                for item, cost in d.HELPER_COSTS.items()
            ],
        },
        {
            "kind": "fish",
            "title": "Fish",
            "items": [
                {
                    "id": fish,
                    "name": sentence(FISH_NAMES[fish]),
                    "text": "A kind of fish tile; tasks ask for huts in all three regions of one "
                    "kind.",
                }
                for fish in d.FISH_TYPES
            ],
        },
        {"kind": "other", "title": "The table", "items": OTHER},
    ]
