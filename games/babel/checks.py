"""Babel's rulebook as predicates and checks: building, the starting card, reading an
action's fields, and the end conditions on temple points.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.babel.components import named
from games.babel.data import (
    FINAL_PHASE_POINTS,
    HIGHEST_LEVEL,
    LANDS,
    MIGRATION_SIZE,
    OPPONENT_LIMIT,
    QUARRY,
    TRIBES,
    WIN_POINTS,
)
from games.babel.effects import end_game
from games.babel.state import SEAT_KEYS, hand_size, opponent, temple_points, top_level
from games.engine import Action, Effect, IllegalAction, State
from games.engine.i18n import texts_of

_ = texts_of(__package__)[0]

SEATS = (0, 1)


def settlers(state: State, seat: int, land: str) -> list[str]:
    """The seat's column of tribe cards in a land (bottom first)."""
    return state["columns"][SEAT_KEYS[seat]][land]


def next_level(state: State, seat: int, land: str) -> int:
    """Levels are built in order: the next card on a site is one above its top card."""
    return top_level(state["temples"][SEAT_KEYS[seat]][land]) + 1


def supply_top(state: State, column: int) -> int | None:
    cards = state["supply"][SEAT_KEYS[column]]
    return cards[-1] if cards else None


def supply_column_available(state: State, seat: int, column: int) -> bool:
    """Any supply column may be used, except that a player's starting card is reserved for its
    owner until the owner has built it (ruling: the rulebook lays it "in front of" its owner,
    who "must play it on the first turn")."""
    if not state["supply"][SEAT_KEYS[column]]:
        return False
    return column == seat or not state["starting_card_pending"][SEAT_KEYS[column]]


def supply_offers(state: State, seat: int, column: int, level: int) -> bool:
    """Supply ``column`` is available to the seat and its top card has ``level``."""
    # ``supply_top`` and ``supply_column_available`` in one reading (the listing reads the same
    # inline, rules.action_phase_offers).
    cards = state["supply"][SEAT_KEYS[column]]
    if not cards or cards[-1] != level:
        return False
    return column == seat or not state["starting_card_pending"][SEAT_KEYS[column]]


def can_build(state: State, seat: int, land: str, column: int, level: int) -> bool:
    """A card of ``level`` from the top of supply ``column`` may go on the seat's site in
    ``land``: the column is available, its top card has that level, and the seat has at least
    ``level`` tribe cards settled there. The caller chooses the level (next, or skipping one)."""
    return (
        level <= HIGHEST_LEVEL
        and supply_offers(state, seat, column, level)
        and len(settlers(state, seat, land)) >= level
    )


def temple_points_of_both(state: State) -> dict[int, int]:
    # Not a comprehension: that is a call of its own, after every build (issue #27).
    return {0: temple_points(state, 0), 1: temple_points(state, 1)}


def winner_by_points(points: dict[int, int], first: int) -> int | None:
    """The end conditions on temple points, checked after every action.

    1. 15 or more while the opponent has fewer than 10 wins at once.
    2. Otherwise, with 15+ against 10+, the final phase runs: reaching 20 wins, and 15+ wins as
       soon as the opponent drops below 10. Reaching 20 implies 15+, so both rules reduce to:
       20+, or 15+ against fewer than 10. ``first`` (the actor) is checked first.
    """
    second = opponent(first)
    for seat, other in ((first, second), (second, first)):
        mine, theirs = points[seat], points[other]
        if mine >= FINAL_PHASE_POINTS or (mine >= WIN_POINTS and theirs < OPPONENT_LIMIT):
            return seat
    return None


def in_final_phase(points: dict[int, int]) -> bool:
    high, low = max(points.values()), min(points.values())
    return high >= WIN_POINTS and low >= OPPONENT_LIMIT


def result_when_temple_deck_runs_out(state: State, points: dict[int, int]) -> dict[str, Any]:
    """More temple points wins; a tie goes to more tribe cards in hand; a further tie is a draw,
    recorded with both seats as winners."""
    hands = {seat: hand_size(state, seat) for seat in SEATS}
    key = {seat: (points[seat], hands[seat]) for seat in SEATS}
    best = max(key.values())
    winners = [seat for seat in SEATS if key[seat] == best]
    return {"winners": winners, "scores": {str(seat): points[seat] for seat in SEATS}}


# -- the starting card --------------------------------------------------------------------------


