"""Request and answer shapes of the notification endpoints (docs/api.md, "Notifications")."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils.translation import gettext
from rest_framework import serializers

from alerts.models import EVENT_TYPES, Webhook, WebhookAttempt, WebhookDelivery
from alerts.webhooks import UnsafeUrl, check_url

MAX_WEBHOOKS_PER_USER = 10


class NotificationSettingsSerializer(serializers.Serializer):
    email = serializers.EmailField(
        allow_blank=True, max_length=254, help_text="where 'your turn' e-mails go ('' for none)"
    )
    email_enabled = serializers.BooleanField(
        help_text="send 'your turn' e-mails (never true without an address)"
    )
    email_chat = serializers.BooleanField(
        help_text="e-mail new table-chat messages of your matches, in the same batches "
        "(opt-in; never true without an address)"
    )
    batch_seconds = serializers.FloatField(
        read_only=True, help_text="at most one e-mail per this many seconds"
    )


class NotificationSettingsUpdateSerializer(serializers.Serializer):
    email = serializers.EmailField(allow_blank=True, max_length=254, required=False)
    email_enabled = serializers.BooleanField(required=False)
    email_chat = serializers.BooleanField(required=False)


def validate_webhook_url(url: str) -> str:
    try:
        check_url(url)
    except UnsafeUrl as refused:
        raise serializers.ValidationError(str(refused)) from None
    return url


class WebhookSerializer(serializers.ModelSerializer):
    url = serializers.URLField(max_length=2000, validators=[validate_webhook_url])
    events = serializers.ListField(
        child=serializers.ChoiceField(choices=EVENT_TYPES),
        allow_empty=False,
        max_length=len(EVENT_TYPES),
        help_text="the event types to receive",
    )
    active = serializers.BooleanField(
        required=False,
        help_text="false: nothing is sent; setting it true again resets the failure count",
    )

    class Meta:
        model = Webhook
        fields = [
            "id",
            "url",
            "events",
            "description",
            "active",
            "consecutive_failures",
            "disabled_reason",
            "disabled_at",
            "created_at",
        ]
        read_only_fields = [
            "id",
            "consecutive_failures",
            "disabled_reason",
            "disabled_at",
            "created_at",
        ]

    def validate_events(self, events: list[str]) -> list[str]:
        return sorted(set(events), key=EVENT_TYPES.index)

    def validate(self, data: dict[str, Any]) -> dict[str, Any]:
        owner = self.context["request"].user
        if self.instance is None and Webhook.objects.filter(owner=owner).count() >= (
            MAX_WEBHOOKS_PER_USER
        ):
            raise serializers.ValidationError(
                gettext("you have %(MAX_WEBHOOKS_PER_USER)s webhooks already; delete one first")
                % {"MAX_WEBHOOKS_PER_USER": MAX_WEBHOOKS_PER_USER}
            )
        return data


class CreatedWebhookSerializer(WebhookSerializer):
    secret = serializers.CharField(
        read_only=True, help_text="signs every delivery (Tabula-Signature); keep it private"
    )

    class Meta(WebhookSerializer.Meta):
        fields = [*WebhookSerializer.Meta.fields, "secret"]


class WebhookSecretSerializer(serializers.Serializer):
    secret = serializers.CharField()


class WebhookAttemptSerializer(serializers.ModelSerializer):
    class Meta:
        model = WebhookAttempt
        fields = ["number", "at", "ok", "status_code", "duration_ms", "error", "response_excerpt"]


class WebhookDeliverySerializer(serializers.ModelSerializer):
    attempts_log = WebhookAttemptSerializer(source="log", many=True, read_only=True)

    class Meta:
        model = WebhookDelivery
        fields = [
            "id",
            "event_type",
            "match_id",
            "version",
            "status",
            "attempts",
            "next_attempt_at",
            "created_at",
            "delivered_at",
            "payload",
            "attempts_log",
        ]


def settings_data(user) -> dict[str, Any]:
    from alerts.models import NotificationSettings

    choice = NotificationSettings.objects.filter(user=user).first()
    return {
        "email": user.email,
        # Without an address no e-mail goes out, whatever the stored choice.
        "email_enabled": bool(user.email) and (choice.email_enabled if choice else True),
        "email_chat": bool(user.email) and bool(choice and choice.email_chat),
        "batch_seconds": settings.TABULA_EMAIL_BATCH_SECONDS,
    }
