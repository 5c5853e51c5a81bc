"""Readable on a phone: at 390 px wide nothing needs sideways scrolling, no value breaks inside a
word, the board can be enlarged (scrolled inside its frame, the panels below), and every game
plays by clicking there."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import console_errors, wait_for

PHONE_WIDTH = 390
MOVES = 3

#: Every word of the players' numbers that the browser drew on more than one line.
WORDS_BROKEN = """
const broken = [];
for (const value of document.querySelectorAll('#players dd')) {
  const text = value.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) continue;
  for (const match of text.data.matchAll(/\\S+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
    if (lines.size > 1) broken.push(match[0]);
  }
}
return broken;
"""


def fits(browser) -> bool:
    return browser.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth"
    )


def phone(browsers):
    browser = browsers()
    # A real 390 CSS-px viewport (headless windows have a larger minimum width).
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": PHONE_WIDTH, "height": 844, "deviceScaleFactor": 2, "mobile": True},
    )
    return browser


@pytest.mark.parametrize("game", list(pages.PREFERRED_TARGETS))
def test_every_game_plays_on_a_phone_with_the_board_enlarged(game, live, browsers):
    browser = phone(browsers)
    pages.sign_up(browser, live, "phone")
    browser.get(f"{live}/")
    assert abs(browser.execute_script("return window.innerWidth") - PHONE_WIDTH) <= 2
    assert fits(browser), "the lobby scrolls sideways at 390 px"
    pages.create_match(browser, live, game, 2, {1: "random"})
    wait_for(lambda: pages.status(browser) == "active", what="the match to start")
    wait_for(lambda: pages.my_turn(browser), timeout=60, what="my turn")
    frame_width = (
        "return document.querySelector('#board .board-frame > *').getBoundingClientRect().width"
    )
    fitted = browser.execute_script(frame_width)
    assert fitted <= PHONE_WIDTH
    pages.click(browser, "#zoom-board", "Enlarge the board")
    assert browser.find_element(By.ID, "zoom-board").get_attribute("aria-pressed") == "true"
    wait_for(lambda: browser.execute_script(frame_width) >= 1.9 * fitted, what="a larger board")
    # The frame scrolls the board; the page itself still fits, and the panels stay below it.
    assert browser.execute_script(
        "const f = document.querySelector('#board .board-frame'); return f.scrollWidth > f.clientWidth"
    )
    assert fits(browser), f"{game}: the enlarged board widens the page"
    below = browser.execute_script(
        "const b = document.querySelector('#board .board-frame').getBoundingClientRect();"
        "const s = document.querySelector('.side').getBoundingClientRect();"
        "return s.top >= b.bottom"
    )
    assert below, "the panels are below the board"
    for _ in range(MOVES):
        if not pages.wait_for_my_turn(browser):
            break
        before = pages.version(browser)
        pages.click_one_move(browser, pages.PREFERRED_TARGETS[game], ("Settle",))
        wait_for(lambda b=before: pages.version(browser) > b, what="my move")
    # The enlarged board stays enlarged through the redraws of the moves.
    assert "zoomed" in browser.find_element(By.ID, "board").get_attribute("class")
    assert fits(browser), f"{game}: the match page scrolls sideways at 390 px"
    assert browser.execute_script(WORDS_BROKEN) == [], f"{game}: values broken inside a word"
    assert not console_errors(browser)
