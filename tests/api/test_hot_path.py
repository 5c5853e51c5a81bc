"""api.hot_path answers plain move requests exactly as the whole Django stack does.

Each request is sent to both applications, the hot path in front of Django and Django
alone, and their answers are compared: status, every header (the request id's value
aside) and the body. A mutating request is sent to two matches dealt from the same seed.
Every test runs twice: WSGI (``HotPath``, as gunicorn serves ``config.wsgi``) and ASGI
(``AsgiHotPath``, as uvicorn serves ``config.asgi``). ASGI runs the sync work in threads
of its own, which see only committed rows: the tests commit (``transaction=True``).
"""

from __future__ import annotations

import asyncio
import io
import json
import re
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from asgiref.sync import async_to_sync
from django.contrib.auth.models import User
from django.core import signals
from django.core.cache import cache
from django.core.handlers.asgi import ASGIHandler
from django.core.handlers.base import BaseHandler
from django.core.handlers.wsgi import WSGIHandler
from django.db import close_old_connections
from django.http import HttpResponse
from django.test import Client, override_settings
from django.utils.crypto import get_random_string

from api.hot_path import AsgiHotPath, HotPath, MoveRequests
from tests import accounts
from tests.asgi import http_scope

pytestmark = pytest.mark.django_db(transaction=True)

SEED = "4242"


class Answer:
    def __init__(self, status: str, headers: list[tuple[str, str]], body: bytes) -> None:
        self.status = int(status.split()[0])
        self.headers = dict(headers)
        self.body = body

    @property
    def data(self) -> Any:
        return json.loads(self.body)


class Counting:
    """A WSGI application that counts the requests it is given."""

    def __init__(self, application: Callable[..., Any]) -> None:
        self.application = application
        self.calls = 0

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        self.calls += 1
        return self.application(environ, start_response)


class CountingAsgi:
    """An ASGI application that counts the requests it is given."""

    def __init__(self, application: Callable[..., Any]) -> None:
        self.application = application
        self.calls = 0

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        self.calls += 1
        await self.application(scope, receive, send)


class AsgiAsWsgi:
    """Calls an ASGI application with a WSGI environ: the tests speak WSGI to both kinds."""

    def __init__(self, application: Callable[..., Any]) -> None:
        self.application = application

    @property
    def calls(self) -> int:
        """The requests the ASGI application counted (``CountingAsgi``)."""
        return self.application.calls

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> list[bytes]:
        headers = [
            (key[5:].lower().replace("_", "-").encode(), str(value).encode("latin1"))
            for key, value in environ.items()
            if key.startswith("HTTP_")
        ]
        for key in ("CONTENT_TYPE", "CONTENT_LENGTH"):
            if key in environ:
                headers.append((key.lower().replace("_", "-").encode(), environ[key].encode()))
        scope = http_scope(
            environ["REQUEST_METHOD"],
            environ["PATH_INFO"],
            headers,
            query_string=environ["QUERY_STRING"].encode(),
            scheme=environ["wsgi.url_scheme"],
            client=(environ["REMOTE_ADDR"], 50000),
            server=(environ["SERVER_NAME"], int(environ["SERVER_PORT"])),
        )
        body = environ["wsgi.input"].read()
        sent: list[dict[str, Any]] = []
        received = [{"type": "http.request", "body": body, "more_body": False}]

        async def receive() -> dict[str, Any]:
            if received:
                return received.pop()
            await asyncio.Event().wait()  # as a server does: no disconnect while it waits
            raise AssertionError("unreachable")

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        async_to_sync(self.application)(scope, receive, send)
        start = sent[0]
        start_response(
            str(start["status"]), [(n.decode(), v.decode("latin1")) for n, v in start["headers"]]
        )
        return [b"".join(m.get("body", b"") for m in sent[1:])]


@pytest.fixture(params=["wsgi", "asgi"])
def apps(request) -> Iterator[tuple[Any, Any]]:
    """(Django alone, the hot path in front of it), each with its ``calls`` count."""
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        if request.param == "wsgi":
            django = Counting(WSGIHandler())
            yield django, HotPath(django)
        else:
            counted = CountingAsgi(ASGIHandler())
            yield AsgiAsWsgi(counted), AsgiAsWsgi(AsgiHotPath(counted))
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


