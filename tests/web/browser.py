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
#: fetch() received and every message its event streams pushed, so a test can inspect the
#: network answers and not only the DOM.
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
  const OriginalEventSource = window.EventSource;
  if (OriginalEventSource) {
    window.EventSource = class extends OriginalEventSource {
      constructor(url, init) {
        super(url, init);
        for (const type of ["entry", "state", "change"]) {
          this.addEventListener(type, (message) => {
            window.__responses.push({ url: String(url), status: 200, event: type, body: message.data });
          });
        }
      }
    };
  }
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


def make_driver(
    user_data_dir: Path, width: int = 1280, height: int = 900, network_log: bool = False
):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={user_data_dir}")
    options.add_argument(f"--window-size={width},{height}")
    # Chromium's own network log (``network_requests``) only where a test counts requests.
    logging = {"browser": "ALL", **({"performance": "ALL"} if network_log else {})}
    options.set_capability("goog:loggingPrefs", logging)
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


def network_requests(driver) -> list[dict[str, str]]:
    """The requests Chromium sent since the last call ({"method", "url"}), from its network log
    (a driver made with ``network_log=True``): every fetch, EventSource and page load."""
    sent = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            request = message["params"]["request"]
            sent.append({"method": request["method"], "url": request["url"]})
    return sent


def responses(driver) -> list[dict[str, Any]]:
    """The JSON answers the page's fetch() received and the messages its event streams
    pushed (``event``: entry, state, change), see RECORD_FETCH, parsed."""
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
