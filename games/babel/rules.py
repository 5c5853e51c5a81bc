"""Babel's rules: small predicates that read like the rulebook, then legal_actions/resolve/apply.

Turn flow (see docs/games/babel.md): the draw phase happens automatically. ``setup`` ends with the
first turn's draw, and the ``end_turn`` action resolves to the temple draw of the player who ends,
then (unless the game ended) the start of the next turn and that player's draw of 3 tribe cards.
So whenever a player is to act, the state is in the action phase of their turn, or waiting for the
opponent to discard half of their hand.
"""

from __future__ import annotations

import random
from typing import Any

from games.babel.data import (
    ABILITIES,
    FINAL_PHASE_POINTS,
    HIGHEST_LEVEL,
    LANDS,
    MIGRATION_SIZE,
    OPPONENT_LIMIT,
    QUARRY,
    STARTING_HAND,
    STARTING_TEMPLE_LEVEL,
    TEMPLE_CARDS_DRAWN_PER_TURN,
    TEMPLE_CARDS_PER_LEVEL,
    TRIBE_CARDS_DRAWN_PER_TURN,
    TRIBE_CARDS_PER_TRIBE,
    TRIBES,
    WIN_POINTS,
)
from games.babel.state import (
    State,
    hand_size,
    opponent,
    runs,
    temple_points,
    top_level,
    tribes_in_hand,
    tribes_with_runs,
)
from games.engine import IllegalAction

Action = dict[str, Any]
Effect = dict[str, Any]

SEATS = (0, 1)

# ---------------------------------------------------------------------------------------------
# Rulebook predicates
# ---------------------------------------------------------------------------------------------


def figure_land(state: State, seat: int) -> str | None:
    """The land where the seat's figure stands, or None while it is still on the quarry."""
    where = state["figures"][str(seat)]
    return None if where == QUARRY else where


def settlers(state: State, seat: int, land: str) -> list[str]:
    """The seat's column of tribe cards in a land (bottom first)."""
    return state["columns"][str(seat)][land]


def next_level(state: State, seat: int, land: str) -> int:
    """Levels are built in order: the next card on a site is one above its top card."""
    return top_level(state["temples"][str(seat)][land]) + 1


def supply_top(state: State, column: int) -> int | None:
    cards = state["supply"][str(column)]
    return cards[-1] if cards else None


def supply_column_available(state: State, seat: int, column: int) -> bool:
    """Any supply column may be used, except that a player's starting card is reserved for its
    owner until the owner has built it (ruling: the rulebook lays it "in front of" its owner,
    who "must play it on the first turn")."""
    if not state["supply"][str(column)]:
        return False
    return column == seat or not state["starting_card_pending"][str(column)]


def can_build(state: State, seat: int, land: str, column: int, level: int) -> bool:
    """A card of ``level`` from the top of supply ``column`` may go on the seat's site in
    ``land``: the column is available, its top card has that level, and the seat has at least
    ``level`` tribe cards settled there. The caller chooses the level (next, or skipping one)."""
    return (
        level <= HIGHEST_LEVEL
        and supply_column_available(state, seat, column)
        and supply_top(state, column) == level
        and len(settlers(state, seat, land)) >= level
    )


def temple_points_of_both(state: State) -> dict[int, int]:
    return {seat: temple_points(state, seat) for seat in SEATS}


def winner_by_points(points: dict[int, int], first: int) -> int | None:
    """The end conditions on temple points, checked after every action.

    1. 15 or more while the opponent has fewer than 10 wins at once.
    2. Otherwise, with 15+ against 10+, the final phase runs: reaching 20 wins, and 15+ wins as
       soon as the opponent drops below 10. Reaching 20 implies 15+, so both rules reduce to:
       20+, or 15+ against fewer than 10. ``first`` (the actor) is checked first.
    """
    for seat in (first, opponent(first)):
        mine, theirs = points[seat], points[opponent(seat)]
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
    key = str(seat)
    kind = action["type"]
    if kind == "build" and action["column"] == seat:
        return True  # this builds the starting card itself
    hand = dict(state["hands"][key])
    figure = state["figures"][key]
    columns = state["columns"][key]
    sizes = {land: len(columns[land]) for land in LANDS}
    empty = {land: not state["temples"][key][land] for land in LANDS}
    if kind == "move":
        hand[action["card"]] -= 1
        figure = action["card"]
    elif kind == "settle":
        hand[action["card"]] -= 1
        sizes[figure] += 1
    elif kind == "migrate":
        sizes[action["from"]] -= MIGRATION_SIZE
        sizes[action["to"]] += MIGRATION_SIZE
    elif kind == "build":
        empty[figure] = False
    elif kind == "ability":
        sizes[figure] -= 1
        if action["tribe"] in ("hittites", "persians"):
            empty[figure] = False
    return starting_build_possible(hand, figure, sizes, empty)


