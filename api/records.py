"""Match records over HTTP (docs/records.md): read one, import one, and the signing key.

* ``GET /api/v1/matches/{id}/record/``: the signed record of a finished match; while it runs,
  the record as the caller's seat (or a spectator) may see it.
* ``POST /api/v1/records/``: import another server's record, checked by replay, as a finished,
  unrated match of this server.
* ``GET /.well-known/tabula-records-key``: the public key records of this server are signed
  with.
"""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from django.utils.translation import gettext
from django.views.decorators.http import require_GET
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api import serializers as s
from api.answers import summary_response
from api.errors import ApiError
from api.idempotency import idempotent
from api.lookup import load_match, viewer_for
from api.typed_schema import GameActionField
from matches import records, signing
from matches.service import get_service
from projections.runner import projection_after_response


class RecordSeatSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    name = serializers.CharField(allow_null=True, help_text="the player's name on that server")
    bot = serializers.CharField(allow_null=True, help_text="the bot level of a bot seat")


class RecordRandomnessSerializer(serializers.Serializer):
    rng_version = serializers.IntegerField()
    seed_commitment = serializers.CharField()
    seed = serializers.CharField(
        allow_null=True, help_text="the revealed server seed; null in a record of a running match"
    )
    client_seeds = serializers.ListField(child=serializers.CharField())
    seed_fixed = serializers.BooleanField()


class RecordStartSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    at = serializers.DateTimeField()
    initial_state = serializers.DictField(
        allow_null=True, help_text="a fork's first position (null: the game's own setup)"
    )
    state = serializers.CharField(
        required=False, help_text="SHA-256 of the canonical JSON of the state after the setup"
    )


class RecordEndSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    at = serializers.DateTimeField()


class RecordLogEntrySerializer(serializers.Serializer):
    version = serializers.IntegerField()
    at = serializers.DateTimeField()
    kind = serializers.ChoiceField(choices=[kind for kind, _ in records.LOG_KINDS.values()])
    seat = serializers.IntegerField()
    actor = serializers.CharField(required=False, help_text='"user:<name>" or "bot:<level>"')
    action = GameActionField(required=False, help_text="an action entry's action")
    by = serializers.CharField(required=False)
    then = serializers.CharField(required=False)
    level = serializers.CharField(required=False)
    reason = serializers.CharField(required=False)
    to_version = serializers.IntegerField(required=False)
    accept = serializers.BooleanField(required=False)
    state = serializers.CharField(
        required=False, help_text="SHA-256 of the canonical JSON of the state after this entry"
    )


@extend_schema_field(
    {
        "oneOf": [
            {"type": "string", "enum": ["all", "spectator"]},
            {"type": "integer", "minimum": 0},
        ],
        "description": '"all" (a complete record), "spectator", or the seat it was read by',
    }
)
class SeenByField(serializers.JSONField):
    pass


class RecordSignatureSerializer(serializers.Serializer):
    algorithm = serializers.ChoiceField(choices=[signing.ALGORITHM])
    key_id = serializers.CharField()
    public_key = serializers.CharField(help_text="base64url of the raw 32-byte public key")
    value = serializers.CharField(help_text="base64url of the signature of the digest's text")


class MatchRecordSerializer(serializers.Serializer):
    """A match record (docs/records.md)."""

    format = serializers.ChoiceField(choices=[records.FORMAT])
    format_version = serializers.IntegerField()
    game = serializers.CharField()
    rules_version = serializers.CharField()
    players = serializers.IntegerField()
    options = serializers.DictField()
    match = serializers.DictField(
        help_text="id, created_at, status, rated, time_control, forked_from, imported_from "
        "on the server that signed it"
    )
    seats = RecordSeatSerializer(many=True)
    randomness = RecordRandomnessSerializer()
    start = RecordStartSerializer(allow_null=True)
    log = RecordLogEntrySerializer(many=True)
    end = RecordEndSerializer(allow_null=True)
    result = s.ResultSerializer(allow_null=True)
    final_state = serializers.CharField(allow_null=True)
    seen_by = SeenByField()
    digest = serializers.CharField(help_text='"sha256:" + hex, over the canonical JSON (RFC 8785)')
    signature = RecordSignatureSerializer()


class RecordsKeySerializer(serializers.Serializer):
    algorithm = serializers.CharField()
    key_id = serializers.CharField()
    public_key = serializers.CharField()


class MatchRecordView(APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "seat", int, description="while the match runs: your own seat (default: yours)"
            )
        ],
        responses={200: MatchRecordSerializer, **s.ERRORS},
    )
    def get(self, request: Request, match_id: str) -> Response:
        """The signed record of the match: complete once it is finished; while it runs, as
        your seat (or a spectator) may see it, without the seed."""
        match = load_match(match_id)
        if match.status == "finished":
            return Response(records.export_record(get_service(), match.id))
        viewer = viewer_for(request, match.seats)
        return Response(records.export_record(get_service(), match.id, viewer=viewer))


class RecordImportView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=MatchRecordSerializer,
        responses={200: s.MatchSummarySerializer, 201: s.MatchSummarySerializer, **s.ERRORS},
    )
    @idempotent
    def post(self, request: Request) -> Response:
        """Import a complete record from any server: it is checked (digest, signature, a
        replay of every action) and becomes a finished, unrated match here, marked
        ``imported_from``. The same record again answers 200 with the first import."""
        if not isinstance(request.data, dict):
            raise ApiError(400, "invalid_record", gettext("a record is a JSON object"))
        try:
            with projection_after_response():
                match, new = records.import_record(
                    get_service(), request.data, importer=request.user.username
                )
        except records.RecordRejected as error:
            raise ApiError(400, "invalid_record", str(error)) from None
        return summary_response(match, status=201 if new else 200)


@require_GET
def records_key(request: HttpRequest) -> JsonResponse:
    """``/.well-known/tabula-records-key``: the public key this server signs records with."""
    response = JsonResponse(signing.public_key_info())
    response["Cache-Control"] = "public, max-age=3600"
    response["Access-Control-Allow-Origin"] = "*"
    return response
