"""What a person does on the pages, as Selenium steps (shared by the browser tests)."""

from __future__ import annotations

import itertools
import json
import time

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    StaleElementReferenceException,
)
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from tests import accounts
from tests.accounts import PASSWORD
from tests.web.browser import wait_for

#: A click that met the page in the middle of a redraw; trying again is right.
REDRAWN = (
    StaleElementReferenceException,
    ElementClickInterceptedException,
    ElementNotInteractableException,
)
_names = itertools.count()


def sign_up(driver, base: str, prefix: str = "player") -> str:
    username = f"{prefix}{next(_names)}"
    driver.get(f"{base}/signup/")
    driver.find_element(By.ID, "id_username").send_keys(username)
    driver.find_element(By.ID, "id_password1").send_keys(PASSWORD)
    driver.find_element(By.ID, "id_password2").send_keys(PASSWORD)
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait_for(lambda: f"Signed in as {username}" in driver.find_element(By.TAG_NAME, "header").text)
    return username


def create_match(driver, base: str, game: str, players: int, seats: dict[int, str], rated=True):
    """Fill the lobby's create form; seats maps seat index (1..) to "human" or a bot level."""
    driver.get(f"{base}/")
    Select(driver.find_element(By.ID, "id_game")).select_by_value(game)
    count = driver.find_element(By.ID, "id_players")
    count.clear()
    count.send_keys(str(players))
    for seat, choice in seats.items():
        Select(driver.find_element(By.ID, f"id_seat_{seat}")).select_by_value(choice)
    rated_box = driver.find_element(By.ID, "id_rated")
    # With a bot seat the box is unticked and locked (matches with bots are unrated).
    if rated_box.is_enabled() and rated_box.is_selected() != rated:
        rated_box.click()
    driver.find_element(By.CSS_SELECTOR, "#create-form button[type=submit]").click()
    wait_for(lambda: "/matches/" in driver.current_url, what="the match page")
    return driver.current_url.rstrip("/").split("/")[-1]


def join_from_lobby(driver, base: str, game: str, match_id: str) -> None:
    """Find the open match in the lobby, join it, and wait until it has started."""
    driver.get(f"{base}/?game={game}&status=open")
    row = driver.find_element(By.CSS_SELECTOR, f'tr[data-match="{match_id}"]')
    row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait_for(lambda: match_id in driver.current_url, what="the match page")
    wait_for(lambda: status(driver) == "active", what="the match to start")


def app(driver):
    return driver.find_element(By.ID, "app")


def version(driver) -> int:
    raw = app(driver).get_attribute("data-version")
    return int(raw) if raw else -1


def log_versions(driver) -> list[int]:
    """The version of every entry of the page's log, read in one round trip to the browser
    (one WebDriver call per entry made a whole replay's reads quadratic)."""
    raw = driver.execute_script(
        "return Array.from(document.querySelectorAll('#log-list li'),"
        " (li) => li.getAttribute('data-version'))"
    )
    return [int(value) for value in raw]


def status(driver) -> str:
    return app(driver).get_attribute("data-status") or ""


def my_turn(driver) -> bool:
    return bool(
        driver.find_elements(By.CSS_SELECTOR, "#actions:not([hidden]) .choices > *")
    ) or bool(driver.find_elements(By.CSS_SELECTOR, ".actionable"))


#: What each game's page offers first (board or hand) for ``click_one_move``, so most moves are
#: made on the board or from the hand rather than by buttons.
PREFERRED_TARGETS = {
    "babel": [".supply.actionable", "#private .actionable", "#board .actionable"],
    "great-zimbabwe": ["#board .actionable"],
    "bora-bora": ["#board .actionable", "#private .actionable"],
    "ankh-morpork": ["#private .actionable", "#board .actionable"],
}


def wait_for_my_turn(driver, timeout: float = 60) -> bool:
    """Wait until the player may move (True) or the match is over (False)."""
    wait_for(
        lambda: my_turn(driver) or status(driver) == "finished", timeout=timeout, what="my turn"
    )
    return status(driver) != "finished"


def click_one_move(driver, prefer: list[str], choose: tuple[str, ...] = ()) -> None:
    """Make one move by clicking: a preferred button or board element, then the chooser's steps.

    ``prefer`` lists CSS selectors tried in order; the first one on the page is clicked.
    In the chooser, a button whose text starts with one of ``choose`` wins, else the first.
    """
    for _attempt in range(10):
        try:
            for selector in prefer + ["#actions .choices button", ".actionable"]:
                found = driver.find_elements(By.CSS_SELECTOR, selector)
                if found:
                    found[0].click()
                    break
            else:
                raise AssertionError("no legal action is offered on the page")
            break
        except REDRAWN:
            # The page redrew between finding and clicking (a live update): look again.
            time.sleep(0.1)
    # Walk the chooser one step at a time until it closes (the move is sent).
    for _ in range(12):
        try:
            chooser = driver.find_elements(By.CSS_SELECTOR, "#chooser:not([hidden]) .chooser")
            if not chooser:
                return
            options = chooser[0].find_elements(By.CSS_SELECTOR, ".choices button, button.primary")
            if not options:
                raise AssertionError("the chooser offers nothing to choose")
            texts = [option.text for option in options]
            pick = next(
                (i for prefix in choose for i, text in enumerate(texts) if text.startswith(prefix)),
                0,
            )
            options[pick].click()
        except REDRAWN:
            time.sleep(0.1)
    raise AssertionError("the chooser never closed")


def clickable(driver, selector: str):
    found = driver.find_elements(By.CSS_SELECTOR, selector)
    return found[0] if found and found[0].is_enabled() else None


def click(driver, selector: str, what: str) -> None:
    """Click the element ``selector`` names once it is there, again if a live update (a
    clock's tick, a new move) redrew it between finding and clicking."""
    for _ in range(10):
        button = wait_for(lambda: clickable(driver, selector), what=what)
        try:
            button.click()
            return
        except REDRAWN:
            continue
    raise AssertionError(f"could not click {what}")


def recorded_json(driver) -> list:
    return [
        json.loads(item["body"])
        for item in driver.execute_script("return window.__responses || []")
        if item["body"] and item["body"][:1] in "{["
    ]


def api_call(base: str, method: str, path: str, body=None, token: str | None = None):
    """One JSON request to the live server's REST API (the test's own client, not the page's)."""
    import urllib.error
    import urllib.request

    request = urllib.request.Request(
        f"{base}{path}",
        method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json", "Accept": "application/json"},
    )
    if token:
        request.add_header("Authorization", f"Token {token}")
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def api_user(base: str, prefix: str = "api") -> tuple[str, str]:
    username = f"{prefix}{next(_names)}"
    return username, accounts.register(
        lambda path, body: api_call(base, "POST", path, body), username
    )


def bot_match(base: str, token: str, game: str, players: int, level: str = "random") -> str:
    """A match whose every seat is a bot; it plays itself to the end."""
    status_code, summary = api_call(
        base, "POST", "/api/matches/", {"game": game, "players": players}, token
    )
    assert status_code == 201, summary
    for seat in range(players):
        status_code, answer = api_call(
            base,
            "POST",
            f"/api/matches/{summary['id']}/bots/",
            {"seat": seat, "level": level},
            token,
        )
        assert status_code == 200, answer
    return summary["id"]
