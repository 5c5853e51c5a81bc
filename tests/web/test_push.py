"""A move redraws from what the server pushes: no request between a move and the redraw."""

from __future__ import annotations

import time

from tests.web import pages
from tests.web.browser import network_requests, wait_for

BABEL_CLICKS = [".supply.actionable", ".hand .actionable", "#actions button[data-type=end_turn]"]
BABEL_CHOICES = ("Play", "Build", "Settle")


def server_version(base: str, match_id: str) -> int:
    """The match's version now, asked by the test itself (not in the browser's log)."""
    return pages.api_call(base, "GET", f"/api/matches/{match_id}/")[1]["version"]


def bot_moved_since(base: str, match_id: str, version: int) -> bool:
    events = pages.api_call(base, "GET", f"/api/matches/{match_id}/events/?after={version}")[1]
    return any(e["type"] == "action" and e["seat"] == 1 for e in events["events"])


def test_moves_and_the_bots_replies_are_drawn_without_a_fetch(live, browsers):
    driver = browsers(network_log=True)
    pages.sign_up(driver, live, "pushed")
    match_id = pages.create_match(driver, live, "babel", 2, {1: "random"})
    wait_for(lambda: pages.app(driver).get_attribute("data-live") == "stream", what="the stream")
    wait_for(lambda: pages.my_turn(driver), what="my turn")
    start = pages.version(driver)
    network_requests(driver)  # what loading the page asked for is not counted

    clicks = 0
    deadline = time.monotonic() + 60
    while True:
        assert time.monotonic() < deadline, "the bot never replied, or the page never redrew"
        # The page is current and it is my turn again: the bot's whole turn (several actions
        # in Babel) has been drawn.
        drawn = pages.my_turn(driver) and pages.version(driver) == server_version(live, match_id)
        if drawn and bot_moved_since(live, match_id, start):
            break
        if drawn:
            before = pages.version(driver)
            pages.click_one_move(driver, BABEL_CLICKS, BABEL_CHOICES)
            clicks += 1
            wait_for(lambda b=before: pages.version(driver) > b, what="my move drawn")
        time.sleep(0.05)

    assert pages.version(driver) == server_version(live, match_id)
    assert pages.app(driver).get_attribute("data-live") == "stream"
    api_requests = [r for r in network_requests(driver) if "/api/" in r["url"]]
    # Only the moves themselves: the 201 carries the mover's view, the stream the bot's reply
    # with the new summary and view.
    assert (
        api_requests
        == [{"method": "POST", "url": f"{live}/api/matches/{match_id}/actions/"}] * clicks
    ), api_requests
    assert clicks >= 1
