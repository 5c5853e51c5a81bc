"""DRF throttles: login and sign-up per client address, counted across processes; writes per user.

Rates are read from settings at each request (DRF's own classes copy
``DEFAULT_THROTTLE_RATES`` once at import, so changed settings would go unseen).

The client address is the peer's (``REMOTE_ADDR``). ``X-Forwarded-For`` is believed only as far
as the operator declares proxies (``TABULA_NUM_PROXIES``): with ``n`` proxies, the ``n``-th
address from its right, the one the outermost trusted proxy saw. An IPv6 client is counted by
its /64, the share of one host.

Login and sign-up attempts are counted where every process sees them: in Django's cache when
``CACHE_URL`` names a shared one (Redis, Memcached, the database), else in the database
(``ThrottleCount``), so the limit holds with several workers on the embedded default too.
"""

from __future__ import annotations

import ipaddress
import logging
import time
from typing import TYPE_CHECKING, Protocol

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.db.models import Case, F, When
from rest_framework import throttling
from rest_framework.settings import api_settings

if TYPE_CHECKING:  # rest_framework.views imports this module (its default throttles)
    from rest_framework.request import Request
    from rest_framework.views import APIView

SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
logger = logging.getLogger(__name__)

try:  # the counters live in Django's cache: Redis at scale (CACHE_URL)
    from redis.exceptions import RedisError

    CACHE_OUTAGES: tuple[type[Exception], ...] = (RedisError, OSError)
except ImportError:  # pragma: no cover - the embedded default without the [redis] extra
    CACHE_OUTAGES = (OSError,)

#: Cache back-ends that live inside one process: counting there would give each worker a
#: budget of its own.
PROCESS_LOCAL_CACHES = (
    "django.core.cache.backends.locmem.LocMemCache",
    "django.core.cache.backends.dummy.DummyCache",
)


def client_address(request: Request) -> str:
    """The address a client's requests are counted by (see the module's docstring)."""
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR")
    address = request.META.get("REMOTE_ADDR") or ""
    proxies = api_settings.NUM_PROXIES or 0
    if proxies and forwarded:
        hops = [hop.strip() for hop in forwarded.split(",")]
        address = hops[-min(proxies, len(hops))]
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return address[:100]
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.IPv6Network((parsed, 64), strict=False))
    return str(parsed)


class Counts(Protocol):
    def hit(self, key: str, window: int, duration: int) -> tuple[int, int]:
        """Count one request in ``window`` (a number: unix time // ``duration``); return the
        requests counted in this window and in the one before."""


class CacheCounts:
    """Counters in Django's cache, one key per window (atomic increments in Redis)."""

    def hit(self, key: str, window: int, duration: int) -> tuple[int, int]:
        current = f"{key}:{window}"
        cache.add(current, 0, timeout=2 * duration + 1)
        try:
            count = cache.incr(current)
        except ValueError:  # expired between add and incr
            cache.set(current, 1, timeout=2 * duration + 1)
            count = 1
        return count, cache.get(f"{key}:{window - 1}", 0)


class DatabaseCounts:
    """Counters in the ``ThrottleCount`` table, one row per key holding two windows; each
    change is one conditional UPDATE, so concurrent workers never lose a count."""

    def hit(self, key: str, window: int, duration: int) -> tuple[int, int]:
        from api.models import ThrottleCount

        now = int(time.time())
        rows = ThrottleCount.objects.filter(key=key)
        for _ in range(3):
            if rows.filter(window=window).update(count=F("count") + 1):
                break
            # A new window: this row's count becomes the previous one (or 0 when older).
            rolled = rows.filter(window__lt=window).update(
                previous=Case(When(window=window - 1, then=F("count")), default=0),
                count=1,
                window=window,
                expires=now + 2 * duration,
            )
            if rolled:
                break
            try:
                with transaction.atomic():
                    ThrottleCount.objects.create(
                        key=key, window=window, count=1, previous=0, expires=now + 2 * duration
                    )
            except IntegrityError:
                continue  # another process made the row first: count in it
            ThrottleCount.objects.filter(expires__lt=now).delete()
            break
        count, previous = rows.values_list("count", "previous").get()
        return count, previous


