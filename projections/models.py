"""Read models, filled only by the projector (``projections.projector``).

They can be dropped and rebuilt from the event store at any time
(``manage.py run_projections --rebuild``) and come back identical: every
value is derived from events, timestamps included. They hold no game state: a summary is
the ``Match`` aggregate's own lobby row, a history entry one stored event. How far each
projection has read the event log is kept with the other followers' positions
(``matches.models.FollowerPosition``).
"""

from django.db import models


class MatchSummary(models.Model):
    """One lobby row per match."""

    id = models.UUIDField(primary_key=True)
    game = models.CharField(max_length=40, db_index=True)
    status = models.CharField(max_length=10, db_index=True)
    players = models.PositiveSmallIntegerField()
    options = models.JSONField(default=dict)
    seats = models.JSONField(default=list)
    version = models.PositiveIntegerField()
    to_act = models.JSONField(default=list)
    result = models.JSONField(null=True)
    seed_commitment = models.CharField(max_length=64)
    #: Null until the match is finished; text, since a 256-bit seed is no JSON-safe number.
    seed = models.CharField(max_length=200, null=True)
    #: Public seeds the players added to the randomness (games.engine.rng).
    client_seeds = models.JSONField(default=list)
    #: Which derivation of games.engine.rng draws this match's randomness.
    rng_version = models.PositiveSmallIntegerField(default=1)
    #: The creator chose the seed: the match is unrated and its draws are not secret.
    seed_fixed = models.BooleanField(default=False)
    creator = models.CharField(max_length=150, null=True)
    rated = models.BooleanField(default=True)
    forked_from = models.JSONField(null=True)
    #: False for matches of selfplay and benchmarks, and private matches: not in the lobby.
    listed = models.BooleanField(default=True, db_index=True)
    created_at = models.DateTimeField(db_index=True)
    updated_at = models.DateTimeField()
    #: The pending takeback request (matches.takeback.pending_data), or null.
    takeback = models.JSONField(null=True, default=None)
    #: Where an imported match's record came from (matches.records), or null.
    imported_from = models.JSONField(null=True, default=None)

    # -- clocks and leaving (matches.clocks) --
    #: {"kind": "none"} | {"kind": "per_move", ...} | {"kind": "fischer", ...}
    time_control = models.JSONField(default=dict)
    #: What follows a timeout ({"then": "bot", "level"} | {"then": "lose"}); null without clock.
    on_timeout = models.JSONField(null=True)
    #: The seat clocks, folded over the event timestamps (matches.clocks); null without clock.
    clock = models.JSONField(null=True)
    #: The earliest moment a running clock runs out: the timeout sweep's index.
    deadline = models.DateTimeField(null=True, db_index=True)
    #: Seats whose humans asked to abort the match.
    abort_votes = models.JSONField(default=list)
    #: {"reason", "by"} once the match was aborted.
    abort = models.JSONField(null=True)

    class Meta:
        ordering = ["-created_at", "id"]
        indexes = [
            # The abandonment sweep: running or open matches untouched for long.
            models.Index(fields=["status", "updated_at"], name="summary_status_updated"),
        ]


class HistoryEntry(models.Model):
    """One row per stored event. Effects are kept whole and redacted when read."""

    match = models.ForeignKey(MatchSummary, on_delete=models.CASCADE, related_name="history")
    version = models.PositiveIntegerField()
    type = models.CharField(max_length=20)
    seat = models.SmallIntegerField(null=True)
    actor = models.CharField(max_length=160, null=True)
    at = models.DateTimeField()
    action = models.JSONField(null=True)
    effects = models.JSONField(default=list)
    #: The state a forked match starts from (Started events of forks only).
    base_state = models.JSONField(null=True)
    #: What the words of an entry that is no move are made of (``projections.sentences``):
    #: plain values, no prose; null for moves and the setup (the game describes those).
    facts = models.JSONField(null=True)
    #: The entry's words in English (what an English reader is served as is).
    text = models.TextField()

    class Meta:
        ordering = ["match", "version"]
        constraints = [
            models.UniqueConstraint(fields=["match", "version"], name="unique_history_version")
        ]


# -- ratings and statistics (projections.ratings) -------------------------------------
#
# Filled by their own projection ("ratings"), which reads the same notification log with its
# own tracking position, so a deployment that adds it catches up from the first event.


