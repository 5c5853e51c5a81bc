"""Turns Match events into read-model rows.

A ``Projector`` handles one batch of events inside the caller's transaction:
it keeps the rows it touches in memory and writes each of them once, in bulk,
when the batch is flushed. A match that moved 200 times in a batch costs a
handful of queries, so rebuilding the read models from the event store is
fast; live catch-up (one event per batch) costs the same few queries.

Seat views are not projected: a view is computed when it is read, from the
match at that version, and cached per (match, version, seat)
(``projections.queries.match_view``), so a move no longer pays for the views of
every seat and the spectator. ``history_entry`` turns one stored event into its
history row; the projector and the live stream both use it, so a streamed
entry is exactly the row ``/events/`` serves.
"""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any
from uuid import UUID

from django.conf import settings
from eventsourcing.utils import get_topic

from games.engine import clone
from games.engine.bounded import BoundedLRU, json_size, megabytes
from games.registry import get_game
from matches import clocks
from matches.aggregate import Match, apply_stored_effects, starting_state
from matches.takeback import pending_data
from projections.models import HistoryEntry, MatchState, MatchSummary

TOPICS = tuple(
    get_topic(cls)
    for cls in (
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
    )
)

# Takeback by consent (matches.takeback).
TOPICS += tuple(
    get_topic(cls)
    for cls in (Match.TakebackRequested, Match.TakebackAnswered, Match.MovesTakenBack)
)

SUMMARY_FIELDS = [f.name for f in MatchSummary._meta.concrete_fields if not f.primary_key]


class RowCache:
    """The rows this process last projected, per match, so live catch-up skips reloading them.

    A cached pair is used only for the event right after the version it holds:
    rows are derived from events alone and each event is projected once, so
    the stored rows are then exactly the cached ones. Anything else (another
    process projected in between, a batch rolled back after the cached objects
    were changed, a rebuild) fails that check and the rows are read again.
    """

    def __init__(self, size: int = 1000, max_bytes: int = 16 * 2**20) -> None:
        self.size = size
        self._rows: BoundedLRU[UUID, tuple[MatchSummary, MatchState | None]] = BoundedLRU(
            size, max_bytes, _rows_size
        )

    def get(self, match_id: UUID, version: int) -> tuple[MatchSummary, MatchState | None] | None:
        """The rows as they stand right after ``version`` - 1, if held."""
        rows = self._rows.get(match_id)
        # The summary's version moves first whenever a batch changes the pair, so
        # it alone tells whether the pair is the stored one.
        if rows is None or rows[0].version != version - 1:
            return None
        return rows

    def put(self, summary: MatchSummary, state: MatchState | None) -> None:
        self._rows.put(summary.id, (summary, state))

    def clear(self) -> None:
        self._rows.clear()

    def stats(self) -> dict[str, int]:
        return self._rows.stats()


def _rows_size(rows: tuple[MatchSummary, MatchState | None]) -> int:
    """A summary row is a few kB; the state row is measured (it grows as the game goes on)."""
    state = rows[1]
    return json_size(state.state if state is not None else None, overhead=SUMMARY_ROW_BYTES)


#: Resident bytes of a MatchSummary instance with its seats, options and result.
SUMMARY_ROW_BYTES = 4096

row_cache = RowCache(max_bytes=megabytes(settings.TABULA_ROW_CACHE_MB, 16))


