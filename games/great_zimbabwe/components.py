"""Every component of The Great Zimbabwe a player meets, with its name and its rule text in words.

The numbers come from ``data.py`` (the rulebook's component list); the words here are the one
source for the log sentences (``describe.py``), the action labels (``labels.py``), the web client's
tooltips and ``GET /api/v1/games/great-zimbabwe/components/``.
"""

from __future__ import annotations

from typing import Any

from games.great_zimbabwe import data

# -- gods -------------------------------------------------------------------------------------

GOD_NAMES: dict[str, str] = {god: info["title"].split(",")[0] for god, info in data.GODS.items()}

GOD_TEXTS: dict[str, str] = {
    "shadipinyi": "While you adore him, an extra god plaque stands first in the auction row; cattle "
    "are dealt onto it like onto any plaque, and at the end of the auction you take its cattle "
    "as well as your own plaque's.",
    "elegua": f"In each round's auction, up to {data.ELEGUA_FREE_CATTLE} cattle of your first bid "
    "come from the bank instead of your herd.",
    "dziva": "At the start of each of your turns (and when you take her) you may raise or lower "
    "the prices of your technology cards, between 1 and 3. The only way to lower a price.",
    "eshu": f"During your own turn every range is {data.ESHU_TRANSPORT_RANGE} squares instead of "
    f"{data.TRANSPORT_RANGE}: craftsmen to resources, monuments to craftsmen, secondaries to "
    "primaries.",
    "gu": f"Each of your technology cards adds only {data.GU_TECH_VR} to your victory requirement, "
    "including the cards you already hold.",
    "obatala": "With the Build Monument action you may build two new monuments instead of one.",
    "atete": f"You may use a resource that already has a used marker: up to "
    f"{data.ATETE_MARKERS_PER_RESOURCE} markers per resource for you.",
    "tsui_goab": "When you raise a monument, your ritual goods need not be of different kinds.",
    "anansi": f"You pay only {data.ANANSI_PRICE} cattle per ritual good, whatever its price "
    "(1 to each owner for a secondary good); hub fees are paid in full.",
    "qamata": "Every hub fee, paid by any player, goes onto the Qamata card instead of the bank; "
    "you collect it at income.",
    "engai": f"You gain {data.ENGAI_INCOME_BONUS} more cattle at every income.",
    "xango": "No power, but you win every tie for the victory.",
}

# -- specialists ------------------------------------------------------------------------------

SPECIALIST_NAMES: dict[str, str] = {
    "shaman": "Shaman",
    "rain_ceremony": "Rain Ceremony",
    "nomads": "Nomads",
    "herd": "Herd",
    "builder": "Builder",
}

SPECIALIST_TEXTS: dict[str, str] = {
    "shaman": f"Pay {data.SPECIALISTS['shaman']['use_cost'][0]} cattle onto the card: put a resource tile of your choice (wood, clay, ivory or "
    "diamonds) from the supply on an empty land square.",
    "rain_ceremony": f"Pay {data.SPECIALISTS['rain_ceremony']['use_cost'][0]} cattle onto the card: put a water tile on two side-by-side empty land "
    "squares; it joins any water it touches.",
    "nomads": f"Pay {data.SPECIALISTS['nomads']['use_cost'][0]} cattle onto the card: this turn your new monuments may stand next to other "
    "monuments.",
    "herd": "Put 2, 4 or 6 of your cattle on the card; the bank adds 1, 2 or 3. All of it comes "
    "back to you at income.",
    "builder": f"Pay {data.SPECIALISTS['builder']['use_cost'][0]} cattle onto the card: this round the first {data.BUILDER_SHARE} cattle of "
    "each craftsman's build cost go onto the Builder card instead of the bank, and come back at "
    "income.",
}

# -- craftsmen and their technology cards -----------------------------------------------------

CRAFTSMAN_NAMES: dict[str, str] = {
    "potter": "potter",
    "wood_carver": "wood carver",
    "ivory_carver": "ivory carver",
    "diamond_cutter": "diamond cutter",
    "vessel_maker": "vessel maker",
    "sculptor": "sculptor",
    "throne_maker": "throne maker",
}

#: The ritual good each craftsman sells.
GOOD_NAMES: dict[str, str] = {
    "potter": "pottery",
    "wood_carver": "wood carving",
    "ivory_carver": "ivory carving",
    "diamond_cutter": "cut diamonds",
    "vessel_maker": "vessels",
    "sculptor": "sculpture",
    "throne_maker": "thrones",
}


def _craftsman_text(craftsman: str) -> str:
    info = data.CRAFTSMEN[craftsman]
    rows, cols = info["shape"]
    size = "2 by 2 squares" if rows == cols else "1 by 2 squares"
    low, high = info["tech_vr"]
    text = (
        f"Sells {GOOD_NAMES[craftsman]}, using {info['resource']} within "
        f"{data.TRANSPORT_RANGE} squares. Tile of {size}; costs {info['build_cost']} cattle to "
        f"place and scores {info['vp']} VP. Its technology cards add {low} or {high} to the "
        "victory requirement; the owner sets a price of 1 to 3 cattle per good."
    )
    if info["requires"]:
        primary = CRAFTSMAN_NAMES[info["requires"]]
        text += f" Secondary: needs a {primary} within range, and supplies itself from it."
    if info["secondary"]:
        text += (
            f" Once any {CRAFTSMAN_NAMES[info['secondary']]} is on the map, its goods can no longer "
            "be sold as ritual goods."
        )
    return text


def with_article(noun: str) -> str:
    """ "a potter", "an ivory carver"."""
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


