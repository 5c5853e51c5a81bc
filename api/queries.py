"""Queries: the API root, the games, the lobby's list and one match's summary, views, legal
actions, history and replay.

Reads of one match (summary, view, legal actions) answer from the match as the event store
has it, so they are never behind the store. Reads over many rows (the lobby, history,
replay) use the read models (``projections.queries``), which are caught up right after each
command and, should that have failed, before a read of a match they are behind on
(``api.lookup.projected_summary``).
"""

from __future__ import annotations

from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, PolymorphicProxySerializer, extend_schema
from rest_framework import generics
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api import serializers as s
from api.commands import CreateMatchView
from api.errors import ApiError
from api.lookup import caller_seat, load_match, projected_summary, viewer_for
from games.registry import all_games
from matches.clocks import has_left
from projections.analysis import analysis_data, request_analysis
from projections.models import MatchSummary
from projections.queries import (
    history,
    left_seat,
    match_view,
    replay_frames,
    replay_view,
    summary_data,
    summary_of,
)

MATCH_STATUSES = ("open", "active", "finished", "aborted")
MAX_REPLAY_FRAMES = 1000
API_ROOT = "/api/v1/"
#: The largest integer a query parameter may carry (the range of a version column).
MAX_QUERY_INT = 2**31 - 1


class ApiRootView(APIView):
    """The versioned API root: where each resource lives."""

    @extend_schema(responses={200: s.ApiRootSerializer})
    def get(self, request: Request) -> Response:
        def url(path: str) -> str:
            return request.build_absolute_uri(path)

        return Response(
            {
                "version": "v1",
                "games": url(f"{API_ROOT}games/"),
                "matches": url(f"{API_ROOT}matches/"),
                "register": url(f"{API_ROOT}auth/register/"),
                "token": url(f"{API_ROOT}auth/token/"),
                "schema": url("/api/schema/"),
                "docs": url("/api/docs/"),
                "health": url("/healthz"),
                "ready": url("/readyz"),
            }
        )


class GamesView(APIView):
    @extend_schema(responses={200: s.GameSerializer(many=True)})
    def get(self, request: Request) -> Response:
        return Response(
            [
                {
                    "slug": game.slug,
                    "name": game.name,
                    "min_players": game.min_players,
                    "max_players": game.max_players,
                    "options": game.options_spec,
                    "rules_version": game.rules_version,
                }
                for game in all_games()
            ]
        )


def int_param(
    request: Request, name: str, default: int | None, minimum: int, maximum: int = MAX_QUERY_INT
) -> int:
    raw = request.query_params.get(name)
    if raw in (None, ""):
        if default is None:
            raise ApiError(
                400,
                "invalid_request",
                gettext("the query parameter %(name)s is required") % {"name": name},
            )
        return default
    # A bounded length first: int() of a huge digit string is slow and refused anyway.
    if len(raw) > 12:
        raise ApiError(
            400,
            "invalid_request",
            gettext("%(name)s must be from %(minimum)s to %(maximum)s")
            % {"name": name, "minimum": minimum, "maximum": maximum},
        )
    try:
        value = int(raw)
    except ValueError:
        raise ApiError(
            400,
            "invalid_request",
            gettext("%(name)s must be an integer, not %(raw)s") % {"name": name, "raw": repr(raw)},
        ) from None
    if not minimum <= value <= maximum:
        raise ApiError(
            400,
            "invalid_request",
            gettext("%(name)s must be from %(minimum)s to %(maximum)s")
            % {"name": name, "minimum": minimum, "maximum": maximum},
        )
    return value


class MatchListView(CreateMatchView, generics.GenericAPIView):
    # GET: the lobby's list; POST: create a match (a command: api.commands.CreateMatchView).

    serializer_class = s.MatchSummarySerializer

    def get_permissions(self):
        # AllowAny, not an empty list, so the schema says anonymous reads are fine.
        return [IsAuthenticated()] if self.request.method == "POST" else [AllowAny()]

    def get_queryset(self):
        # The lobby: unlisted matches (selfplay, benchmarks, private ones) are reached by id.
        queryset = MatchSummary.objects.filter(listed=True)
        if game := self.request.query_params.get("game"):
            queryset = queryset.filter(game=game)
        if status := self.request.query_params.get("status"):
            if status not in MATCH_STATUSES:
                raise ApiError(
                    400,
                    "invalid_request",
                    gettext("status must be one of %(value)s")
                    % {"value": ", ".join(MATCH_STATUSES)},
                )
            queryset = queryset.filter(status=status)
        return queryset

    @extend_schema(
        parameters=[
            OpenApiParameter("game", str, description="only matches of this game slug"),
            OpenApiParameter("status", str, enum=list(MATCH_STATUSES)),
        ],
        responses={200: s.MatchSummarySerializer(many=True), 400: s.ErrorSerializer},
    )
    def get(self, request: Request) -> Response:
        page = self.paginate_queryset(self.get_queryset())
        return self.get_paginated_response([summary_data(summary) for summary in page])


