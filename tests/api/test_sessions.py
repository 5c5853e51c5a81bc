"""Browser sessions read with one plain query (``api.sessions``) read as Django's own do."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.sessions.backends.db import SessionStore as DjangoSessionStore
from django.contrib.sessions.models import Session
from django.utils import timezone

from api.sessions import SessionStore

pytestmark = pytest.mark.django_db


def stored_session(**data: object) -> str:
    session = SessionStore()
    session.update(data)
    session.create()
    assert session.session_key is not None
    return session.session_key


def test_it_is_the_configured_engine() -> None:
    assert settings.SESSION_ENGINE == "api.sessions"


def test_a_stored_session_reads_as_djangos_store_reads_it() -> None:
    key = stored_session(tabula_language="ru", seen=[1, 2])
    assert (
        SessionStore(key).load()
        == DjangoSessionStore(key).load()
        == {
            "tabula_language": "ru",
            "seen": [1, 2],
        }
    )


@pytest.mark.parametrize("key", [None, "no-such-session-key-0123456789ab"])
def test_an_unknown_key_reads_empty_and_is_forgotten(key: str | None) -> None:
    session = SessionStore(key)
    assert session.load() == {}
    assert session.session_key is None


def test_an_expired_session_reads_empty_and_is_forgotten() -> None:
    key = stored_session(tabula_language="es")
    Session.objects.filter(session_key=key).update(
        expire_date=timezone.now() - timedelta(seconds=1)
    )
    session = SessionStore(key)
    assert session.load() == {}
    assert session.session_key is None
    assert DjangoSessionStore(key).load() == {}


def test_a_signed_in_browser_is_its_user_until_it_logs_out(client, django_user_model) -> None:
    user = django_user_model.objects.create_user("sessions-reader", password="a-long-pass-1")
    client.force_login(user)
    assert client.get("/api/v1/auth/tokens/", HTTP_ACCEPT="application/json").status_code == 200
    client.logout()
    assert client.get("/api/v1/auth/tokens/", HTTP_ACCEPT="application/json").status_code in (
        401,
        403,
    )
