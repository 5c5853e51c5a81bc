"""The two requests of every move, answered without Django's middleware chain and DRF's dispatch.

Every move is the mover's ``POST /actions/`` and, soon after, each other player's
``GET /view/``. Through the whole stack (thirteen middleware, URL resolution, DRF's
negotiation, authentication, throttling and rendering) a served worker spent more CPU on
those layers and on the thread hand-overs they bring than on the move itself
(docs/serving.md, "A move, and what it costs"). ``HotPath`` (WSGI, ``config.wsgi``) and
``AsgiHotPath`` (ASGI, ``config.asgi``) sit in front of the Django application and answer
these two requests themselves when they are *plain*:

* ``GET /api/[v1/]matches/<uuid>/view/`` or ``POST /api/[v1/]matches/<uuid>/actions/``,
  no query string;
* ``Authorization: Token …`` (knox) and no cookies, JSON or nothing accepted, and for the POST a
  declared-length JSON body within the size limit and no ``Idempotency-Key``;
* a host ``ALLOWED_HOSTS`` allows, no HTTPS redirect due, and only middleware in
  ``settings.MIDDLEWARE`` that it knows how to run (``KNOWN_MIDDLEWARE``).

Anything else (a browser's session, ``?seat=``, an idempotent retry, another content
type, a middleware it does not know) goes to Django untouched: the body is not read first.

It answers as the stack would, with the same parts: knox's authentication, the views'
throttles, ``api.commands.perform_action`` and ``match_view``, ``api.errors`` for every
error, DRF's JSON renderer, and the response side of the configured middleware that adds
headers (request id, security headers, CORS, content security policy, frame options,
length), in the configured order, called on the same objects.
``tests/api/test_hot_path.py`` holds both paths to the same status, body and headers,
answer by answer.
"""

from __future__ import annotations

import functools
import io
import re
from collections.abc import Callable, Iterable
from typing import Any

from asgiref.sync import ThreadSensitiveContext, sync_to_async
from corsheaders.middleware import CorsMiddleware
from django.conf import settings
from django.contrib.auth.middleware import AuthenticationMiddleware
from django.contrib.messages.middleware import MessageMiddleware
from django.contrib.sessions.middleware import SessionMiddleware
from django.core import signals
from django.core.exceptions import DisallowedHost
from django.core.handlers.asgi import ASGIHandler, ASGIRequest, get_script_prefix
from django.core.handlers.exception import response_for_exception
from django.core.handlers.wsgi import WSGIHandler, WSGIRequest, get_script_name
from django.http import HttpRequest, HttpResponse
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.middleware.common import CommonMiddleware
from django.middleware.csrf import CsrfViewMiddleware
from django.middleware.security import SecurityMiddleware
from django.urls import set_script_prefix
from django.utils.log import log_response
from django.utils.module_loading import import_string
from rest_framework import exceptions
from rest_framework.parsers import JSONParser
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView
from whitenoise.middleware import WhiteNoiseMiddleware

from api.authentication import TokenAuthentication
from api.commands import ActionsView, perform_action
from api.errors import exception_handler
from api.idempotency import HEADER as IDEMPOTENCY_HEADER
from api.limits import (
    BodySizeLimitMiddleware,
    BoundedJSONParser,
    max_body_bytes,
    read_body,
    replaying,
)
from api.lookup import load_match, own_eyes
from api.middleware.policy_headers import CachedCSPMiddleware
from api.middleware.request_id import HEADER as REQUEST_ID_HEADER
from api.middleware.request_id import RequestIdMiddleware, begin_request
from api.middleware.security import RelaxedStylesMiddleware, relax_styles
from api.queries import MatchViewView
from projections.queries import match_view

_UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
#: method -> the path it is plain for (as api.urls routes it, /api/ and /api/v1/ alike).
ROUTES = {
    "GET": re.compile(rf"^/api/(?:v1/)?matches/(?P<match_id>{_UUID})/view/$"),
    "POST": re.compile(rf"^/api/(?:v1/)?matches/(?P<match_id>{_UUID})/actions/$"),
}
#: Accept headers DRF answers with its JSON renderer.
JSON_ACCEPTED = ("", "*/*", "application/json")
JSON_BODY_TYPES = ("application/json", "application/json; charset=utf-8")
TOKEN_PREFIX = "Token "
IDEMPOTENCY_KEY = f"HTTP_{IDEMPOTENCY_HEADER.upper().replace('-', '_')}"


def _never_called(request: HttpRequest) -> HttpResponse:
    raise AssertionError("only the response side of this middleware is used")