class MatchDetailView(APIView):
    @extend_schema(responses={200: s.MatchSummarySerializer, 404: s.ErrorSerializer})
    def get(self, request: Request, match_id: str) -> Response:
        return Response(summary_data(summary_of(load_match(match_id))))


class MatchViewView(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "seat", int, description="your own seat (default: yours, or spectator)"
            )
        ],
        responses={200: s.ViewSerializer, **s.ERRORS},
    )
    def get(self, request: Request, match_id: str) -> Response:
        match = load_match(match_id)
        return Response(
            match_view(match, viewer_for(request, match.seats, finished=match.status == "finished"))
        )


class LegalActionsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: s.LegalActionsSerializer, **s.ERRORS})
    def get(self, request: Request, match_id: str) -> Response:
        match = load_match(match_id)
        seat = caller_seat(request, match.seats)
        if seat is None:
            raise ApiError(403, "not_seated", gettext("you hold no seat in this match"))
        if match.status != "finished" and has_left(match.seats[seat]):
            raise ApiError(
                403,
                "not_seated",
                gettext(
                    "you left seat %(seat)s for good (resigned or lost on time); a bot plays it out"
                )
                % {"seat": seat},
            )
        view = match_view(match, seat)
        return Response(
            {"version": view["version"], "seat": seat, "actions": view["legal_actions"]}
        )


class EventsView(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "after", int, description="only events after this version (default 0)"
            ),
            OpenApiParameter("limit", int, description="at most this many (default 100, max 500)"),
            OpenApiParameter(
                "seat", int, description="your own seat (default: yours, or spectator)"
            ),
        ],
        responses={200: s.EventsSerializer, **s.ERRORS},
    )
    def get(self, request: Request, match_id: str) -> Response:
        summary = projected_summary(match_id)
        viewer = viewer_for(request, summary.seats, finished=summary.status == "finished")
        after = int_param(request, "after", 0, 0)
        limit = int_param(request, "limit", 100, 1, 500)
        left = left_seat(summary, request.user.username or None) if viewer is None else None
        events = history(summary, viewer, after=after, limit=limit, left=left)
        return Response(
            {"events": events, "next_after": events[-1]["version"] if events else after}
        )


class ReplayView(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "at", int, description="one version of the match: the answer is one view"
            ),
            OpenApiParameter(
                "from",
                int,
                description=f"without at: the first version of a range (default 1); the "
                f"answer lists one view per version, at most {MAX_REPLAY_FRAMES}",
            ),
            OpenApiParameter(
                "to", int, description="without at: the last version of the range (default: now)"
            ),
            OpenApiParameter(
                "seat", int, description="your own seat (default: yours, or spectator)"
            ),
        ],
        responses={
            200: PolymorphicProxySerializer(
                component_name="Replay",
                serializers=[s.ViewSerializer, s.ReplayRangeSerializer],
                resource_type_field_name=None,
            ),
            **s.ERRORS,
        },
    )
    def get(self, request: Request, match_id: str) -> Response:
        summary = projected_summary(match_id)
        viewer = viewer_for(request, summary.seats, finished=summary.status == "finished")
        left = left_seat(summary, request.user.username or None) if viewer is None else None
        if request.query_params.get("at") not in (None, ""):
            at = int_param(request, "at", None, 1, summary.version)
            return Response(replay_view(summary, viewer, at, left))
        first = int_param(request, "from", 1, 1, summary.version)
        last = int_param(request, "to", summary.version, first, summary.version)
        if last - first + 1 > MAX_REPLAY_FRAMES:
            raise ApiError(
                400,
                "invalid_request",
                gettext(
                    "a replay range holds at most %(MAX_REPLAY_FRAMES)s versions; ask from=%(first)s&to=%(value)s first"
                )
                % {
                    "MAX_REPLAY_FRAMES": MAX_REPLAY_FRAMES,
                    "first": first,
                    "value": first + MAX_REPLAY_FRAMES - 1,
                },
            )
        return Response({"frames": list(replay_frames(summary, viewer, first, last, left))})


class AnalysisView(APIView):
    """The search bot's judgement of every decision of a finished match (projections.analysis)."""

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "seat", int, description="your own seat (default: yours, or spectator)"
            )
        ],
        responses={200: s.MatchAnalysisSerializer, 202: s.MatchAnalysisSerializer, **s.ERRORS},
        description="The first request for a finished match starts its analysis: the answer "
        "is 202 with the progress until it is done, then 200. A match not finished is 409.",
    )
    def get(self, request: Request, match_id: str) -> Response:
        summary = projected_summary(match_id)
        if summary.status != "finished":
            raise ApiError(
                409,
                "not_finished",
                f"this match is {summary.status}: only a finished match is analysed",
            )
        viewer = viewer_for(request, summary.seats, finished=True)
        row = request_analysis(summary)
        data = analysis_data(summary, row, viewer)
        return Response(data, status=200 if row.status == "done" else 202)
