"""At scale (CELERY_BROKER_URL): a broker outage or a dead Celery worker strands no match.

Each test runs its own redis-server on a loopback port, a gunicorn server whose
follower publishes bot turns, and Celery workers; all are SIGKILLed by the test.
"""

from __future__ import annotations

import json
import re
import time

from tests.faults.conftest import requires_redis_server, stored_events
from tests.faults.play import human_against_bot, play_until_the_bot_is_due
from tests.faults.processes import wait_for

pytestmark = requires_redis_server

VISIBILITY_TIMEOUT = 6


def bot_moved(client, match_id: str, version: int) -> bool:
    return client.get(f"/api/matches/{match_id}/")["version"] > version


def test_redis_stopped_human_moves_answer_201_and_bots_play_once_it_is_back(celery_stack, tmp_path):
    stack = celery_stack(TABULA_BOT_SWEEP_SECONDS="1", TABULA_BOT_SWEEP_GRACE="5")
    stack.start_redis()
    client = stack.start_server()
    stack.start_worker()
    ann = client.register("ann")
    match_id = human_against_bot(ann, "random")
    version, _ = play_until_the_bot_is_due(ann, match_id)
    wait_for(
        lambda: ann.get(f"/api/matches/{match_id}/view/")["to_act"] == [0],
        30,
        "the bot's whole turn with Redis up",
    )

    stack.redis.kill()
    version, post_seconds = play_until_the_bot_is_due(ann, match_id)
    assert post_seconds < 3.0, "a broker outage does not hold the human's move"
    time.sleep(2)
    assert client.get(f"/api/matches/{match_id}/")["version"] == version, "no broker, no bot"
    status, body, headers = ann.call("GET", f"/api/matches/{match_id}/view/")
    assert status == 200 and headers["Content-Type"].startswith("application/json")

    stack.start_redis()  # a new, empty Redis: whatever was queued before is gone
    back = time.monotonic()
    wait_for(lambda: bot_moved(client, match_id, version), 30, "the bot after Redis is back")
    print(f"bot played {time.monotonic() - back:.1f} s after Redis came back")
    events = stored_events(tmp_path, match_id)
    assert [v for v, _, _ in events] == list(range(1, len(events) + 1))
    assert json.loads(events[version][2])["seat"] == 1


def test_celery_worker_killed_mid_turn_plays_it_once_within_twice_the_visibility_timeout(
    celery_stack, tmp_path
):
    stack = celery_stack(
        CELERY_VISIBILITY_TIMEOUT=str(VISIBILITY_TIMEOUT),
        TABULA_BOT_SETTINGS='{"mcts": {"seconds": 2, "iterations": null}}',
        TABULA_BOT_MAX_THINK_SECONDS="2",
        # Only the broker's redelivery may bring the turn back in this test.
        TABULA_BOT_SWEEP_GRACE="600",
    )
    stack.start_redis()
    client = stack.start_server()
    worker = stack.start_worker()
    ann = client.register("ann")
    match_id = human_against_bot(ann, "mcts")
    wait_for(lambda: ann.get(f"/api/matches/{match_id}/view/")["to_act"] == [0], 40, "ann's turn")
    tasks_before = worker.output().count("play_bot_turn")
    version, _ = play_until_the_bot_is_due(ann, match_id)
    wait_for(
        lambda: worker.output().count("play_bot_turn") > tasks_before,
        10,
        "the worker to receive the bot's turn",
    )
    time.sleep(0.3)  # thinking (2 s)
    worker.kill()
    killed = time.monotonic()
    assert not re.search(r"play_bot_turn\[[^\]]+\] succeeded", worker.output()[-2000:])
    assert client.get(f"/api/matches/{match_id}/")["version"] == version

    stack.start_worker()
    wait_for(
        lambda: bot_moved(client, match_id, version),
        2 * VISIBILITY_TIMEOUT + 5,
        "the redelivered bot turn",
        interval=0.2,
    )
    took = time.monotonic() - killed
    print(
        f"bot played {took:.1f} s after its worker was killed (visibility {VISIBILITY_TIMEOUT} s)"
    )
    assert took <= 2 * VISIBILITY_TIMEOUT, f"played {took:.1f} s after the kill"
    events = stored_events(tmp_path, match_id)
    commands = [json.loads(state).get("command_id") for _, _, state in events]
    assert commands.count(f"bot:{match_id}:1:{version}") == 1, "played exactly once"
