"""Every component of Babel a player meets, with its name and its rule text in words.

The numbers come from ``data.py``; the words here are the one source for the log sentences
(``describe.py``), the action labels (``labels.py``), the web client's tooltips and
``GET /api/v1/games/babel/components/``. Names and texts are English source strings, marked
with ``N_`` where they are data and translated with ``_`` where they are read (``games.engine.i18n``).
"""

from __future__ import annotations

from typing import Any

from games.babel import data
from games.engine.i18n import N_, SOURCE_LANGUAGE, current_language, texts_of

_, ngettext, pgettext = texts_of(__package__)

#: Tribe -> (the people, one of them).
TRIBE_NAMES: dict[str, tuple[str, str]] = {
    "medes": (N_("Medes"), N_("Mede")),
    "sumerians": (N_("Sumerians"), N_("Sumerian")),
    "hittites": (N_("Hittites"), N_("Hittite")),
    "persians": (N_("Persians"), N_("Persian")),
    "assyrians": (N_("Assyrians"), N_("Assyrian")),
}
ABILITY_TEXTS: dict[str, str] = {
    "medes": N_(
        "Name a tribe: the opponent discards every card of that tribe from their column here."
    ),
    "sumerians": N_(
        "Every card of the tribe of the opponent's top card here moves from their column "
        "to the top of yours here."
    ),
    "hittites": N_(
        "Move the top card of the opponent's temple here onto your temple here, if its "
        "level is higher than yours and you have that many tribe cards here."
    ),
    "persians": N_("When you build here you may skip exactly one level."),
    "assyrians": N_(
        "Destroy the opponent's temple here; its cards go back on top of the temple deck."
    ),
    "any": N_("The opponent discards half of their hand, rounded down."),
}


def ability_text(ability: str) -> str:
    return _(ABILITY_TEXTS[ability])


def ability_rule() -> str:
    return _(
        "Needs {run} or more cards of one tribe in a row in your column where your figure "
        "stands; discard one of them to use it."
    ).format(run=data.ABILITY_RUN)


def tribe_name(tribe: str | None) -> str:
    """ "Medes": the people, as a name (a chooser's option, a heading)."""
    return _(TRIBE_NAMES[tribe][0]) if tribe in TRIBE_NAMES else _("a tribe")


def of_people(tribe: str | None) -> str:
    """The people after "the land of the …", "every card of the …" (Russian: the genitive,
    "Мидийцев")."""
    if tribe == "medes":
        return pgettext("of the …: the land of the Medes", "Medes")
    if tribe == "sumerians":
        return pgettext("of the …: the land of the Medes", "Sumerians")
    if tribe == "hittites":
        return pgettext("of the …: the land of the Medes", "Hittites")
    if tribe == "persians":
        return pgettext("of the …: the land of the Medes", "Persians")
    if tribe == "assyrians":
        return pgettext("of the …: the land of the Medes", "Assyrians")
    return pgettext("of the …: the land of the Medes", "a tribe")


def one_of(tribe: str | None) -> str:
    """ "a Mede", "an Assyrian": one card of a tribe, as the object of a verb."""
    if tribe == "medes":
        return pgettext("one card, the object of a verb", "a Mede")
    if tribe == "sumerians":
        return pgettext("one card, the object of a verb", "a Sumerian")
    if tribe == "hittites":
        return pgettext("one card, the object of a verb", "a Hittite")
    if tribe == "persians":
        return pgettext("one card, the object of a verb", "a Persian")
    if tribe == "assyrians":
        return pgettext("one card, the object of a verb", "an Assyrian")
    return pgettext("one card, the object of a verb", "a card")


def ability_name(ability: str) -> str:
    return _("Any three in a row") if ability == "any" else tribe_name(ability)


