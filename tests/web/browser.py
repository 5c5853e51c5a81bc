"""Headless Chromium for the browser tests: Debian's chromium and chromedriver, nothing downloaded."""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)

#: Recorded in the page before any of its scripts run: every JSON body the page's
#: fetch() received, so a test can inspect the network answers and not only the DOM.
RECORD_FETCH = """
(() => {
  const original = window.fetch;
  window.__responses = [];
  window.fetch = async (...args) => {
    const response = await original(...args);
    try {
      const text = await response.clone().text();
      window.__responses.push({ url: String(args[0]), status: response.status, body: text });
    } catch (e) {}
    return response;
  };
})();
"""


def chromium_missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not Path(path).exists() and not shutil.which(Path(path).name):
            return f"{path} is not installed (apt-get install chromium chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


def make_driver(user_data_dir: Path, width: int = 1280, height: int = 900):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={user_data_dir}")
    options.add_argument(f"--window-size={width},{height}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_FETCH})
    driver.implicitly_wait(0)
    return driver


def wait_for(check: Callable[[], Any], timeout: float = 15.0, what: str = "condition") -> Any:
    """Poll ``check`` until it returns something truthy (exceptions count as not yet)."""
    deadline = time.monotonic() + timeout
    last_error: Exception | None = None
    while time.monotonic() < deadline:
        try:
            value = check()
            if value:
                return value
        except Exception as error:  # the page may be between two renders
            last_error = error
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}; last error: {last_error}")


def responses(driver) -> list[dict[str, Any]]:
    """The JSON answers the page's fetch() received (see RECORD_FETCH), parsed."""
    recorded = driver.execute_script("return window.__responses || []")
    parsed = []
    for item in recorded:
        try:
            parsed.append({**item, "json": json.loads(item["body"]) if item["body"] else None})
        except ValueError:
            parsed.append({**item, "json": None})
    return parsed


def console_errors(driver) -> list[str]:
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
