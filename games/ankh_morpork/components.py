"""Every component of Discworld: Ankh-Morpork a player meets, with its name and its text in words.

The cards, areas, events and personalities are the ones of ``data.py``; the words here are the one
source for the log sentences and action labels (``describe.py``, ``labels.py``), the web client's
cards and tooltips and ``GET /api/v1/games/ankh-morpork/components/``.
"""

from __future__ import annotations

import re
from typing import Any

from games.ankh_morpork import data
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

#: The symbols printed across the top of a card, in words, resolved left to right.
SYMBOL_NAMES: dict[str, str] = {
    data.MINION: N_("Place a minion"),
    data.BUILDING: N_("Build"),
    data.ASSASSINATE: N_("Assassinate"),
    data.REMOVE_TROUBLE: N_("Remove trouble"),
    data.MONEY: N_("Take money"),
    data.SCROLL: N_("Card text"),
    data.EVENT: N_("Random event"),
    data.ANOTHER: N_("Play another card"),
    data.INTERRUPT: N_("Interrupt"),
}
SYMBOL_TEXTS: dict[str, str] = {
    data.MINION: N_(
        "Place one of your minions in an area where you have a minion, or next to one."
    ),
    data.BUILDING: N_(
        "Build in an area where you have a minion and no trouble marker; pay the area's "
        "cost and take its City Area card."
    ),
    data.ASSASSINATE: N_(
        "Remove another player's minion, a troll or a demon from an area with a "
        "trouble marker; the marker goes too."
    ),
    data.REMOVE_TROUBLE: N_("Remove one trouble marker from the board."),
    data.MONEY: N_("Take the money shown from the bank."),
    data.SCROLL: N_("Carry out the card's text."),
    data.EVENT: N_("Draw and carry out a random event (you must)."),
    data.ANOTHER: N_("You may play another card."),
    data.INTERRUPT: N_("Play it at any moment, also on another player's turn, when its text says."),
}


#: One symbol of a card as the sentence it stands for (money and text come from the card).
SYMBOL_SENTENCES: dict[str, str] = {
    data.MINION: N_("Place a minion."),
    data.BUILDING: N_("Build."),
    data.ASSASSINATE: N_("Assassinate."),
    data.REMOVE_TROUBLE: N_("Remove a trouble marker."),
    data.EVENT: N_("Draw a random event."),
    data.ANOTHER: N_("You may play another card."),
}


def card_text(card: dict[str, Any]) -> str:
    """A card as a player reads it: its symbols in order, left to right, the text in its place."""
    symbols = card["symbols"]
    summary = _(card["summary"]) if card["summary"] else card["summary"]
    if symbols == [data.INTERRUPT]:
        return _("Interrupt. {text}").format(text=summary)
    if not symbols:
        return _("No symbols: playing it does nothing.")
    sentences = []
    for symbol in symbols:
        if symbol == data.MONEY:
            sentences.append(_("Take ${amount}.").format(amount=card["money"]))
        elif symbol == data.SCROLL:
            sentences.append(summary)
        else:
            sentences.append(_(SYMBOL_SENTENCES[symbol]))
    return " ".join(sentences)


def card_text_of(card_id: Any) -> str:
    """The text of the card with this id in the reader's language ("" for no card)."""
    return card_text(data.CARDS[card_id]) if card_id in data.CARDS else ""


def card_summary(card_id: Any) -> str:
    """The scroll text of a card in the reader's language ("" when it has none)."""
    summary = data.CARDS[card_id]["summary"] if card_id in data.CARDS else None
    return _(summary) if summary else ""


def card_name(card: Any) -> str:
    """A card's name, or "a card" when the reader may not know which one."""
    return _(data.CARDS[card]["name"]) if card in data.CARDS else _("a card")


def area_name(number: Any) -> str:
    return _(data.AREAS[number]["name"]) if number in data.AREAS else _("an area")


def area_text(number: Any) -> str:
    """The City Area card's ability in the reader's language."""
    return _(data.AREAS[number]["text"])


def personality_name(pid: Any) -> str:
    if pid in data.PERSONALITIES:
        return _(data.PERSONALITIES[pid]["name"])
    return _("a secret personality")


def event_name(event: Any) -> str:
    return _(data.EVENTS[event]["name"])


def _by_players(needed: dict[str, int]) -> str:
    return ", ".join(
        _("{count} with {players} players").format(count=needed[str(n)], players=n)
        for n in (2, 3, 4)
        if str(n) in needed
    )


