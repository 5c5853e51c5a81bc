"""Reading the read models as a given caller may see them.

``viewer`` is a seat number, or None for a spectator. Once a match is
finished everything is revealed to everyone.
"""

from __future__ import annotations

from typing import Any

from games.aggregate import apply_stored_effects, starting_state
from games.engine import Game, redact_effect
from games.registry import get_game
from projections.models import HistoryEntry, MatchSummary, SeatView


def summary_data(summary: MatchSummary) -> dict[str, Any]:
    return {
        "id": str(summary.id),
        "game": summary.game,
        "status": summary.status,
        "players": summary.players,
        "options": summary.options,
        "seats": summary.seats,
        "version": summary.version,
        "to_act": summary.to_act,
        "result": summary.result,
        "seed_commitment": summary.seed_commitment,
        "seed": summary.seed if summary.status == "finished" else None,
        "client_seeds": summary.client_seeds,
        "rng_version": summary.rng_version,
        "seed_fixed": summary.seed_fixed,
        "creator": summary.creator,
        "rated": summary.rated,
        "forked_from": summary.forked_from,
        "created_at": summary.created_at.isoformat().replace("+00:00", "Z"),
        "updated_at": summary.updated_at.isoformat().replace("+00:00", "Z"),
    }


def seats_of(summary: MatchSummary, username: str) -> list[int]:
    return [seat["seat"] for seat in summary.seats if seat["username"] == username]


def current_view(summary: MatchSummary, viewer: int | None) -> dict[str, Any]:
    row = (
        SeatView.objects.filter(
            match=summary, seat=SeatView.SPECTATOR if viewer is None else viewer
        )
        .only("state", "legal_actions")
        .first()
    )
    return {
        "version": summary.version,
        "seat": viewer,
        "status": summary.status,
        "to_act": summary.to_act,
        "state": row.state if row else None,
        "legal_actions": row.legal_actions if row else [],
    }


def entry_data(
    entry: HistoryEntry, viewer: int | None, omniscient: bool, game: Game | None = None
) -> dict[str, Any]:
    """One ``/events/`` entry as ``viewer`` may see it: the one place histories are built.

    The action is redacted per the game's ``action_secrets`` and the effects per their
    own visibility; when anything was hidden, the text is written anew by the game's
    ``describe`` from what the reader sees, so no text says more than its reader may know.
    The stored text (written with everything) is served only when nothing was hidden.
    """
    action = entry.action
    effects = entry.effects
    if not omniscient and entry.type in ("action", "started"):
        game = game or get_game_for_entry(entry)
        effects = [redact_effect(e, viewer) for e in entry.effects]
        if action is not None and entry.seat is not None:
            secrets = game.action_secrets(entry.seat, action, entry.effects)
            if secrets is not None and viewer != entry.seat:
                action = redact_effect({**action, **secrets}, viewer)
                action = {key: action[key] for key in entry.action}
        hidden = action is not entry.action or any(
            shown is not stored for shown, stored in zip(effects, entry.effects, strict=True)
        )
        text = game.describe(entry.seat, action, effects) if hidden else entry.text
    else:
        text = entry.text
    return {
        "version": entry.version,
        "type": entry.type,
        "seat": entry.seat,
        "at": entry.at.isoformat().replace("+00:00", "Z"),
        "action": action,
        "effects": effects,
        "text": text,
    }


def get_game_for_entry(entry: HistoryEntry) -> Game:
    return get_game(MatchSummary.objects.only("game").get(id=entry.match_id).game)


def history(
    summary: MatchSummary, viewer: int | None, after: int = 0, limit: int = 100
) -> list[dict[str, Any]]:
    omniscient = summary.status == "finished"
    game = get_game(summary.game)
    entries = HistoryEntry.objects.filter(match=summary, version__gt=after).order_by("version")[
        :limit
    ]
    return [entry_data(entry, viewer, omniscient, game) for entry in entries]


def replay_view(summary: MatchSummary, viewer: int | None, at: int) -> dict[str, Any]:
    """The view ``viewer`` could have had right after version ``at``."""
    game = get_game(summary.game)
    state = None
    status = "open"
    for entry in HistoryEntry.objects.filter(match=summary, version__lte=at).order_by("version"):
        if entry.type == "started":
            status = "active"
            state = starting_state(
                game, summary.players, summary.options, entry.base_state, entry.effects
            )
        elif entry.type == "finished":
            status = "finished"
        elif entry.effects:
            state = apply_stored_effects(game, state, entry.effects)
    if state is None:
        return {
            "version": at,
            "seat": viewer,
            "status": status,
            "to_act": [],
            "state": None,
            "legal_actions": [],
        }
    finished_now = summary.status == "finished"
    to_act = [] if status == "finished" else game.to_act(state)
    return {
        "version": at,
        "seat": viewer,
        "status": status,
        "to_act": to_act,
        "state": game.view(state, viewer, omniscient=finished_now or status == "finished"),
        "legal_actions": game.legal_actions(state, viewer) if viewer in to_act else [],
    }
