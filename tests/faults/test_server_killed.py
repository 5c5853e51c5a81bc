"""The embedded default: a server killed while its bot thinks strands no match."""

from __future__ import annotations

import json
import time

from tests.faults.conftest import stored_events
from tests.faults.processes import Client, wait_for


def human_against_mcts(client: Client, ann: Client) -> str:
    status, match, _ = ann.call("POST", "/api/matches/", {"game": "babel", "players": 2})
    assert status == 201, match
    match_id = match["id"]
    assert ann.call("POST", f"/api/matches/{match_id}/join/", {"seat": 0})[0] == 200
    status, body, _ = ann.call(
        "POST", f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "mcts"}
    )
    assert status == 200, body
    return match_id


def play_until_the_bot_is_due(ann: Client, match_id: str) -> tuple[int, float]:
    """Ann moves until the bot is to act; returns (version, seconds of ann's last POST)."""
    wait_for(
        lambda: ann.get(f"/api/matches/{match_id}/view/")["to_act"] == [0],
        40,
        "ann's turn",
    )
    elapsed = float("inf")  # ann's turn ends by a POST: set before it is returned
    while True:
        view = ann.get(f"/api/matches/{match_id}/view/")
        if view["to_act"] != [0]:
            return view["version"], elapsed
        began = time.monotonic()
        status, body, _ = ann.call(
            "POST",
            f"/api/matches/{match_id}/actions/",
            {"action": view["legal_actions"][-1], "expected_version": view["version"]},
        )
        elapsed = time.monotonic() - began
        assert status == 201, body


def test_server_killed_while_a_bot_thinks_plays_the_move_once_after_restart(
    embedded_server, tmp_path
):
    server, client = embedded_server()
    ann = client.register("ann")
    match_id = human_against_mcts(client, ann)
    version, post_seconds = play_until_the_bot_is_due(ann, match_id)
    assert post_seconds < 2.0, "the POST that made the bot due did not wait for its 4 s think"

    time.sleep(1.5)  # the bot worker thread is now thinking (4 s)
    assert client.get(f"/api/matches/{match_id}/")["version"] == version
    server.kill()
    assert len(stored_events(tmp_path, match_id)) == version, "nothing stored by the dead bot"

    server, client = embedded_server()
    restarted = time.monotonic()
    wait_for(
        lambda: client.get(f"/api/matches/{match_id}/")["version"] > version,
        30,
        "the bot's move after the restart",
        interval=0.2,
    )
    assert time.monotonic() - restarted <= 30

    events = stored_events(tmp_path, match_id)
    assert [v for v, _, _ in events] == list(range(1, len(events) + 1))
    bot_move = json.loads(events[version][2])
    assert events[version][1].endswith("ActionApplied") and bot_move["seat"] == 1
    assert bot_move["command_id"] == f"bot:{match_id}:1:{version}"
    bot_commands = [
        json.loads(state).get("command_id")
        for _, topic, state in events
        if topic.endswith("ActionApplied")
    ]
    assert bot_commands.count(f"bot:{match_id}:1:{version}") == 1, "played exactly once"
