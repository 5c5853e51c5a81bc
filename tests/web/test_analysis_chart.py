"""The bot's analysis drawn on the replay page: a chart of each player's chance of winning,
one point per move, and a click on a point shows that move."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import console_errors, wait_for

GAMES = ("babel", "bora-bora", "ankh-morpork", "great-zimbabwe")


def finished_bot_match(live: str, game: str) -> str:
    _, token = pages.api_user(live)
    match_id = pages.bot_match(live, token, game, 2)
    wait_for(
        lambda: pages.api_call(live, "GET", f"/api/matches/{match_id}/")[1]["status"] == "finished",
        timeout=300,
        what=f"the {game} bot match to finish",
    )
    return match_id


def analysed(live: str, match_id: str, timeout: float) -> dict:
    """The analysis once done (the first request starts it)."""
    return wait_for(
        lambda: (answer := pages.api_call(live, "GET", f"/api/matches/{match_id}/analysis/"))[0]
        == 200
        and answer[1],
        timeout=timeout,
        what="the analysis to be done",
    )


def open_chart(browser, live: str, match_id: str, decisions: int, at: int | None = None):
    browser.get(f"{live}/matches/{match_id}/replay/" + (f"?at={at}" if at else ""))
    try:
        wait_for(
            lambda: len(browser.find_elements(By.CSS_SELECTOR, "#analysis .decision-point"))
            == decisions
            and browser.find_element(By.ID, "analysis").get_attribute("data-status") == "done",
            timeout=120,
            what="the chart with one point per move",
        )
    except AssertionError as error:
        points = len(browser.find_elements(By.CSS_SELECTOR, "#analysis .decision-point"))
        raise AssertionError(
            f"{error}: {points} points of {decisions}; {console_errors(browser)}"
        ) from None
    return browser.find_element(By.ID, "analysis")


@pytest.mark.slow
def test_the_chart_has_a_point_per_move_and_a_click_shows_that_move(live, browsers):
    match_id = finished_bot_match(live, "babel")
    browser = browsers()
    pages.sign_up(browser, live, "analyst")
    # Opening the replay asks for the analysis; the chart grows until it is done.
    browser.get(f"{live}/matches/{match_id}/replay/")
    wait_for(
        lambda: "analysing" in browser.find_element(By.ID, "analysis-progress").text
        or browser.find_element(By.ID, "analysis").get_attribute("data-status") == "done",
        what="the analysis to start",
    )
    analysis = analysed(live, match_id, timeout=300)
    decisions = analysis["decisions"]
    panel = open_chart(browser, live, match_id, len(decisions))
    assert panel.find_element(By.CSS_SELECTOR, "svg.analysis-chart")
    assert len(panel.find_elements(By.CSS_SELECTOR, "polyline.chance-line")) == 2
    mistakes = [d for d in decisions if d["mistake"]]
    assert len(panel.find_elements(By.CSS_SELECTOR, ".decision-point.mistake")) == len(mistakes)

    # A point in the middle whose neighbours are no mistakes (their marks are larger).
    index = next(
        i
        for i in range(len(decisions) // 2, len(decisions) - 1)
        if not any(d["mistake"] for d in decisions[i - 1 : i + 2])
    )
    target = decisions[index]
    point = panel.find_element(
        By.CSS_SELECTOR, f".decision-point[data-version='{target['version']}'] circle"
    )
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", point)
    ActionChains(browser).move_to_element(point).click().perform()
    wait_for(lambda: pages.version(browser) == target["version"], what="the replay at that move")
    assert browser.current_url.endswith(f"?at={target['version']}")
    detail = browser.find_element(By.ID, "analysis-detail").text
    assert f"Move {index + 1}" in detail and target["played"]["label"].rstrip(".") in detail
    selected = panel.find_element(By.CSS_SELECTOR, ".decision-point.selected")
    assert selected.get_attribute("data-version") == str(target["version"])
    if mistakes:  # the list of mistakes names the better move in words
        items = browser.find_elements(By.CSS_SELECTOR, "#analysis-mistakes li")
        assert len(items) == len(mistakes)
        assert mistakes[0]["best"]["label"].rstrip(".") in items[0].text
    assert not [e for e in console_errors(browser) if "/stream/" not in e]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_screenshot_of_the_chart_of_each_game(live, browsers, screenshots, game):
    match_id = finished_bot_match(live, game)
    pages.api_call(live, "GET", f"/api/matches/{match_id}/analysis/")
    decisions = analysed(live, match_id, timeout=900)["decisions"]
    browser = browsers(width=1100, height=1000)
    # The replay at the first mistake (or the middle move): the chart marks it and says it.
    shown = next((d for d in decisions if d["mistake"]), decisions[len(decisions) // 2])
    panel = open_chart(browser, live, match_id, len(decisions), at=shown["version"])
    wait_for(
        lambda: panel.find_element(By.CSS_SELECTOR, ".decision-point.selected").get_attribute(
            "data-version"
        )
        == str(shown["version"]),
        what="the move shown marked",
    )
    browser.execute_script("arguments[0].scrollIntoView()", panel)
    panel.screenshot(str(screenshots / f"analysis-{game}.png"))
    if game == "great-zimbabwe":
        # Its scores are points above each player's requirement (the most wins), not points.
        browser.get(f"{live}/matches/{match_id}/replay/")
        heading = wait_for(
            lambda: browser.find_elements(By.CSS_SELECTOR, "#end table.scores th"),
            what="the end screen's scores",
        )
        assert heading[1].text == "Victory points above the requirement"
