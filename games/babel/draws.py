"""The automatic parts of a turn: the temple draw that ends a turn, the next turn's tribe draw
and the reshuffle of the discard pile when the tribe deck runs out.
"""

from __future__ import annotations

import random

from games.babel.checks import (
    SEAT_KEYS,
    result_when_temple_deck_runs_out,
    temple_points_of_both,
)
from games.babel.data import TEMPLE_CARDS_DRAWN_PER_TURN, TRIBE_CARDS_DRAWN_PER_TURN, TRIBES
from games.babel.state import opponent
from games.engine import Effect, IllegalAction, State
from games.engine.i18n import texts_of

_ = texts_of(__package__)[0]


def end_turn(state: State, seat: int, rng: random.Random) -> list[Effect]:
    """The temple draw of the player who ends their turn, then (unless that emptied the temple
    deck) the next turn's start and its tribe draw. None of these reads the table after an
    effect, so they all read it as it is before the action."""
    if state["starting_card_pending"][SEAT_KEYS[seat]]:
        raise IllegalAction(
            _("You must build your starting level-1 temple card before ending your first turn.")
        )
    deck = state["temple_deck"]
    drawn = deck[-TEMPLE_CARDS_DRAWN_PER_TURN:][::-1]
    effects = [{"type": "temple_draw", "seat": seat, "levels": sorted(drawn, reverse=True)}]
    if len(drawn) == len(deck):
        # The last temple card has left the deck: the game ends with this turn.
        result = result_when_temple_deck_runs_out(state, temple_points_of_both(state))
        effects.append({"type": "game_over", "reason": "temple deck exhausted", **result})
        return effects
    next_seat = opponent(seat)
    effects.append({"type": "turn_start", "seat": next_seat, "turn": state["turn"] + 1})
    # Neither the temple draw nor the turn's start touches the tribe deck or the discard pile.
    draw_tribe_cards(effects, state, next_seat, TRIBE_CARDS_DRAWN_PER_TURN, rng)
    return effects


def draw_tribe_cards(
    effects: list[Effect], state: State, seat: int, count: int, rng: random.Random
) -> None:
    """Draw from the top of the tribe deck (as in ``state``); when it runs out, shuffle the
    discard pile into a new deck (its order is secret to everyone) and go on; draw what exists
    when both are empty. The effects are added to ``effects``."""
    deck, pile = state["tribe_deck"], state["discard"]
    drawn = min(count, len(deck))
    if drawn:
        effects.append(draw_effect(seat, deck[-drawn:][::-1]))
    missing = count - drawn
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
        effects.append(draw_effect(seat, order[-missing:][::-1]))


def draw_effect(seat: int, cards: list[str]) -> Effect:
    return {
        "type": "draw",
        "seat": seat,
        "count": len(cards),
        "cards": cards,
        "visible_to": [seat],
        "secret": ["cards"],
    }