def starting_build_possible(
    hand: dict[str, int], figure: str, column_sizes: dict[str, int], empty_sites: dict[str, bool]
) -> bool:
    """Can the starting level-1 card still be built this turn? It needs an empty site with at
    least one settler, reached with the cards in hand (migration is ignored: this is a safe,
    slightly cautious test)."""
    cards = sum(hand.values())
    for land in LANDS:
        if not empty_sites[land]:
            continue
        if figure == land and (column_sizes[land] >= 1 or cards >= 1):
            return True
        if hand[land] and (column_sizes[land] >= 1 or cards >= 2):
            return True
    return False


def keeps_starting_build_possible(state: State, seat: int, action: Action) -> bool:
    """While the starting card is pending, an action may not make building it impossible:
    the player cannot end their first turn without it."""
    return starting_build_safe(state, seat) or starting_build_keeper(state, seat)(action)


def starting_build_safe(state: State, seat: int) -> bool:
    """No single action can make the starting build impossible: the seat holds 3 or more cards,
    2 of them of a tribe whose land has no temple of the seat's and is not where its figure
    stands. After any one action that land is still empty and reachable with a card left to
    settle (each action kind is gone through in tests/babel/test_rules.py). Most tables of a
    first turn are such, and this test is far cheaper than trying every action."""
    key = SEAT_KEYS[seat]
    hand = state["hands"][key]
    if sum(hand.values()) < 3:
        return False
    figure = state["figures"][key]
    temples = state["temples"][key]
    for land in LANDS:
        if hand[land] >= 2 and land != figure and not temples[land]:
            return True
    return False


def starting_build_keeper(state: State, seat: int) -> Callable[[Action], bool]:
    """``keeps_starting_build_possible`` for the actions of one table, which is read once:
    ``starting_build_possible`` of the table after the action, worked out site by site with
    the action's changes (a card spent, the figure moved, settlers gained or lost, a site
    built on), without a copy of the table per action (issue #27)."""
    key = SEAT_KEYS[seat]
    hand = state["hands"][key]
    figure_now = state["figures"][key]
    columns = state["columns"][key]
    temples = state["temples"][key]
    cards_now = sum(hand.values())
    # Only the empty sites can take the starting card, and no action empties one of the seat's
    # (a destroy hits the opponent's temples): (land, its cards in hand, its settlers).
    empty_sites = []
    for land in LANDS:
        if not temples[land]:
            empty_sites.append((land, hand[land], len(columns[land])))

    def keeps(action: Action) -> bool:
        kind = action["type"]
        if kind == "build" and action["column"] == seat:
            return True  # this builds the starting card itself
        figure, cards, spent, built = figure_now, cards_now, None, None
        grows, grows_by, shrinks, shrinks_by = None, 0, None, 0
        if kind == "move":
            spent = figure = action["card"]
            cards -= 1
        elif kind == "settle":
            spent = action["card"]
            cards -= 1
            grows, grows_by = figure_now, 1
        elif kind == "migrate":
            shrinks, shrinks_by = action["from"], MIGRATION_SIZE
            grows, grows_by = action["to"], MIGRATION_SIZE
        elif kind == "build":
            built = figure_now
        elif kind == "ability":
            shrinks, shrinks_by = figure_now, 1  # the card paid for it
            if action["tribe"] in ("hittites", "persians"):
                built = figure_now
        for land, held, settlers in empty_sites:
            if land == built:
                continue
            if land == spent:
                held -= 1
            if land == grows:
                settlers += grows_by
            elif land == shrinks:
                settlers -= shrinks_by
            # starting_build_possible, for this site
            if figure == land and (settlers >= 1 or cards >= 1):
                return True
            if held and (settlers >= 1 or cards >= 2):
                return True
        return False

    return keeps


def field(action: Action, name: str) -> Any:
    """The action's field ``name``, refused when missing. The typed fields below read theirs
    straight and call this only when the value is wrong, so that a missing field is refused as
    missing (one call less for every action, issue #27)."""
    if name not in action:
        raise IllegalAction(_("The action needs a {name} field.").format(name=repr(name)))
    return action[name]


def tribe_field(action: Action, name: str) -> str:
    value = action.get(name)  # None when missing: refused below, as missing
    if not isinstance(value, str) or value not in TRIBES:
        field(action, name)
        raise IllegalAction(
            _("{name} must be one of the tribes {values}.").format(
                name=repr(name), values=", ".join(TRIBES)
            )
        )
    return value


