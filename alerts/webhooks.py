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
settings allow loopback (tests, local development) or private networks. An attempt
connects to the very address it checked, is over by ``TABULA_WEBHOOK_TIMEOUT_SECONDS``
from start to end, and reads at most ``ANSWER_BYTES`` of the answer.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import ipaddress
import json
import logging
import socket
import ssl
import time
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

import httpcore
import httpx
from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import override

from alerts.languages import language_of
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


#: IPv6 prefixes that carry an IPv4 address in their last 32 bits: the well-known NAT64
#: prefix (RFC 6052) and the deprecated IPv4-compatible form (``::a.b.c.d``).
NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
IPV4_COMPATIBLE = ipaddress.IPv6Network("::/96")
#: Tunnels whose far end cannot be told from the address: Teredo (RFC 4380) and local-use
#: NAT64 (RFC 8215, any prefix length). Never posted to.
TUNNELS = (ipaddress.IPv6Network("2001::/32"), ipaddress.IPv6Network("64:ff9b:1::/48"))

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


def reached_address(address: Address) -> Address:
    """The address a packet to ``address`` really reaches: the IPv4 address inside an
    IPv4-mapped, IPv4-compatible, 6to4 or NAT64 IPv6 address, else the address itself."""
    if isinstance(address, ipaddress.IPv4Address):
        return address
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in NAT64 or (address in IPV4_COMPATIBLE and int(address) > 1):
        return ipaddress.IPv4Address(int(address) & 0xFFFF_FFFF)
    return address


def refusal(host: str, address: Address) -> str | None:
    """Why the server may not post to ``address`` (a name ``host`` resolved to), or None."""
    if any(address in tunnel for tunnel in TUNNELS):
        return f"{host} resolves to a tunnelled address ({address})"
    reached = reached_address(address)
    shown = str(address) if reached == address else f"{address}, that is {reached}"
    if reached.is_unspecified:  # "0.0.0.0" and "::" reach this very machine
        return f"{host} resolves to a non-public address ({shown})"
    if reached.is_loopback:
        if not settings.TABULA_WEBHOOK_ALLOW_LOOPBACK:
            return f"{host} is this server's own loopback address ({shown})"
    elif reached.is_private and not reached.is_global:
        if not settings.TABULA_WEBHOOK_ALLOW_PRIVATE or reached.is_link_local:
            return f"{host} resolves to a private address ({shown})"
    elif (
        reached.is_link_local
        or reached.is_multicast
        or reached.is_reserved
        or not reached.is_global
    ):
        return f"{host} resolves to a non-public address ({shown})"
    return None


def check_url(url: str) -> list[str]:
    """The addresses ``url``'s host resolves to now, each one checked; raise ``UnsafeUrl``
    unless the server may post there. Decimal, octal and hexadecimal IPv4 spellings
    (``2130706433``, ``0177.0.0.1``, ``0x7f000001``) resolve to the address they spell."""
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
    resolved = list(dict.fromkeys(str(info[4][0]).split("%", 1)[0] for info in infos))
    addresses = [ipaddress.ip_address(text) for text in resolved]
    all_loopback = all(reached_address(address).is_loopback for address in addresses)
    if parts.scheme == "http" and not (settings.TABULA_WEBHOOK_ALLOW_LOOPBACK and all_loopback):
        raise UnsafeUrl("the URL must use https://")
    for address in addresses:
        reason = refusal(host, address)
        if reason:
            raise UnsafeUrl(reason)
    return resolved


# -- sending -------------------------------------------------------------------

#: What a sender posts: deliveries (pings included) of hooks that are on. A turned-off hook
#: gets nothing, not even a ping queued before it was turned off.
SENDABLE = Q(webhook__active=True)


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
    """POST the delivery once; never raises: the outcome says what happened."""
    hook = delivery.webhook
    body = json.dumps(delivery.payload, separators=(",", ":"), sort_keys=True).encode()
    started = time.monotonic()
    timeout = settings.TABULA_WEBHOOK_TIMEOUT_SECONDS
    status_code: int | None = None
    excerpt = ""
    error = ""
    try:
        addresses = check_url(hook.url)
        headers = {
            "Content-Type": "application/json",
            "User-Agent": USER_AGENT,
            DELIVERY_HEADER: str(delivery.id),
            EVENT_HEADER: delivery.event_type,
            SIGNATURE_HEADER: sign(hook.secret, int(time.time()), body),
        }
        status_code, answer = exchange(hook.url, addresses[0], body, headers, started + timeout)
        excerpt = answer.decode("utf-8", "replace")[:EXCERPT_CHARS]
        if not 200 <= status_code < 300:
            error = f"the receiver answered {status_code}"
    except UnsafeUrl as refused:
        error = f"refused: {refused}"
    except httpcore.TimeoutException:
        error = f"the receiver did not answer completely within {timeout:g} s"
    except Exception as failure:  # any failure is this attempt's outcome
        # (a dropped connection, a refused one, a TLS error, a malformed answer; a raise here
        # would hold the delivery until its claim expires)
        error = f"{type(failure).__name__}: {failure}"[:500]
    return {
        "status_code": status_code,
        "duration_ms": int((time.monotonic() - started) * 1000),
        "error": error,
        "response_excerpt": excerpt,
    }


