"""The two requests of every move, answered without URL resolution and DRF's dispatch.

Every move is the mover's ``POST /actions/`` and, soon after, each other player's
``GET /view/``. Through the whole stack a served worker spent more CPU on its layers (URL
resolution, DRF's negotiation and request wrapping, rendering, and under ASGI the thread
hand-overs between async and sync middleware) than on the move itself (docs/serving.md,
"A move, and what it costs"). ``HotPath`` (WSGI, ``config.wsgi``) and ``AsgiHotPath`` (ASGI,
``config.asgi``) sit in front of the Django application and answer these two requests
themselves when they are *plain*:

* ``GET /api/[v1/]matches/<uuid>/view/`` or ``POST /api/[v1/]matches/<uuid>/actions/``,
  no query string;
* JSON or nothing accepted, and for the POST a declared-length JSON body within the size
  limit.

Whoever sends them: a client with its token, a browser with its session cookie, its CSRF
token and an ``Idempotency-Key``, an anonymous caller. Anything else (``?seat=``, another
content type, a page asked for) goes to Django untouched: the body is not read first.

It answers as the stack would, with the stack's own parts, in the same order:

* ``settings.MIDDLEWARE``, loaded by Django's own ``BaseHandler.load_middleware`` (``Lean``):
  every middleware's request and response side and ``process_view`` (with the view Django
  would resolve, so that DRF's CSRF exemption of the view holds), each configured middleware
  and no other (so the language, ``api.middleware.language``, is chosen as on every other
  request, and ``Content-Language`` is written alike);
* then DRF's steps of ``APIView.dispatch`` on the view class the URL names:
  ``initialize_request``, authentication (knox's token, else the session, whose CSRF check
  DRF's ``SessionAuthentication`` enforces exactly as through the stack), permissions,
  throttles, the view's own handler (``MatchViewView.get``, ``ActionsView.post`` with its
  ``Idempotency-Key`` handling) and ``handle_exception`` for every error, rendered by DRF's
  JSON renderer.

What it leaves out: URL resolution (a regex, ``ROUTES``), content negotiation (JSON only)
and versioning (unused). ``tests/api/test_hot_path.py`` holds both paths to the same status,
body and headers, answer by answer; ``MoveRequests.answered`` counts what it answered.
"""

from __future__ import annotations

import asyncio
import functools
import io
import re
import threading
import weakref
from collections.abc import Callable, Iterable
from typing import Any

from asgiref.sync import ThreadSensitiveContext, sync_to_async
from django.conf import settings
from django.core import signals
from django.core.handlers.asgi import ASGIHandler, ASGIRequest, get_script_prefix
from django.core.handlers.base import BaseHandler
from django.core.handlers.wsgi import WSGIHandler, WSGIRequest, get_script_name
from django.http import HttpRequest, HttpResponse
from django.urls import resolve, set_script_prefix
from rest_framework.renderers import JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from api.commands import ActionsView
from api.limits import max_body_bytes, read_body
from api.queries import MatchViewView

_UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
#: method -> the path it is plain for (as api.urls routes it, /api/ and /api/v1/ alike).
ROUTES = {
    "GET": re.compile(rf"^/api/(?:v1/)?matches/(?P<match_id>{_UUID})/view/$"),
    "POST": re.compile(rf"^/api/(?:v1/)?matches/(?P<match_id>{_UUID})/actions/$"),
}
#: method -> the view class api.urls routes those paths to, and one such path.
VIEWS: dict[str, tuple[type[APIView], str]] = {
    "GET": (MatchViewView, "/api/v1/matches/00000000-0000-4000-8000-000000000000/view/"),
    "POST": (ActionsView, "/api/v1/matches/00000000-0000-4000-8000-000000000000/actions/"),
}
#: Accept headers DRF answers with its JSON renderer.
JSON_ACCEPTED = ("", "*/*", "application/json")
JSON_BODY_TYPES = ("application/json", "application/json; charset=utf-8")


def _allow_header(view_class: type[APIView]) -> str:
    """The ``Allow`` header DRF sends for ``view_class``: as set up for a request, whose
    ``setup`` adds HEAD where there is GET."""
    example = view_class()
    example.setup(HttpRequest())
    return ", ".join(example.allowed_methods)


