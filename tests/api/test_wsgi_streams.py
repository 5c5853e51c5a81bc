"""Live streams under a WSGI server (``gunicorn config.wsgi``), where each open stream holds
one of the worker's threads: a few slots per process, refused beyond with 503 and
``Retry-After``, each stream ended after ``TABULA_WSGI_STREAM_SECONDS`` so slots free up,
and ordinary requests answered whatever the streams do (api.fanout.StreamSlots)."""

from __future__ import annotations

import random
import time

import httpx
import pytest

from tests.api.live import (
    SSE,
    Api,
    free_port,
    gunicorn_wsgi_command,
    migrate,
    server_env,
    server_process,
)
from tests.api.test_stream import play_one, start_against_random_bot, wait_for_turn

#: gunicorn's threads in the test server: half of them (2) serve streams, by default.
THREADS = 4
STREAM_SECONDS = 8


@pytest.fixture(scope="module")
def wsgi_server(tmp_path_factory) -> str:
    data_dir = tmp_path_factory.mktemp("wsgi")
    env = server_env(
        TABULA_DATA_DIR=str(data_dir),
        DATABASE_URL=None,
        TABULA_NOTIFY_URL=None,
        TABULA_STREAM_HEARTBEAT_SECONDS="0.2",
        TABULA_WSGI_STREAM_SECONDS=str(STREAM_SECONDS),
        TABULA_WSGI_STREAM_SLOTS=None,
    )
    migrate(env)
    port = free_port()
    command = gunicorn_wsgi_command(port, THREADS, "--graceful-timeout", "2")
    with server_process(command, env, port) as (base, _):
        yield base


def open_stream_when_served(base: str, timeout: float = 30) -> SSE:
    """A lobby stream, once a slot is free (the previous test's streams give theirs back
    when the server notices they were closed, at their next heartbeat)."""
    deadline = time.monotonic() + timeout
    while True:
        stream = Api(base).lobby_stream()
        if stream.status == 200:
            return stream
        stream.close()
        assert time.monotonic() < deadline, "no stream slot came free"
        time.sleep(0.2)


def test_with_its_stream_slots_full_it_answers_requests_and_refuses_the_next_stream(
    wsgi_server,
):
    streams = [open_stream_when_served(wsgi_server) for _ in range(THREADS // 2)]
    try:
        for _ in range(5):
            games = httpx.get(f"{wsgi_server}/api/v1/games/", timeout=10)
            assert games.status_code == 200
            assert games.json()
        refused = httpx.get(f"{wsgi_server}/api/lobby/stream/", timeout=10)
        assert refused.status_code == 503
        assert refused.headers["content-type"] == "application/json"
        assert refused.json()["error"] == "streams_busy"
        assert 1 <= int(refused.headers["Retry-After"]) <= STREAM_SECONDS
        assert all(stream.status == 200 for stream in streams)
    finally:
        for stream in streams:
            stream.close()
    # Closed by their clients: the slots come free again.
    open_stream_when_served(wsgi_server).close()


def test_a_wsgi_stream_delivers_moves_ends_in_time_and_resumes_with_last_event_id(
    wsgi_server,
):
    ann, match_id = start_against_random_bot(wsgi_server)
    stream = ann.stream(match_id)
    assert stream.status == 200
    assert stream.content_type.startswith("text/event-stream")
    view = wait_for_turn(ann, match_id, 0)
    answer = play_one(ann, match_id, view, random.Random(3))
    received = stream.entries_until(answer["version"])
    assert [m["id"] for m in received] == list(range(1, answer["version"] + 1))
    # The table chat comes on the same stream, outside the match's versions.
    said = ann.post(
        f"/api/v1/matches/{match_id}/chat/", {"channel": "players", "text": "good luck"}
    )
    assert said.status_code == 201, said.text
    assert stream.chats.get(timeout=15)["message"]["text"] == "good luck"
    # Its time is up: the server ends it, saying so, and the slot is given back.
    stream._thread.join(STREAM_SECONDS + 30)
    assert not stream._thread.is_alive(), "the stream outlived its time"
    assert any("reconnect with Last-Event-ID" in comment for comment in stream.comments)
    stream.close()
    while not stream.messages.empty():
        received.append(stream.next_message())
    assert [m["id"] for m in received] == list(range(1, stream.last_id + 1))
    # Moves while it is away; then, as a browser reconnects: from the last id it read,
    # nothing twice, nothing missed.
    view = wait_for_turn(ann, match_id, 0)
    play_one(ann, match_id, view, random.Random(4))
    resumed = ann.stream(match_id, last_event_id=stream.stream_id)
    resumed.last_id = stream.last_id
    try:
        now = ann.get(f"/api/matches/{match_id}/view/").json()["version"]
        later = resumed.entries_until(now)
        assert [m["id"] for m in received + later] == list(range(1, now + 1))
    finally:
        resumed.close()