def shared_counts() -> Counts:
    """The cache when every process shares it, else the database."""
    if settings.CACHES["default"]["BACKEND"] in PROCESS_LOCAL_CACHES:
        return DatabaseCounts()
    return CacheCounts()


class ScopedRateThrottle(throttling.ScopedRateThrottle):
    """Views that name a ``throttle_scope`` ("auth": login and sign-up), per client address.

    A sliding window: the requests of this window plus the last window's, weighted by how
    much of it still lies within one ``duration`` of now. Every attempt counts, refused
    ones too, so a client that keeps guessing stays refused.
    """

    def __init__(self) -> None:  # the rate depends on the view: see allow_request
        pass

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def get_ident(self, request: Request) -> str:
        return client_address(request)

    def allow_request(self, request: Request, view: APIView) -> bool:
        self.scope = getattr(view, "throttle_scope", None)
        self.rate = self.get_rate() if self.scope else None
        if self.rate is None:
            return True
        self.num_requests, self.duration = self.parse_rate(self.rate)
        now = time.time()
        window, into = divmod(now, self.duration)
        key = f"throttle:{self.scope}:{self.get_ident(request)}"
        try:
            self.count, self.previous = shared_counts().hit(key, int(window), self.duration)
        except CACHE_OUTAGES:
            # Throttling protects the server; an outage of its store must not turn every
            # sign-up into an error. The outage is logged.
            logger.warning("throttle cache unreachable; request allowed", exc_info=True)
            return True
        self.into = into / self.duration
        return self.estimate(self.into) <= self.num_requests

    def estimate(self, into: float, count: int | None = None, previous: int | None = None) -> float:
        """The requests within one duration of a moment ``into`` (0-1) the current window."""
        count = self.count if count is None else count
        previous = self.previous if previous is None else previous
        return previous * (1 - into) + count

    def wait(self) -> float:
        """Seconds until one more request fits."""
        fits = self.num_requests - 1
        if self.count <= fits and self.previous:
            # Later in this window, once enough of the last one has slid out.
            return max(1.0, (1 - (fits - self.count) / self.previous - self.into) * self.duration)
        # In the next window, while this one slides out.
        left = (1 - self.into) * self.duration
        if self.count <= fits:
            return max(1.0, left)
        return max(1.0, left + (1 - fits / self.count) * self.duration)


class WriteRateThrottle(throttling.UserRateThrottle):
    """Every write (POST, PUT, PATCH, DELETE) per user, or per client address when anonymous.

    A flood guard for the server, counted in Django's cache: per process unless ``CACHE_URL``
    names a shared cache. A cache outage lets requests through (logged).
    """

    scope = "writes"

    def get_rate(self) -> str | None:
        return api_settings.DEFAULT_THROTTLE_RATES.get(self.scope)

    def get_ident(self, request: Request) -> str:
        return client_address(request)

    def allow_request(self, request: Request, view: APIView) -> bool:
        if request.method in SAFE_METHODS or getattr(view, "throttle_scope", None):
            # Reads are free; login and register have their own, stricter scope.
            return True
        try:
            return super().allow_request(request, view)
        except CACHE_OUTAGES:
            logger.warning("throttle cache unreachable; request allowed", exc_info=True)
            return True


class ChatRateThrottle(ScopedRateThrottle):
    """Chat messages sent, per account (the "chat" rate): reading the chat is free."""

    def get_ident(self, request) -> str:
        if request.user.is_authenticated:
            return f"user:{request.user.pk}"
        return client_address(request)

    def allow_request(self, request, view) -> bool:
        if request.method in SAFE_METHODS:
            return True
        return super().allow_request(request, view)
