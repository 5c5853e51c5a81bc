import uuid

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("api", "0005_username_case_insensitive_unique"),
    ]

    operations = [
        # Rows of requests before this migration have no command (NULL), rather than one
        # default shared by all of them; new rows get their own.
        migrations.AddField(
            model_name="idempotentresponse",
            name="command",
            field=models.UUIDField(null=True),
        ),
        migrations.AlterField(
            model_name="idempotentresponse",
            name="command",
            field=models.UUIDField(default=uuid.uuid4, null=True),
        ),
    ]
