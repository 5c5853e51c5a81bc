"""The automatic parts of a turn: setup's deal, the temple draw that ends a turn, the next
turn's tribe draw and the reshuffle of the discard pile when the tribe deck runs out.
"""

from __future__ import annotations

import random
from typing import Any

from games.babel.checks import SEATS, result_when_temple_deck_runs_out, temple_points_of_both
from games.babel.data import (
    STARTING_HAND,
    STARTING_TEMPLE_LEVEL,
    TEMPLE_CARDS_DRAWN_PER_TURN,
    TEMPLE_CARDS_PER_LEVEL,
    TRIBE_CARDS_DRAWN_PER_TURN,
    TRIBE_CARDS_PER_TRIBE,
    TRIBES,
)
from games.babel.state import (
    State,
    opponent,
)
from games.engine import IllegalAction

Action = dict[str, Any]
Effect = dict[str, Any]


def end_turn(state: State, seat: int, rng: random.Random) -> list[Effect]:
    if state["starting_card_pending"][str(seat)]:
        raise IllegalAction(
            "You must build your starting level-1 temple card before ending your first turn."
        )
    deck = state["temple_deck"]
    drawn = deck[-TEMPLE_CARDS_DRAWN_PER_TURN:][::-1]
    effects: list[Effect] = [
        {"type": "temple_draw", "seat": seat, "levels": sorted(drawn, reverse=True)}
    ]
    if len(drawn) == len(deck):
        # The last temple card has left the deck: the game ends with this turn.
        result = result_when_temple_deck_runs_out(state, temple_points_of_both(state))
        effects.append({"type": "game_over", "reason": "temple deck exhausted", **result})
        return effects
    next_seat = opponent(seat)
    effects.append({"type": "turn_start", "seat": next_seat, "turn": state["turn"] + 1})
    effects.extend(draw_tribe_cards(state, next_seat, TRIBE_CARDS_DRAWN_PER_TURN, rng))
    return effects


def draw_tribe_cards(state: State, seat: int, count: int, rng: random.Random) -> list[Effect]:
    """Draw from the top of the tribe deck; when it runs out, shuffle the discard pile into a new
    deck (its order is secret to everyone) and go on; draw what exists when both are empty."""
    effects: list[Effect] = []
    deck = state["tribe_deck"]
    first = min(count, len(deck))
    if first:
        effects.append(draw_effect(seat, deck[-first:][::-1]))
    missing = count - first
    pile = state["discard"]
    if missing and any(pile.values()):
        order = [tribe for tribe in TRIBES for _ in range(pile[tribe])]
        rng.shuffle(order)
        effects.append(
            {
                "type": "reshuffle",
                "count": len(order),
                "order": order,
                "visible_to": [],
                "secret": ["order"],
            }
        )
        second = min(missing, len(order))
        effects.append(draw_effect(seat, order[-second:][::-1]))
    return effects


def draw_effect(seat: int, cards: list[str]) -> Effect:
    return {
        "type": "draw",
        "seat": seat,
        "count": len(cards),
        "cards": cards,
        "visible_to": [seat],
        "secret": ["cards"],
    }


def setup_effects(rng: random.Random) -> list[Effect]:
    temples: list[int] = []
    for level, count in TEMPLE_CARDS_PER_LEVEL.items():
        temples.extend([level] * count)
    for _ in SEATS:
        temples.remove(STARTING_TEMPLE_LEVEL)
    rng.shuffle(temples)
    tribes = [tribe for tribe in TRIBES for _ in range(TRIBE_CARDS_PER_TRIBE)]
    rng.shuffle(tribes)
    effects: list[Effect] = [
        {
            "type": "shuffle_temple_deck",
            "count": len(temples),
            "order": temples,
            "visible_to": [],
            "secret": ["order"],
        },
        {
            "type": "shuffle_tribe_deck",
            "count": len(tribes),
            "order": tribes,
            "visible_to": [],
            "secret": ["order"],
        },
    ]
    deck = list(tribes)
    for seat in SEATS:
        dealt = deck[-STARTING_HAND:][::-1]
        del deck[-STARTING_HAND:]
        effects.append(draw_effect(seat, dealt))
    effects.append({"type": "turn_start", "seat": 0, "turn": 1})
    first = deck[-TRIBE_CARDS_DRAWN_PER_TURN:][::-1]
    effects.append(draw_effect(0, first))
    return effects
