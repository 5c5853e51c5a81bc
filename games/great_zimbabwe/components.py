"""Every component of The Great Zimbabwe a player meets, with its name and its rule text in words.

The numbers come from ``data.py`` (the rulebook's component list); the words here are the one
source for the log sentences (``describe.py``), the action labels (``labels.py``), the web client's
tooltips and ``GET /api/v1/games/great-zimbabwe/components/``. Names and texts are English source
strings, marked with ``N_`` where they are data and translated where they are read, in the forms
a sentence needs (``pgettext`` contexts: a craftsman as the object of a verb, a resource "of" a
tile ...); see ``games.engine.i18n``.
"""

from __future__ import annotations

from typing import Any

from games.engine.i18n import N_, SOURCE_LANGUAGE, current_language, texts_of
from games.great_zimbabwe import data

_, ngettext, pgettext = texts_of(__package__)

# -- gods -------------------------------------------------------------------------------------

#: The cards' titles (``data.GODS``'s "title"), as source strings of the catalogs.
GOD_TITLES: dict[str, str] = {
    "shadipinyi": N_("Shadipinyi, god of drunkards"),
    "elegua": N_("Elegua, god of beginnings"),
    "dziva": N_("Dziva, god of change"),
    "eshu": N_("Eshu, god of roads"),
    "gu": N_("Gu, god of craftsmen"),
    "obatala": N_("Obatala, god of mankind"),
    "atete": N_("Atete, goddess of fertility"),
    "tsui_goab": N_("Tsui'Goab, the transformer"),
    "anansi": N_("Anansi, the trickster"),
    "qamata": N_("Qamata, god of commerce"),
    "engai": N_("Engai, patron of cattle"),
    "xango": N_("Xango, patron of drummers"),
}

#: God -> the name on the card, in English ("Tsui'Goab"); ``god_name`` reads it translated.
GOD_NAMES: dict[str, str] = {god: title.split(",")[0] for god, title in GOD_TITLES.items()}

GOD_TEXTS: dict[str, str] = {
    "shadipinyi": N_(
        "While you adore him, an extra god plaque stands first in the auction row; cattle "
        "are dealt onto it like onto any plaque, and at the end of the auction you take its cattle "
        "as well as your own plaque's."
    ),
    "elegua": N_(
        "In each round's auction, up to {elegua} cattle of your first bid "
        "come from the bank instead of your herd."
    ),
    "dziva": N_(
        "At the start of each of your turns (and when you take her) you may raise or lower "
        "the prices of your technology cards, between 1 and 3. The only way to lower a price."
    ),
    "eshu": N_(
        "During your own turn every range is {eshu} squares instead of "
        "{range}: craftsmen to resources, monuments to craftsmen, secondaries to "
        "primaries."
    ),
    "gu": N_(
        "Each of your technology cards adds only {gu} to your victory requirement, "
        "including the cards you already hold."
    ),
    "obatala": N_("With the Build Monument action you may build two new monuments instead of one."),
    "atete": N_(
        "You may use a resource that already has a used marker: up to "
        "{atete} markers per resource for you."
    ),
    "tsui_goab": N_("When you raise a monument, your ritual goods need not be of different kinds."),
    "anansi": N_(
        "You pay only {anansi} cattle per ritual good, whatever its price "
        "(1 to each owner for a secondary good); hub fees are paid in full."
    ),
    "qamata": N_(
        "Every hub fee, paid by any player, goes onto the Qamata card instead of the bank; "
        "you collect it at income."
    ),
    "engai": N_("You gain {engai} more cattle at every income."),
    "xango": N_("No power, but you win every tie for the victory."),
}

# -- specialists ------------------------------------------------------------------------------

SPECIALIST_NAMES: dict[str, str] = {
    "shaman": N_("Shaman"),
    "rain_ceremony": N_("Rain Ceremony"),
    "nomads": N_("Nomads"),
    "herd": N_("Herd"),
    "builder": N_("Builder"),
}

