"""Turns Match events into read-model rows.

A summary is not folded from events by a second implementation of the match's rules: it
is the lobby row of the ``Match`` aggregate itself right after the batch's last event of
that match (``projections.queries.summary_of``, the very row single-match reads answer
with). The aggregate comes from this process's match cache when it holds that version
(live catch-up: the command just saved it), from the batch's own events when the batch
holds the whole match (a rebuild), else from the event store through the service
(``MatchService.read_match_at``). The read models hold no game state.

A ``Projector`` handles one batch of events inside the caller's transaction and writes
each touched summary once, in bulk, when the batch is flushed: a match that moved 200
times in a batch costs a handful of queries, so rebuilding the read models from the event
store is fast; live catch-up (one event per batch) costs the same few queries.

Seat views are not projected: a view is computed when it is read, from the
match at that version, and cached per (match, version, seat)
(``projections.queries.match_view``), so a move no longer pays for the views of
every seat and the spectator. ``history_entry`` turns one stored event into its
history row; the projector and the live stream both use it, so a streamed
entry is exactly the row ``/events/`` serves.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from django.utils.translation import override

from games.engine.i18n import language
from games.registry import get_game
from matches.aggregate import Match, fast_forward, topics_of
from matches.service import MatchService
from projections.models import HistoryEntry, MatchSummary
from projections.queries import summary_of
from projections.sentences import english

#: Every event of a match: each changes the aggregate, whose summary is the row.
TOPICS = topics_of(
    Match.Created,
    Match.SeatTaken,
    Match.Started,
    Match.ActionApplied,
    Match.Finished,
    # clocks and leaving
    Match.TimedOut,
    Match.Resigned,
    Match.SeatHandedToBot,
    Match.SeatReclaimed,
    Match.AbortRequested,
    Match.AbortDeclined,
    Match.Aborted,
    # takeback by consent (matches.takeback)
    Match.TakebackRequested,
    Match.TakebackAnswered,
    Match.MovesTakenBack,
)

SUMMARY_FIELDS = [f.name for f in MatchSummary._meta.concrete_fields if not f.primary_key]


class Projector:
    def __init__(self, service: MatchService) -> None:
        self.service = service
        #: The batch's events per match, in order.
        self.events: dict[UUID, list[Match.Event]] = {}

    def project(self, event: Any) -> None:
        """Take ``event`` into the batch; other types than a match's events are ignored."""
        if isinstance(event, Match.Event):
            self.events.setdefault(event.originator_id, []).append(event)

    def flush(self) -> None:
        """Write every summary the batch touched, each once, and the batch's history rows."""
        summaries: list[MatchSummary] = []
        history: list[HistoryEntry] = []
        for events in self.events.values():
            match = self._match_after(events)
            summaries.append(summary_of(match))
            for event in events:
                entry = history_entry(event, match.game)
                if entry is not None:
                    history.append(entry)
        MatchSummary.objects.bulk_create(
            summaries,
            update_conflicts=True,
            unique_fields=["id"],
            update_fields=SUMMARY_FIELDS,
        )
        HistoryEntry.objects.bulk_create(history)

    def _match_after(self, events: list[Match.Event]) -> Match:
        """The match right after the last of ``events`` (shared, read-only)."""
        match_id, version = events[0].originator_id, events[-1].originator_version
        known = self.service.match_cache.get(match_id)
        if known is not None and known.version == version:
            return known
        whole = isinstance(events[0], Match.Created) and version == len(events)
        if not whole:
            return self.service.read_match_at(match_id, version)
        # The batch holds the match from its creation: the aggregate's own apply, once.
        match = fast_forward(None, events)
        self.service.match_cache.remember(match)
        return match


def history_entry(event: Any, game_slug: str) -> HistoryEntry | None:
    """The history row of one stored event of a match of ``game_slug`` (unsaved).

    Pure: it reads only the event and the game's rules, so the projector and
    the live stream (which reads events straight from the store) build the
    very same row. Its words are English whatever language is active (a move's
    projection may run in the mover's request): other readers get theirs when they read it.
    """
    with override("en"), language("en"):
        return _history_entry(event, game_slug)


