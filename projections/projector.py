"""Turns Match events into read-model rows. Called only inside a tracked transaction."""

from __future__ import annotations

from functools import singledispatch
from typing import Any

from eventsourcing.utils import get_topic

from games.aggregate import Match
from games.engine import Game, clone
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


@singledispatch
def project(event: Any) -> None:
    """Unknown event types are ignored, so old projections survive new events."""


@project.register
def _created(event: Match.Created) -> None:
    MatchSummary.objects.create(
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
        creator=event.creator,
        rated=event.rated,
        forked_from=event.forked_from,
        created_at=event.timestamp,
        updated_at=event.timestamp,
    )
    text = f"Match of {get_game(event.game).name} created for {event.players} players"
    if event.forked_from:
        text += f", forked from {event.forked_from['match']} at version {event.forked_from['version']}"
    _history(event, "created", text=text)


@project.register
def _seat_taken(event: Match.SeatTaken) -> None:
    summary = MatchSummary.objects.get(id=event.originator_id)
    summary.seats[event.seat] = {"seat": event.seat, "username": event.username, "bot": event.bot}
    _touch(summary, event)
    summary.save(update_fields=["seats", "version", "updated_at"])
    who = event.username if event.username else f"a {event.bot} bot"
    _history(event, "seat_taken", seat=event.seat, text=f"Seat {event.seat} taken by {who}")


@project.register
def _started(event: Match.Started) -> None:
    summary = MatchSummary.objects.get(id=event.originator_id)
    game = get_game(summary.game)
    if event.initial_state is not None:
        state = clone(event.initial_state)
    else:
        state = game.new_state(summary.players, summary.options)
    for effect in event.effects:
        state = game.apply(state, clone(effect))
    MatchState.objects.create(match=summary, version=event.originator_version, state=state)
    summary.status = "active"
    _touch(summary, event)
    summary.to_act = game.to_act(state)
    summary.save(update_fields=["status", "version", "updated_at", "to_act"])
    _refresh_views(summary, game, state, event.originator_version, omniscient=False)
    _history(
        event,
        "started",
        effects=event.effects,
        base_state=event.initial_state,
        text=game.describe(None, None, event.effects),
    )


@project.register
def _action_applied(event: Match.ActionApplied) -> None:
    summary = MatchSummary.objects.get(id=event.originator_id)
    game = get_game(summary.game)
    row = MatchState.objects.get(match=summary)
    state = row.state
    for effect in event.effects:
        state = game.apply(state, clone(effect))
    row.state, row.version = state, event.originator_version
    row.save()
    _touch(summary, event)
    summary.to_act = game.to_act(state)
    summary.save(update_fields=["version", "updated_at", "to_act"])
    _refresh_views(summary, game, state, event.originator_version, omniscient=False)
    _history(
        event,
        "action",
        seat=event.seat,
        actor=event.actor,
        action=event.action,
        effects=event.effects,
        text=game.describe(event.seat, event.action, event.effects),
    )


@project.register
def _finished(event: Match.Finished) -> None:
    summary = MatchSummary.objects.get(id=event.originator_id)
    game = get_game(summary.game)
    state = MatchState.objects.get(match=summary).state
    summary.status = "finished"
    summary.result = event.outcome
    summary.seed = event.seed
    summary.to_act = []
    _touch(summary, event)
    summary.save()
    _refresh_views(summary, game, state, event.originator_version, omniscient=True)
    winners = ", ".join(str(seat) for seat in event.outcome["winners"]) or "nobody"
    _history(event, "finished", text=f"Match finished; winner(s): seat {winners}; seed {event.seed}")


def _touch(summary: MatchSummary, event: Any) -> None:
    summary.version = event.originator_version
    summary.updated_at = event.timestamp


def _refresh_views(
    summary: MatchSummary, game: Game, state: dict, version: int, *, omniscient: bool
) -> None:
    to_act = [] if omniscient else game.to_act(state)
    viewers: list[int | None] = [*range(summary.players), None]
    rows = [
        SeatView(
            match=summary,
            seat=SeatView.SPECTATOR if viewer is None else viewer,
            version=version,
            state=game.view(state, viewer, omniscient=omniscient),
            legal_actions=game.legal_actions(state, viewer) if viewer in to_act else [],
        )
        for viewer in viewers
    ]
    SeatView.objects.bulk_create(
        rows,
        update_conflicts=True,
        unique_fields=["match", "seat"],
        update_fields=["version", "state", "legal_actions"],
    )


def _history(event: Any, kind: str, **fields: Any) -> None:
    HistoryEntry.objects.create(
        match_id=event.originator_id,
        version=event.originator_version,
        type=kind,
        at=event.timestamp,
        **fields,
    )
