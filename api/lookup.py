"""The match a request names, and whose eyes the caller looks at it through.

Reads of one match (its summary, a seat's view, legal actions) and every command load the
match as the event store has it (``load_match``), so they are never behind the store. Reads
over many rows (history, replay) use the read models, caught up first when they are behind
on that match (``projected_summary``).
"""

from __future__ import annotations

from typing import Any

from django.db import DatabaseError
from django.http import HttpRequest
from django.utils.translation import gettext
from rest_framework.request import Request

from api.errors import ApiError
from matches.aggregate import Match
from matches.clocks import has_left
from matches.service import get_service
from projections.models import MatchSummary
from projections.runner import behind_store, catch_up


def load_match(match_id: Any) -> Match:
    """The match as the event store has it now (404 when there is none): read-only,
    since it is shared (``MatchService.read_match``)."""
    return get_service().read_match(match_id)


def projected_summary(match_id: Any) -> MatchSummary:
    """The match's lobby row, caught up with the store first if it is behind.

    A projection step that failed after a command (locked or full read-model
    database) is healed by the next read of that match, without waiting for
    any other activity on the server.
    """
    summary = MatchSummary.objects.filter(id=match_id).first()
    service = get_service()
    if behind_store(service, match_id, summary.version if summary else 0):
        try:
            catch_up(service)
        except DatabaseError as error:
            raise ApiError(
                503,
                "unavailable",
                gettext(
                    "the read models are catching up and their database is busy; retry shortly"
                ),
            ) from error
        summary = MatchSummary.objects.filter(id=match_id).first()
    if summary is None:
        raise ApiError(
            404, "not_found", gettext("there is no match %(match_id)s") % {"match_id": match_id}
        )
    return summary


def caller_seat(request: Request | HttpRequest, seats: list[dict[str, Any]]) -> int | None:
    """The caller's seat among ``seats`` (a match's or a summary's), or None."""
    if not request.user.is_authenticated:
        return None
    username = request.user.username
    return next((seat["seat"] for seat in seats if seat["username"] == username), None)


def own_eyes(
    request: Request | HttpRequest, seats: list[dict[str, Any]], finished: bool
) -> int | None:
    """The caller's own seat to look through, or None (a spectator): a seat its player left
    for good (resigned, lost on time) is no longer theirs to look through before the end."""
    own = caller_seat(request, seats)
    if own is not None and not finished and has_left(seats[own]):
        return None
    return own


def viewer_for(request: Request, seats: list[dict[str, Any]], finished: bool = False) -> int | None:
    """The seat whose eyes the caller looks through: ?seat=, their seat, or None.

    ``?seat=`` may name any seat the caller holds; once a match is ``finished`` nothing is
    hidden any more, so then any seat may be asked for. A seat its player left for good
    (resigned, lost on time) is no longer theirs to look through before the end: they watch
    as a spectator, since what the bot playing it draws is none of their business.
    """
    own = own_eyes(request, seats, finished)
    asked = request.query_params.get("seat")
    if asked in (None, ""):
        return own
    try:
        seat = int(asked)
    except ValueError:
        raise ApiError(
            400,
            "invalid_request",
            gettext("seat must be an integer, not %(asked)s") % {"asked": repr(asked)},
        ) from None
    if not 0 <= seat < len(seats):
        raise ApiError(
            400,
            "invalid_request",
            gettext("seat must be from 0 to %(value)s, not %(seat)s")
            % {"value": len(seats) - 1, "seat": seat},
        )
    username = request.user.username if request.user.is_authenticated else None
    held = [entry["seat"] for entry in seats if username and entry["username"] == username]
    if seat in held and not finished and has_left(seats[seat]):
        raise ApiError(
            403,
            "not_your_seat",
            gettext(
                "you left seat %(seat)s for good (resigned or lost on time): you watch this match as a spectator until it ends"
            )
            % {"seat": seat},
        )
    if seat not in held and not finished:
        raise ApiError(
            403,
            "not_your_seat",
            gettext("you may only look through your own seat, and seat %(seat)s is not yours")
            % {"seat": seat},
        )
    return seat
