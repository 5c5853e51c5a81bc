"""A webhook attempt is bounded in bytes and in time, whatever the receiver does.

The receivers here are raw sockets, so they can misbehave the ways an HTTP server library
would not let them: an endless answer, an answer dripped a byte at a time, a connection
dropped half-way. Each attempt must end by its deadline (plus a second) with the process
grown by less than 20 MB, and a dropped connection must never count as delivered.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from alerts import webhooks
from alerts.models import Webhook, WebhookDelivery
from tests.accounts import user

pytestmark = pytest.mark.django_db

DEADLINE = 2.0
#: An old sender read whole answers: the endless one stops here so such a run ends too.
ENDLESS_CAP_BYTES = 96 * 1024 * 1024
PAGE = os.sysconf("SC_PAGE_SIZE")

Answer = Callable[[socket.socket], None]


def read_request(conn: socket.socket) -> None:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next(
        (
            int(line.split(b":", 1)[1])
            for line in head.split(b"\r\n")
            if line.lower().startswith(b"content-length:")
        ),
        0,
    )
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            return
        body += chunk


def endless_body(conn: socket.socket) -> None:
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n")
    page = b"x" * 65536
    for _ in range(ENDLESS_CAP_BYTES // len(page)):
        conn.sendall(page)


def dripped(head: bytes, body: bytes) -> Answer:
    def answer(conn: socket.socket) -> None:
        conn.sendall(head)
        stop = time.monotonic() + DEADLINE + 3
        for byte in body:
            if time.monotonic() > stop:
                return
            conn.sendall(bytes([byte]))
            time.sleep(0.05)

    return answer


#: A 200 whose 1,000-byte body comes a byte every 50 ms (each read well within any timeout).
slow_body = dripped(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n", b"y" * 1000)
#: The status line and headers themselves a byte at a time.
slow_head = dripped(
    b"", b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n" + b"X-Pad: z\r\n" * 40 + b"\r\nok"
)


def cut_body(conn: socket.socket) -> None:
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n" + b"z" * 10)


def no_answer(conn: socket.socket) -> None:
    pass  # the connection closes with the request read and nothing said


@contextmanager
def raw_receiver(answer: Answer) -> Iterator[str]:
    """A one-thread TCP server answering every connection with ``answer``; yields its URL."""
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(0.2)
    stopping = threading.Event()

    def serve() -> None:
        while not stopping.is_set():
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            with conn:
                try:
                    read_request(conn)
                    answer(conn)
                except OSError:
                    pass  # the sender hung up: that is what a bounded sender does

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.getsockname()[1]}/hook"
    finally:
        stopping.set()
        thread.join(10)
        server.close()


def resident_bytes() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE


@contextmanager
def peak_growth() -> Iterator[dict[str, int]]:
    """The process's largest resident-memory growth over the block, sampled every 5 ms."""
    found = {"bytes": 0}
    start = resident_bytes()
    done = threading.Event()

    def sample() -> None:
        while not done.wait(0.005):
            found["bytes"] = max(found["bytes"], resident_bytes() - start)

    thread = threading.Thread(target=sample, daemon=True)
    thread.start()
    try:
        yield found
    finally:
        done.set()
        thread.join()
        found["bytes"] = max(found["bytes"], resident_bytes() - start)


def one_attempt(url: str) -> tuple[WebhookDelivery, float, int]:
    hook = Webhook.objects.create(owner=user("ann"), url=url, events=["move"])
    delivery = webhooks.queue_ping(hook)
    with peak_growth() as growth:
        started = time.monotonic()
        webhooks.attempt_delivery(delivery.id)
        took = time.monotonic() - started
    delivery.refresh_from_db()
    return delivery, took, growth["bytes"]


@pytest.fixture
def bounded(settings):
    settings.TABULA_WEBHOOK_ALLOW_LOOPBACK = True
    settings.TABULA_WEBHOOK_TIMEOUT_SECONDS = DEADLINE


def test_an_endless_answer_is_read_for_a_few_kib_only(bounded):
    with raw_receiver(endless_body) as url:
        delivery, took, grown = one_attempt(url)
    assert grown < 20 * 1024 * 1024, f"the process grew by {grown / 2**20:.0f} MB"
    assert took < DEADLINE + 1
    attempt = delivery.log.get()
    assert attempt.status_code == 200 and attempt.ok, "the receiver did answer 200"
    assert len(attempt.response_excerpt) <= webhooks.EXCERPT_CHARS


