"""The ratings API: rated matches refuse bots; leaderboard, profile and statistics."""

from __future__ import annotations

import random
import time
import uuid

import pytest
from django.test import Client

from projections.models import MatchRecord
from projections.ratings_queries import game_statistics
from tests.accounts import PASSWORD, user, users
from tests.moves import play_random
from tests.ratings.helpers import finish_with, seated_match

pytestmark = pytest.mark.django_db


def test_a_rated_match_refuses_a_bot_with_a_clear_400(register):
    _, ann = register("ann")
    created = ann.post("/api/v1/matches/", {"game": "babel", "players": 2, "rated": True})
    assert created.status_code == 201 and created.data["rated"] is True
    match_id = created.data["id"]
    refused = ann.post(f"/api/v1/matches/{match_id}/bots/", {"seat": 1, "level": "random"})
    assert refused.status_code == 400
    assert refused.json()["error"] == "rated_match_with_bots"
    assert "rated matches against bots are not possible" in refused.json()["detail"]
    assert ann.get(f"/api/v1/matches/{match_id}/").data["version"] == 1, "nothing recorded"


def test_rated_is_opt_in_and_an_unrated_match_takes_bots(register):
    _, ann = register("ann")
    created = ann.post("/api/v1/matches/", {"game": "babel", "players": 2}).data
    assert created["rated"] is False
    seated = ann.post(f"/api/v1/matches/{created['id']}/bots/", {"seat": 1, "level": "random"})
    assert seated.status_code == 200


def test_the_web_form_refuses_rated_with_bots_and_creates_nothing(service):
    user("ann")
    client = Client()
    client.login(username="ann", password=PASSWORD)
    answer = client.post(
        "/matches/new/",
        {"game": "babel", "players": 2, "seat_1": "random", "rated": "on"},
        follow=True,
    )
    assert "rated matches against bots are not possible" in answer.content.decode()
    assert not MatchRecord.objects.exists()


def _league(service) -> dict[str, object]:
    """Three rated Babel matches with known results, and one unrated with a bot."""
    names = users("ann", "bob", "cy")
    for winner, loser in (("ann", "bob"), ("ann", "cy"), ("bob", "cy")):
        match = seated_match(service, "babel", [winner, loser])
        finish_with(service, match, {"winners": [0], "scores": {"0": 5, "1": 2}})
    with_bot = service.create_match("babel", 2, creator="cy")
    service.join(with_bot.id, "cy", 0)
    bot_match = play_random(service, service.add_bot(with_bot.id, 1, "random"), random.Random(2))
    return {"names": names, "bot_match": bot_match}


def test_the_leaderboard_ranks_players_and_pages(service, api):
    _league(service)
    board = api.get("/api/v1/games/babel/leaderboard/").json()
    assert board["count"] == 3
    rows = board["results"]
    assert [r["username"] for r in rows] == ["ann", "bob", "cy"]
    assert [r["rank"] for r in rows] == [1, 2, 3]
    assert [(r["matches"], r["wins"]) for r in rows] == [(2, 2), (2, 1), (2, 0)]
    assert rows[0]["rating"] > rows[1]["rating"] > rows[2]["rating"]
    assert api.get("/api/v1/games/great-zimbabwe/leaderboard/").json()["count"] == 0
    unknown = api.get("/api/v1/games/chess/leaderboard/")
    assert unknown.status_code == 404 and unknown.json()["error"] == "not_found"
    assert api.get("/api/v1/games/babel/leaderboard/?page=9").status_code == 404


def test_a_profile_shows_ratings_history_matches_and_wins(service, api):
    league = _league(service)
    profile = api.get("/api/v1/players/cy/").json()
    assert profile["username"] == "cy"
    [rating] = profile["ratings"]
    assert rating["game"] == "babel" and rating["matches"] == 2 and rating["wins"] == 0
    assert len(profile["rating_history"]) == 2
    newest, oldest = profile["rating_history"]
    assert newest["rating_before"] == oldest["rating_after"]
    assert newest["rank"] == 2
    assert len(profile["recent_matches"]) == 3
    assert profile["recent_matches"][0]["match"] == str(league["bot_match"].id)
    assert profile["recent_matches"][0]["rated"] is False
    cy_won = 0 in league["bot_match"].result["winners"]
    assert profile["games"] == [{"game": "babel", "matches": 3, "finished": 3, "wins": int(cy_won)}]
    # The case of the name does not matter; an unknown player is a 404.
    assert api.get("/api/v1/players/CY/").json()["username"] == "cy"
    missing = api.get("/api/v1/players/nobody/")
    assert missing.status_code == 404 and missing.json()["error"] == "not_found"
    assert api.get("/api/v1/players/cy/?game=babel").json()["ratings"] == profile["ratings"]
    assert api.get("/api/v1/players/cy/?game=chess").status_code == 404


def test_a_private_match_stays_off_profiles(service, api):
    names = users("ann", "bob")
    private = service.create_match("babel", 2, creator="ann", listed=False)
    service.join(private.id, "ann", 0)
    service.join(private.id, "bob", 1)
    seated_match(service, "babel", names)
    profile = api.get("/api/v1/players/ann/").json()
    assert str(private.id) not in {m["match"] for m in profile["recent_matches"]}
    assert len(profile["recent_matches"]) == 1


