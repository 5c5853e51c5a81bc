"""The live stream, against real uvicorn servers started as the README starts them."""

from __future__ import annotations

import random
import threading
import time
import uuid

import pytest

from matches.notify import Hub
from tests.api.live import Api, asgi_server, embedded_server, postgres_server_env
from tests.conftest import requires_postgres
from tests.hidden import assert_no_secrets_of_others
from tests.moves import random_action

GAMES = ("babel", "great-zimbabwe", "bora-bora", "ankh-morpork")


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> str:
    """One embedded-default server (SQLite files, no Redis) for this module's tests."""
    with embedded_server(tmp_path_factory.mktemp("asgi")) as base:
        yield base


def start_against_random_bot(base: str, game: str = "babel") -> tuple[Api, str]:
    ann = Api(base, "ann")
    created = ann.post("/api/matches/", {"game": game, "players": 2})
    assert created.status_code == 201, created.text
    match_id = created.json()["id"]
    assert ann.post(f"/api/matches/{match_id}/join/", {"seat": 0}).status_code == 200
    seated = ann.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"})
    assert seated.status_code == 200, seated.text
    return ann, match_id


def wait_for_turn(player: Api, match_id: str, seat: int, timeout: float = 30) -> dict:
    """The seat's view once it is to act or the match is over (bots may think elsewhere)."""
    deadline = time.monotonic() + timeout
    while True:
        view = player.get(f"/api/matches/{match_id}/view/").json()
        if view["status"] != "active" or seat in view["to_act"]:
            return view
        assert time.monotonic() < deadline, "the bot never moved"
        time.sleep(0.02)


def play_one(player: Api, match_id: str, view: dict, rng: random.Random) -> dict:
    answer = player.post(
        f"/api/matches/{match_id}/actions/",
        random_action(view, rng),
    )
    assert answer.status_code == 201, answer.text
    return answer.json()


@pytest.mark.slow
def test_every_move_of_a_bot_match_in_order_and_a_resumed_stream_misses_nothing(server):
    ann, match_id = start_against_random_bot(server)
    rng = random.Random(7)
    received: list[dict] = []
    stream = ann.stream(match_id)
    assert stream.status == 200 and stream.content_type.startswith("text/event-stream")
    moves = 0
    resumed = False
    while True:
        view = wait_for_turn(ann, match_id, 0)
        if view["status"] != "active":
            break
        if stream is not None:
            received += stream.entries_until(view["version"])
        if moves == 6 and stream is not None:
            # Disconnect mid-match; the bot keeps playing while we are away.
            stream.close()
            stream = None
            last_seen = received[-1]["id"]
        answer = play_one(ann, match_id, view, rng)
        assert answer["view"]["version"] == answer["version"]
        assert answer["view"] == ann.get(f"/api/matches/{match_id}/view/").json() or (
            answer["view"]["version"] < ann.get(f"/api/matches/{match_id}/view/").json()["version"]
        )
        moves += 1
        if moves == 9:
            stream = ann.stream(match_id, last_event_id=last_seen)
            resumed = True
            # Before the end, the stream is exactly what /events/ tells this player.
            current = ann.get(f"/api/matches/{match_id}/view/").json()["version"]
            caught_up = received + stream.entries_until(current)
            events = ann.get(f"/api/matches/{match_id}/events/", limit=500).json()["events"]
            if current == events[-1]["version"] and events[-1]["type"] != "finished":
                assert [m["entry"] for m in caught_up] == events
            received = caught_up
    assert resumed, "the match ended before the stream was resumed"
    final = view["version"]
    received += stream.entries_until(final)
    stream.close()
    assert [m["id"] for m in received] == list(range(1, final + 1)), "in order, once each"
    assert all(m["event"] == "entry" and m["entry"]["version"] == m["id"] for m in received)
    assert received[-1]["entry"]["type"] == "finished"
    bot_moves = [m for m in received if m["entry"]["type"] == "action" and m["entry"]["seat"] == 1]
    assert bot_moves, "the bot's moves reach the human through the stream"


def test_each_batch_ends_with_the_readers_state_as_view_and_summary_give_it(server):
    ann, match_id = start_against_random_bot(server)
    rng = random.Random(11)
    spectator = Api(server)
    with ann.stream(match_id) as mine, spectator.stream(match_id) as theirs:
        for _ in range(3):
            view = wait_for_turn(ann, match_id, 0)
            if view["status"] != "active":
                break
            answer = play_one(ann, match_id, view, rng)
            settled = wait_for_turn(ann, match_id, 0)  # the bot's reply too
            for reader, stream in ((ann, mine), (spectator, theirs)):
                state = stream.state_at(settled["version"])
                pushed = state["entry"]
                assert pushed["version"] == state["id"] == settled["version"]
                assert pushed["view"] == reader.get(f"/api/matches/{match_id}/view/").json()
                summary = reader.get(f"/api/matches/{match_id}/").json()
                assert without_clock(pushed["summary"]) == without_clock(summary)
            assert answer["view"]["version"] <= settled["version"]
    assert pushed["view"]["seat"] is None and pushed["view"]["legal_actions"] == []


