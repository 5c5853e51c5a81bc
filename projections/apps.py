from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_migrate


def create_event_store_tables(sender: AppConfig, using: str = "default", **kwargs: Any) -> None:
    """``migrate`` also creates the event store's tables (each run: idempotent).

    Only here: web processes run with ``CREATE_TABLE=n`` (matches.storage), since the first
    command of several fresh worker processes would race to create them, and on PostgreSQL
    all but one fail.
    """
    from django.db import connections

    from matches.service import create_event_store_tables

    connection = connections[using]
    # On PostgreSQL the events live in the database being migrated (a test database too).
    dbname = connection.settings_dict["NAME"] if connection.vendor == "postgresql" else None
    create_event_store_tables(dbname=dbname)


class ProjectionsConfig(AppConfig):
    name = "projections"
    verbose_name = "Read models"

    def ready(self) -> None:
        # Its after-save hook and followers are wired by config.wiring.
        post_migrate.connect(create_event_store_tables, sender=self)
