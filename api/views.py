"""The HTTP contract of docs/api.md, on Django REST framework.

Commands go to the match service (``matches.service``) and answer from the match
as the event store has it. Reads of one match (summary, view, legal actions)
do the same, so they are never behind the store. Reads over many rows (the
lobby, history, replay) use the projections (``projections.queries``), which
are caught up right after each command and, should that have failed, before a
read of a match they are behind on (``projected_summary``).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import authenticate, logout
from django.contrib.auth.models import User
from django.db import DatabaseError, IntegrityError, transaction
from django.http import HttpRequest
from django.utils import timezone
from drf_spectacular.utils import OpenApiParameter, PolymorphicProxySerializer, extend_schema
from rest_framework import generics
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView

from api import serializers as s
from api.errors import ApiError
from api.idempotency import command_of, idempotent
from api.models import ClientToken
from games.registry import all_games
from matches.aggregate import Match
from matches.clocks import has_left
from matches.errors import MatchNotFound
from matches.service import get_service
from projections.models import MatchSummary
from projections.projector import history_entry
from projections.queries import (
    entry_data,
    history,
    left_seat,
    match_view,
    replay_frames,
    replay_view,
    summary_data,
    summary_of,
)
from projections.runner import behind_store, catch_up, projection_after_response

ERRORS = {code: s.ErrorSerializer for code in (400, 401, 403, 404, 409)}
MATCH_STATUSES = ("open", "active", "finished", "aborted")
MAX_REPLAY_FRAMES = 1000
API_ROOT = "/api/v1/"


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


# -- accounts -----------------------------------------------------------------


def issue_token(user: User, client: str) -> dict[str, Any]:
    """A new bearer token for one client; only its digest is stored (django-rest-knox).

    The user's expired tokens are deleted here, once per login, rather than on every
    authenticated request (``api.authentication``).
    """
    ClientToken.objects.filter(user=user, expiry__lt=timezone.now()).delete()
    instance, token = ClientToken.objects.create(user=user, client=client)
    return {"token": token, "expiry": instance.expiry}


class RegisterView(APIView):
    authentication_classes: list = []
    throttle_scope = "auth"

    @extend_schema(
        request=s.RegisterSerializer,
        responses={201: s.RegisteredSerializer, 400: s.ErrorSerializer},
    )
    def post(self, request: Request) -> Response:
        body = s.RegisterSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        username = body.validated_data["username"]
        taken = ApiError(400, "username_taken", f"the username {username!r} is taken")
        if User.objects.filter(username__iexact=username).exists():
            raise taken
        user = User(username=username)
        # Hashing takes a good part of a second: do it before taking the database's
        # write lock (SQLite has one for everybody), not while holding it.
        user.set_password(body.validated_data["password"])
        try:
            with transaction.atomic():
                user.save()
                token = issue_token(user, body.validated_data["client"])
        except IntegrityError:
            # A concurrent sign-up of the same name (in any case) won the unique index.
            raise taken from None
        return Response({"username": user.username, **token}, status=201)


class TokenView(APIView):
    authentication_classes: list = []
    throttle_scope = "auth"

    @extend_schema(
        request=s.LoginSerializer, responses={200: s.TokenSerializer, 400: s.ErrorSerializer}
    )
    def post(self, request: Request) -> Response:
        body = s.LoginSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        name = s.normalized_username(body.validated_data["username"])
        stored = User.objects.filter(username__iexact=name).values_list("username", flat=True)
        user = authenticate(
            request,
            username=stored.first() or name,
            password=body.validated_data["password"],
        )
        if user is None:
            raise ApiError(400, "invalid_credentials", "the username or the password is wrong")
        return Response(issue_token(user, body.validated_data["client"]))


class LogoutView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={204: None, 401: s.ErrorSerializer})
    def post(self, request: Request) -> Response:
        """Revoke the token this request was sent with (a session is logged out)."""
        if isinstance(request.auth, ClientToken):
            request.auth.delete()
        else:
            logout(request._request)
        return Response(status=204)


class TokenListView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: s.ClientTokenSerializer(many=True), 401: s.ErrorSerializer})
    def get(self, request: Request) -> Response:
        """Your live tokens, one per client; DELETE one by its token_key to revoke it."""
        current = request.auth.digest if isinstance(request.auth, ClientToken) else None
        tokens = ClientToken.objects.filter(user=request.user).order_by("created")
        now = timezone.now()
        return Response(
            [
                {
                    "token_key": token.token_key,
                    "client": token.client,
                    "created": token.created,
                    "expiry": token.expiry,
                    "current": token.digest == current,
                }
                for token in tokens
                if token.expiry is None or token.expiry > now
            ]
        )


class TokenDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={204: None, 401: s.ErrorSerializer, 404: s.ErrorSerializer})
    def delete(self, request: Request, token_key: str) -> Response:
        deleted, _ = ClientToken.objects.filter(user=request.user, token_key=token_key).delete()
        if not deleted:
            raise ApiError(404, "not_found", f"you have no token {token_key}")
        return Response(status=204)


# -- catalogue ----------------------------------------------------------------


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


# -- matches ------------------------------------------------------------------


def load_match(match_id: Any) -> Match:
    """The match as the event store has it now (404 when there is none): read-only,
    since it is shared (``MatchService.read_match``)."""
    return get_service().read_match(match_id)


def projected_summary(match_id: Any) -> MatchSummary:
    """The match's lobby row, caught up with the store first if it is behind.

    A projection step that failed after a command (locked or full read-model
    database) is healed by the next read of that match, without waiting for
    any other activity on the server.
    """
    summary = MatchSummary.objects.filter(id=match_id).first()
    service = get_service()
    if behind_store(service, match_id, summary.version if summary else 0):
        try:
            catch_up(service)
        except DatabaseError as error:
            raise ApiError(
                503,
                "unavailable",
                "the read models are catching up and their database is busy; retry shortly",
            ) from error
        summary = MatchSummary.objects.filter(id=match_id).first()
    if summary is None:
        raise ApiError(404, "not_found", f"there is no match {match_id}")
    return summary


def caller_seat(request: Request | HttpRequest, seats: list[dict[str, Any]]) -> int | None:
    """The caller's seat among ``seats`` (a match's or a summary's), or None."""
    if not request.user.is_authenticated:
        return None
    username = request.user.username
    return next((seat["seat"] for seat in seats if seat["username"] == username), None)


