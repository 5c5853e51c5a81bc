"""The status line says whose move it is as the table would (issue 24): never "Your turn" to a
spectator, inside a replay, or while a bot plays the seat after its player's time ran out."""

from __future__ import annotations

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
