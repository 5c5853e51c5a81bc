"""``GET /api/matches/{id}/stream/``: a match's new history entries as Server-Sent Events.

Each message is::

    id: <match version>
    event: entry
    data: <the history entry, exactly as /events/ returns it to this caller>

Entries are read from the event store and built and redacted by the very
functions ``/events/`` uses (``history_entry`` then ``entry_data``), for the
caller's seat or, for everybody else, as a spectator. A comment line (``:``)
goes out every ``TABULA_STREAM_HEARTBEAT_SECONDS`` (15) so idle connections stay open and dead
ones are noticed. ``Last-Event-ID`` (or ``?last_event_id=`` for clients that
cannot set headers) resumes right after that version: nothing twice, nothing
missed. The view is async: under an ASGI server (``config.asgi``) a waiting
stream holds no thread.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from asgiref.sync import sync_to_async
from django.conf import settings
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.settings import api_settings

from api.errors import ApiError, json_error
from api.lookup import caller_seat, viewer_for
from matches.aggregate import Match
from matches.clocks import LEFT_FOR_GOOD, has_left
from matches.errors import MatchNotFound
from matches.notify import Waiter, get_notifier
from matches.service import get_service
from projections.projector import history_entry
from projections.queries import entry_data

#: Entries read from the store per batch when a stream catches up on a long history.
BATCH = 200


@dataclass
class Reader:
    """Whose eyes a stream looks through; follows the match as seats fill and it ends."""

    match_id: UUID
    game: str
    username: str | None
    viewer: int | None
    finished: bool
    #: The version from which the reader, who left ``viewer``'s seat for good (resigned,
    #: lost on time), reads as a spectator until the end (None while they hold it).
    left_at: int | None = None

    def entries_after(self, version: int) -> list[dict[str, Any]]:
        """The next entries after ``version``, from the store, as /events/ would give them."""
        events = list(get_service().events.get(self.match_id, gt=version, limit=BATCH))
        for event in events:
            if (
                isinstance(event, Match.SeatTaken)
                and self.viewer is None
                and self.username is not None
                and event.username == self.username
            ):
                self.viewer = event.seat
            if (
                isinstance(event, Match.SeatHandedToBot)
                and event.seat == self.viewer
                and event.reason in LEFT_FOR_GOOD
                and self.left_at is None
            ):
                self.left_at = event.originator_version
            if isinstance(event, Match.Finished):
                self.finished = True
        return [
            entry_data(entry, self.viewer_at(entry.version), self.finished, self.game)
            for event in events
            if (entry := history_entry(event, self.game)) is not None
        ]

    def viewer_at(self, version: int) -> int | None:
        if self.left_at is not None and version >= self.left_at:
            return None
        return self.viewer


def sse_message(entry: dict[str, Any]) -> str:
    return f"id: {entry['version']}\nevent: entry\ndata: {json.dumps(entry)}\n\n"


def _open(request: HttpRequest, match_id: UUID) -> tuple[Reader, int]:
    """Authenticate as DRF does, find the reader's seat and where to resume (sync: DB work)."""
    drf_request = Request(
        request, authenticators=[cls() for cls in api_settings.DEFAULT_AUTHENTICATION_CLASSES]
    )
    user = drf_request.user  # raises AuthenticationFailed for a bad token or session
    match = get_service().read_match(match_id)
    viewer = viewer_for(drf_request, match.seats, finished=match.status == "finished")
    left_at = None
    own = caller_seat(drf_request, match.seats)
    if viewer is None and own is not None and has_left(match.seats[own]):
        # viewer_for made them a spectator: their seat's eyes for what they saw before they
        # left, should they resume from before it, and a spectator's from then on.
        viewer, left_at = own, get_service().left_at(match.id, own) or 0
    raw = request.headers.get("Last-Event-ID") or request.GET.get("last_event_id") or "0"
    try:
        resume_after = int(raw)
    except ValueError:
        raise ApiError(
            400, "invalid_request", f"Last-Event-ID must be a match version, not {raw!r}"
        ) from None
    if resume_after < 0:
        raise ApiError(400, "invalid_request", "Last-Event-ID must be 0 or more")
    reader = Reader(
        match_id=match.id,
        game=match.game,
        username=user.username if user.is_authenticated else None,
        viewer=viewer,
        finished=match.status == "finished",
        left_at=left_at,
    )
    return reader, resume_after


