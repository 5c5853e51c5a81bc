"""The bot's analysis of a finished match: a projection of its own, made by a background job.

For every decision of a finished match (every action played, in order) the job rebuilds the
state before it from the history, gives the mover's view (``game.view(state, seat)``, never
the state itself) to ``games.bots.analysis.analyse_decision`` and stores what the search bot
found: each seat's winning chance after the move, the move the bot would have chosen, how much
worse the played move was, and a mistake mark past ``MISTAKE_THRESHOLD``.

Bounded work:

* each search has ``TABULA_ANALYSIS_ITERATIONS`` iterations at most and stops after
  ``TABULA_ANALYSIS_SECONDS`` (a decision takes one to three searches: docs/analysis.md);
* one job per match at a time: a job holds the match's ``MatchAnalysis`` row until its lease
  passes (``LEASE_SECONDS``, renewed after every decision);
* resumable: every decision is stored as soon as it is analysed, so a job that died (its
  lease passed) is taken over by the next one, which starts after the last stored decision.

Who runs the job (``settings.TABULA_ANALYSIS``, like ``TABULA_BOTS``): ``"thread"``, a
``tabula-analysis`` thread of the served process (embedded default); ``"celery"``, the
``projections.tasks.analyse_match`` task on Celery workers; ``"inline"``, the caller.
A match is analysed when somebody first asks for its analysis (``request_analysis``); the
periodic ``RESUME_JOB`` takes over jobs whose worker died.

Every stored row names its ``method`` (rules version, bot level, analysis version, budget):
rows made by another method are dropped and the match is analysed anew when next asked.
"""

from __future__ import annotations

import logging
import random
import threading
from collections import deque
from collections.abc import Iterator
from datetime import timedelta
from typing import Any
from uuid import UUID

from celery import current_app
from django.conf import settings
from django.db import close_old_connections, transaction
from django.db.models import Q
from django.utils import timezone

from games.bots.analysis import (
    ANALYSIS_VERSION,
    MISTAKE_THRESHOLD,
    RootSearcher,
    analyse_decision,
    analysis_bot,
)
from games.engine import Action, Game, State, clone
from games.engine.i18n import LANGUAGES, current_language, language
from games.registry import get_game
from matches.aggregate import apply_stored_effects, starting_state
from matches.background import ProcessThread, ThreadControl
from matches.followers import PeriodicJob, background_work_enabled
from projections.models import DecisionAnalysis, HistoryEntry, MatchAnalysis, MatchSummary

logger = logging.getLogger(__name__)

#: A running job holds its match this long after its last stored decision.
LEASE_SECONDS = 120.0
#: The Celery task of one match's job (projections.tasks.analyse_match).
CELERY_TASK = "projections.tasks.analyse_match"
#: How often the served process looks for jobs whose worker died.
RESUME_EVERY_SECONDS = 60.0


def configured_bot() -> RootSearcher:
    return analysis_bot(
        settings.TABULA_ANALYSIS_LEVEL,
        settings.TABULA_ANALYSIS_ITERATIONS,
        settings.TABULA_ANALYSIS_SECONDS or None,
    )


def method(game: Game) -> str:
    """What an analysis was made with; a change of any part makes it anew (a bot level may
    name its own ``version``, changed when its search plays differently in every game; the
    game's ``strategy_version`` changes when its evaluation or search settings do)."""
    bot_version = getattr(configured_bot(), "version", "1")
    return (
        f"rules {game.rules_version}; strategy {game.strategy_version}; "
        f"{settings.TABULA_ANALYSIS_LEVEL} {bot_version}; "
        f"analysis {ANALYSIS_VERSION}; {settings.TABULA_ANALYSIS_ITERATIONS} iterations, "
        f"{settings.TABULA_ANALYSIS_SECONDS} s"
    )


def method_data() -> dict[str, Any]:
    return {
        "level": settings.TABULA_ANALYSIS_LEVEL,
        "analysis_version": ANALYSIS_VERSION,
        "iterations": settings.TABULA_ANALYSIS_ITERATIONS,
        "seconds": settings.TABULA_ANALYSIS_SECONDS,
        "mistake_threshold": MISTAKE_THRESHOLD,
    }


# -- asking for an analysis ------------------------------------------------------------


