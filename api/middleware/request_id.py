"""A request id on every request, answer and log line.

The id comes from the client's (or the proxy's) ``X-Request-ID`` header when it is a short
token, else a new one is made; it is sent back in ``X-Request-ID`` and every log record
written while the request is served carries it as ``request_id``.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Callable
from contextvars import ContextVar

from django.http import HttpRequest, HttpResponse

HEADER = "X-Request-ID"
_ACCEPTED = re.compile(r"^[A-Za-z0-9._:-]{1,100}$")
current_request_id: ContextVar[str] = ContextVar("request_id", default="-")


def begin_request(request: HttpRequest) -> str:
    """The request's id: kept on the request and in this context's log records."""
    offered = request.headers.get(HEADER, "")
    request_id = offered if _ACCEPTED.match(offered) else uuid.uuid4().hex
    request.request_id = request_id
    current_request_id.set(request_id)
    return request_id


class RequestIdMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request_id = begin_request(request)
        response = self.get_response(request)
        response[HEADER] = request_id
        return response


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "request_id"):
            # django.request logs the answer after the middleware has returned: its records
            # carry the request itself.
            request = getattr(record, "request", None)
            record.request_id = getattr(request, "request_id", None) or current_request_id.get()
        return True