def own_eyes(
    request: Request | HttpRequest, seats: list[dict[str, Any]], finished: bool
) -> int | None:
    """The caller's own seat to look through, or None (a spectator): a seat its player left
    for good (resigned, lost on time) is no longer theirs to look through before the end."""
    own = caller_seat(request, seats)
    if own is not None and not finished and has_left(seats[own]):
        return None
    return own


def viewer_for(request: Request, seats: list[dict[str, Any]], finished: bool = False) -> int | None:
    """The seat whose eyes the caller looks through: ?seat=, their seat, or None.

    ``?seat=`` may name any seat the caller holds; once a match is ``finished`` nothing is
    hidden any more, so then any seat may be asked for. A seat its player left for good
    (resigned, lost on time) is no longer theirs to look through before the end: they watch
    as a spectator, since what the bot playing it draws is none of their business.
    """
    own = own_eyes(request, seats, finished)
    asked = request.query_params.get("seat")
    if asked in (None, ""):
        return own
    try:
        seat = int(asked)
    except ValueError:
        raise ApiError(400, "invalid_request", f"seat must be an integer, not {asked!r}") from None
    if not 0 <= seat < len(seats):
        raise ApiError(
            400, "invalid_request", f"seat must be from 0 to {len(seats) - 1}, not {seat}"
        )
    username = request.user.username if request.user.is_authenticated else None
    held = [entry["seat"] for entry in seats if username and entry["username"] == username]
    if seat in held and not finished and has_left(seats[seat]):
        raise ApiError(
            403,
            "not_your_seat",
            f"you left seat {seat} for good (resigned or lost on time): you watch this match "
            "as a spectator until it ends",
        )
    if seat not in held and not finished:
        raise ApiError(
            403,
            "not_your_seat",
            f"you may only look through your own seat, and seat {seat} is not yours",
        )
    return seat


#: More seats than any game has: a bound for ?seat=.
MAX_SEATS = 99
#: The largest integer a query parameter may carry (the range of a version column).
MAX_QUERY_INT = 2**31 - 1


def int_param(
    request: Request, name: str, default: int | None, minimum: int, maximum: int = MAX_QUERY_INT
) -> int:
    raw = request.query_params.get(name)
    if raw in (None, ""):
        if default is None:
            raise ApiError(400, "invalid_request", f"the query parameter {name} is required")
        return default
    # A bounded length first: int() of a huge digit string is slow and refused anyway.
    if len(raw) > 12:
        raise ApiError(400, "invalid_request", f"{name} must be from {minimum} to {maximum}")
    try:
        value = int(raw)
    except ValueError:
        raise ApiError(400, "invalid_request", f"{name} must be an integer, not {raw!r}") from None
    if not minimum <= value <= maximum:
        raise ApiError(400, "invalid_request", f"{name} must be from {minimum} to {maximum}")
    return value


