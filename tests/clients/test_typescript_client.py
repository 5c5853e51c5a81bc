"""The generated TypeScript client (clients/typescript) builds and plays a whole Babel match
against a live server (its own test, run by node's test runner)."""

from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from clients.generate import TYPESCRIPT

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None or not (TYPESCRIPT / "node_modules").is_dir(),
    reason="needs node and `npm ci` in clients/typescript (.ci/run does both)",
)


def npm(*arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["npm", "run", "--silent", *arguments],
        cwd=TYPESCRIPT,
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )


def test_the_typescript_client_builds_and_plays_babel_to_the_end(tabula_server):
    built = npm("build")
    assert built.returncode == 0, built.stdout + built.stderr
    played = npm("test", env={**os.environ, "TABULA_URL": tabula_server})
    assert played.returncode == 0, played.stdout + played.stderr
    assert "# pass 1" in played.stdout and "# fail 0" in played.stdout