# ---------------------------------------------------------------------------------------------
# legal_actions
# ---------------------------------------------------------------------------------------------


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
        _add_abilities(state, seat, figure, actions)
    if not state["migrated"]:
        columns = state["columns"][key]
        for source in LANDS:
            if len(columns[source]) >= MIGRATION_SIZE:
                for target in LANDS:
                    if target != source:
                        actions.append({"type": "migrate", "from": source, "to": target})
    if state["starting_card_pending"][key]:
        return [a for a in actions if keeps_starting_build_possible(state, seat, a)]
    actions.append({"type": "end_turn"})
    return actions


def _add_builds(state: State, seat: int, land: str, actions: list[Action]) -> None:
    level = next_level(state, seat, land)
    if level > HIGHEST_LEVEL or len(settlers(state, seat, land)) < level:
        return  # the common case, decided without looking at the supply columns
    for column in SEATS:
        if can_build(state, seat, land, column, level):
            actions.append({"type": "build", "land": land, "column": column})


def _add_abilities(state: State, seat: int, land: str, actions: list[Action]) -> None:
    column = settlers(state, seat, land)
    found = tribes_with_runs(column)
    if not found:
        return
    other = opponent(seat)
    their_column = settlers(state, other, land)
    their_temple = state["temples"][str(other)][land]
    my_top = top_level(state["temples"][str(seat)][land])
    half = hand_size(state, other) // 2
    for tribe, starts in found.items():
        variants: list[Action] = []
        if tribe == "assyrians":
            if their_temple:
                variants.append({"type": "ability", "tribe": "assyrians"})
        elif tribe == "hittites":
            if their_temple and my_top < their_temple[-1] <= len(column):
                variants.append({"type": "ability", "tribe": "hittites"})
        elif tribe == "medes":
            for target in TRIBES:
                if target in their_column:
                    variants.append({"type": "ability", "tribe": "medes", "target": target})
        elif tribe == "sumerians":
            if their_column:
                variants.append({"type": "ability", "tribe": "sumerians"})
        elif tribe == "persians":
            for source in SEATS:
                if can_build(state, seat, land, source, my_top + 2):
                    variants.append({"type": "ability", "tribe": "persians", "column": source})
        if half:
            variants.append({"type": "ability", "tribe": "any", "with": tribe})
        if len(starts) == 1:
            actions.extend(variants)
        else:
            for index in range(len(starts)):
                actions.extend({**variant, "run": index} for variant in variants)


# ---------------------------------------------------------------------------------------------
# resolve: validation with reasons, then effects
# ---------------------------------------------------------------------------------------------


def _field(action: Action, name: str) -> Any:
    if name not in action:
        raise IllegalAction(f"The action needs a {name!r} field.")
    return action[name]


def _tribe_field(action: Action, name: str) -> str:
    value = _field(action, name)
    if not isinstance(value, str) or value not in TRIBES:
        raise IllegalAction(f"{name!r} must be one of the tribes {', '.join(TRIBES)}.")
    return value


def _land_field(action: Action, name: str) -> str:
    value = _field(action, name)
    if not isinstance(value, str) or value not in LANDS:
        raise IllegalAction(f"{name!r} must be one of the lands {', '.join(LANDS)}.")
    return value


def _seat_field(action: Action, name: str) -> int:
    value = _field(action, name)
    if isinstance(value, bool) or value not in SEATS:
        raise IllegalAction(f"{name!r} must be the seat 0 or 1 whose supply column is used.")
    return value


def _figure_on_land(state: State, seat: int, action: Action) -> str:
    land = figure_land(state, seat)
    if land is None:
        raise IllegalAction("Your figure is still on the quarry: move it to a land first.")
    if "land" in action and action["land"] != land:
        raise IllegalAction(
            f"Your figure stands in the land of the {land}, not {action['land']!r}."
        )
    return land


def _need_in_hand(state: State, seat: int, tribe: str) -> None:
    if not state["hands"][str(seat)][tribe]:
        raise IllegalAction(f"You have no {tribe} card in hand.")


