"""Two people chat at their table in two browsers: live, as text only, and after a reload."""

from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from tests.web import pages
from tests.web.browser import console_errors, wait_for

XSS = '<img src=x onerror="window.__xss = 1"><b>bold?</b>'


def chat_lines(driver) -> list[tuple[str, str]]:
    """(author, text) of every message the chat panel shows, in one round trip."""
    return [
        tuple(pair)
        for pair in driver.execute_script(
            "return [...document.querySelectorAll('#chat .chat-list li[data-id]')].map(li =>"
            " [li.querySelector('.chat-author').textContent, li.querySelector('.chat-text').textContent])"
        )
    ]


def selected_tab(driver) -> str | None:
    return driver.execute_script(
        "return document.querySelector('#chat [aria-selected=\"true\"]')?.textContent ?? null"
    )


def write(driver, text: str) -> None:
    box = driver.find_element(By.ID, "chat-text")
    box.send_keys(text)
    box.send_keys(Keys.ENTER)


def test_two_players_chat_live_and_find_it_again_after_a_reload(live, browsers, screenshots):
    ann_browser, bob_browser = browsers(), browsers()
    ann = pages.sign_up(ann_browser, live, "ann")
    bob = pages.sign_up(bob_browser, live, "bob")
    match_id = pages.create_match(ann_browser, live, "babel", 2, {1: "human"})
    # Before the start, the creator may open the players' channel to spectators.
    wait_for(lambda: ann_browser.find_element(By.ID, "chat-open").is_displayed(), what="the choice")
    pages.join_from_lobby(bob_browser, live, "babel", match_id)
    for browser in (ann_browser, bob_browser):
        wait_for(lambda b=browser: pages.status(b) == "active", what="the match to start")
        wait_for(
            lambda b=browser: pages.app(b).get_attribute("data-live") == "stream", what="the stream"
        )
        browser.execute_script("window.__sameDocument = true")
        try:
            wait_for(lambda b=browser: selected_tab(b) == "Players", timeout=30, what="the tabs")
        except AssertionError as error:
            raise AssertionError(f"{error}; console: {console_errors(browser)}") from None

    write(ann_browser, XSS)
    wait_for(lambda: chat_lines(bob_browser) == [(ann, XSS)], what="bob reads ann's message")
    write(bob_browser, "nice try ✋")
    expected = [(ann, XSS), (bob, "nice try ✋")]
    wait_for(lambda: chat_lines(ann_browser) == expected, what="ann reads bob's answer")
    for browser in (ann_browser, bob_browser):
        # Live, without reloading; the markup was shown as the text it is.
        assert browser.execute_script("return window.__sameDocument") is True
        assert browser.execute_script("return window.__xss") is None
        assert not browser.find_elements(By.CSS_SELECTOR, "#chat img, #chat b")
    ann_browser.execute_script("document.getElementById('chat').scrollIntoView()")
    ann_browser.save_screenshot(str(screenshots / "chat.png"))

    bob_browser.refresh()
    wait_for(lambda: chat_lines(bob_browser) == expected, what="the chat after a reload")
    assert bob_browser.execute_script("return window.__xss") is None
    # The spectators' channel is the other tab, empty so far, and not bob's to write in.
    # Started, and private: nobody may open it any more.
    assert not bob_browser.find_element(By.ID, "chat-open").is_displayed()
    pages.click(bob_browser, '#chat [data-channel="spectators"]', "the spectators' tab")
    wait_for(lambda: chat_lines(bob_browser) == [], what="the spectators' tab")
    assert not bob_browser.find_element(By.CSS_SELECTOR, "#chat form").is_displayed()
    assert not console_errors(ann_browser) and not console_errors(bob_browser)
