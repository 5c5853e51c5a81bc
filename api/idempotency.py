"""Idempotency keys: a retried POST with the same key gets the first answer again."""

from __future__ import annotations

import functools
from collections.abc import Callable

from django.db import IntegrityError, transaction
from rest_framework.request import Request
from rest_framework.response import Response

from api.errors import ApiError, exception_handler
from api.models import IdempotentResponse

HEADER = "Idempotency-Key"


def idempotent(handler: Callable[..., Response]) -> Callable[..., Response]:
    """Wrap a POST handler: remember its answer per (user, Idempotency-Key).

    Error answers are remembered too, so a retry never performs a command the
    first attempt refused. Anonymous requests are not remembered.
    """

    @functools.wraps(handler)
    def wrapper(view, request: Request, *args, **kwargs) -> Response:
        key = request.headers.get(HEADER)
        if not key or not request.user.is_authenticated:
            return handler(view, request, *args, **kwargs)
        if len(key) > 200:
            raise ApiError(
                400, "invalid_request", f"the {HEADER} header is longer than 200 characters"
            )
        stored = IdempotentResponse.objects.filter(user=request.user, key=key).first()
        if stored is not None:
            return _replayed(stored, request)
        try:
            response = handler(view, request, *args, **kwargs)
        except Exception as error:
            response = exception_handler(error, {"view": view, "request": request})
            if response is None:
                raise
        try:
            with transaction.atomic():
                IdempotentResponse.objects.create(
                    user=request.user,
                    key=key,
                    method=request.method,
                    path=request.path,
                    status=response.status_code,
                    body=response.data,
                )
        except IntegrityError:
            # A concurrent request with the same key finished first; its answer wins.
            return _replayed(IdempotentResponse.objects.get(user=request.user, key=key), request)
        return response

    return wrapper


def _replayed(stored: IdempotentResponse, request: Request) -> Response:
    if stored.path != request.path or stored.method != request.method:
        raise ApiError(
            422,
            "idempotency_key_reused",
            f"this {HEADER} was already used for {stored.method} {stored.path}; use a new key",
        )
    response = Response(stored.body, status=stored.status)
    response["Idempotent-Replayed"] = "true"
    return response
