"""From the lobby to a game's leaderboard and on to a player's profile, by clicking."""

from __future__ import annotations

import random
import re

from selenium.webdriver.common.by import By

from tests.moves import random_action
from tests.web import pages
from tests.web.browser import wait_for


def play_rated_babel(base: str) -> tuple[str, str, str]:
    """Two people play a rated Babel match to the end through the REST API: (ann, bob, id)."""
    ann, ann_token = pages.api_user(base, "rated")
    bob, bob_token = pages.api_user(base, "rated")
    status_code, summary = pages.api_call(
        base, "POST", "/api/matches/", {"game": "babel", "players": 2, "rated": True}, ann_token
    )
    assert status_code == 201 and summary["rated"] is True, summary
    match_id = summary["id"]
    tokens = [ann_token, bob_token]
    for seat, token in enumerate(tokens):
        joined = pages.api_call(
            base, "POST", f"/api/matches/{match_id}/join/", {"seat": seat}, token
        )
        assert joined[0] == 200, joined
    rng = random.Random(7)
    while True:
        summary = pages.api_call(base, "GET", f"/api/matches/{match_id}/")[1]
        if summary["status"] == "finished":
            return ann, bob, match_id
        seat = summary["to_act"][0]
        view = pages.api_call(base, "GET", f"/api/matches/{match_id}/view/", token=tokens[seat])[1]
        status_code, answer = pages.api_call(
            base,
            "POST",
            f"/api/matches/{match_id}/actions/",
            random_action(view, rng),
            tokens[seat],
        )
        assert status_code == 201, answer


def test_leaderboard_and_profile_pages(live, browsers):
    ann, bob, match_id = play_rated_babel(live)
    winners = pages.api_call(live, "GET", f"/api/matches/{match_id}/")[1]["result"]["winners"]
    browser = browsers()
    browser.get(f"{live}/")
    browser.find_element(By.LINK_TEXT, "Babel").click()
    wait_for(lambda: "/games/babel/leaderboard/" in browser.current_url, what="the leaderboard")
    board = browser.find_element(By.ID, "leaderboard").text
    assert ann in board and bob in board
    # Other browser tests share this server and play rated matches too: compare the two
    # players of this match with each other, not with the whole board.
    names = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#leaderboard tbody tr a")]
    if len(winners) == 1:
        winner, loser = [ann, bob][winners[0]], [ann, bob][1 - winners[0]]
        assert names.index(winner) < names.index(loser), "the winner ranks above the loser"
    counts = browser.find_element(By.ID, "stats-counts").text
    stats = pages.api_call(live, "GET", "/api/v1/games/babel/stats/")[1]
    total = stats["matches"]["total"]
    assert counts.startswith(f"{total} {'match' if total == 1 else 'matches'}: "), counts
    assert "rated)" in counts
    lengths = browser.find_element(By.ID, "stats-lengths").text
    assert "Played to the end, a match lasts" in lengths, "this match was played out"

    leader = winner if len(winners) == 1 else ann
    browser.find_element(By.LINK_TEXT, leader).click()
    wait_for(lambda: "/players/" in browser.current_url, what="the profile")
    assert browser.find_element(By.ID, "profile-h").text == leader
    assert "Babel" in browser.find_element(By.ID, "ratings").text
    # On the familiar scale (docs/web.md): everyone starts at 1500, a first win is above it and
    # still provisional ("?"), never the raw cautious estimate that starts at 0.
    shown = browser.find_element(By.CSS_SELECTOR, "#ratings tbody td.value").text
    assert re.fullmatch(r"\d{4}\?", shown), shown
    if len(winners) == 1:
        assert int(shown[:-1]) > 1500, shown
    # The recent matches name the opponent and the day the match started.
    opponent = bob if leader == ann else ann
    row = browser.find_element(By.CSS_SELECTOR, "#recent-matches tbody tr").text
    assert opponent in row and re.search(r"\b20\d\d-\d\d-\d\d \d\d:\d\d\b", row), row
    history = browser.find_elements(By.CSS_SELECTOR, "#rating-history tbody tr")
    assert len(history) == 1
    recent = browser.find_element(By.CSS_SELECTOR, "#recent-matches a.open-match")
    assert recent.get_attribute("href").endswith(f"/matches/{match_id}/")
    # The names on the match page link back to the profiles.
    recent.click()
    wait_for(
        lambda: len(browser.find_elements(By.CSS_SELECTOR, "a.profile-link")) == 2,
        what="the players' names as profile links",
    )
