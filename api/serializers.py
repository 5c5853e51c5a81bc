"""Request bodies (validated here) and response shapes (for the OpenAPI schema)."""

from django.contrib.auth.models import User
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from games.bots import BOT_LEVELS

MAX_SEED = 2**63 - 1


class CredentialsSerializer(serializers.Serializer):
    username = serializers.RegexField(
        r"^[\w.@+-]+$", max_length=150, help_text="letters, digits and @/./+/-/_ only"
    )
    password = serializers.CharField(max_length=128, style={"input_type": "password"})


class RegisterSerializer(CredentialsSerializer):
    def validate_username(self, value: str) -> str:
        if User.objects.filter(username__iexact=value).exists():
            raise serializers.ValidationError(f"the username {value!r} is taken; choose another")
        return value

    def validate(self, data: dict) -> dict:
        # With the user, so that a password like the username is refused too.
        try:
            validate_password(data["password"], user=User(username=data["username"]))
        except DjangoValidationError as error:
            raise serializers.ValidationError({"password": list(error.messages)}) from None
        return data


class RegisteredSerializer(serializers.Serializer):
    username = serializers.CharField()
    token = serializers.CharField()


class TokenSerializer(serializers.Serializer):
    token = serializers.CharField()


class GameSerializer(serializers.Serializer):
    slug = serializers.CharField()
    name = serializers.CharField()
    min_players = serializers.IntegerField()
    max_players = serializers.IntegerField()
    options = serializers.DictField(help_text="option name -> {default, choices, description}")
    rules_version = serializers.CharField()


class CreateMatchSerializer(serializers.Serializer):
    game = serializers.CharField(help_text="a game slug from /api/games/")
    players = serializers.IntegerField()
    options = serializers.DictField(required=False, default=dict)
    seed = serializers.IntegerField(
        required=False,
        min_value=0,
        max_value=MAX_SEED,
        help_text="secret seed; random when omitted",
    )
    listed = serializers.BooleanField(
        required=False,
        default=True,
        help_text="false: a private match, reached by its id only, kept out of the lobby "
        "and unrated",
    )


class SeatSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    username = serializers.CharField(allow_null=True)
    bot = serializers.CharField(allow_null=True)


class ResultSerializer(serializers.Serializer):
    winners = serializers.ListField(child=serializers.IntegerField())
    scores = serializers.DictField(child=serializers.FloatField())


class MatchSummarySerializer(serializers.Serializer):
    id = serializers.UUIDField()
    game = serializers.CharField()
    status = serializers.ChoiceField(choices=["open", "active", "finished", "aborted"])
    players = serializers.IntegerField()
    options = serializers.DictField()
    seats = SeatSerializer(many=True)
    version = serializers.IntegerField()
    to_act = serializers.ListField(child=serializers.IntegerField())
    result = ResultSerializer(allow_null=True)
    seed_commitment = serializers.CharField()
    seed = serializers.IntegerField(allow_null=True)
    creator = serializers.CharField(allow_null=True)
    rated = serializers.BooleanField()
    forked_from = serializers.DictField(allow_null=True)
    listed = serializers.BooleanField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class JoinSerializer(serializers.Serializer):
    seat = serializers.IntegerField(required=False, min_value=0)


class BotSerializer(serializers.Serializer):
    seat = serializers.IntegerField(min_value=0)
    level = serializers.ChoiceField(choices=list(BOT_LEVELS))


class ViewSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    status = serializers.CharField()
    to_act = serializers.ListField(child=serializers.IntegerField())
    state = serializers.DictField(allow_null=True)
    legal_actions = serializers.ListField(child=serializers.DictField())


class ReplayRangeSerializer(serializers.Serializer):
    frames = ViewSerializer(many=True)


class LegalActionsSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    seat = serializers.IntegerField()
    actions = serializers.ListField(child=serializers.DictField())


class ActionSerializer(serializers.Serializer):
    action = serializers.JSONField(
        help_text='one entry of legal_actions, e.g. {"type": "end_turn"}'
    )
    expected_version = serializers.IntegerField(min_value=0)


class HistoryEntrySerializer(serializers.Serializer):
    version = serializers.IntegerField()
    type = serializers.CharField()
    seat = serializers.IntegerField(allow_null=True)
    at = serializers.DateTimeField()
    action = serializers.DictField(allow_null=True)
    effects = serializers.ListField(child=serializers.DictField())
    text = serializers.CharField()


class ActionResultSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    events = HistoryEntrySerializer(
        many=True, help_text="the new history entries, as /events/ returns them to you"
    )
    view = ViewSerializer(
        help_text="your view at the new version, with your legal actions: no GET /view/ needed"
    )


class EventsSerializer(serializers.Serializer):
    events = HistoryEntrySerializer(many=True)
    next_after = serializers.IntegerField()


class ForkSerializer(serializers.Serializer):
    at = serializers.IntegerField(min_value=1)


class ErrorSerializer(serializers.Serializer):
    error = serializers.CharField()
    detail = serializers.CharField()


class ApiRootSerializer(serializers.Serializer):
    version = serializers.CharField()
    games = serializers.URLField()
    matches = serializers.URLField()
    register = serializers.URLField()
    token = serializers.URLField()
    schema = serializers.URLField()
    docs = serializers.URLField()
    health = serializers.URLField()
    ready = serializers.URLField()
