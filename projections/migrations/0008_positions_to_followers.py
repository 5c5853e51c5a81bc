# The read models and the ratings keep their positions in the log with the other followers'
# (matches.FollowerPosition): each row of ProjectionTracking moves there, then the table goes.

from django.db import migrations

#: ProjectionTracking.projection -> FollowerPosition.follower
FOLLOWER_OF_PROJECTION = {"matches": "read-models", "ratings": "ratings"}


def move_positions(apps, schema_editor):
    tracking = apps.get_model("projections", "ProjectionTracking")
    positions = apps.get_model("matches", "FollowerPosition")
    db = schema_editor.connection.alias
    for row in tracking.objects.using(db).all():
        positions.objects.using(db).update_or_create(
            follower=FOLLOWER_OF_PROJECTION.get(row.projection, row.projection),
            application_name=row.application_name,
            defaults={"notification_id": row.notification_id},
        )


def move_positions_back(apps, schema_editor):
    tracking = apps.get_model("projections", "ProjectionTracking")
    positions = apps.get_model("matches", "FollowerPosition")
    db = schema_editor.connection.alias
    projection_of = {follower: name for name, follower in FOLLOWER_OF_PROJECTION.items()}
    rows = positions.objects.using(db).filter(follower__in=projection_of)
    for row in rows:
        tracking.objects.using(db).update_or_create(
            projection=projection_of[row.follower],
            application_name=row.application_name,
            defaults={"notification_id": row.notification_id},
        )
    rows.delete()


class Migration(migrations.Migration):
    dependencies = [
        ("matches", "0001_initial"),
        ("projections", "0001_squashed_0007_ratings_and_statistics"),
    ]

    operations = [
        migrations.RunPython(move_positions, move_positions_back),
        migrations.DeleteModel(name="ProjectionTracking"),
    ]
