"""Babel's rules: who acts, what they may do, and resolving an action.

The action phase (move, settle, build, migrate) is here; the rest lives in one module per part:
``checks`` (rulebook predicates and the end conditions), ``abilities`` (tribe abilities),
``draws`` (the end of a turn and the draws), ``setup``, ``effects`` (applying effects).

Every rule reads the table as it is before the action and returns the action's effects; nothing
reads it after, so an action copies nothing and needs no ``Resolution`` (games.engine.kit): the
end of a turn, which may reshuffle, draws from the ``rng`` it is given.

Turn flow (see docs/games/babel.md): the draw phase happens automatically. ``setup`` ends with the
first turn's draw, and the ``end_turn`` action resolves to the temple draw of the player who ends,
then (unless the game ended) the start of the next turn and that player's draw of 3 tribe cards.
So whenever a player is to act, the state is in the action phase of their turn, or waiting for the
opponent to discard half of their hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.babel.abilities import add_abilities, sacrifice_and_ability
from games.babel.checks import (
    SEAT_KEYS,
    SEATS,
    check_build,
    figure_on_land,
    game_over_after,
    game_over_on_points,
    keeps_starting_build_possible,
    land_field,
    need_in_hand,
    next_level,
    seat_field,
    settlers,
    starting_build_keeper,
    starting_build_safe,
    tribe_field,
)
from games.babel.components import named
from games.babel.data import (
    ABILITY_RUN,
    HIGHEST_LEVEL,
    LANDS,
    MIGRATION_SIZE,
    QUARRY,
    TRIBES,
)
from games.babel.draws import end_turn, play_end_turn
from games.babel.effects import EFFECTS, build_temple, migrate_top, move_figure, settle_card
from games.babel.state import has_run, tribes_in_hand, tribes_with_runs
from games.engine import Action, Effect, IllegalAction, State
from games.engine.i18n import texts_of

_ = texts_of(__package__)[0]


def to_act(state: State) -> list[int]:
    if state["result"] is not None:
        return []
    pending = state["pending_discard"]
    if pending is not None:
        return [pending["seat"]]
    return [state["current"]]


def legal_actions(state: State, seat: int) -> list[Action]:
    # The shared offers copied all at once (in C), so that the caller may keep or change the
    # actions it is given.
    return list(map(dict.copy, shared_legal_actions(state, seat)))


def shared_legal_actions(state: State, seat: int) -> list[Action]:
    """``Game.shared_legal_actions``: the legal actions, gathered from shared templates that
    the caller neither changes nor keeps (a random playout plays one at once)."""
    if state["result"] is not None:
        return []
    pending = state["pending_discard"]
    if pending is not None:
        if seat != pending["seat"]:
            return []
        return discards(state, seat)
    if seat != state["current"]:
        return []
    return action_phase_offers(state, seat)


def discards(state: State, seat: int) -> list[Action]:
    """While the seat discards half of their hand: a card of each tribe in hand."""
    return [{"type": "discard", "card": tribe} for tribe in tribes_in_hand(state, seat)]


def action_phase_offers(state: State, seat: int) -> list[Action]:
    """The current seat's actions in its action phase (shared templates)."""
    # Random playouts and searches call this once per action (issue #27): it reads each part of
    # the table once, into locals.
    key = SEAT_KEYS[seat]
    hand = state["hands"][key]
    figure = state["figures"][key]
    columns = state["columns"][key]
    offers: list[Action] = []
    # On the quarry a figure can only move: nothing is settled, built or used there.
    for tribe, with_card in MOVES_AND_SETTLES[figure]:
        if hand[tribe]:
            offers += with_card
    if figure != QUARRY:
        settled = columns[figure]
        temple = state["temples"][key][figure]
        level = temple[-1] + 1 if temple else 1  # next_level: one above the top card
        if level <= HIGHEST_LEVEL and len(settled) >= level:  # else no build: decided here
            # can_build, the rest: supply_offers, read here (a call per column cost more than
            # the check itself; issue #27).
            supply = state["supply"]
            for column, column_key in SUPPLY_COLUMNS:
                cards = supply[column_key]
                if (
                    cards
                    and cards[-1] == level
                    and (column == seat or not state["starting_card_pending"][column_key])
                ):
                    offers.append(BUILDS[figure][column])
        # Few tables have a run: it is looked for before the runs are listed.
        if len(settled) >= ABILITY_RUN and has_run(settled):
            add_abilities(state, seat, figure, tribes_with_runs(settled), offers)
    if not state["migrated"]:
        for source in LANDS:
            if len(columns[source]) >= MIGRATION_SIZE:
                offers += MIGRATIONS_FROM[source]
    if state["starting_card_pending"][key]:
        if not starting_build_safe(state, seat):
            keeps = starting_build_keeper(state, seat)
            offers = [offer for offer in offers if keeps(offer)]
    else:
        offers.append(END_TURN)
    return offers


