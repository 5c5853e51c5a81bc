"""The embedded default: a server killed while its bot thinks strands no match."""

from __future__ import annotations

import json
import time

from tests.faults.conftest import stored_events
from tests.faults.play import human_against_bot, play_until_the_bot_is_due
from tests.faults.processes import wait_for


def test_server_killed_while_a_bot_thinks_plays_the_move_once_after_restart(
    embedded_server, tmp_path
):
    server, client = embedded_server()
    ann = client.register("ann")
    match_id = human_against_bot(ann, "mcts")
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
    print(f"bot played {time.monotonic() - restarted:.1f} s after the restart")

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
