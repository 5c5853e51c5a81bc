"""Commands: what a signed-in player asks of a match, run through the match service.

Every command view is a ``CommandView``: a POST run once per Idempotency-Key
(``api.idempotency``) and answered with the match's summary after it, as the event store has
it (``api.answers``); an action answers with its new entries and the mover's view instead.
A retry that finds its command already stored by a request that died before answering
answers from the store (``recover_committed``, ``api.recovery``).
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.serializers import Serializer
from rest_framework.views import APIView

from api import serializers as s
from api.answers import action_answer, summary_response
from api.errors import ApiError
from api.idempotency import HEADER as IDEMPOTENCY_HEADER
from api.idempotency import action_command_id, command_of, idempotent
from api.lookup import caller_seat, load_match
from api.recovery import created_match_answer, recorded_command_answer, stored_action_answer
from chat import log as chat_log
from matches.aggregate import Match
from matches.service import get_service
from projections.runner import projection_after_response


class CommandView(APIView):
    """A player's command (POST), answered with the match's summary after it.

    Subclasses name the command (``perform``, on ``match_id`` when the URL names a match),
    its body (``body_serializer``) and the status of its answer (``answer_status``), or the
    whole answer (``answer``); the schema is derived from these attributes, so the two
    cannot disagree, and each command's own docstring describes it there
    (``api.schema.doc_excluded_classes``). Under an Idempotency-Key the command records the
    reservation's command id, which is how a retry after a crash finds it
    (``recover_committed``).
    """

    permission_classes = [IsAuthenticated]
    #: The JSON body the command takes (None: it takes none).
    body_serializer: type[Serializer] | None = None
    answer_serializer: type[Serializer] = s.MatchSummarySerializer
    answer_status = 200
    #: Whether the schema lists the Idempotency-Key header. Every command honours it; the
    #: schema of creating, joining, seating bots and forking has never listed it.
    lists_idempotency_key = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        extend_schema(
            methods=["POST"],
            request=cls.body_serializer,
            parameters=(
                [OpenApiParameter(IDEMPOTENCY_HEADER, str, OpenApiParameter.HEADER)]
                if cls.lists_idempotency_key
                else None
            ),
            responses={cls.answer_status: cls.answer_serializer, **s.ERRORS},
        )(cls)

    @idempotent
    def post(self, request: Request, **route: Any) -> Response:
        return self.answer(request)

    @property
    def match_id(self) -> str:
        """The match the URL names (a command on one match)."""
        return self.kwargs["match_id"]

    def answer(self, request: Request) -> Response:
        """Run the command; answer with the match's summary as the store has it after."""
        match = self.perform(request, action_command_id(request))
        return summary_response(match, status=self.answer_status)

    def perform(self, request: Request, command_id: str | None) -> Match:
        """Run the command through the match service; return the match after it."""
        raise NotImplementedError

    def validated_body(self, request: Request) -> dict[str, Any]:
        """The request's body checked by ``body_serializer`` (a 400 when it does not fit)."""
        if self.body_serializer is None:
            return {}
        body = self.body_serializer(data=request.data)
        body.is_valid(raise_exception=True)
        return body.validated_data

    def recover_committed(self, request: Request, **route: Any) -> Response | None:
        """The answer of this command if a request that died before answering stored it;
        None when it was not stored. By default: found by the command id it recorded."""
        return recorded_command_answer(request, self.match_id, status=self.answer_status)


# -- matches: create, join, seat bots, fork --------------------------------------------


class CreateMatchView(CommandView):
    # POST /matches/ (api.queries.MatchListView lists them with GET). No docstring: the
    # schema has never described this command.

    body_serializer = s.CreateMatchSerializer
    answer_status = 201
    lists_idempotency_key = False

    def perform(self, request: Request, command_id: str | None) -> Match:
        data = self.validated_body(request)
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
        if data.get("spectators_read_players"):
            # The table chat's choice (chat.log), made by the creator before anybody joins.
            reader = chat_log.reader_for(request.user, match.seats)
            chat_log.set_spectators_read_players(
                match.id, reader, match.creator, match.status, True
            )
        return match

    def recover_committed(self, request: Request, **route: Any) -> Response | None:
        return created_match_answer(request)


