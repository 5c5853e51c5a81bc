"""Notification settings and webhooks of the signed-in user (session or token)."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext
from drf_spectacular.utils import extend_schema
from rest_framework import generics
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from alerts.models import NotificationSettings, Webhook, WebhookDelivery
from alerts.webhooks import queue_ping
from alerts.worker import wake
from api.alerts import serializers as s
from api.errors import ApiError
from api.serializers import ErrorSerializer

ERRORS = {code: ErrorSerializer for code in (400, 401, 404)}


class NotificationSettingsView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: s.NotificationSettingsSerializer, 401: ErrorSerializer})
    def get(self, request: Request) -> Response:
        return Response(s.settings_data(request.user))

    @extend_schema(
        request=s.NotificationSettingsUpdateSerializer,
        responses={
            200: s.NotificationSettingsSerializer,
            400: ErrorSerializer,
            401: ErrorSerializer,
        },
    )
    def patch(self, request: Request) -> Response:
        body = s.NotificationSettingsUpdateSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        user = request.user
        address = body.validated_data.get("email", user.email)
        for choice in ("email_enabled", "email_chat"):
            if body.validated_data.get(choice) and not address:
                raise ValidationError({choice: gettext("e-mails need an address: send email too")})
        with transaction.atomic():
            if "email" in body.validated_data:
                user.email = body.validated_data["email"]
                user.save(update_fields=["email"])
            choices = {
                choice: body.validated_data[choice]
                for choice in ("email_enabled", "email_chat")
                if choice in body.validated_data
            }
            if choices:
                NotificationSettings.objects.update_or_create(user=user, defaults=choices)
        return Response(s.settings_data(user))


class WebhookListView(generics.GenericAPIView):
    permission_classes = [IsAuthenticated]
    serializer_class = s.WebhookSerializer
    pagination_class = None

    def get_queryset(self):
        return Webhook.objects.filter(owner=self.request.user).order_by("id")

    @extend_schema(responses={200: s.WebhookSerializer(many=True), 401: ErrorSerializer})
    def get(self, request: Request) -> Response:
        return Response(s.WebhookSerializer(self.get_queryset(), many=True).data)

    @extend_schema(
        request=s.WebhookSerializer, responses={201: s.CreatedWebhookSerializer, **ERRORS}
    )
    def post(self, request: Request) -> Response:
        body = s.WebhookSerializer(data=request.data, context={"request": request})
        body.is_valid(raise_exception=True)
        hook = body.save(owner=request.user)
        return Response(s.CreatedWebhookSerializer(hook).data, status=201)


def own_webhook(request: Request, webhook_id: int) -> Webhook:
    hook = Webhook.objects.filter(owner=request.user, id=webhook_id).first()
    if hook is None:
        raise ApiError(
            404,
            "not_found",
            gettext("you have no webhook %(webhook_id)s") % {"webhook_id": webhook_id},
        )
    return hook


class WebhookDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: s.WebhookSerializer, 401: ErrorSerializer, 404: ErrorSerializer})
    def get(self, request: Request, webhook_id: int) -> Response:
        return Response(s.WebhookSerializer(own_webhook(request, webhook_id)).data)

    @extend_schema(request=s.WebhookSerializer, responses={200: s.WebhookSerializer, **ERRORS})
    def patch(self, request: Request, webhook_id: int) -> Response:
        hook = own_webhook(request, webhook_id)
        body = s.WebhookSerializer(
            hook, data=request.data, partial=True, context={"request": request}
        )
        body.is_valid(raise_exception=True)
        changes = {}
        if body.validated_data.get("active") and not hook.active:
            # Turned on again by its owner: a fresh start.
            changes = {"consecutive_failures": 0, "disabled_reason": "", "disabled_at": None}
        hook = body.save(**changes)
        wake()
        return Response(s.WebhookSerializer(hook).data)

    @extend_schema(responses={204: None, 401: ErrorSerializer, 404: ErrorSerializer})
    def delete(self, request: Request, webhook_id: int) -> Response:
        own_webhook(request, webhook_id).delete()
        return Response(status=204)


class WebhookSecretView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        responses={200: s.WebhookSecretSerializer, 401: ErrorSerializer, 404: ErrorSerializer}
    )
    def get(self, request: Request, webhook_id: int) -> Response:
        return Response({"secret": own_webhook(request, webhook_id).secret})


class WebhookDeliveriesView(generics.GenericAPIView):
    """The webhook's deliveries, newest first, each with its attempts."""

    permission_classes = [IsAuthenticated]
    serializer_class = s.WebhookDeliverySerializer

    def get_queryset(self):
        return (
            WebhookDelivery.objects.filter(webhook__owner=self.request.user)
            .prefetch_related("log")
            .order_by("-created_at")
        )

    @extend_schema(
        responses={
            200: s.WebhookDeliverySerializer(many=True),
            401: ErrorSerializer,
            404: ErrorSerializer,
        }
    )
    def get(self, request: Request, webhook_id: int) -> Response:
        hook = own_webhook(request, webhook_id)
        page = self.paginate_queryset(self.get_queryset().filter(webhook=hook))
        return self.get_paginated_response(s.WebhookDeliverySerializer(page, many=True).data)


class WebhookPingView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=None,
        responses={
            202: s.WebhookDeliverySerializer,
            **{code: ErrorSerializer for code in (401, 404, 409)},
        },
    )
    def post(self, request: Request, webhook_id: int) -> Response:
        hook = own_webhook(request, webhook_id)
        if not hook.active:
            raise ApiError(
                409,
                "webhook_inactive",
                gettext(
                    "the webhook is turned off: turn it on (PATCH active=true) before pinging it"
                ),
            )
        delivery = queue_ping(hook)
        wake()
        return Response(s.WebhookDeliverySerializer(delivery).data, status=202)
