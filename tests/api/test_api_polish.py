"""Issue 15, API polish: versioned root, aliases, schema security, replays, lobby hygiene."""

from __future__ import annotations

import random

import pytest
from django.core.management import call_command

from tests.api.test_play import play_against_bots

pytestmark = pytest.mark.django_db


def test_the_versioned_root_lists_the_resources_and_old_paths_are_aliases(api, register):
    root = api.get("/api/v1/")
    assert root.status_code == 200
    assert root.data["matches"].endswith("/api/v1/matches/")
    assert root.data["games"].endswith("/api/v1/games/")
    assert {"register", "token", "schema", "docs", "health", "ready"} <= set(root.data)
    assert api.get("/api/").status_code == 200
    _, ann = register("ann")
    created = ann.post("/api/v1/matches/", {"game": "babel", "players": 2}, format="json")
    assert created.status_code == 201
    for prefix in ("/api/v1", "/api"):
        assert api.get(f"{prefix}/matches/{created.data['id']}/").data["id"] == created.data["id"]


def test_schema_says_the_match_list_is_readable_anonymously(api):
    schema = api.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    listing = schema["paths"]["/api/v1/matches/"]
    assert {} in listing["get"]["security"], "anonymous GET answers 200"
    assert {} not in listing["post"]["security"], "creating a match needs a token"
    assert api.get("/api/v1/matches/").status_code == 200
    assert api.post("/api/v1/matches/", {}, format="json").status_code == 401


@pytest.fixture
def finished_match(register):
    _, ann = register("ann")
    match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data["id"]
    ann.post(f"/api/matches/{match_id}/join/", {"seat": 0}, format="json")
    ann.post(f"/api/matches/{match_id}/bots/", {"seat": 1, "level": "random"}, format="json")
    assert play_against_bots(ann, match_id, seat=0, rng=random.Random(5))["status"] == "finished"
    return match_id, ann


def test_a_seated_player_replays_their_finished_match_from_any_seat(finished_match, register):
    match_id, ann = finished_match
    for seat in (0, 1):
        answer = ann.get(f"/api/matches/{match_id}/replay/", {"at": 5, "seat": seat})
        assert answer.status_code == 200, answer.data
        assert answer.data["seat"] == seat
    assert ann.get(f"/api/matches/{match_id}/replay/", {"at": 5, "seat": 7}).status_code == 400


def test_a_running_match_still_hides_other_seats(babel_match):
    match_id, ann, _ = babel_match
    answer = ann.get(f"/api/matches/{match_id}/replay/", {"at": 4, "seat": 1})
    assert answer.status_code == 403 and answer.data["error"] == "not_your_seat"


def test_one_request_steps_through_a_whole_match(finished_match, api):
    match_id, ann = finished_match
    version = api.get(f"/api/matches/{match_id}/").data["version"]
    frames = ann.get(f"/api/matches/{match_id}/replay/", {"seat": 0}).data["frames"]
    assert [frame["version"] for frame in frames] == list(range(1, version + 1))
    # Each frame is the view a single-version replay gives.
    for at in (4, version // 2, version):
        single = ann.get(f"/api/matches/{match_id}/replay/", {"at": at, "seat": 0}).data
        assert frames[at - 1] == single
    window = ann.get(f"/api/matches/{match_id}/replay/", {"from": 5, "to": 9}).data["frames"]
    assert [frame["version"] for frame in window] == [5, 6, 7, 8, 9]


def test_a_running_match_range_hides_what_the_single_replay_hides(babel_match):
    match_id, ann, bob = babel_match
    frames = bob.get(f"/api/matches/{match_id}/replay/").data["frames"]
    single = bob.get(f"/api/matches/{match_id}/replay/", {"at": frames[-1]["version"]}).data
    assert frames[-1] == single and single["seat"] == 1


def test_selfplay_matches_stay_out_of_the_lobby_and_unrated(service, api, capsys):
    call_command("selfplay", "babel", "--players", "2", "--games", "2", "--seed", "3")
    assert "2 finished, 0 errors" in capsys.readouterr().out
    assert api.get("/api/matches/").data["count"] == 0
    from projections.models import MatchSummary

    summaries = list(MatchSummary.objects.all())
    assert len(summaries) == 2
    assert all(not summary.listed and not summary.rated for summary in summaries)
    # Still reachable by id, like a private match.
    assert api.get(f"/api/matches/{summaries[0].id}/").data["listed"] is False


def test_a_private_match_is_reachable_by_id_only(register, api):
    _, ann = register("ann")
    private = ann.post(
        "/api/matches/", {"game": "babel", "players": 2, "listed": False}, format="json"
    ).data
    public = ann.post("/api/matches/", {"game": "babel", "players": 2}, format="json").data
    assert private["listed"] is False and private["rated"] is False
    lobby = [match["id"] for match in api.get("/api/matches/").data["results"]]
    assert lobby == [public["id"]]
    assert api.get(f"/api/matches/{private['id']}/").status_code == 200
