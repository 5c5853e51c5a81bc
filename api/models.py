import uuid

from django.conf import settings
from django.db import models
from knox.models import AbstractAuthToken


class IdempotentResponse(models.Model):
    """The first answer to a POST sent with an Idempotency-Key, replayed on retries.

    Inserted before the command runs (``status`` null while it runs), so the
    unique constraint lets exactly one request with a key perform the command.
    """

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=200)
    method = models.CharField(max_length=10)
    path = models.CharField(max_length=300)
    #: "host:pid" of the process running the command, to tell a dead one from a slow one.
    owner = models.CharField(max_length=300, default="")
    status = models.PositiveSmallIntegerField(null=True)
    body = models.JSONField(null=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    #: The id the command records (an action's ``command_id``, a new match's id). A retry
    #: that takes over the key of a request killed before it answered keeps it, so it can
    #: tell whether the command was stored and answer as the first request would have.
    command = models.UUIDField(default=uuid.uuid4, null=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "key"], name="unique_idempotency_key_per_user")
        ]


class ClientToken(AbstractAuthToken):
    """A bearer token of one client (a browser, a bot script): stored only as a digest.

    django-rest-knox does the hashing, expiry and lookup; this model only adds the
    client's name, so a user can tell their tokens apart in the list and revoke one.
    """

    client = models.CharField(max_length=100, blank=True, default="")


class ThrottleCount(models.Model):
    """Login and sign-up attempts of one client address in the current window and the last,
    shared by every process when Django's cache is per process (``api.throttling``)."""

    #: "throttle:<scope>:<client address>"
    key = models.CharField(max_length=200, primary_key=True)
    #: The window's number: unix time // the rate's duration.
    window = models.BigIntegerField()
    count = models.PositiveIntegerField()
    #: The count of window - 1 (0 when the row was last counted earlier).
    previous = models.PositiveIntegerField()
    #: Unix time after which the row counts for nothing (and may be deleted).
    expires = models.BigIntegerField(db_index=True)
