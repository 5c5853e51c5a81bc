"""Leaving a match in the browser: a player resigns (with confirmation) and both see the result."""

from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from tests.web import pages
from tests.web.browser import console_errors, wait_for


def test_resign_in_a_two_player_match_ends_it_for_both(live, browsers):
    ann_browser, bob_browser = browsers(), browsers()
    ann = pages.sign_up(ann_browser, live, "ann")
    pages.sign_up(bob_browser, live, "bob")
    # A clock too: the create form's choice reaches the match, and the page shows it ticking.
    ann_browser.get(f"{live}/")
    Select(ann_browser.find_element(By.ID, "id_game")).select_by_value("babel")
    Select(ann_browser.find_element(By.ID, "id_clock")).select_by_value("day")
    ann_browser.find_element(By.CSS_SELECTOR, "#create-form button[type=submit]").click()
    wait_for(lambda: "/matches/" in ann_browser.current_url, what="the match page")
    match_id = ann_browser.current_url.rstrip("/").split("/")[-1]
    bob_browser.get(f"{live}/?game=babel&status=open")
    row = bob_browser.find_element(By.CSS_SELECTOR, f'tr[data-match="{match_id}"]')
    row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_for(lambda: match_id in bob_browser.current_url, what="bob on the match page")
    for browser in (ann_browser, bob_browser):
        wait_for(lambda b=browser: pages.status(b) == "active", what="the match to start")

    # The panel redraws as the clocks tick: every look and click allows for a redraw.
    wait_for(
        lambda: len(bob_browser.find_elements(By.CSS_SELECTOR, "#leave .clock-time")) == 2,
        what="a clock per seat",
    )
    wait_for(
        lambda: "per move" in bob_browser.find_element(By.ID, "leave").text, what="the control"
    )

    # Resign asks first; Cancel changes nothing.
    resign = '#leave button[data-command="resign"]'
    pages.click(bob_browser, resign, "the resign button")
    pages.click(bob_browser, "#leave .confirm button.secondary", "Cancel")
    assert pages.status(bob_browser) == "active"
    pages.click(bob_browser, resign, "the resign button")
    pages.click(bob_browser, '#leave button[data-confirm="resign"]', "the confirmation button")

    for browser in (bob_browser, ann_browser):
        wait_for(lambda b=browser: pages.status(b) == "finished", what="both to see the end")
        end = browser.find_element(By.ID, "end")
        wait_for(lambda e=end: e.is_displayed() and f"{ann} wins" in e.text, what="the result")
    wait_for(
        lambda: "forfeited" in bob_browser.find_element(By.ID, "leave").text
        or "resigned" in bob_browser.find_element(By.ID, "log-list").text,
        what="the resignation told",
    )
    assert not bob_browser.find_elements(By.CSS_SELECTOR, '#leave button[data-command="resign"]')
    assert console_errors(bob_browser) == []
