"""Reading the read models as a given caller may see them.

``viewer`` is a seat number, or None for a spectator. Once a match is
finished everything is revealed to everyone.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from games.aggregate import apply_stored_effects, starting_state
from games.engine import redact_effect
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
        "creator": summary.creator,
        "rated": summary.rated,
        "forked_from": summary.forked_from,
        "listed": summary.listed,
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


def entry_data(entry: HistoryEntry, viewer: int | None, omniscient: bool) -> dict[str, Any]:
    return {
        "version": entry.version,
        "type": entry.type,
        "seat": entry.seat,
        "at": entry.at.isoformat().replace("+00:00", "Z"),
        "action": entry.action,
        "effects": [redact_effect(e, viewer, omniscient=omniscient) for e in entry.effects],
        "text": entry.text,
    }


def history(
    summary: MatchSummary, viewer: int | None, after: int = 0, limit: int = 100
) -> list[dict[str, Any]]:
    omniscient = summary.status == "finished"
    entries = HistoryEntry.objects.filter(match=summary, version__gt=after).order_by("version")[
        :limit
    ]
    return [entry_data(entry, viewer, omniscient) for entry in entries]


def replay_view(summary: MatchSummary, viewer: int | None, at: int) -> dict[str, Any]:
    """The view ``viewer`` could have had right after version ``at``."""
    return next(replay_frames(summary, viewer, at, at))


def replay_frames(
    summary: MatchSummary, viewer: int | None, first: int, last: int
) -> Iterator[dict[str, Any]]:
    """The views ``viewer`` could have had right after each version from ``first`` to ``last``.

    The history is folded once, so a whole timeline costs one pass, not one per version.
    """
    game = get_game(summary.game)
    state = None
    status = "open"
    finished_now = summary.status == "finished"
    entries = HistoryEntry.objects.filter(match=summary, version__lte=last).order_by("version")
    for entry in entries:
        if entry.type == "started":
            status = "active"
            state = starting_state(
                game, summary.players, summary.options, entry.base_state, entry.effects
            )
        elif entry.type == "finished":
            status = "finished"
        elif entry.effects:
            state = apply_stored_effects(game, state, entry.effects)
        if entry.version < first:
            continue
        if state is None:
            yield {
                "version": entry.version,
                "seat": viewer,
                "status": status,
                "to_act": [],
                "state": None,
                "legal_actions": [],
            }
            continue
        to_act = [] if status == "finished" else game.to_act(state)
        yield {
            "version": entry.version,
            "seat": viewer,
            "status": status,
            "to_act": to_act,
            # A copy: the state is changed in place by the next entries of the fold.
            "state": copy.deepcopy(
                game.view(state, viewer, omniscient=finished_now or status == "finished")
            ),
            "legal_actions": game.legal_actions(state, viewer) if viewer in to_act else [],
        }
