"""A move refused by the server (somebody moved first) is explained in words and the page re-syncs."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import wait_for


def test_version_conflict_is_shown_and_the_page_resyncs(live, browsers):
    browser = browsers()
    username = pages.sign_up(browser, live, "racer")
    match_id = pages.create_match(browser, live, "babel", 2, {1: "random"})
    wait_for(lambda: pages.my_turn(browser), what="my first turn")
    stale = pages.version(browser)
    # Cut the page's live channel, then move from another device (the REST API, same user).
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/stream/*", "*/events/*"]})
    token = pages.api_call(
        live, "POST", "/api/auth/token/", {"username": username, "password": pages.PASSWORD}
    )[1]["token"]
    view = pages.api_call(live, "GET", f"/api/matches/{match_id}/view/", token=token)[1]
    moved = pages.api_call(
        live,
        "POST",
        f"/api/matches/{match_id}/actions/",
        {"action": view["legal_actions"][0], "expected_version": view["version"]},
        token,
    )
    assert moved[0] == 201, moved
    assert pages.version(browser) == stale, "the page has not heard of that move"
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})

    pages.click_one_move(browser, [".supply.actionable", "#private .actionable"], ("Settle",))
    notice = wait_for(
        lambda: browser.find_element(By.ID, "notice").text, what="the refusal in words"
    )
    assert "Somebody moved first" in notice
    # Re-synced: the page now shows the version that includes the other move.
    wait_for(lambda: pages.version(browser) >= moved[1]["version"], what="the page to re-sync")
