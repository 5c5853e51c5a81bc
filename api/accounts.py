"""Accounts: sign-up, login tokens (one per client) and logout (docs/api.md, "Accounts")."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import authenticate, logout
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext
from drf_spectacular.utils import extend_schema
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from api import serializers as s
from api.errors import ApiError
from api.models import ClientToken


def issue_token(user: User, client: str) -> dict[str, Any]:
    """A new bearer token for one client; only its digest is stored (django-rest-knox).

    The user's expired tokens are deleted here, once per login, rather than on every
    authenticated request (``api.authentication``).
    """
    ClientToken.objects.filter(user=user, expiry__lt=timezone.now()).delete()
    instance, token = ClientToken.objects.create(user=user, client=client)
    return {"token": token, "expiry": instance.expiry}


class RegisterView(APIView):
    authentication_classes: list = []
    throttle_scope = "auth"

    @extend_schema(
        request=s.RegisterSerializer,
        responses={201: s.RegisteredSerializer, 400: s.ErrorSerializer},
    )
    def post(self, request: Request) -> Response:
        body = s.RegisterSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        username = body.validated_data["username"]
        taken = ApiError(
            400,
            "username_taken",
            gettext("the username %(username)s is taken") % {"username": repr(username)},
        )
        if User.objects.filter(username__iexact=username).exists():
            raise taken
        user = User(username=username)
        # Hashing takes a good part of a second: do it before taking the database's
        # write lock (SQLite has one for everybody), not while holding it.
        user.set_password(body.validated_data["password"])
        try:
            with transaction.atomic():
                user.save()
                token = issue_token(user, body.validated_data["client"])
        except IntegrityError:
            # A concurrent sign-up of the same name (in any case) won the unique index.
            raise taken from None
        return Response({"username": user.username, **token}, status=201)


class TokenView(APIView):
    authentication_classes: list = []
    throttle_scope = "auth"

    @extend_schema(
        request=s.LoginSerializer, responses={200: s.TokenSerializer, 400: s.ErrorSerializer}
    )
    def post(self, request: Request) -> Response:
        body = s.LoginSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        name = s.normalized_username(body.validated_data["username"])
        stored = User.objects.filter(username__iexact=name).values_list("username", flat=True)
        user = authenticate(
            request,
            username=stored.first() or name,
            password=body.validated_data["password"],
        )
        if user is None:
            raise ApiError(
                400, "invalid_credentials", gettext("the username or the password is wrong")
            )
        return Response(issue_token(user, body.validated_data["client"]))


class LogoutView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={204: None, 401: s.ErrorSerializer})
    def post(self, request: Request) -> Response:
        """Revoke the token this request was sent with (a session is logged out)."""
        if isinstance(request.auth, ClientToken):
            request.auth.delete()
        else:
            logout(request._request)
        return Response(status=204)


class TokenListView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={200: s.ClientTokenSerializer(many=True), 401: s.ErrorSerializer})
    def get(self, request: Request) -> Response:
        """Your live tokens, one per client; DELETE one by its token_key to revoke it."""
        current = request.auth.digest if isinstance(request.auth, ClientToken) else None
        tokens = ClientToken.objects.filter(user=request.user).order_by("created")
        now = timezone.now()
        return Response(
            [
                {
                    "token_key": token.token_key,
                    "client": token.client,
                    "created": token.created,
                    "expiry": token.expiry,
                    "current": token.digest == current,
                }
                for token in tokens
                if token.expiry is None or token.expiry > now
            ]
        )


class TokenDetailView(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses={204: None, 401: s.ErrorSerializer, 404: s.ErrorSerializer})
    def delete(self, request: Request, token_key: str) -> Response:
        deleted, _ = ClientToken.objects.filter(user=request.user, token_key=token_key).delete()
        if not deleted:
            raise ApiError(
                404,
                "not_found",
                gettext("you have no token %(token_key)s") % {"token_key": token_key},
            )
        return Response(status=204)