def call(
    application: Callable[..., Any],
    method: str,
    path: str,
    body: Any = None,
    token: str | None = None,
    raw: bytes | None = None,
    query: str = "",
    **headers: str,
) -> Answer:
    content = raw if raw is not None else (json.dumps(body).encode() if body is not None else b"")
    environ = {
        "REQUEST_METHOD": method,
        "SCRIPT_NAME": "",
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "SERVER_NAME": "testserver",
        "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "localhost",
        "HTTP_ACCEPT": "*/*",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(content),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    if method == "POST":
        environ["CONTENT_TYPE"] = "application/json"
        environ["CONTENT_LENGTH"] = str(len(content))
    if token is not None:
        environ["HTTP_AUTHORIZATION"] = f"Token {token}"
    environ.update(headers)
    started: list[tuple[str, list[tuple[str, str]]]] = []
    result = application(
        environ, lambda status, head, exc_info=None: started.append((status, head))
    )
    try:
        payload = b"".join(result)
    finally:
        getattr(result, "close", lambda: None)()
    return Answer(started[0][0], started[0][1], payload)


def same_answer(hot: Answer, django: Answer, normalize: Callable[[Any], Any] = lambda d: d) -> None:
    assert hot.status == django.status, (hot.body, django.body)
    assert normalize(hot.data) == normalize(django.data)
    assert set(hot.headers) == set(django.headers)
    for name, value in django.headers.items():
        if name not in ("X-Request-ID", "Content-Length", "Retry-After"):
            assert hot.headers[name] == value, name
    assert hot.headers["X-Request-ID"]


def register(application: Callable[..., Any], name: str) -> str:
    def post(path: str, body: dict[str, Any]) -> tuple[int, Any]:
        answer = call(application, "POST", path, body)
        return answer.status, answer.data

    return accounts.register(post, name)


def new_match(application: Callable[..., Any], tokens: list[str]) -> str:
    created = call(
        application,
        "POST",
        "/api/matches/",
        {"game": "babel", "players": 2, "seed": SEED},
        token=tokens[0],
    )
    assert created.status == 201, created.body
    match_id = created.data["id"]
    for seat, token in enumerate(tokens):
        joined = call(application, "POST", f"/api/matches/{match_id}/join/", {"seat": seat}, token)
        assert joined.status == 200, joined.body
    return match_id


@pytest.fixture
def table(service, apps):
    """Two players, an outsider, and a match between the players."""
    django, hot = apps
    tokens = [register(django, name) for name in ("ann", "bob")]
    outsider = register(django, "cyd")
    match_id = new_match(django, tokens)
    return django, hot, tokens, outsider, match_id


def both(table, method: str, path: str, **kwargs: Any) -> tuple[Answer, Answer, int]:
    """The hot path's answer, Django's, and how many of the hot path's went to Django."""
    django, hot = table[0], table[1]
    before = django.calls
    hot_answer = call(hot, method, path, **kwargs)
    forwarded = django.calls - before
    return hot_answer, call(django, method, path, **kwargs), forwarded


def test_views_are_answered_as_django_answers_them(table):
    _, _, tokens, outsider, match_id = table
    for prefix in ("/api/", "/api/v1/"):
        for token in (*tokens, outsider):
            hot, django, forwarded = both(
                table, "GET", f"{prefix}matches/{match_id}/view/", token=token
            )
            assert forwarded == 0
            assert hot.status == 200
            same_answer(hot, django)
            assert re.fullmatch(r"[0-9a-f]{32}", hot.headers["X-Request-ID"])
    mover = tokens[
        call(table[0], "GET", f"/api/matches/{match_id}/", token=tokens[0]).data["to_act"][0]
    ]
    hot, _, _ = both(table, "GET", f"/api/matches/{match_id}/view/", token=mover)
    assert hot.data["legal_actions"], "the seat to act sees what it may do"


@pytest.mark.parametrize(
    ("what", "request_kwargs", "status"),
    [
        ("unknown token", {"token": "0" * 64}, 401),
        ("token with spaces", {"HTTP_AUTHORIZATION": "Token a b"}, 401),
        ("a request id offered", {"HTTP_X_REQUEST_ID": "client-42"}, 200),
        ("JSON accepted", {"HTTP_ACCEPT": "application/json"}, 200),
    ],
)
def test_view_variants_and_errors_match(table, what, request_kwargs, status):
    _, _, tokens, _, match_id = table
    kwargs = {"token": tokens[0], **request_kwargs}
    hot, django, forwarded = both(table, "GET", f"/api/matches/{match_id}/view/", **kwargs)
    assert forwarded == 0, what
    assert hot.status == status, hot.body
    same_answer(hot, django)
    if "HTTP_X_REQUEST_ID" in request_kwargs:
        assert hot.headers["X-Request-ID"] == "client-42"


def test_an_unknown_match_is_a_json_404(table):
    _, _, tokens, _, _ = table
    path = "/api/matches/00000000-0000-4000-8000-000000000000/view/"
    hot, django, forwarded = both(table, "GET", path, token=tokens[0])
    assert (forwarded, hot.status, hot.data["error"]) == (0, 404, "not_found")
    same_answer(hot, django)


@pytest.mark.parametrize("accept", ["ru", "es-ES,es;q=0.9", "de"])
def test_the_lean_path_speaks_the_language_django_speaks(table, accept):
    """LocaleMiddleware runs on the lean path too: the same words, the same Content-Language."""
    _, _, tokens, _, match_id = table
    for path, token in (
        (f"/api/matches/{match_id}/view/", tokens[0]),
        ("/api/matches/00000000-0000-4000-8000-000000000000/view/", tokens[0]),
        ("/api/matches/00000000-0000-4000-8000-000000000000/view/", "0" * 64),
    ):
        hot, django, forwarded = both(table, "GET", path, token=token, HTTP_ACCEPT_LANGUAGE=accept)
        assert forwarded == 0
        same_answer(hot, django)
        assert hot.headers["Content-Language"] == {"de": "en"}.get(accept, accept[:2])
        assert "Accept-Language" in hot.headers["Vary"]


@override_settings(CORS_ALLOWED_ORIGINS=["https://client.example"])
def test_cross_origin_requests_carry_the_same_cors_headers(table):
    _, _, tokens, _, match_id = table
    hot, django, _ = both(
        table,
        "GET",
        f"/api/matches/{match_id}/view/",
        token=tokens[0],
        HTTP_ORIGIN="https://client.example",
    )
    assert hot.headers["access-control-allow-origin"] == "https://client.example"
    same_answer(hot, django)


def mover_and_view(table) -> tuple[str, dict[str, Any]]:
    django, _, tokens, _, match_id = table
    views = [call(django, "GET", f"/api/matches/{match_id}/view/", token=t).data for t in tokens]
    seat = views[0]["to_act"][0]
    return tokens[seat], views[seat]


@pytest.mark.parametrize(
    ("what", "body", "raw", "status", "code"),
    [
        ("stale version", "stale", None, 409, "version_conflict"),
        ("illegal action", {"action": {"type": "no_such_move"}}, None, 400, "illegal_action"),
        ("action not an object", {"action": 3}, None, 400, "illegal_action"),
        ("missing version", {"action": {"type": "x"}}, None, 400, "invalid_request"),
        ("negative version", {"action": {}, "expected_version": -1}, None, 400, "invalid_request"),
        ("a list", None, b"[1, 2]", 400, "invalid_request"),
        ("broken JSON", None, b'{"action": ', 400, "invalid_request"),
        ("too deep", None, b'{"action": ' + b"[" * 40 + b"]" * 40 + b"}", 400, "invalid_request"),
    ],
)
def test_refused_actions_match_and_record_nothing(table, what, body, raw, status, code):
    django, _, tokens, _, match_id = table
    token, view = mover_and_view(table)
    if body == "stale":
        body = {"action": view["legal_actions"][0], "expected_version": view["version"] - 1}
    elif isinstance(body, dict) and "expected_version" not in body and what != "missing version":
        body = {**body, "expected_version": view["version"]}
    path = f"/api/matches/{match_id}/actions/"
    hot, dj, forwarded = both(table, "POST", path, body=body, raw=raw, token=token)
    assert forwarded == 0, what
    assert (hot.status, hot.data["error"]) == (status, code), hot.body
    same_answer(hot, dj)
    after = call(django, "GET", f"/api/matches/{match_id}/view/", token=token).data
    assert after["version"] == view["version"], "nothing was recorded"


def test_actions_of_players_not_to_act_or_not_seated_are_refused_alike(table):
    _, _, tokens, outsider, match_id = table
    token, view = mover_and_view(table)
    waiting = next(t for t in tokens if t != token)
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}
    path = f"/api/matches/{match_id}/actions/"
    for other in (waiting, outsider, "f" * 64):
        hot, django, forwarded = both(table, "POST", path, body=body, token=other)
        assert forwarded == 0
        assert hot.status in (401, 403), hot.body
        same_answer(hot, django)


