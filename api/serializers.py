"""Request bodies (validated here) and response shapes (for the OpenAPI schema)."""

import re
import unicodedata

from confusable_homoglyphs import confusables
from django.contrib.auth.models import User
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.utils.translation import gettext
from drf_spectacular.extensions import OpenApiSerializerExtension
from rest_framework import serializers

from api.typed_schema import GameActionField, GameViewField, NullableGameActionField
from games.bots import BOT_LEVELS
from games.engine.rng import CLIENT_SEED_PATTERN

#: A caller-chosen seed: text, and only text.
SEED_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$"
CLIENT_SEED_HELP = (
    "a public seed you add to the match's randomness (1-64 of A-Z a-z 0-9 _ . : -); "
    "see the README, 'Provably fair randomness'"
)


class SeedField(serializers.RegexField):
    """A seed: a JSON string matching the pattern. DRF's text fields would read a number as
    its decimal text, so ``7``, ``7.0`` and ``"7"`` would name one seed (and ``1e400`` none)."""

    def to_internal_value(self, data: object) -> str:
        if not isinstance(data, str):
            raise serializers.ValidationError(gettext("a seed is text: send it as a JSON string"))
        return super().to_internal_value(data)


class CredentialsSerializer(serializers.Serializer):
    username = serializers.RegexField(
        r"^[\w.@+-]+$", max_length=150, help_text="letters, digits and @/./+/-/_ only"
    )
    password = serializers.CharField(max_length=128, style={"input_type": "password"})
    client = serializers.CharField(
        max_length=100,
        required=False,
        default="",
        allow_blank=True,
        help_text="a name for this client's token",
    )


def normalized_username(value: str) -> str:
    """The form a username is stored and compared in: Unicode NFKC (so a full-width
    "ａｄｍｉｎ" is "admin")."""
    return unicodedata.normalize("NFKC", value)


class RegisterSerializer(CredentialsSerializer):
    def validate_username(self, value: str) -> str:
        value = normalized_username(value)
        if not re.fullmatch(r"[\w.@+-]+", value):
            raise serializers.ValidationError(gettext("letters, digits and @/./+/-/_ only"))
        # A name mixing scripts with look-alike letters ("аdmin" with a Cyrillic а)
        # impersonates another; one script, or no confusable mix, is fine.
        if confusables.is_dangerous(value):
            raise serializers.ValidationError(
                gettext("the username mixes scripts with look-alike letters; use one script")
            )
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
    expiry = serializers.DateTimeField(allow_null=True)


class LoginSerializer(CredentialsSerializer):
    # The credentials as they are (no docstring: it would become the schema's description).
    pass


class ClientTokenSerializer(serializers.Serializer):
    token_key = serializers.CharField(help_text="the token's first characters, to tell it apart")
    client = serializers.CharField()
    created = serializers.DateTimeField()
    expiry = serializers.DateTimeField(allow_null=True)
    current = serializers.BooleanField(help_text="the token this request was sent with")


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
    seed = SeedField(
        SEED_PATTERN,
        required=False,
        help_text="a fixed seed, for unrated matches only (the match then says seed_fixed); "
        "by default the server draws a secret 256-bit seed",
    )
    rated = serializers.BooleanField(
        required=False,
        help_text="default: false. A rated match updates its players' ratings when it "
        "finishes; it is between people only (no bot may sit in it) and takes no fixed seed",
    )
    client_seed = SeedField(CLIENT_SEED_PATTERN.pattern, required=False, help_text=CLIENT_SEED_HELP)
    spectators_read_players = serializers.BooleanField(
        required=False,
        default=False,
        help_text="the table chat: spectators may read the players' channel (default: false, "
        "only the seated players read it; see /chat/settings/)",
    )

    def validate(self, attrs: dict) -> dict:
        if attrs.get("rated") and "seed" in attrs:
            raise serializers.ValidationError(
                {"seed": "a fixed seed is only allowed for unrated matches"}
            )
        return attrs

    listed = serializers.BooleanField(
        required=False,
        default=True,
        help_text="false: a private match, reached by its id only, kept out of the lobby "
        "and unrated",
    )
    # -- clocks (matches.clocks; validated by the service: 400 invalid_options) --
    time_control = serializers.JSONField(
        required=False,
        help_text='{"kind": "none"} (default) | {"kind": "per_move", "seconds": S} | '
        '{"kind": "fischer", "initial": I, "increment": N}; whole seconds from 1 '
        "(increment from 0) to 2592000",
    )
    on_timeout = serializers.JSONField(
        required=False,
        help_text='with a clock: {"then": "bot", "level": L} (default: the mcts level; '
        'the player may reclaim the seat) or {"then": "lose"}',
    )


class SeatSerializer(serializers.Serializer):
    seat = serializers.IntegerField()
    username = serializers.CharField(allow_null=True)
    bot = serializers.CharField(allow_null=True)
    handed_over = serializers.ChoiceField(
        choices=["timeout", "resigned", "lost_on_time"],
        required=False,
        help_text="present when a bot took the seat over from its player, and why",
    )
    name = serializers.CharField(
        required=False,
        help_text="an imported match's player, by the name the server that played it knew",
    )


