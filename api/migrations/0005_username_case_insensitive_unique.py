"""Usernames unique regardless of case, by the database itself, so concurrent sign-ups
cannot slip past the application's check; and no plain-text bearer token left behind."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("api", "0001_squashed_0004_client_tokens"),
        ("auth", "0012_alter_user_first_name_max_length"),
        ("knox", "0009_extend_authtoken_field"),
    ]

    operations = [
        migrations.RunSQL(
            "CREATE UNIQUE INDEX auth_user_username_lower_uniq ON auth_user (lower(username))",
            reverse_sql="DROP INDEX auth_user_username_lower_uniq",
        ),
        # DRF's authtoken app (replaced by hashed knox tokens) kept every token in clear.
        migrations.RunSQL(
            "DROP TABLE IF EXISTS authtoken_token", reverse_sql=migrations.RunSQL.noop
        ),
        # knox's own migrations create its default table although api.ClientToken replaces
        # it (KNOX_TOKEN_MODEL); left behind, its foreign key to auth_user stops Django from
        # emptying the user table (transactional tests on PostgreSQL).
        migrations.RunSQL(
            "DROP TABLE IF EXISTS knox_authtoken", reverse_sql=migrations.RunSQL.noop
        ),
    ]
