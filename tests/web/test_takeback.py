"""Two people in two browsers: one asks to take back a move, the other accepts."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import console_errors, wait_for

FETCH_STATES = """
const [matchId, version, done] = arguments;
Promise.all([
  fetch(`/api/matches/${matchId}/view/`).then((r) => r.json()),
  fetch(`/api/matches/${matchId}/replay/?at=${version}`).then((r) => r.json()),
]).then(([now, then]) => done({now: now.state, then: then.state, version: now.version}));
"""


#: The reason shown beside a disabled "Ask to take back", read in one step (the box redraws).
REFUSAL = """
const why = document.querySelector('#takeback [data-takeback=why]');
const ask = document.querySelector('#takeback button[data-takeback=ask]');
return why && ask && ask.disabled ? why.textContent : null;
"""


def test_two_people_agree_on_a_takeback(live, browsers):
    ann_browser, bob_browser = browsers(), browsers()
    ann = pages.sign_up(ann_browser, live, "ann")
    pages.sign_up(bob_browser, live, "bob")
    match_id = pages.create_match(ann_browser, live, "babel", 2, {1: "human"}, rated=False)
    bob_browser.get(f"{live}/?game=babel&status=open")
    row = bob_browser.find_element(By.CSS_SELECTOR, f'tr[data-match="{match_id}"]')
    row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    for browser in (ann_browser, bob_browser):
        wait_for(lambda b=browser: pages.status(b) == "active", what="the match to start")
        wait_for(lambda b=browser: pages.app(b).get_attribute("data-live"), what="live updates")
    assert not ann_browser.find_element(By.ID, "takeback").is_displayed(), "no move yet"

    # Ann plays cards from her hand (that shows them: those moves stand) until she can build
    # her starting temple (nothing hidden comes out), builds it and asks to take that back.
    for _ in range(6):
        if ann_browser.find_elements(By.CSS_SELECTOR, ".supply.actionable"):
            break
        start = pages.version(ann_browser)
        pages.click_one_move(ann_browser, [".hand .actionable"], ("Settle",))
        wait_for(lambda s=start: pages.version(ann_browser) > s, what="the card to be played")
        # A card from the hand came out: the view says no takeback, and the page says why.
        why = wait_for(lambda: ann_browser.execute_script(REFUSAL), what="why no takeback")
        assert "revealed something hidden" in why
        # The player is named as the table names them, never by the engine's seat number.
        assert ann in why and "seat" not in why.lower(), why
    before = pages.version(ann_browser)
    pages.click_one_move(ann_browser, [".supply.actionable"], ("Build",))
    moved = wait_for(lambda: pages.version(ann_browser) > before and pages.version(ann_browser))
    pages.click(ann_browser, "#takeback button[data-takeback=ask]", "the ask button")
    wait_for(
        lambda: "Waiting for" in ann_browser.find_element(By.ID, "takeback").text,
        what="ann's pending request",
    )

    # Bob is asked, live, and accepts.
    wait_for(
        lambda: "asks to take back" in bob_browser.find_element(By.ID, "takeback").text,
        what="bob's prompt",
    )
    pages.click(bob_browser, "#takeback button[data-takeback=accept]", "the accept button")

    for browser in (ann_browser, bob_browser):
        wait_for(lambda b=browser: pages.version(b) == moved + 3, what="the takeback to land")
        wait_for(
            lambda b=browser: "Moves taken back" in b.find_element(By.ID, "log-list").text,
            what="the log line",
        )
        # No request is pending any more: no prompt, no waiting line.
        assert not browser.find_elements(By.CSS_SELECTOR, "#takeback p:not([data-takeback=why])")
        assert not [e for e in console_errors(browser) if "/stream/" not in e]
    assert pages.my_turn(ann_browser), "ann is to act again"
    states = ann_browser.execute_async_script(FETCH_STATES, match_id, before)
    assert states["version"] == moved + 3 and states["now"] == states["then"]
