"""Fixtures of the web client's tests: a live server on a fresh store, headless Chromium."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from tests.api.live import free_port, migrate, server_env, server_process, uvicorn_command
from tests.web.browser import chromium_missing, make_driver

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "screenshots"
_counter = itertools.count()


@pytest.fixture(scope="session")
def live(tmp_path_factory):
    """The app as the README runs it (migrate, then uvicorn), on a fresh data directory.

    A real server process (not a thread sharing the test's in-memory database) so that two
    browsers hitting it at once behave as on a person's machine. Every test makes its own users
    and matches, so one server serves the whole session.
    """
    if reason := chromium_missing():
        pytest.skip(reason)
    data_dir = tmp_path_factory.mktemp("web-live")
    env = server_env(DATABASE_URL=None, DJANGO_SETTINGS_MODULE=None, TABULA_DATA_DIR=str(data_dir))
    # Every test user signs up from 127.0.0.1: the per-IP limits must not slow the tests.
    env.setdefault("TABULA_THROTTLE_AUTH", "10000/min")
    env.setdefault("TABULA_THROTTLE_WRITES", "100000/min")
    # The bot's analysis of a replay (projections.analysis): a small budget per search, so a
    # finished match is analysed within a test.
    env.setdefault("TABULA_ANALYSIS_ITERATIONS", "12")
    env.setdefault("TABULA_ANALYSIS_SECONDS", "0.06")
    migrate(env)
    port = free_port()
    # The ASGI server of the README's run command, so the event stream holds no thread.
    command = uvicorn_command(port, application="tests.web.asgi_app:application")
    with server_process(command, env, port, log=data_dir / "server.log") as (url, _):
        yield url


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.web_failed = report.failed
    return report


@pytest.fixture
def browsers(tmp_path, request):
    """browsers(width=1280, network_log=False) -> a new headless Chromium with its own profile
    (own session); with ``network_log`` Chromium records its requests (``network_requests``)."""
    reason = chromium_missing()
    if reason:
        pytest.skip(reason)
    drivers = []

    def open_browser(width: int = 1280, height: int = 900, network_log: bool = False):
        profile = tmp_path / f"profile-{next(_counter)}"
        profile.mkdir()
        driver = make_driver(profile, width, height, network_log)
        drivers.append(driver)
        return driver

    yield open_browser
    for index, driver in enumerate(drivers):
        if getattr(request.node, "web_failed", False):
            # What each browser showed when the test failed, for the person reading the log.
            shot = tmp_path / f"failed-{index}.png"
            driver.save_screenshot(str(shot))
            print(f"screenshot of browser {index} at failure: {shot}")
        driver.quit()


@pytest.fixture
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
