"""The remembered Content-Security-Policy headers (api.middleware.policy_headers) equal django-csp's own."""

from __future__ import annotations

import pytest
from csp.constants import NONCE, SELF
from csp.middleware import CSPMiddleware
from django.http import HttpResponse
from django.test import RequestFactory

from api.middleware.policy_headers import CachedCSPMiddleware
from api.middleware.security import RelaxedStylesMiddleware

PATHS = ["/", "/api/games/", "/api/docs/", "/admin/login/", "/accounts/login/"]


def answered(middleware_class, path: str) -> HttpResponse:
    request = RequestFactory().get(path)
    chain = middleware_class(RelaxedStylesMiddleware(lambda request: HttpResponse("ok")))
    return chain(request)


@pytest.mark.parametrize("path", PATHS)
def test_a_remembered_header_is_the_one_django_csp_builds(path):
    cached = CachedCSPMiddleware(RelaxedStylesMiddleware(lambda request: HttpResponse("ok")))
    expected = answered(CSPMiddleware, path)["Content-Security-Policy"]
    for _ in range(2):  # built once, then remembered
        answer = cached(RequestFactory().get(path))
        assert answer["Content-Security-Policy"] == expected
    assert ("unsafe-inline" in expected) == path.startswith(("/api/", "/admin/"))


def test_changed_settings_are_seen(settings):
    cached = CachedCSPMiddleware(lambda request: HttpResponse("ok"))
    before = cached(RequestFactory().get("/"))["Content-Security-Policy"]
    settings.CONTENT_SECURITY_POLICY = {"DIRECTIVES": {"default-src": ["'none'"]}}
    after = cached(RequestFactory().get("/"))["Content-Security-Policy"]
    assert before != after == "default-src 'none'"


def test_a_nonce_is_never_remembered(settings):
    settings.CONTENT_SECURITY_POLICY = {"DIRECTIVES": {"script-src": [SELF, NONCE]}}
    cached = CachedCSPMiddleware(lambda request: HttpResponse(str(request.csp_nonce)))
    first = cached(RequestFactory().get("/"))
    second = cached(RequestFactory().get("/"))
    assert first.content != second.content
    assert first.content.decode() in first["Content-Security-Policy"]
    assert second.content.decode() in second["Content-Security-Policy"]
