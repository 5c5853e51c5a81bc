"""A whole Babel match over HTTP, using only the contract, then every version replayed."""

from __future__ import annotations

import random

import pytest

from games.engine import seed_commitment
from tests.hidden import assert_no_secrets_of_others
from tests.moves import random_action

pytestmark = pytest.mark.django_db


def assert_view_hides(view: dict, viewer: int | None) -> None:
    state = view["state"]
    for seat, hand in state["hands"].items():
        if viewer is None or int(seat) != viewer:
            assert hand is None, f"viewer {viewer} sees seat {seat}'s hand"
    assert "tribe_deck" not in state and "temple_deck" not in state


def test_two_users_play_babel_to_the_end_then_replay_every_version(babel_match, api):
    match_id, ann, bob = babel_match
    clients = {0: ann, 1: bob}
    rng = random.Random(5)
    summary = api.get(f"/api/matches/{match_id}/").data
    assert summary["status"] == "active" and summary["seed"] is None
    assert summary["seed_commitment"] == seed_commitment(31337)
    actions = 0
    while summary["status"] == "active":
        seat = summary["to_act"][0]
        client = clients[seat]
        view = client.get(f"/api/matches/{match_id}/view/").data
        assert view["seat"] == seat and view["version"] == summary["version"]
        assert_view_hides(view, seat)
        assert view["legal_actions"], "a seat that must act always has an action"
        other_view = clients[1 - seat].get(f"/api/matches/{match_id}/view/").data
        assert other_view["legal_actions"] == []
        answer = client.post(
            f"/api/matches/{match_id}/actions/", random_action(view, rng), format="json"
        )
        assert answer.status_code == 201, answer.data
        assert answer.data["version"] > view["version"]
        assert [e["version"] for e in answer.data["events"]] == list(
            range(view["version"] + 1, answer.data["version"] + 1)
        )
        summary = api.get(f"/api/matches/{match_id}/").data
        assert summary["version"] == answer.data["version"]  # read-your-writes
        actions += 1
        assert actions < 2000
    assert summary["status"] == "finished"
    assert summary["seed"] == "31337" and summary["result"]["winners"]
    # After the end everything is revealed to everyone, spectators included.
    final = api.get(f"/api/matches/{match_id}/view/").data
    assert all(hand is not None for hand in final["state"]["hands"].values())
    events = api.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
    assert len(events) == min(500, summary["version"])
    for version in range(1, summary["version"] + 1):
        replay = ann.get(f"/api/matches/{match_id}/replay/", {"at": version})
        assert replay.status_code == 200, replay.data
        assert replay.data["version"] == version


def test_nobody_sees_another_seats_hand_at_any_version(babel_match, api):
    match_id, ann, bob = babel_match
    clients = {0: ann, 1: bob}
    rng = random.Random(11)
    for _ in range(60):
        summary = api.get(f"/api/matches/{match_id}/").data
        if summary["status"] != "active":
            break
        seat = summary["to_act"][0]
        view = clients[seat].get(f"/api/matches/{match_id}/view/").data
        clients[seat].post(
            f"/api/matches/{match_id}/actions/",
            random_action(view, rng),
            format="json",
        )
    summary = api.get(f"/api/matches/{match_id}/").data
    assert summary["status"] == "active" and summary["seed"] is None
    callers = {0: ann, 1: bob, None: api}
    for viewer, client in callers.items():
        assert_view_hides(client.get(f"/api/matches/{match_id}/view/").data, viewer)
        history = client.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
        assert_no_secrets_of_others(history, viewer)
        for version in range(1, summary["version"] + 1):
            replay = client.get(f"/api/matches/{match_id}/replay/", {"at": version}).data
            if replay["state"] is not None:
                assert_view_hides(replay, viewer)
    # Secrets really are in the history for their owner (the redaction is not blanket).
    own = ann.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
    assert any(
        e.get("visible_to") == [0] and all(e[f] is not None for f in e.get("secret", []))
        for entry in own
        for e in entry["effects"]
    )


