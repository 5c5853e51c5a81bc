"""Reading the read models as a given caller may see them.

``viewer`` is a seat number, or None for a spectator. Once a match is
finished everything is revealed to everyone.

A seat's current view is not a stored row: ``match_view`` computes it from the
match as the event store has it (so it is never behind the store) and keeps
the answer in a bounded per-process cache keyed by (match, version, seat, language),
since a version never changes once stored.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Iterator
from typing import Any
from uuid import UUID

from django.conf import settings

from games.engine import Game, State, action_labels, clone, redact_effect
from games.engine.bounded import BoundedLRU, json_size, megabytes
from games.engine.i18n import SOURCE_LANGUAGE, current_language, language
from games.registry import get_game
from matches import clocks
from matches.aggregate import Match, apply_stored_effects, starting_state
from matches.service import get_service
from matches.takeback import takeback_data
from projections.models import HistoryEntry, MatchSummary
from projections.sentences import sentence


def summary_data(summary: MatchSummary) -> dict[str, Any]:
    return {
        "id": str(summary.id),
        "game": summary.game,
        "status": summary.status,
        "players": summary.players,
        "options": summary.options,
        "seats": summary.seats,
        "version": summary.version,
        "to_act": summary.to_act,
        "result": summary.result,
        "seed_commitment": summary.seed_commitment,
        "seed": summary.seed if summary.status in ("finished", "aborted") else None,
        "client_seeds": summary.client_seeds,
        "rng_version": summary.rng_version,
        "seed_fixed": summary.seed_fixed,
        "creator": summary.creator,
        "rated": summary.rated,
        "forked_from": summary.forked_from,
        "listed": summary.listed,
        "created_at": summary.created_at.isoformat().replace("+00:00", "Z"),
        "updated_at": summary.updated_at.isoformat().replace("+00:00", "Z"),
        # clocks and leaving (matches.clocks)
        "time_control": summary.time_control or dict(clocks.NO_CLOCK),
        "on_timeout": summary.on_timeout,
        "clock": clocks.clock_data(summary.time_control, summary.clock, time.time()),
        "abort_votes": summary.abort_votes,
        "abort": summary.abort,
        "takeback": summary.takeback if summary.status == "active" else None,
        "imported_from": summary.imported_from,
    }


def summary_of(match: Match) -> MatchSummary:
    """The lobby row of ``match`` as the projector would write it, from the aggregate.

    Unsaved: commands and single-match reads answer from the event store with
    it, so they never wait for (or depend on) the read-model database.
    """
    assert match.created_on is not None and match.modified_on is not None
    return MatchSummary(
        id=match.id,
        game=match.game,
        status=match.status,
        players=match.players,
        options=match.options,
        seats=match.seats,
        version=match.version,
        to_act=match.to_act,
        result=match.result,
        seed_commitment=match.seed_commitment,
        seed=str(match.seed) if match.status in ("finished", "aborted") else None,
        client_seeds=list(match.client_seeds),
        rng_version=match.rng_version,
        seed_fixed=match.seed_fixed,
        creator=match.creator,
        rated=match.rated,
        forked_from=match.forked_from,
        listed=getattr(match, "listed", True),
        created_at=match.created_on,
        updated_at=match.modified_on,
        time_control=match.time_control,
        on_timeout=match.on_timeout,
        clock=match.clock,
        deadline=clocks.deadline_datetime(match.clock),
        abort_votes=list(match.abort_votes),
        abort=match.abort,
        takeback=takeback_data(match),
        imported_from=getattr(match, "imported_from", None),
    )


def seats_of(summary: MatchSummary, username: str) -> list[int]:
    return [seat["seat"] for seat in summary.seats if seat["username"] == username]


#: (match, version, seat, language): the labels of a view are in its reader's language.
ViewKey = tuple[UUID, int, int | None, str]

#: The (match, version, seat, language) views each process keeps: a few versions of every
#: seat of a few hundred live matches, and at most ``TABULA_VIEW_CACHE_MB`` of them.
VIEW_CACHE_SIZE = 4096
_views: BoundedLRU[ViewKey, dict[str, Any]] = BoundedLRU(
    VIEW_CACHE_SIZE, megabytes(settings.TABULA_VIEW_CACHE_MB, 16), json_size
)


def match_view(match: Match, viewer: int | None) -> dict[str, Any]:
    """What ``viewer`` sees of ``match`` at its version, with its legal actions.

    The answer is shared by every caller that asks for the same key: treat it
    as read-only.
    """
    code = current_language()
    key: ViewKey = (match.id, match.version, viewer, code)
    cached = _views.get(key)
    if cached is not None:
        return cached
    # Every text of the view asks for the language (a listing's labels, dozens): asked once
    # here, the engine's own setting answers them; Django's answer goes through asgiref's
    # context-local storage each time.
    with language(code):
        view = _compute_view(match, viewer)
    _views.put(key, view)
    return view


def _compute_view(match: Match, viewer: int | None) -> dict[str, Any]:
    to_act = match.to_act
    state = None
    legal_actions: list[dict[str, Any]] = []
    engine = match.engine
    if match.state is not None:
        state = engine.view(match.state, viewer, omniscient=match.status == "finished")
        # A seat a bot plays (timed out, resigned) has nothing its human may do.
        if viewer in to_act and match.seats[viewer]["bot"] is None:
            legal_actions = engine.legal_actions(match.state, viewer)
    return {
        "version": match.version,
        "seat": viewer,
        "status": match.status,
        "to_act": to_act,
        "state": state,
        "legal_actions": legal_actions,
        "labels": action_labels(engine, state, viewer, legal_actions),
        "takeback": takeback_offer(match, viewer),
    }


def takeback_offer(match: Match, viewer: int | None) -> dict[str, Any] | None:
    """Whether ``viewer`` could ask to take back its last move now, and if not why
    (``{"possible", "refusal"}``); None for a spectator or a match that is not running."""
    if viewer is None or match.status != "active":
        return None
    refusal = match.takeback_refusal(viewer, past=get_service())
    return {"possible": refusal is None, "refusal": refusal}


def entry_data(
    entry: HistoryEntry, viewer: int | None, omniscient: bool, game: Game | str | None = None
) -> dict[str, Any]:
    """One ``/events/`` entry as ``viewer`` may see it: the one place histories are built.

    The action is redacted per the game's ``action_secrets`` and the effects per their
    own visibility; when anything was hidden, the text is written anew by the game's
    ``describe`` from what the reader sees, so no text says more than its reader may know.
    The stored text (written with everything, in English) is served only when nothing was
    hidden and the reader reads English; any other reader gets the words written anew in the
    active language (``projections.sentences`` for entries that are no move).
    """
    action = entry.action
    effects = entry.effects
    english = current_language() == SOURCE_LANGUAGE
    if entry.type in ("action", "started"):
        hidden = False
        if not omniscient:
            game = game_of(entry, game)
            effects = [redact_effect(e, viewer) for e in entry.effects]
            if action is not None and entry.seat is not None:
                secrets = game.action_secrets(entry.seat, action, entry.effects)
                if secrets is not None and viewer != entry.seat:
                    action = redact_effect({**action, **secrets}, viewer)
                    action = {key: action[key] for key in entry.action}
            hidden = action is not entry.action or any(
                shown is not stored for shown, stored in zip(effects, entry.effects, strict=True)
            )
        if hidden or not english:
            # Written anew from what the reader sees, in the reader's language.
            text = game_of(entry, game).describe(entry.seat, action, effects)
        else:
            text = entry.text
    elif english or entry.facts is None:
        # Rows projected before entries kept their facts have their English words only.
        text = entry.text
    else:
        text = sentence(entry.type, entry.seat, entry.facts)
    return {
        "version": entry.version,
        "type": entry.type,
        "seat": entry.seat,
        "at": entry.at.isoformat().replace("+00:00", "Z"),
        "action": action,
        "effects": effects,
        "text": text,
    }


def game_of(entry: HistoryEntry, game: Game | str | None) -> Game:
    if isinstance(game, str):
        return get_game(game)
    return game or get_game_for_entry(entry)


def get_game_for_entry(entry: HistoryEntry) -> Game:
    return get_game(MatchSummary.objects.only("game").get(id=entry.match_id).game)


#: A seat its caller left for good and the version from which they read as a spectator
#: (``left_seat``): what they saw before it, they may see again.
LeftSeat = tuple[int, int]


def left_seat(summary: MatchSummary, username: str | None) -> LeftSeat | None:
    """``username``'s seat, if they left it for good (resigned, lost on time) in a match not
    finished yet, with the version of the hand-over to the bot that plays it out."""
    if username is None or summary.status == "finished":
        return None
    seat = next((s["seat"] for s in summary.seats if s["username"] == username), None)
    if seat is None or not clocks.has_left(summary.seats[seat]):
        return None
    # A seat is left for good once, so its last hand-over to a bot is the one.
    since = (
        HistoryEntry.objects.filter(match=summary, seat=seat, type="handed_to_bot")
        .order_by("-version")
        .values_list("version", flat=True)
        .first()
    )
    return seat, since if since is not None else 0


def viewer_at(viewer: int | None, left: LeftSeat | None, version: int) -> int | None:
    """Whose eyes read ``version``: the seat left for good before it was left, else ``viewer``."""
    if left is not None and version < left[1]:
        return left[0]
    return viewer


def history(
    summary: MatchSummary,
    viewer: int | None,
    after: int = 0,
    limit: int = 100,
    left: LeftSeat | None = None,
) -> list[dict[str, Any]]:
    omniscient = summary.status == "finished"
    game = get_game(summary.game)
    entries = HistoryEntry.objects.filter(match=summary, version__gt=after).order_by("version")[
        :limit
    ]
    return [
        entry_data(entry, viewer_at(viewer, left, entry.version), omniscient, game)
        for entry in entries
    ]


def replay_view(
    summary: MatchSummary, viewer: int | None, at: int, left: LeftSeat | None = None
) -> dict[str, Any]:
    """The view ``viewer`` could have had right after version ``at``."""
    return next(replay_frames(summary, viewer, at, at, left))


def replay_frames(
    summary: MatchSummary,
    viewer: int | None,
    first: int,
    last: int,
    left: LeftSeat | None = None,
) -> Iterator[dict[str, Any]]:
    """The views ``viewer`` could have had right after each version from ``first`` to ``last``
    (before ``left``'s version, through the seat its caller left for good).

    The history is folded once, so a whole timeline costs one pass, not one per version.
    """
    game = get_game(summary.game)
    state: State | None = None
    status = "open"
    finished_now = summary.status == "finished"
    entries = HistoryEntry.objects.filter(match=summary, version__lte=last).order_by("version")
    for entry in entries:
        if entry.type == "started":
            status = "active"
            state = starting_state(
                game, summary.players, summary.options, entry.base_state, entry.effects
            )
        elif entry.type == "finished":
            status = "finished"
        elif entry.type == "aborted":
            status = "aborted"
        elif entry.type == "takeback":
            # The state the moves were taken back to (server-side only; never served as is).
            state = clone(entry.base_state)
        elif entry.effects:
            # Only a move carries effects besides "started" (the setup's): the table exists.
            assert state is not None
            state = apply_stored_effects(game, state, entry.effects)
        if entry.version < first:
            continue
        eyes = viewer_at(viewer, left, entry.version)
        if state is None:
            yield {
                "version": entry.version,
                "seat": eyes,
                "status": status,
                "to_act": [],
                "state": None,
                "legal_actions": [],
                "labels": action_labels(game, None, eyes, []),
            }
            continue
        to_act = [] if status in ("finished", "aborted") else game.to_act(state)
        # A copy: the state is changed in place by the next entries of the fold.
        seen = copy.deepcopy(
            game.view(state, eyes, omniscient=finished_now or status == "finished")
        )
        legal = game.legal_actions(state, eyes) if eyes in to_act else []
        yield {
            "version": entry.version,
            "seat": eyes,
            "status": status,
            "to_act": to_act,
            "state": seen,
            "legal_actions": legal,
            "labels": action_labels(game, seen, eyes, legal),
        }
