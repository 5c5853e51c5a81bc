"""The automatic parts of a turn: the temple draw that ends a turn, the next turn's tribe draw
and the reshuffle of the discard pile when the tribe deck runs out.

Each is decided once (what is drawn, whether the game ends, the reshuffle's order) and then
either told as effects (``end_turn``, for ``resolve``) or played on the table
(``play_end_turn``, for a random playout: the same draws from the ``rng``, the same table as
the effects applied, without building them; issue #27).
"""

from __future__ import annotations

import random

from games.babel.checks import (
    SEAT_KEYS,
    result_when_temple_deck_runs_out,
    temple_points_of_both,
)
from games.babel.data import TEMPLE_CARDS_DRAWN_PER_TURN, TRIBE_CARDS_DRAWN_PER_TURN, TRIBES
from games.babel.effects import (
    draw_cards,
    draw_temple_cards,
    end_game,
    reshuffle_discard,
    start_turn,
)
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
    levels = temple_cards_drawn(state)
    effects = [{"type": "temple_draw", "seat": seat, "levels": levels}]
    if len(levels) == len(state["temple_deck"]):
        # The last temple card has left the deck: the game ends with this turn.
        result = result_when_temple_deck_runs_out(state, temple_points_of_both(state))
        effects.append({"type": "game_over", "reason": "temple deck exhausted", **result})
        return effects
    next_seat = opponent(seat)
    effects.append({"type": "turn_start", "seat": next_seat, "turn": state["turn"] + 1})
    # Neither the temple draw nor the turn's start touches the tribe deck or the discard pile.
    draw_tribe_cards(effects, state, next_seat, TRIBE_CARDS_DRAWN_PER_TURN, rng)
    return effects


def play_end_turn(state: State, seat: int, rng: random.Random) -> None:
    """``end_turn`` of a turn the listing let end, played on the table: its effects' changes,
    made straight."""
    levels = temple_cards_drawn(state)
    deck_runs_out = len(levels) == len(state["temple_deck"])
    draw_temple_cards(state, seat, levels)
    if deck_runs_out:
        # Neither the points nor the hands changed with the temple draw.
        result = result_when_temple_deck_runs_out(state, temple_points_of_both(state))
        end_game(state, result["winners"], result["scores"])
        return
    next_seat = opponent(seat)
    start_turn(state, next_seat, state["turn"] + 1)
    deck = state["tribe_deck"]
    if len(deck) >= TRIBE_CARDS_DRAWN_PER_TURN:  # most turns: no reshuffle
        draw_cards(state, next_seat, deck[-TRIBE_CARDS_DRAWN_PER_TURN:][::-1])
        return
    for effect in draw_tribe_cards([], state, next_seat, TRIBE_CARDS_DRAWN_PER_TURN, rng):
        if effect["type"] == "draw":
            draw_cards(state, next_seat, effect["cards"])
        else:
            reshuffle_discard(state, effect["order"])


def temple_cards_drawn(state: State) -> list[int]:
    """The temple cards that end a turn: the top two of the deck (or what is left), as the
    temple draw lists them, higher level first."""
    return sorted(state["temple_deck"][-TEMPLE_CARDS_DRAWN_PER_TURN:], reverse=True)


def draw_tribe_cards(
    effects: list[Effect], state: State, seat: int, count: int, rng: random.Random
) -> list[Effect]:
    """Draw from the top of the tribe deck (as in ``state``); when it runs out, shuffle the
    discard pile into a new deck (its order is secret to everyone) and go on; draw what exists
    when both are empty. The effects are added to ``effects``, which is returned."""
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
