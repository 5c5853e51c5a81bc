"""Bearer tokens: django-rest-knox's authentication, one query per request."""

from __future__ import annotations

from django.utils import timezone
from drf_spectacular.contrib.knox_auth_token import KnoxTokenScheme
from knox import auth
from knox.signals import token_expired


class TokenAuthentication(auth.TokenAuthentication):
    """knox's ``Authorization: Token …`` without its sweep of the user's other tokens.

    knox reads every token of the user on every request to delete the expired ones;
    that doubles the queries of each authenticated read. Here a request only checks
    (and deletes, when expired) the token it carries; a user's other expired tokens are
    deleted when a new one is issued (``api.views.issue_token``).
    """

    def _cleanup_token(self, auth_token) -> bool:  # type: ignore[no-untyped-def]
        if auth_token.expiry is not None and auth_token.expiry < timezone.now():
            username = auth_token.user.get_username()
            auth_token.delete()
            token_expired.send(sender=self.__class__, username=username, source="auth_token")
            return True
        return False


class TokenScheme(KnoxTokenScheme):
    """The OpenAPI security scheme of this authentication: knox's bearer token."""

    target_class = "api.authentication.TokenAuthentication"