def resolve(state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
    if state["result"] is not None:
        raise IllegalAction("The game is over.")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction('An action is an object with a "type" field.')
    if isinstance(seat, bool) or seat not in SEATS:
        raise IllegalAction("Babel is played by seats 0 and 1.")
    kind = action["type"]
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
        card = _tribe_field(action, "card")
        _need_in_hand(state, seat, card)
        return [{"type": "discard", "seat": seat, "card": card}]
    if kind == "discard":
        raise IllegalAction("Nobody asked you to discard cards from your hand.")
    if seat != state["current"]:
        raise IllegalAction(f"It is seat {state['current']}'s turn.")
    if kind == "end_turn":
        return _end_turn(state, seat, rng)
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(
            f"Unknown action type {kind!r}; known: move, settle, build, migrate, ability, "
            "end_turn, discard."
        )
    effects = handler(state, seat, action)
    if state["starting_card_pending"][str(seat)] and not keeps_starting_build_possible(
        state, seat, action
    ):
        raise IllegalAction(
            "You must build your starting temple card this turn, and after this action you "
            "could no longer do so."
        )
    return effects + _game_over_after(state, seat, effects)


def _move(state: State, seat: int, action: Action) -> list[Effect]:
    card = _tribe_field(action, "card")
    _need_in_hand(state, seat, card)
    if state["figures"][str(seat)] == card:
        raise IllegalAction(f"Your figure already stands in the land of the {card}.")
    return [{"type": "move", "seat": seat, "card": card}]


def _settle(state: State, seat: int, action: Action) -> list[Effect]:
    card = _tribe_field(action, "card")
    land = _figure_on_land(state, seat, action)
    _need_in_hand(state, seat, card)
    return [{"type": "settle", "seat": seat, "card": card, "land": land}]


def _check_build(state: State, seat: int, land: str, column: int, level: int, count: int) -> None:
    if level > HIGHEST_LEVEL:
        raise IllegalAction(f"Your temple in the land of the {land} cannot grow beyond level 6.")
    if not state["supply"][str(column)]:
        raise IllegalAction(f"The temple supply column of seat {column} is empty.")
    if not supply_column_available(state, seat, column):
        raise IllegalAction(
            f"Seat {column}'s starting temple card is reserved for seat {column} until built."
        )
    top = supply_top(state, column)
    if top != level:
        raise IllegalAction(
            f"The top card of seat {column}'s supply column is level {top}, but your temple in "
            f"the land of the {land} needs level {level}."
        )
    if count < level:
        raise IllegalAction(
            f"A level-{level} temple needs at least {level} of your tribe cards in the land of "
            f"the {land}; you have {count}."
        )


def _build(state: State, seat: int, action: Action) -> list[Effect]:
    column = _seat_field(action, "column")
    land = _figure_on_land(state, seat, action)
    level = next_level(state, seat, land)
    _check_build(state, seat, land, column, level, len(settlers(state, seat, land)))
    return [{"type": "build", "seat": seat, "land": land, "column": column, "level": level}]


def _migrate(state: State, seat: int, action: Action) -> list[Effect]:
    source = _land_field(action, "from")
    target = _land_field(action, "to")
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
    return [
        {
            "type": "migrate",
            "seat": seat,
            "from": source,
            "to": target,
            "cards": column[-MIGRATION_SIZE:],
        }
    ]


def _ability(state: State, seat: int, action: Action) -> list[Effect]:
    tribe = _field(action, "tribe")
    if not isinstance(tribe, str) or tribe not in ABILITIES:
        raise IllegalAction(f"'tribe' must be one of {', '.join(ABILITIES)}.")
    land = _figure_on_land(state, seat, action)
    run_tribe = _tribe_field(action, "with") if tribe == "any" else tribe
    column = settlers(state, seat, land)
    starts = runs(column, run_tribe)
    if not starts:
        raise IllegalAction(
            f"A tribe ability needs 3 consecutive {run_tribe} cards in your column in the land "
            f"of the {land}."
        )
    run = action.get("run", 0)
    if isinstance(run, bool) or not isinstance(run, int) or not 0 <= run < len(starts):
        raise IllegalAction(f"'run' must be 0..{len(starts) - 1} (0 is the topmost run).")
    sacrifice = {
        "type": "sacrifice",
        "seat": seat,
        "land": land,
        "index": starts[run],
        "card": run_tribe,
    }
    other = opponent(seat)
    their_column = settlers(state, other, land)
    their_temple = state["temples"][str(other)][land]
    my_top = top_level(state["temples"][str(seat)][land])
    if tribe == "assyrians":
        if not their_temple:
            raise IllegalAction(
                f"Your opponent has no temple to destroy in the land of the {land}."
            )
        return [
            sacrifice,
            {"type": "destroy", "seat": other, "land": land, "levels": list(their_temple)},
        ]
    if tribe == "hittites":
        if not their_temple:
            raise IllegalAction(
                f"Your opponent has no temple to steal from in the land of the {land}."
            )
        level = their_temple[-1]
        if level <= my_top:
            raise IllegalAction(
                f"The stolen level ({level}) must be higher than your temple's top level ({my_top})."
            )
        if len(column) < level:
            raise IllegalAction(
                f"Stealing level {level} needs {level} of your tribe cards here (the discarded "
                f"Hittite counts); you have {len(column)}."
            )
        return [
            sacrifice,
            {"type": "steal", "seat": seat, "from": other, "land": land, "level": level},
        ]
    if tribe == "medes":
        target = _tribe_field(action, "target")
        count = their_column.count(target)
        if not count:
            raise IllegalAction(f"Your opponent has no {target} in the land of the {land}.")
        return [
            sacrifice,
            {"type": "expel", "seat": other, "land": land, "tribe": target, "count": count},
        ]
    if tribe == "sumerians":
        if not their_column:
            raise IllegalAction(f"Your opponent has no tribe cards in the land of the {land}.")
        target = their_column[-1]
        return [
            sacrifice,
            {
                "type": "take",
                "seat": seat,
                "from": other,
                "land": land,
                "tribe": target,
                "count": their_column.count(target),
            },
        ]
    if tribe == "persians":
        source = _seat_field(action, "column")
        level = my_top + 2
        _check_build(state, seat, land, source, level, len(column))
        return [
            sacrifice,
            {
                "type": "build",
                "seat": seat,
                "land": land,
                "column": source,
                "level": level,
                "skip": True,
            },
        ]
    # any tribe: the opponent discards half of their hand, rounded down
    count = hand_size(state, other) // 2
    if not count:
        raise IllegalAction("Your opponent holds fewer than 2 cards: there is nothing to halve.")
    return [sacrifice, {"type": "discard_request", "seat": other, "count": count}]


def _end_turn(state: State, seat: int, rng: random.Random) -> list[Effect]:
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


_HANDLERS = {
    "move": _move,
    "settle": _settle,
    "build": _build,
    "migrate": _migrate,
    "ability": _ability,
}


def draw_tribe_cards(state: State, seat: int, count: int, rng: random.Random) -> list[Effect]:
    """Draw from the top of the tribe deck; when it runs out, shuffle the discard pile into a new
    deck (its order is secret to everyone) and go on; draw what exists when both are empty."""
    effects: list[Effect] = []
    deck = state["tribe_deck"]
    first = min(count, len(deck))
    if first:
        effects.append(_draw_effect(seat, deck[-first:][::-1]))
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
        effects.append(_draw_effect(seat, order[-second:][::-1]))
    return effects


def _draw_effect(seat: int, cards: list[str]) -> Effect:
    return {
        "type": "draw",
        "seat": seat,
        "count": len(cards),
        "cards": cards,
        "visible_to": [seat],
        "secret": ["cards"],
    }


def _game_over_after(state: State, seat: int, effects: list[Effect]) -> list[Effect]:
    """Check the point-based end conditions after an action's effects (only temple changes
    matter, so the points are recomputed from the touched sites alone)."""
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
        return []
    points = temple_points_of_both(state)
    for (owner, land), level in changes.items():
        points[owner] += level - top_level(state["temples"][str(owner)][land])
    winner = winner_by_points(points, seat)
    if winner is None:
        return []
    return [
        {
            "type": "game_over",
            "reason": "temple points",
            "winners": [winner],
            "scores": {str(s): points[s] for s in SEATS},
        }
    ]


# ---------------------------------------------------------------------------------------------
# apply
# ---------------------------------------------------------------------------------------------


def apply(state: State, effect: Effect) -> State:
    _APPLY[effect["type"]](state, effect)
    return state


def _apply_shuffle_temple_deck(state: State, effect: Effect) -> None:
    state["temple_deck"] = list(effect["order"])
    state["temple_deck_known"] = 0


def _apply_shuffle_tribe_deck(state: State, effect: Effect) -> None:
    state["tribe_deck"] = list(effect["order"])


def _apply_reshuffle(state: State, effect: Effect) -> None:
    state["tribe_deck"] = list(effect["order"])
    state["discard"] = {tribe: 0 for tribe in TRIBES}


def _apply_draw(state: State, effect: Effect) -> None:
    deck = state["tribe_deck"]
    hand = state["hands"][str(effect["seat"])]
    for card in effect["cards"]:
        hand[card] += 1
    del deck[len(deck) - effect["count"] :]


def _apply_turn_start(state: State, effect: Effect) -> None:
    state["current"] = effect["seat"]
    state["turn"] = effect["turn"]
    state["migrated"] = False


def _apply_move(state: State, effect: Effect) -> None:
    key = str(effect["seat"])
    state["hands"][key][effect["card"]] -= 1
    state["discard"][effect["card"]] += 1
    state["figures"][key] = effect["card"]


def _apply_settle(state: State, effect: Effect) -> None:
    key = str(effect["seat"])
    state["hands"][key][effect["card"]] -= 1
    state["columns"][key][effect["land"]].append(effect["card"])


def _apply_build(state: State, effect: Effect) -> None:
    key = str(effect["seat"])
    column = str(effect["column"])
    state["supply"][column].pop()
    state["temples"][key][effect["land"]].append(effect["level"])
    if column == key:
        state["starting_card_pending"][key] = False


def _apply_migrate(state: State, effect: Effect) -> None:
    columns = state["columns"][str(effect["seat"])]
    moved = columns[effect["from"]][-MIGRATION_SIZE:]
    del columns[effect["from"]][-MIGRATION_SIZE:]
    columns[effect["to"]].extend(moved)
    state["migrated"] = True


def _apply_sacrifice(state: State, effect: Effect) -> None:
    column = state["columns"][str(effect["seat"])][effect["land"]]
    del column[effect["index"]]
    state["discard"][effect["card"]] += 1


def _apply_destroy(state: State, effect: Effect) -> None:
    temple = state["temples"][str(effect["seat"])][effect["land"]]
    # Face down on top of the temple deck, highest level first: the lowest ends on top.
    state["temple_deck"].extend(sorted(temple, reverse=True))
    state["temple_deck_known"] += len(temple)
    temple.clear()


def _apply_steal(state: State, effect: Effect) -> None:
    land = effect["land"]
    level = state["temples"][str(effect["from"])][land].pop()
    state["temples"][str(effect["seat"])][land].append(level)


def _apply_expel(state: State, effect: Effect) -> None:
    column = state["columns"][str(effect["seat"])][effect["land"]]
    tribe = effect["tribe"]
    column[:] = [card for card in column if card != tribe]
    state["discard"][tribe] += effect["count"]


def _apply_take(state: State, effect: Effect) -> None:
    land = effect["land"]
    tribe = effect["tribe"]
    theirs = state["columns"][str(effect["from"])][land]
    theirs[:] = [card for card in theirs if card != tribe]
    state["columns"][str(effect["seat"])][land].extend([tribe] * effect["count"])


def _apply_discard_request(state: State, effect: Effect) -> None:
    state["pending_discard"] = {"seat": effect["seat"], "remaining": effect["count"]}


def _apply_discard(state: State, effect: Effect) -> None:
    state["hands"][str(effect["seat"])][effect["card"]] -= 1
    state["discard"][effect["card"]] += 1
    pending = state["pending_discard"]
    pending["remaining"] -= 1
    if pending["remaining"] <= 0:
        state["pending_discard"] = None


def _apply_temple_draw(state: State, effect: Effect) -> None:
    deck = state["temple_deck"]
    count = len(effect["levels"])
    del deck[len(deck) - count :]
    state["temple_deck_known"] = max(0, state["temple_deck_known"] - count)
    # Higher level first, the lower one on top: levels are listed in that order.
    state["supply"][str(effect["seat"])].extend(effect["levels"])


def _apply_game_over(state: State, effect: Effect) -> None:
    state["result"] = {"winners": list(effect["winners"]), "scores": dict(effect["scores"])}
    state["pending_discard"] = None


_APPLY = {
    "shuffle_temple_deck": _apply_shuffle_temple_deck,
    "shuffle_tribe_deck": _apply_shuffle_tribe_deck,
    "reshuffle": _apply_reshuffle,
    "draw": _apply_draw,
    "turn_start": _apply_turn_start,
    "move": _apply_move,
    "settle": _apply_settle,
    "build": _apply_build,
    "migrate": _apply_migrate,
    "sacrifice": _apply_sacrifice,
    "destroy": _apply_destroy,
    "steal": _apply_steal,
    "expel": _apply_expel,
    "take": _apply_take,
    "discard_request": _apply_discard_request,
    "discard": _apply_discard,
    "temple_draw": _apply_temple_draw,
    "game_over": _apply_game_over,
}


# ---------------------------------------------------------------------------------------------
# setup
# ---------------------------------------------------------------------------------------------


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
        effects.append(_draw_effect(seat, dealt))
    effects.append({"type": "turn_start", "seat": 0, "turn": 1})
    first = deck[-TRIBE_CARDS_DRAWN_PER_TURN:][::-1]
    effects.append(_draw_effect(0, first))
    return effects
