"""Babel's components and numbers, as data (the rulebook's list; rulings in docs/games/babel.md).

Everything countable lives here so that a corrected component list changes data, not code.
"""

from __future__ import annotations

#: The five tribes. Each tribe has its own land, named like the tribe, so a tribe name is also a
#: land name. The order is the board order used whenever the engine lists lands or tribes.
TRIBES: tuple[str, ...] = ("medes", "sumerians", "hittites", "persians", "assyrians")
LANDS: tuple[str, ...] = TRIBES

#: Where both figures start. It is not a land: nothing can be settled or built there.
QUARRY = "quarry"

#: Tribe cards per tribe (60 in all).
TRIBE_CARDS_PER_TRIBE = 12

#: Temple cards per level (45 in all). The seed's list has a typo ("7 of level 5"); the digest
#: reads it as 7 of level 4.
TEMPLE_CARDS_PER_LEVEL: dict[int, int] = {1: 10, 2: 9, 3: 8, 4: 7, 5: 6, 6: 5}
HIGHEST_LEVEL = max(TEMPLE_CARDS_PER_LEVEL)

#: Every player starts with one temple card of this level on their own supply column.
STARTING_TEMPLE_LEVEL = 1

#: Cards dealt to each hand at setup, drawn at the start of each turn, and drawn from the temple
#: deck at the end of each turn.
STARTING_HAND = 5
TRIBE_CARDS_DRAWN_PER_TURN = 3
TEMPLE_CARDS_DRAWN_PER_TURN = 2

#: Consecutive cards of one tribe needed to use a tribe ability.
ABILITY_RUN = 3
#: A migration moves exactly this many cards, once per turn.
MIGRATION_SIZE = 3

#: End of the game. A player with WIN_POINTS or more wins at once while the opponent has fewer
#: than OPPONENT_LIMIT; otherwise (final phase) the first to FINAL_PHASE_POINTS wins.
WIN_POINTS = 15
OPPONENT_LIMIT = 10
FINAL_PHASE_POINTS = 20

#: The tribe abilities. "any" is the alternative use of any three consecutive cards: the opponent
#: discards half of their hand.
ABILITIES: tuple[str, ...] = (*TRIBES, "any")

PLAYERS = 2