class Lean(BaseHandler):
    """``settings.MIDDLEWARE`` as Django loads it, around the move's view called directly.

    Django's ``get_response`` runs the chain; where Django's innermost step resolves the URL
    and calls the view, this one calls ``MoveRequests.respond`` for the route the request
    was matched to (``request.move_route``).
    """

    def __init__(self, moves: MoveRequests) -> None:
        super().__init__()
        self.moves = moves
        self.load_middleware(is_async=False)

    def _get_response(self, request: HttpRequest) -> HttpResponse:
        method, match_id = request.move_route
        callback = self.moves.callback(method)
        kwargs = {"match_id": match_id}
        for process_view in self._view_middleware:
            response = process_view(request, callback, (), kwargs)
            if response:
                return response
        try:
            return self.moves.respond(request, method, match_id)
        except Exception as error:  # what the API does not answer: Django's way
            response = self.process_exception_by_middleware(error, request)
            if response is None:
                raise
            return response


class MoveRequests:
    """What both entry points share: which requests are plain, and their answers."""

    def __init__(self) -> None:
        self.allow = {method: _allow_header(view) for method, (view, _) in VIEWS.items()}
        self._handler: tuple[tuple[str, ...], Lean | None] = ((), None)
        self._lock = threading.Lock()
        #: Requests this path answered (tests and benchmarks read it).
        self.answered = 0

    @staticmethod
    def enabled() -> bool:
        return bool(getattr(settings, "TABULA_HOT_PATH", True))

    def handler(self) -> Lean:
        """The chain of settings.MIDDLEWARE, loaded once per configured list: as Django's
        own, the middleware read their settings when loaded."""
        configured = tuple(settings.MIDDLEWARE)
        made_for, handler = self._handler
        if made_for != configured or handler is None:
            handler = Lean(self)
            self._handler = (configured, handler)
        return handler

    @staticmethod
    @functools.cache
    def callback(method: str) -> Callable[..., Any]:
        """The view function Django resolves the route to (what ``process_view`` sees)."""
        return resolve(VIEWS[method][1]).func

    def match_id(self, method: str, path: str, meta: dict[str, Any]) -> str | None:
        """The match a plain move request is for; None for any other request."""
        route = ROUTES.get(method)
        found = route.match(path) if route is not None else None
        if found is None or not self.enabled() or not _plain(meta, method):
            return None
        return found["match_id"]

    def answer(self, request: HttpRequest, method: str, match_id: str) -> HttpResponse:
        """The answer, through the configured middleware (Django's ``get_response``)."""
        request.move_route = (method, match_id)
        response = self.handler().get_response(request)
        with self._lock:
            self.answered += 1
        return response

    def respond(self, request: HttpRequest, method: str, match_id: str) -> HttpResponse:
        """What ``APIView.dispatch`` does for the route's view, but negotiating nothing."""
        view = VIEWS[method][0]()
        view.setup(request, match_id=match_id)
        view.format_kwarg = None
        drf_request = view.initialize_request(request, match_id=match_id)
        drf_request.accepted_renderer = JSONRenderer()
        drf_request.accepted_media_type = "application/json"
        view.request = drf_request
        try:
            view.perform_authentication(drf_request)
            view.check_permissions(drf_request)
            view.check_throttles(drf_request)
            handler = view.get if method == "GET" else view.post
            answer = handler(drf_request, match_id=match_id)
        except Exception as error:
            answer = view.handle_exception(error)  # re-raises what the API does not answer
        return self.rendered(answer, method)

    def rendered(self, answer: Response | HttpResponse, method: str) -> HttpResponse:
        """``answer`` as DRF's ``finalize_response`` and JSON renderer send it."""
        if not isinstance(answer, Response):
            return answer
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
        return response


