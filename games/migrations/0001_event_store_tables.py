"""Create the event store's tables (``tabula_events``, ``tabula_snapshots``).

They belong to eventsourcing, not to Django models, so this migration calls the recorder's
own ``create_table``. Web processes run with ``CREATE_TABLE=n`` and never create them: on a
fresh PostgreSQL database two processes doing it at once collide in the catalogue.
"""

from django.db import migrations


def create_event_store_tables(apps, schema_editor) -> None:
    from games.service import create_event_store_tables

    connection = schema_editor.connection
    # On PostgreSQL the events live in the database being migrated (a test database too).
    dbname = connection.settings_dict["NAME"] if connection.vendor == "postgresql" else None
    create_event_store_tables(dbname=dbname)


class Migration(migrations.Migration):
    initial = True
    dependencies: list = []
    operations = [
        migrations.RunPython(create_event_store_tables, migrations.RunPython.noop, elidable=False)
    ]
