"""Reading the ratings and statistics read models (``projections.ratings``).

Everything here is public: ratings come from rated matches, which are listed ones; the
statistics and profiles count listed matches only, so a private match (reached by its id
only) never shows up on somebody's profile. Nothing hidden is stored in these tables.
"""

from __future__ import annotations

from typing import Any

from django.core.cache import cache
from django.db.models import Avg, Count, Q, QuerySet

from matches.service import MatchService
from projections import ratings
from projections.models import MatchRecord, Rating, RatingChange, SeatRecord

#: How many rating changes and recent matches a profile lists.
PROFILE_HISTORY = 50
PROFILE_RECENT_MATCHES = 20
#: Statistics are cached per game and projection position: any new event makes a new key.
STATS_CACHE_SECONDS = 300
MATCH_STATUSES = ("open", "active", "finished", "aborted")
#: How a finished match ended (``MatchRecord.reason``). A match somebody left by resigning or
#: running out of time says little about how long the game lasts (it may end before any move),
#: so the averages of length are of played-out matches, and the others are counted apart.
PLAYED_OUT = Q(reason="played_out") | Q(reason__isnull=True)
ENDED_EARLY = Q(reason__in=("resigned", "timeout"))


def _iso(value: Any) -> str | None:
    return value.isoformat().replace("+00:00", "Z") if value is not None else None


def leaderboard(game: str) -> QuerySet[Rating]:
    """The game's rated players, best conservative rating first (ties by name)."""
    return Rating.objects.filter(game=game).order_by("-rating", "username")


def rating_data(rating: Rating) -> dict[str, Any]:
    return {
        "username": rating.username,
        "game": rating.game,
        "rating": round(rating.rating, 1),
        "mu": rating.mu,
        "sigma": rating.sigma,
        "matches": rating.matches,
        "wins": rating.wins,
        "updated_at": _iso(rating.updated_at),
    }


def known_player(username: str) -> bool:
    """Whether ``username`` ever sat in a listed match or has a rating."""
    return (
        SeatRecord.objects.filter(username=username, match__listed=True).exists()
        or Rating.objects.filter(username=username).exists()
    )


def player_profile(username: str, game: str | None = None) -> dict[str, Any]:
    """Ratings per game, rating history, recent matches and wins per game of one player."""
    ratings_rows = Rating.objects.filter(username=username).order_by("game")
    changes = RatingChange.objects.filter(username=username)
    seats = SeatRecord.objects.filter(username=username, match__listed=True)
    if game:
        ratings_rows = ratings_rows.filter(game=game)
        changes = changes.filter(game=game)
        seats = seats.filter(match__game=game)
    recent = seats.select_related("match").order_by("-match__created_at", "-match_id")[
        :PROFILE_RECENT_MATCHES
    ]
    per_game = (
        seats.values("match__game")
        .annotate(
            matches=Count("id"),
            finished=Count("id", filter=Q(match__status="finished")),
            wins=Count("id", filter=Q(won=True)),
        )
        .order_by("match__game")
    )
    return {
        "username": username,
        "ratings": [rating_data(row) for row in ratings_rows],
        "rating_history": [
            {
                "match": str(change.match_id),
                "game": change.game,
                "seat": change.seat,
                "rank": change.rank,
                "rating_before": round(change.rating_before, 1),
                "rating_after": round(change.rating_after, 1),
                "mu_after": change.mu_after,
                "sigma_after": change.sigma_after,
                "at": _iso(change.at),
            }
            for change in changes.order_by("-at", "-id")[:PROFILE_HISTORY]
        ],
        "recent_matches": [
            {
                "match": str(seat.match_id),
                "game": seat.match.game,
                "status": seat.match.status,
                "players": seat.match.players,
                "rated": seat.match.rating_applied,
                "seat": seat.seat,
                "won": seat.won,
                "rank": seat.rank,
                "created_at": _iso(seat.match.created_at),
                "ended_at": _iso(seat.match.ended_at),
            }
            for seat in recent
        ],
        "games": [
            {
                "game": row["match__game"],
                "matches": row["matches"],
                "finished": row["finished"],
                "wins": row["wins"],
            }
            for row in per_game
        ],
    }


def _rate(wins: int, of: int) -> float | None:
    return round(wins / of, 4) if of else None


