"""Login and sign-up limits: per client address, a forged X-Forwarded-For buys nothing, and the
count holds across processes (a per-process cache would give every worker its own budget)."""

from __future__ import annotations

import itertools
import uuid
from contextlib import ExitStack

import httpx
import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

from tests.api.live import asgi_server, migrate, server_env
from tests.conftest import CELERY_TEST_REDIS, requires_redis

pytestmark = pytest.mark.django_db

LIMIT = 5
_forged = (f"203.0.113.{n}" for n in itertools.count(1))


@pytest.fixture
def low_auth_rate(settings):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"auth": f"{LIMIT}/min", "writes": "1000/min"},
    }


def wrong_login(client: APIClient, **headers: str) -> int:
    body = {"username": "nobody", "password": "a-wrong-password"}
    return client.post("/api/auth/token/", body, format="json", **headers).status_code


def test_a_new_forwarded_for_on_every_guess_buys_no_new_budget(api, low_auth_rate):
    answers = [wrong_login(api, HTTP_X_FORWARDED_FOR=next(_forged)) for _ in range(LIMIT + 3)]
    assert answers[:LIMIT] == [400] * LIMIT
    assert set(answers[LIMIT:]) == {429}


def test_sign_ups_with_forged_forwarded_for_are_limited_too(api, low_auth_rate):
    answers = [
        api.post(
            "/api/auth/register/",
            {"username": f"forger{n}", "password": "a-long-password"},
            format="json",
            HTTP_X_FORWARDED_FOR=next(_forged),
        ).status_code
        for n in range(LIMIT + 2)
    ]
    assert answers == [201] * LIMIT + [429] * 2


def test_behind_a_declared_proxy_the_address_it_saw_is_the_client(api, settings, low_auth_rate):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    # The proxy appends the address it saw; whatever the client wrote before it is ignored.
    for _ in range(LIMIT):
        assert wrong_login(api, HTTP_X_FORWARDED_FOR=f"{next(_forged)}, 198.51.100.7") == 400
    assert wrong_login(api, HTTP_X_FORWARDED_FOR=f"{next(_forged)}, 198.51.100.7") == 429
    assert wrong_login(api, HTTP_X_FORWARDED_FOR="198.51.100.8") == 400, "another client"


def test_an_ipv6_client_is_counted_by_its_64(api, low_auth_rate):
    answers = [wrong_login(api, REMOTE_ADDR=f"2001:db8:1:2::{n:x}") for n in range(1, LIMIT + 2)]
    assert answers == [400] * LIMIT + [429]
    assert wrong_login(api, REMOTE_ADDR="2001:db8:1:3::1") == 400


def test_the_count_is_not_kept_in_a_per_process_cache(api, low_auth_rate):
    """With the default per-process cache, emptying it (what another worker sees) loses no
    attempt: they are counted in the database."""
    for _ in range(LIMIT - 1):
        assert wrong_login(api) == 400
    cache.clear()
    assert wrong_login(api) == 400
    answer = api.post("/api/auth/token/", {"username": "nobody", "password": "x"}, format="json")
    assert answer.status_code == 429 and int(answer["Retry-After"]) >= 1


@requires_redis
def test_a_shared_cache_named_by_cache_url_holds_the_count(api, settings, low_auth_rate):
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": CELERY_TEST_REDIS,
            "KEY_PREFIX": f"throttle-test-{uuid.uuid4()}",
        }
    }
    from api.models import ThrottleCount

    answers = [wrong_login(api) for _ in range(LIMIT + 1)]
    assert answers == [400] * LIMIT + [429]
    assert not ThrottleCount.objects.exists(), "counted in the cache, not the database"


def test_the_login_and_sign_up_pages_count_against_the_same_limit(api, low_auth_rate):
    for _ in range(LIMIT - 1):
        assert wrong_login(api) == 400
    page = api.post("/login/", {"username": "nobody", "password": "a-wrong-password"})
    assert page.status_code == 200, "the fifth attempt: the form again, with its error"
    refused = api.post("/login/", {"username": "nobody", "password": "a-wrong-password"})
    assert refused.status_code == 429 and b"Too many attempts" in refused.content
    assert int(refused["Retry-After"]) >= 1
    signup = api.post(
        "/signup/", {"username": "late", "password1": "a-long-pass", "password2": "a-long-pass"}
    )
    assert signup.status_code == 429
    assert wrong_login(api) == 429


def test_the_limit_holds_across_two_server_processes(tmp_path):
    """Two servers on one data directory (two workers of one deployment, on the embedded
    default: per-process cache, SQLite): guesses spread over both still meet one limit."""
    env = server_env(
        TABULA_DATA_DIR=str(tmp_path),
        DATABASE_URL=None,
        TABULA_NOTIFY_URL=None,
        TABULA_THROTTLE_AUTH=f"{LIMIT}/min",
        CACHE_URL=None,
    )
    migrate(env)
    with ExitStack() as servers:
        bases = [servers.enter_context(asgi_server(env)) for _ in range(2)]
        body = {"username": "nobody", "password": "a-wrong-password"}
        answers = [
            httpx.post(f"{bases[n % 2]}/api/v1/auth/token/", json=body, timeout=30).status_code
            for n in range(LIMIT + 2)
        ]
    assert answers == [400] * LIMIT + [429] * 2