def without_times(data: Any) -> Any:
    """An answer with its timestamps and match-specific ids taken out."""
    if isinstance(data, dict):
        return {k: without_times(v) for k, v in data.items() if k not in ("at", "match_id")}
    if isinstance(data, list):
        return [without_times(item) for item in data]
    return data


def test_an_accepted_action_is_answered_as_django_answers_it(table):
    """Two matches dealt from one seed, the same moves: the same 201s, move after move."""
    django, hot, tokens, _, first = table
    second = new_match(django, tokens)
    for _ in range(6):
        views = [call(django, "GET", f"/api/matches/{first}/view/", token=t).data for t in tokens]
        seat = views[0]["to_act"][0]
        body = {
            "action": views[seat]["legal_actions"][-1],
            "expected_version": views[seat]["version"],
        }
        before = django.calls
        by_hot = call(hot, "POST", f"/api/matches/{first}/actions/", body, tokens[seat])
        assert django.calls == before, "answered by the hot path"
        by_django = call(django, "POST", f"/api/matches/{second}/actions/", body, tokens[seat])
        assert by_hot.status == 201, by_hot.body
        same_answer(by_hot, by_django, without_times)
        stored = call(
            django,
            "GET",
            f"/api/matches/{first}/events/",
            token=tokens[seat],
            query=f"after={body['expected_version']}",
        ).data
        assert without_times(by_hot.data["events"]) == without_times(stored["events"])