OTHER: list[dict[str, Any]] = [
    {
        "id": "quarry",
        "name": N_("Quarry"),
        "text": N_("Where both figures start; nothing is settled or built there."),
    },
    {
        "id": "column",
        "name": N_("Column"),
        "text": N_(
            "Your tribe cards in one land, newest on top. Building a temple of level L there "
            "needs at least L cards; migrating moves its top {migration} cards to another "
            "land (once a turn)."
        ),
    },
    {
        "id": "temple",
        "name": N_("Temple"),
        "text": N_(
            "Built level by level (1, 2, 3 …) on your site in a land; its top level counts as "
            "temple points."
        ),
    },
    {
        "id": "supply",
        "name": N_("Temple supply"),
        "text": N_(
            "Each player's column of face-up temple cards; only the top card of either supply "
            "can be built. Each turn ends by drawing {temple_draw} temple cards "
            "onto your own supply."
        ),
    },
    {
        "id": "hand",
        "name": N_("Hand"),
        "text": N_(
            "Tribe cards; {tribe_draw} are drawn at the start of each "
            "turn. Discard one to move your figure to its tribe's land."
        ),
    },
    {
        "id": "victory",
        "name": N_("Victory"),
        "text": N_(
            "{win} temple points while the opponent has fewer than "
            "{limit} wins at once; otherwise the first to {final}. "
            "When the temple deck runs out, more points wins."
        ),
    },
]

#: The numbers the texts of ``OTHER`` name.
_NUMBERS = {
    "migration": data.MIGRATION_SIZE,
    "temple_draw": data.TEMPLE_CARDS_DRAWN_PER_TURN,
    "tribe_draw": data.TRIBE_CARDS_DRAWN_PER_TURN,
    "win": data.WIN_POINTS,
    "limit": data.OPPONENT_LIMIT,
    "final": data.FINAL_PHASE_POINTS,
}


def _temple_card_text(level: int, count: int) -> str:
    if level == 1:
        return ngettext(
            "{count} card. Starts a temple; each player starts with one.",
            "{count} cards. Starts a temple; each player starts with one.",
            count,
        ).format(count=count)
    return ngettext(
        "{count} card. Built on a level {below} temple with at least {level} tribe cards in "
        "your column there.",
        "{count} cards. Built on a level {below} temple with at least {level} tribe cards in "
        "your column there.",
        count,
    ).format(count=count, below=level - 1, level=level)


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/babel/components/``, in the current
    language."""
    return [
        {
            "kind": "tribe",
            "title": _("Tribes and their lands"),
            "items": [
                {
                    "id": tribe,
                    "name": tribe_name(tribe),
                    "text": ngettext(
                        "{count} card. Ability: {ability} {rule}",
                        "{count} cards. Ability: {ability} {rule}",
                        data.TRIBE_CARDS_PER_TRIBE,
                    ).format(
                        count=data.TRIBE_CARDS_PER_TRIBE,
                        ability=ability_text(tribe),
                        rule=ability_rule(),
                    ),
                }
                for tribe in TRIBE_NAMES
            ],
        },
        {
            "kind": "ability",
            "title": _("Abilities"),
            "items": [
                {"id": ability, "name": ability_name(ability), "text": ability_text(ability)}
                for ability in data.ABILITIES
            ],
        },
        {
            "kind": "temple_card",
            "title": _("Temple cards"),
            "items": [
                {
                    "id": str(level),
                    "name": _("Temple level {level}").format(level=level),
                    "count": count,
                    "text": _temple_card_text(level, count),
                }
                for level, count in data.TEMPLE_CARDS_PER_LEVEL.items()
            ],
        },
        {
            "kind": "other",
            "title": _("The table"),
            "items": [
                {**item, "name": _(item["name"]), "text": _(item["text"]).format(**_NUMBERS)}
                for item in OTHER
            ],
        },
    ]


def named(tribe: str) -> str:
    """A tribe or land in an error message: its id in English (what an action sends, "medes"),
    its people elsewhere ("Мидийцев", "medos")."""
    return tribe if current_language() == SOURCE_LANGUAGE else of_people(tribe)