class ResultSerializer(serializers.Serializer):
    winners = serializers.ListField(child=serializers.IntegerField())
    scores = serializers.DictField(child=serializers.FloatField())
    forfeited = serializers.ListField(
        child=serializers.IntegerField(),
        required=False,
        help_text="seats that resigned or lost on time, in that order: they rank last",
    )
    reason = serializers.ChoiceField(
        choices=["resigned", "timeout", "played_out"],
        required=False,
        help_text="present when some seat forfeited: how the match ended",
    )


class ClockSerializer(serializers.Serializer):
    remaining = serializers.ListField(
        child=serializers.FloatField(), help_text="each seat's time left, in seconds, at as_of"
    )
    running = serializers.ListField(
        child=serializers.IntegerField(), help_text="the seats whose clock runs"
    )
    deadline = serializers.DateTimeField(
        allow_null=True, help_text="when the first running clock runs out"
    )
    as_of = serializers.DateTimeField()


class AbortInfoSerializer(serializers.Serializer):
    reason = serializers.ChoiceField(choices=["early", "agreed", "abandoned"])
    by = serializers.CharField(allow_null=True)


# -- takeback by consent (matches.takeback) --


class PendingTakebackSerializer(serializers.Serializer):
    seat = serializers.IntegerField(help_text="the seat that asked to take back its last move")
    to_version = serializers.IntegerField(
        help_text="the match returns to how it was right after this version"
    )
    requested_at = serializers.IntegerField(help_text="the version of the request")
    accepted = serializers.ListField(
        child=serializers.IntegerField(), help_text="seats that agreed (the asker, bots, ...)"
    )
    awaiting = serializers.ListField(
        child=serializers.IntegerField(), help_text="seats whose answer is still needed"
    )


class TakebackCommandSerializer(serializers.Serializer):
    expected_version = serializers.IntegerField(
        min_value=0, help_text="the match version the decision was taken at"
    )


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
    seed_commitment = serializers.CharField(help_text="sha256 hex digest of the server seed")
    seed = serializers.CharField(
        allow_null=True, help_text="the server seed, revealed when the match is finished"
    )
    client_seeds = serializers.ListField(child=serializers.CharField())
    rng_version = serializers.IntegerField(help_text="the randomness derivation (README)")
    seed_fixed = serializers.BooleanField(help_text="the creator chose the seed (unrated)")
    creator = serializers.CharField(allow_null=True)
    rated = serializers.BooleanField()
    forked_from = serializers.DictField(allow_null=True)
    listed = serializers.BooleanField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    time_control = serializers.DictField()
    on_timeout = serializers.DictField(allow_null=True)
    clock = ClockSerializer(allow_null=True, help_text="null without a time control")
    abort_votes = serializers.ListField(
        child=serializers.IntegerField(), help_text="seats whose players asked to abort"
    )
    abort = AbortInfoSerializer(allow_null=True, help_text="how the match was aborted")
    takeback = PendingTakebackSerializer(
        allow_null=True, help_text="the pending takeback request, if any"
    )
    imported_from = serializers.DictField(
        allow_null=True,
        help_text="an imported match (docs/records.md): the record's digest, the signing "
        "key's id and public key, the match id where it was played; null for a match played "
        "here",
    )


class JoinSerializer(serializers.Serializer):
    seat = serializers.IntegerField(required=False, min_value=0, max_value=1000)
    client_seed = SeedField(CLIENT_SEED_PATTERN.pattern, required=False, help_text=CLIENT_SEED_HELP)


class BotSerializer(serializers.Serializer):
    seat = serializers.IntegerField(min_value=0)
    level = serializers.ChoiceField(choices=list(BOT_LEVELS))


class ViewLabelsSerializer(serializers.Serializer):
    phase = serializers.CharField(help_text='what is being decided now, e.g. "round 2, actions"')
    actions = serializers.ListField(
        child=serializers.CharField(), help_text="one sentence per entry of legal_actions"
    )
    types = serializers.DictField(
        child=serializers.CharField(), help_text="action type -> its name in words"
    )
    choices = serializers.DictField(
        help_text="action type -> field -> the value as compact JSON -> its name in words, for "
        "every field whose values tell that type's legal actions apart"
    )


class TakebackOfferSerializer(serializers.Serializer):
    possible = serializers.BooleanField()
    refusal = serializers.CharField(
        allow_null=True, help_text="why not, as a refused request would say (null when possible)"
    )


class ViewSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    seat = serializers.IntegerField(allow_null=True)
    status = serializers.CharField()
    to_act = serializers.ListField(child=serializers.IntegerField())
    state = GameViewField(allow_null=True, help_text="the game's table as this reader may see it")
    legal_actions = serializers.ListField(
        child=GameActionField(), help_text="every action this seat may post now"
    )
    labels = ViewLabelsSerializer(
        help_text="the view in words: the status line's phase and the legal actions' labels"
    )
    takeback = TakebackOfferSerializer(
        allow_null=True,
        required=False,
        help_text="whether this seat could ask to take back its last move now (null for a "
        "spectator or a match that is not running; absent from replay frames, which are past)",
    )


