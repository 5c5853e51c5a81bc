"""Visibility of effects: who may see which fields of an effect.

An effect is public unless it carries ``"visible_to"`` (the seats allowed to
see it). For every other caller the fields named in ``"secret"`` are replaced
by ``None``; the entry itself is kept, so everybody knows *that* something
happened ("seat 1 drew 3 cards") but not *what*.
"""

from __future__ import annotations

from games.engine.contract import Action, Effect, Game


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


def redact_action(
    game: Game,
    seat: int,
    action: Action,
    effects: list[Effect],
    reader: int | None,
    *,
    omniscient: bool = False,
) -> Action:
    """The accepted ``action`` of ``seat`` as ``reader`` may see it (a new dict when redacted).

    ``game.action_secrets`` names the hidden fields and who may see them; the acting seat always
    sees its own action. Everybody else reads those fields as ``None``.
    """
    secrets = game.action_secrets(seat, action, effects)
    if omniscient or not secrets or reader == seat:
        return action
    visible_to = secrets.get("visible_to") or []
    if reader is not None and reader in visible_to:
        return action
    redacted = dict(action)
    for field in secrets.get("secret", ()):
        if field in redacted:
            redacted[field] = None
    return redacted
