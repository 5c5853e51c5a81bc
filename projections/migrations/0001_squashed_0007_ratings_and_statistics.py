"""The read models' first seven migrations in one (``manage.py squashmigrations projections
0007``, then each table's later fields and index folded into its ``CreateModel``).

A database with 0001 to 0007 applied counts this one as applied; a new one runs only this.
The replaced files are gone: a database part-way through them (at 0001 to 0006) has to
migrate with a release that still has them first.

``MatchState`` and ``ProjectionTracking`` are still made here, as they were at 0007: 0008
moves the positions out of ``ProjectionTracking`` and 0009 drops ``MatchState``.
"""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    replaces = [
        ("projections", "0001_initial"),
        ("projections", "0002_seat_views_computed_on_read"),
        ("projections", "0003_summary_listed"),
        ("projections", "0004_fair_seeds"),
        ("projections", "0005_clocks"),
        ("projections", "0006_summary_takeback"),
        ("projections", "0007_ratings_and_statistics"),
    ]

    initial = True

    dependencies = []

    operations = [
        migrations.CreateModel(
            name="MatchSummary",
            fields=[
                ("id", models.UUIDField(primary_key=True, serialize=False)),
                ("game", models.CharField(db_index=True, max_length=40)),
                ("status", models.CharField(db_index=True, max_length=10)),
                ("players", models.PositiveSmallIntegerField()),
                ("options", models.JSONField(default=dict)),
                ("seats", models.JSONField(default=list)),
                ("version", models.PositiveIntegerField()),
                ("to_act", models.JSONField(default=list)),
                ("result", models.JSONField(null=True)),
                ("seed_commitment", models.CharField(max_length=64)),
                ("seed", models.CharField(max_length=200, null=True)),
                ("client_seeds", models.JSONField(default=list)),
                ("rng_version", models.PositiveSmallIntegerField(default=1)),
                ("seed_fixed", models.BooleanField(default=False)),
                ("creator", models.CharField(max_length=150, null=True)),
                ("rated", models.BooleanField(default=True)),
                ("listed", models.BooleanField(db_index=True, default=True)),
                ("forked_from", models.JSONField(null=True)),
                ("abort", models.JSONField(null=True)),
                ("abort_votes", models.JSONField(default=list)),
                ("clock", models.JSONField(null=True)),
                ("deadline", models.DateTimeField(db_index=True, null=True)),
                ("on_timeout", models.JSONField(null=True)),
                ("time_control", models.JSONField(default=dict)),
                ("takeback", models.JSONField(default=None, null=True)),
                ("created_at", models.DateTimeField(db_index=True)),
                ("updated_at", models.DateTimeField()),
            ],
            options={
                "ordering": ["-created_at", "id"],
                "indexes": [
                    models.Index(fields=["status", "updated_at"], name="summary_status_updated")
                ],
            },
        ),
        migrations.CreateModel(
            name="MatchState",
            fields=[
                (
                    "match",
                    models.OneToOneField(
                        on_delete=django.db.models.deletion.CASCADE,
                        primary_key=True,
                        serialize=False,
                        to="projections.matchsummary",
                    ),
                ),
                ("version", models.PositiveIntegerField()),
                ("state", models.JSONField()),
            ],
        ),
        migrations.CreateModel(
            name="ProjectionTracking",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("projection", models.CharField(max_length=100)),
                ("application_name", models.CharField(max_length=100)),
                ("notification_id", models.BigIntegerField()),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(
                        fields=("projection", "application_name"), name="unique_projection_position"
                    )
                ],
            },
        ),
        migrations.CreateModel(
            name="HistoryEntry",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("version", models.PositiveIntegerField()),
                ("type", models.CharField(max_length=20)),
                ("seat", models.SmallIntegerField(null=True)),
                ("actor", models.CharField(max_length=160, null=True)),
                ("at", models.DateTimeField()),
                ("action", models.JSONField(null=True)),
                ("effects", models.JSONField(default=list)),
                ("base_state", models.JSONField(null=True)),
                ("text", models.TextField()),
                (
                    "match",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="history",
                        to="projections.matchsummary",
                    ),
                ),
            ],
            options={
                "ordering": ["match", "version"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("match", "version"), name="unique_history_version"
                    )
                ],
            },
        ),
        migrations.CreateModel(
            name="MatchRecord",
            fields=[
                ("id", models.UUIDField(primary_key=True, serialize=False)),
                ("game", models.CharField(max_length=40)),
                ("players", models.PositiveSmallIntegerField()),
                ("rated", models.BooleanField()),
                ("listed", models.BooleanField()),
                ("status", models.CharField(max_length=10)),
                ("moves", models.PositiveIntegerField(default=0)),
                ("created_at", models.DateTimeField()),
                ("started_at", models.DateTimeField(null=True)),
                ("ended_at", models.DateTimeField(null=True)),
                ("duration_seconds", models.FloatField(null=True)),
                ("reason", models.CharField(max_length=20, null=True)),
                ("rating_applied", models.BooleanField(default=False)),
            ],
            options={
                "indexes": [
                    models.Index(fields=["game", "status"], name="matchrecord_game_status")
                ],
            },
        ),
        migrations.CreateModel(
            name="Rating",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("username", models.CharField(max_length=150)),
                ("game", models.CharField(max_length=40)),
                ("mu", models.FloatField()),
                ("sigma", models.FloatField()),
                ("rating", models.FloatField()),
                ("matches", models.PositiveIntegerField(default=0)),
                ("wins", models.PositiveIntegerField(default=0)),
                ("updated_at", models.DateTimeField()),
            ],
            options={
                "indexes": [models.Index(fields=["game", "-rating"], name="rating_leaderboard")],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("username", "game"), name="unique_rating_per_game"
                    )
                ],
            },
        ),
        migrations.CreateModel(
            name="RatingChange",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("match_id", models.UUIDField()),
                ("username", models.CharField(max_length=150)),
                ("game", models.CharField(max_length=40)),
                ("seat", models.PositiveSmallIntegerField()),
                ("rank", models.PositiveSmallIntegerField()),
                ("mu_before", models.FloatField()),
                ("sigma_before", models.FloatField()),
                ("rating_before", models.FloatField()),
                ("mu_after", models.FloatField()),
                ("sigma_after", models.FloatField()),
                ("rating_after", models.FloatField()),
                ("at", models.DateTimeField()),
            ],
            options={
                "indexes": [models.Index(fields=["username", "-at"], name="ratingchange_player")],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("match_id", "username"), name="unique_rating_change"
                    )
                ],
            },
        ),
        migrations.CreateModel(
            name="SeatRecord",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("seat", models.PositiveSmallIntegerField()),
                ("username", models.CharField(db_index=True, max_length=150, null=True)),
                ("bot", models.CharField(max_length=40, null=True)),
                ("won", models.BooleanField(null=True)),
                ("rank", models.PositiveSmallIntegerField(null=True)),
                ("forfeited", models.BooleanField(default=False)),
                (
                    "match",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="seat_records",
                        to="projections.matchrecord",
                    ),
                ),
            ],
            options={
                "ordering": ["match", "seat"],
                "constraints": [
                    models.UniqueConstraint(fields=("match", "seat"), name="unique_seat_record")
                ],
            },
        ),
    ]