class Projector:
    def __init__(self) -> None:
        self.summaries: dict[UUID, MatchSummary] = {}
        self.states: dict[UUID, MatchState] = {}
        self.history: list[HistoryEntry] = []

    def project(self, event: Any) -> None:
        """Update the rows ``event`` touches; unknown event types are ignored."""
        self._apply(event)
        if isinstance(event, Match.Event):
            entry = history_entry(event, self._game_of(event))
            if entry is not None:
                self.history.append(entry)

    # -- events ------------------------------------------------------------

    @singledispatchmethod
    def _apply(self, event: Any) -> None:
        """Unknown event types are ignored, so old projections survive new events."""

    @_apply.register
    def _created(self, event: Match.Created) -> None:
        self.summaries[event.originator_id] = MatchSummary(
            id=event.originator_id,
            game=event.game,
            status="open",
            players=event.players,
            options=event.options,
            seats=[{"seat": s, "username": None, "bot": None} for s in range(event.players)],
            version=event.originator_version,
            to_act=[],
            result=None,
            seed_commitment=event.seed_commitment,
            seed=None,
            client_seeds=list(event.client_seeds),
            rng_version=event.rng_version,
            seed_fixed=event.seed_fixed,
            creator=event.creator,
            rated=event.rated,
            forked_from=event.forked_from,
            listed=getattr(event, "listed", True),
            created_at=event.timestamp,
            updated_at=event.timestamp,
            time_control=getattr(event, "time_control", None) or dict(clocks.NO_CLOCK),
            on_timeout=getattr(event, "on_timeout", None),
            clock=clocks.new_clock(getattr(event, "time_control", None), event.players),
            deadline=None,
            abort_votes=[],
            abort=None,
        )

    @_apply.register
    def _seat_taken(self, event: Match.SeatTaken) -> None:
        summary = self._summary(event)
        summary.seats[event.seat] = {
            "seat": event.seat,
            "username": event.username,
            "bot": event.bot,
        }
        if event.client_seed is not None:
            summary.client_seeds = [*summary.client_seeds, event.client_seed]

    @_apply.register
    def _started(self, event: Match.Started) -> None:
        summary = self._summary(event)
        game = get_game(summary.game)
        state = starting_state(
            game, summary.players, summary.options, event.initial_state, event.effects
        )
        self.states[summary.id] = MatchState(match=summary, version=summary.version, state=state)
        summary.status = "active"
        summary.to_act = game.to_act(state)
        _tick(summary, event)

    @_apply.register
    def _action_applied(self, event: Match.ActionApplied) -> None:
        summary = self._summary(event)
        game = get_game(summary.game)
        row = self._state(summary)
        row.state = apply_stored_effects(game, row.state, event.effects)
        row.version = summary.version
        summary.to_act = game.to_act(row.state)
        _tick(summary, event, mover=event.seat)
        summary.takeback = None  # a move cancels a pending takeback request

    @_apply.register
    def _finished(self, event: Match.Finished) -> None:
        summary = self._summary(event)
        summary.status = "finished"
        summary.result = event.outcome
        summary.seed = str(event.seed)
        summary.to_act = []
        _tick(summary, event)

    # -- clocks and leaving (matches.clocks) -------------------------------------------

    @_apply.register
    def _timed_out(self, event: Match.TimedOut) -> None:
        summary = self._summary(event)
        summary.clock = clocks.empty_bank(summary.clock, event.seat)
        _tick(summary, event)

    @_apply.register
    def _resigned(self, event: Match.Resigned) -> None:
        self._summary(event)

    @_apply.register
    def _seat_handed_to_bot(self, event: Match.SeatHandedToBot) -> None:
        summary = self._summary(event)
        seats = list(summary.seats)
        seats[event.seat] = {**seats[event.seat], "bot": event.level, "handed_over": event.reason}
        summary.seats = seats
        _tick(summary, event)

    @_apply.register
    def _seat_reclaimed(self, event: Match.SeatReclaimed) -> None:
        summary = self._summary(event)
        seats = list(summary.seats)
        seats[event.seat] = {"seat": event.seat, "username": event.by, "bot": None}
        summary.seats = seats
        summary.clock = clocks.refill(summary.time_control, summary.clock, event.seat)
        _tick(summary, event)

    @_apply.register
    def _abort_requested(self, event: Match.AbortRequested) -> None:
        summary = self._summary(event)
        if event.seat not in summary.abort_votes:
            summary.abort_votes = [*summary.abort_votes, event.seat]

    @_apply.register
    def _abort_declined(self, event: Match.AbortDeclined) -> None:
        self._summary(event).abort_votes = []

    @_apply.register
    def _aborted(self, event: Match.Aborted) -> None:
        summary = self._summary(event)
        summary.status = "aborted"
        summary.seed = str(event.seed)
        summary.to_act = []
        summary.abort = {"reason": event.reason, "by": event.by}
        _tick(summary, event)

    # -- takeback by consent (matches.takeback) ---------------------------------

    @_apply.register
    def _takeback_requested(self, event: Match.TakebackRequested) -> None:
        summary = self._summary(event)
        pending = {
            "seat": event.seat,
            "to_version": event.to_version,
            "requested_at": event.originator_version,
            "accepted": [event.seat],
        }
        summary.takeback = pending_data(pending, summary.players)

    @_apply.register
    def _takeback_answered(self, event: Match.TakebackAnswered) -> None:
        summary = self._summary(event)
        if summary.takeback is None:
            return
        if not event.accept:
            summary.takeback = None
            return
        pending = {
            **summary.takeback,
            "accepted": sorted({*summary.takeback["accepted"], event.seat}),
        }
        summary.takeback = pending_data(pending, summary.players)

    @_apply.register
    def _moves_taken_back(self, event: Match.MovesTakenBack) -> None:
        summary = self._summary(event)
        row = self._state(summary)
        row.state = clone(event.state)
        row.version = summary.version
        summary.to_act = get_game(summary.game).to_act(row.state)
        summary.takeback = None
        _tick(summary, event)

    # -- writing -----------------------------------------------------------

    def flush(self) -> None:
        """Write every row touched by the batch, each once."""
        MatchSummary.objects.bulk_create(
            list(self.summaries.values()),
            update_conflicts=True,
            unique_fields=["id"],
            update_fields=SUMMARY_FIELDS,
        )
        if self.states:
            MatchState.objects.bulk_create(
                list(self.states.values()),
                update_conflicts=True,
                unique_fields=["match"],
                update_fields=["version", "state"],
            )
        HistoryEntry.objects.bulk_create(self.history)

    # -- helpers -----------------------------------------------------------

    def _game_of(self, event: Any) -> str:
        if isinstance(event, Match.Created):
            return event.game
        return self.summaries[event.originator_id].game

    def _summary(self, event: Any) -> MatchSummary:
        match_id = event.originator_id
        summary = self.summaries.get(match_id)
        if summary is None:
            cached = row_cache.get(match_id, event.originator_version)
            if cached is not None:
                summary, state = cached
                if state is not None:
                    self.states[match_id] = state
            else:
                summary = MatchSummary.objects.get(id=match_id)
            self.summaries[match_id] = summary
        summary.version = event.originator_version
        summary.updated_at = event.timestamp
        return summary

    def _state(self, summary: MatchSummary) -> MatchState:
        row = self.states.get(summary.id)
        if row is None:
            row = self.states[summary.id] = MatchState.objects.get(match=summary)
        return row

    def remember(self) -> None:
        """Offer this batch's rows to the next batches of this process (``row_cache``)."""
        for match_id, summary in self.summaries.items():
            row_cache.put(summary, self.states.get(match_id))


def _tick(summary: MatchSummary, event: Any, mover: int | None = None) -> None:
    """The summary's clock and deadline after ``event`` (exactly as the aggregate's)."""
    running = clocks.running_seats(summary.to_act, summary.seats)
    at = event.timestamp.timestamp()
    summary.clock = clocks.tick(summary.time_control, summary.clock, running, at, mover)
    summary.deadline = clocks.deadline_datetime(summary.clock)


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
        return HistoryEntry(**common, type="created", text=text)
    if isinstance(event, Match.SeatTaken):
        who = event.username if event.username else f"a {event.bot} bot"
        return HistoryEntry(
            **common,
            type="seat_taken",
            seat=event.seat,
            text=f"Seat {event.seat} taken by {who}",
        )
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
