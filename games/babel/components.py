"""Every component of Babel a player meets, with its name and its rule text in words.

The numbers come from ``data.py``; the words here are the one source for the log sentences
(``describe.py``), the action labels (``labels.py``), the web client's tooltips and
``GET /api/v1/games/babel/components/``.
"""

from __future__ import annotations

from typing import Any

from games.babel import data

#: Tribe -> (the people, one of them).
TRIBE_NAMES: dict[str, tuple[str, str]] = {
    "medes": ("Medes", "Mede"),
    "sumerians": ("Sumerians", "Sumerian"),
    "hittites": ("Hittites", "Hittite"),
    "persians": ("Persians", "Persian"),
    "assyrians": ("Assyrians", "Assyrian"),
}
ABILITY_TEXTS: dict[str, str] = {
    "medes": "Name a tribe: the opponent discards every card of that tribe from their column here.",
    "sumerians": "Every card of the tribe of the opponent's top card here moves from their column "
    "to the top of yours here.",
    "hittites": "Move the top card of the opponent's temple here onto your temple here, if its "
    "level is higher than yours and you have that many tribe cards here.",
    "persians": "When you build here you may skip exactly one level.",
    "assyrians": "Destroy the opponent's temple here; its cards go back on top of the temple deck.",
    "any": "The opponent discards half of their hand, rounded down.",
}
ABILITY_RULE = (
    f"Needs {data.ABILITY_RUN} or more cards of one tribe in a row in your column where your figure "
    "stands; discard one of them to use it."
)


def tribe_name(tribe: str | None) -> str:
    return TRIBE_NAMES[tribe][0] if tribe in TRIBE_NAMES else "a tribe"


def one_of(tribe: str | None) -> str:
    """ "a Mede", "an Assyrian"."""
    if tribe not in TRIBE_NAMES:
        return "a card"
    one = TRIBE_NAMES[tribe][1]
    return ("an " if one[0] in "AEIOU" else "a ") + one


OTHER: list[dict[str, Any]] = [
    {
        "id": "quarry",
        "name": "Quarry",
        "text": "Where both figures start; nothing is settled or built there.",
    },
    {
        "id": "column",
        "name": "Column",
        "text": "Your tribe cards in one land, newest on top. Building a temple of level L there "
        f"needs at least L cards; migrating moves its top {data.MIGRATION_SIZE} cards to another "
        "land (once a turn).",
    },
    {
        "id": "temple",
        "name": "Temple",
        "text": "Built level by level (1, 2, 3 …) on your site in a land; its top level counts as "
        "temple points.",
    },
    {
        "id": "supply",
        "name": "Temple supply",
        "text": "Each player's column of face-up temple cards; only the top card of either supply "
        f"can be built. Each turn ends by drawing {data.TEMPLE_CARDS_DRAWN_PER_TURN} temple cards "
        "onto your own supply.",
    },
    {
        "id": "hand",
        "name": "Hand",
        "text": f"Tribe cards; {data.TRIBE_CARDS_DRAWN_PER_TURN} are drawn at the start of each "
        "turn. Discard one to move your figure to its tribe's land.",
    },
    {
        "id": "victory",
        "name": "Victory",
        "text": f"{data.WIN_POINTS} temple points while the opponent has fewer than "
        f"{data.OPPONENT_LIMIT} wins at once; otherwise the first to {data.FINAL_PHASE_POINTS}. "
        "When the temple deck runs out, more points wins.",
    },
]


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/babel/components/``."""
    return [
        {
            "kind": "tribe",
            "title": "Tribes and their lands",
            "items": [
                {
                    "id": tribe,
                    "name": names[0],
                    "text": f"{data.TRIBE_CARDS_PER_TRIBE} cards. Ability: {ABILITY_TEXTS[tribe]} "
                    + ABILITY_RULE,
                }
                for tribe, names in TRIBE_NAMES.items()
            ],
        },
        {
            "kind": "ability",
            "title": "Abilities",
            "items": [
                {
                    "id": ability,
                    "name": "Any three in a row" if ability == "any" else tribe_name(ability),
                    "text": ABILITY_TEXTS[ability],
                }
                for ability in data.ABILITIES
            ],
        },
        {
            "kind": "temple_card",
            "title": "Temple cards",
            "items": [
                {
                    "id": str(level),
                    "name": f"Temple level {level}",
                    "count": count,
                    "text": f"{count} cards. Built on a level {level - 1} temple"
                    f" with at least {level} tribe cards in your column there."
                    if level > 1
                    else f"{count} cards. Starts a temple; each player starts with one.",
                }
                for level, count in data.TEMPLE_CARDS_PER_LEVEL.items()
            ],
        },
        {"kind": "other", "title": "The table", "items": OTHER},
    ]