class ReplayRangeSerializer(serializers.Serializer):
    frames = ViewSerializer(many=True)


class LegalActionsSerializer(serializers.Serializer):
    version = serializers.IntegerField()
    seat = serializers.IntegerField()
    actions = serializers.ListField(child=GameActionField())


class ActionSerializer(serializers.Serializer):
    action = GameActionField(help_text='one entry of legal_actions, e.g. {"type": "end_turn"}')
    expected_version = serializers.IntegerField(min_value=0)


class HistoryEntrySerializer(serializers.Serializer):
    version = serializers.IntegerField()
    type = serializers.CharField()
    seat = serializers.IntegerField(allow_null=True)
    at = serializers.DateTimeField()
    action = NullableGameActionField(
        allow_null=True, help_text="the action of an action entry (secret fields may be null)"
    )
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
    at = serializers.IntegerField(min_value=1, max_value=2**31 - 1)
    exact = serializers.BooleanField(
        required=False,
        default=False,
        help_text="copy the hidden zones as they were (analysis); by default they are dealt "
        "anew from the fork's own seed, consistently with what was public",
    )


class AnalysedActionSerializer(serializers.Serializer):
    action = GameActionField()
    label = serializers.CharField(help_text="the action in words, in the reader's language")


class DecisionAnalysisSerializer(serializers.Serializer):
    version = serializers.IntegerField(help_text="the version the played action made")
    seat = serializers.IntegerField(help_text="the seat that moved")
    chances = serializers.ListField(
        child=serializers.FloatField(),
        help_text="each seat's chance of winning after the move, by seat (they add up to 1)",
    )
    played = AnalysedActionSerializer()
    best = AnalysedActionSerializer(help_text="what the bot would have played")
    played_chance = serializers.FloatField(help_text="the mover's chance after the played move")
    best_chance = serializers.FloatField(help_text="the mover's chance after the bot's move")
    loss = serializers.FloatField(help_text="best_chance - played_chance, never below 0")
    mistake = serializers.BooleanField(help_text="loss is above method.mistake_threshold")


class AnalysisMethodSerializer(serializers.Serializer):
    level = serializers.CharField(help_text="the bot level that searched")
    analysis_version = serializers.CharField()
    iterations = serializers.IntegerField(help_text="at most this many iterations per search")
    seconds = serializers.FloatField(help_text="each search stops after this long (0: no cap)")
    mistake_threshold = serializers.FloatField()


class MatchAnalysisSerializer(serializers.Serializer):
    match = serializers.UUIDField()
    game = serializers.CharField()
    players = serializers.IntegerField()
    status = serializers.CharField(
        help_text="done (200); queued, running or failed (202: ask again later, a failed "
        "job is started again)"
    )
    method = AnalysisMethodSerializer()
    decisions_total = serializers.IntegerField(
        help_text="the decisions (actions played) of the match; 0 until a job has read them"
    )
    decisions_done = serializers.IntegerField()
    decisions = DecisionAnalysisSerializer(
        many=True, help_text="those analysed so far that the caller may read, in order"
    )


class ErrorSerializer(serializers.Serializer):
    error = serializers.CharField()
    detail = serializers.CharField()


#: The error answers a match endpoint documents.
ERRORS = {code: ErrorSerializer for code in (400, 401, 403, 404, 409)}


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


class StrictCommandSerializer(serializers.Serializer):
    """A command's body that may hold its own fields only: any other is a 400
    ``invalid_request`` naming it, since a misspelt field (``"acept": false``) would
    otherwise be dropped and the command run with the default. An empty body or ``{}`` is
    fine when no field is required."""

    def to_internal_value(self, data):
        if isinstance(data, dict):
            unknown = sorted(str(name) for name in data if name not in self.fields)
            if unknown:
                takes = ", ".join(self.fields) or "no fields"
                raise serializers.ValidationError(
                    {name: [f"unknown field; this command takes {takes}"] for name in unknown}
                )
        return super().to_internal_value(data)


class StrictCommandScheme(OpenApiSerializerExtension):
    """The OpenAPI schema of a strict command body: its own fields, and
    ``additionalProperties: false`` since any other field is refused. (drf-spectacular
    would otherwise drop a body without fields from the schema, as if it took none.)"""

    target_class = "api.serializers.StrictCommandSerializer"
    match_subclasses = True

    def map_serializer(self, auto_schema, direction):
        schema = auto_schema._map_serializer(self.target, direction, bypass_extensions=True)
        schema["additionalProperties"] = False
        return schema


class EmptyCommandSerializer(StrictCommandSerializer):
    """The body of a command that takes no fields (resign, reclaim): none, or ``{}``; any
    field is a 400 ``invalid_request`` naming it."""


class AbortSerializer(StrictCommandSerializer):
    accept = serializers.BooleanField(
        required=False,
        default=True,
        help_text="true: ask (or agree) to abort; false: decline the standing request",
    )
