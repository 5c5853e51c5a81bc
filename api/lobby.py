"""``GET /api/lobby/stream/``: the public lobby's changes as Server-Sent Events.

Each message is one change of one listed match::

    id: <the event's notification id in the event log>
    event: change
    data: {"change": "created" | "seat_taken" | "started" | "finished" | "aborted",
           "match": <the match's summary right after that change, as GET /matches/{id}/>}

Built like the match stream (``api.stream``): fed by this process's fan-out
(``api.fanout``), where one ``LobbyFeed`` reads each change once from the event store
and renders it once for every lobby stream, woken through ``matches.notify`` (the
reserved id ``LOBBY``) by notifications that only say *that* the lobby may have
changed; a comment every ``TABULA_STREAM_HEARTBEAT_SECONDS``.

The id is the event log's own notification id, not a sequence of our own: it is
already there for every stored event, it increases in the order events are
committed (eventsourcing locks the events table while inserting on PostgreSQL;
SQLite has one writer at a time), and the read models track how far they are
projected in the same numbers, so a page rendered from them can say exactly where
its list stands (``lobby_position``). Resuming after an id therefore reads every
later lobby event once: nothing missed, nothing repeated. Ids have gaps (moves,
unlisted matches), which clients need not care about.

Only what ``GET /api/v1/matches/`` shows anyone: unlisted (private, selfplay,
benchmark) matches never appear, and a summary reveals the seed only once the
match has ended, exactly as the summary endpoint does.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext
from django.views.decorators.csrf import csrf_exempt
from rest_framework import exceptions
from rest_framework.request import Request
from rest_framework.settings import api_settings

from api import fanout
from api.errors import UNAVAILABLE_ERRORS, ApiError, json_error, unavailable_json
from api.stream import last_event_id, match_at
from games.engine.bounded import BoundedLRU
from games.registry import all_games
from matches.aggregate import Match, topics_of
from matches.notify import LOBBY
from matches.service import MatchService, get_service
from projections.models import MatchSummary
from projections.queries import summary_data, summary_of
from projections.runner import tracked_position

#: Lobby events read from the store per batch when a stream catches up.
BATCH = 200
#: Lobby changes a process keeps in memory for its lobby streams.
BUFFER = 64

#: The events that change the lobby, and what a message calls each.
CHANGES: dict[type, str] = {
    Match.Created: "created",
    Match.SeatTaken: "seat_taken",
    Match.Started: "started",
    Match.Finished: "finished",
    Match.Aborted: "aborted",
}
LOBBY_TOPICS = topics_of(*CHANGES)


@dataclass(frozen=True)
class MatchFacts:
    """What never changes about a match and decides whether a stream shows it."""

    game: str
    listed: bool


#: Per process: every lobby stream asks the same few questions about the same events.
_facts: BoundedLRU[UUID, MatchFacts] = BoundedLRU(20_000, 4 * 2**20, lambda facts: 200)
#: (match id, version) -> the summary right after that version; a stored version never changes.
_summaries: BoundedLRU[tuple[UUID, int], MatchSummary] = BoundedLRU(
    2_000, 8 * 2**20, lambda summary: 4096
)


def facts_of(service: MatchService, event: Any) -> MatchFacts:
    match_id = event.originator_id
    facts = _facts.get(match_id)
    if facts is None:
        created: Match.Created | Match
        if isinstance(event, Match.Created):
            created = event
        else:
            created = service.get_match(match_id, version=1)  # one stored event
        facts = MatchFacts(game=created.game, listed=getattr(created, "listed", True))
        _facts.put(match_id, facts)
    return facts


def summary_at(service: MatchService, match_id: UUID, version: int) -> MatchSummary:
    """The match's summary right after ``version``, as ``GET /matches/{id}/`` gave it then."""
    key = (match_id, version)
    summary = _summaries.get(key)
    if summary is None:
        summary = summary_of(match_at(service, match_id, version))
        _summaries.put(key, summary)
    return summary


@dataclass(frozen=True)
class Change:
    """One lobby change of a listed match, rendered once for every lobby stream."""

    id: int
    game: str
    message: bytes


def changes_after(
    service: MatchService, position: int, stop: int | None = None
) -> tuple[list[Change], int, bool]:
    """The changes after ``position`` (up to ``stop``), the position read up to, and
    whether more wait."""
    notifications = service.recorder.select_notifications(
        start=position, limit=BATCH, stop=stop, topics=LOBBY_TOPICS, inclusive_of_start=False
    )
    changes = []
    for notification in notifications:
        event = service.mapper.to_domain_event(notification)
        facts = facts_of(service, event)
        if not facts.listed:
            continue
        summary = summary_at(service, event.originator_id, event.originator_version)
        data = {"change": CHANGES[type(event)], "match": summary_data(summary)}
        message = f"id: {notification.id}\nevent: change\ndata: {json.dumps(data)}\n\n"
        changes.append(Change(notification.id, facts.game, message.encode()))
    read_to = notifications[-1].id if notifications else position
    return changes, read_to, len(notifications) == BATCH


@dataclass
class LobbyReader:
    """One stream's filter: every listed match, or those of one game."""

    game: str | None

    def shows(self, change: Change) -> bool:
        return self.game is None or change.game == self.game


