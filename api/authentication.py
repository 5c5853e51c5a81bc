"""Bearer tokens: django-rest-knox's authentication, one cheap query per request."""

from __future__ import annotations

import binascii
import copy
import threading
from collections import OrderedDict
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from django.utils import timezone
from drf_spectacular.contrib.knox_auth_token import KnoxTokenScheme
from knox import auth
from knox.crypto import hash_token
from knox.settings import knox_settings
from knox.signals import token_expired
from rest_framework import exceptions

from alerts.models import Profile
from api.middleware.language import use_users_language
from api.models import ClientToken

#: How many recently authenticated tokens each process remembers.
RECENT_TOKENS = 4096


class RecentTokens:
    """Tokens this process authenticated lately, by digest, with the row they had then.

    A remembered token is used again only after one indexed query shows its row (and
    its user's) unchanged, so a revoked or expired token, a deactivated or renamed user
    is refused at once, in every process; what is saved is building the ORM query.
    """

    def __init__(self, size: int = RECENT_TOKENS) -> None:
        self.size = size
        self._entries: OrderedDict[str, tuple[tuple[Any, ...], ClientToken]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, digest: str) -> tuple[tuple[Any, ...], ClientToken] | None:
        with self._lock:
            entry = self._entries.get(digest)
            if entry is not None:
                self._entries.move_to_end(digest)
            return entry

    def put(self, digest: str, row: tuple[Any, ...], token: ClientToken) -> None:
        with self._lock:
            self._entries[digest] = (row, token)
            self._entries.move_to_end(digest)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def discard(self, digest: str) -> None:
        with self._lock:
            self._entries.pop(digest, None)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


recent_tokens = RecentTokens()


def _model_copy(instance: Any) -> Any:
    """A shallow copy of a model instance, as copy.copy makes it, at a tenth of its cost
    (copy.copy goes through pickling's ``__reduce_ex__`` and ``__getstate__``)."""
    clone = instance.__class__.__new__(instance.__class__)
    clone.__dict__.update(instance.__dict__)
    clone._state = copy.copy(instance._state)
    clone._state.fields_cache = instance._state.fields_cache.copy()
    return clone


#: The row query per database vendor (quoting differs); the tables never change.
_row_sql_by_vendor: dict[str, str] = {}


def _row_sql() -> str:
    """What a remembered token is checked against: its expiry and its user's standing."""
    known = _row_sql_by_vendor.get(connection.vendor)
    if known is not None:
        return known
    user_model = get_user_model()
    quote = connection.ops.quote_name
    token_table, user_table = quote(ClientToken._meta.db_table), quote(user_model._meta.db_table)
    profile_table = quote(Profile._meta.db_table)
    # Every user field a request reads is in the row (a changed e-mail address is a changed
    # row); the user's chosen language comes along as the last column.
    sql = _row_sql_by_vendor[connection.vendor] = (
        f"SELECT t.{quote('expiry')}, t.{quote('user_id')}, u.{quote('username')}, "
        f"u.{quote('is_active')}, u.{quote('password')}, u.{quote('email')}, "
        f"p.{quote('language')} "
        f"FROM {token_table} t JOIN {user_table} u ON u.{quote(user_model._meta.pk.column)} "
        f"= t.{quote('user_id')} LEFT JOIN {profile_table} p ON p.{quote('user_id')} "
        f"= t.{quote('user_id')} WHERE t.{quote('digest')} = %s"
    )
    return sql


def current_row(digest: str) -> tuple[Any, ...] | None:
    with connection.cursor() as cursor:
        cursor.execute(_row_sql(), [digest])
        row = cursor.fetchone()
    return tuple(row) if row is not None else None


class TokenAuthentication(auth.TokenAuthentication):
    """knox's ``Authorization: Token …``, lighter per request.

    * knox reads every token of the user on every request to delete the expired ones;
      that doubles the queries of each authenticated read. Here a request only checks
      (and deletes, when expired) the token it carries; a user's other expired tokens
      are deleted when a new one is issued (``api.accounts.issue_token``).
    * A token seen lately (``recent_tokens``) is checked with one plain indexed query
      instead of an ORM query with a join (building that query cost more CPU than the
      rest of a typical read); expiry, renewal and the user's checks stay knox's own.
    """

    def authenticate(self, request: Any) -> tuple[Any, ClientToken] | None:
        """knox's, then the request speaks the user's chosen language (unless ``?lang=``)."""
        found = super().authenticate(request)
        if found is not None:
            use_users_language(request._request, getattr(found[0], "chosen_language", None))
        return found

    def authenticate_credentials(self, token: bytes) -> tuple[Any, ClientToken]:
        try:
            digest = hash_token(token.decode("utf-8"))
        except (TypeError, ValueError, binascii.Error):
            return super().authenticate_credentials(token)
        remembered = recent_tokens.get(digest)
        if remembered is not None:
            remembered_row, cached = remembered
            if current_row(digest) == remembered_row:
                auth_token = _model_copy(cached)
                auth_token.user = _model_copy(cached.user)
                if self._cleanup_token(auth_token):
                    recent_tokens.discard(digest)
                    raise exceptions.AuthenticationFailed("Invalid token.")
                if knox_settings.AUTO_REFRESH and auth_token.expiry:
                    self.renew_token(auth_token)
                auth_token.user.chosen_language = remembered_row[-1] or None
                return self.validate_user(auth_token)
            recent_tokens.discard(digest)
        user, auth_token = super().authenticate_credentials(token)
        row = current_row(digest)
        user.chosen_language = row[-1] if row is not None and row[-1] else None
        if row is not None:
            # A copy: the request's own instance may be changed (renewed, deleted).
            kept = _model_copy(auth_token)
            kept.user = _model_copy(user)
            recent_tokens.put(digest, row, kept)
        return user, auth_token

    def _cleanup_token(self, auth_token: ClientToken) -> bool:
        if auth_token.expiry is not None and auth_token.expiry < timezone.now():
            username = auth_token.user.get_username()
            auth_token.delete()
            token_expired.send(sender=self.__class__, username=username, source="auth_token")
            return True
        return False


class TokenScheme(KnoxTokenScheme):
    """The OpenAPI security scheme of this authentication: knox's bearer token."""

    target_class = "api.authentication.TokenAuthentication"
