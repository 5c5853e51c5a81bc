"""The tribe abilities: three consecutive cards of one tribe in the column where the figure
stands, one of them discarded, for the tribe's effect - or, with any tribe, the opponent
discards half of their hand.
"""

from __future__ import annotations

from games.babel.checks import (
    SEATS,
    can_build,
    check_build,
    field,
    figure_on_land,
    seat_field,
    settlers,
    tribe_field,
)
from games.babel.components import named
from games.babel.data import (
    ABILITIES,
    TRIBES,
)
from games.babel.state import SEAT_KEYS, hand_size, opponent, runs, top_level
from games.engine import Action, Effect, IllegalAction, State
from games.engine.i18n import texts_of

_ = texts_of(__package__)[0]


def add_abilities(
    state: State, seat: int, land: str, found: dict[str, list[int]], actions: list[Action]
) -> None:
    """The abilities of the runs ``found`` (tribes_with_runs) in the seat's column in ``land``."""
    column = settlers(state, seat, land)
    other = opponent(seat)
    their_column = settlers(state, other, land)
    their_temple = state["temples"][SEAT_KEYS[other]][land]
    my_top = top_level(state["temples"][SEAT_KEYS[seat]][land])
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


def sacrifice_and_ability(state: State, seat: int, action: Action) -> list[Effect]:
    """Check the ability against the table before it, then return the sacrifice and its effect
    (the sacrificed card still counts for the checks: "the discarded Hittite counts")."""
    tribe = field(action, "tribe")
    if not isinstance(tribe, str) or tribe not in ABILITIES:
        raise IllegalAction(
            _("'tribe' must be one of {values}.").format(values=", ".join(ABILITIES))
        )
    land = figure_on_land(state, seat, action)
    run_tribe = tribe_field(action, "with") if tribe == "any" else tribe
    column = settlers(state, seat, land)
    starts = runs(column, run_tribe)
    if not starts:
        raise IllegalAction(
            _(
                "A tribe ability needs 3 consecutive {tribe} cards in your column in the land "
                "of the {land}."
            ).format(tribe=named(run_tribe), land=named(land))
        )
    run = action.get("run", 0)
    if isinstance(run, bool) or not isinstance(run, int) or not 0 <= run < len(starts):
        raise IllegalAction(
            _("'run' must be 0..{last} (0 is the topmost run).").format(last=len(starts) - 1)
        )
    sacrifice = {
        "type": "sacrifice",
        "seat": seat,
        "land": land,
        "index": starts[run],
        "card": run_tribe,
    }
    other = opponent(seat)
    their_column = settlers(state, other, land)
    their_temple = state["temples"][SEAT_KEYS[other]][land]
    my_top = top_level(state["temples"][SEAT_KEYS[seat]][land])
    if tribe == "assyrians":
        if not their_temple:
            raise IllegalAction(
                _("Your opponent has no temple to destroy in the land of the {land}.").format(
                    land=named(land)
                )
            )
        return [
            sacrifice,
            {"type": "destroy", "seat": other, "land": land, "levels": list(their_temple)},
        ]
    if tribe == "hittites":
        if not their_temple:
            raise IllegalAction(
                _("Your opponent has no temple to steal from in the land of the {land}.").format(
                    land=named(land)
                )
            )
        level = their_temple[-1]
        if level <= my_top:
            raise IllegalAction(
                _(
                    "The stolen level ({level}) must be higher than your temple's top level "
                    "({top})."
                ).format(level=level, top=my_top)
            )
        if len(column) < level:
            raise IllegalAction(
                _(
                    "Stealing level {level} needs {level} of your tribe cards here (the "
                    "discarded Hittite counts); you have {count}."
                ).format(level=level, count=len(column))
            )
        return [
            sacrifice,
            {"type": "steal", "seat": seat, "from": other, "land": land, "level": level},
        ]
    if tribe == "medes":
        target = tribe_field(action, "target")
        count = their_column.count(target)
        if not count:
            raise IllegalAction(
                _("Your opponent has no {tribe} in the land of the {land}.").format(
                    tribe=named(target), land=named(land)
                )
            )
        return [
            sacrifice,
            {"type": "expel", "seat": other, "land": land, "tribe": target, "count": count},
        ]
    if tribe == "sumerians":
        if not their_column:
            raise IllegalAction(
                _("Your opponent has no tribe cards in the land of the {land}.").format(
                    land=named(land)
                )
            )
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
        source = seat_field(action, "column")
        level = my_top + 2
        check_build(state, seat, land, source, level, len(column))
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
        raise IllegalAction(_("Your opponent holds fewer than 2 cards: there is nothing to halve."))
    return [sacrifice, {"type": "discard_request", "seat": other, "count": count}]
