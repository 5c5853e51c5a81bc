"""The live lobby (``GET /api/lobby/stream/``), against real uvicorn servers."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest

from matches.notify import LOBBY, get_notifier
from tests.api.live import Api, asgi_server, embedded_server, postgres_server_env
from tests.conftest import requires_postgres


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> str:
    """One embedded-default server (SQLite files, no Redis) for this module's tests."""
    with embedded_server(tmp_path_factory.mktemp("lobby")) as base:
        yield base


Message = dict[str, Any]


def is_change(match_id: str, change: str) -> Callable[[Message], bool]:
    return lambda m: m["entry"]["match"]["id"] == match_id and m["entry"]["change"] == change


def kinds(messages: list[Message], match_id: str) -> list[str]:
    return [m["entry"]["change"] for m in messages if m["entry"]["match"]["id"] == match_id]


def create(player: Api, **body: Any) -> str:
    created = player.post("/api/matches/", {"game": "babel", "players": 2, **body})
    assert created.status_code == 201, created.text
    return created.json()["id"]


def join(player: Api, match_id: str, seat: int) -> None:
    answer = player.post(f"/api/matches/{match_id}/join/", {"seat": seat})
    assert answer.status_code == 200, answer.text


def without_clock(summary: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in summary.items() if key != "clock"}


def test_matches_created_and_joined_elsewhere_appear_on_an_open_lobby_stream(server):
    ann, bob = Api(server, "ann"), Api(server, "bob")
    with Api(server).lobby_stream() as lobby:  # anonymous, like any visitor of the lobby
        assert lobby.status == 200 and lobby.content_type.startswith("text/event-stream")
        # A new client starts now: its first block is the id to resume from, without data.
        deadline = time.monotonic() + 5
        while lobby.stream_id is None and time.monotonic() < deadline:
            time.sleep(0.01)
        starts_after = lobby.stream_id
        assert starts_after is not None and lobby.messages.empty()
        private = create(ann, listed=False)
        join(ann, private, 0)
        match_id = create(ann, client_seed="ann-seed")
        created = lobby.messages_until(is_change(match_id, "created"))
        join(ann, match_id, 0)
        join(bob, match_id, 1)
        later = lobby.messages_until(is_change(match_id, "started"))
        assert ann.post(f"/api/matches/{match_id}/resign/", {}).status_code == 200
        ended = lobby.messages_until(is_change(match_id, "finished"))
    messages = created + later + ended
    assert kinds(messages, match_id) == [
        "created",
        "seat_taken",
        "seat_taken",
        "started",
        "finished",
    ]
    assert all(m["event"] == "change" for m in messages)
    ids = [m["id"] for m in messages]
    assert ids == sorted(set(ids)), "ids increase: each change once, in order"
    assert ids[0] > starts_after
    assert not any(m["entry"]["match"]["id"] == private for m in messages), "a private match"

    # Each summary is the match right after that change, as GET /matches/{id}/ showed it.
    by_kind = {m["entry"]["change"]: m["entry"]["match"] for m in messages}
    assert by_kind["created"]["status"] == "open" and by_kind["created"]["version"] == 1
    assert [s["username"] for s in by_kind["created"]["seats"]] == [None, None]
    second_seat = [m["entry"]["match"] for m in messages if m["entry"]["change"] == "seat_taken"]
    assert [s["username"] for s in second_seat[1]["seats"]] == [ann.username, bob.username]
    assert by_kind["started"]["status"] == "active" and by_kind["started"]["version"] == 4
    assert by_kind["created"]["client_seeds"] == ["ann-seed"]
    assert all(by_kind[k]["seed"] is None for k in ("created", "seat_taken", "started"))
    final = ann.get(f"/api/matches/{match_id}/").json()
    assert final["status"] == "finished" and final["seed"] is not None
    assert without_clock(by_kind["finished"]) == without_clock(final)


def test_resuming_with_last_event_id_misses_nothing_and_repeats_nothing(server):
    ann, bob = Api(server, "ann"), Api(server, "bob")
    first = create(ann)
    with ann.lobby_stream() as lobby:
        second = create(ann)
        join(ann, second, 0)
        seen = lobby.messages_until(is_change(second, "seat_taken"))
    last_seen = seen[-1]["id"]
    # While nobody listens: a seat, a start, an abort and a new match.
    join(bob, second, 1)
    assert ann.post(f"/api/matches/{first}/abort/", {}).status_code == 200
    third = create(bob)
    with Api(server).lobby_stream(last_event_id=last_seen) as resumed:
        missed = resumed.messages_until(is_change(third, "created"))
    assert [(m["entry"]["match"]["id"], m["entry"]["change"]) for m in missed] == [
        (second, "seat_taken"),
        (second, "started"),
        (first, "aborted"),
        (third, "created"),
    ]
    assert all(m["id"] > last_seen for m in missed)
    # The whole log from the start says the same, in the same order, with the same ids.
    with Api(server).lobby_stream(last_event_id=0) as everything:
        full = everything.messages_until(is_change(third, "created"))
    after = [m for m in full if m["id"] > last_seen]
    assert [(m["id"], m["entry"]) for m in after] == [(m["id"], m["entry"]) for m in missed]
    # The query parameter works as the header does (for clients that cannot set headers).
    with Api(server).lobby_stream(**{"last_event_id": last_seen}) as by_query:
        assert by_query.next_message()["id"] == missed[0]["id"]


