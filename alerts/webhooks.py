"""Delivering webhooks: signed JSON POSTs, retried with exponential backoff.

Every delivery is a ``WebhookDelivery`` row (the outbox). A sender *claims* a
due row (a conditional update, so two senders never post it at the same time),
posts it, then records the attempt, the row's new state and the hook's failure
count in one transaction. A sender that dies after posting leaves the claim to
expire: the delivery is posted again with the same ``Tabula-Delivery`` id, which
receivers use to drop duplicates (at-least-once delivery, like every webhook
platform).

Headers of every POST::

    Content-Type: application/json
    Tabula-Delivery: <uuid, the same on every attempt>
    Tabula-Event: your_turn | match_started | move | match_finished | ping
    Tabula-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>

URLs are checked when registered and again before every attempt (the name may
resolve elsewhere by then): https only, to public addresses only, unless the
settings allow loopback (tests, local development) or private networks.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import logging
import os
import socket
import threading
import time
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

import httpx
from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from alerts.models import Webhook, WebhookAttempt, WebhookDelivery

logger = logging.getLogger(__name__)

SIGNATURE_HEADER = "Tabula-Signature"
DELIVERY_HEADER = "Tabula-Delivery"
EVENT_HEADER = "Tabula-Event"
USER_AGENT = "Tabula-Webhooks/1"
EXCERPT_CHARS = 500
#: A claim outlives the longest attempt by this much.
CLAIM_MARGIN_SECONDS = 30.0


class UnsafeUrl(ValueError):
    """A URL the server refuses to post to; the message says why."""


def sign(secret: str, timestamp: int, body: bytes) -> str:
    """The ``Tabula-Signature`` header value for ``body`` sent at ``timestamp``."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def verify(secret: str, header: str, body: bytes, tolerance: float = 300.0) -> bool:
    """What a receiver does (docs/api.md has the same in a few lines of Python)."""
    parts = dict(item.split("=", 1) for item in header.split(",") if "=" in item)
    try:
        timestamp = int(parts["t"])
    except (KeyError, ValueError):
        return False
    if abs(time.time() - timestamp) > tolerance:
        return False
    expected = sign(secret, timestamp, body).split("v1=", 1)[1]
    return hmac.compare_digest(expected, parts.get("v1", ""))


def check_url(url: str) -> None:
    """Raise ``UnsafeUrl`` unless the server may post to ``url`` now."""
    parts = urlsplit(url)
    host = parts.hostname
    if parts.scheme not in ("https", "http") or not host:
        raise UnsafeUrl("the URL must be an absolute https:// URL")
    if parts.username or parts.password:
        raise UnsafeUrl("the URL must not carry a user name or password")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, ValueError, UnicodeError) as error:
        raise UnsafeUrl(f"the host {host!r} cannot be resolved ({error})") from None
    addresses = {ipaddress.ip_address(info[4][0].split("%", 1)[0]) for info in infos}
    allow_loopback = settings.TABULA_WEBHOOK_ALLOW_LOOPBACK
    all_loopback = all(address.is_loopback for address in addresses)
    if parts.scheme == "http" and not (allow_loopback and all_loopback):
        raise UnsafeUrl("the URL must use https://")
    for address in addresses:
        if address.is_loopback:
            if not allow_loopback:
                raise UnsafeUrl(f"{host} is this server's own loopback address")
        elif address.is_private and not address.is_global:
            if not settings.TABULA_WEBHOOK_ALLOW_PRIVATE or address.is_link_local:
                raise UnsafeUrl(f"{host} resolves to a private address ({address})")
        elif (
            address.is_link_local
            or address.is_multicast
            or address.is_reserved
            or address.is_unspecified
            or not address.is_global
        ):
            raise UnsafeUrl(f"{host} resolves to a non-public address ({address})")


# -- sending -------------------------------------------------------------------

#: What a sender posts: deliveries of active hooks, and pings (an owner tries a repaired
#: receiver before turning its hook on again).
SENDABLE = Q(webhook__active=True) | Q(event_type="ping")


