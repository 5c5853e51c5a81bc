"""Turns Match events into read-model rows.

A ``Projector`` handles one batch of events inside the caller's transaction:
it keeps the rows it touches in memory and writes each of them once, in bulk,
when the batch is flushed. A match that moved 200 times in a batch costs a
handful of queries, so rebuilding the read models from the event store is
fast; live catch-up (one event per batch) costs the same few queries.
"""

from __future__ import annotations

from functools import singledispatchmethod
from typing import Any
from uuid import UUID

from eventsourcing.utils import get_topic

from games.aggregate import Match, apply_stored_effects, starting_state
from games.registry import get_game
from projections.models import HistoryEntry, MatchState, MatchSummary, SeatView

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

SUMMARY_FIELDS = [f.name for f in MatchSummary._meta.concrete_fields if not f.primary_key]


class Projector:
    def __init__(self) -> None:
        self.summaries: dict[UUID, MatchSummary] = {}
        self.states: dict[UUID, MatchState] = {}
        self.history: list[HistoryEntry] = []
        self.stale_views: set[UUID] = set()

    # -- events ------------------------------------------------------------

    @singledispatchmethod
    def project(self, event: Any) -> None:
        """Unknown event types are ignored, so old projections survive new events."""

    @project.register
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
            created_at=event.timestamp,
            updated_at=event.timestamp,
        )
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
        self._history(event, "created", text=text)

    @project.register
    def _seat_taken(self, event: Match.SeatTaken) -> None:
        summary = self._summary(event)
        summary.seats[event.seat] = {
            "seat": event.seat,
            "username": event.username,
            "bot": event.bot,
        }
        if event.client_seed is not None:
            summary.client_seeds = [*summary.client_seeds, event.client_seed]
        who = event.username if event.username else f"a {event.bot} bot"
        self._history(
            event, "seat_taken", seat=event.seat, text=f"Seat {event.seat} taken by {who}"
        )

    @project.register
    def _started(self, event: Match.Started) -> None:
        summary = self._summary(event)
        game = get_game(summary.game)
        state = starting_state(
            game, summary.players, summary.options, event.initial_state, event.effects
        )
        self.states[summary.id] = MatchState(match=summary, version=summary.version, state=state)
        summary.status = "active"
        summary.to_act = game.to_act(state)
        self.stale_views.add(summary.id)
        self._history(
            event,
            "started",
            effects=event.effects,
            base_state=event.initial_state,
            text=game.describe(None, None, event.effects),
        )

    @project.register
    def _action_applied(self, event: Match.ActionApplied) -> None:
        summary = self._summary(event)
        game = get_game(summary.game)
        row = self._state(summary)
        row.state = apply_stored_effects(game, row.state, event.effects)
        row.version = summary.version
        summary.to_act = game.to_act(row.state)
        self.stale_views.add(summary.id)
        self._history(
            event,
            "action",
            seat=event.seat,
            actor=event.actor,
            action=event.action,
            effects=event.effects,
            text=game.describe(event.seat, event.action, event.effects),
        )

    @project.register
    def _finished(self, event: Match.Finished) -> None:
        summary = self._summary(event)
        summary.status = "finished"
        summary.result = event.outcome
        summary.seed = str(event.seed)
        summary.to_act = []
        self._state(summary)  # the views are recomputed from it, now omniscient
        self.stale_views.add(summary.id)
        winners = ", ".join(str(seat) for seat in event.outcome["winners"]) or "nobody"
        self._history(
            event, "finished", text=f"Match finished; winner(s): seat {winners}; seed {event.seed}"
        )

    # -- writing -----------------------------------------------------------

    def flush(self) -> None:
        """Write every row touched by the batch, each once."""
        MatchSummary.objects.bulk_create(
            list(self.summaries.values()),
            update_conflicts=True,
            unique_fields=["id"],
            update_fields=SUMMARY_FIELDS,
        )
        MatchState.objects.bulk_create(
            list(self.states.values()),
            update_conflicts=True,
            unique_fields=["match"],
            update_fields=["version", "state"],
        )
        views = [
            view
            for match_id in sorted(self.stale_views)
            for view in self._views(self.summaries[match_id], self.states[match_id])
        ]
        SeatView.objects.bulk_create(
            views,
            update_conflicts=True,
            unique_fields=["match", "seat"],
            update_fields=["version", "state", "legal_actions"],
        )
        HistoryEntry.objects.bulk_create(self.history)

    # -- helpers -----------------------------------------------------------

    def _summary(self, event: Any) -> MatchSummary:
        match_id = event.originator_id
        summary = self.summaries.get(match_id)
        if summary is None:
            summary = self.summaries[match_id] = MatchSummary.objects.get(id=match_id)
        summary.version = event.originator_version
        summary.updated_at = event.timestamp
        return summary

    def _state(self, summary: MatchSummary) -> MatchState:
        row = self.states.get(summary.id)
        if row is None:
            row = self.states[summary.id] = MatchState.objects.get(match=summary)
        return row

    @staticmethod
    def _views(summary: MatchSummary, row: MatchState) -> list[SeatView]:
        game = get_game(summary.game)
        omniscient = summary.status == "finished"
        to_act = summary.to_act
        viewers: list[int | None] = [*range(summary.players), None]
        return [
            SeatView(
                match=summary,
                seat=SeatView.SPECTATOR if viewer is None else viewer,
                version=summary.version,
                state=game.view(row.state, viewer, omniscient=omniscient),
                legal_actions=game.legal_actions(row.state, viewer) if viewer in to_act else [],
            )
            for viewer in viewers
        ]

    def _history(self, event: Any, kind: str, **fields: Any) -> None:
        self.history.append(
            HistoryEntry(
                match_id=event.originator_id,
                version=event.originator_version,
                type=kind,
                at=event.timestamp,
                **fields,
            )
        )
