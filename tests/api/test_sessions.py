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


def test_the_sessions_user_reads_as_djangos_backend_reads_it(django_user_model) -> None:
    from django.contrib.auth.backends import ModelBackend

    from api.sessions import UserBackend

    user = django_user_model.objects.create_user(
        "row-reader", email="row@example.org", password="a-long-pass-2", first_name="Вера"
    )
    user.last_login = timezone.now()
    user.save()
    ours, djangos = UserBackend().get_user(str(user.pk)), ModelBackend().get_user(user.pk)
    fields = [field.attname for field in django_user_model._meta.concrete_fields]
    assert [getattr(ours, name) for name in fields] == [getattr(djangos, name) for name in fields]
    assert ours.get_session_auth_hash() == djangos.get_session_auth_hash()
    assert ours._state.adding is False and ours._state.db == djangos._state.db
    assert UserBackend().get_user(user.pk + 1000) is None
    assert UserBackend().get_user("not-a-number") is None
    user.is_active = False
    user.save()
    assert UserBackend().get_user(user.pk) is None


def test_signing_in_names_the_plain_backend_and_older_sessions_still_hold(
    client, django_user_model
) -> None:
    from django.contrib.auth import BACKEND_SESSION_KEY

    django_user_model.objects.create_user("signs-in", password="a-long-pass-3")
    assert client.login(username="signs-in", password="a-long-pass-3")
    assert client.session[BACKEND_SESSION_KEY] == "api.sessions.UserBackend"
    answer = client.get("/api/v1/auth/tokens/", HTTP_ACCEPT="application/json")
    assert answer.status_code == 200
    # A session from before: it names Django's own backend, which still reads its user.
    older = client.session
    older[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    older.save()
    assert client.get("/api/v1/auth/tokens/", HTTP_ACCEPT="application/json").status_code == 200


def test_a_wrong_password_is_refused_by_the_first_backend_alone(
    django_user_model, monkeypatch
) -> None:
    from django.contrib.auth import authenticate
    from django.contrib.auth.backends import ModelBackend

    django_user_model.objects.create_user("wrong-pass", password="a-long-pass-4")
    tried: list[str] = []
    original = ModelBackend.authenticate

    def counting(self, request, **credentials):
        tried.append(type(self).__name__)
        return original(self, request, **credentials)

    monkeypatch.setattr(ModelBackend, "authenticate", counting)
    assert authenticate(None, username="wrong-pass", password="not-it") is None
    assert tried == ["UserBackend"]  # hashed once: Django's backend is not asked again
    assert authenticate(None, username="wrong-pass", password="a-long-pass-4") is not None
