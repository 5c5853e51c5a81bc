"""Ratings and statistics: a projection of their own over the match events.

It reads the same notification log as the read models (``projections.runner``) but is a
follower of its own (``RATINGS``, ``matches.followers``), so it catches up from the first
event wherever it is added, and a fault in it never holds up the lobby and the histories.
``catch_up`` runs right after the read models' catch-up and in ``run_projections
--rebuild``; in a served process the loop runs it (``projections.runner.RatingsFollower``).
Events are processed in notification order, so a rebuild computes every rating again from
the same sequence of matches, bit for bit.

A match is **rated** when its creator asked for it (``Created.rated``), every seat was taken
by a person before the start (no bot), and it finished (an ``Aborted`` match never is).
A seat handed to a bot later (timeout, resign) is still rated for the person who held it
first. Ratings are openskill's Plackett-Luce model (Weng-Lin Bayesian ratings), which takes
a ranking of 2 to 5 players with ties: winners first, then the others by score, forfeited
seats last.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from uuid import UUID

from django.db import transaction
from eventsourcing.persistence import Notification
from openskill.models import PlackettLuce

from matches.aggregate import Match, standing_moves, topics_of
from matches.followers import TrackedPosition
from matches.service import MatchService
from projections.models import MatchRecord, Rating, RatingChange, SeatRecord

#: openskill's default relations between the parameters (mu = 3 sigma = 6 beta = 300 tau),
#: scaled so that a player's mean starts at the familiar 1500.
INITIAL_MU = 1500.0
MODEL = PlackettLuce(mu=INITIAL_MU, sigma=INITIAL_MU / 3, beta=INITIAL_MU / 6, tau=INITIAL_MU / 300)

#: Moves are not among them: a move changes no rating, so a move costs this projection no
#: write (only a look for new events); a match's moves are counted when it ends.
TOPICS = topics_of(Match.Created, Match.SeatTaken, Match.Started, Match.Finished, Match.Aborted)


def conservative_rating(mu: float, sigma: float) -> float:
    """What the leaderboard ranks by: mu - 3 sigma (openskill's ``ordinal``), 0 at first."""
    return mu - 3 * sigma


def finishing_ranks(players: int, outcome: dict[str, Any]) -> list[int]:
    """Each seat's 1-based rank: winners first (tied), the others by score, descending
    (equal scores tie), seats in ``outcome["forfeited"]`` last (tied among themselves)."""
    winners = set(outcome.get("winners") or [])
    forfeited = set(outcome.get("forfeited") or [])
    scores = outcome.get("scores") or {}

    def order(seat: int) -> tuple[int, float]:
        if seat in winners:
            return (0, 0.0)
        if seat in forfeited:
            return (2, 0.0)
        score = scores.get(str(seat), scores.get(seat, 0))
        return (1, -float(score or 0))

    keys = [order(seat) for seat in range(players)]
    distinct = sorted(set(keys))
    return [distinct.index(key) + 1 for key in keys]


@dataclass
class _Player:
    seat: int
    username: str
    rank: int
    won: bool


class RatingsProjector:
    """One batch of events: rows kept in memory, written once each by ``flush``."""

    def __init__(self, service: MatchService) -> None:
        self.service = service
        self.records: dict[UUID, MatchRecord] = {}
        self.seats: dict[UUID, list[SeatRecord]] = {}
        self.new_records: set[UUID] = set()
        self.ratings: dict[tuple[str, str], Rating] = {}
        self.new_ratings: set[tuple[str, str]] = set()
        self.changes: list[RatingChange] = []

    def project(self, event: Any) -> None:
        if isinstance(event, Match.Created):
            self._created(event)
        elif isinstance(event, Match.SeatTaken):
            self._seat_taken(event)
        elif isinstance(event, Match.Started):
            record = self._record(event.originator_id)
            record.status = "active"
            record.started_at = event.timestamp
        elif isinstance(event, Match.Finished):
            self._finished(event)
        elif isinstance(event, Match.Aborted):
            record = self._record(event.originator_id)
            record.status = "aborted"
            self._ended(record, event.timestamp)

    # -- events ------------------------------------------------------------

    def _created(self, event: Any) -> None:
        match_id = event.originator_id
        self.records[match_id] = MatchRecord(
            id=match_id,
            game=event.game,
            players=event.players,
            # An imported match (matches.records) never moves a rating here.
            rated=bool(event.rated) and not getattr(event, "imported_from", None),
            listed=getattr(event, "listed", True),
            status="open",
            moves=0,
            created_at=event.timestamp,
        )
        self.new_records.add(match_id)
        self.seats[match_id] = [
            SeatRecord(match_id=match_id, seat=seat) for seat in range(event.players)
        ]

    def _seat_taken(self, event: Any) -> None:
        record = self._record(event.originator_id)
        if record.status != "open":
            # A seat handed over during play: the first holder keeps it for ratings and stats.
            return
        seat = self.seats[record.id][event.seat]
        seat.username = event.username
        seat.bot = event.bot

    def _finished(self, event: Any) -> None:
        record = self._record(event.originator_id)
        record.status = "finished"
        self._ended(record, event.timestamp)
        outcome = event.outcome
        record.reason = outcome.get("reason", "played_out")
        winners = set(outcome.get("winners") or [])
        forfeited = set(outcome.get("forfeited") or [])
        ranks = finishing_ranks(record.players, outcome)
        seats = self.seats[record.id]
        for seat in seats:
            seat.won = seat.seat in winners
            seat.rank = ranks[seat.seat]
            seat.forfeited = seat.seat in forfeited
        if record.rated and all(seat.username and not seat.bot for seat in seats):
            players = [
                _Player(seat.seat, seat.username, seat.rank, bool(seat.won))
                for seat in seats
                if seat.username is not None and seat.rank is not None
            ]
            self._rate(record, players, event.timestamp)
            record.rating_applied = True

    def _ended(self, record: MatchRecord, at: Any) -> None:
        record.ended_at = at
        if record.started_at is not None:
            record.duration_seconds = (at - record.started_at).total_seconds()
        record.moves = self._moves(record.id)

    def _moves(self, match_id: UUID) -> int:
        """The moves that stand at the end (taken-back ones do not count), read from the
        store: every move of a match is stored before its end, so live and rebuilt agree."""
        return len(standing_moves(self.service.events.get(match_id)))

    # -- ratings -----------------------------------------------------------

    def _rate(self, record: MatchRecord, players: list[_Player], at: Any) -> None:
        current = self._ratings_of(record.game, [p.username for p in players])
        teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in current]
        updated = MODEL.rate(teams, ranks=[float(p.rank) for p in players])
        for player, rating, [new] in zip(players, current, updated, strict=True):
            before = (rating.mu, rating.sigma, rating.rating)
            rating.mu, rating.sigma = new.mu, new.sigma
            rating.rating = conservative_rating(new.mu, new.sigma)
            rating.matches += 1
            rating.wins += int(player.won)
            rating.updated_at = at
            self.changes.append(
                RatingChange(
                    match_id=record.id,
                    username=player.username,
                    game=record.game,
                    seat=player.seat,
                    rank=player.rank,
                    mu_before=before[0],
                    sigma_before=before[1],
                    rating_before=before[2],
                    mu_after=rating.mu,
                    sigma_after=rating.sigma,
                    rating_after=rating.rating,
                    at=at,
                )
            )

    def _ratings_of(self, game: str, usernames: list[str]) -> list[Rating]:
        missing = [name for name in usernames if (name, game) not in self.ratings]
        if missing:
            for row in Rating.objects.filter(game=game, username__in=missing):
                self.ratings[(row.username, game)] = row
        for name in usernames:
            if (name, game) not in self.ratings:
                self.ratings[(name, game)] = Rating(
                    username=name,
                    game=game,
                    mu=MODEL.mu,
                    sigma=MODEL.sigma,
                    rating=conservative_rating(MODEL.mu, MODEL.sigma),
                    matches=0,
                    wins=0,
                )
                self.new_ratings.add((name, game))
        return [self.ratings[(name, game)] for name in usernames]

    # -- rows --------------------------------------------------------------

    def _record(self, match_id: UUID) -> MatchRecord:
        record = self.records.get(match_id)
        if record is None:
            record = MatchRecord.objects.get(id=match_id)
            self.records[match_id] = record
            self.seats[match_id] = list(SeatRecord.objects.filter(match_id=match_id))
        return record

    def flush(self) -> None:
        """Write every row the batch touched, each once."""
        MatchRecord.objects.bulk_create(
            list(self.records.values()),
            update_conflicts=True,
            unique_fields=["id"],
            update_fields=[f.name for f in MatchRecord._meta.concrete_fields if not f.primary_key],
        )
        new_seats = [s for match_id in self.new_records for s in self.seats[match_id]]
        old_seats = [
            s
            for match_id, rows in self.seats.items()
            if match_id not in self.new_records
            for s in rows
        ]
        SeatRecord.objects.bulk_create(new_seats)
        if old_seats:
            SeatRecord.objects.bulk_update(
                old_seats, ["username", "bot", "won", "rank", "forfeited"]
            )
        rating_fields = ["mu", "sigma", "rating", "matches", "wins", "updated_at"]
        Rating.objects.bulk_create([self.ratings[key] for key in self.new_ratings])
        old_ratings = [r for key, r in self.ratings.items() if key not in self.new_ratings]
        if old_ratings:
            Rating.objects.bulk_update(old_ratings, rating_fields)
        RatingChange.objects.bulk_create(self.changes)


# -- driving it ------------------------------------------------------------------------

FOLLOWER_NAME = "ratings"
#: This projection's position in the log (its ``FollowerPosition`` row). Its topics are
#: rare (no move among them): a catch-up looks for one without a lock first.
RATINGS = TrackedPosition(FOLLOWER_NAME, TOPICS, sparse=True)


def catch_up(service: MatchService, batch: int = 500) -> int:
    """Project every event this projection has not seen yet; return how many."""
    return RATINGS.follow(service, lambda notifications: project(service, notifications), batch)


def project(service: MatchService, notifications: list[Notification]) -> int:
    """Project a batch of notifications (inside the step's transaction)."""
    projector = RatingsProjector(service)
    for notification in notifications:
        projector.project(service.mapper.to_domain_event(notification))
    projector.flush()
    return len(notifications)


def position(application_name: str) -> int:
    """How far this projection has read (0 before the first event): a cache key."""
    return RATINGS.stored(application_name)


def drop() -> None:
    """Delete every row of this projection and its position (``run_projections --rebuild``)."""
    with transaction.atomic():
        RatingChange.objects.all().delete()
        Rating.objects.all().delete()
        SeatRecord.objects.all().delete()
        MatchRecord.objects.all().delete()
        RATINGS.reset()
