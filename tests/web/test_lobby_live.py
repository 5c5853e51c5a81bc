"""The lobby follows the lobby stream: new matches, filled seats and starts show without a reload."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import console_errors, wait_for


def row_of(driver, match_id: str):
    found = driver.find_elements(By.CSS_SELECTOR, f'#match-table tr[data-match="{match_id}"]')
    return found[0] if found else None


def cells(driver, match_id: str) -> list[str]:
    row = row_of(driver, match_id)
    return [cell.text for cell in row.find_elements(By.TAG_NAME, "td")] if row else []


def test_a_waiting_lobby_shows_new_matches_live_and_a_join_starts_the_creators_page(live, browsers):
    ann_browser, bob_browser = browsers(), browsers()
    pages.sign_up(ann_browser, live, "ann")
    bob = pages.sign_up(bob_browser, live, "bob")
    _, token = pages.api_user(live, "robots")

    bob_browser.get(f"{live}/?game=babel")
    table = bob_browser.find_element(By.ID, "match-table")
    wait_for(lambda: table.get_attribute("data-live") == "stream", what="the lobby stream")
    bob_browser.execute_script("window.__sameDocument = true")

    # Made elsewhere while Bob looks at the lobby: a private match, a match of bots, and
    # Ann's match, created in her browser, where she waits for an opponent.
    status, private = pages.api_call(
        live, "POST", "/api/matches/", {"game": "babel", "players": 2, "listed": False}, token
    )
    assert status == 201, private
    # Searching bots (the tests' small budget): random ones may finish their match before the
    # lobby is looked at.
    bots = pages.bot_match(live, token, "babel", 2, level="mcts")
    match_id = pages.create_match(ann_browser, live, "babel", 2, {1: "human"})
    ann_browser.execute_script("window.__sameDocument = true")
    assert pages.status(ann_browser) in ("", "open")

    wait_for(lambda: row_of(bob_browser, match_id), what="Ann's match in Bob's lobby")
    name, state, seats, changed, actions = cells(bob_browser, match_id)
    assert (name, state) == ("Babel", "open")
    assert "free" in seats and "Join" in actions and "Watch" in actions
    assert changed[:2] == "20", "the last change, as a date"
    wait_for(
        lambda: cells(bob_browser, bots)[1].startswith(("active · bot (", "finished")),
        what="the bots' match started, with whose move it is (or already over)",
    )
    assert "Join" not in cells(bob_browser, bots)[4]
    assert row_of(bob_browser, private["id"]) is None, "a private match stays out of the lobby"
    rows = bob_browser.find_elements(By.CSS_SELECTOR, "#match-table tbody tr")
    assert rows[0].get_attribute("data-match") == match_id, "the newest first"
    assert bob_browser.execute_script("return window.__sameDocument === true"), "no reload"

    # Bob joins from the row the stream drew; Ann's waiting page starts by itself.
    row_of(bob_browser, match_id).find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_for(lambda: match_id in bob_browser.current_url, what="Bob on the match page")
    wait_for(lambda: pages.status(ann_browser) == "active", what="Ann's page to start")
    assert ann_browser.execute_script("return window.__sameDocument === true"), "no reload"
    wait_for(lambda: bob in ann_browser.find_element(By.ID, "players").text, what="ann sees bob")
    assert console_errors(bob_browser) == [] and console_errors(ann_browser) == []


def test_one_click_in_the_lobby_plays_against_a_bot(live, browsers):
    """ "Play against a bot" opens a running match: the clicker in seat 1, a bot in the other."""
    browser = browsers()
    me = pages.sign_up(browser, live, "onebot")
    browser.get(f"{live}/")
    pages.click(browser, '.play-bot button[data-game="bora-bora"]', "Play against a bot: Bora Bora")
    wait_for(lambda: "/matches/" in browser.current_url, what="the new match page")
    match_id = browser.current_url.rstrip("/").split("/")[-1]
    wait_for(lambda: pages.status(browser) == "active", what="the match to start")
    summary = pages.api_call(live, "GET", f"/api/matches/{match_id}/")[1]
    assert summary["game"] == "bora-bora" and summary["rated"] is False
    assert summary["seats"][0]["username"] == me
    assert [seat["bot"] for seat in summary["seats"][1:]] == ["mcts"]
    # The page is a match to play: a move by clicking lands.
    wait_for(lambda: pages.my_turn(browser), timeout=90, what="my turn")
    before = pages.version(browser)
    pages.click_one_move(browser, ["#board .actionable", "#private .actionable"])
    wait_for(lambda: pages.version(browser) > before, what="my move")
    assert not console_errors(browser)