def test_the_write_throttle_counts_hot_moves_too(table, settings):
    _, hot, _, _, match_id = table
    token, view = mover_and_view(table)
    body = {"action": {"type": "no_such_move"}, "expected_version": view["version"]}
    path = f"/api/matches/{match_id}/actions/"
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"auth": "1000/min", "writes": "1/min"},
    }
    cache.clear()  # the set-up's writes
    assert call(hot, "POST", path, body, token).status == 400  # the minute's one write
    by_hot = call(hot, "POST", path, body, token)
    by_django = call(table[0], "POST", path, body, token)
    assert (by_hot.status, by_hot.data["error"]) == (429, "throttled")
    assert by_hot.headers["Retry-After"]
    digits = re.compile(r"\d+")
    same_answer(by_hot, by_django, lambda d: {k: digits.sub("N", str(v)) for k, v in d.items()})


def view_or_refused_move(table, method: str, kwargs: dict[str, Any]) -> tuple[Answer, Answer, int]:
    """``both`` for the mover's GET /view/, or its POST of a move the rules refuse (nothing is
    recorded, so both applications may be asked), with the mover's token unless ``kwargs``
    says otherwise."""
    match_id = table[4]
    token, view = mover_and_view(table)
    path = f"/api/matches/{match_id}/{'view' if method == 'GET' else 'actions'}/"
    body = {"action": {"type": "no_such_move"}, "expected_version": view["version"]}
    return both(
        table,
        method,
        path,
        **({"body": body} if method == "POST" else {}),
        **{"token": token, **kwargs},
    )


@pytest.mark.parametrize(
    ("what", "method", "kwargs"),
    [
        ("a seat asked for", "GET", {"query": "seat=1"}),
        ("a page asked for", "GET", {"HTTP_ACCEPT": "text/html"}),
        ("a form", "POST", {"CONTENT_TYPE": "application/x-www-form-urlencoded"}),
    ],
)
def test_anything_else_goes_to_django_untouched(table, what, method, kwargs):
    hot_answer, django_answer, forwarded = view_or_refused_move(table, method, kwargs)
    assert forwarded == 1, what
    assert hot_answer.status == django_answer.status


