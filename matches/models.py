"""The only table of the matches app: how far each follower has read the event log."""

from django.db import models


class FollowerPosition(models.Model):
    """The notification id up to which a follower has handled the log (``matches.followers``).

    One row per follower and application: the bots (``bot-dispatch``), the alerts
    (``alerts``), the read models (``read-models``) and the ratings (``ratings``).
    """

    follower = models.CharField(max_length=100)
    application_name = models.CharField(max_length=100)
    notification_id = models.BigIntegerField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["follower", "application_name"], name="unique_follower_position"
            )
        ]