class JoinView(CommandView):
    body_serializer = s.JoinSerializer
    lists_idempotency_key = False

    def perform(self, request: Request, command_id: str | None) -> Match:
        body = self.validated_body(request)
        return get_service().join(
            self.match_id,
            request.user.username,
            body.get("seat"),
            client_seed=body.get("client_seed"),
        )

    def recover_committed(self, request: Request, **route: Any) -> Response | None:
        return None  # a join records no command id: a retry after a crash runs it again


class BotsView(CommandView):
    body_serializer = s.BotSerializer
    lists_idempotency_key = False

    def perform(self, request: Request, command_id: str | None) -> Match:
        if load_match(self.match_id).creator != request.user.username:
            raise ApiError(
                403, "not_creator", gettext("only the creator of a match may seat bots in it")
            )
        body = self.validated_body(request)
        return get_service().add_bot(self.match_id, body["seat"], body["level"])

    def recover_committed(self, request: Request, **route: Any) -> Response | None:
        return None  # seating a bot records no command id


class ForkView(CommandView):
    body_serializer = s.ForkSerializer
    answer_status = 201
    lists_idempotency_key = False

    def perform(self, request: Request, command_id: str | None) -> Match:
        body = self.validated_body(request)
        return get_service().fork(
            self.match_id,
            body["at"],
            creator=request.user.username,
            exact=body["exact"],
            new_match_id=command_of(request),
        )

    def recover_committed(self, request: Request, **route: Any) -> Response | None:
        return created_match_answer(request)


# -- actions -------------------------------------------------------------------------


class ActionsView(CommandView):
    body_serializer = s.ActionSerializer
    answer_serializer = s.ActionResultSerializer
    answer_status = 201

    def answer(self, request: Request) -> Response:
        return perform_action(request, self.match_id, request.data, action_command_id(request))

    def recover_committed(self, request: Request, **route: Any) -> Response | None:
        return stored_action_answer(request, self.match_id)


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
        raise ApiError(403, "not_your_turn", gettext("you hold no seat in this match"))
    if not isinstance(action, dict):
        raise ApiError(
            400, "illegal_action", gettext('action must be a JSON object with a "type" field')
        )
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


# -- clocks and leaving (matches.clocks; docs/api.md "Clocks and leaving") -----------------


class ResignView(CommandView):
    """Leave a running match: 2 players, the other wins; more, a bot plays your seat out."""

    body_serializer = s.EmptyCommandSerializer

    def perform(self, request: Request, command_id: str | None) -> Match:
        self.validated_body(request)
        return get_service().resign(self.match_id, request.user.username, command_id=command_id)


class AbortView(CommandView):
    """Abort at once before the second move; later ask, and every player must agree."""

    body_serializer = s.AbortSerializer

    def perform(self, request: Request, command_id: str | None) -> Match:
        body = self.validated_body(request)
        return get_service().abort(
            self.match_id, request.user.username, accept=body["accept"], command_id=command_id
        )


class ReclaimView(CommandView):
    """Take your seat back from the bot that took it over when your time ran out."""

    body_serializer = s.EmptyCommandSerializer

    def perform(self, request: Request, command_id: str | None) -> Match:
        self.validated_body(request)
        return get_service().reclaim(self.match_id, request.user.username, command_id=command_id)


# -- takeback by consent (matches.takeback) ---------------------------------------


def takeback_seat(request: Request, match: Match) -> int:
    """The caller's seat for a takeback command: the one the request waits for, if any."""
    held = match.seats_of(request.user.username)
    if not held:
        raise ApiError(403, "not_seated", gettext("you hold no seat in this match"))
    pending = match.pending_takeback
    if pending is not None:
        asked = [seat for seat in held if seat not in pending["accepted"]]
        if asked:
            return asked[0]
        if pending["seat"] in held:
            return pending["seat"]
    return held[0]


class TakebackCommandView(CommandView):
    """Ask for a takeback (``accept`` None), accept or refuse the pending one."""

    body_serializer = s.TakebackCommandSerializer
    accept: bool | None = None

    def perform(self, request: Request, command_id: str | None) -> Match:
        match_id = self.match_id
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
