"""The notifications page in a browser: e-mail on and off, a webhook added and deleted."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from tests.web import pages
from tests.web.browser import wait_for

#: A public address given as a literal: accepted without any name lookup, never contacted.
HOOK_URL = "https://93.184.215.14/tabula-hook"


def test_toggle_email_and_add_a_webhook(live, browsers, screenshots):
    driver = browsers()
    pages.sign_up(driver, live, "notify")
    driver.find_element(By.LINK_TEXT, "Notifications").click()
    wait_for(lambda: "/settings/notifications/" in driver.current_url, what="the settings page")
    enabled = wait_for(lambda: driver.find_element(By.ID, "email-enabled"))
    wait_for(lambda: "every 2 min" in driver.find_element(By.ID, "batch-help").text)
    assert not enabled.is_selected(), "no address, no e-mail"
    save = driver.find_element(By.CSS_SELECTOR, "#email-form button[type=submit]")

    enabled.click()  # on, without an address: refused in words
    save.click()
    wait_for(lambda: "need an address" in driver.find_element(By.ID, "notice").text, what="refusal")
    driver.find_element(By.ID, "email").send_keys("notify@example.org")
    save.click()
    wait_for(lambda: driver.find_element(By.ID, "email-saved").text == "Saved.", what="saved")
    driver.refresh()
    wait_for(
        lambda: driver.find_element(By.ID, "email").get_attribute("value") == "notify@example.org"
    )
    enabled = wait_for(lambda: driver.find_element(By.ID, "email-enabled"))
    wait_for(lambda: enabled.is_selected(), what="e-mail on, with an address")
    enabled.click()
    driver.find_element(By.CSS_SELECTOR, "#email-form button[type=submit]").click()
    wait_for(lambda: driver.find_element(By.ID, "email-saved").text == "Saved.", what="saved")
    driver.refresh()
    wait_for(
        lambda: not driver.find_element(By.ID, "email-enabled").is_selected(), what="e-mail off"
    )

    driver.find_element(By.ID, "hook-url").send_keys(HOOK_URL)
    driver.find_element(By.CSS_SELECTOR, "input[name=events][value=match_finished]").click()
    driver.find_element(By.CSS_SELECTOR, "#hook-form button[type=submit]").click()
    secret = wait_for(lambda: driver.find_element(By.ID, "secret-value").text, what="the secret")
    assert secret.startswith("whsec_")
    hook = wait_for(lambda: driver.find_element(By.CSS_SELECTOR, "#hooks li.hook"), what="the hook")
    assert HOOK_URL in hook.text and "your_turn, match_finished" in hook.text and "on" in hook.text

    hook.find_element(By.XPATH, ".//button[text()='Deliveries']").click()
    wait_for(
        lambda: driver.find_element(By.ID, "deliveries-card").is_displayed(), what="deliveries"
    )
    driver.save_screenshot(str(screenshots / "notifications.png"))

    # An unsafe address is refused in words.
    driver.find_element(By.ID, "hook-url").send_keys("https://10.0.0.1/x")
    driver.find_element(By.CSS_SELECTOR, "#hook-form button[type=submit]").click()
    wait_for(lambda: "private address" in driver.find_element(By.ID, "notice").text, what="refusal")

    hook = driver.find_element(By.CSS_SELECTOR, "#hooks li.hook")
    hook.find_element(By.XPATH, ".//button[text()='Delete']").click()
    wait_for(lambda: "No webhooks yet" in driver.find_element(By.ID, "hooks").text, what="deleted")