def _plain(environ: dict[str, Any], method: str) -> bool:
    """Whether the request (its WSGI environ, or the same keys from ASGI headers) asks for
    nothing the full stack alone provides."""
    if environ.get("QUERY_STRING"):
        return False
    if environ.get("HTTP_ACCEPT", "") not in JSON_ACCEPTED:
        return False
    if method == "GET":
        return True
    if environ.get("CONTENT_TYPE", "").lower() not in JSON_BODY_TYPES:
        return False
    try:
        length = int(environ.get("CONTENT_LENGTH") or "")
    except ValueError:
        return False
    return 0 < length <= max_body_bytes()


def _headers(response: HttpResponse) -> list[tuple[str, str]]:
    """The answer's headers and cookies, as Django's WSGI handler sends them."""
    cookies = [("Set-Cookie", cookie.output(header="")) for cookie in response.cookies.values()]
    return [*response.items(), *cookies]


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
        request = WSGIRequest(environ)
        set_script_prefix(get_script_name(environ))
        signals.request_started.send(sender=WSGIHandler, environ=environ)
        response = self.moves.answer(request, method, match_id)
        start_response(f"{response.status_code} {response.reason_phrase}", _headers(response))
        return response  # its close() sends request_finished, as Django's answers do


class AsgiHotPath:
    """ASGI (``config.asgi``): the same, for the README's ``uvicorn`` and production.

    As Django's ASGI handler does, the request's sync work and the response's ``close()``
    run in one thread of the request's own (``ThreadSensitiveContext``). At most
    ``TABULA_ASGI_MOVE_THREADS`` such requests of the process run at once; the others wait in
    the event loop, holding no thread and no connection. Why: the sync work is CPU under the
    GIL, so a hundred threads at once finish no sooner than a few, while the event loop -
    which writes every open stream's entries - got one GIL turn in a hundred and spectators
    fell seconds behind a saturated process (docs/serving.md).
    """

    def __init__(self, application: Callable[..., Any]) -> None:
        self.application = application
        self.moves = MoveRequests()
        self._slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
            weakref.WeakKeyDictionary()
        )

    def running(self) -> asyncio.Semaphore:
        """This event loop's move slots (a semaphore belongs to one loop)."""
        loop = asyncio.get_running_loop()
        slots = self._slots.get(loop)
        if slots is None:
            slots = self._slots[loop] = asyncio.Semaphore(settings.TABULA_ASGI_MOVE_THREADS)
        return slots

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
            # Only the answer waits for a slot: the response's ``close()`` (Django's
            # request_finished) takes little CPU but may wait on the database.
            async with self.running():
                response = await sync_to_async(self._answer)(scope, body, method, match_id)
            await send(
                {
                    "type": "http.response.start",
                    "status": response.status_code,
                    "headers": _asgi_headers(response),
                }
            )
            await send({"type": "http.response.body", "body": response.content})
            await sync_to_async(response.close)()
        return None

    def _answer(
        self, scope: dict[str, Any], body: bytes, method: str, match_id: str
    ) -> HttpResponse:
        request = ASGIRequest(scope, io.BytesIO(body))
        set_script_prefix(get_script_prefix(scope))
        signals.request_started.send(sender=ASGIHandler, scope=scope)
        return self.moves.answer(request, method, match_id)


def _asgi_headers(response: HttpResponse) -> list[tuple[bytes, bytes]]:
    """The answer's headers and cookies, as Django's ASGI handler sends them."""
    headers = [(name.encode("ascii"), value.encode("latin1")) for name, value in response.items()]
    for cookie in response.cookies.values():
        headers.append((b"Set-Cookie", cookie.output(header="").encode("ascii").strip()))
    return headers


def _asgi_meta(scope: dict[str, Any]) -> dict[str, str]:
    """The WSGI environ keys ``_plain`` reads, from an ASGI scope (as ASGIRequest names them)."""
    meta = {"QUERY_STRING": scope.get("query_string", b"").decode("latin1")}
    for raw_name, raw_value in scope.get("headers", ()):
        name = raw_name.decode("latin1").upper().replace("-", "_")
        key = name if name in ("CONTENT_TYPE", "CONTENT_LENGTH") else f"HTTP_{name}"
        value = raw_value.decode("latin1")
        meta[key] = f"{meta[key]},{value}" if key in meta else value
    return meta
