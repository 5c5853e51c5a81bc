"""The clock sweeps: timeouts and abandoned matches (docs/api.md "Clocks and leaving").

Both read their candidates from the match index (``matches.match_index``: the lobby read
model's ``deadline`` and ``updated_at``, indexed), so a pass over many thousands of matches
with clocks costs one indexed query when few are due. Each candidate is then checked against the event store
and recorded with the version the sweep saw as the expected version
(``MatchService.time_out`` / ``abandon``): two sweepers (several web processes, celery
beat) never record a timeout or an abort twice.

The follower loop of a served process (``matches.followers``, a job of ``matches.worker``)
runs them on the embedded default; celery beat runs ``matches.tasks.sweep_clocks`` at scale.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from django.conf import settings

from matches.match_index import match_index
from matches.service import MatchService

logger = logging.getLogger(__name__)


@dataclass
class SweepResult:
    timed_out: int = 0
    abandoned: int = 0
    candidates: int = 0


def sweep_clocks(
    service: MatchService, now: float | None = None, catch_up_first: bool = True
) -> SweepResult:
    """Record a timeout for every seat whose time ran out and abort abandoned matches."""
    index = match_index()
    now = time.time() if now is None else now
    if catch_up_first:
        try:
            index.catch_up(service)
        except Exception:
            # A stale index only hides candidates until the next pass.
            logger.warning("clock sweep: could not bring the match index up to date", exc_info=True)
    result = SweepResult()
    moment = datetime.fromtimestamp(now, tz=UTC)
    abandon_after = settings.TABULA_ABANDON_AFTER
    cutoff = moment - timedelta(seconds=abandon_after)
    due = list(index.clocks_run_out(moment))
    idle = list(index.idle(cutoff)) if abandon_after > 0 else []
    # The index catches up once after the pass, not after each recorded event.
    with index.deferred():
        for match_id, version in due:
            result.candidates += 1
            if _safely(service.time_out, match_id, version, now):
                result.timed_out += 1
        for match_id, version in idle:
            result.candidates += 1
            if _safely(service.abandon, match_id, version, cutoff.timestamp()):
                result.abandoned += 1
    if result.timed_out or result.abandoned:
        try:
            index.catch_up(service)
        except Exception:
            logger.warning("clock sweep: the match index will catch up later", exc_info=True)
    if result.timed_out or result.abandoned:
        logger.info(
            "clock sweep: %d match(es) timed out, %d abandoned", result.timed_out, result.abandoned
        )
    return result


def _safely(command, match_id, version: int, moment: float) -> bool:
    """One candidate; a failure is logged and left for the next pass."""
    try:
        return command(match_id, version, moment) is not None
    except Exception:
        logger.exception("clock sweep: match %s failed", match_id)
        return False