class MatchRecord(models.Model):
    """What the statistics need of one match: who sat down at the start, how it ended."""

    id = models.UUIDField(primary_key=True)
    game = models.CharField(max_length=40)
    players = models.PositiveSmallIntegerField()
    #: The creator asked for a rated match (``Created.rated``); it is rated only if every
    #: seat was a person at the start and it finished (``rating_applied``).
    rated = models.BooleanField()
    listed = models.BooleanField()
    status = models.CharField(max_length=10)
    #: Accepted player actions (``ActionApplied`` events), counted when the match ends.
    moves = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField()
    started_at = models.DateTimeField(null=True)
    ended_at = models.DateTimeField(null=True)
    #: From ``Started`` to ``Finished`` (or ``Aborted``), in seconds.
    duration_seconds = models.FloatField(null=True)
    #: How it ended: "played_out", "resigned", "timeout" (None before the end, or unknown).
    reason = models.CharField(max_length=20, null=True)
    rating_applied = models.BooleanField(default=False)

    class Meta:
        indexes = [models.Index(fields=["game", "status"], name="matchrecord_game_status")]


class SeatRecord(models.Model):
    """A seat of a match as it was filled before the start (later takeovers do not count)."""

    match = models.ForeignKey(MatchRecord, on_delete=models.CASCADE, related_name="seat_records")
    seat = models.PositiveSmallIntegerField()
    username = models.CharField(max_length=150, null=True, db_index=True)
    bot = models.CharField(max_length=40, null=True)
    #: Set when the match finishes: among the winners; 1-based rank (ties share one).
    won = models.BooleanField(null=True)
    rank = models.PositiveSmallIntegerField(null=True)
    forfeited = models.BooleanField(default=False)

    class Meta:
        ordering = ["match", "seat"]
        constraints = [models.UniqueConstraint(fields=["match", "seat"], name="unique_seat_record")]


class Rating(models.Model):
    """A player's current rating in one game (openskill Plackett-Luce)."""

    username = models.CharField(max_length=150)
    game = models.CharField(max_length=40)
    mu = models.FloatField()
    sigma = models.FloatField()
    #: The conservative estimate mu - 3 sigma that the leaderboard ranks by.
    rating = models.FloatField()
    matches = models.PositiveIntegerField(default=0)
    wins = models.PositiveIntegerField(default=0)
    updated_at = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["username", "game"], name="unique_rating_per_game")
        ]
        indexes = [models.Index(fields=["game", "-rating"], name="rating_leaderboard")]


class RatingChange(models.Model):
    """One rated match's effect on one player's rating."""

    match_id = models.UUIDField()
    username = models.CharField(max_length=150)
    game = models.CharField(max_length=40)
    seat = models.PositiveSmallIntegerField()
    rank = models.PositiveSmallIntegerField()
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    rating_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()
    rating_after = models.FloatField()
    at = models.DateTimeField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["match_id", "username"], name="unique_rating_change")
        ]
        indexes = [models.Index(fields=["username", "-at"], name="ratingchange_player")]


# -- the bot's analysis of finished matches (projections.analysis) -------------------
#
# Not derived from events alone but from a search, so a rebuild of the read models keeps
# them (no foreign key to the summary). Each row names the method it was made with; a
# new method (engine rules, bot level, analysis version or budget) makes them anew.


class MatchAnalysis(models.Model):
    """One finished match's analysis job: its method, progress and who holds it."""

    match_id = models.UUIDField(primary_key=True)
    game = models.CharField(max_length=40)
    #: ``projections.analysis.method``: rules version, bot level, analysis version, budget.
    method = models.CharField(max_length=200)
    #: queued, running, done or failed.
    status = models.CharField(max_length=10)
    #: The decisions of the match (actions played), known once a job has read its history.
    decisions = models.PositiveIntegerField(default=0)
    #: A running job holds the match until then, renewing after each decision; a job that
    #: died lets go when it passes, and the next job resumes after the last stored decision.
    lease_until = models.DateTimeField(null=True)
    requested_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True)
    error = models.TextField(blank=True, default="")

    class Meta:
        indexes = [models.Index(fields=["status", "lease_until"], name="analysis_status_lease")]


class DecisionAnalysis(models.Model):
    """The bot's judgement of one action of a finished match, from its mover's view only."""

    match_id = models.UUIDField()
    method = models.CharField(max_length=200)
    #: The version the action made, and the seat that played it.
    version = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    #: Each seat's chance of winning after the action (a list by seat, adding up to 1).
    chances = models.JSONField()
    played_action = models.JSONField()
    best_action = models.JSONField()
    #: Both actions in words, per language ({"en": ..., "ru": ..., "es": ...}).
    played_label = models.JSONField()
    best_label = models.JSONField()
    played_chance = models.FloatField()
    best_chance = models.FloatField()
    loss = models.FloatField()
    mistake = models.BooleanField()
    iterations = models.PositiveIntegerField()
    seconds = models.FloatField()

    class Meta:
        ordering = ["match_id", "version"]
        constraints = [
            models.UniqueConstraint(
                fields=["match_id", "method", "version"], name="unique_decision_analysis"
            )
        ]