def test_moves_are_no_lobby_changes_and_heartbeats_keep_the_stream_open(server):
    ann = Api(server, "ann")
    with Api(server).lobby_stream() as lobby:
        match_id = create(ann)
        join(ann, match_id, 0)
        seated = ann.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"})
        assert seated.status_code == 200, seated.text
        lobby.messages_until(is_change(match_id, "started"))
        deadline = time.monotonic() + 30
        while ann.get(f"/api/matches/{match_id}/").json()["version"] < 8:
            view = ann.get(f"/api/matches/{match_id}/view/").json()
            if 0 in view["to_act"]:
                action = {"action": view["legal_actions"][0], "expected_version": view["version"]}
                ann.post(f"/api/matches/{match_id}/actions/", action)
            assert time.monotonic() < deadline
            time.sleep(0.05)
        time.sleep(0.6)  # the test server beats every 0.2 s
        assert ": heartbeat" in lobby.comments
        assert lobby.messages.empty(), "moves change nothing in the lobby"


def test_a_game_filter_and_refusals_in_json(server):
    ann = Api(server, "ann")
    with Api(server).lobby_stream(game="great-zimbabwe") as zimbabwe:
        babel = create(ann)
        wanted = create(ann, game="great-zimbabwe")
        got = zimbabwe.messages_until(is_change(wanted, "created"))
    assert [m["entry"]["match"]["id"] for m in got] == [wanted]
    assert babel != wanted
    for params, headers in (
        ({"game": "chess"}, {}),
        ({}, {"Last-Event-ID": "x"}),
        ({}, {"Last-Event-ID": "-1"}),
        ({"last_event_id": "ten"}, {}),
    ):
        caller = Api(server)
        caller.headers.update(headers)
        with caller.lobby_stream(**params) as refused:
            assert refused.status == 400, params
            error = refused.next_message()["error"]
            assert error["error"] == "invalid_request" and error["detail"]
    intruder = Api(server)
    intruder.headers["Authorization"] = "Token not-a-token"
    with intruder.lobby_stream() as refused:
        assert refused.status == 401
        assert refused.next_message()["error"]["error"] == "not_authenticated"
    answer = ann.post("/api/v1/lobby/stream/", {})
    assert answer.status_code == 405 and answer.json()["error"] == "method_not_allowed"


@pytest.mark.django_db(transaction=True)
def test_only_saves_that_may_change_the_lobby_wake_lobby_streams(service):
    """Moves of running matches and unlisted matches never wake a waiting lobby stream."""
    notifier = get_notifier()
    woken: list[str] = []
    heard = threading.Event()

    def listener(version: int) -> None:
        heard.set()

    def saved(what: str, command: Callable[[], Any]) -> Any:
        heard.clear()
        result = command()
        if heard.is_set():
            woken.append(what)
        return result

    def move() -> None:
        match = service.get_match(match_id)
        seat = match.to_act[0]
        action = match.engine.legal_actions(match.state, seat)[0]
        user = "ann" if seat == 0 else "bob"
        service.act(match_id, seat, action, match.version, actor=f"user:{user}")

    notifier.hub.listen(LOBBY, listener)
    try:
        match_id = saved("created", lambda: service.create_match("babel", 2, creator="ann")).id
        saved("join", lambda: service.join(match_id, "ann", 0))
        saved("start", lambda: service.join(match_id, "bob", 1))
        for number in range(3):
            saved(f"move {number}", move)
        saved("resign", lambda: service.resign(match_id, "ann"))
        hidden = saved(
            "private created",
            lambda: service.create_match("babel", 2, creator="ann", listed=False),
        )
        saved("private seat", lambda: service.join(hidden.id, "ann", 0))
    finally:
        notifier.hub.unlisten(LOBBY, listener)
    assert woken == ["created", "join", "start", "resign"]


@requires_postgres
@pytest.mark.django_db(transaction=True)
def test_a_match_created_on_one_server_reaches_a_lobby_stream_on_another(service):
    """Two server processes on one PostgreSQL database: LISTEN/NOTIFY carries the lobby news
    well before the 15 s heartbeat, when a stream would read the log anyway."""
    env = postgres_server_env()
    with asgi_server(env) as first, asgi_server(env) as second:
        ann, bob = Api(first, "ann"), Api(first, "bob")
        with Api(second).lobby_stream() as lobby:
            time.sleep(0.5)  # the second server's listener is connected
            match_id = create(ann)
            lobby.messages_until(is_change(match_id, "created"), timeout=5)
            join(ann, match_id, 0)
            join(bob, match_id, 1)
            got = lobby.messages_until(is_change(match_id, "started"), timeout=5)
        assert kinds(got, match_id) == ["seat_taken", "seat_taken", "started"]
