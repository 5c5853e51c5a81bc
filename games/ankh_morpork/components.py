"""Every component of Discworld: Ankh-Morpork a player meets, with its name and its text in words.

The cards, areas, events and personalities are the ones of ``data.py``; the words here are the one
source for the log sentences and action labels (``describe.py``, ``labels.py``), the web client's
cards and tooltips and ``GET /api/v1/games/ankh-morpork/components/``.
"""

from __future__ import annotations

from typing import Any

from games.ankh_morpork import data

#: The symbols printed across the top of a card, in words, resolved left to right.
SYMBOL_NAMES: dict[str, str] = {
    data.MINION: "Place a minion",
    data.BUILDING: "Build",
    data.ASSASSINATE: "Assassinate",
    data.REMOVE_TROUBLE: "Remove trouble",
    data.MONEY: "Take money",
    data.SCROLL: "Card text",
    data.EVENT: "Random event",
    data.ANOTHER: "Play another card",
    data.INTERRUPT: "Interrupt",
}
SYMBOL_TEXTS: dict[str, str] = {
    data.MINION: "Place one of your minions in an area where you have a minion, or next to one.",
    data.BUILDING: "Build in an area where you have a minion and no trouble marker; pay the area's "
    "cost and take its City Area card.",
    data.ASSASSINATE: "Remove another player's minion, a troll or a demon from an area with a "
    "trouble marker; the marker goes too.",
    data.REMOVE_TROUBLE: "Remove one trouble marker from the board.",
    data.MONEY: "Take the money shown from the bank.",
    data.SCROLL: "Carry out the card's text.",
    data.EVENT: "Draw and carry out a random event (you must).",
    data.ANOTHER: "You may play another card.",
    data.INTERRUPT: "Play it at any moment, also on another player's turn, when its text says.",
}


#: One symbol of a card as the sentence it stands for (money and text come from the card).
SYMBOL_SENTENCES: dict[str, str] = {
    data.MINION: "Place a minion.",
    data.BUILDING: "Build.",
    data.ASSASSINATE: "Assassinate.",
    data.REMOVE_TROUBLE: "Remove a trouble marker.",
    data.EVENT: "Draw a random event.",
    data.ANOTHER: "You may play another card.",
}


def card_text(card: dict[str, Any]) -> str:
    """A card as a player reads it: its symbols in order, left to right, the text in its place."""
    symbols = card["symbols"]
    if symbols == [data.INTERRUPT]:
        return f"Interrupt. {card['summary']}"
    if not symbols:
        return "No symbols: playing it does nothing."
    sentences = []
    for symbol in symbols:
        if symbol == data.MONEY:
            sentences.append(f"Take ${card['money']}.")
        elif symbol == data.SCROLL:
            sentences.append(card["summary"])
        else:
            sentences.append(SYMBOL_SENTENCES[symbol])
    return " ".join(sentences)


CARD_TEXTS: dict[str, str] = {card_id: card_text(card) for card_id, card in data.CARDS.items()}


def card_name(card: Any) -> str:
    """A card's name, or "a card" when the reader may not know which one."""
    return data.CARDS[card]["name"] if card in data.CARDS else "a card"


def area_name(number: Any) -> str:
    return data.AREAS[number]["name"] if number in data.AREAS else "an area"


def personality_name(pid: Any) -> str:
    return data.PERSONALITIES[pid]["name"] if pid in data.PERSONALITIES else "a secret personality"


def _by_players(needed: dict[str, int]) -> str:
    return ", ".join(f"{needed[str(n)]} with {n} players" for n in (2, 3, 4) if str(n) in needed)


