"""Remembered tokens (api.authentication.recent_tokens) are refused as soon as their row changes."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.utils import timezone

from api.authentication import recent_tokens
from api.models import ClientToken

pytestmark = pytest.mark.django_db


@pytest.fixture
def remembered(register):
    """(username, client) whose token this process has already authenticated."""
    recent_tokens.clear()
    username, client = register("tok")
    assert client.get("/api/auth/tokens/").status_code == 200
    assert len(recent_tokens._entries) == 1
    return username, client


def test_a_remembered_token_is_checked_with_one_query(remembered, django_assert_num_queries):
    _, client = remembered
    with django_assert_num_queries(1):  # the catalogue itself needs no query
        answer = client.get("/api/games/")
    assert answer.status_code == 200 and answer.wsgi_request.user.username == remembered[0]


def test_a_token_revoked_elsewhere_is_refused_at_once(remembered):
    username, client = remembered
    # Another process (or the admin) deletes it: nothing tells this process.
    ClientToken.objects.filter(user__username=username).delete()
    answer = client.get("/api/auth/tokens/")
    assert answer.status_code == 401 and answer.json()["error"] == "not_authenticated"


def test_a_token_that_expired_is_refused_and_deleted(remembered):
    username, client = remembered
    ClientToken.objects.filter(user__username=username).update(
        expiry=timezone.now() - timedelta(seconds=1)
    )
    assert client.get("/api/auth/tokens/").status_code == 401
    assert not ClientToken.objects.filter(user__username=username).exists()


def test_a_deactivated_user_is_refused(remembered):
    username, client = remembered
    User.objects.filter(username=username).update(is_active=False)
    assert client.get("/api/auth/tokens/").status_code == 401


def test_logout_ends_a_remembered_token(remembered):
    _, client = remembered
    assert client.post("/api/auth/logout/").status_code == 204
    assert client.get("/api/auth/tokens/").status_code == 401


def test_a_renewed_token_stays_valid(remembered, settings):
    username, client = remembered
    # The expiry moved on (a renewal by another process): the row differs, knox checks it again.
    ClientToken.objects.filter(user__username=username).update(
        expiry=timezone.now() + timedelta(days=2)
    )
    assert client.get("/api/auth/tokens/").status_code == 200
    assert client.get("/api/auth/tokens/").status_code == 200
