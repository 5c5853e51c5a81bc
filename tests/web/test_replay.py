"""A finished match replayed version by version in the browser, and a fork started from it."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from tests.web import pages
from tests.web.browser import console_errors, wait_for


@pytest.mark.slow
def test_replay_steps_through_every_version_and_forks(live, browsers):
    _, token = pages.api_user(live)
    match_id = pages.bot_match(live, token, "babel", 2)
    summary = wait_for(
        lambda: (s := pages.api_call(live, "GET", f"/api/matches/{match_id}/")[1])["status"]
        == "finished"
        and s,
        timeout=120,
        what="the bot match to finish",
    )
    last = summary["version"]

    browser = browsers()
    viewer = pages.sign_up(browser, live, "viewer")
    browser.get(f"{live}/matches/{match_id}/replay/")
    wait_for(lambda: pages.version(browser) == last, what="the replay to open at the end")
    assert browser.current_url.endswith(f"?at={last}")
    browser.get(f"{live}/matches/{match_id}/replay/?at=1")
    wait_for(lambda: pages.version(browser) == 1, what="version 1")
    next_button = browser.find_element(By.ID, "next")
    seen = [1]
    # Step with the button and the arrow key in turn, waiting for each version to be drawn.
    while seen[-1] < last:
        if len(seen) % 2:
            next_button.click()
        else:
            browser.find_element(By.ID, "slider").send_keys(Keys.ARROW_RIGHT)
        expected = seen[-1] + 1
        wait_for(lambda e=expected: pages.version(browser) == e, what=f"version {expected}")
        log_versions = pages.log_versions(browser)
        assert max(log_versions) == expected, "the log shows exactly the history up to that version"
        seen.append(expected)
    assert seen == list(range(1, last + 1))
    end = browser.find_element(By.ID, "end").text
    assert "Game over" in end
    # The seed formula of this match's derivation (rng_version 2), in words.
    assert summary["rng_version"] == 2 and "HMAC-SHA256" in end and "client seeds" in end

    # Back with the left arrow, then fork from a version in the middle of the game.
    browser.find_element(By.ID, "slider").send_keys(Keys.ARROW_LEFT)
    wait_for(lambda: pages.version(browser) == last - 1, what="one step back")
    middle = last // 2
    browser.execute_script(
        "const s = document.getElementById('slider'); s.value = arguments[0];"
        "s.dispatchEvent(new Event('input'));",
        middle,
    )
    wait_for(lambda: pages.version(browser) == middle, what="the middle version")
    fork = wait_for(
        lambda: (b := browser.find_element(By.ID, "fork")).is_displayed() and b,
        what="the fork button",
    )
    fork.click()
    # The forker sits down (seat 1 here) and gives the other seat to a bot.
    Select(wait_for(lambda: browser.find_element(By.ID, "fork-seat"))).select_by_value("0")
    Select(browser.find_element(By.ID, "fork-other-1")).select_by_value("random")
    browser.find_element(By.ID, "fork-go").click()
    wait_for(
        lambda: "/matches/" in browser.current_url and match_id not in browser.current_url,
        what="the forked match page",
    )
    forked_id = browser.current_url.rstrip("/").split("/")[-1]
    status_code, forked = pages.api_call(live, "GET", f"/api/matches/{forked_id}/")
    assert status_code == 200
    assert forked["forked_from"]["match"] == match_id
    assert forked["forked_from"]["version"] == middle
    assert forked["rated"] is False
    assert forked["seats"][0]["username"] == viewer and forked["seats"][1]["bot"] == "random"
    wait_for(lambda: pages.status(browser) == "active", what="the forked match page to draw")
    assert not [e for e in console_errors(browser) if "/stream/" not in e]