def random_playout(state: State, rng: random.Random, max_actions: int) -> tuple[State, int]:
    """``Game.random_playout``: the contract's loop, with whose turn it is read once per action
    (``to_act`` and the listing's own checks, in one) and the listing and the play called
    straight: a random playout is all this loop (issue #27)."""
    choice = rng.choice
    for count in range(max_actions):
        if state["result"] is not None:
            return state, count
        pending = state["pending_discard"]
        if pending is None:
            seat = state["current"]
            play_legal(state, seat, choice(action_phase_offers(state, seat)), rng)
        else:  # the seat named halves their hand
            seat = pending["seat"]
            play_legal(state, seat, choice(discards(state, seat)), rng)
    return state, max_actions


def play(state: State, seat: int, action: Action, rng: random.Random) -> State:
    """``Game.play``: resolve, then apply each effect to the caller's own state, calling the
    appliers straight. The rules read the table before the action and return its effects (no
    Resolution: that cost more per action than it saved, docs/engine-speed.md), so applying
    them is all that is left to do in place."""
    appliers = EFFECTS.appliers
    for effect in resolve(state, seat, action, rng):
        appliers[effect["type"]](state, effect)
    return state


def play_legal(state: State, seat: int, action: Action, rng: random.Random) -> State:
    """``Game.play_legal``: an action this table's listing offered, played without the checks
    it passes (whose turn it is, the pending discard, the card in hand, the starting card).

    A random playout plays every action here (issue #27): the moves, settles, migrations, builds
    and ends of a turn change the table straight, as their effects would; an ability and a
    discard are the rules' own effects, applied."""
    kind = action["type"]
    if kind == "settle":
        settle_card(state, seat, action["card"], state["figures"][SEAT_KEYS[seat]])
    elif kind == "move":
        move_figure(state, seat, action["card"])
    elif kind == "migrate":
        migrate_top(state, seat, action["from"], action["to"])
    elif kind == "end_turn":
        play_end_turn(state, seat, rng)
    elif kind == "build":
        land = state["figures"][SEAT_KEYS[seat]]
        build_temple(state, seat, land, action["column"], next_level(state, seat, land))
        game_over_on_points(state, seat)
    else:
        if kind == "discard":
            effects = [{"type": "discard", "seat": seat, "card": action["card"]}]
        else:
            effects = _RULES[kind](state, seat, action)
            game_over_after(effects, state, seat)  # an ability: temples may change
        appliers = EFFECTS.appliers
        for effect in effects:
            appliers[effect["type"]](state, effect)
    return state


