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

from games.registry import get_game
from matches.aggregate import Match, fast_forward, topics_of
from matches.service import MatchService
from projections.models import HistoryEntry, MatchSummary
from projections.queries import summary_of

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
    very same row.
    """
    common = {
        "match_id": event.originator_id,
        "version": event.originator_version,
        "at": event.timestamp,
    }
    if isinstance(event, Match.Created):
        text = f"Match of {get_game(event.game).name} created for {event.players} players"
        if event.forked_from:
            text += (
                f", forked from {event.forked_from['match']} "
                f"at version {event.forked_from['version']}"
            )
            if event.exact_fork:
                text += " (exact position, for analysis)"
        if event.seed_fixed:
            text += "; unrated: the creator chose the seed"
        if imported := getattr(event, "imported_from", None):
            text += f"; imported from a record signed by key {imported['key_id']} (unrated)"
        return HistoryEntry(**common, type="created", text=text)
    if isinstance(event, Match.SeatTaken):
        # The entry carries the seat (the client shows its mark); the words name who sat down.
        who = event.username or getattr(event, "name", None) or f"A bot ({event.bot})"
        return HistoryEntry(**common, type="seat_taken", seat=event.seat, text=f"{who} joins")
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
        winners = ", ".join(str(seat) for seat in event.outcome["winners"]) or "nobody"
        return HistoryEntry(
            **common,
            type="finished",
            text=f"Match finished; winner(s): seat {winners}; seed {event.seed}",
        )
    return leaving_entry(event, common)


def leaving_entry(event: Any, common: dict[str, Any]) -> HistoryEntry | None:
    """History rows of the clock and leaving events (matches.clocks)."""
    if isinstance(event, Match.TimedOut):
        then = "it loses" if event.then == "lose" else "a bot takes it over"
        return HistoryEntry(
            **common,
            type="timed_out",
            seat=event.seat,
            text=f"Seat {event.seat} ran out of time; {then}",
        )
    if isinstance(event, Match.Resigned):
        return HistoryEntry(
            **common,
            type="resigned",
            seat=event.seat,
            actor=f"user:{event.by}",
            text=f"Seat {event.seat} ({event.by}) resigned",
        )
    if isinstance(event, Match.SeatHandedToBot):
        why = {
            "timeout": "until its player reclaims it",
            "resigned": "for the rest of the match",
            "lost_on_time": "for the rest of the match",
        }.get(event.reason, "")
        return HistoryEntry(
            **common,
            type="handed_to_bot",
            seat=event.seat,
            text=f"A {event.level} bot plays seat {event.seat} {why}".rstrip(),
        )
    if isinstance(event, Match.SeatReclaimed):
        return HistoryEntry(
            **common,
            type="reclaimed",
            seat=event.seat,
            actor=f"user:{event.by}",
            text=f"{event.by} took seat {event.seat} back from the bot",
        )
    if isinstance(event, Match.AbortRequested):
        return HistoryEntry(
            **common,
            type="abort_requested",
            seat=event.seat,
            actor=f"user:{event.by}",
            text=f"Seat {event.seat} ({event.by}) asks to abort the match",
        )
    if isinstance(event, Match.AbortDeclined):
        return HistoryEntry(
            **common,
            type="abort_declined",
            seat=event.seat,
            actor=f"user:{event.by}",
            text=f"Seat {event.seat} ({event.by}) declined to abort the match",
        )
    if isinstance(event, Match.Aborted):
        why = {
            "early": f"by {event.by} before the second move",
            "agreed": "by agreement of every player",
            "abandoned": "after nobody touched it for too long",
        }.get(event.reason, event.reason)
        return HistoryEntry(
            **common, type="aborted", text=f"Match aborted {why}; unrated; seed {event.seed}"
        )
    return None


def takeback_history_entry(event: Any, common: dict[str, Any]) -> HistoryEntry | None:
    """The history rows of takeback events; the restored state goes only to ``base_state``
    (server-side, for replays), never into what ``/events/`` serves."""
    if isinstance(event, Match.TakebackRequested):
        return HistoryEntry(
            **common,
            type="takeback_requested",
            seat=event.seat,
            actor=event.actor,
            text=f"Seat {event.seat} asks to take back their last move "
            f"(back to version {event.to_version})",
        )
    if isinstance(event, Match.TakebackAnswered):
        verb = "accepts" if event.accept else "refuses"
        text = f"Seat {event.seat} {verb} the takeback"
        if event.actor.startswith("bot:"):
            # A bot that took over the asker's seat withdraws the request (matches.service).
            text += (
                " (a bot accepts automatically)"
                if event.accept
                else " (a bot took the asker's seat over: the request is withdrawn)"
            )
        return HistoryEntry(
            **common,
            type="takeback_answered",
            seat=event.seat,
            actor=event.actor,
            text=text,
        )
    if isinstance(event, Match.MovesTakenBack):
        return HistoryEntry(
            **common,
            type="takeback",
            seat=event.seat,
            base_state=event.state,
            text=f"Moves taken back: the game is again as it was at version {event.to_version}",
        )
    return None
