"""DRF throttles whose rates are read from settings at each request.

DRF's own classes copy ``DEFAULT_THROTTLE_RATES`` once at import, so changed settings (the
tests' low limits) would go unseen; these read them when a request comes.
"""

from __future__ import annotations

from rest_framework import throttling
from rest_framework.settings import api_settings

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


class ScopedRateThrottle(throttling.ScopedRateThrottle):
    """Per client IP (or per user) for views that name a ``throttle_scope``, e.g. "auth"."""

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)


class WriteRateThrottle(throttling.UserRateThrottle):
    """Every write (POST, PUT, PATCH, DELETE) per user, or per IP when anonymous."""

    scope = "writes"

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def allow_request(self, request, view) -> bool:  # type: ignore[no-untyped-def]
        if request.method in SAFE_METHODS or getattr(view, "throttle_scope", None):
            # Reads are free; login and register have their own, stricter scope.
            return True
        return super().allow_request(request, view)
