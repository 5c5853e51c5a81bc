"""Babel's state: construction and small read helpers.

The state is JSON-native. Seats are the strings "0" and "1" wherever they are dict keys.

    players                 2
    turn                    number of the current turn, 1 for the first seat's first turn
    current                 seat whose turn it is
    hands                   {"0": {tribe: count}, "1": {...}}           (secret: own seat only)
    tribe_deck              [tribe, ...], the top is the END of the list  (secret: nobody)
    discard                 {tribe: count}, the public discard pile
    temple_deck             [level, ...], the top is the END of the list  (secret: nobody ...)
    temple_deck_known       how many cards on top of the temple deck are publicly known (cards
                            put back face down by an Assyrian destroy, lowest level on top)
    supply                  {"0": [level, ...], "1": [...]}: temple supply columns, top = END
    columns                 {"0": {land: [tribe, ...]}, ...}: settlers, bottom first, top = END
    temples                 {"0": {land: [level, ...]}, ...}: built temple cards, top = END
    figures                 {"0": land or "quarry", ...}
    migrated                whether the current player has migrated this turn
    starting_card_pending   {"0": bool, ...}: the seat still has to build its starting card
    pending_discard         None, or {"seat": s, "remaining": n} while the opponent discards
                            half of their hand (the "any tribe" ability)
    result                  None while running, then the outcome dict
"""

from __future__ import annotations

from games.babel.data import (
    ABILITY_RUN,
    LANDS,
    PLAYERS,
    QUARRY,
    STARTING_TEMPLE_LEVEL,
    TRIBES,
)
from games.engine import State

#: seat -> its key in the state's dicts (``str(seat)``, without the call).
SEAT_KEYS = ("0", "1")


def empty_hand() -> dict[str, int]:
    return dict.fromkeys(TRIBES, 0)


def empty_sites() -> dict[str, list]:
    """A seat's columns or temples before anything is settled or built: land -> []."""
    return {land: [] for land in LANDS}


def new_state() -> State:
    """The table before setup: starting temple cards in place, decks empty, nothing dealt."""
    # Every random playout starts here (issue #27): built seat by seat without comprehensions
    # over the seats (each is a call of its own on this interpreter).
    seats = SEAT_KEYS
    state: State = {
        "players": PLAYERS,
        "turn": 0,
        "current": 0,
        "hands": {},
        "tribe_deck": [],
        "discard": empty_hand(),
        "temple_deck": [],
        "temple_deck_known": 0,
        "supply": {},
        "columns": {},
        "temples": {},
        "figures": dict.fromkeys(seats, QUARRY),
        "migrated": False,
        "starting_card_pending": dict.fromkeys(seats, True),
        "pending_discard": None,
        "result": None,
    }
    for seat in seats:
        state["hands"][seat] = empty_hand()
        state["supply"][seat] = [STARTING_TEMPLE_LEVEL]
        state["columns"][seat] = empty_sites()
        state["temples"][seat] = empty_sites()
    return state


def opponent(seat: int) -> int:
    return 1 - seat


def hand_size(state: State, seat: int) -> int:
    return sum(state["hands"][SEAT_KEYS[seat]].values())


def tribes_in_hand(state: State, seat: int) -> list[str]:
    """The distinct tribes in a hand, in board order (deterministic, so replays match)."""
    hand = state["hands"][SEAT_KEYS[seat]]
    return [tribe for tribe in TRIBES if hand[tribe]]


def top_level(temple: list[int]) -> int:
    """The level a temple counts for: its top card, 0 when nothing is built."""
    return temple[-1] if temple else 0


def temple_points(state: State, seat: int) -> int:
    """A player's temple points: the sum of the top levels of their five temples."""
    points = 0
    for temple in state["temples"][SEAT_KEYS[seat]].values():
        if temple:
            points += temple[-1]
    return points


def runs(column: list[str], tribe: str) -> list[int]:
    """Start indices of every run of ABILITY_RUN or more consecutive ``tribe`` cards, topmost
    run first (index 0 is the bottom card of the column)."""
    found: list[int] = []
    index = len(column) - 1
    while index >= 0:
        if column[index] != tribe:
            index -= 1
            continue
        end = index
        while index >= 0 and column[index] == tribe:
            index -= 1
        if end - index >= ABILITY_RUN:
            found.append(index + 1)
    return found


def has_run(column: list[str]) -> bool:
    """Whether ABILITY_RUN (3) consecutive cards of one tribe lie anywhere in the column.

    A run of three holds two neighbouring pairs of equal cards, and one of them starts at an
    odd place: only those pairs are looked at, each then widened by one card either way. The
    listing asks this on most tables and finds a run on few (issue #27)."""
    top = len(column) - 1
    low = 1
    while low < top:  # not a range: making one costs more than the pair or two most columns have
        tribe = column[low]
        if column[low + 1] == tribe and (
            column[low - 1] == tribe or (low + 2 <= top and column[low + 2] == tribe)
        ):
            return True
        low += 2
    return False


def tribes_with_runs(column: list[str]) -> dict[str, list[int]]:
    """{tribe: start indices of its qualifying runs, topmost first} for the tribes with one."""
    found: dict[str, list[int]] = {}
    top = len(column) - 1
    if top < ABILITY_RUN - 1:
        return found  # most columns: too short for a run
    # A run of ABILITY_RUN cards covers one of every ABILITY_RUN places, so only those places
    # are looked at, from the top down, each widened to its whole stretch of one tribe:
    # legal_actions asks this on most tables (issue #27).
    index = top
    while index >= 0:
        tribe = column[index]
        low = high = index
        while low > 0 and column[low - 1] == tribe:
            low -= 1
        while high < top and column[high + 1] == tribe:
            high += 1
        if high - low + 1 >= ABILITY_RUN:
            found.setdefault(tribe, []).append(low)
            index = low - 1  # the next run lies wholly below this one
        else:
            index -= ABILITY_RUN
    return found