def summary_response(match: Match, status: int = 200) -> Response:
    """A command's answer: the match's summary as the store has it after the command.

    Read again, because what follows a save (bot turns played in process) may
    already have moved the match on.
    """
    return Response(summary_data(summary_of(load_match(match.id))), status=status)


class MatchListView(generics.GenericAPIView):
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
                    400, "invalid_request", f"status must be one of {', '.join(MATCH_STATUSES)}"
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

    @extend_schema(
        request=s.CreateMatchSerializer, responses={201: s.MatchSummarySerializer, **ERRORS}
    )
    @idempotent
    def post(self, request: Request) -> Response:
        body = s.CreateMatchSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        match = get_service().create_match(
            data["game"],
            data["players"],
            data.get("options"),
            seed=data.get("seed"),
            creator=request.user.username,
            client_seed=data.get("client_seed"),
            rated=data.get("rated"),
            listed=data.get("listed", True),
            match_id=command_of(request),
            time_control=data.get("time_control"),
            on_timeout=data.get("on_timeout"),
        )
        return summary_response(match, status=201)

    def recover_committed(self, request: Request) -> Response | None:
        """The answer of a create whose request died after storing it (see api.idempotency)."""
        return created_match_answer(request)


class MatchDetailView(APIView):
    @extend_schema(responses={200: s.MatchSummarySerializer, 404: s.ErrorSerializer})
    def get(self, request: Request, match_id: str) -> Response:
        return Response(summary_data(summary_of(load_match(match_id))))


class JoinView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=s.JoinSerializer, responses={200: s.MatchSummarySerializer, **ERRORS})
    @idempotent
    def post(self, request: Request, match_id: str) -> Response:
        body = s.JoinSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        match = get_service().join(
            match_id,
            request.user.username,
            body.validated_data.get("seat"),
            client_seed=body.validated_data.get("client_seed"),
        )
        return summary_response(match)


class BotsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=s.BotSerializer, responses={200: s.MatchSummarySerializer, **ERRORS})
    @idempotent
    def post(self, request: Request, match_id: str) -> Response:
        if load_match(match_id).creator != request.user.username:
            raise ApiError(403, "not_creator", "only the creator of a match may seat bots in it")
        body = s.BotSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        match = get_service().add_bot(
            match_id, body.validated_data["seat"], body.validated_data["level"]
        )
        return summary_response(match)


class MatchViewView(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "seat", int, description="your own seat (default: yours, or spectator)"
            )
        ],
        responses={200: s.ViewSerializer, **ERRORS},
    )
    def get(self, request: Request, match_id: str) -> Response:
        match = load_match(match_id)
        return Response(
            match_view(match, viewer_for(request, match.seats, finished=match.status == "finished"))
        )


class LegalActionsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: s.LegalActionsSerializer, **ERRORS})
    def get(self, request: Request, match_id: str) -> Response:
        match = load_match(match_id)
        seat = caller_seat(request, match.seats)
        if seat is None:
            raise ApiError(403, "not_seated", "you hold no seat in this match")
        if match.status != "finished" and has_left(match.seats[seat]):
            raise ApiError(
                403,
                "not_seated",
                f"you left seat {seat} for good (resigned or lost on time); a bot plays it out",
            )
        view = match_view(match, seat)
        return Response(
            {"version": view["version"], "seat": seat, "actions": view["legal_actions"]}
        )


class ActionsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=s.ActionSerializer,
        parameters=[OpenApiParameter("Idempotency-Key", str, OpenApiParameter.HEADER)],
        responses={201: s.ActionResultSerializer, **ERRORS},
    )
    @idempotent
    def post(self, request: Request, match_id: str) -> Response:
        return perform_action(request, match_id, request.data, action_command_id(request))

    def recover_committed(self, request: Request, match_id: str) -> Response | None:
        """The answer of an action whose request died after storing it (see api.idempotency).

        The action was accepted at the request's ``expected_version``, so it is the
        ActionApplied right after it carrying this request's command id, followed in
        the same save by ``Finished`` when it ended the game.
        """
        body = s.ActionSerializer(data=request.data)
        if not body.is_valid():
            return None
        expected = body.validated_data["expected_version"]
        command_id = action_command_id(request)
        service = get_service()
        match_uuid = load_match(match_id).id
        stored = list(service.events.get(match_uuid, gt=expected, lte=expected + 2))
        if not stored or not isinstance(stored[0], Match.ActionApplied):
            return None
        if stored[0].command_id != command_id:
            return None
        end = stored[0].originator_version
        if len(stored) > 1 and isinstance(stored[1], Match.Finished):
            # Part of the same command only if the action ended the game (not a later
            # timeout or resignation that happens to follow it).
            after = service.get_match(match_uuid, version=end)
            if after.state is not None and after.engine.outcome(after.state) is not None:
                end = stored[1].originator_version
        return action_answer(service.get_match(match_uuid, version=end), stored[0].seat, expected)


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
        responses={200: s.EventsSerializer, **ERRORS},
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
            **ERRORS,
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
                f"a replay range holds at most {MAX_REPLAY_FRAMES} versions; "
                f"ask from={first}&to={first + MAX_REPLAY_FRAMES - 1} first",
            )
        return Response({"frames": list(replay_frames(summary, viewer, first, last, left))})


