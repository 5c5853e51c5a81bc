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

import threading
from collections import OrderedDict
from functools import singledispatchmethod
from typing import Any
from uuid import UUID

from eventsourcing.utils import get_topic

from games.aggregate import Match, apply_stored_effects, starting_state
from games.engine import clone
from games.registry import get_game
from games.takeback import pending_data
from projections.models import HistoryEntry, MatchState, MatchSummary

TOPICS = tuple(
    get_topic(cls)
    for cls in (
        Match.Created,
        Match.SeatTaken,
        Match.Started,
        Match.ActionApplied,
        Match.Finished,
    )
)

# Takeback by consent (games.takeback).
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

    def __init__(self, size: int = 1000) -> None:
        self.size = size
        self._rows: OrderedDict[UUID, tuple[MatchSummary, MatchState | None]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, match_id: UUID, version: int) -> tuple[MatchSummary, MatchState | None] | None:
        """The rows as they stand right after ``version`` - 1, if held."""
        with self._lock:
            rows = self._rows.get(match_id)
            # The summary's version moves first whenever a batch changes the pair, so
            # it alone tells whether the pair is the stored one.
            if rows is None or rows[0].version != version - 1:
                return None
            self._rows.move_to_end(match_id)
            return rows

    def put(self, summary: MatchSummary, state: MatchState | None) -> None:
        with self._lock:
            self._rows[summary.id] = (summary, state)
            self._rows.move_to_end(summary.id)
            while len(self._rows) > self.size:
                self._rows.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._rows.clear()


row_cache = RowCache()


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

    @_apply.register
    def _action_applied(self, event: Match.ActionApplied) -> None:
        summary = self._summary(event)
        game = get_game(summary.game)
        row = self._state(summary)
        row.state = apply_stored_effects(game, row.state, event.effects)
        row.version = summary.version
        summary.to_act = game.to_act(row.state)
        summary.takeback = None  # a move cancels a pending takeback request

    @_apply.register
    def _finished(self, event: Match.Finished) -> None:
        summary = self._summary(event)
        summary.status = "finished"
        summary.result = event.outcome
        summary.seed = str(event.seed)
        summary.to_act = []

    # -- takeback by consent (games.takeback) ---------------------------------

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
            text += " (a bot accepts automatically)"
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
