"""Bounds on what a request may carry: body size and JSON nesting depth.

Hostile bodies must cost little and answer a JSON 4xx: a body over the limit is
refused from its ``Content-Length`` before it is read (413), and JSON nested
deeper than any real request is refused before the recursive decoder sees it (400).

A body sent in chunks (``Transfer-Encoding: chunked``, no ``Content-Length``) is read in
front of Django by ``WsgiBodyLength`` / ``AsgiBodyLength`` (``config.wsgi``, ``config.asgi``),
at most one byte past the limit, and handed on with its length: Django and DRF read a body
by its ``Content-Length``, so without one they would read it as empty.
"""

from __future__ import annotations

import io
import math
import re
from collections.abc import Awaitable, Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

#: Strings are skipped when counting depth: brackets inside them do not nest.
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def max_body_bytes() -> int:
    return int(getattr(settings, "TABULA_MAX_BODY_BYTES", 256 * 1024))


def max_json_depth() -> int:
    return int(getattr(settings, "TABULA_MAX_JSON_DEPTH", 32))


def json_depth(text: str) -> int:
    """The deepest nesting of arrays and objects in ``text`` (0 for a scalar)."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_JSON_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


class BoundedJSONParser(JSONParser):
    """DRF's JSON parser, refusing bodies nested deeper than ``TABULA_MAX_JSON_DEPTH``."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        raw = stream.read() if stream is not None else b""
        try:
            text = raw.decode((parser_context or {}).get("encoding") or "utf-8")
        except UnicodeDecodeError as error:
            raise ParseError(
                gettext("JSON parse error - the body is not UTF-8 (%(error)s)") % {"error": error}
            ) from None
        limit = max_json_depth()
        if json_depth(text) > limit:
            raise ParseError(
                gettext("JSON parse error - nested deeper than %(limit)s levels") % {"limit": limit}
            )
        return super().parse(_Stream(raw), media_type, parser_context)


class _Stream:
    """The already-read body, handed back to the parent parser."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw

    def read(self, *args: Any) -> bytes:
        raw, self.raw = self.raw, b""
        return raw


class BodySizeLimitMiddleware:
    """Answers JSON 413 to an ``/api/`` request whose declared body is over the limit."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith("/api/"):
            # Imported here: api.errors loads DRF's settings, which import this module's parser.
            from api.errors import json_error

            try:
                length = int(request.META.get("CONTENT_LENGTH") or 0)
            except ValueError:
                return json_error(400, "invalid_request", gettext("Content-Length is not a number"))
            if length > max_body_bytes():
                return json_error(
                    413,
                    "payload_too_large",
                    gettext("the body has %(length)s bytes; at most %(value)s are accepted")
                    % {"length": length, "value": max_body_bytes()},
                )
        return self.get_response(request)


# -- in front of Django: bodies without a declared length -------------------------------

BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


class WsgiBodyLength:
    """WSGI: a chunked body is read here (at most the limit and one byte) and handed on
    with its ``Content-Length``; over the limit, ``BodySizeLimitMiddleware`` answers 413."""

    def __init__(self, application: Callable[..., Any]) -> None:
        self.application = application

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        chunked = "chunked" in environ.get("HTTP_TRANSFER_ENCODING", "").lower()
        if chunked and not environ.get("CONTENT_LENGTH"):
            body = environ["wsgi.input"].read(max_body_bytes() + 1)
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
        return self.application(environ, start_response)


class AsgiBodyLength:
    """ASGI: the same for a body without a ``Content-Length``; and a body declared over the
    limit is not read at all (Django's ASGI handler reads a whole body before any
    middleware sees the request, so a declared 10 GB would be spooled to disk first)."""

    def __init__(self, application: Callable[..., Awaitable[None]]) -> None:
        self.application = application

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope["method"] not in BODY_METHODS:
            return await self.application(scope, receive, send)
        limit = max_body_bytes()
        declared = next(
            (
                value
                for name, value in scope.get("headers", ())
                if name.lower() == b"content-length"
            ),
            None,
        )
        if declared is not None:
            if declared.isdigit() and int(declared) > limit:
                # The 413 comes from the header alone: hand Django no body to read.
                return await self.application(scope, replaying(b"", receive), send)
            return await self.application(scope, receive, send)
        body = await read_body(receive, limit)
        if body is None:
            return None
        headers = [*scope.get("headers", ()), (b"content-length", str(len(body)).encode())]
        return await self.application(dict(scope, headers=headers), replaying(body, receive), send)


async def read_body(receive: Any, limit: float = math.inf) -> bytes | None:
    """An ASGI request's body, read to its end or until it is longer than ``limit``
    bytes; None when the client disconnected first."""
    body = b""
    while len(body) <= limit:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        body += message.get("body", b"")
        if not message.get("more_body", False):
            break
    return body


def replaying(body: bytes, receive: Any) -> Any:
    """``receive`` with ``body`` (already read) handed out first, as the whole body; what
    is left of a body cut short is dropped as it comes, so the application only ever hears
    of a disconnect after it."""
    pending = [{"type": "http.request", "body": body, "more_body": False}]

    async def replay() -> dict[str, Any]:
        if pending:
            return pending.pop()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return message

    return replay