def resolve(state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
    if state["result"] is not None:
        raise IllegalAction(_("The game is over."))
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction(_('An action is an object with a "type" field.'))
    if isinstance(seat, bool) or seat not in SEATS:
        raise IllegalAction(_("Babel is played by seats 0 and 1."))
    kind = action["type"]
    pending = state["pending_discard"]
    if pending is not None:
        if seat != pending["seat"]:
            raise IllegalAction(
                _("Seat {seat} must first discard {count} more card(s).").format(
                    seat=pending["seat"], count=pending["remaining"]
                )
            )
        if kind != "discard":
            raise IllegalAction(
                _("You must discard {count} more card(s) from your hand first.").format(
                    count=pending["remaining"]
                )
            )
        card = tribe_field(action, "card")
        need_in_hand(state, seat, card)
        return [{"type": "discard", "seat": seat, "card": card}]
    if kind == "discard":
        raise IllegalAction(_("Nobody asked you to discard cards from your hand."))
    if seat != state["current"]:
        raise IllegalAction(_("It is seat {seat}'s turn.").format(seat=state["current"]))
    if kind == "end_turn":
        return end_turn(state, seat, rng)
    rule = _RULES.get(kind)
    if rule is None:
        raise IllegalAction(
            _(
                "Unknown action type {kind}; known: move, settle, build, migrate, ability, "
                "end_turn, discard."
            ).format(kind=repr(kind))
        )
    effects = rule(state, seat, action)
    if state["starting_card_pending"][SEAT_KEYS[seat]] and not keeps_starting_build_possible(
        state, seat, action
    ):
        raise IllegalAction(
            _(
                "You must build your starting temple card this turn, and after this action you "
                "could no longer do so."
            )
        )
    if kind in _CHANGE_TEMPLES:
        game_over_after(effects, state, seat)
    return effects


# The action-phase rules read the table before the action and return its effects: none of them
# reads the table after an effect or draws at random, so they need no Resolution (issue #27).


def _move(state: State, seat: int, action: Action) -> list[Effect]:
    card = tribe_field(action, "card")
    need_in_hand(state, seat, card)
    if state["figures"][SEAT_KEYS[seat]] == card:
        raise IllegalAction(
            _("Your figure already stands in the land of the {land}.").format(land=named(card))
        )
    return [{"type": "move", "seat": seat, "card": card}]


def _settle(state: State, seat: int, action: Action) -> list[Effect]:
    card = tribe_field(action, "card")
    land = figure_on_land(state, seat, action)
    need_in_hand(state, seat, card)
    return [{"type": "settle", "seat": seat, "card": card, "land": land}]


def _build(state: State, seat: int, action: Action) -> list[Effect]:
    column = seat_field(action, "column")
    land = figure_on_land(state, seat, action)
    level = next_level(state, seat, land)
    check_build(state, seat, land, column, level, len(settlers(state, seat, land)))
    return [{"type": "build", "seat": seat, "land": land, "column": column, "level": level}]


def _migrate(state: State, seat: int, action: Action) -> list[Effect]:
    source = land_field(action, "from")
    target = land_field(action, "to")
    if state["migrated"]:
        raise IllegalAction(_("You may migrate only once per turn."))
    if source == target:
        raise IllegalAction(_("A migration goes to another land."))
    column = settlers(state, seat, source)
    if len(column) < MIGRATION_SIZE:
        raise IllegalAction(
            _(
                "A migration moves exactly the top {size} cards; your column in the land "
                "of the {land} has {count}."
            ).format(size=MIGRATION_SIZE, land=named(source), count=len(column))
        )
    return [
        {
            "type": "migrate",
            "seat": seat,
            "from": source,
            "to": target,
            "cards": column[-MIGRATION_SIZE:],
        }
    ]


#: action type -> the rule that resolves it (its checks, then its effects)
_RULES: dict[str, Callable[[State, int, Action], list[Effect]]] = {
    "move": _move,
    "settle": _settle,
    "build": _build,
    "migrate": _migrate,
    "ability": sacrifice_and_ability,
}
#: The actions that may change a temple, so the only ones after which the game can end on points.
_CHANGE_TEMPLES = frozenset({"build", "ability"})

# The templates ``legal_actions`` gathers its offers from (shared: never handed out uncopied).

#: where the figure stands -> (tribe, the actions a card of that tribe in hand offers there),
#: in board order: moving to its land unless the figure is there, and settling it unless on
#: the quarry.
MOVES_AND_SETTLES: dict[str, tuple[tuple[str, tuple[Action, ...]], ...]] = {
    where: tuple(
        (
            tribe,
            tuple(
                {"type": kind, "card": tribe}
                for kind in ("move", "settle")
                if (kind == "move" and tribe != where) or (kind == "settle" and where != QUARRY)
            ),
        )
        for tribe in TRIBES
    )
    for where in (*LANDS, QUARRY)
}
#: The supply columns: (seat, its key in the state's dicts).
SUPPLY_COLUMNS = tuple(zip(SEATS, SEAT_KEYS, strict=True))
#: land -> supply column -> building from that column onto the site in that land.
BUILDS: dict[str, tuple[Action, ...]] = {
    land: tuple({"type": "build", "land": land, "column": column} for column in SEATS)
    for land in LANDS
}
#: land -> the migrations from it, to every other land in board order.
MIGRATIONS_FROM: dict[str, tuple[Action, ...]] = {
    source: tuple(
        {"type": "migrate", "from": source, "to": target} for target in LANDS if target != source
    )
    for source in LANDS
}
END_TURN: Action = {"type": "end_turn"}
