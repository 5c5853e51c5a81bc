"""Visibility of effects: who may see which fields of an effect.

An effect is public unless it carries ``"visible_to"`` (the seats allowed to
see it). For every other caller the fields named in ``"secret"`` are replaced
by ``None``; the entry itself is kept, so everybody knows *that* something
happened ("seat 1 drew 3 cards") but not *what*.
"""

from __future__ import annotations

from games.engine.contract import Effect


def is_visible_to(effect: Effect, seat: int | None) -> bool:
    """True when ``seat`` (None for a spectator) may see all of ``effect``."""
    visible_to = effect.get("visible_to")
    return visible_to is None or (seat is not None and seat in visible_to)


def redact_effect(effect: Effect, seat: int | None, *, omniscient: bool = False) -> Effect:
    """The effect as ``seat`` may see it (a new dict; the input is never changed)."""
    if omniscient or is_visible_to(effect, seat):
        return effect
    redacted = dict(effect)
    for field in effect.get("secret", ()):
        if field in redacted:
            redacted[field] = None
    return redacted