def game_statistics(game: str) -> dict[str, Any]:
    """Matches, average length, win rate by seat order and by bot level of one game.

    A handful of aggregate queries over the statistics rows (indexed by game and status),
    cached until the projection moves on.
    """
    key = f"tabula:stats:v2:{game}:{ratings.position(MatchService.name)}"
    cached = cache.get(key)
    if cached is None:
        cached = _compute_statistics(game)
        cache.set(key, cached, STATS_CACHE_SECONDS)
    return cached


def _compute_statistics(game: str) -> dict[str, Any]:
    records = MatchRecord.objects.filter(game=game, listed=True)
    counts = records.aggregate(
        total=Count("id"),
        rated=Count("id", filter=Q(rating_applied=True)),
        **{status: Count("id", filter=Q(status=status)) for status in MATCH_STATUSES},
    )
    finished = records.filter(status="finished").aggregate(
        played_out=Count("id", filter=PLAYED_OUT),
        resigned=Count("id", filter=Q(reason="resigned")),
        timeout=Count("id", filter=Q(reason="timeout")),
        average_moves=Avg("moves", filter=PLAYED_OUT),
        average_duration=Avg("duration_seconds", filter=PLAYED_OUT),
        average_moves_ended_early=Avg("moves", filter=ENDED_EARLY),
    )
    seats = SeatRecord.objects.filter(
        match__game=game, match__listed=True, match__status="finished"
    )
    by_seat = (
        seats.values("match__players", "seat")
        .annotate(matches=Count("id"), wins=Count("id", filter=Q(won=True)))
        .order_by("match__players", "seat")
    )
    by_bot = (
        seats.filter(bot__isnull=False)
        .values("bot")
        .annotate(
            matches=Count("match", distinct=True),
            seats=Count("id"),
            wins=Count("id", filter=Q(won=True)),
        )
        .order_by("bot")
    )
    with_bots = seats.filter(bot__isnull=False).values("match")
    human_seats = seats.filter(bot__isnull=True, match__in=with_bots).aggregate(
        seats=Count("id"), wins=Count("id", filter=Q(won=True))
    )
    return {
        "game": game,
        "matches": {
            "total": counts["total"],
            **{status: counts[status] for status in MATCH_STATUSES},
            "rated": counts["rated"],
        },
        "finished_by": {
            reason: finished[reason] for reason in ("played_out", "resigned", "timeout")
        },
        "average_moves": _round(finished["average_moves"]),
        "average_duration_seconds": _round(finished["average_duration"]),
        "average_moves_ended_early": _round(finished["average_moves_ended_early"]),
        "win_rate_by_seat": [
            {
                "players": row["match__players"],
                "seat": row["seat"],
                "matches": row["matches"],
                "wins": row["wins"],
                "win_rate": _rate(row["wins"], row["matches"]),
            }
            for row in by_seat
        ],
        "win_rate_by_bot_level": [
            {
                "level": row["bot"],
                "matches": row["matches"],
                "seats": row["seats"],
                "wins": row["wins"],
                "win_rate": _rate(row["wins"], row["seats"]),
            }
            for row in by_bot
        ],
        "people_against_bots": {
            "seats": human_seats["seats"],
            "wins": human_seats["wins"],
            "win_rate": _rate(human_seats["wins"], human_seats["seats"]),
        },
    }


def _round(value: float | None) -> float | None:
    return round(value, 2) if value is not None else None


def opponents_in(match_ids: list[str], username: str) -> dict[str, list[dict[str, Any]]]:
    """Who else sat in each of these matches (before the start), seat by seat: one query."""
    found: dict[str, list[dict[str, Any]]] = {}
    rows = SeatRecord.objects.filter(match_id__in=match_ids).order_by("match_id", "seat")
    for row in rows:
        if row.username == username:
            continue
        found.setdefault(str(row.match_id), []).append(
            {"seat": row.seat, "username": row.username, "bot": row.bot}
        )
    return found


def means_before(match_ids: list[str], username: str) -> dict[str, float]:
    """The player's mean ``mu`` before each of these rated matches (the profile's history lists
    the cautious rating before and after, and the mean after only)."""
    changes = RatingChange.objects.filter(match_id__in=match_ids, username=username)
    return {str(change.match_id): change.mu_before for change in changes}
