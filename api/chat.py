"""The table chat of a match (``chat.log``): its history, sending, deleting and reporting a
message, the table's choice about the players' channel, and each reader's mutes.

New messages reach open match streams as ``chat`` events (``api.stream``); every process's
streams hear of them through the match's notifications (``Notifier.publish_news``).
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from django.contrib.auth import get_user_model
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from alerts.chat import queue_chat_message
from alerts.worker import wake as wake_alerts
from api.errors import ApiError
from api.lookup import load_match
from api.serializers import ErrorSerializer
from api.throttling import ChatRateThrottle
from chat import log as chat_log
from chat.models import CHANNELS
from matches.notify import get_notifier


class ChatMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="its position in the match's chat log")
    channel = serializers.ChoiceField(choices=CHANNELS)
    author = serializers.CharField()
    text = serializers.CharField(
        allow_null=True, help_text="plain text, never markup; null once its author deleted it"
    )
    deleted = serializers.BooleanField()
    sent_at = serializers.DateTimeField()


class ChatPageSerializer(serializers.Serializer):
    channel = serializers.ChoiceField(choices=CHANNELS)
    messages = ChatMessageSerializer(many=True, help_text="oldest first")
    next_before = serializers.IntegerField(
        allow_null=True, help_text="?before= for the older page (null: none)"
    )


class ChatSendSerializer(serializers.Serializer):
    channel = serializers.ChoiceField(choices=CHANNELS)
    text = serializers.CharField(
        max_length=chat_log.MAX_LENGTH,
        trim_whitespace=False,
        help_text=f"plain text, 1 to {chat_log.MAX_LENGTH} characters, no control characters "
        "but the line break",
    )


class ChatReportSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class ChatReportAnswerSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    message = serializers.IntegerField()
    reason = serializers.CharField()


class ChatTableSerializer(serializers.Serializer):
    spectators_read_players = serializers.BooleanField(
        help_text="spectators may read what the players say from now on (default: false)"
    )


class ChatAccessSerializer(ChatTableSerializer):
    may_open = serializers.BooleanField(
        help_text="you may set spectators_read_players to true (the creator, before the start)"
    )
    may_close = serializers.BooleanField(
        help_text="you may set spectators_read_players to false (a seated player, or the creator "
        "before the start)"
    )
    read = serializers.ListField(
        child=serializers.ChoiceField(choices=CHANNELS), help_text="the channels you may read"
    )
    write = serializers.ListField(
        child=serializers.ChoiceField(choices=CHANNELS), help_text="the channels you may write in"
    )


class ChatMuteSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)


class ChatMutesSerializer(serializers.Serializer):
    muted = serializers.ListField(
        child=serializers.CharField(), help_text="the players whose messages you do not see"
    )


CHANNEL = OpenApiParameter("channel", str, enum=list(CHANNELS), required=True)
BEFORE = OpenApiParameter("before", int, description="messages before this one (paging back)")
LIMIT = OpenApiParameter(
    "limit",
    int,
    description=f"messages per page (default {chat_log.PAGE}, most {chat_log.MAX_PAGE})",
)


def errors(*codes: int) -> dict[int, Any]:
    return {code: ErrorSerializer for code in codes}


def whole_number(request: Request, name: str, default: int | None) -> int | None:
    raw = request.query_params.get(name)
    if raw in (None, ""):
        return default
    try:
        number = int(raw)
    except ValueError:
        raise ApiError(
            400,
            "invalid_request",
            gettext("%(name)s must be an integer, not %(raw)s") % {"name": name, "raw": repr(raw)},
        ) from None
    if number < 1:
        raise ApiError(
            400, "invalid_request", gettext("%(name)s must be 1 or more") % {"name": name}
        )
    return number


def reader_of(request: Request, match_id: UUID) -> tuple[Any, chat_log.ChatReader]:
    match = load_match(match_id)
    return match, chat_log.reader_for(request.user, match.seats)


def valid(serializer_class: type[serializers.Serializer], data: Any) -> dict[str, Any]:
    body = serializer_class(data=data)
    body.is_valid(raise_exception=True)
    return dict(body.validated_data)


class ChatView(APIView):
    """A match's chat: a page of one channel's history, or a new message."""

    throttle_scope = "chat"
    throttle_classes = [ChatRateThrottle]

    @extend_schema(
        parameters=[CHANNEL, BEFORE, LIMIT],
        responses={200: ChatPageSerializer, **errors(400, 401, 403, 404)},
    )
    def get(self, request: Request, match_id: UUID) -> Response:
        _, reader = reader_of(request, match_id)
        limit = min(whole_number(request, "limit", chat_log.PAGE) or 0, chat_log.MAX_PAGE)
        channel = chat_log.check_channel(request.query_params.get("channel"))
        messages, next_before = chat_log.history(
            match_id, reader, channel, whole_number(request, "before", None), limit
        )
        return Response(
            {
                "channel": channel,
                "messages": [chat_log.message_data(message) for message in messages],
                "next_before": next_before,
            }
        )

    @extend_schema(
        request=ChatSendSerializer,
        responses={201: ChatMessageSerializer, **errors(400, 401, 403, 404, 429)},
    )
    def post(self, request: Request, match_id: UUID) -> Response:
        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", gettext("sign in to chat"))
        match, reader = reader_of(request, match_id)
        if not isinstance(request.data, dict):
            raise ApiError(400, "invalid_request", gettext("send a JSON object: {channel, text}"))
        # The text is checked by chat.log (one sentence for every way it can be wrong).
        message = chat_log.post(
            match_id, reader, request.data.get("channel"), request.data.get("text"), request.user
        )
        get_notifier().publish_news(match_id)
        if queue_chat_message(message, match):
            wake_alerts()
        return Response(chat_log.message_data(message), status=201)


class ChatMessageView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: ChatMessageSerializer, **errors(401, 403, 404)})
    def delete(self, request: Request, match_id: UUID, message_id: int) -> Response:
        """Delete your own message: its words are erased and the log records the deletion."""
        _, reader = reader_of(request, match_id)
        message = chat_log.delete(match_id, reader, message_id)
        get_notifier().publish_news(match_id)
        return Response(chat_log.message_data(message))


class ChatReportView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=ChatReportSerializer,
        responses={201: ChatReportAnswerSerializer, **errors(400, 401, 404)},
    )
    def post(self, request: Request, match_id: UUID, message_id: int) -> Response:
        """Report a message to the administrators (Django admin, "Chat reports")."""
        _, reader = reader_of(request, match_id)
        body = valid(ChatReportSerializer, request.data)
        report = chat_log.report(match_id, reader, message_id, body["reason"], request.user)
        return Response(
            {"id": report.id, "message": report.message_id, "reason": report.reason}, status=201
        )


class ChatTableView(APIView):
    """Who reads the players' channel, and what the caller may read and write."""

    def answer(self, match: Any, reader: chat_log.ChatReader) -> Response:
        may_open, may_close = chat_log.table_choices(reader, match.creator, match.status)
        return Response(
            {
                "spectators_read_players": chat_log.spectators_read_players(match.id),
                "may_open": may_open,
                "may_close": may_close,
                "read": chat_log.readable_channels(reader, match.id),
                "write": chat_log.writable_channels(reader),
            }
        )

    @extend_schema(responses={200: ChatAccessSerializer, **errors(404)})
    def get(self, request: Request, match_id: UUID) -> Response:
        match, reader = reader_of(request, match_id)
        return self.answer(match, reader)

    @extend_schema(
        request=ChatTableSerializer,
        responses={200: ChatAccessSerializer, **errors(400, 401, 403, 404)},
    )
    def put(self, request: Request, match_id: UUID) -> Response:
        """The creator, before the match starts, may let spectators read the players'
        channel; a seated player may close it to them at any time."""
        if not request.user.is_authenticated:
            raise ApiError(401, "not_authenticated", gettext("sign in to change the table's chat"))
        match, reader = reader_of(request, match_id)
        body = valid(ChatTableSerializer, request.data)
        chat_log.set_spectators_read_players(
            match_id, reader, match.creator, match.status, body["spectators_read_players"]
        )
        return self.answer(match, reader)


