"""The status line says whose move it is as the table would (issue 24): never "Your turn" to a
spectator, inside a replay, or while a bot plays the seat after its player's time ran out."""

from __future__ import annotations

import json

from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import console_errors, wait_for


def status_line(browser) -> str:
    return browser.execute_script("return document.getElementById('status').textContent")


def test_the_status_line_of_a_bot_held_seat_a_replay_and_a_spectator(live, browsers):
    browser = browsers()
    username = pages.sign_up(browser, live, "slow")
    status, answer = pages.api_call(
        live, "POST", "/api/auth/token/", {"username": username, "password": pages.PASSWORD}
    )
    assert status == 200, answer
    token = answer["token"]
    status, summary = pages.api_call(
        live,
        "POST",
        "/api/matches/",
        {
            "game": "great-zimbabwe",
            "players": 2,
            "time_control": {"kind": "per_move", "seconds": 1},
            "on_timeout": {"then": "bot", "level": "mcts"},
        },
        token,
    )
    assert status == 201, summary
    match_id = summary["id"]
    for path, body in (("join/", {"seat": 0}), ("bots/", {"seat": 1, "level": "mcts"})):
        status, answer = pages.api_call(
            live, "POST", f"/api/matches/{match_id}/{path}", body, token
        )
        assert status == 200, answer
    browser.get(f"{live}/matches/{match_id}/")

    # The player does nothing: the clock hands the seat to a bot, and the page says so.
    wait_for(
        lambda: "A bot plays your seat now" in status_line(browser),
        timeout=60,
        what="the status line of a seat a bot took over",
    )
    assert "Your turn" not in status_line(browser)

    # A spectator is told who is to move, never that it is their turn or that they wait.
    spectator = browsers()
    spectator.get(f"{live}/matches/{match_id}/")
    wait_for(lambda: "to move" in status_line(spectator), what="the spectator's status line")
    assert not status_line(spectator).startswith(("Your turn", "Waiting for"))

    # In a replay, the player's own turn in the past (before the clock ran out) is "you to move"
    # at that version, not "Your turn".
    events = pages.api_call(live, "GET", f"/api/matches/{match_id}/events/?limit=500")[1]["events"]
    due = next(e["version"] for e in events if e["type"] == "timed_out") - 1
    browser.get(f"{live}/matches/{match_id}/replay/?at={due}")
    wait_for(lambda: pages.version(browser) == due, what="the replay before the timeout")
    wait_for(lambda: status_line(browser).startswith("At this version: you to move"), what="replay")
    assert not console_errors(browser) and not console_errors(spectator)


#: Before the page's scripts: a browser that granted notifications, recording each one shown.
RECORD_NOTIFICATIONS = """
window.__notifications = [];
window.Notification = class {
  static permission = "granted";
  static requestPermission() { return Promise.resolve("granted"); }
  constructor(title, options) {
    window.__notifications.push({ title, body: options?.body ?? "" });
    // Readable from another tab of the site while this one stays in the background.
    localStorage.setItem("test.notifications", JSON.stringify(window.__notifications));
  }
  close() {}
};
"""


def tab_title(browser) -> str:
    return browser.execute_script("return document.title")


def favicon(browser) -> str:
    return browser.execute_script("return document.querySelector(\"link[rel~='icon']\").href")


def play_until_seat_to_move(live: str, match_id: str, token: str, seat: int) -> None:
    """The other player (through the API) plays their first legal action until ``seat`` moves."""
    for _ in range(40):
        status, view = pages.api_call(live, "GET", f"/api/matches/{match_id}/view/", None, token)
        assert status == 200, view
        if seat in view["to_act"] or view["status"] != "active":
            return
        status, answer = pages.api_call(
            live,
            "POST",
            f"/api/matches/{match_id}/actions/",
            {"action": view["legal_actions"][0], "expected_version": view["version"]},
            token,
        )
        assert status == 201, answer
    raise AssertionError(f"seat {seat} never came to move")


def test_the_tab_says_your_turn_and_a_hidden_page_notifies(live, browsers):
    """The tab's title and icon say "Your turn" exactly while it is; with the toggle on, the turn
    coming while the page is in the background shows a notification (a sound plays too)."""
    browser = browsers()
    browser.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_NOTIFICATIONS}
    )
    pages.sign_up(browser, live, "tab")
    other, token = pages.api_user(live, "other")
    match_id = pages.create_match(browser, live, "babel", 2, {1: "human"}, rated=False)
    status, answer = pages.api_call(
        live, "POST", f"/api/matches/{match_id}/join/", {"seat": 1}, token
    )
    assert status == 200, answer
    wait_for(lambda: pages.status(browser) == "active", what="the match to start")
    play_until_seat_to_move(live, match_id, token, 0)

    wait_for(lambda: tab_title(browser) == "● Your turn — Babel", what="the title on my turn")
    assert favicon(browser).endswith("favicon-turn.svg")
    pages.click(browser, "#turn-alerts", "the sound and notification toggle")
    assert browser.execute_script("return localStorage.getItem('tabula.turnAlerts')") == "on"
    # The status line follows the view on screen (not the page's busy moments while a move is
    # on its way): my moves until it is the other player's turn.
    while status_line(browser).startswith("Your turn"):
        wait_for(lambda: pages.my_turn(browser), what="my choices")
        before = pages.version(browser)
        pages.click_one_move(browser, [".supply.actionable", "#private .actionable"], ("Settle",))
        wait_for(lambda b=before: pages.version(browser) > b, what="my move")
    wait_for(lambda: tab_title(browser) == "Babel · Tabula", what="the title off my turn")
    assert favicon(browser).endswith("/favicon.svg")
    assert browser.execute_script("return window.__notifications") == []

    # The page goes to the background (another tab of the site in front); the other player
    # moves; the notification comes while the match's tab is still behind.
    match_tab = browser.current_window_handle
    browser.switch_to.new_window("tab")
    browser.get(f"{live}/login/")
    play_until_seat_to_move(live, match_id, token, 0)
    notified = wait_for(
        lambda: browser.execute_script("return localStorage.getItem('test.notifications')"),
        timeout=30,
        what="a notification from the background tab",
    )
    shown = json.loads(notified)
    assert shown[0]["title"] == "Your turn — Babel" and "Your turn" in shown[0]["body"]
    browser.switch_to.window(match_tab)
    wait_for(lambda: tab_title(browser) == "● Your turn — Babel", what="the title on my turn")

    # The choice is remembered: a new page of the match opens with the toggle on.
    browser.refresh()
    wait_for(lambda: browser.find_element(By.ID, "turn-alerts").is_selected(), what="the toggle")
    assert not console_errors(browser)