def due_deliveries(limit: int = 100) -> list[WebhookDelivery]:
    now = timezone.now()
    return list(
        WebhookDelivery.objects.filter(status=WebhookDelivery.PENDING, next_attempt_at__lte=now)
        .filter(SENDABLE)
        .filter(Q(locked_until__isnull=True) | Q(locked_until__lt=now))
        .order_by("next_attempt_at")
        .select_related("webhook")[:limit]
    )


def send_due(limit: int = 100) -> int:
    """Attempt every delivery due now (in this thread); return how many were attempted."""
    attempted = 0
    for delivery in due_deliveries(limit):
        if attempt_delivery(delivery.id) is not None:
            attempted += 1
    return attempted


def claim(delivery_id: Any) -> WebhookDelivery | None:
    now = timezone.now()
    hold = timedelta(seconds=settings.TABULA_WEBHOOK_TIMEOUT_SECONDS + CLAIM_MARGIN_SECONDS)
    claimed = (
        WebhookDelivery.objects.filter(
            id=delivery_id, status=WebhookDelivery.PENDING, next_attempt_at__lte=now
        )
        .filter(SENDABLE)
        .filter(Q(locked_until__isnull=True) | Q(locked_until__lt=now))
        .update(locked_until=now + hold)
    )
    if not claimed:
        return None
    return WebhookDelivery.objects.select_related("webhook__owner").get(id=delivery_id)


def attempt_delivery(delivery_id: Any) -> WebhookAttempt | None:
    """Post one delivery once, if it is due and nobody else holds it; record the attempt."""
    delivery = claim(delivery_id)
    if delivery is None:
        return None
    outcome = post(delivery)
    return record_attempt(delivery, **outcome)


def post(delivery: WebhookDelivery) -> dict[str, Any]:
    """POST the delivery; never raises: the outcome says what happened."""
    hook = delivery.webhook
    body = json.dumps(delivery.payload, separators=(",", ":"), sort_keys=True).encode()
    started = time.monotonic()
    status_code: int | None = None
    excerpt = ""
    error = ""
    try:
        check_url(hook.url)
        headers = {
            "Content-Type": "application/json",
            "User-Agent": USER_AGENT,
            DELIVERY_HEADER: str(delivery.id),
            EVENT_HEADER: delivery.event_type,
            SIGNATURE_HEADER: sign(hook.secret, int(time.time()), body),
        }
        response = http_client().post(
            hook.url,
            content=body,
            headers=headers,
            timeout=settings.TABULA_WEBHOOK_TIMEOUT_SECONDS,
        )
        status_code = response.status_code
        excerpt = response.text[:EXCERPT_CHARS]
        if not 200 <= status_code < 300:
            error = f"the receiver answered {status_code}"
    except UnsafeUrl as refused:
        error = f"refused: {refused}"
    except Exception as failure:  # any failure is this attempt's outcome
        # (httpx.HTTPError mostly; a raise here would hold the delivery until its claim expires)
        error = f"{type(failure).__name__}: {failure}"[:500]
    return {
        "status_code": status_code,
        "duration_ms": int((time.monotonic() - started) * 1000),
        "error": error,
        "response_excerpt": excerpt,
    }


_client: httpx.Client | None = None
_client_pid: int | None = None
_client_lock = threading.Lock()


def http_client() -> httpx.Client:
    """One client per process: its TLS context is built once, its connections are reused."""
    global _client, _client_pid
    with _client_lock:
        if _client is None or _client_pid != os.getpid():
            _client = httpx.Client(follow_redirects=False, trust_env=False)
            _client_pid = os.getpid()
        return _client


def retry_delay(attempts: int) -> float:
    """Seconds before the next attempt after ``attempts`` failed ones."""
    return settings.TABULA_WEBHOOK_RETRY_SECONDS * 2 ** (attempts - 1)


