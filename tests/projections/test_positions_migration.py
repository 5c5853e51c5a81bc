"""The read models' and the ratings' positions move to the followers' table, kept as they were.

Before, the projections kept their positions in a table of their own (``ProjectionTracking``,
"matches" and "ratings"); a database made then must neither project an event twice nor skip
one after the migration.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

pytestmark = pytest.mark.django_db(transaction=True)

# The schema at 0007 (squashed with 0001 to 0006 since).
BEFORE = [
    ("projections", "0001_squashed_0007_ratings_and_statistics"),
    ("matches", "0001_initial"),
]
AFTER = [("projections", "0008_positions_to_followers")]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def positions(apps) -> dict[tuple[str, str], int]:
    rows = apps.get_model("matches", "FollowerPosition").objects.all()
    return {(row.follower, row.application_name): row.notification_id for row in rows}


@pytest.fixture
def migrated_back():
    """The database at the schema before; every migration applied again afterwards."""
    yield migrate(BEFORE)
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())


def test_positions_move_to_the_followers_table_and_back(migrated_back):
    old = migrated_back
    tracking = old.get_model("projections", "ProjectionTracking")
    tracking.objects.create(projection="matches", application_name="tabula", notification_id=41)
    tracking.objects.create(projection="ratings", application_name="tabula", notification_id=37)
    old.get_model("matches", "FollowerPosition").objects.create(
        follower="bot-dispatch", application_name="tabula", notification_id=40
    )

    new = migrate(AFTER)
    assert positions(new) == {
        ("read-models", "tabula"): 41,
        ("ratings", "tabula"): 37,
        ("bot-dispatch", "tabula"): 40,
    }
    assert "projections_projectiontracking" not in connection.introspection.table_names()

    old = migrate(BEFORE)
    rows = old.get_model("projections", "ProjectionTracking").objects.values_list(
        "projection", "notification_id"
    )
    assert sorted(rows) == [("matches", 41), ("ratings", 37)]
    assert positions(old) == {("bot-dispatch", "tabula"): 40}
