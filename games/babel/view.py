"""What each seat may see of a Babel state, and sampling a full state from that knowledge."""

from __future__ import annotations

import random

from games.babel.checks import SEATS, in_final_phase, temple_points_of_both
from games.babel.data import TEMPLE_CARDS_PER_LEVEL, TRIBE_CARDS_PER_TRIBE, TRIBES
from games.babel.rules import to_act
from games.babel.state import hand_size
from games.engine import State, View, clone

#: State fields that are public as they are.
_PUBLIC_FIELDS = (
    "players",
    "turn",
    "current",
    "discard",
    "supply",
    "columns",
    "temples",
    "figures",
    "migrated",
    "starting_card_pending",
    "pending_discard",
    "result",
)


def view(state: State, seat: int | None, *, omniscient: bool = False) -> View:
    """Public facts for everybody; a seat also sees its own hand; omniscient sees the decks."""
    result: View = {field: clone(state[field]) for field in _PUBLIC_FIELDS}
    result["seat"] = seat
    result["to_act"] = to_act(state)
    result["hands"] = {
        str(s): (dict(state["hands"][str(s)]) if omniscient or seat == s else None) for s in SEATS
    }
    result["hand_sizes"] = {str(s): hand_size(state, s) for s in SEATS}
    result["tribe_deck_size"] = len(state["tribe_deck"])
    result["temple_deck_size"] = len(state["temple_deck"])
    known = state["temple_deck_known"]
    # Cards an Assyrian destroy put back face down are known to all; listed next draw first.
    result["temple_deck_known_top"] = state["temple_deck"][::-1][:known]
    points = temple_points_of_both(state)
    result["points"] = {str(s): points[s] for s in SEATS}
    result["final_phase"] = in_final_phase(points)
    if omniscient:
        result["tribe_deck"] = list(state["tribe_deck"])
        result["temple_deck"] = list(state["temple_deck"])
    return result


def unaccounted_tribe_cards(view: View) -> list[str]:
    """Tribe cards whose place the viewer cannot see: in unknown hands or in the tribe deck."""
    counts = {tribe: TRIBE_CARDS_PER_TRIBE for tribe in TRIBES}
    for hand in view["hands"].values():
        if hand is not None:
            for tribe, count in hand.items():
                counts[tribe] -= count
    for tribe, count in view["discard"].items():
        counts[tribe] -= count
    for columns in view["columns"].values():
        for column in columns.values():
            for card in column:
                counts[card] -= 1
    return [tribe for tribe in TRIBES for _ in range(counts[tribe])]


def unaccounted_temple_cards(view: View) -> list[int]:
    """Temple cards in the temple deck below its publicly known top."""
    counts = dict(TEMPLE_CARDS_PER_LEVEL)
    for supply_column in view["supply"].values():
        for level in supply_column:
            counts[level] -= 1
    for temples in view["temples"].values():
        for temple in temples.values():
            for level in temple:
                counts[level] -= 1
    for level in view["temple_deck_known_top"]:
        counts[level] -= 1
    return [level for level, count in counts.items() for _ in range(count)]


def sample(view: View, seat: int, rng: random.Random) -> State:
    """A full state consistent with ``view``: unknown hands and both deck orders are dealt at
    random from the cards the viewer cannot place; the known top of the temple deck is kept."""
    state: State = {field: clone(view[field]) for field in _PUBLIC_FIELDS}
    pool = unaccounted_tribe_cards(view)
    rng.shuffle(pool)
    hands: dict[str, dict[str, int]] = {}
    for key, hand in view["hands"].items():
        if hand is not None:
            hands[key] = dict(hand)
            continue
        size = view["hand_sizes"][key]
        dealt, pool = pool[:size], pool[size:]
        hands[key] = {tribe: dealt.count(tribe) for tribe in TRIBES}
    state["hands"] = hands
    state["tribe_deck"] = pool
    temple_deck = unaccounted_temple_cards(view)
    rng.shuffle(temple_deck)
    temple_deck.extend(reversed(view["temple_deck_known_top"]))
    state["temple_deck"] = temple_deck
    state["temple_deck_known"] = len(view["temple_deck_known_top"])
    return state