def without_clock(summary: dict) -> dict:
    return {key: value for key, value in summary.items() if key != "clock"}


def test_last_event_id_as_a_query_parameter_and_bad_requests(server):
    ann, match_id = start_against_random_bot(server)
    with Api(server).stream(match_id, **{"last_event_id": 3}) as resumed:
        assert resumed.next_message()["id"] == 4
    with Api(server).stream(match_id, **{"last_event_id": "x"}) as bad:
        assert bad.status == 400 and bad.next_message()["error"]["error"] == "invalid_request"
    with Api(server).stream(str(uuid.uuid4())) as missing:
        assert missing.status == 404 and missing.next_message()["error"]["error"] == "not_found"
    with ann.stream(match_id, seat=1) as other_seat:
        assert other_seat.status == 403
        assert other_seat.next_message()["error"]["error"] == "not_your_seat"
    intruder = Api(server)
    intruder.headers["Authorization"] = "Token not-a-token"
    with intruder.stream(match_id) as refused:
        assert refused.status == 401
        assert refused.next_message()["error"]["error"] == "not_authenticated"


@pytest.mark.parametrize("game", GAMES)
def test_streams_carry_only_what_their_reader_may_see(server, game):
    ann, match_id = start_against_random_bot(server, game)
    rng = random.Random(3)
    for _ in range(10):
        view = wait_for_turn(ann, match_id, 0)
        if view["status"] != "active":
            break
        play_one(ann, match_id, view, rng)
    view = wait_for_turn(ann, match_id, 0)
    assert view["status"] == "active", "a short opening leaves the game unfinished"
    spectator = Api(server)
    stranger = Api(server, "eve")  # signed in but seatless: a spectator too
    for reader, viewer in ((ann, 0), (spectator, None), (stranger, None)):
        with reader.stream(match_id) as stream:
            entries = [m["entry"] for m in stream.entries_until(view["version"])]
        assert entries == reader.get(f"/api/matches/{match_id}/events/", limit=500).json()["events"]
        assert_no_secrets_of_others(entries, viewer)
        hidden = [
            e
            for entry in entries
            for e in entry["effects"]
            if e.get("visible_to") is not None and viewer not in e["visible_to"]
        ]
        if viewer is None:
            assert all(e.get(f) is None for e in hidden for f in e.get("secret", []))


def test_heartbeats_keep_an_idle_stream_open(server):
    ann, match_id = start_against_random_bot(server)
    with ann.stream(match_id) as stream:
        stream.entries_until(wait_for_turn(ann, match_id, 0)["version"])
        time.sleep(1.0)  # the test server beats every 0.2 s
        assert ": heartbeat" in stream.comments
        assert stream.messages.empty(), "nothing happened, so no entry"


def test_the_hub_tells_each_listener_of_its_own_match_from_any_thread():
    hub = Hub()
    match_id, other = uuid.uuid4(), uuid.uuid4()
    heard: list[tuple[str, int]] = []
    hub.listen(match_id, lambda version: heard.append(("first", version)))
    hub.listen(other, lambda version: heard.append(("other", version)))
    deliverer = threading.Thread(target=hub.deliver, args=(match_id, 5))
    deliverer.start()
    deliverer.join()
    hub.wake_all()  # after an outage: everybody looks again
    assert sorted(heard) == [("first", 0), ("first", 5), ("other", 0)]


@requires_postgres
@pytest.mark.django_db(transaction=True)
def test_a_move_on_one_server_reaches_a_stream_on_another(service):
    """Two server processes on one PostgreSQL database: LISTEN/NOTIFY carries the news."""
    env = postgres_server_env()
    with asgi_server(env) as first, asgi_server(env) as second:
        ann = Api(first, "ann")
        bob_on_first = Api(first, "bob")
        match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}).json()["id"]
        assert ann.post(f"/api/matches/{match_id}/join/", {"seat": 0}).status_code == 200
        assert bob_on_first.post(f"/api/matches/{match_id}/join/", {"seat": 1}).status_code == 200
        bob = Api(second)
        bob.headers = bob_on_first.headers  # the same user, on the other server
        rng = random.Random(1)
        with bob.stream(match_id) as stream:
            start = stream.entries_until(4)
            assert [m["id"] for m in start] == [1, 2, 3, 4]
            for _ in range(3):
                view = ann.get(f"/api/matches/{match_id}/view/").json()
                mover = ann if 0 in view["to_act"] else bob_on_first
                mine = mover.get(f"/api/matches/{match_id}/view/").json()
                answer = play_one(mover, match_id, mine, rng)
                got = stream.entries_until(answer["version"], timeout=10)
                assert got[-1]["id"] == answer["version"]
                assert got[-1]["entry"] == answer["events"][-1] or mover is not bob_on_first