def record_attempt(
    delivery: WebhookDelivery,
    status_code: int | None,
    duration_ms: int,
    error: str,
    response_excerpt: str,
) -> WebhookAttempt:
    now = timezone.now()
    ok = not error
    disabled_hook: Webhook | None = None
    with transaction.atomic():
        hook = Webhook.objects.select_for_update().get(id=delivery.webhook_id)
        delivery.attempts += 1
        attempt = WebhookAttempt.objects.create(
            delivery=delivery,
            number=delivery.attempts,
            at=now,
            status_code=status_code,
            duration_ms=duration_ms,
            error=error,
            response_excerpt=response_excerpt,
            ok=ok,
        )
        delivery.locked_until = None
        # A ping to a turned-off hook neither counts as a failure nor turns it on.
        counts = hook.active
        if ok:
            delivery.status = WebhookDelivery.DELIVERED
            delivery.delivered_at = now
            if counts:
                hook.consecutive_failures = 0
        else:
            if counts:
                hook.consecutive_failures += 1
            if delivery.attempts >= settings.TABULA_WEBHOOK_MAX_ATTEMPTS:
                delivery.status = WebhookDelivery.FAILED
            else:
                delivery.next_attempt_at = now + timedelta(seconds=retry_delay(delivery.attempts))
            if hook.active and hook.consecutive_failures >= settings.TABULA_WEBHOOK_DISABLE_AFTER:
                hook.active = False
                hook.disabled_at = now
                hook.disabled_reason = (
                    f"turned off after {hook.consecutive_failures} failed attempts in a row "
                    f"(last: {error})"
                )[:300]
                disabled_hook = hook
        delivery.save(
            update_fields=["attempts", "status", "delivered_at", "next_attempt_at", "locked_until"]
        )
        hook.save(
            update_fields=["consecutive_failures", "active", "disabled_at", "disabled_reason"]
        )
    if disabled_hook is not None:
        tell_owner_disabled(disabled_hook)
    return attempt


def tell_owner_disabled(hook: Webhook) -> None:
    """The owner learns by e-mail (when they have an address) and from the API's flag."""
    owner = hook.owner
    logger.warning("webhook %s of %s disabled: %s", hook.id, owner.username, hook.disabled_reason)
    if not owner.email:
        return
    try:
        send_mail(
            subject="Tabula: your webhook was turned off",
            message=(
                f"Hello {owner.username},\n\n"
                f"Tabula stopped sending to your webhook {hook.url}:\n"
                f"{hook.disabled_reason}.\n\n"
                "Fix the receiver, then turn the webhook on again in your settings:\n"
                f"{settings.TABULA_PUBLIC_URL}/settings/notifications/\n"
            ),
            from_email=None,
            recipient_list=[owner.email],
        )
    except Exception:
        # The flag in the API still tells the owner.
        logger.warning(
            "could not e-mail %s about webhook %s", owner.username, hook.id, exc_info=True
        )


def queue_ping(hook: Webhook) -> WebhookDelivery:
    """A ``ping`` delivery for the owner's "send test ping"."""
    now = timezone.now()
    delivery = WebhookDelivery(
        webhook=hook, event_type="ping", created_at=now, next_attempt_at=now, payload={}
    )
    delivery.payload = {
        "id": str(delivery.id),
        "type": "ping",
        "created_at": now.isoformat().replace("+00:00", "Z"),
        "webhook": hook.id,
    }
    delivery.save()
    return delivery


def prune(now=None) -> int:
    """Forget deliveries (and their attempts) and sent e-mail notices older than
    ``TABULA_ALERTS_KEEP_DAYS``; pending deliveries are kept however old. Returns how
    many deliveries and notices went."""
    from alerts.models import EmailNotice

    cutoff = (now or timezone.now()) - timedelta(days=settings.TABULA_ALERTS_KEEP_DAYS)
    _, deleted = (
        WebhookDelivery.objects.filter(created_at__lt=cutoff)
        .exclude(status=WebhookDelivery.PENDING)
        .delete()
    )
    notices, _ = EmailNotice.objects.filter(sent_at__lt=cutoff).delete()
    return deleted.get(WebhookDelivery._meta.label, 0) + notices