def account(username: str) -> Any:
    user = get_user_model().objects.filter(username=username).first()
    if user is None:
        raise ApiError(
            404,
            "not_found",
            gettext("there is no player %(username)s") % {"username": repr(username)},
        )
    return user


class ChatMutesView(APIView):
    """The players whose messages the caller does not see (in every match)."""

    permission_classes = [IsAuthenticated]

    def answer(self, request: Request, status: int = 200) -> Response:
        usernames = (
            get_user_model()
            .objects.filter(chat_muted_by__user=request.user)
            .order_by("username")
            .values_list("username", flat=True)
        )
        return Response({"muted": list(usernames)}, status=status)

    @extend_schema(responses={200: ChatMutesSerializer, **errors(401)})
    def get(self, request: Request) -> Response:
        return self.answer(request)

    @extend_schema(
        request=ChatMuteSerializer,
        responses={201: ChatMutesSerializer, **errors(400, 401, 404)},
    )
    def post(self, request: Request) -> Response:
        body = valid(ChatMuteSerializer, request.data)
        chat_log.mute(request.user, account(body["username"]))
        return self.answer(request, status=201)


class ChatMuteView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: ChatMutesSerializer, **errors(401, 404)})
    def delete(self, request: Request, username: str) -> Response:
        """See the player's messages again."""
        chat_log.unmute(request.user, account(username))
        return ChatMutesView().answer(request)