def test_statistics_count_matches_lengths_seats_and_bot_levels(service, api):
    league = _league(service)
    open_match = service.create_match("babel", 2, creator="ann")
    stats = api.get("/api/v1/games/babel/stats/").json()
    assert stats["matches"] == {
        "total": 5,
        "open": 1,
        "active": 0,
        "finished": 4,
        "aborted": 0,
        "rated": 3,
    }
    bot_match = league["bot_match"]
    bot_moves = MatchRecord.objects.get(id=bot_match.id).moves
    assert bot_moves > 0
    assert stats["average_moves"] == round(bot_moves / 4, 2)
    assert stats["average_duration_seconds"] is not None
    seat0 = next(r for r in stats["win_rate_by_seat"] if r["players"] == 2 and r["seat"] == 0)
    bot_won = 1 in bot_match.result["winners"]
    cy_won = 0 in bot_match.result["winners"]
    assert (seat0["matches"], seat0["wins"]) == (4, 3 + int(cy_won))
    [bot] = stats["win_rate_by_bot_level"]
    assert bot["level"] == "random" and (bot["matches"], bot["seats"]) == (1, 1)
    assert bot["wins"] == int(bot_won) and bot["win_rate"] == float(bot_won)
    assert stats["people_against_bots"] == {
        "seats": 1,
        "wins": int(cy_won),
        "win_rate": float(cy_won),
    }
    assert open_match is not None
    assert api.get("/api/v1/games/chess/stats/").status_code == 404


def stats_text(element_id: str) -> str:
    """The words of one statistics paragraph of the leaderboard page, spaces collapsed."""
    page = Client().get("/games/babel/leaderboard/").content.decode()
    start = page.find(f'id="{element_id}"')
    if start == -1:
        return ""
    paragraph = page[page.index(">", start) + 1 : page.index("</p>", start)]
    return " ".join(paragraph.split())


def test_a_match_resigned_before_any_move_is_counted_apart_from_the_length(service, api):
    ann, bob = users("ann", "bob")
    resigned = seated_match(service, "babel", [ann, bob], rated=False)
    service.resign(resigned.id, "ann")

    stats = api.get("/api/v1/games/babel/stats/").json()

    assert stats["matches"]["total"] == 1 and stats["matches"]["finished"] == 1
    assert stats["finished_by"] == {"played_out": 0, "resigned": 1, "timeout": 0}
    assert stats["average_moves"] is None, "no match was played to its end"
    assert stats["average_duration_seconds"] is None
    assert stats["average_moves_ended_early"] == 0.0
    assert stats_text("stats-counts") == (
        "1 match: 1 finished (0 rated), 0 running, 0 open, 0 aborted."
    )
    assert stats_text("stats-lengths") == (
        "1 match ended early (resignation or timeout) after 0 moves."
    )

    played = play_random(
        service, seated_match(service, "babel", [ann, bob], rated=False), random.Random(4)
    )
    moves = MatchRecord.objects.get(id=played.id).moves
    stats = api.get("/api/v1/games/babel/stats/").json()

    assert stats["finished_by"] == {"played_out": 1, "resigned": 1, "timeout": 0}
    assert stats["average_moves"] == moves, "the resigned match does not pull it to 0"
    assert stats["average_moves_ended_early"] == 0.0
    assert stats_text("stats-counts").startswith("2 matches: 2 finished")
    assert stats_text("stats-lengths") == (
        f"Played to the end, a match lasts {moves} moves. "
        "1 match ended early (resignation or timeout) after 0 moves."
    )


def test_no_finished_match_says_nothing_of_lengths(service, api):
    ann, bob = users("ann", "bob")
    seated_match(service, "babel", [ann, bob], rated=False)
    stats = api.get("/api/v1/games/babel/stats/").json()
    assert stats["finished_by"] == {"played_out": 0, "resigned": 0, "timeout": 0}
    assert stats["average_moves"] is None and stats["average_moves_ended_early"] is None
    assert stats_text("stats-counts").startswith("1 match: 0 finished")
    assert stats_text("stats-lengths") == ""


def test_statistics_of_thousands_of_matches_are_quick(service):
    """A benchmark: prints how long the aggregates take over 3,000 matches (no time limit)."""
    from django.utils import timezone

    from projections.models import SeatRecord

    now = timezone.now()
    records = [
        MatchRecord(
            id=uuid.uuid4(),
            game="babel",
            players=2,
            rated=False,
            listed=True,
            status="finished",
            moves=100 + n % 50,
            created_at=now,
            started_at=now,
            ended_at=now,
            duration_seconds=60.0,
            reason="played_out",
        )
        for n in range(3000)
    ]
    MatchRecord.objects.bulk_create(records)
    SeatRecord.objects.bulk_create(
        SeatRecord(
            match=record,
            seat=seat,
            username=None if seat else f"p{n % 40}",
            bot="random" if seat else None,
            won=(n + seat) % 2 == 0,
            rank=1 + (n + seat) % 2,
        )
        for n, record in enumerate(records)
        for seat in range(2)
    )
    started = time.perf_counter()
    stats = game_statistics("babel")
    elapsed = time.perf_counter() - started
    print(f"\nstatistics over 3,000 matches: {elapsed * 1000:.1f} ms (uncached)")
    assert stats["matches"]["finished"] == 3000
    assert stats["win_rate_by_bot_level"][0]["seats"] == 3000
