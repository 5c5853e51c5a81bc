"""Issue 15, protection: throttling, password rules, CORS, security headers, hosts, request ids."""

from __future__ import annotations

import json
import logging

import pytest
from django.core.cache import cache
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db


@pytest.fixture
def low_rates(settings):
    cache.clear()
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"auth": "5/min", "writes": "3/min"},
    }
    yield
    cache.clear()


def test_wrong_passwords_are_throttled_per_ip_with_retry_after(api, register, low_rates):
    username, _ = register("ann")  # one auth request of the five
    answers = [
        api.post("/api/auth/token/", {"username": username, "password": "wrong-one!"}).status_code
        for _ in range(4)
    ]
    assert answers == [400] * 4
    throttled = api.post("/api/auth/token/", {"username": username, "password": "wrong-one!"})
    assert throttled.status_code == 429
    assert int(throttled["Retry-After"]) > 0
    body = throttled.json()
    assert body["error"] == "throttled" and body["detail"]
    # Another client address has its own budget.
    other = APIClient(REMOTE_ADDR="10.1.2.3")
    assert (
        other.post("/api/auth/token/", {"username": username, "password": "x"}).status_code == 400
    )


def test_an_unreachable_throttle_cache_lets_requests_through(api, settings, caplog):
    # At scale the counters live in Redis (CACHE_URL); Redis down must not fail sign-ups
    # or moves with a 500 - throttling is then off until it is back.
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"auth": "5/min", "writes": "3/min"},
    }
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:9/0",  # the discard port: nothing listens
        }
    }
    with caplog.at_level(logging.WARNING, logger="api.throttling"):
        answer = api.post(
            "/api/auth/register/", {"username": "redisless", "password": "a-long-password"}
        )
    assert answer.status_code == 201, answer.content
    assert "throttle cache unreachable" in caplog.text


def test_writes_are_throttled_per_user_and_reads_are_not(register, low_rates):
    _, ann = register("ann")
    _, bob = register("bob")
    for _ in range(3):
        assert (
            ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").status_code
            == 201
        )
    assert (
        ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").status_code == 429
    )
    assert ann.get("/api/matches/").status_code == 200
    assert (
        bob.post("/api/matches/", {"game": "babel", "players": 2}, format="json").status_code == 201
    )


def test_throttle_rates_come_from_the_environment(monkeypatch):
    import importlib

    import config.settings

    monkeypatch.setenv("TABULA_THROTTLE_AUTH", "7/hour")
    monkeypatch.setenv("TABULA_THROTTLE_WRITES", "11/min")
    monkeypatch.setenv("TABULA_THROTTLE_CHAT", "5/min")
    try:
        reloaded = importlib.reload(config.settings)
        assert reloaded.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] == {
            "auth": "7/hour",
            "writes": "11/min",
            "chat": "5/min",
        }
    finally:
        monkeypatch.undo()
        importlib.reload(config.settings)


@pytest.mark.parametrize("password", ["password", "12345678901", "short1!"])
def test_register_rejects_weak_passwords(api, password):
    answer = api.post("/api/auth/register/", {"username": "weakling", "password": password})
    assert answer.status_code == 400
    assert answer.json()["error"]


def test_register_rejects_a_password_like_the_username(api):
    answer = api.post("/api/auth/register/", {"username": "margaretha", "password": "margaretha1"})
    assert answer.status_code == 400


def test_cors_allows_listed_origins_only(api, settings):
    settings.CORS_ALLOWED_ORIGINS = ["https://client.example"]
    allowed = api.get("/api/v1/games/", HTTP_ORIGIN="https://client.example")
    assert allowed["Access-Control-Allow-Origin"] == "https://client.example"
    preflight = api.options(
        "/api/v1/matches/",
        HTTP_ORIGIN="https://client.example",
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS="authorization,content-type,idempotency-key",
    )
    assert preflight.status_code == 200
    assert "idempotency-key" in preflight["Access-Control-Allow-Headers"]
    other = api.get("/api/v1/games/", HTTP_ORIGIN="https://evil.example")
    assert "Access-Control-Allow-Origin" not in other


def test_pages_forbid_framing_and_carry_a_strict_content_security_policy(api):
    landing = api.get("/")
    assert landing["X-Frame-Options"] == "DENY"
    policy = landing["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy
    assert "unsafe-inline" not in policy and "frame-ancestors 'none'" in policy
    assert landing["X-Content-Type-Options"] == "nosniff"


def test_swagger_ui_runs_no_inline_script(api):
    page = api.get("/api/docs/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "script-src 'self'" in page["Content-Security-Policy"]
    # Every <script> has a src (the set-up script is a file of its own).
    for chunk in html.split("<script")[1:]:
        assert chunk.lstrip().startswith("src="), chunk[:80]
    script = [c for c in html.split('<script src="')[1:] if "swagger" in c.lower() or "?" in c]
    assert script
    setup = api.get(html.split('<script src="')[-1].split('"')[0].replace("&amp;", "&"))
    assert setup.status_code == 200 and b"SwaggerUIBundle" in setup.content


def test_a_forged_host_is_refused_and_never_reflected(api):
    answer = api.get("/api/v1/matches/", HTTP_HOST="evil.example")
    assert answer.status_code == 400
    assert b"evil.example" not in answer.content or answer["Content-Type"].startswith(
        "application/json"
    )
    local = api.get("/api/v1/matches/", {"page": 1}, HTTP_HOST="localhost")
    assert local.status_code == 200


def test_every_answer_carries_a_request_id_that_logs_carry_too(api, caplog):
    from api.middleware.request_id import RequestIdFilter

    given = api.get("/api/v1/games/", HTTP_X_REQUEST_ID="abc-123")
    assert given["X-Request-ID"] == "abc-123"
    made = api.get("/api/v1/games/", HTTP_X_REQUEST_ID="bad id with spaces")
    assert made["X-Request-ID"] != "bad id with spaces" and len(made["X-Request-ID"]) == 32
    caplog.handler.addFilter(RequestIdFilter())
    with caplog.at_level(logging.WARNING, logger="django.request"):
        api.get("/api/v1/matches/00000000-0000-0000-0000-000000000000/", HTTP_X_REQUEST_ID="r-42")
    assert any(getattr(record, "request_id", None) == "r-42" for record in caplog.records)


def test_json_log_lines_have_the_request_id():
    from pythonjsonlogger.json import JsonFormatter

    from api.middleware.request_id import RequestIdFilter, current_request_id

    record = logging.LogRecord("tabula", logging.WARNING, __file__, 1, "hello", None, None)
    token = current_request_id.set("req-7")
    try:
        RequestIdFilter().filter(record)
    finally:
        current_request_id.reset(token)
    formatter = JsonFormatter(
        "%(asctime)s %(levelname)s %(name)s %(request_id)s %(message)s",
        rename_fields={"levelname": "level"},
    )
    line = json.loads(formatter.format(record))
    assert line["request_id"] == "req-7" and line["message"] == "hello"
    assert line["level"] == "WARNING"
