"""DRF throttles whose rates are read from settings at each request.

DRF's own classes copy ``DEFAULT_THROTTLE_RATES`` once at import, so changed settings (the
tests' low limits) would go unseen; these read them when a request comes.
"""

from __future__ import annotations

import logging

from rest_framework import throttling
from rest_framework.settings import api_settings

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
logger = logging.getLogger(__name__)

try:  # the counters live in Django's cache: Redis at scale (CACHE_URL)
    from redis.exceptions import RedisError

    CACHE_OUTAGES: tuple[type[Exception], ...] = (RedisError, OSError)
except ImportError:  # pragma: no cover - the embedded default without the [redis] extra
    CACHE_OUTAGES = (OSError,)


class OpenWhenCacheIsDown:
    """A throttle that lets requests through while its cache is unreachable.

    Throttling protects the server; a Redis outage must not turn every write (a
    player's move) into an error; the outage is logged.
    """

    def allow_request(self, request, view) -> bool:  # type: ignore[no-untyped-def]
        try:
            return super().allow_request(request, view)  # type: ignore[misc]
        except CACHE_OUTAGES:
            logger.warning("throttle cache unreachable; request allowed", exc_info=True)
            return True


class ScopedRateThrottle(OpenWhenCacheIsDown, throttling.ScopedRateThrottle):
    """Per client IP (or per user) for views that name a ``throttle_scope``, e.g. "auth"."""

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)


class WriteRateThrottle(OpenWhenCacheIsDown, throttling.UserRateThrottle):
    """Every write (POST, PUT, PATCH, DELETE) per user, or per IP when anonymous."""

    scope = "writes"

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def allow_request(self, request, view) -> bool:  # type: ignore[no-untyped-def]
        if request.method in SAFE_METHODS or getattr(view, "throttle_scope", None):
            # Reads are free; login and register have their own, stricter scope.
            return True
        return super().allow_request(request, view)