@pytest.mark.parametrize(
    ("what", "method", "kwargs", "status"),
    [
        ("no token", "GET", {"token": None}, 200),
        ("no token", "POST", {"token": None}, 401),
        ("a refused host", "GET", {"HTTP_HOST": "evil.example"}, 400),
        ("a browser's cookies", "GET", {"HTTP_COOKIE": "sessionid=nothing; csrftoken=x"}, 200),
        ("a token and a stale session cookie", "POST", {"HTTP_COOKIE": "sessionid=x"}, 400),
    ],
)
def test_other_callers_are_answered_alike_on_the_lean_path(table, what, method, kwargs, status):
    hot_answer, django_answer, forwarded = view_or_refused_move(table, method, kwargs)
    assert forwarded == 0, what
    assert hot_answer.status == status, hot_answer.body
    if status == 400 and what == "a refused host":
        assert hot_answer.status == django_answer.status  # Django's own 400 page
        assert set(hot_answer.headers) == set(django_answer.headers)
    else:
        same_answer(hot_answer, django_answer)


def lean_path_of(hot) -> MoveRequests:
    """The hot path's own ``MoveRequests`` (its ``answered`` count)."""
    return (hot.application if isinstance(hot, AsgiAsWsgi) else hot).moves


def browser(table, username: str, token: str | None = None) -> dict[str, str]:
    """The headers of a signed-in browser: its session cookie, its CSRF cookie and (with
    ``token``) the CSRF header its scripts send (the page's token)."""
    client = Client()
    client.force_login(User.objects.get(username=username))
    secret = get_random_string(32)
    headers = {
        "HTTP_COOKIE": f"sessionid={client.cookies['sessionid'].value}; csrftoken={secret}",
        "HTTP_ORIGIN": "http://localhost",
    }
    if token is not None:
        headers["HTTP_X_CSRFTOKEN"] = secret if token == "good" else token
    return headers


def test_a_browsers_move_takes_the_lean_path_with_csrf_and_idempotency(table):
    """Session cookie, CSRF token, Idempotency-Key: as the web client sends a move."""
    django, hot, tokens, _, first = table
    second = new_match(django, tokens)
    moves = lean_path_of(hot)
    views = [call(django, "GET", f"/api/matches/{first}/view/", token=t).data for t in tokens]
    seat = views[0]["to_act"][0]
    username = ("ann", "bob")[seat]
    body = {"action": views[seat]["legal_actions"][-1], "expected_version": views[seat]["version"]}
    signed_in = browser(table, username, "good")
    keys = {first: {"HTTP_IDEMPOTENCY_KEY": "move-1"}, second: {"HTTP_IDEMPOTENCY_KEY": "move-2"}}
    before, answered = django.calls, moves.answered
    by_hot = call(hot, "POST", f"/api/matches/{first}/actions/", body, **signed_in, **keys[first])
    assert (django.calls, moves.answered) == (before, answered + 1), "answered on the lean path"
    by_django = call(
        django, "POST", f"/api/matches/{second}/actions/", body, **signed_in, **keys[second]
    )
    assert by_hot.status == 201, by_hot.body
    same_answer(by_hot, by_django, without_times)
    # The same key again: the first answer, replayed, nothing new recorded.
    again = call(hot, "POST", f"/api/matches/{first}/actions/", body, **signed_in, **keys[first])
    assert (django.calls, moves.answered) == (before + 1, answered + 2)
    assert again.status == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.data == by_hot.data
    replayed_by_django = call(
        django, "POST", f"/api/matches/{second}/actions/", body, **signed_in, **keys[second]
    )
    same_answer(again, replayed_by_django, without_times)
    now = call(django, "GET", f"/api/matches/{first}/view/", token=tokens[seat]).data
    assert now["version"] == by_hot.data["version"]
    # The browser's view of the match, the lean path's too.
    viewed = call(hot, "GET", f"/api/matches/{first}/view/", **browser(table, username))
    assert viewed.status == 200 and viewed.data["version"] == now["version"]
    assert moves.answered == answered + 3