def personality_text(pid: str) -> str:
    """The personality's win condition, as its card says."""
    win = data.PERSONALITIES[pid]["win"]
    kind = win["type"]
    if kind == "minions_in_areas":
        return _(
            "Win at the start of your turn with minions in enough areas ({needed}); areas with a "
            "demon do not count."
        ).format(needed=_by_players(win["areas_needed"]))
    if kind == "control_areas":
        return _(
            "Win at the start of your turn controlling enough areas ({needed}). You control an "
            "area when your minions and building there outnumber every other player's pieces and "
            "the trolls; nobody controls an area with a demon."
        ).format(needed=_by_players(win["areas_needed"]))
    if kind == "trouble_markers_on_board":
        return _(
            "Win at the start of your turn when {needed} or more trouble markers are on the board."
        ).format(needed=win["needed"])
    if kind == "net_worth":
        return _(
            "Win at the start of your turn worth ${target} or more: your money plus the cost of "
            "your buildings (none in areas with a demon), less ${per_loan} per loan. Not used "
            "with 2 players."
        ).format(target=win["target"], per_loan=-win["per_loan"])
    if kind == "draw_deck_exhausted":
        return _("Win if the game ends because the draw deck runs out.")
    raise KeyError(kind)


SHORT_GOALS: dict[str, str] = {
    "minions_in_areas": N_("minions in many areas"),
    "control_areas": N_("control areas"),
    "trouble_markers_on_board": N_("trouble everywhere"),
    "net_worth": N_("wealth"),
    "draw_deck_exhausted": N_("the deck runs out"),
}


def pieces() -> list[dict[str, Any]]:
    """The pieces, the loans and the deck, in the reader's language."""
    return [
        {
            "id": "minion",
            "name": _("Minion"),
            "text": _(
                "Each player has {count}. A minion entering an area that already holds a minion "
                "brings a trouble marker. Worth 5 points at the end."
            ).format(count=data.MINIONS_PER_PLAYER),
        },
        {
            "id": "building",
            "name": _("Building"),
            "text": _(
                "Each player has {count}. One per area; it gives the area's City Area card and is "
                "worth the area's cost at the end."
            ).format(count=data.BUILDINGS_PER_PLAYER),
        },
        {
            "id": "trouble",
            "name": _("Trouble marker"),
            "text": _(
                "At most one per area. Needed to assassinate there; forbids building there. It "
                "leaves whenever a minion leaves the area."
            ),
        },
        {
            "id": "troll",
            "name": _("Troll"),
            "text": _(
                "{count} neutral pieces that act like minions of nobody; they count against control."
            ).format(count=data.TROLLS),
        },
        {
            "id": "demon",
            "name": _("Demon"),
            "text": _(
                "{count} neutral pieces. An area with a demon has no ability, cannot be controlled "
                "and scores nothing."
            ).format(count=data.DEMONS),
        },
        {
            "id": "loan",
            "name": _("Loan"),
            "text": _("At the end repay $12 for each loan or lose 15 points."),
        },
        {
            "id": "deck",
            "name": _("Draw deck"),
            "text": _(
                "Green cards on top of brown. At the end of your turn you draw back up to {count} "
                "cards; when the deck runs out the game ends."
            ).format(count=data.HAND_SIZE),
        },
    ]


def catalogue() -> list[dict[str, Any]]:
    """The components by kind, for ``GET /api/v1/games/ankh-morpork/components/``."""
    return [
        {
            "kind": "card",
            "title": _("Player cards"),
            "items": [
                {
                    "id": card_id,
                    "name": _(card["name"]),
                    "deck": card["deck"],
                    "symbols": [_(SYMBOL_NAMES[symbol]) for symbol in card["symbols"]],
                    "money": card["money"],
                    "text": card_text(card),
                }
                for card_id, card in data.CARDS.items()
            ],
        },
        {
            "kind": "area",
            "title": _("City areas"),
            "items": [
                {
                    "id": str(number),
                    "name": _(area["name"]),
                    "cost": area["cost"],
                    "text": _("Building costs ${cost}. City Area card: {ability}").format(
                        cost=area["cost"], ability=_(area["text"])
                    ),
                }
                for number, area in data.AREAS.items()
            ],
        },
        {
            "kind": "personality",
            "title": _("Personalities"),
            "items": [
                {
                    "id": pid,
                    "name": _(info["name"]),
                    "goal": _(SHORT_GOALS[info["win"]["type"]]),
                    "text": personality_text(pid),
                }
                for pid, info in data.PERSONALITIES.items()
            ],
        },
        {
            "kind": "event",
            "title": _("Random events"),
            "items": [
                {"id": event, "name": _(info["name"]), "text": _(info["text"])}
                for event, info in data.EVENTS.items()
            ],
        },
        {
            "kind": "symbol",
            "title": _("Card symbols"),
            "items": [
                {"id": symbol, "name": _(SYMBOL_NAMES[symbol]), "text": _(SYMBOL_TEXTS[symbol])}
                for symbol in SYMBOL_NAMES
            ],
        },
        {"kind": "piece", "title": _("Pieces"), "items": pieces()},
    ]


