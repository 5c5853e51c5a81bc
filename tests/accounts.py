"""Accounts for the tests: one way to sign a player up through the API, one way to make an
account straight in the database (for tests below the API)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from django.contrib.auth.models import User
from rest_framework.test import APIClient

PASSWORD = "a-long-password"
REGISTER_PATH = "/api/auth/register/"

#: How a test sends a JSON POST to the API, whatever carries it (Django's test client, a
#: server the test started, a WSGI application): (path, body) -> (status, decoded answer).
Post = Callable[[str, dict[str, Any]], tuple[int, Any]]

_numbers = itertools.count()


def register(post: Post, username: str) -> str:
    """Sign ``username`` up (password ``PASSWORD``) and return its token."""
    status, answer = post(REGISTER_PATH, {"username": username, "password": PASSWORD})
    assert status == 201, answer
    return answer["token"]


def sign_up(username: str, password: str = PASSWORD, **extra: Any) -> Any:
    """The answer to signing ``username`` up in process (registration's own tests read it)."""
    body = {"username": username, "password": password, **extra}
    return APIClient().post(REGISTER_PATH, body, format="json")


def in_process(path: str, body: dict[str, Any]) -> tuple[int, Any]:
    """A ``Post`` through Django's test client."""
    answer = APIClient().post(path, body, format="json")
    return answer.status_code, answer.data


def token_client(token: str) -> APIClient:
    """A test client that sends ``token``."""
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


def new_player(prefix: str = "player") -> tuple[str, APIClient]:
    """A newly signed-up player with a name of its own: (username, its client)."""
    username = f"{prefix}{next(_numbers)}"
    return username, token_client(register(in_process, username))


def user(username: str, email: str = "") -> User:
    """An account made in the database, without the API (password ``PASSWORD``)."""
    return User.objects.create_user(username, email=email, password=PASSWORD)


def users(*usernames: str) -> list[str]:
    """Accounts for ``usernames``, made in the database; their names."""
    return [user(name).username for name in usernames]