def _send_request_id(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    response[REQUEST_ID_HEADER] = request.request_id
    return response


#: The response side of a middleware: called with the request and the answer.
ResponseStep = Callable[[HttpRequest, HttpResponse], HttpResponse]

#: Each middleware this path knows how to run on a plain move request: the factory of its
#: response step, or None where it has nothing to do on such a request. Which of them run,
#: and in which order, is settings.MIDDLEWARE's: with a middleware not named here the path
#: steps aside, since one it does not know may matter.
KNOWN_MIDDLEWARE: dict[type, Callable[[], ResponseStep] | None] = {
    # Its request side, begin_request, comes first (MoveRequests.answer).
    RequestIdMiddleware: lambda: _send_request_id,
    # Its redirect to HTTPS is Django's to answer (MoveRequests.allowed).
    SecurityMiddleware: lambda: SecurityMiddleware(_never_called).process_response,
    # A plain request declares a body within the limit (_plain).
    BodySizeLimitMiddleware: None,
    # It serves STATIC_URL's paths only.
    WhiteNoiseMiddleware: None,
    CorsMiddleware: lambda: CorsMiddleware(_never_called).add_response_headers,
    # A plain request has no cookies: no session, no messages, no CSRF token; knox, not the
    # session, authenticates it.
    SessionMiddleware: None,
    # Its refusals (user agents, www) are Django's to answer (MoveRequests.allowed).
    CommonMiddleware: lambda: CommonMiddleware(_never_called).process_response,
    CsrfViewMiddleware: None,
    AuthenticationMiddleware: None,
    MessageMiddleware: None,
    XFrameOptionsMiddleware: lambda: XFrameOptionsMiddleware(_never_called).process_response,
    CachedCSPMiddleware: lambda: CachedCSPMiddleware(_never_called).process_response,
    RelaxedStylesMiddleware: lambda: relax_styles,
}


@functools.lru_cache(maxsize=8)
def _runs_all(configured: tuple[str, ...]) -> bool:
    """Whether this path knows how to run every middleware of ``configured``."""
    return all(import_string(path) in KNOWN_MIDDLEWARE for path in configured)


def _allow_header(view_class: type[APIView]) -> str:
    """The ``Allow`` header DRF sends for ``view_class``: as set up for a request, whose
    ``setup`` adds HEAD where there is GET."""
    example = view_class()
    example.setup(HttpRequest())
    return ", ".join(example.allowed_methods)


class MoveRequests:
    """What both entry points share: which requests are plain, and their answers."""

    def __init__(self) -> None:
        self.views = {"GET": MatchViewView(), "POST": ActionsView()}
        self.allow = {method: _allow_header(type(view)) for method, view in self.views.items()}
        self._steps: tuple[tuple[str, ...], tuple[ResponseStep, ...]] = ((), ())

    @staticmethod
    def enabled() -> bool:
        return bool(getattr(settings, "TABULA_HOT_PATH", True)) and _runs_all(
            tuple(settings.MIDDLEWARE)
        )

    def response_steps(self) -> tuple[ResponseStep, ...]:
        """The response side of settings.MIDDLEWARE, in the order Django runs it (the
        reverse), made once per configured list: as Django's own, the middleware read their
        settings when made."""
        configured = tuple(settings.MIDDLEWARE)
        made_for, steps = self._steps
        if made_for != configured:
            factories = [KNOWN_MIDDLEWARE[import_string(path)] for path in reversed(configured)]
            steps = tuple(make() for make in factories if make is not None)
            self._steps = (configured, steps)
        return steps

    def match_id(self, method: str, path: str, meta: dict[str, Any]) -> str | None:
        """The match a plain move request is for; None for any other request."""
        route = ROUTES.get(method)
        found = route.match(path) if route is not None else None
        if found is None or not self.enabled() or not _plain(meta, method):
            return None
        return found["match_id"]

    @staticmethod
    def allowed(request: HttpRequest) -> bool:
        """Whether nothing is due that Django alone answers: a 400 for a host it refuses,
        a redirect to HTTPS."""
        try:
            request.get_host()
        except DisallowedHost:
            return False
        if settings.DISALLOWED_USER_AGENTS or settings.PREPEND_WWW:
            return False
        return not (settings.SECURE_SSL_REDIRECT and not request.is_secure())

    def answer(self, request: HttpRequest, method: str, match_id: str) -> HttpResponse:
        steps = self.response_steps()
        if _send_request_id in steps:
            begin_request(request)
        view = self.views[method]
        try:
            answer = self._handle(request, method, match_id, view)
        except Exception as error:  # as APIView.handle_exception, then Django's own
            answer = self._error(request, view, error)
        if isinstance(answer, Response):
            response = HttpResponse(
                JSONRenderer().render(answer.data, "application/json", {}),
                status=answer.status_code,
                content_type="application/json",
            )
            for name, value in answer.items():
                if name.lower() != "content-type":
                    response[name] = value
            response["Allow"] = self.allow[method]
            response["Vary"] = "Accept"
        else:
            response = answer
        for step in steps:
            response = step(request, response)
        if response.status_code >= 400:
            log_response(
                "%s: %s", response.reason_phrase, request.path, response=response, request=request
            )
        return response

    @staticmethod
    def _handle(request: HttpRequest, method: str, match_id: str, view: APIView) -> Response:
        authenticated = TokenAuthentication().authenticate(request)
        if authenticated is None:  # not knox's scheme after all
            raise exceptions.NotAuthenticated()
        request.user, request.auth = authenticated
        if method == "GET":
            match = load_match(match_id)
            viewer = own_eyes(request, match.seats, match.status == "finished")
            return Response(match_view(match, viewer))
        view.check_throttles(request)
        return perform_action(request, match_id, _json_body(request), command_id=None)

    @staticmethod
    def _error(request: HttpRequest, view: APIView, error: Exception) -> Response | HttpResponse:
        if isinstance(error, exceptions.NotAuthenticated | exceptions.AuthenticationFailed):
            error.auth_header = view.get_authenticate_header(request)
        answer = exception_handler(error, {"view": view, "request": request})
        if answer is not None:
            return answer
        return response_for_exception(request, error)


def _plain(environ: dict[str, Any], method: str) -> bool:
    """Whether the request (its WSGI environ, or the same keys from ASGI headers) asks for
    nothing the full stack alone provides."""
    if environ.get("QUERY_STRING") or "HTTP_COOKIE" in environ:
        # A browser's cookies bring its session and CSRF token into play.
        return False
    if not environ.get("HTTP_AUTHORIZATION", "").startswith(TOKEN_PREFIX):
        return False
    if environ.get("HTTP_ACCEPT", "") not in JSON_ACCEPTED:
        return False
    if method == "GET":
        return True
    if environ.get("CONTENT_TYPE", "").lower() not in JSON_BODY_TYPES:
        return False
    if IDEMPOTENCY_KEY in environ:
        return False
    try:
        length = int(environ.get("CONTENT_LENGTH") or "")
    except ValueError:
        return False
    return 0 < length <= max_body_bytes()


def _json_body(request: HttpRequest) -> Any:
    """The body as DRF's request.data would hold it (its JSON parser, bounded in depth)."""
    parser: JSONParser = BoundedJSONParser()
    return parser.parse(request, "application/json", {"encoding": settings.DEFAULT_CHARSET})


class HotPath:
    """WSGI (``config.wsgi``): plain move requests answered here, the rest by ``application``."""

    def __init__(self, application: Callable[..., Iterable[bytes]]) -> None:
        self.application = application
        self.moves = MoveRequests()

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        method = environ.get("REQUEST_METHOD", "")
        match_id = self.moves.match_id(method, environ.get("PATH_INFO", ""), environ)
        if match_id is None:
            return self.application(environ, start_response)
        request = WSGIRequest(environ)  # reads nothing yet: Django may still take it
        if not self.moves.allowed(request):
            return self.application(environ, start_response)
        set_script_prefix(get_script_name(environ))
        signals.request_started.send(sender=WSGIHandler, environ=environ)
        response = self.moves.answer(request, method, match_id)
        start_response(f"{response.status_code} {response.reason_phrase}", list(response.items()))
        return response  # its close() sends request_finished, as Django's answers do


class AsgiHotPath:
    """ASGI (``config.asgi``): the same, for the README's ``uvicorn`` and production.

    As Django's ASGI handler does, the request's sync work and the response's ``close()``
    run in one thread of the request's own (``ThreadSensitiveContext``).
    """

    def __init__(self, application: Callable[..., Any]) -> None:
        self.application = application
        self.moves = MoveRequests()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.application(scope, receive, send)
        method = scope["method"]
        match_id = self.moves.match_id(method, scope["path"], _asgi_meta(scope))
        if match_id is None:
            return await self.application(scope, receive, send)
        body = await read_body(receive)
        if body is None:
            return None
        async with ThreadSensitiveContext():
            response = await sync_to_async(self._answer)(scope, body, method, match_id)
            if response is None:  # Django answers it, from the body already read
                return await self.application(scope, replaying(body, receive), send)
            await send(
                {
                    "type": "http.response.start",
                    "status": response.status_code,
                    "headers": [
                        (name.encode("ascii"), value.encode("latin1"))
                        for name, value in response.items()
                    ],
                }
            )
            await send({"type": "http.response.body", "body": response.content})
            await sync_to_async(response.close)()
        return None

    def _answer(
        self, scope: dict[str, Any], body: bytes, method: str, match_id: str
    ) -> HttpResponse | None:
        request = ASGIRequest(scope, io.BytesIO(body))
        if not self.moves.allowed(request):
            return None
        set_script_prefix(get_script_prefix(scope))
        signals.request_started.send(sender=ASGIHandler, scope=scope)
        return self.moves.answer(request, method, match_id)


def _asgi_meta(scope: dict[str, Any]) -> dict[str, str]:
    """The WSGI environ keys ``_plain`` reads, from an ASGI scope (as ASGIRequest names them)."""
    meta = {"QUERY_STRING": scope.get("query_string", b"").decode("latin1")}
    for raw_name, raw_value in scope.get("headers", ()):
        name = raw_name.decode("latin1").upper().replace("-", "_")
        key = name if name in ("CONTENT_TYPE", "CONTENT_LENGTH") else f"HTTP_{name}"
        value = raw_value.decode("latin1")
        meta[key] = f"{meta[key]},{value}" if key in meta else value
    return meta