def _history_entry(event: Any, game_slug: str) -> HistoryEntry | None:
    common = {
        "match_id": event.originator_id,
        "version": event.originator_version,
        "at": event.timestamp,
    }
    if isinstance(event, Match.Created):
        imported = getattr(event, "imported_from", None)
        facts = {
            "game": event.game,
            "players": event.players,
            "forked_from": event.forked_from,
            "exact_fork": bool(event.forked_from and event.exact_fork),
            "seed_fixed": bool(event.seed_fixed),
            "imported_key": imported["key_id"] if imported else None,
        }
        return worded(common, "created", None, facts)
    if isinstance(event, Match.SeatTaken):
        # The entry carries the seat (the client shows its mark); the words name who sat down.
        who = event.username or getattr(event, "name", None)
        return worded(common, "seat_taken", event.seat, {"who": who, "bot": event.bot})
    if isinstance(event, Match.Started):
        return HistoryEntry(
            **common,
            type="started",
            effects=event.effects,
            base_state=event.initial_state,
            text=get_game(game_slug).describe(None, None, event.effects),
        )
    if isinstance(event, Match.ActionApplied):
        return HistoryEntry(
            **common,
            type="action",
            seat=event.seat,
            actor=event.actor,
            action=event.action,
            effects=event.effects,
            text=get_game(game_slug).describe(event.seat, event.action, event.effects),
        )
    if entry := takeback_history_entry(event, common):
        return entry
    if isinstance(event, Match.Finished):
        facts = {"winners": list(event.outcome["winners"]), "seed": str(event.seed)}
        return worded(common, "finished", None, facts)
    return leaving_entry(event, common)


def worded(
    common: dict[str, Any],
    entry_type: str,
    seat: int | None,
    facts: dict[str, Any],
    **fields: Any,
) -> HistoryEntry:
    """A row whose words are ``projections.sentences``': its facts, and its English text."""
    return HistoryEntry(
        **common,
        type=entry_type,
        seat=seat,
        facts=facts,
        text=english(entry_type, seat, facts),
        **fields,
    )


def leaving_entry(event: Any, common: dict[str, Any]) -> HistoryEntry | None:
    """History rows of the clock and leaving events (matches.clocks)."""
    if isinstance(event, Match.TimedOut):
        return worded(common, "timed_out", event.seat, {"then": event.then})
    if isinstance(event, Match.Resigned):
        by = {"by": event.by}
        return worded(common, "resigned", event.seat, by, actor=f"user:{event.by}")
    if isinstance(event, Match.SeatHandedToBot):
        facts: dict[str, Any] = {"level": event.level, "reason": event.reason}
        return worded(common, "handed_to_bot", event.seat, facts)
    if isinstance(event, Match.SeatReclaimed):
        by = {"by": event.by}
        return worded(common, "reclaimed", event.seat, by, actor=f"user:{event.by}")
    if isinstance(event, Match.AbortRequested):
        by = {"by": event.by}
        return worded(common, "abort_requested", event.seat, by, actor=f"user:{event.by}")
    if isinstance(event, Match.AbortDeclined):
        by = {"by": event.by}
        return worded(common, "abort_declined", event.seat, by, actor=f"user:{event.by}")
    if isinstance(event, Match.Aborted):
        facts = {"reason": event.reason, "by": event.by, "seed": str(event.seed)}
        return worded(common, "aborted", None, facts)
    return None


def takeback_history_entry(event: Any, common: dict[str, Any]) -> HistoryEntry | None:
    """The history rows of takeback events; the restored state goes only to ``base_state``
    (server-side, for replays), never into what ``/events/`` serves."""
    if isinstance(event, Match.TakebackRequested):
        facts = {"to_version": event.to_version}
        return worded(common, "takeback_requested", event.seat, facts, actor=event.actor)
    if isinstance(event, Match.TakebackAnswered):
        # A bot that took over the asker's seat withdraws the request (matches.service).
        facts = {"accept": event.accept, "bot": event.actor.startswith("bot:")}
        return worded(common, "takeback_answered", event.seat, facts, actor=event.actor)
    if isinstance(event, Match.MovesTakenBack):
        facts = {"to_version": event.to_version}
        return worded(common, "takeback", event.seat, facts, base_state=event.state)
    return None
