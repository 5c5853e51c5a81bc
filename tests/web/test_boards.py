"""Each game against a bot, created from the lobby's form and played by clicking the board."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import console_errors, wait_for

MOVES = 10
BOARD_MOVES = 3
# A deal can keep a player off the board for a while (an Ankh-Morpork hand's card effects are
# chosen in the chooser): play on until three moves were made on the board or the hand.
MOST_MOVES = 30
BOARD = "#board .actionable"
HAND = "#private .actionable"


@pytest.mark.parametrize("game", ["great-zimbabwe", "bora-bora", "ankh-morpork"])
def test_play_against_a_bot_by_clicking(game, live, browsers):
    browser = browsers()
    pages.sign_up(browser, live, "solo")
    match_id = pages.create_match(browser, live, game, 2, {1: "random"})
    wait_for(lambda: pages.status(browser) == "active", what="the match against the bot to start")
    browser.execute_script("window.__sameDocument = true")
    moves = board_moves = 0
    while moves < MOVES or (board_moves < BOARD_MOVES and moves < MOST_MOVES):
        try:
            wait_for(
                lambda: pages.my_turn(browser) or pages.status(browser) == "finished",
                timeout=60,
                what="my turn (after the bot's)",
            )
        except AssertionError:
            browser.save_screenshot(f"/tmp/web-stuck-{game}.png")
            raise
        if pages.status(browser) == "finished":
            break
        before = pages.version(browser)
        on_board = bool(browser.find_elements(By.CSS_SELECTOR, f"{BOARD}, {HAND}"))
        pages.click_one_move(browser, [BOARD, HAND])
        wait_for(lambda b=before: pages.version(browser) > b, what="my move to land")
        moves += 1
        board_moves += on_board
    assert moves >= MOVES, f"the match ended after {moves} moves"
    assert board_moves >= BOARD_MOVES, f"only {board_moves} of {moves} moves were made on the board"
    # The bot's moves appear on the page: the log holds entries of seat 2 and the page is
    # at the match's current version, without a reload.
    events = pages.api_call(live, "GET", f"/api/matches/{match_id}/events/?limit=500")[1]["events"]
    assert any(e["seat"] == 1 and e["action"] for e in events), "the bot has moved"
    current = pages.api_call(live, "GET", f"/api/matches/{match_id}/")[1]["version"]
    wait_for(lambda: pages.version(browser) >= current, what="the page to show the bot's moves")
    logged = set(pages.log_versions(browser))
    assert {e["version"] for e in events if e["seat"] == 1 and e["action"]} <= logged
    assert browser.execute_script("return window.__sameDocument === true")
    assert not console_errors(browser)
    print(f"\n{game}: {moves} moves, {board_moves} on the board")
