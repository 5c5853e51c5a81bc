"""A real local HTTP receiver for webhook tests, and users with webhooks.

The receiver is ``http.server`` in a thread on this suite's ports (8260-8279,
``TABULA_TEST_ALERTS_PORT`` moves the first); it verifies each delivery's
signature the way docs/api.md tells integrators to.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from django.contrib.auth.models import User

from alerts.models import Webhook
from tests.api.conftest import api, babel_match, register  # noqa: F401  (shared fixtures)
from tests.ports import share_of

FIRST_PORT = int(os.environ.get("TABULA_TEST_ALERTS_PORT", "8260"))
PORTS = share_of(range(FIRST_PORT, FIRST_PORT + 20))


def verify_signature(secret: str, header: str, body: bytes, tolerance: int = 300) -> bool:
    """The receiver's check, as docs/api.md writes it."""
    parts = dict(part.split("=", 1) for part in header.split(","))
    timestamp = parts["t"]
    if abs(time.time() - int(timestamp)) > tolerance:
        return False
    expected = hmac.new(
        secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(expected, parts["v1"])


@dataclass
class Received:
    delivery: str
    event: str
    body: dict[str, Any]
    signature_ok: bool


@dataclass
class Receiver:
    url: str
    #: Status codes to answer, in order; the last one repeats.
    answers: list[int] = field(default_factory=lambda: [200])
    secret: str = ""
    received: list[Received] = field(default_factory=list)

    def next_status(self) -> int:
        return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]


@pytest.fixture
def receiver(settings):
    settings.TABULA_WEBHOOK_ALLOW_LOOPBACK = True
    state = Receiver(url="")

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            ok = verify_signature(state.secret, self.headers["Tabula-Signature"], body)
            state.received.append(
                Received(
                    delivery=self.headers["Tabula-Delivery"],
                    event=self.headers["Tabula-Event"],
                    body=json.loads(body),
                    signature_ok=ok,
                )
            )
            status = state.next_status() if ok else 400
            answer = json.dumps({"status": status}).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, *args: Any) -> None:
            pass

    server = None
    for port in PORTS:
        try:
            server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
            break
        except OSError:
            continue
    assert server is not None, f"no free port in {PORTS}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/hook"
    yield state
    server.shutdown()
    server.server_close()


def add_webhook(user: User, receiver: Receiver, events: list[str]) -> Webhook:
    hook = Webhook.objects.create(owner=user, url=receiver.url, events=events)
    receiver.secret = hook.secret
    return hook