def land_field(action: Action, name: str) -> str:
    value = action.get(name)  # None when missing: refused below, as missing
    if not isinstance(value, str) or value not in LANDS:
        field(action, name)
        raise IllegalAction(
            _("{name} must be one of the lands {values}.").format(
                name=repr(name), values=", ".join(LANDS)
            )
        )
    return value


def seat_field(action: Action, name: str) -> int:
    value = action.get(name)  # None when missing: refused below, as missing
    if isinstance(value, bool) or value not in SEATS:
        field(action, name)
        raise IllegalAction(
            _("{name} must be the seat 0 or 1 whose supply column is used.").format(name=repr(name))
        )
    return value


def figure_on_land(state: State, seat: int, action: Action) -> str:
    """The land where the seat's figure stands (an action may name it): not the quarry."""
    land = state["figures"][SEAT_KEYS[seat]]
    if land == QUARRY:
        raise IllegalAction(_("Your figure is still on the quarry: move it to a land first."))
    if "land" in action and action["land"] != land:
        raise IllegalAction(
            _("Your figure stands in the land of the {land}, not {other}.").format(
                land=named(land), other=repr(action["land"])
            )
        )
    return land


def need_in_hand(state: State, seat: int, tribe: str) -> None:
    if not state["hands"][SEAT_KEYS[seat]][tribe]:
        raise IllegalAction(_("You have no {tribe} card in hand.").format(tribe=named(tribe)))


def check_build(state: State, seat: int, land: str, column: int, level: int, count: int) -> None:
    if level > HIGHEST_LEVEL:
        raise IllegalAction(
            _("Your temple in the land of the {land} cannot grow beyond level {level}.").format(
                land=named(land), level=HIGHEST_LEVEL
            )
        )
    if not state["supply"][SEAT_KEYS[column]]:
        raise IllegalAction(
            _("The temple supply column of seat {seat} is empty.").format(seat=column)
        )
    if not supply_column_available(state, seat, column):
        raise IllegalAction(
            _("Seat {seat}'s starting temple card is reserved for seat {seat} until built.").format(
                seat=column
            )
        )
    top = supply_top(state, column)
    if top != level:
        raise IllegalAction(
            _(
                "The top card of seat {seat}'s supply column is level {top}, but your temple in "
                "the land of the {land} needs level {level}."
            ).format(seat=column, top=top, land=named(land), level=level)
        )
    if count < level:
        raise IllegalAction(
            _(
                "A level-{level} temple needs at least {level} of your tribe cards in the land "
                "of the {land}; you have {count}."
            ).format(level=level, land=named(land), count=count)
        )


def game_over_on_points(state: State, seat: int) -> None:
    """``game_over_after`` on the table after the action, played on it: the end of the game
    when the points reach an end condition (the actor's checked first)."""
    points = temple_points_of_both(state)
    winner = winner_by_points(points, seat)
    if winner is not None:
        end_game(state, [winner], {str(s): points[s] for s in SEATS})


def game_over_after(effects: list[Effect], state: State, seat: int) -> None:
    """Check the point-based end conditions after an action's ``effects``, and add the end of
    the game to them when it is reached. Only temple changes matter, so the points are those of
    ``state`` (the table before the action) with the touched sites recomputed from the effects:
    nothing needs applying."""
    changes: dict[tuple[int, str], int] = {}
    for effect in effects:
        kind = effect["type"]
        if kind == "build":
            changes[(effect["seat"], effect["land"])] = effect["level"]
        elif kind == "steal":
            changes[(effect["seat"], effect["land"])] = effect["level"]
            below = state["temples"][str(effect["from"])][effect["land"]][:-1]
            changes[(effect["from"], effect["land"])] = top_level(below)
        elif kind == "destroy":
            changes[(effect["seat"], effect["land"])] = 0
    if not changes:
        return
    points = temple_points_of_both(state)
    for (owner, land), level in changes.items():
        points[owner] += level - top_level(state["temples"][str(owner)][land])
    winner = winner_by_points(points, seat)
    if winner is not None:
        effects.append(
            {
                "type": "game_over",
                "reason": "temple points",
                "winners": [winner],
                "scores": {str(s): points[s] for s in SEATS},
            }
        )
