"""What a served process starts with: its interpreter settings (config.gil) and the hot
path in front of the application (api.hot_path)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

SHOW = (
    "import gc, sys, {module} as m; "
    "print(sys.getswitchinterval(), gc.get_freeze_count(), "
    "type(m.application).__name__ + '>' + type(m.application.application).__name__)"
)


@pytest.mark.parametrize(
    ("module", "front"),
    [
        # A chunked body is given its length first (api.limits), then the hot path.
        ("config.wsgi", "WsgiBodyLength>HotPath"),
        ("config.asgi", "AsgiBodyLength>AsgiHotPath"),
    ],
)
def test_a_served_process_tunes_its_interpreter_and_puts_the_hot_path_in_front(
    tmp_path, module, front
):
    """In a process of its own: importing the entry points starts background threads."""
    shown = subprocess.run(
        [sys.executable, "-c", SHOW.format(module=module)],
        env={**os.environ, "TABULA_DATA_DIR": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    interval, frozen, application = shown.stdout.split()[-3:]
    assert application == front
    assert float(interval) == 0.001
    # The loaded application: modules, classes, URL patterns, settings.
    assert int(frozen) > 50_000


def test_freezing_can_be_turned_off(tmp_path):
    shown = subprocess.run(
        [sys.executable, "-c", SHOW.format(module="config.wsgi")],
        env={**os.environ, "TABULA_DATA_DIR": str(tmp_path), "TABULA_GC_FREEZE": "0"},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert int(shown.stdout.split()[-2]) == 0