SPECIALIST_TEXTS: dict[str, str] = {
    "shaman": N_(
        "Pay {shaman} cattle onto the card: put a resource tile of your choice (wood, clay, ivory "
        "or diamonds) from the supply on an empty land square."
    ),
    "rain_ceremony": N_(
        "Pay {rain_ceremony} cattle onto the card: put a water tile on two side-by-side empty "
        "land squares; it joins any water it touches."
    ),
    "nomads": N_(
        "Pay {nomads} cattle onto the card: this turn your new monuments may stand next to other "
        "monuments."
    ),
    "herd": N_(
        "Put 2, 4 or 6 of your cattle on the card; the bank adds 1, 2 or 3. All of it comes "
        "back to you at income."
    ),
    "builder": N_(
        "Pay {builder} cattle onto the card: this round the first {builder_share} cattle of "
        "each craftsman's build cost go onto the Builder card instead of the bank, and come back "
        "at income."
    ),
}

# -- craftsmen and their technology cards -----------------------------------------------------

CRAFTSMAN_NAMES: dict[str, str] = {
    "potter": N_("potter"),
    "wood_carver": N_("wood carver"),
    "ivory_carver": N_("ivory carver"),
    "diamond_cutter": N_("diamond cutter"),
    "vessel_maker": N_("vessel maker"),
    "sculptor": N_("sculptor"),
    "throne_maker": N_("throne maker"),
}

#: The ritual good each craftsman sells.
GOOD_NAMES: dict[str, str] = {
    "potter": N_("pottery"),
    "wood_carver": N_("wood carving"),
    "ivory_carver": N_("ivory carving"),
    "diamond_cutter": N_("cut diamonds"),
    "vessel_maker": N_("vessels"),
    "sculptor": N_("sculpture"),
    "throne_maker": N_("thrones"),
}

#: The numbers the texts above name, filled in after translation.
NUMBERS: dict[str, int] = {
    "elegua": data.ELEGUA_FREE_CATTLE,
    "eshu": data.ESHU_TRANSPORT_RANGE,
    "range": data.TRANSPORT_RANGE,
    "gu": data.GU_TECH_VR,
    "atete": data.ATETE_MARKERS_PER_RESOURCE,
    "anansi": data.ANANSI_PRICE,
    "engai": data.ENGAI_INCOME_BONUS,
    "shaman": data.SPECIALISTS["shaman"]["use_cost"][0],
    "rain_ceremony": data.SPECIALISTS["rain_ceremony"]["use_cost"][0],
    "nomads": data.SPECIALISTS["nomads"]["use_cost"][0],
    "builder": data.SPECIALISTS["builder"]["use_cost"][0],
    "builder_share": data.BUILDER_SHARE,
    "start_vr": data.START_VR,
    "max_vr": data.MAX_VR,
    "start_cattle": data.START_CATTLE,
}


def god_title(god: str) -> str:
    return _(GOD_TITLES[god])


def god_name(god: str | None) -> str:
    """The god's name as printed on the card: "Tsui'Goab", "Engai"."""
    if god not in GOD_TITLES:
        return _("a god")
    return god_title(god).split(",")[0]


def god_text(god: str) -> str:
    return _(GOD_TEXTS[god]).format(**NUMBERS)


def specialist_name(specialist: str | None) -> str:
    """ "Shaman": the card's name."""
    if specialist not in SPECIALIST_NAMES:
        return _("specialist")
    return _(SPECIALIST_NAMES[specialist])


def specialist_text(specialist: str) -> str:
    return _(SPECIALIST_TEXTS[specialist]).format(**NUMBERS)


def the_specialist(specialist: str | None) -> str:
    """ "the Shaman" as the object of a verb (hire, use)."""
    if specialist == "shaman":
        return pgettext("a specialist, object of a verb", "the Shaman")
    if specialist == "rain_ceremony":
        return pgettext("a specialist, object of a verb", "the Rain Ceremony")
    if specialist == "nomads":
        return pgettext("a specialist, object of a verb", "the Nomads")
    if specialist == "herd":
        return pgettext("a specialist, object of a verb", "the Herd")
    if specialist == "builder":
        return pgettext("a specialist, object of a verb", "the Builder")
    return pgettext("a specialist, object of a verb", "the specialist")


