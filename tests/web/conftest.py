"""Fixtures of the web client's tests: a live server on a fresh store, headless Chromium."""

from __future__ import annotations

import itertools
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.ports import share_of
from tests.web.browser import chromium_missing, make_driver

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "screenshots"
_counter = itertools.count()


def _free_port() -> int:
    ports = share_of(range(8150, 8200))
    for port in ports:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) != 0:
                return port
    raise RuntimeError(f"no free port in {ports}")


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
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DATABASE_URL", "CELERY_BROKER_URL", "DJANGO_SETTINGS_MODULE")
    }
    env["TABULA_DATA_DIR"] = str(data_dir)
    # Every test user signs up from 127.0.0.1: the per-IP limits must not slow the tests.
    env.setdefault("TABULA_THROTTLE_AUTH", "10000/min")
    env.setdefault("TABULA_THROTTLE_WRITES", "100000/min")
    manage = [sys.executable, str(ROOT / "manage.py")]
    subprocess.run([*manage, "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    port = _free_port()
    log = open(data_dir / "server.log", "wb")  # noqa: SIM115 - closed below
    # The ASGI server of the README's run command, so the event stream holds no thread.
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "tests.web.asgi_app:application",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                with urllib.request.urlopen(f"{url}/api/games/", timeout=1):
                    break
            except OSError:
                if server.poll() is not None:
                    raise RuntimeError((data_dir / "server.log").read_text()) from None
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)
        log.close()


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