def personality_text(pid: str) -> str:
    """The personality's win condition, as its card says."""
    win = data.PERSONALITIES[pid]["win"]
    kind = win["type"]
    if kind == "minions_in_areas":
        text = (
            "Win at the start of your turn with minions in enough areas ("
            + _by_players(win["areas_needed"])
            + ")"
        )
        return text + "; areas with a demon do not count."
    if kind == "control_areas":
        return (
            "Win at the start of your turn controlling enough areas ("
            + _by_players(win["areas_needed"])
            + "). You control an area when your minions and building there outnumber every other "
            "player's pieces and the trolls; nobody controls an area with a demon."
        )
    if kind == "trouble_markers_on_board":
        return (
            f"Win at the start of your turn when {win['needed']} or more trouble markers are on "
            "the board."
        )
    if kind == "net_worth":
        return (
            f"Win at the start of your turn worth ${win['target']} or more: your money plus the cost "
            f"of your buildings (none in areas with a demon), less ${-win['per_loan']} per loan. "
            "Not used with 2 players."
        )
    if kind == "draw_deck_exhausted":
        return "Win if the game ends because the draw deck runs out."
    raise KeyError(kind)


SHORT_GOALS: dict[str, str] = {
    "minions_in_areas": "minions in many areas",
    "control_areas": "control areas",
    "trouble_markers_on_board": "trouble everywhere",
    "net_worth": "wealth",
    "draw_deck_exhausted": "the deck runs out",
}

PIECES: list[dict[str, Any]] = [
    {
        "id": "minion",
        "name": "Minion",
        "text": f"Each player has {data.MINIONS_PER_PLAYER}. A minion entering an area that already "
        "holds a minion brings a trouble marker. Worth 5 points at the end.",
    },
    {
        "id": "building",
        "name": "Building",
        "text": f"Each player has {data.BUILDINGS_PER_PLAYER}. One per area; it gives the area's "
        "City Area card and is worth the area's cost at the end.",
    },
    {
        "id": "trouble",
        "name": "Trouble marker",
        "text": "At most one per area. Needed to assassinate there; forbids building there. It "
        "leaves whenever a minion leaves the area.",
    },
    {
        "id": "troll",
        "name": "Troll",
        "text": f"{data.TROLLS} neutral pieces that act like minions of nobody; they count against "
        "control.",
    },
    {
        "id": "demon",
        "name": "Demon",
        "text": f"{data.DEMONS} neutral pieces. An area with a demon has no ability, cannot be "
        "controlled and scores nothing.",
    },
    {
        "id": "loan",
        "name": "Loan",
        "text": "At the end repay $12 for each loan or lose 15 points.",
    },
    {
        "id": "deck",
        "name": "Draw deck",
        "text": f"Green cards on top of brown. At the end of your turn you draw back up to "
        f"{data.HAND_SIZE} cards; when the deck runs out the game ends.",
    },
]


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/ankh-morpork/components/``."""
    return [
        {
            "kind": "card",
            "title": "Player cards",
            "items": [
                {
                    "id": card_id,
                    "name": card["name"],
                    "deck": card["deck"],
                    "symbols": [SYMBOL_NAMES[symbol] for symbol in card["symbols"]],
                    "money": card["money"],
                    "text": CARD_TEXTS[card_id],
                }
                for card_id, card in data.CARDS.items()
            ],
        },
        {
            "kind": "area",
            "title": "City areas",
            "items": [
                {
                    "id": str(number),
                    "name": area["name"],
                    "cost": area["cost"],
                    "text": f"Building costs ${area['cost']}. City Area card: {area['text']}",
                }
                for number, area in data.AREAS.items()
            ],
        },
        {
            "kind": "personality",
            "title": "Personalities",
            "items": [
                {
                    "id": pid,
                    "name": info["name"],
                    "goal": SHORT_GOALS[info["win"]["type"]],
                    "text": personality_text(pid),
                }
                for pid, info in data.PERSONALITIES.items()
            ],
        },
        {
            "kind": "event",
            "title": "Random events",
            "items": [
                {"id": event, "name": info["name"], "text": info["text"]}
                for event, info in data.EVENTS.items()
            ],
        },
        {
            "kind": "symbol",
            "title": "Card symbols",
            "items": [
                {"id": symbol, "name": SYMBOL_NAMES[symbol], "text": SYMBOL_TEXTS[symbol]}
                for symbol in SYMBOL_NAMES
            ],
        },
        {"kind": "piece", "title": "Pieces", "items": PIECES},
    ]