class ForkView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=s.ForkSerializer, responses={201: s.MatchSummarySerializer, **ERRORS})
    @idempotent
    def post(self, request: Request, match_id: str) -> Response:
        body = s.ForkSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        match = get_service().fork(
            match_id,
            body.validated_data["at"],
            creator=request.user.username,
            exact=body.validated_data["exact"],
            new_match_id=command_of(request),
        )
        return summary_response(match, status=201)

    def recover_committed(self, request: Request, match_id: str) -> Response | None:
        """The answer of a fork whose request died after storing it (see api.idempotency)."""
        return created_match_answer(request)


# -- answers of commands stored by a request that died before answering -------
# (api.idempotency: a retry with the same Idempotency-Key answers as the first would have)


def perform_action(
    request: Request | HttpRequest, match_id: str, data: Any, command_id: str | None
) -> Response:
    """The signed-in caller's action ``data`` ({"action", "expected_version"}) on their seat,
    answered as ``action_answer``. ``api.hot_path`` calls it too, for plain requests."""
    body = s.ActionSerializer(data=data)
    body.is_valid(raise_exception=True)
    action = body.validated_data["action"]
    expected = body.validated_data["expected_version"]
    service = get_service()
    # A copy (the action changes it); at the version the mover expects, no read.
    loaded = service.match_to_act_on(match_id, expected)
    seat = caller_seat(request, loaded.seats)
    if seat is None:
        raise ApiError(403, "not_your_turn", "you hold no seat in this match")
    if not isinstance(action, dict):
        raise ApiError(400, "illegal_action", 'action must be a JSON object with a "type" field')
    stored: list[Match.Event] = []
    with projection_after_response():
        match = service.act(
            match_id,
            seat,
            action,
            expected_version=expected,
            actor=f"user:{request.user.username}",
            command_id=command_id,
            loaded=loaded,
            stored=stored,
        )
    return action_answer(match, seat, expected, stored)


def action_command_id(request: Request) -> str | None:
    """The ``command_id`` an action records: its Idempotency-Key reservation's command."""
    command = command_of(request)
    return f"key:{command}" if command is not None else None


def action_answer(
    match: Match, seat: int, expected: int, stored: list[Match.Event] | None = None
) -> Response:
    """An accepted action's answer: the new entries from the store, built and redacted
    exactly as /events/ serves them (the read models are not needed), and the new view.

    ``stored``: the events the command has just stored, when the caller holds them
    (the store holds exactly these): then they are not read back."""
    if stored is None:
        stored = list(get_service().events.get(match.id, gt=expected, lte=match.version))
    omniscient = match.status == "finished"
    events = [
        entry_data(entry, seat, omniscient, match.game)
        for event in stored
        if (entry := history_entry(event, match.game)) is not None
    ]
    return Response(
        {"version": match.version, "events": events, "view": match_view(match, seat)},
        status=201,
    )


def created_match_answer(request: Request) -> Response | None:
    """A created (or forked) match's answer, if the store holds the match this request's
    command id names and this user created it: its summary as first stored."""
    command = command_of(request)
    try:
        match = get_service().get_match(command, version=1)
    except MatchNotFound:
        return None
    if match.creator != request.user.username:
        return None
    return Response(summary_data(summary_of(match)), status=201)


# -- crash retries of resign, abort, reclaim and takeback (api.idempotency) ------------


def recorded_command_answer(request: Request, match_id: str, status: int = 200) -> Response | None:
    """The answer of a resign/abort/reclaim/takeback command whose request died after
    storing it: the match's summary (as ``summary_response`` answers), if the event store
    recorded this request's command id on this match; None when the command was not stored.

    One indexed read: the store records command ids with their events
    (``matches.command_index``).
    """
    command_id = action_command_id(request)
    if command_id is None:
        return None
    match = load_match(match_id)
    position = get_service().command_position(command_id)
    if position is None or position.match_id != match.id:
        return None
    return summary_response(match, status=status)