def the_specialist_option(specialist: str | None) -> str:
    """ "The Shaman" as a chooser's option."""
    if specialist == "shaman":
        return pgettext("a chooser's option", "The Shaman")
    if specialist == "rain_ceremony":
        return pgettext("a chooser's option", "The Rain Ceremony")
    if specialist == "nomads":
        return pgettext("a chooser's option", "The Nomads")
    if specialist == "herd":
        return pgettext("a chooser's option", "The Herd")
    if specialist == "builder":
        return pgettext("a chooser's option", "The Builder")
    return pgettext("a chooser's option", "The specialist")


def craftsman_name(craftsman: str | None) -> str:
    """ "potter": the craftsman as the subject, or a name on its own."""
    if craftsman not in CRAFTSMAN_NAMES:
        return _("craftsman")
    return _(CRAFTSMAN_NAMES[craftsman])


def the_craftsman(craftsman: str | None) -> str:
    """The craftsman after "place the …" or "the … price" (Russian: the accusative, which is
    the genitive of these persons, "гончара")."""
    if craftsman == "potter":
        return pgettext("a craftsman: place the …, the … price", "potter")
    if craftsman == "wood_carver":
        return pgettext("a craftsman: place the …, the … price", "wood carver")
    if craftsman == "ivory_carver":
        return pgettext("a craftsman: place the …, the … price", "ivory carver")
    if craftsman == "diamond_cutter":
        return pgettext("a craftsman: place the …, the … price", "diamond cutter")
    if craftsman == "vessel_maker":
        return pgettext("a craftsman: place the …, the … price", "vessel maker")
    if craftsman == "sculptor":
        return pgettext("a craftsman: place the …, the … price", "sculptor")
    if craftsman == "throne_maker":
        return pgettext("a craftsman: place the …, the … price", "throne maker")
    return pgettext("a craftsman: place the …, the … price", "craftsman")


def a_craftsman(craftsman: str | None) -> str:
    """ "a potter", "an ivory carver", as the object of a verb."""
    if craftsman == "potter":
        return pgettext("a craftsman, object of a verb", "a potter")
    if craftsman == "wood_carver":
        return pgettext("a craftsman, object of a verb", "a wood carver")
    if craftsman == "ivory_carver":
        return pgettext("a craftsman, object of a verb", "an ivory carver")
    if craftsman == "diamond_cutter":
        return pgettext("a craftsman, object of a verb", "a diamond cutter")
    if craftsman == "vessel_maker":
        return pgettext("a craftsman, object of a verb", "a vessel maker")
    if craftsman == "sculptor":
        return pgettext("a craftsman, object of a verb", "a sculptor")
    if craftsman == "throne_maker":
        return pgettext("a craftsman, object of a verb", "a throne maker")
    return pgettext("a craftsman, object of a verb", "a craftsman")


def good_name(craftsman: str) -> str:
    return _(GOOD_NAMES[craftsman])


# -- resources ----------------------------------------------------------------------------------


def resource_of(resource: str | None) -> str:
    """A resource after "a tile of …" (English: "the wood tile"; Russian: the genitive)."""
    if resource == "wood":
        return pgettext("a resource: the … tile", "wood")
    if resource == "clay":
        return pgettext("a resource: the … tile", "clay")
    if resource == "ivory":
        return pgettext("a resource: the … tile", "ivory")
    if resource == "diamonds":
        return pgettext("a resource: the … tile", "diamonds")
    return pgettext("a resource: the … tile", "resource")


def resource_found(resource: str | None) -> str:
    """A resource as the object of a verb: "to find wood"."""
    if resource == "wood":
        return pgettext("a resource, object of a verb", "wood")
    if resource == "clay":
        return pgettext("a resource, object of a verb", "clay")
    if resource == "ivory":
        return pgettext("a resource, object of a verb", "ivory")
    if resource == "diamonds":
        return pgettext("a resource, object of a verb", "diamonds")
    return pgettext("a resource, object of a verb", "hidden")