@pytest.mark.parametrize("csrf", [None, "wrong-token-of-the-wrong-length", "x" * 32])
def test_a_browsers_move_without_its_csrf_token_is_refused_as_django_refuses_it(table, csrf):
    django, hot, tokens, _, match_id = table
    token, view = mover_and_view(table)
    username = ("ann", "bob")[tokens.index(token)]
    body = {"action": view["legal_actions"][0], "expected_version": view["version"]}
    headers = {**browser(table, username, csrf), "HTTP_IDEMPOTENCY_KEY": f"k-{csrf}"}
    path = f"/api/matches/{match_id}/actions/"
    hot_answer, django_answer, forwarded = both(table, "POST", path, body=body, **headers)
    assert forwarded == 0
    assert hot_answer.status == 403
    assert hot_answer.headers["Content-Type"] == "application/json"
    assert hot_answer.data["error"] == "forbidden"
    assert "CSRF" in hot_answer.data["detail"]
    same_answer(hot_answer, django_answer)
    after = call(django, "GET", f"/api/matches/{match_id}/view/", token=token).data
    assert after["version"] == view["version"], "nothing was recorded"


@override_settings(TABULA_HOT_PATH=False)
def test_it_can_be_turned_off(table):
    _, _, tokens, _, match_id = table
    _, _, forwarded = both(table, "GET", f"/api/matches/{match_id}/view/", token=tokens[0])
    assert forwarded == 1


def test_a_middleware_added_to_the_settings_runs_on_the_lean_path_too(table, settings):
    django, _, tokens, _, match_id = table
    settings.MIDDLEWARE = [
        *settings.MIDDLEWARE,
        "django.middleware.http.ConditionalGetMiddleware",
    ]
    reload_django_middleware(django)
    hot, django_answer, forwarded = both(
        table, "GET", f"/api/matches/{match_id}/view/", token=tokens[0]
    )
    assert forwarded == 0
    assert hot.headers["ETag"]
    same_answer(hot, django_answer)


def reload_django_middleware(django) -> None:
    handler = django.application
    while not isinstance(handler, BaseHandler):
        handler = handler.application
    handler.load_middleware(is_async=isinstance(handler, ASGIHandler))


def test_it_runs_the_configured_middleware_not_a_list_of_its_own(table, settings):
    """Without one of the project's middleware (the frame options), the path still takes
    the request, and answers as Django with that configuration does."""
    django, _, tokens, _, match_id = table
    settings.MIDDLEWARE = [
        name for name in settings.MIDDLEWARE if not name.endswith(".XFrameOptionsMiddleware")
    ]
    reload_django_middleware(django)
    hot, django_answer, forwarded = both(
        table, "GET", f"/api/matches/{match_id}/view/", token=tokens[0]
    )
    assert forwarded == 0
    same_answer(hot, django_answer)
    assert "X-Frame-Options" not in hot.headers


def test_under_asgi_at_most_the_configured_moves_run_at_once_the_rest_wait(settings, monkeypatch):
    """A saturated process keeps its event loop's share of the CPU: only
    ``TABULA_ASGI_MOVE_THREADS`` move requests run in threads at once, and every request
    that waited is answered."""
    settings.TABULA_ASGI_MOVE_THREADS = 2
    application = AsgiHotPath(CountingAsgi(ASGIHandler()))
    running = {"now": 0, "most": 0}
    lock = threading.Lock()

    def answer(request, method, match_id):
        with lock:
            running["now"] += 1
            running["most"] = max(running["most"], running["now"])
        time.sleep(0.05)  # a move's work, holding its thread
        with lock:
            running["now"] -= 1
        return HttpResponse(match_id, content_type="application/json")

    monkeypatch.setattr(application.moves, "answer", answer)
    match_ids = [str(uuid.uuid4()) for _ in range(7)]

    async def request(match_id: str) -> bytes:
        sent: list[dict[str, Any]] = []
        scope = http_scope(
            "GET", f"/api/v1/matches/{match_id}/view/", [(b"accept", b"application/json")]
        )

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": b"", "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        await application(scope, receive, send)
        assert sent[0]["status"] == 200
        return sent[1]["body"]

    async def all_at_once() -> list[bytes]:
        return await asyncio.gather(*(request(match_id) for match_id in match_ids))

    bodies = asyncio.run(all_at_once())
    assert bodies == [match_id.encode() for match_id in match_ids]
    assert running["most"] == 2
