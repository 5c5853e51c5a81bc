"""Babel's legal actions in words, as a player at the table would give the order.

Read from the acting seat's own view; tribes and abilities are named by ``components.py``.
"""

from __future__ import annotations

from typing import Any

from games.babel.components import ABILITY_TEXTS, TRIBE_NAMES, one_of, tribe_name
from games.babel.data import MIGRATION_SIZE
from games.engine import Action, View

TYPE_NAMES = {
    "move": "Move your figure",
    "settle": "Settle a card",
    "build": "Build a temple level",
    "migrate": "Migrate",
    "ability": "Use a tribe ability",
    "discard": "Discard a card",
    "end_turn": "End your turn",
}


def _supply(view: View, seat: int, column: int) -> str:
    return "your supply" if column == seat else f"Seat {column}'s supply"


def _run(action: Action) -> str:
    return f" (run {action['run'] + 1})" if action.get("run") is not None else ""


def _ability(view: View, seat: int, action: Action) -> str:
    tribe = action["tribe"]
    if tribe == "medes":
        target = TRIBE_NAMES[action["target"]][0]
        return (
            f"Medes{_run(action)}: the opponent discards every {target} card from their column here"
        )
    if tribe == "any":
        return (
            f"Discard {one_of(action['with'])}{_run(action)}: the opponent discards half of "
            "their hand"
        )
    if tribe == "persians":
        return (
            f"Persians{_run(action)}: build here skipping one level, from "
            f"{_supply(view, seat, action['column'])}"
        )
    return f"{tribe_name(tribe)}{_run(action)}: {ABILITY_TEXTS[tribe]}"


def label(view: View, seat: int, action: Action) -> str:
    kind = action["type"]
    here = (view.get("figures") or {}).get(str(seat))
    if kind == "move":
        return f"Move to the land of the {tribe_name(action['card'])} (discard {one_of(action['card'])})"
    if kind == "settle":
        return f"Settle {one_of(action['card'])} in the land of the {tribe_name(here)}"
    if kind == "discard":
        return f"Discard {one_of(action['card'])}"
    if kind == "build":
        supply = view["supply"][str(action["column"])]
        level = supply[-1] if supply else "?"
        land = tribe_name(action.get("land") or here)
        return f"Build level {level} in the land of the {land} from {_supply(view, seat, action['column'])}"
    if kind == "migrate":
        return (
            f"Migrate the top {MIGRATION_SIZE} cards from the {tribe_name(action['from'])} to the "
            f"{tribe_name(action['to'])}"
        )
    if kind == "ability":
        return _ability(view, seat, action)
    if kind == "end_turn":
        return "End your turn (draw 2 temple cards)"
    return TYPE_NAMES.get(kind, "Act")


def choice(view: View, seat: int, kind: str, field: str, value: Any) -> str:
    if field == "type":
        return TYPE_NAMES.get(value, "Act")
    if field == "tribe":
        return "Any three in a row" if value == "any" else tribe_name(value)
    if field in ("card", "with", "land", "from"):
        return tribe_name(value)
    if field == "to":
        return f"To the {tribe_name(value)}"
    if field == "target":
        return f"Expel the {tribe_name(value)}"
    if field == "column":
        return f"From {_supply(view, seat, value)}"
    if field == "run":
        return f"Run {value + 1}" if value is not None else "The first run"
    return str(value)


def phase(view: View, seat: int | None) -> str:
    pending = view.get("pending_discard")
    if pending:
        who = "you" if pending["seat"] == seat else f"Seat {pending['seat']}"
        count = pending["remaining"]
        return f"{who} must discard {count} more card{'s' if count != 1 else ''}"
    parts = [f"turn {view.get('turn')}"]
    if view.get("final_phase"):
        parts.append("final phase: the first to 20 temple points wins")
    return ", ".join(parts)
