"""Leaderboards, player profiles and per-game statistics (read from ``projections.ratings``).

Anyone may read them; they hold nothing hidden (see ``projections.ratings_queries``).
"""

from __future__ import annotations

from django.contrib.auth.models import User
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import generics, serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api.errors import ApiError
from api.serializers import ErrorSerializer
from games.registry import UnknownGame, get_game
from projections.ratings_queries import (
    game_statistics,
    known_player,
    leaderboard,
    player_profile,
    rating_data,
)

# -- response shapes (for the OpenAPI schema) -------------------------------------------


class RatingSerializer(serializers.Serializer):
    username = serializers.CharField()
    game = serializers.CharField()
    rating = serializers.FloatField(
        help_text="the conservative estimate mu - 3 sigma (0 for a new player); ranks the "
        "leaderboard"
    )
    mu = serializers.FloatField(help_text="the estimated skill (starts at 1500)")
    sigma = serializers.FloatField(help_text="its uncertainty (starts at 500)")
    matches = serializers.IntegerField(help_text="rated matches played")
    wins = serializers.IntegerField(help_text="rated matches won (ties for the win included)")
    updated_at = serializers.DateTimeField()


class LeaderboardEntrySerializer(RatingSerializer):
    rank = serializers.IntegerField(help_text="1 for the best rating")


class RatingChangeSerializer(serializers.Serializer):
    match = serializers.UUIDField()
    game = serializers.CharField()
    seat = serializers.IntegerField()
    rank = serializers.IntegerField(help_text="the player's place in that match, 1 = won")
    rating_before = serializers.FloatField()
    rating_after = serializers.FloatField()
    mu_after = serializers.FloatField()
    sigma_after = serializers.FloatField()
    at = serializers.DateTimeField()


class ProfileMatchSerializer(serializers.Serializer):
    match = serializers.UUIDField()
    game = serializers.CharField()
    status = serializers.CharField()
    players = serializers.IntegerField()
    rated = serializers.BooleanField(help_text="the match changed its players' ratings")
    seat = serializers.IntegerField()
    won = serializers.BooleanField(allow_null=True, help_text="null until the match finished")
    rank = serializers.IntegerField(allow_null=True)
    created_at = serializers.DateTimeField()
    ended_at = serializers.DateTimeField(allow_null=True)


class ProfileGameSerializer(serializers.Serializer):
    game = serializers.CharField()
    matches = serializers.IntegerField(help_text="listed matches the player sat in")
    finished = serializers.IntegerField()
    wins = serializers.IntegerField()


class ProfileSerializer(serializers.Serializer):
    username = serializers.CharField()
    ratings = RatingSerializer(many=True)
    rating_history = RatingChangeSerializer(many=True, help_text="newest first, at most 50")
    recent_matches = ProfileMatchSerializer(many=True, help_text="newest first, at most 20")
    games = ProfileGameSerializer(many=True, help_text="matches and wins per game")


class StatusCountsSerializer(serializers.Serializer):
    total = serializers.IntegerField()
    open = serializers.IntegerField()
    active = serializers.IntegerField()
    finished = serializers.IntegerField()
    aborted = serializers.IntegerField()
    rated = serializers.IntegerField(help_text="finished matches that changed ratings")


class SeatWinRateSerializer(serializers.Serializer):
    players = serializers.IntegerField()
    seat = serializers.IntegerField(help_text="0 moves first")
    matches = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField(allow_null=True)


class BotWinRateSerializer(serializers.Serializer):
    level = serializers.CharField()
    matches = serializers.IntegerField(help_text="finished matches with a bot of this level")
    seats = serializers.IntegerField(help_text="seats it held in them")
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField(allow_null=True, help_text="wins / seats")


class PeopleAgainstBotsSerializer(serializers.Serializer):
    seats = serializers.IntegerField()
    wins = serializers.IntegerField()
    win_rate = serializers.FloatField(allow_null=True)


class FinishedByCountsSerializer(serializers.Serializer):
    played_out = serializers.IntegerField(help_text="the game came to its end")
    resigned = serializers.IntegerField(help_text="ended by a resignation")
    timeout = serializers.IntegerField(help_text="ended by a player's time running out")


class GameStatisticsSerializer(serializers.Serializer):
    game = serializers.CharField()
    matches = StatusCountsSerializer()
    finished_by = FinishedByCountsSerializer(help_text="how the finished matches ended")
    average_moves = serializers.FloatField(
        allow_null=True, help_text="moves of a played-out match (null when none)"
    )
    average_duration_seconds = serializers.FloatField(
        allow_null=True, help_text="from the start to the end of a played-out match"
    )
    average_moves_ended_early = serializers.FloatField(
        allow_null=True,
        help_text="moves played before a resignation or timeout ended the match (null when none)",
    )
    win_rate_by_seat = SeatWinRateSerializer(many=True)
    win_rate_by_bot_level = BotWinRateSerializer(many=True)
    people_against_bots = PeopleAgainstBotsSerializer()


# -- views ----------------------------------------------------------------------------


def known_game(slug: str) -> str:
    try:
        return get_game(slug).slug
    except UnknownGame:
        raise ApiError(
            404, "not_found", gettext("there is no game %(slug)s") % {"slug": repr(slug)}
        ) from None


class LeaderboardView(generics.GenericAPIView):
    permission_classes = [AllowAny]
    serializer_class = LeaderboardEntrySerializer

    @extend_schema(
        responses={200: LeaderboardEntrySerializer(many=True), 404: ErrorSerializer},
    )
    def get(self, request: Request, game: str) -> Response:
        """The game's rated players, best first (20 a page, query `page`)."""
        slug = known_game(game)
        page = self.paginate_queryset(leaderboard(slug))
        assert self.paginator is not None
        first = (self.paginator.page.number - 1) * self.paginator.page.paginator.per_page
        return self.get_paginated_response(
            [
                {"rank": first + index + 1, **rating_data(row)}
                for index, row in enumerate(page or [])
            ]
        )


class PlayerView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[OpenApiParameter("game", str, description="only this game slug")],
        responses={200: ProfileSerializer, 404: ErrorSerializer},
    )
    def get(self, request: Request, username: str) -> Response:
        """A player's ratings, rating history, recent matches and wins per game."""
        game = request.query_params.get("game") or None
        if game is not None:
            game = known_game(game)
        user = User.objects.filter(username__iexact=username).first()
        name = user.username if user is not None else username
        if user is None and not known_player(name):
            raise ApiError(
                404,
                "not_found",
                gettext("there is no player %(username)s") % {"username": repr(username)},
            )
        return Response(player_profile(name, game))


class GameStatisticsView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses={200: GameStatisticsSerializer, 404: ErrorSerializer})
    def get(self, request: Request, game: str) -> Response:
        """Matches by status, average length, win rate by seat order and by bot level."""
        return Response(game_statistics(known_game(game)))
