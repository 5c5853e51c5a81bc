"""Notification settings, webhooks and the outbox rows the follower records."""

from __future__ import annotations

import secrets
import uuid

from django.conf import settings
from django.db import models

#: What a webhook may subscribe to (``ping`` is sent only on request, to every hook).
#: ``chat_message``: a new message of a match's table chat (``alerts.chat``).
EVENT_TYPES = ("your_turn", "match_started", "move", "match_finished", "chat_message")


def new_webhook_secret() -> str:
    return "whsec_" + secrets.token_urlsafe(32)


class NotificationSettings(models.Model):
    """A user's choices; a user without a row has the defaults."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_settings"
    )
    #: "Your turn" e-mails (sent only when the user has an address: ``User.email``).
    email_enabled = models.BooleanField(default=True)
    #: E-mails of new table-chat messages in the user's matches (opt-in; same address and
    #: batching as "your turn").
    email_chat = models.BooleanField(default=False)


class EmailNotice(models.Model):
    """One fact waiting for the user's next batched e-mail: "your turn" (``version``: the
    match's) or a new table-chat message (``version``: the message's id)."""

    TURN = "turn"
    CHAT = "chat"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    match_id = models.UUIDField()
    game = models.CharField(max_length=40)
    version = models.PositiveIntegerField()
    seat = models.SmallIntegerField()
    created_at = models.DateTimeField(db_index=True)
    #: When the batch holding it was sent (or found out of date and dropped).
    sent_at = models.DateTimeField(null=True, db_index=True)
    kind = models.CharField(max_length=8, default=TURN)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "match_id", "version", "seat", "kind"],
                name="unique_email_notice_of_kind",
            )
        ]


class Webhook(models.Model):
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhooks"
    )
    url = models.URLField(max_length=2000)
    events = models.JSONField(default=list)
    description = models.CharField(max_length=200, blank=True, default="")
    #: Signs every delivery (HMAC-SHA256); the owner may read it.
    secret = models.CharField(max_length=100, default=new_webhook_secret)
    active = models.BooleanField(default=True)
    #: Failed attempts in a row, across deliveries; a success resets it.
    consecutive_failures = models.PositiveIntegerField(default=0)
    #: Why the server turned it off (empty while active or turned off by its owner).
    disabled_reason = models.CharField(max_length=300, blank=True, default="")
    disabled_at = models.DateTimeField(null=True)
    created_at = models.DateTimeField(auto_now_add=True)


class WebhookDelivery(models.Model):
    """One JSON message for one webhook: sent until it succeeds or runs out of attempts."""

    PENDING, DELIVERED, FAILED = "pending", "delivered", "failed"

    #: The ``Tabula-Delivery`` header: the same on every attempt, so receivers can dedupe.
    id = models.UUIDField(primary_key=True, default=uuid.uuid4)
    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="deliveries")
    event_type = models.CharField(max_length=30)
    match_id = models.UUIDField(null=True)
    version = models.PositiveIntegerField(null=True)
    payload = models.JSONField()
    status = models.CharField(max_length=10, default=PENDING, db_index=True)
    attempts = models.PositiveIntegerField(default=0)
    next_attempt_at = models.DateTimeField(db_index=True)
    #: A sender holds the delivery until then (another sender leaves it alone).
    locked_until = models.DateTimeField(null=True)
    #: When it was last published to Celery (None: on the embedded default, or not yet).
    queued_at = models.DateTimeField(null=True)
    created_at = models.DateTimeField()
    delivered_at = models.DateTimeField(null=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["webhook", "event_type", "match_id", "version"],
                name="unique_webhook_delivery",
            )
        ]
        ordering = ["-created_at"]


class WebhookAttempt(models.Model):
    delivery = models.ForeignKey(WebhookDelivery, on_delete=models.CASCADE, related_name="log")
    number = models.PositiveIntegerField()
    at = models.DateTimeField()
    status_code = models.PositiveSmallIntegerField(null=True)
    duration_ms = models.PositiveIntegerField()
    error = models.CharField(max_length=500, blank=True, default="")
    #: The start of the receiver's answer, for the owner's debugging.
    response_excerpt = models.CharField(max_length=500, blank=True, default="")
    ok = models.BooleanField()

    class Meta:
        ordering = ["number"]


class Profile(models.Model):
    """What a user chose for everything written to them: the language of the pages, the API's
    sentences, the history lines and the e-mails. A user without a row (or with no language)
    reads the language their browser asks for (``Accept-Language``)."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    #: One of settings.LANGUAGES' codes, or "" for the browser's choice.
    language = models.CharField(max_length=8, blank=True, default="")
