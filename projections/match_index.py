"""The lobby read model as the sweeps' match index (``matches.match_index``).

Registered at start-up by ``config.wiring``: the match application's sweeps ask it for
their candidates without importing the read models.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from datetime import datetime
from uuid import UUID

from matches.match_index import Candidate
from matches.service import MatchService
from projections.models import MatchSummary
from projections.runner import catch_up, deferred_projection


class LobbyIndex:
    """``MatchSummary`` rows: ``deadline`` and (``status``, ``updated_at``) are indexed."""

    def catch_up(self, service: MatchService) -> int:
        return catch_up(service)

    def deferred(self) -> AbstractContextManager[None]:
        return deferred_projection()

    def bot_turns_waiting(self, updated_before: datetime) -> Iterator[UUID]:
        candidates = MatchSummary.objects.filter(
            status="active", updated_at__lte=updated_before
        ).only("id", "seats", "to_act")
        for summary in candidates.iterator():
            bot_seats = {seat["seat"] for seat in summary.seats if seat.get("bot")}
            if bot_seats.intersection(summary.to_act):
                yield summary.id

    def clocks_run_out(self, moment: datetime) -> list[Candidate]:
        # The deadline alone (null unless a clock runs) so the query uses its index; no ordering.
        due = MatchSummary.objects.filter(deadline__lte=moment).order_by()
        return list(due.values_list("id", "version"))

    def idle(self, updated_before: datetime) -> list[Candidate]:
        idle = MatchSummary.objects.filter(
            status__in=("open", "active"), updated_at__lte=updated_before
        ).order_by()
        return list(idle.values_list("id", "version"))
