"""What a command answers: the match's summary after it, or an action's new entries and view.

The command views (``api.commands``) answer with these, and so does a retry that finds its
command already stored by a request that died before answering (``api.recovery``).
"""

from __future__ import annotations

from rest_framework.response import Response

from api.lookup import load_match
from matches.aggregate import Match
from matches.service import get_service
from projections.projector import history_entry
from projections.queries import entry_data, match_view, summary_data, summary_of


def summary_response(match: Match, status: int = 200) -> Response:
    """A command's answer: the match's summary as the store has it after the command.

    Read again, because what follows a save (bot turns played in process) may
    already have moved the match on.
    """
    return Response(summary_data(summary_of(load_match(match.id))), status=status)


def action_answer(
    match: Match, seat: int, expected: int, stored: list[Match.Event] | None = None
) -> Response:
    """An accepted action's answer: the new entries from the store, built and redacted
    exactly as /events/ serves them (the read models are not needed), and the new view.

    ``stored``: the events the command has just stored, when the caller holds them
    (the store holds exactly these): then they are not read back."""
    if stored is None:
        stored = list(get_service().stored_events(match.id, gt=expected, lte=match.version))
    omniscient = match.status == "finished"
    events = [
        entry_data(entry, seat, omniscient, match.game)
        for event in stored
        if (entry := history_entry(event, match.game)) is not None
    ]
    return Response(
        {"version": match.version, "events": events, "view": match_view(match, seat)},
        status=201,
    )
