"""Babel's rules: who acts, what they may do, and resolving an action.

The action phase (move, settle, build, migrate) is here; the rest lives in one module per part:
``checks`` (rulebook predicates and the end conditions), ``abilities`` (tribe abilities),
``draws`` (the end of a turn and the draws), ``setup``, ``effects`` (applying effects).

``resolve`` works on a ``Resolution`` (games.engine.kit). Babel's rules read the table before the
action and emit its effects; nothing reads it after, so an action copies nothing.

Turn flow (see docs/games/babel.md): the draw phase happens automatically. ``setup`` ends with the
first turn's draw, and the ``end_turn`` action resolves to the temple draw of the player who ends,
then (unless the game ended) the start of the next turn and that player's draw of 3 tribe cards.
So whenever a player is to act, the state is in the action phase of their turn, or waiting for the
opponent to discard half of their hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.babel.abilities import add_abilities, resolve_ability
from games.babel.checks import (
    SEATS,
    can_build,
    check_build,
    figure_on_land,
    game_over_after,
    keeps_starting_build_possible,
    land_field,
    need_in_hand,
    next_level,
    seat_field,
    settlers,
    starting_build_keeper,
    tribe_field,
)
from games.babel.data import (
    HIGHEST_LEVEL,
    LANDS,
    MIGRATION_SIZE,
    QUARRY,
    TRIBES,
)
from games.babel.draws import end_turn
from games.babel.effects import EFFECTS
from games.babel.state import tribes_in_hand
from games.engine import Action, Effect, IllegalAction, Resolution, State


def to_act(state: State) -> list[int]:
    if state["result"] is not None:
        return []
    pending = state["pending_discard"]
    if pending is not None:
        return [pending["seat"]]
    return [state["current"]]


def legal_actions(state: State, seat: int) -> list[Action]:
    if state["result"] is not None:
        return []
    pending = state["pending_discard"]
    if pending is not None:
        if seat != pending["seat"]:
            return []
        return [{"type": "discard", "card": tribe} for tribe in tribes_in_hand(state, seat)]
    if seat != state["current"]:
        return []

    key = str(seat)
    hand = state["hands"][key]
    figure = state["figures"][key]
    on_land = figure != QUARRY
    actions: list[Action] = []
    for tribe in TRIBES:
        if hand[tribe]:
            if tribe != figure:
                actions.append({"type": "move", "card": tribe})
            if on_land:
                actions.append({"type": "settle", "card": tribe})
    if on_land:
        _add_builds(state, seat, figure, actions)
        add_abilities(state, seat, figure, actions)
    if not state["migrated"]:
        columns = state["columns"][key]
        for source in LANDS:
            if len(columns[source]) >= MIGRATION_SIZE:
                for target in LANDS:
                    if target != source:
                        actions.append({"type": "migrate", "from": source, "to": target})
    if state["starting_card_pending"][key]:
        keeps = starting_build_keeper(state, seat)
        return [a for a in actions if keeps(a)]
    actions.append({"type": "end_turn"})
    return actions


def _add_builds(state: State, seat: int, land: str, actions: list[Action]) -> None:
    level = next_level(state, seat, land)
    if level > HIGHEST_LEVEL or len(settlers(state, seat, land)) < level:
        return  # the common case, decided without looking at the supply columns
    for column in SEATS:
        if can_build(state, seat, land, column, level):
            actions.append({"type": "build", "land": land, "column": column})


def resolve(state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
    if state["result"] is not None:
        raise IllegalAction("The game is over.")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction('An action is an object with a "type" field.')
    if isinstance(seat, bool) or seat not in SEATS:
        raise IllegalAction("Babel is played by seats 0 and 1.")
    kind = action["type"]
    res = Resolution(EFFECTS, state, rng)
    pending = state["pending_discard"]
    if pending is not None:
        if seat != pending["seat"]:
            raise IllegalAction(
                f"Seat {pending['seat']} must first discard {pending['remaining']} more card(s)."
            )
        if kind != "discard":
            raise IllegalAction(
                f"You must discard {pending['remaining']} more card(s) from your hand first."
            )
        card = tribe_field(action, "card")
        need_in_hand(state, seat, card)
        res.emit({"type": "discard", "seat": seat, "card": card})
        return res.effects
    if kind == "discard":
        raise IllegalAction("Nobody asked you to discard cards from your hand.")
    if seat != state["current"]:
        raise IllegalAction(f"It is seat {state['current']}'s turn.")
    if kind == "end_turn":
        end_turn(res, seat)
        return res.effects
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(
            f"Unknown action type {kind!r}; known: move, settle, build, migrate, ability, "
            "end_turn, discard."
        )
    handler(res, seat, action)
    if state["starting_card_pending"][str(seat)] and not keeps_starting_build_possible(
        state, seat, action
    ):
        raise IllegalAction(
            "You must build your starting temple card this turn, and after this action you "
            "could no longer do so."
        )
    game_over_after(res, state, seat)
    return res.effects


def _move(res: Resolution, seat: int, action: Action) -> None:
    state = res.state
    card = tribe_field(action, "card")
    need_in_hand(state, seat, card)
    if state["figures"][str(seat)] == card:
        raise IllegalAction(f"Your figure already stands in the land of the {card}.")
    res.emit({"type": "move", "seat": seat, "card": card})


def _settle(res: Resolution, seat: int, action: Action) -> None:
    state = res.state
    card = tribe_field(action, "card")
    land = figure_on_land(state, seat, action)
    need_in_hand(state, seat, card)
    res.emit({"type": "settle", "seat": seat, "card": card, "land": land})


def _build(res: Resolution, seat: int, action: Action) -> None:
    state = res.state
    column = seat_field(action, "column")
    land = figure_on_land(state, seat, action)
    level = next_level(state, seat, land)
    check_build(state, seat, land, column, level, len(settlers(state, seat, land)))
    res.emit({"type": "build", "seat": seat, "land": land, "column": column, "level": level})


def _migrate(res: Resolution, seat: int, action: Action) -> None:
    state = res.state
    source = land_field(action, "from")
    target = land_field(action, "to")
    if state["migrated"]:
        raise IllegalAction("You may migrate only once per turn.")
    if source == target:
        raise IllegalAction("A migration goes to another land.")
    column = settlers(state, seat, source)
    if len(column) < MIGRATION_SIZE:
        raise IllegalAction(
            f"A migration moves exactly the top {MIGRATION_SIZE} cards; your column in the land "
            f"of the {source} has {len(column)}."
        )
    res.emit(
        {
            "type": "migrate",
            "seat": seat,
            "from": source,
            "to": target,
            "cards": column[-MIGRATION_SIZE:],
        }
    )


#: action type -> the rule that resolves it (its checks, then its effects)
_HANDLERS: dict[str, Callable[[Resolution, int, Action], None]] = {
    "move": _move,
    "settle": _settle,
    "build": _build,
    "migrate": _migrate,
    "ability": resolve_ability,
}