async def match_stream(request: HttpRequest, match_id: UUID) -> HttpResponse:
    if request.method != "GET":
        return json_error(405, "method_not_allowed", f'method "{request.method}" not allowed')
    try:
        reader, resume_after = await sync_to_async(_open)(request, match_id)
    except MatchNotFound as error:
        return json_error(404, "not_found", str(error))
    except ApiError as error:
        return json_error(error.status_code, error.code, str(error.detail))
    except (exceptions.AuthenticationFailed, exceptions.NotAuthenticated) as error:
        return json_error(401, "not_authenticated", str(error.detail))
    return event_stream_response(_messages(reader, resume_after))


def event_stream_response(messages: AsyncIterator[str]) -> StreamingHttpResponse:
    """A Server-Sent Events answer streaming ``messages`` (the match and lobby streams)."""
    response = StreamingHttpResponse(messages, content_type="text/event-stream; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # proxies (nginx) must not buffer the stream
    return response


async def _messages(reader: Reader, after: int) -> AsyncIterator[str]:
    notifier = get_notifier()
    notifier.ensure_listening()
    # Subscribe before the first read, so a move saved in between still wakes us.
    waiter: Waiter = notifier.hub.subscribe(reader.match_id)
    try:
        yield f"retry: 1000\n: stream of match {reader.match_id}\n\n"
        while True:
            while True:
                entries = await asyncio.to_thread(reader.entries_after, after)
                for entry in entries:
                    yield sse_message(entry)
                    after = entry["version"]
                if len(entries) < BATCH:
                    break
            if not await waiter.wait(settings.TABULA_STREAM_HEARTBEAT_SECONDS):
                yield ": heartbeat\n\n"
    finally:
        notifier.hub.unsubscribe(waiter)


def add_stream_to_schema(result: dict[str, Any], generator: Any, **kwargs: Any) -> dict[str, Any]:
    """drf-spectacular post-processing hook: document the stream beside the DRF views."""
    result.setdefault("paths", {})["/api/v1/matches/{match_id}/stream/"] = {
        "get": {
            "operationId": "matches_stream",
            "summary": "New history entries of a match, live (Server-Sent Events)",
            "description": (
                "Each message: `id: <match version>`, `event: entry`, `data:` one history "
                "entry exactly as /events/ returns it to the caller (their seat, or a "
                "spectator). A `: heartbeat` comment every 15 s while idle. Resume with the "
                "`Last-Event-ID` header or `?last_event_id=`: every entry after that version, "
                "once."
            ),
            "tags": ["matches"],
            "parameters": [
                {
                    "name": "match_id",
                    "in": "path",
                    "required": True,
                    "schema": {"type": "string", "format": "uuid"},
                },
                {
                    "name": "Last-Event-ID",
                    "in": "header",
                    "schema": {"type": "integer", "minimum": 0},
                },
                {
                    "name": "last_event_id",
                    "in": "query",
                    "schema": {"type": "integer", "minimum": 0},
                },
                {
                    "name": "seat",
                    "in": "query",
                    "schema": {"type": "integer"},
                    "description": "your own seat (default: yours, or spectator)",
                },
            ],
            "responses": {
                "200": {
                    "description": "an endless text/event-stream of `entry` messages",
                    "content": {"text/event-stream": {"schema": {"type": "string"}}},
                },
                **{
                    code: {
                        "description": text,
                        "content": {
                            "application/json": {"schema": {"$ref": "#/components/schemas/Error"}}
                        },
                    }
                    for code, text in (
                        ("400", "a bad Last-Event-ID"),
                        ("401", "bad credentials"),
                        ("403", "not your seat"),
                        ("404", "no such match"),
                    )
                },
            },
        }
    }
    return result
