"""The API's first four migrations in one (``manage.py squashmigrations api 0004``, then each
table's later fields folded into its ``CreateModel``). It stops before 0005, which runs after
knox's migrations, and knox's migrations run after this one's ``ClientToken`` (its token model).

A database with 0001 to 0004 applied counts this one as applied; a new one runs only this.
The replaced files are gone: a database part-way through them (at 0001 to 0003) has to
migrate with a release that still has them first.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    replaces = [
        ("api", "0001_initial"),
        ("api", "0002_idempotency_reservation"),
        ("api", "0003_idempotency_owner"),
        ("api", "0004_client_tokens"),
    ]

    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="IdempotentResponse",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("key", models.CharField(max_length=200)),
                ("method", models.CharField(max_length=10)),
                ("path", models.CharField(max_length=300)),
                # A reservation (the request still running) has no status nor body yet.
                ("status", models.PositiveSmallIntegerField(null=True)),
                ("body", models.JSONField(null=True)),
                ("created_at", models.DateTimeField(auto_now_add=True, db_index=True)),
                (
                    "user",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE, to=settings.AUTH_USER_MODEL
                    ),
                ),
                ("owner", models.CharField(default="", max_length=300)),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(
                        fields=("user", "key"), name="unique_idempotency_key_per_user"
                    )
                ],
            },
        ),
        migrations.CreateModel(
            name="ClientToken",
            fields=[
                ("digest", models.CharField(max_length=128, primary_key=True, serialize=False)),
                ("token_key", models.CharField(db_index=True, max_length=25)),
                ("created", models.DateTimeField(auto_now_add=True)),
                ("expiry", models.DateTimeField(blank=True, null=True)),
                ("client", models.CharField(blank=True, default="", max_length=100)),
                (
                    "user",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="auth_token_set",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
            options={
                "abstract": False,
            },
        ),
    ]
