"""Readable on a phone: at 390 px wide nothing needs sideways scrolling, and it plays."""

from __future__ import annotations

from tests.web import pages
from tests.web.browser import wait_for

PHONE_WIDTH = 390


def fits(browser) -> bool:
    return browser.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth"
    )


def test_lobby_and_match_fit_a_phone(live, browsers):
    browser = browsers()
    # A real 390 CSS-px viewport (headless windows have a larger minimum width).
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": PHONE_WIDTH, "height": 844, "deviceScaleFactor": 2, "mobile": True},
    )
    pages.sign_up(browser, live, "phone")
    browser.get(f"{live}/")
    assert abs(browser.execute_script("return window.innerWidth") - PHONE_WIDTH) <= 2
    assert fits(browser), "the lobby scrolls sideways at 390 px"
    pages.create_match(browser, live, "babel", 2, {1: "random"})
    wait_for(lambda: pages.status(browser) == "active", what="the match to start")
    for _ in range(3):
        wait_for(lambda: pages.my_turn(browser), timeout=60, what="my turn")
        before = pages.version(browser)
        pages.click_one_move(browser, [".supply.actionable", "#private .actionable"], ("Settle",))
        wait_for(lambda b=before: pages.version(browser) > b, what="the move")
    assert fits(browser), "the match page scrolls sideways at 390 px"