# -- one attempt: one checked address, one deadline, a few KiB read ------------

#: At most this much of a receiver's answer is read (the log keeps its first
#: ``EXCERPT_CHARS``); the rest is never downloaded.
ANSWER_BYTES = 4096
#: Writes go out in pieces of this size, so a receiver that reads slowly meets the deadline.
WRITE_BYTES = 16 * 1024


def exchange(
    url: str, address: str, body: bytes, headers: dict[str, str], deadline: float
) -> tuple[int, bytes]:
    """POST ``body`` to ``url`` at the checked ``address`` before ``deadline`` (a
    ``time.monotonic()`` moment): the status and at most ``ANSWER_BYTES`` of the answer.

    The Host header and the TLS server name (SNI, certificate check) stay the URL's name.
    Raises ``httpcore.TimeoutException`` at the deadline and ``httpcore`` errors for a
    connection that fails or drops before the answer is complete (never a success)."""
    backend = PinnedBackend(address, deadline)
    with httpcore.ConnectionPool(
        ssl_context=tls_context(), network_backend=backend, max_connections=1, retries=0
    ) as pool:
        with pool.stream("POST", url, headers=list(headers.items()), content=body) as response:
            answer = bytearray()
            for chunk in response.iter_stream():
                answer += chunk
                if len(answer) >= ANSWER_BYTES:
                    break  # closing the answer unread closes its connection
            return response.status, bytes(answer[:ANSWER_BYTES])


@functools.cache
def tls_context() -> ssl.SSLContext:
    """One per process: building it loads the certificate authorities (certifi's, as httpx)."""
    return httpx.create_ssl_context()


class DeadlinePassed(httpcore.TimeoutException):
    """The attempt's one deadline passed while connecting, sending or reading."""


class PinnedBackend(httpcore.NetworkBackend):
    """httpcore's sockets, connected only to the address the URL was checked at, each
    operation given no more than what is left of the attempt's deadline.

    Connecting to the checked address means no second look-up, which a rebinding name
    server could answer with an internal address. The deadline covers the whole attempt:
    httpcore's own timeouts restart with every read, so a receiver dripping one byte at a
    time would otherwise hold the sender for ever."""

    def __init__(self, address: str, deadline: float) -> None:
        self.address = address
        self.deadline = deadline
        self.sockets = httpcore.SyncBackend()

    def left(self, timeout: float | None = None) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise DeadlinePassed("the attempt's deadline passed")
        return left if timeout is None else min(timeout, left)

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Any = None,
    ) -> httpcore.NetworkStream:
        stream = self.sockets.connect_tcp(
            self.address, port, self.left(timeout), local_address, socket_options
        )
        return DeadlineStream(stream, self)

    def connect_unix_socket(self, *args: Any, **kwargs: Any) -> httpcore.NetworkStream:
        raise httpcore.ConnectError("webhooks are posted over TCP only")

    def sleep(self, seconds: float) -> None:
        time.sleep(min(seconds, self.left()))


class DeadlineStream(httpcore.NetworkStream):
    """A connected socket whose reads and writes end by the attempt's deadline."""

    def __init__(self, stream: httpcore.NetworkStream, backend: PinnedBackend) -> None:
        self.stream = stream
        self.backend = backend

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self.stream.read(max_bytes, self.backend.left(timeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        for start in range(0, len(buffer), WRITE_BYTES):
            self.stream.write(buffer[start : start + WRITE_BYTES], self.backend.left(timeout))

    def close(self) -> None:
        self.stream.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        stream = self.stream.start_tls(ssl_context, server_hostname, self.backend.left(timeout))
        return DeadlineStream(stream, self.backend)

    def get_extra_info(self, info: str) -> Any:
        return self.stream.get_extra_info(info)


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
        with override(language_of(owner.pk)):
            subject = _("Tabula: your webhook was turned off")
            message = (
                _("Hello %(name)s,") % {"name": owner.username}
                + "\n\n"
                + _("Tabula stopped sending to your webhook %(url)s:") % {"url": hook.url}
                + f"\n{hook.disabled_reason}.\n\n"
                + _("Fix the receiver, then turn the webhook on again in your settings:")
                + f"\n{settings.TABULA_PUBLIC_URL}/settings/notifications/\n"
            )
        send_mail(
            subject=subject,
            message=message,
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
