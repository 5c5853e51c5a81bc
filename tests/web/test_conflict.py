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
    # Cut the page's live channel (stream and polling) and open it again: it now hears of
    # nothing by itself. Then move from another device (the REST API, same user).
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/stream/*", "*/events/*"]})
    browser.get(f"{live}/matches/{match_id}/")
    wait_for(lambda: pages.my_turn(browser), what="the page drawn again")
    stale = pages.version(browser)
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

    pages.click_one_move(browser, [".supply.actionable", "#private .actionable"], ("Settle",))
    wait_for(
        lambda: "Somebody moved first" in browser.find_element(By.ID, "notice").text,
        what="the refusal in words",
    )
    # Re-synced: the page now shows the version that includes the other move, and the refusal
    # stays on screen (the failing polls of the blocked channel do not replace it).
    wait_for(lambda: pages.version(browser) >= moved[1]["version"], what="the page to re-sync")
    assert "Somebody moved first" in browser.find_element(By.ID, "notice").text
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    # A refused stream is asked for again (5 s later, then backing off): once it is served, the page takes it.
    wait_for(
        lambda: pages.app(browser).get_attribute("data-live") == "stream",
        timeout=45,
        what="the page to take the stream again",
    )
