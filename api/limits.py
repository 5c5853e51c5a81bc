"""Bounds on what a request may carry: body size and JSON nesting depth.

Hostile bodies must cost little and answer a JSON 4xx: a body over the limit is
refused from its ``Content-Length`` before it is read (413), and JSON nested
deeper than any real request is refused before the recursive decoder sees it (400).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
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
            raise ParseError(f"JSON parse error - the body is not UTF-8 ({error})") from None
        limit = max_json_depth()
        if json_depth(text) > limit:
            raise ParseError(f"JSON parse error - nested deeper than {limit} levels")
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
                return json_error(400, "invalid_request", "Content-Length is not a number")
            if length > max_body_bytes():
                return json_error(
                    413,
                    "payload_too_large",
                    f"the body has {length} bytes; at most {max_body_bytes()} are accepted",
                )
        return self.get_response(request)
