"""Setting Babel's table up: both decks shuffled, five tribe cards each, the first turn's draw."""

from __future__ import annotations

import random

from games.babel.checks import SEATS
from games.babel.data import (
    STARTING_HAND,
    STARTING_TEMPLE_LEVEL,
    TEMPLE_CARDS_PER_LEVEL,
    TRIBE_CARDS_DRAWN_PER_TURN,
    TRIBE_CARDS_PER_TRIBE,
    TRIBES,
)
from games.babel.draws import draw_effect
from games.engine import Effect


def temple_deck() -> list[int]:
    """The temple cards, level by level, without each seat's starting card (in its supply)."""
    temples: list[int] = []
    for level, count in TEMPLE_CARDS_PER_LEVEL.items():
        temples.extend([level] * count)
    for _ in SEATS:
        temples.remove(STARTING_TEMPLE_LEVEL)
    return temples


def tribe_deck() -> list[str]:
    """The tribe cards, tribe by tribe."""
    tribes: list[str] = []
    for tribe in TRIBES:
        tribes.extend([tribe] * TRIBE_CARDS_PER_TRIBE)
    return tribes


#: Both decks before their shuffle, made once (every random playout starts with a setup).
TEMPLE_DECK, TRIBE_DECK = tuple(temple_deck()), tuple(tribe_deck())


def setup_effects(rng: random.Random) -> list[Effect]:
    # The effects are listed, not emitted on a Resolution: nothing here reads the table.
    temples = list(TEMPLE_DECK)
    rng.shuffle(temples)
    tribes = list(TRIBE_DECK)
    rng.shuffle(tribes)
    effects = [
        secret_order("shuffle_temple_deck", temples),
        secret_order("shuffle_tribe_deck", tribes),
    ]
    deck = list(tribes)
    for seat in SEATS:
        effects.append(draw_effect(seat, deal(deck, STARTING_HAND)))
    effects.append({"type": "turn_start", "seat": 0, "turn": 1})
    effects.append(draw_effect(0, deal(deck, TRIBE_CARDS_DRAWN_PER_TURN)))
    return effects


def secret_order(kind: str, order: list) -> Effect:
    """A shuffled deck: nobody may see its order."""
    return {
        "type": kind,
        "count": len(order),
        "order": order,
        "visible_to": [],
        "secret": ["order"],
    }


def deal(deck: list[str], count: int) -> list[str]:
    """Take ``count`` cards off the top (the end) of ``deck``, the top card first."""
    cards = deck[-count:][::-1]
    del deck[-count:]
    return cards