# -- the map ------------------------------------------------------------------------------------

#: The squares of the map by their letter in the view's terrain.
TERRAIN: dict[str, dict[str, str]] = {
    ".": {"name": "land", "text": "Empty land: monuments and craftsmen are built here."},
    "~": {
        "name": "water",
        "text": "A lake: nothing is built on it, and a whole lake counts as one square for every "
        "range.",
    },
    "S": {
        "name": "start area",
        "text": "Only first monuments stand here; an unused start area stays empty for the game.",
    },
    "W": {"name": "wood", "text": "A wood resource: wood carvers, sculptors and throne makers."},
    "C": {"name": "clay", "text": "A clay resource: potters and vessel makers."},
    "I": {"name": "ivory", "text": "An ivory resource: ivory carvers."},
    "D": {"name": "diamonds", "text": "A diamond resource: diamond cutters."},
    " ": {"name": "off the map", "text": "No map tile here."},
}


def column_letter(column: int) -> str:
    """The board's column letters: A, B, … R."""
    return chr(ord("A") + column)


def square_name(cell: int, width: int) -> str:
    """A square as the board names it: its column letter and row number ("C12")."""
    row, column = divmod(cell, width)
    return f"{column_letter(column)}{row + 1}"


def squares_name(cells: list[int], width: int) -> str:
    """A tile's squares from the first to the last ("C3–D4"), or one square."""
    if len(cells) == 1:
        return square_name(cells[0], width)
    ordered = sorted(cells)
    return f"{square_name(ordered[0], width)}–{square_name(ordered[-1], width)}"


MONUMENT_TEXT = (  # the kind as a whole; each level has its own entry
    "A monument scores 1, 3, 7, 13 and 21 VP in all at levels 1 to 5. Raising it from level L needs "
    "L ritual goods of different kinds and adds 2L VP. Your income is the level of your highest "
    "monument. Any monument can be a hub: from it the range counts again, for 1 cattle."
)

OTHER: list[dict[str, Any]] = [
    {"id": "monument", "name": "Monument", "text": MONUMENT_TEXT},
    {
        "id": "victory_requirement",
        "name": "Victory requirement (VR)",
        "text": f"Starts at {data.START_VR}; every god, specialist and technology card adds to it, "
        f"up to {data.MAX_VR}. At the end of a round a player whose VP reach their VR wins; the "
        "biggest margin wins.",
    },
    {
        "id": "cattle",
        "name": "Cattle",
        "text": f"Money. Each player starts with {data.START_CATTLE}; income at the end of each "
        "round is the level of your highest monument.",
    },
    {
        "id": "auction",
        "name": "Auction and turn order",
        "text": "Each round starts with an auction: plaques stand in order of VR, highest first; "
        "players bid cattle or pass. Bids are dealt onto the plaques one by one; whoever passes "
        "takes the last free place in the turn order.",
    },
    {
        "id": "bank",
        "name": "Bank",
        "text": "Build costs and hub fees are paid to the bank; income comes from it. It never "
        "runs out.",
    },
    {
        "id": "used_marker",
        "name": "Used marker",
        "text": "A resource that sold a good this round; it sells no more until the next round.",
    },
    {
        "id": "hub",
        "name": "Hub",
        "text": "Any monument: between a monument and a craftsman, or a secondary and its primary, "
        "the range counts again from a monument for a fee of 1 cattle.",
    },
]


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/great-zimbabwe/components/``."""
    return [
        {
            "kind": "god",
            "title": "Gods",
            "items": [
                {
                    "id": god,
                    "name": GOD_NAMES[god],
                    "title": info["title"],
                    "vr": info["vr"],
                    "text": GOD_TEXTS[god],
                }
                for god, info in data.GODS.items()
            ],
        },
        {
            "kind": "specialist",
            "title": "Specialists",
            "items": [
                {
                    "id": specialist,
                    "name": SPECIALIST_NAMES[specialist],
                    "vr": info["vr"],
                    "cost": info["use_cost"],
                    "text": SPECIALIST_TEXTS[specialist],
                }
                for specialist, info in data.SPECIALISTS.items()
            ],
        },
        {
            "kind": "craftsman",
            "title": "Craftsmen and technology cards",
            "items": [
                {
                    "id": craftsman,
                    "name": CRAFTSMAN_NAMES[craftsman].capitalize(),
                    "tier": info["tier"],
                    "resource": info["resource"],
                    "build_cost": info["build_cost"],
                    "vp": info["vp"],
                    "vr": info["tech_vr"],
                    "text": _craftsman_text(craftsman),
                }
                for craftsman, info in data.CRAFTSMEN.items()
            ],
        },
        {
            "kind": "square",
            "title": "Squares of the map",
            "items": [
                {"id": letter, "name": info["name"].capitalize(), "text": info["text"]}
                for letter, info in TERRAIN.items()
            ],
        },
        {
            "kind": "monument",
            "title": "Monuments",
            "items": [
                {
                    "id": str(level),
                    "name": f"Monument of level {level}",
                    "vp": data.MONUMENT_VP_TOTAL[level],
                    "text": f"Worth {data.MONUMENT_VP_TOTAL[level]} VP; income {level}."
                    + (
                        f" Raising it needs {level} ritual good{'s' if level > 1 else ''}."
                        if level < data.MAX_MONUMENT_LEVEL
                        else " The highest level."
                    ),
                }
                for level in range(1, data.MAX_MONUMENT_LEVEL + 1)
            ],
        },
        {"kind": "other", "title": "The table", "items": OTHER},
    ]