# -- words the rules store in English: prompts (in the flow) and reasons (in effects) ---------

#: Every question the rules ask a seat, as stored in ``pending["prompt"]`` (a ``{placeholder}``
#: stands for an amount, an area's name or another prompt). Stored histories keep the English
#: words; they are translated here, as they are read.
PROMPTS: tuple[str, ...] = (
    N_("your turn"),
    N_("all 12 minions are out: take one back first"),
    N_("place a minion"),
    N_("place a building"),
    N_("assassinate a minion"),
    N_("remove a trouble marker"),
    N_("{prompt}: nothing possible now"),
    N_("take ${amount}"),
    N_("scroll"),
    N_("choose an area with trouble"),
    N_("take ${amount} from a player"),
    N_("choose who pays"),
    N_("choose who receives"),
    N_("pay ${amount} or remove one of your minions"),
    N_("remove one of your minions"),
    N_("remove a minion from an area with trouble"),
    N_("discard a card"),
    N_("discard cards for ${amount} each"),
    N_("discard up to three cards"),
    N_("choose a player to give you two cards"),
    N_("give a card"),
    N_("choose the card to give"),
    N_("give ${amount} or a card"),
    N_("choose a player to give a card to"),
    N_("choose a player whose hand you look at"),
    N_("choose one of their cards to discard"),
    N_("choose a player to take two cards from"),
    N_("give one of the two cards back"),
    N_("exchange hands with a player"),
    N_("choose a player"),
    N_("pay ${amount} or take the card"),
    N_("choose a player with a building"),
    N_("pay ${amount} or risk a building"),
    N_("remove one of their buildings"),
    N_("replace another player's building with yours"),
    N_("place a trouble marker"),
    N_("place a trouble marker next to trouble"),
    N_("choose a minion to move"),
    N_("choose where it goes"),
    N_("pay ${amount} to a player"),
    N_("choose the first minion"),
    N_("choose the second minion"),
    N_("remove a minion"),
    N_("remove a minion from {area}"),
    N_("pay ${amount} to a player, then assassinate"),
    N_("remove a minion (not the payer's) from an area with trouble"),
    N_("exchange your personality?"),
    N_("move a minion out of flooded {area}"),
    N_("Subsidence: pay ${amount} for your building in {area}"),
    N_("discard a card for ${amount}"),
    N_("pay ${amount} to remove a trouble marker"),
    N_("{threat} threatened by {cause}"),
    N_("a choice"),
)

#: Why money moved or a die was rolled, as stored in effects (besides card, area and event
#: names, which are translated as such).
REASONS: tuple[str, ...] = (
    N_("Small Gods"),
    N_("placement"),
    N_("CMOT Dibbler"),
    N_("Hubert"),
    N_("Here'n'Now"),
    N_("Dragon Sanctuary"),
    N_("Fire Brigade"),
    N_("Hobson's Livery Stable"),
    N_("Carcer"),
    N_("Burleigh & Stronginthearm"),
    N_("Cosmo Lavish"),
    N_("Mysterious Murders (seat {seat})"),
)


#: What a placeholder of a stored prompt or reason may stand for.
_PLACEHOLDER_PATTERNS = {"amount": r"\d+", "seat": r"\d+"}


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(
        f"(?P<{part}>{_PLACEHOLDER_PATTERNS.get(part, '.+?')})" if index % 2 else re.escape(part)
        for index, part in enumerate(parts)
    )
    return re.compile(regex)


_TEMPLATES = [(template, _pattern(template)) for template in PROMPTS + REASONS if "{" in template]


def stored_words(text: Any) -> str:
    """A prompt or a reason the rules stored in English, in the reader's language.

    Names (cards, areas, events), card texts and fixed prompts are message ids themselves; a
    prompt with an amount or a name in it is matched against its template and its parts are
    translated in turn. Words no catalog knows stay as they are.
    """
    if not text:
        return ""
    words = str(text)
    translated = _(words)
    if translated != words:
        return translated
    for template, pattern in _TEMPLATES:
        match = pattern.fullmatch(words)
        if match:
            parts = {key: stored_words(value) for key, value in match.groupdict().items()}
            return _(template).format(**parts)
    return words