def request_analysis(summary: MatchSummary) -> MatchAnalysis:
    """The match's analysis row, its job started unless it is done or running now."""
    game = get_game(summary.game)
    current = method(game)
    now = timezone.now()
    with transaction.atomic():
        row, created = MatchAnalysis.objects.get_or_create(
            match_id=summary.id,
            defaults={
                "game": summary.game,
                "method": current,
                "status": "queued",
                "requested_at": now,
            },
        )
        if not created and row.method != current:
            # Made by another method: made anew (the job drops the old decisions).
            MatchAnalysis.objects.filter(match_id=summary.id).update(
                method=current, status="queued", decisions=0, requested_at=now, error=""
            )
            row.refresh_from_db()
    if row.status == "done" or (
        row.status == "running" and row.lease_until is not None and row.lease_until > now
    ):
        return row
    if row.status == "failed":
        MatchAnalysis.objects.filter(match_id=summary.id, status="failed").update(
            status="queued", error=""
        )
        row.status = "queued"
    dispatch(str(summary.id))
    row.refresh_from_db()
    return row


def dispatch(match_id: str) -> None:
    mode = settings.TABULA_ANALYSIS
    if mode == "inline":
        run_analysis(match_id)
    elif mode == "celery":
        # By name: projections.tasks imports this module.
        current_app.send_task(CELERY_TASK, args=[match_id])
    else:
        analyst.dispatch(match_id)


# -- the job -------------------------------------------------------------------------


def claim(match_id: str | UUID) -> bool:
    """Take the match's job unless a live job holds it (one job per match at a time)."""
    now = timezone.now()
    taken = MatchAnalysis.objects.filter(
        Q(status="queued") | Q(status="running", lease_until__lt=now) | Q(status="failed"),
        match_id=match_id,
    ).update(status="running", lease_until=now + timedelta(seconds=LEASE_SECONDS))
    return taken == 1


def decisions_of(summary: MatchSummary, game: Game) -> Iterator[tuple[HistoryEntry, State]]:
    """Every action of the match with the state just before it (the history folded once; the
    state is changed in place by the next step)."""
    state: State | None = None
    for entry in HistoryEntry.objects.filter(match=summary).order_by("version"):
        if entry.type == "started":
            state = starting_state(
                game, summary.players, summary.options, entry.base_state, entry.effects
            )
            continue
        if entry.type == "takeback":
            state = clone(entry.base_state)
            continue
        if state is None:
            continue
        if entry.type == "action" and entry.seat is not None and entry.action is not None:
            yield entry, state
        if entry.effects:
            state = apply_stored_effects(game, state, entry.effects)


def labels(game: Game, view: Any, seat: int, action: Action) -> dict[str, str]:
    """``action`` in words in every language, read from its mover's view."""
    words = {}
    for code in LANGUAGES:
        with language(code):
            words[code] = game.label(view, seat, action)
    return words


def run_analysis(match_id: str | UUID) -> int:
    """Analyse the decisions of a finished match not analysed yet; return how many were.

    Returns 0 at once when another live job holds the match, or when it is done.
    """
    if not claim(match_id):
        return 0
    try:
        return _analyse(match_id)
    except Exception as error:
        logger.exception("the analysis of match %s failed", match_id)
        MatchAnalysis.objects.filter(match_id=match_id).update(
            status="failed", lease_until=None, error=f"{type(error).__name__}: {error}"[:2000]
        )
        return 0


def _analyse(match_id: str | UUID) -> int:
    row = MatchAnalysis.objects.get(match_id=match_id)
    summary = MatchSummary.objects.get(id=match_id)
    game = get_game(summary.game)
    current = method(game)
    DecisionAnalysis.objects.filter(match_id=match_id).exclude(method=current).delete()
    done = set(
        DecisionAnalysis.objects.filter(match_id=match_id, method=current).values_list(
            "version", flat=True
        )
    )
    bot = configured_bot()
    total = HistoryEntry.objects.filter(match=summary, type="action").count()
    MatchAnalysis.objects.filter(match_id=match_id).update(decisions=total)
    analysed = 0
    # The state is the fold's own, changed in place once the loop moves on: read it here.
    for entry, state in decisions_of(summary, game):
        if entry.version in done:
            continue
        seat = entry.seat
        assert seat is not None and entry.action is not None
        view = clone(game.view(state, seat))
        # A stored action is legal where it was played; should the rules disagree now (a
        # match older than its rules), it is judged alone rather than failing the job.
        legal = game.legal_actions(state, seat) or [entry.action]
        # Seeded by the match and the version: the same budget finds the same again.
        rng = random.Random(f"analysis:{match_id}:{entry.version}")
        found = analyse_decision(
            game, view, seat, legal, entry.action, rng, players=summary.players, bot=bot
        )
        with transaction.atomic():
            DecisionAnalysis.objects.create(
                match_id=match_id,
                method=current,
                version=entry.version,
                seat=seat,
                chances=[round(found.chances[other], 4) for other in range(summary.players)],
                played_action=entry.action,
                best_action=found.best_action,
                played_label=labels(game, view, seat, entry.action),
                best_label=labels(game, view, seat, found.best_action),
                played_chance=found.played_chance,
                best_chance=found.best_chance,
                loss=found.loss,
                mistake=found.mistake,
                iterations=found.iterations,
                seconds=found.seconds,
            )
            MatchAnalysis.objects.filter(match_id=match_id).update(
                lease_until=timezone.now() + timedelta(seconds=LEASE_SECONDS)
            )
        analysed += 1
        after_decision(match_id, entry.version)
    MatchAnalysis.objects.filter(match_id=match_id, method=row.method).update(
        status="done", lease_until=None, finished_at=timezone.now()
    )
    return analysed


