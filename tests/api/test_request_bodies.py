"""Bodies without a Content-Length (``Transfer-Encoding: chunked``) are read, on both entry
points as ``config.wsgi`` and ``config.asgi`` build them, the hot path included; a chunked
body over the limit is a JSON 413, and a body declared over the limit is never read."""

from __future__ import annotations

import asyncio
import io
import json
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from django.core import signals
from django.core.handlers.asgi import ASGIHandler
from django.core.handlers.wsgi import WSGIHandler
from django.db import close_old_connections
from django.test import override_settings

from api.hot_path import AsgiHotPath, HotPath
from api.limits import AsgiBodyLength, WsgiBodyLength
from tests.asgi import http_scope

pytestmark = pytest.mark.django_db(transaction=True)

#: The pieces a chunked body arrives in.
PIECE = 7


class Answer:
    def __init__(self, status: int, body: bytes) -> None:
        self.status = status
        self.data = json.loads(body) if body else None


Send = Callable[..., Answer]


def wsgi_sender(application: Callable[..., Any]) -> Send:
    def send(path: str, body: bytes, token: str | None = None, chunked: bool = True) -> Answer:
        environ = {
            "REQUEST_METHOD": "POST",
            "SCRIPT_NAME": "",
            "PATH_INFO": path,
            "QUERY_STRING": "",
            "SERVER_NAME": "testserver",
            "SERVER_PORT": "80",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1",
            "HTTP_HOST": "localhost",
            "CONTENT_TYPE": "application/json",
            # What gunicorn hands over for a chunked body: the decoded stream, no length.
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "wsgi.version": (1, 0),
            "wsgi.url_scheme": "http",
            "wsgi.multithread": True,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
        }
        if chunked:
            environ["HTTP_TRANSFER_ENCODING"] = "chunked"
        else:
            environ["CONTENT_LENGTH"] = str(len(body))
        if token:
            environ["HTTP_AUTHORIZATION"] = f"Token {token}"
        started: list[str] = []
        result = application(environ, lambda status, headers, exc_info=None: started.append(status))
        try:
            payload = b"".join(result)
        finally:
            getattr(result, "close", lambda: None)()
        return Answer(int(started[0].split()[0]), payload)

    return send


def asgi_sender(application: Callable[..., Any]) -> Send:
    def send(
        path: str,
        body: bytes,
        token: str | None = None,
        chunked: bool = True,
        declared: int | None = None,
    ) -> Answer:
        headers = [(b"host", b"localhost"), (b"content-type", b"application/json")]
        if chunked:
            headers.append((b"transfer-encoding", b"chunked"))
        if declared is not None:
            headers.append((b"content-length", str(declared).encode()))
        if token:
            headers.append((b"authorization", f"Token {token}".encode()))
        scope = http_scope("POST", path, headers)
        pieces = [body[i : i + PIECE] for i in range(0, len(body), PIECE)] or [b""]
        messages = [
            {"type": "http.request", "body": piece, "more_body": n < len(pieces) - 1}
            for n, piece in enumerate(pieces)
        ]
        messages.reverse()
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            if messages:
                return messages.pop()
            await asyncio.Event().wait()  # as a server does: no disconnect while it waits
            raise AssertionError("unreachable")

        async def respond(message: dict[str, Any]) -> None:
            sent.append(message)

        async_to_sync(application)(scope, receive, respond)
        return Answer(sent[0]["status"], b"".join(m.get("body", b"") for m in sent[1:]))

    return send


@pytest.fixture(params=["wsgi", "asgi"])
def send(request, service) -> Iterator[Send]:
    """Requests to the entry point as config.wsgi / config.asgi build it."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        if request.param == "wsgi":
            yield wsgi_sender(WsgiBodyLength(HotPath(WSGIHandler())))
        else:
            yield asgi_sender(AsgiBodyLength(AsgiHotPath(ASGIHandler())))
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


def as_json(value: Any) -> bytes:
    return json.dumps(value).encode()


def test_a_chunked_sign_up_and_move_are_read(send):
    tokens = []
    for name in ("ann", "bob"):
        answer = send(
            "/api/v1/auth/register/", as_json({"username": name, "password": "a-long-password"})
        )
        assert answer.status == 201, answer.data
        tokens.append(answer.data["token"])
    created = send("/api/v1/matches/", as_json({"game": "babel", "players": 2}), tokens[0])
    assert created.status == 201, created.data
    match_id = created.data["id"]
    for seat, token in enumerate(tokens):
        joined = send(f"/api/v1/matches/{match_id}/join/", as_json({"seat": seat}), token)
        assert joined.status == 200, joined.data
    seat = joined.data["to_act"][0]
    from matches.service import get_service

    match = get_service().get_match(match_id)
    action = match.engine.legal_actions(match.state, seat)[0]
    body = as_json({"action": action, "expected_version": match.version})
    moved = send(f"/api/v1/matches/{match_id}/actions/", body, tokens[seat])
    assert moved.status == 201, moved.data


@override_settings(TABULA_MAX_BODY_BYTES=1024)
def test_a_chunked_body_over_the_limit_is_a_json_413(send):
    padding = "x" * 4000
    answer = send(
        "/api/v1/auth/register/",
        as_json({"username": "ann", "password": "a-long-password", "pad": padding}),
    )
    assert answer.status == 413 and answer.data["error"] == "payload_too_large"


def test_a_body_declared_over_the_limit_is_not_read_under_asgi(service):
    """Django's ASGI handler would read (spool to disk) all 10 GB before any middleware; the
    413 comes at once, and what arrives meanwhile is dropped."""
    reads = []

    async def endless_receive() -> dict[str, Any]:
        reads.append(1)
        if len(reads) > 2000:
            raise AssertionError("the body was read")
        await asyncio.sleep(0.005)  # 64 KiB pieces at some 13 MB/s, as over a network
        return {"type": "http.request", "body": b"x" * 65536, "more_body": True}

    sent: list[dict[str, Any]] = []

    async def respond(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {
        "type": "http",
        "method": "POST",
        "path": "/api/v1/auth/register/",
        "raw_path": b"/api/v1/auth/register/",
        "root_path": "",
        "query_string": b"",
        "scheme": "http",
        "headers": [
            (b"host", b"localhost"),
            (b"content-type", b"application/json"),
            (b"content-length", str(10 * 2**30).encode()),
        ],
        "client": ("127.0.0.1", 50000),
        "server": ("testserver", 80),
    }
    signals.request_started.disconnect(close_old_connections)
    try:
        async_to_sync(AsgiBodyLength(AsgiHotPath(ASGIHandler())))(scope, endless_receive, respond)
    finally:
        signals.request_started.connect(close_old_connections)
    assert sent[0]["status"] == 413
    # Only what arrived while the answer was made was read (and dropped), not the body.
    assert len(reads) < 2000
