"""Building hand-made Babel positions for tests."""

from __future__ import annotations

import random
from typing import Any

from games.babel import GAME
from games.babel.data import LANDS, TEMPLE_CARDS_PER_LEVEL, TRIBE_CARDS_PER_TRIBE, TRIBES
from games.babel.state import new_state
from games.engine import apply_all, clone

State = dict[str, Any]


def hand(*cards: str) -> dict[str, int]:
    return {tribe: cards.count(tribe) for tribe in TRIBES}


def make_state(
    *,
    hands: dict[int, list[str]] | None = None,
    columns: dict[int, dict[str, list[str]]] | None = None,
    temples: dict[int, dict[str, list[int]]] | None = None,
    supply: dict[int, list[int]] | None = None,
    figures: dict[int, str] | None = None,
    temple_deck_top: list[int] | None = None,
    temple_deck_size: int | None = None,
    tribe_deck_size: int | None = None,
    current: int = 0,
    turn: int = 5,
    seed: int = 0,
) -> State:
    """A mid-game position (both starting cards already built elsewhere unless stated), with the
    decks filled from the cards not placed, so every component is somewhere exactly once.

    ``temple_deck_top`` lists the next temple cards to be drawn, next first (publicly known
    cards, as after an Assyrian destroy). Leftover tribe cards beyond ``tribe_deck_size`` go to
    the discard pile; leftover temple cards beyond ``temple_deck_size`` are removed from play
    under the bottom cards of the supply columns (only a column's top card can be taken)."""
    rng = random.Random(seed)
    state = new_state()
    state["turn"] = turn
    state["current"] = current
    state["starting_card_pending"] = {"0": False, "1": False}
    state["supply"] = {str(s): list((supply or {}).get(s, [])) for s in (0, 1)}
    for s in (0, 1):
        state["hands"][str(s)] = hand(*(hands or {}).get(s, []))
        for land in LANDS:
            state["columns"][str(s)][land] = list((columns or {}).get(s, {}).get(land, []))
            state["temples"][str(s)][land] = list((temples or {}).get(s, {}).get(land, []))
        state["figures"][str(s)] = (figures or {}).get(s, "quarry")
    tribe_pool = {tribe: TRIBE_CARDS_PER_TRIBE for tribe in TRIBES}
    for s in ("0", "1"):
        for tribe, count in state["hands"][s].items():
            tribe_pool[tribe] -= count
        for column in state["columns"][s].values():
            for card in column:
                tribe_pool[card] -= 1
    assert min(tribe_pool.values()) >= 0, "more tribe cards placed than exist"
    tribe_cards = [tribe for tribe in TRIBES for _ in range(tribe_pool[tribe])]
    rng.shuffle(tribe_cards)
    if tribe_deck_size is not None:
        for card in tribe_cards[tribe_deck_size:]:
            state["discard"][card] += 1
        tribe_cards = tribe_cards[:tribe_deck_size]
    state["tribe_deck"] = tribe_cards
    temple_pool = dict(TEMPLE_CARDS_PER_LEVEL)
    for s in ("0", "1"):
        for level in state["supply"][s]:
            temple_pool[level] -= 1
        for temple in state["temples"][s].values():
            for level in temple:
                temple_pool[level] -= 1
    for level in temple_deck_top or []:
        temple_pool[level] -= 1
    assert min(temple_pool.values()) >= 0, "more temple cards placed than exist"
    rest = [level for level, count in temple_pool.items() for _ in range(count)]
    rng.shuffle(rest)
    if temple_deck_size is not None:
        keep = temple_deck_size - len(temple_deck_top or [])
        for index, level in enumerate(rest[keep:]):
            state["supply"][str(index % 2)].insert(0, level)
        rest = rest[:keep]
    state["temple_deck"] = rest + list(reversed(temple_deck_top or []))
    state["temple_deck_known"] = len(temple_deck_top or [])
    return state


def play(state: State, seat: int, action: dict[str, Any], seed: int = 0) -> list[dict[str, Any]]:
    """Resolve and apply one action; return its effects."""
    effects = GAME.resolve(state, seat, action, random.Random(seed))
    apply_all(GAME, state, effects)
    return effects


def assert_rejected(state: State, seat: int, action: dict[str, Any], words: str) -> str:
    """The action is illegal, with a reason containing ``words``; the state is unchanged."""
    from games.engine import IllegalAction

    before = clone(state)
    try:
        GAME.resolve(state, seat, action, random.Random(0))
    except IllegalAction as error:
        assert words.lower() in error.rule.lower(), error.rule
        assert state == before
        assert action not in GAME.legal_actions(state, seat)
        return error.rule
    raise AssertionError(f"{action} was accepted")
