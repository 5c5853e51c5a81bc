"""Babel's legal actions in words, as a player at the table would give the order, in the
reader's language (``games.engine.i18n``).

Read from the acting seat's own view; tribes and abilities are named by ``components.py``.
"""

from __future__ import annotations

from typing import Any

from games.babel.components import ability_name, ability_text, of_people, one_of, tribe_name
from games.babel.data import FINAL_PHASE_POINTS, MIGRATION_SIZE, TEMPLE_CARDS_DRAWN_PER_TURN
from games.engine import Action, View
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

TYPE_NAMES = {
    "move": N_("Move your figure"),
    "settle": N_("Settle a card"),
    "build": N_("Build a temple level"),
    "migrate": N_("Migrate"),
    "ability": N_("Use a tribe ability"),
    "discard": N_("Discard a card"),
    "end_turn": N_("End your turn"),
}


def type_name(kind: str) -> str:
    return _(TYPE_NAMES[kind]) if kind in TYPE_NAMES else _("Act")


def _supply(view: View, seat: int, column: int) -> str:
    """A supply column, after "from" (Russian: the genitive)."""
    if column == seat:
        return pgettext("from …", "your supply")
    return pgettext("from …", "Seat {seat}'s supply").format(seat=column)


def _run(action: Action) -> str:
    if action.get("run") is None:
        return ""
    return _(" (run {number})").format(number=action["run"] + 1)


def _ability(view: View, seat: int, action: Action) -> str:
    tribe = action["tribe"]
    run = _run(action)
    if tribe == "medes":
        return _(
            "Medes{run}: the opponent discards every {target} card from their column here"
        ).format(run=run, target=of_people(action["target"]))
    if tribe == "any":
        return _("Discard {card}{run}: the opponent discards half of their hand").format(
            card=one_of(action["with"]), run=run
        )
    if tribe == "persians":
        return _("Persians{run}: build here skipping one level, from {supply}").format(
            run=run, supply=_supply(view, seat, action["column"])
        )
    return f"{tribe_name(tribe)}{run}: {ability_text(tribe)}"


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    here = (view.get("figures") or {}).get(str(seat))
    if kind == "move":
        return _("Move to the land of the {people} (discard {card})").format(
            people=of_people(action["card"]), card=one_of(action["card"])
        )
    if kind == "settle":
        return _("Settle {card} in the land of the {people}").format(
            card=one_of(action["card"]), people=of_people(here)
        )
    if kind == "discard":
        return _("Discard {card}").format(card=one_of(action["card"]))
    if kind == "build":
        supply = view["supply"][str(action["column"])]
        level = supply[-1] if supply else "?"
        return _("Build level {level} in the land of the {people} from {supply}").format(
            level=level,
            people=of_people(action.get("land") or here),
            supply=_supply(view, seat, action["column"]),
        )
    if kind == "migrate":
        return ngettext(
            "Migrate the top {count} card from the {source} to the {target}",
            "Migrate the top {count} cards from the {source} to the {target}",
            MIGRATION_SIZE,
        ).format(
            count=MIGRATION_SIZE,
            source=of_people(action["from"]),
            target=of_people(action["to"]),
        )
    if kind == "ability":
        return _ability(view, seat, action)
    if kind == "end_turn":
        return ngettext(
            "End your turn (draw {count} temple card)",
            "End your turn (draw {count} temple cards)",
            TEMPLE_CARDS_DRAWN_PER_TURN,
        ).format(count=TEMPLE_CARDS_DRAWN_PER_TURN)
    return type_name(kind)


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return type_name(value)
    if field == "tribe":
        return ability_name(value)
    if field in ("card", "with", "land", "from"):
        return tribe_name(value)
    if field == "to":
        return _("To the {people}").format(people=of_people(value))
    if field == "target":
        return _("Expel the {people}").format(people=of_people(value))
    if field == "column":
        return _("From {supply}").format(supply=_supply(view, seat, value))
    if field == "run":
        if value is None:
            return _("The first run")
        return _("Run {number}").format(number=value + 1)
    return str(value)


def phase(view: View, seat: int | None) -> str:
    pending = view.get("pending_discard")
    if pending:
        count = pending["remaining"]
        if pending["seat"] == seat:
            text = ngettext(
                "you must discard {count} more card", "you must discard {count} more cards", count
            )
        else:
            text = ngettext(
                "Seat {seat} must discard {count} more card",
                "Seat {seat} must discard {count} more cards",
                count,
            )
        return text.format(seat=pending["seat"], count=count)
    parts = [_("turn {turn}").format(turn=view.get("turn"))]
    if view.get("final_phase"):
        parts.append(
            _("final phase: the first to {points} temple points wins").format(
                points=FINAL_PHASE_POINTS
            )
        )
    return ", ".join(parts)