class LobbyFeed(fanout.Feed[LobbyReader]):
    """Every lobby stream of this process: the last ``BUFFER`` changes read and rendered once.

    Positions are notification ids: ``changes`` holds every lobby change after ``lo`` up to
    ``hi``. A stream that starts "now" may be ahead of ``hi`` (moves have ids too).
    """

    def __init__(self, position: int) -> None:
        super().__init__(LOBBY, position)
        self.lo = position
        self.changes: deque[Change] = deque()

    def read_new(self) -> None:
        service = get_service()
        more = True
        while more:
            changes, self.hi, more = changes_after(service, self.hi)
            self.changes.extend(changes)
        while len(self.changes) > BUFFER:
            self.lo = self.changes.popleft().id

    def pump(self, subscriber: fanout.Subscriber[LobbyReader]) -> bool:
        got = False
        reader = subscriber.reader
        while subscriber.after < self.hi and not subscriber.full():
            if subscriber.after < self.lo:
                # Further back than the feed holds: from the store, for this stream alone.
                changes, read_to, more = changes_after(get_service(), subscriber.after, self.lo)
                subscriber.after = read_to if more else self.lo
            else:
                changes = [c for c in self.changes if c.id > subscriber.after]
                subscriber.after = self.hi
            chunk = b"".join(change.message for change in changes if reader.shows(change))
            if chunk:
                subscriber.push(chunk)
                got = True
        subscriber.stalled = subscriber.after < self.hi
        return got


def lobby_position() -> int:
    """How far the read models (the lobby list) are projected, as a lobby stream id.

    A page that reads this *before* it lists the matches and then streams from it
    misses no change; changes it already shows may come again, and a client keeps
    the summary with the higher ``version``.
    """
    return tracked_position(get_service())


def _open(request: HttpRequest) -> tuple[LobbyReader, int, int]:
    """Check the credentials as DRF does, the filter, where to resume and the log's end."""
    drf_request = Request(
        request, authenticators=[cls() for cls in api_settings.DEFAULT_AUTHENTICATION_CLASSES]
    )
    _ = drf_request.user  # raises AuthenticationFailed for a bad token or session
    game = request.GET.get("game") or None
    if game is not None and game not in {g.slug for g in all_games()}:
        slugs = ", ".join(sorted(g.slug for g in all_games()))
        raise ApiError(
            400,
            "invalid_request",
            gettext("unknown game %(game)s; games: %(slugs)s")
            % {"game": repr(game), "slugs": slugs},
        )
    now = get_service().recorder.max_notification_id() or 0
    resume_after = last_event_id(request, gettext("a lobby stream id"))
    if resume_after is None:
        # A new client starts now: it lists the matches after opening the stream.
        return LobbyReader(game), now, now
    return LobbyReader(game), resume_after, now


@csrf_exempt  # it only reads: any other method is a 405, not a CSRF refusal
def lobby_stream(request: HttpRequest) -> HttpResponse:
    """Sync on purpose, as ``api.stream.match_stream``."""
    if request.method != "GET":
        return json_error(
            405,
            "method_not_allowed",
            gettext('method "%(method)s" not allowed') % {"method": request.method},
        )
    try:
        with fanout.opening_turn():
            reader, resume_after, now = _open(request)
    except ApiError as error:
        return json_error(error.status_code, error.code, str(error.detail))
    except (exceptions.AuthenticationFailed, exceptions.NotAuthenticated) as error:
        return json_error(401, "not_authenticated", str(error.detail))
    # The pool exhausted, the database down, or streams opening faster than this process
    # opens them: retry.
    except UNAVAILABLE_ERRORS + (fanout.OpeningsBusy,) as error:
        return unavailable_json(error)
    # The id alone (no data) sets the client's Last-Event-ID without an event, so a
    # client that started "now" resumes from here even if nothing happens first.
    first = f"retry: 1000\nid: {resume_after}\n: lobby stream\n\n".encode()
    return fanout.stream(request, LOBBY, lambda: LobbyFeed(now), reader, resume_after, first)


def add_lobby_stream_to_schema(
    result: dict[str, Any], generator: Any, **kwargs: Any
) -> dict[str, Any]:
    """drf-spectacular post-processing hook: document the lobby stream beside the DRF views."""
    result.setdefault("paths", {})["/api/v1/lobby/stream/"] = {
        "get": {
            "operationId": "lobby_stream",
            "summary": "Changes of the public lobby, live (Server-Sent Events)",
            "description": (
                "Each message: `id: <event log position>`, `event: change`, `data: "
                '{"change": "created"|"seat_taken"|"started"|"finished"|"aborted", '
                '"match": <summary right after the change>}`, for listed matches only. '
                "A `: heartbeat` comment every 15 s while idle. Without `Last-Event-ID` "
                "the stream starts now; with it (header or `?last_event_id=`) every change "
                "after that id, once."
            ),
            "tags": ["matches"],
            "parameters": [
                {"name": "game", "in": "query", "schema": {"type": "string"}},
                {"name": "Last-Event-ID", "in": "header", "schema": {"type": "integer"}},
                {"name": "last_event_id", "in": "query", "schema": {"type": "integer"}},
            ],
            "responses": fanout.stream_responses(
                "`change` messages",
                {"400": "a bad Last-Event-ID or an unknown game", "401": "bad credentials"},
            ),
        }
    }
    return result
