"""Words for a seat's legal actions: what a client shows on its buttons and choosers.

``action_labels`` gathers, from the game's ``label``, ``choice`` and ``phase``, everything a
client needs to offer the legal actions in words without knowing the game: one sentence per
action, a name for every value of every field that tells actions apart (a chooser narrows them
field by field), and the status line's phase. The web client reads nothing else.
"""

from __future__ import annotations

import json
from typing import Any

from games.engine.contract import Action, Game, View


def value_key(value: Any) -> str:
    """A field value as a key: its compact JSON, which is JavaScript's ``JSON.stringify``."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def action_labels(
    game: Game, view: View | None, seat: int | None, actions: list[Action]
) -> dict[str, Any]:
    """The words for ``seat``'s ``actions`` (its legal actions, maybe none), read from its view:

    ``{"phase": the status line's phase, "actions": [one sentence per action], "types": {type:
    words}, "choices": {type: {field: {value_key: words}}}}``: a chooser narrowing the actions
    of one type field by field names each value of each field that tells them apart.
    """
    if view is None:
        return {"phase": "", "actions": [], "types": {}, "choices": {}}
    types: dict[str, str] = {}
    choices: dict[str, dict[str, dict[str, str]]] = {}
    if seat is not None:
        by_type: dict[str, list[Action]] = {}
        for action in actions:
            by_type.setdefault(action["type"], []).append(action)
        for kind, group in by_type.items():
            types[kind] = game.choice(view, seat, kind, "type", kind)
            fields: list[str] = []
            for action in group:
                fields.extend(field for field in action if field not in fields)
            for field in fields:
                values = {value_key(action.get(field)): action.get(field) for action in group}
                if len(values) > 1:
                    choices.setdefault(kind, {})[field] = {
                        key: game.choice(view, seat, kind, field, value)
                        for key, value in values.items()
                    }
    return {
        "phase": game.phase(view, seat),
        "actions": [game.label(view, seat, action) for action in actions]
        if seat is not None
        else [],
        "types": types,
        "choices": choices,
    }