def a_resource_tile(resource: str | None) -> str:
    """ "a wood tile", "an ivory tile", as the object of a verb."""
    if resource == "wood":
        return pgettext("a resource tile, object of a verb", "a wood tile")
    if resource == "clay":
        return pgettext("a resource tile, object of a verb", "a clay tile")
    if resource == "ivory":
        return pgettext("a resource tile, object of a verb", "an ivory tile")
    if resource == "diamonds":
        return pgettext("a resource tile, object of a verb", "a diamonds tile")
    return pgettext("a resource tile, object of a verb", "a resource tile")


def resource_on(letter: str, square: str) -> str:
    """ "the wood on F7": a resource square, as the object of a verb ("using …")."""
    if letter == "W":
        return pgettext("a resource square, object of a verb", "the wood on {square}").format(
            square=square
        )
    if letter == "C":
        return pgettext("a resource square, object of a verb", "the clay on {square}").format(
            square=square
        )
    if letter == "I":
        return pgettext("a resource square, object of a verb", "the ivory on {square}").format(
            square=square
        )
    if letter == "D":
        return pgettext("a resource square, object of a verb", "the diamonds on {square}").format(
            square=square
        )
    return pgettext("a resource square, object of a verb", "the land on {square}").format(
        square=square
    )


def _craftsman_text(craftsman: str) -> str:
    info = data.CRAFTSMEN[craftsman]
    rows, cols = info["shape"]
    size = _("2 by 2 squares") if rows == cols else _("1 by 2 squares")
    low, high = info["tech_vr"]
    text = _(
        "Sells {goods}, using {resource} within {range} squares. Tile of {size}; costs {cost} "
        "cattle to place and scores {vp} VP. Its technology cards add {low} or {high} to the "
        "victory requirement; the owner sets a price of 1 to 3 cattle per good."
    ).format(
        goods=good_name(craftsman),
        resource=resource_found(info["resource"]),
        range=data.TRANSPORT_RANGE,
        size=size,
        cost=info["build_cost"],
        vp=info["vp"],
        low=low,
        high=high,
    )
    if info["requires"]:
        text += " " + _(
            "Secondary: needs {primary} within range, and supplies itself from it."
        ).format(primary=a_craftsman(info["requires"]))
    if info["secondary"]:
        text += " " + _(
            "Once any {secondary} is on the map, its goods can no longer be sold as ritual goods."
        ).format(secondary=craftsman_name(info["secondary"]))
    return text


def with_article(noun: str) -> str:
    """ "a potter", "an ivory carver" (English only: the translated texts use ``a_craftsman``
    and ``a_resource_tile``)."""
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def capitalized(text: str) -> str:
    """The first letter upper case, the rest as it is."""
    return text[:1].upper() + text[1:]


# -- the map ------------------------------------------------------------------------------------

#: The squares of the map by their letter in the view's terrain.
TERRAIN: dict[str, dict[str, str]] = {
    ".": {"name": N_("land"), "text": N_("Empty land: monuments and craftsmen are built here.")},
    "~": {
        "name": N_("water"),
        "text": N_(
            "A lake: nothing is built on it, and a whole lake counts as one square for every range."
        ),
    },
    "S": {
        "name": N_("start area"),
        "text": N_(
            "Only first monuments stand here; an unused start area stays empty for the game."
        ),
    },
    "W": {
        "name": N_("wood"),
        "text": N_("A wood resource: wood carvers, sculptors and throne makers."),
    },
    "C": {"name": N_("clay"), "text": N_("A clay resource: potters and vessel makers.")},
    "I": {"name": N_("ivory"), "text": N_("An ivory resource: ivory carvers.")},
    "D": {"name": N_("diamonds"), "text": N_("A diamond resource: diamond cutters.")},
    " ": {"name": N_("off the map"), "text": N_("No map tile here.")},
}


def terrain_name(letter: str) -> str:
    return _(TERRAIN.get(letter, TERRAIN["."])["name"])


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


MONUMENT_TEXT = N_(  # the kind as a whole; each level has its own entry
    "A monument scores 1, 3, 7, 13 and 21 VP in all at levels 1 to 5. Raising it from level L needs "
    "L ritual goods of different kinds and adds 2L VP. Your income is the level of your highest "
    "monument. Any monument can be a hub: from it the range counts again, for 1 cattle."
)