@pytest.mark.parametrize("answer", [slow_body, slow_head], ids=["slow body", "slow headers"])
def test_a_dripped_answer_ends_the_attempt_at_its_deadline(bounded, answer):
    with raw_receiver(answer) as url:
        delivery, took, grown = one_attempt(url)
    assert took < DEADLINE + 1, f"the attempt took {took:.1f} s"
    assert grown < 20 * 1024 * 1024
    attempt = delivery.log.get()
    assert not attempt.ok and delivery.status == "pending"
    assert "did not answer completely within 2 s" in attempt.error


@pytest.mark.parametrize("answer", [cut_body, no_answer], ids=["cut body", "no answer"])
def test_a_dropped_connection_is_a_failure(bounded, answer):
    with raw_receiver(answer) as url:
        delivery, took, _ = one_attempt(url)
    attempt = delivery.log.get()
    assert not attempt.ok and delivery.status == "pending" and delivery.delivered_at is None
    assert attempt.error and took < DEADLINE + 1


def test_the_attempt_connects_to_the_address_it_checked(bounded, receiver, monkeypatch):
    """A name server that answers a second look-up differently (DNS rebinding) is never
    asked twice: the attempt connects to the address the check approved."""
    port = int(receiver.url.rsplit(":", 1)[1].split("/")[0])
    real_getaddrinfo = socket.getaddrinfo
    answers = iter(["127.0.0.1"])
    lookups = []

    def rebinding(host, *args, **kwargs):
        if host != "hooks.rebinding.test":
            return real_getaddrinfo(host, *args, **kwargs)
        lookups.append(host)
        # First the approved address, then somewhere else (here: nobody listens).
        return real_getaddrinfo(next(answers, "127.0.0.2"), *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", rebinding)
    hook = Webhook.objects.create(
        owner=user("ann"), url=f"http://hooks.rebinding.test:{port}/hook", events=["move"]
    )
    receiver.secret = hook.secret
    delivery = webhooks.queue_ping(hook)
    attempt = webhooks.attempt_delivery(delivery.id)
    assert attempt.ok, attempt.error
    assert len(lookups) == 1
    assert [r.event for r in receiver.received] == ["ping"]


#: Loopback, link-local (cloud metadata) and tunnelled addresses in every spelling: refused
#: even where private networks are allowed.
NEVER = [
    "https://[2002:7f00:1::]/",  # 6to4 of 127.0.0.1
    "https://[2002:a9fe:a9fe::]/",  # 6to4 of 169.254.169.254
    "https://[64:ff9b::7f00:1]/",  # NAT64 of 127.0.0.1
    "https://[64:ff9b:1::808:808]/",  # local-use NAT64
    "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",  # Teredo
    "https://[::ffff:127.0.0.1]/",  # IPv4-mapped
    "https://[::ffff:a9fe:a9fe]/",
    "https://[::127.0.0.1]/",  # IPv4-compatible
    "https://[::]/",
    "https://2130706433/",  # 127.0.0.1 in decimal
    "https://0x7f000001/",  # ... in hexadecimal
    "https://017700000001/",  # ... in octal
    "https://0177.0.0.1/",
    "https://127.1/",
    "https://0xa9.0xfe.0xa9.0xfe/",  # 169.254.169.254
    "https://0/",
]
#: Private networks behind the same disguises: refused unless private networks are allowed.
PRIVATE = ["https://[2002:a00:1::]/", "https://[64:ff9b::a00:1]/", "https://[::a00:1]/"]


@pytest.mark.parametrize("url", NEVER + PRIVATE)
def test_every_spelling_of_an_internal_address_is_refused(url):
    with pytest.raises(webhooks.UnsafeUrl):
        webhooks.check_url(url)


@pytest.mark.parametrize("url", NEVER)
def test_allowing_private_networks_still_refuses_loopback_metadata_and_tunnels(settings, url):
    settings.TABULA_WEBHOOK_ALLOW_PRIVATE = True
    with pytest.raises(webhooks.UnsafeUrl):
        webhooks.check_url(url)


@pytest.mark.parametrize(
    "url", ["https://8.8.8.8/", "https://[2002:808:808::]/", "https://[64:ff9b::808:808]/"]
)
def test_public_addresses_behind_6to4_and_nat64_are_accepted(url):
    assert webhooks.check_url(url) == [url.split("//")[1].strip("/[]")]