class MatchCommandView(APIView):
    """A player's command on one match, answered with the match's summary.

    Subclasses name the command (``perform``), its body (``body_serializer``) and the
    status of its answer (``answer_status``); the class docstring describes it in the
    OpenAPI schema. Under an Idempotency-Key the command records the reservation's
    command id, which is how a retry after a crash finds it (``recorded_command_answer``).
    """

    permission_classes = [IsAuthenticated]
    #: The JSON body the command takes (None: it takes none).
    body_serializer: type[Serializer] | None = None
    answer_status = 200

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # The schema is derived from the attributes the command itself uses, so the two
        # cannot disagree.
        super().__init_subclass__(**kwargs)
        extend_schema(
            request=cls.body_serializer,
            parameters=[OpenApiParameter("Idempotency-Key", str, OpenApiParameter.HEADER)],
            responses={cls.answer_status: s.MatchSummarySerializer, **ERRORS},
        )(cls)

    @idempotent
    def post(self, request: Request, match_id: str) -> Response:
        match = self.perform(request, match_id, command_id=action_command_id(request))
        return summary_response(match, status=self.answer_status)

    def perform(self, request: Request, match_id: str, command_id: str | None) -> Match:
        """Run the command through the match service; return the match after it."""
        raise NotImplementedError

    def validated_body(self, request: Request) -> dict[str, Any]:
        """The request's body checked by ``body_serializer`` (a 400 when it does not fit)."""
        if self.body_serializer is None:
            return {}
        body = self.body_serializer(data=request.data)
        body.is_valid(raise_exception=True)
        return body.validated_data

    def recover_committed(self, request: Request, match_id: str) -> Response | None:
        return recorded_command_answer(request, match_id, status=self.answer_status)


# -- clocks and leaving (matches.clocks; docs/api.md "Clocks and leaving") -----------------


class ResignView(MatchCommandView):
    """Leave a running match: 2 players, the other wins; more, a bot plays your seat out."""

    body_serializer = s.EmptyCommandSerializer

    def perform(self, request: Request, match_id: str, command_id: str | None) -> Match:
        self.validated_body(request)
        return get_service().resign(match_id, request.user.username, command_id=command_id)


class AbortView(MatchCommandView):
    """Abort at once before the second move; later ask, and every player must agree."""

    body_serializer = s.AbortSerializer

    def perform(self, request: Request, match_id: str, command_id: str | None) -> Match:
        body = self.validated_body(request)
        return get_service().abort(
            match_id, request.user.username, accept=body["accept"], command_id=command_id
        )


class ReclaimView(MatchCommandView):
    """Take your seat back from the bot that took it over when your time ran out."""

    body_serializer = s.EmptyCommandSerializer

    def perform(self, request: Request, match_id: str, command_id: str | None) -> Match:
        self.validated_body(request)
        return get_service().reclaim(match_id, request.user.username, command_id=command_id)


# -- takeback by consent (matches.takeback) ---------------------------------------


def takeback_seat(request: Request, match: Match) -> int:
    """The caller's seat for a takeback command: the one the request waits for, if any."""
    held = match.seats_of(request.user.username)
    if not held:
        raise ApiError(403, "not_seated", "you hold no seat in this match")
    pending = match.pending_takeback
    if pending is not None:
        asked = [seat for seat in held if seat not in pending["accepted"]]
        if asked:
            return asked[0]
        if pending["seat"] in held:
            return pending["seat"]
    return held[0]


class TakebackCommandView(MatchCommandView):
    """Ask for a takeback (``accept`` None), accept or refuse the pending one."""

    body_serializer = s.TakebackCommandSerializer
    accept: bool | None = None

    def perform(self, request: Request, match_id: str, command_id: str | None) -> Match:
        seat = takeback_seat(request, load_match(match_id))
        expected = self.validated_body(request)["expected_version"]
        actor = f"user:{request.user.username}"
        service = get_service()
        with projection_after_response():
            if self.accept is None:
                return service.request_takeback(
                    match_id, seat, expected, actor, command_id=command_id
                )
            return service.answer_takeback(
                match_id, seat, self.accept, expected, actor, command_id=command_id
            )


class TakebackView(TakebackCommandView):
    """Ask to take back your last move (see docs/api.md, "Takeback by consent")."""

    answer_status = 201


class TakebackAcceptView(TakebackCommandView):
    """Agree to the pending takeback; the last consent takes the moves back."""

    accept = True


class TakebackRefuseView(TakebackCommandView):
    """Refuse the pending takeback (the asker: withdraw it); the request ends."""

    accept = False
