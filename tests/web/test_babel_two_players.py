"""Two people in two browsers play a whole Babel match by clicking, each seeing the other live."""

from __future__ import annotations

import statistics
import time

import pytest
from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import console_errors, wait_for

# Build when possible, else settle a card from the hand, else end the turn; once the
# screenshot is taken, end turns early so the temple deck (the game's clock) runs out sooner.
BABEL_CLICKS = [".supply.actionable", ".hand .actionable", "#actions button[data-type=end_turn]"]
BABEL_QUICK = [".supply.actionable", "#actions button[data-type=end_turn]", ".hand .actionable"]
BABEL_CHOICES = ("Play", "Build", "Settle")


@pytest.mark.slow
def test_two_people_play_babel_to_the_end(live, browsers, screenshots):
    ann_browser, bob_browser = browsers(), browsers()
    pages.sign_up(ann_browser, live, "ann")
    bob = pages.sign_up(bob_browser, live, "bob")
    match_id = pages.create_match(ann_browser, live, "babel", 2, {1: "human"})

    # Bob finds the open match in the lobby and joins it.
    bob_browser.get(f"{live}/?game=babel&status=open")
    row = bob_browser.find_element(By.CSS_SELECTOR, f'tr[data-match="{match_id}"]')
    row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_for(lambda: match_id in bob_browser.current_url, what="bob on the match page")
    players = {0: ann_browser, 1: bob_browser}
    for browser in players.values():
        wait_for(lambda b=browser: pages.status(b) == "active", what="the match to start")
        browser.execute_script("window.__sameDocument = true")
        # The server has the event stream, so the page follows it (not the polling fallback).
        wait_for(
            lambda b=browser: pages.app(b).get_attribute("data-live") == "stream", what="the stream"
        )
    wait_for(lambda: bob in ann_browser.find_element(By.ID, "players").text, what="ann sees bob")

    delays = []
    moves = 0
    screenshot_taken = False
    while pages.status(ann_browser) != "finished":
        mover_seat = next(
            (seat for seat, b in players.items() if pages.my_turn(b)),
            None,
        )
        if mover_seat is None:
            wait_for(
                lambda: any(pages.my_turn(b) for b in players.values())
                or pages.status(ann_browser) == "finished",
                what="somebody to act",
            )
            continue
        mover, watcher = players[mover_seat], players[1 - mover_seat]
        before = pages.version(mover)
        pages.click_one_move(
            mover, BABEL_QUICK if screenshot_taken else BABEL_CLICKS, BABEL_CHOICES
        )
        after = wait_for(
            lambda m=mover, b=before: pages.version(m) > b and pages.version(m),
            what="the move to land",
        )
        moved_at = time.monotonic()
        wait_for(
            lambda w=watcher, a=after: pages.version(w) >= a,
            timeout=10,
            what="the other player to see the move",
        )
        delays.append(time.monotonic() - moved_at)
        assert pages.version(watcher) >= after
        moves += 1
        if moves == 40 and not screenshot_taken:
            ann_browser.save_screenshot(str(screenshots / "babel-two-players.png"))
            screenshot_taken = True
        assert moves < 400, "the match should end well within 400 clicks"

    for browser in players.values():
        wait_for(lambda b=browser: pages.status(b) == "finished", what="both to see the end")
        end = wait_for(lambda b=browser: b.find_element(By.ID, "end").text, what="the end screen")
        assert "Game over" in end and "Revealed seed" in end
        wait_for(
            lambda b=browser: "equals the commitment" in b.find_element(By.ID, "end").text,
            what="the seed check",
        )
        # The page was never reloaded: the marker set at the start is still there.
        assert browser.execute_script("return window.__sameDocument === true")
        assert not [e for e in console_errors(browser) if "/stream/" not in e]
    print(
        f"\nbabel: {moves} clicked moves; the other browser saw each after "
        f"median {statistics.median(delays) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms"
    )
    assert statistics.median(delays) < 1.5