def after_decision(match_id: str | UUID, version: int) -> None:
    """A point for tests to stop a job between two decisions (as a dying process would)."""


# -- reading -------------------------------------------------------------------------


def visible_decisions(
    rows: list[DecisionAnalysis], viewer: int | None, revealed: bool
) -> list[DecisionAnalysis]:
    """The decisions ``viewer`` may read: every one once the match revealed everything (a
    finished match: every game shows all its secrets and its seed at the end), else only the
    viewer's own (their inputs were the viewer's own view)."""
    if revealed:
        return rows
    return [row for row in rows if viewer is not None and row.seat == viewer]


def decision_data(row: DecisionAnalysis) -> dict[str, Any]:
    code = current_language()
    return {
        "version": row.version,
        "seat": row.seat,
        "chances": row.chances,
        "played": {"action": row.played_action, "label": row.played_label.get(code, "")},
        "best": {"action": row.best_action, "label": row.best_label.get(code, "")},
        "played_chance": round(row.played_chance, 4),
        "best_chance": round(row.best_chance, 4),
        "loss": round(row.loss, 4),
        "mistake": row.mistake,
    }


def analysis_data(summary: MatchSummary, row: MatchAnalysis, viewer: int | None) -> dict[str, Any]:
    rows = list(DecisionAnalysis.objects.filter(match_id=summary.id, method=row.method))
    shown = visible_decisions(rows, viewer, revealed=summary.status == "finished")
    return {
        "match": str(summary.id),
        "game": summary.game,
        "players": summary.players,
        "status": row.status,
        "method": method_data(),
        "decisions_total": row.decisions,
        "decisions_done": len(rows),
        "decisions": [decision_data(decision) for decision in shown],
    }


# -- the embedded default's worker ---------------------------------------------------


class Analyst:
    """The ``tabula-analysis`` thread of a process in ``thread`` mode: one match after another."""

    def __init__(self) -> None:
        self.queue: deque[str] = deque()
        self.lock = threading.Lock()
        self.thread = ProcessThread("tabula-analysis", self.run)

    def dispatch(self, match_id: str) -> None:
        with self.lock:
            if match_id not in self.queue:
                self.queue.append(match_id)
        self.thread.start()
        self.thread.wake()

    def run(self, control: ThreadControl) -> None:
        while not control.stopping:
            with self.lock:
                match_id = self.queue.popleft() if self.queue else None
            if match_id is None:
                control.wait()
                continue
            try:
                run_analysis(match_id)
            except Exception:  # the database went away: the resume job tries again
                logger.exception("the analysis of match %s stopped", match_id)
            finally:
                close_old_connections()


analyst = Analyst()


def resume_abandoned(service: object = None) -> int:
    """Start again the jobs whose worker died (lease passed) or never took them; return how many."""
    stale = timezone.now() - timedelta(seconds=LEASE_SECONDS)
    abandoned = MatchAnalysis.objects.filter(
        Q(status="running", lease_until__lt=timezone.now())
        | Q(status="queued", requested_at__lt=stale)
    ).values_list("match_id", flat=True)
    count = 0
    for match_id in abandoned:
        dispatch(str(match_id))
        count += 1
    return count


RESUME_JOB = PeriodicJob(
    "analysis resume",
    lambda: RESUME_EVERY_SECONDS,
    resume_abandoned,
    enabled=lambda: background_work_enabled() and settings.TABULA_ANALYSIS != "inline",
)