def play_against_bots(client, match_id: str, seat: int, rng: random.Random) -> dict:
    """Play ``seat`` at random until the match ends; the bots must answer by themselves."""
    for _ in range(2000):
        view = client.get(f"/api/matches/{match_id}/view/").data
        if view["status"] != "active":
            return view
        assert view["to_act"] == [seat], "the bot seat has already answered"
        answer = client.post(
            f"/api/matches/{match_id}/actions/",
            random_action(view, rng),
            format="json",
        )
        assert answer.status_code == 201, answer.data
    raise AssertionError("the match did not end within 2000 actions")


def test_a_human_plays_against_a_random_bot_that_answers_by_itself(register, api):
    _, ann = register("ann")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    ann.post(f"/api/matches/{match_id}/join/", {"seat": 0}, format="json")
    answer = ann.post(
        f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, format="json"
    )
    assert answer.status_code == 200 and answer.data["status"] == "active"
    assert play_against_bots(ann, match_id, seat=0, rng=random.Random(3))["status"] == "finished"
    history = api.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
    bot_moves = [e for e in history if e["type"] == "action" and e["seat"] == 1]
    assert bot_moves and all(e["text"] for e in bot_moves)


def test_fork_of_a_finished_match_over_http(register, api):
    _, ann = register("ann")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    ann.post(f"/api/matches/{match_id}/bots/", {"seat": 0, "level": "random"}, format="json")
    summary = ann.post(
        f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, format="json"
    ).data
    assert summary["status"] == "finished", "a bots-only match plays out by itself"
    at = summary["version"] - 5
    fork = ann.post(f"/api/matches/{match_id}/fork/", {"at": at}, format="json")
    assert fork.status_code == 201, fork.data
    assert fork.data["forked_from"] == {"match": match_id, "version": at, "exact": False}
    assert fork.data["rated"] is False and fork.data["status"] == "open"
    assert fork.data["seed_commitment"] != summary["seed_commitment"] and fork.data["seed"] is None
    new_id = fork.data["id"]
    ann.post(f"/api/matches/{new_id}/join/", {"seat": 0}, format="json")
    started = ann.post(
        f"/api/matches/{new_id}/bots/", {"seat": 1, "level": "random"}, format="json"
    ).data
    assert started["status"] in {"active", "finished"}
    then = api.get(f"/api/matches/{match_id}/replay/", {"at": at}).data["state"]
    now = api.get(f"/api/matches/{new_id}/replay/", {"at": 4}).data["state"]
    assert now["columns"] == then["columns"] and now["temples"] == then["temples"]
    bad = ann.post(f"/api/matches/{match_id}/fork/", {"at": 2}, format="json")
    assert bad.status_code == 400 and bad.data["error"] == "illegal_action"


@pytest.mark.slow
def test_a_human_plays_a_whole_match_against_an_mcts_seat(register, api, settings):
    # A small search budget keeps the test quick; the bot still searches every move.
    settings.TABULA_BOT_SETTINGS = {"mcts": {"iterations": 30, "seconds": None}}
    _, ann = register("ann")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    ann.post(f"/api/matches/{match_id}/join/", {"seat": 1}, format="json")
    ann.post(f"/api/matches/{match_id}/bots/", {"seat": 0, "level": "mcts"}, format="json")
    assert play_against_bots(ann, match_id, seat=1, rng=random.Random(8))["status"] == "finished"
    history = api.get(f"/api/matches/{match_id}/events/", {"limit": 500}).data["events"]
    assert any(e["type"] == "action" and e["seat"] == 0 for e in history)


@pytest.mark.parametrize("level", ["greedy", "strong"])
def test_the_new_bot_levels_can_take_a_seat_and_play(register, settings, level):
    settings.TABULA_BOT_SETTINGS = {"strong": {"iterations": 20, "seconds": None}}
    _, ann = register("ann")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    ann.post(f"/api/matches/{match_id}/join/", {"seat": 1}, format="json")
    seated = ann.post(f"/api/matches/{match_id}/bots/", {"seat": 0, "level": level}, format="json")
    assert seated.status_code == 200, seated.data
    assert seated.data["seats"][0]["bot"] == level
    wrong = ann.post(
        f"/api/matches/{match_id}/bots/", {"seat": 0, "level": "grandmaster"}, format="json"
    )
    assert wrong.status_code == 400
