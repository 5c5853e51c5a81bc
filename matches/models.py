"""The only table of the games app: how far each follower has read the event log."""

from django.db import models


class FollowerPosition(models.Model):
    """The notification id up to which a follower (``matches.dispatch``) has dispatched."""

    follower = models.CharField(max_length=100)
    application_name = models.CharField(max_length=100)
    notification_id = models.BigIntegerField()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["follower", "application_name"], name="unique_follower_position"
            )
        ]