OTHER: list[dict[str, Any]] = [
    {"id": "monument", "name": N_("Monument"), "text": MONUMENT_TEXT},
    {
        "id": "victory_requirement",
        "name": N_("Victory requirement (VR)"),
        "text": N_(
            "Starts at {start_vr}; every god, specialist and technology card adds to it, "
            "up to {max_vr}. At the end of a round a player whose VP reach their VR wins; the "
            "biggest margin wins."
        ),
    },
    {
        "id": "cattle",
        "name": N_("Cattle"),
        "text": N_(
            "Money. Each player starts with {start_cattle}; income at the end of each "
            "round is the level of your highest monument."
        ),
    },
    {
        "id": "auction",
        "name": N_("Auction and turn order"),
        "text": N_(
            "Each round starts with an auction: plaques stand in order of VR, highest first; "
            "players bid cattle or pass. Bids are dealt onto the plaques one by one; whoever "
            "passes takes the last free place in the turn order."
        ),
    },
    {
        "id": "bank",
        "name": N_("Bank"),
        "text": N_(
            "Build costs and hub fees are paid to the bank; income comes from it. It never "
            "runs out."
        ),
    },
    {
        "id": "used_marker",
        "name": N_("Used marker"),
        "text": N_(
            "A resource that sold a good this round; it sells no more until the next round."
        ),
    },
    {
        "id": "hub",
        "name": N_("Hub"),
        "text": N_(
            "Any monument: between a monument and a craftsman, or a secondary and its primary, "
            "the range counts again from a monument for a fee of 1 cattle."
        ),
    },
]


def _monument_level_text(level: int) -> str:
    worth = _("Worth {vp} VP; income {level}.").format(
        vp=data.MONUMENT_VP_TOTAL[level], level=level
    )
    if level == data.MAX_MONUMENT_LEVEL:
        return worth + " " + _("The highest level.")
    return (
        worth
        + " "
        + ngettext(
            "Raising it needs {count} ritual good.",
            "Raising it needs {count} ritual goods.",
            level,
        ).format(count=level)
    )


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/great-zimbabwe/components/``, in the
    current language."""
    return [
        {
            "kind": "god",
            "title": _("Gods"),
            "items": [
                {
                    "id": god,
                    "name": god_name(god),
                    "title": god_title(god),
                    "vr": info["vr"],
                    "text": god_text(god),
                }
                for god, info in data.GODS.items()
            ],
        },
        {
            "kind": "specialist",
            "title": _("Specialists"),
            "items": [
                {
                    "id": specialist,
                    "name": specialist_name(specialist),
                    "vr": info["vr"],
                    "cost": info["use_cost"],
                    "text": specialist_text(specialist),
                }
                for specialist, info in data.SPECIALISTS.items()
            ],
        },
        {
            "kind": "craftsman",
            "title": _("Craftsmen and technology cards"),
            "items": [
                {
                    "id": craftsman,
                    "name": craftsman_name(craftsman).capitalize(),
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
            "title": _("Squares of the map"),
            "items": [
                {"id": letter, "name": _(info["name"]).capitalize(), "text": _(info["text"])}
                for letter, info in TERRAIN.items()
            ],
        },
        {
            "kind": "monument",
            "title": _("Monuments"),
            "items": [
                {
                    "id": str(level),
                    "name": _("Monument of level {level}").format(level=level),
                    "vp": data.MONUMENT_VP_TOTAL[level],
                    "text": _monument_level_text(level),
                }
                for level in range(1, data.MAX_MONUMENT_LEVEL + 1)
            ],
        },
        {
            "kind": "other",
            "title": _("The table"),
            "items": [
                {**item, "name": _(item["name"]), "text": _(item["text"]).format(**NUMBERS)}
                for item in OTHER
            ],
        },
    ]


def named(craftsman: str) -> str:
    """A craftsman in a refusal: its id in English (what an action sends, "wood_carver"), its
    name elsewhere."""
    return craftsman if current_language() == SOURCE_LANGUAGE else the_craftsman(craftsman)


def resource_name(resource: str) -> str:
    """A resource in a refusal: its id in English ("diamonds"), "of" the resource elsewhere."""
    return resource if current_language() == SOURCE_LANGUAGE else resource_of(resource)
