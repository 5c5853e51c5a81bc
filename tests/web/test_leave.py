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

    clocks = bob_browser.find_elements(By.CSS_SELECTOR, "#leave .clock-time")
    assert len(clocks) == 2, "a clock per seat"
    assert "per move" in bob_browser.find_element(By.ID, "leave").text

    # Resign asks first; Cancel changes nothing.
    bob_browser.find_element(By.CSS_SELECTOR, '#leave button[data-command="resign"]').click()
    wait_for(lambda: bob_browser.find_elements(By.CSS_SELECTOR, "#leave .confirm"), what="confirm")
    bob_browser.find_element(By.XPATH, '//div[@class="confirm"]/button[text()="Cancel"]').click()
    assert pages.status(bob_browser) == "active"
    bob_browser.find_element(By.CSS_SELECTOR, '#leave button[data-command="resign"]').click()
    wait_for(
        lambda: bob_browser.find_elements(By.CSS_SELECTOR, '#leave button[data-confirm="resign"]'),
        what="the confirmation button",
    )
    bob_browser.find_element(By.CSS_SELECTOR, '#leave button[data-confirm="resign"]').click()

    for browser in (bob_browser, ann_browser):
        wait_for(lambda b=browser: pages.status(b) == "finished", what="both to see the end")
        end = browser.find_element(By.ID, "end")
        wait_for(lambda e=end: e.is_displayed() and f"{ann} wins" in e.text, what="the result")
    assert "forfeited" in bob_browser.find_element(By.ID, "leave").text or "resigned" in (
        bob_browser.find_element(By.ID, "log-list").text
    )
    assert not bob_browser.find_elements(By.CSS_SELECTOR, '#leave button[data-command="resign"]')
    assert console_errors(bob_browser) == []
