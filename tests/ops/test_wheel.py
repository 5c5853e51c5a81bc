"""Issue 15, packaging: the wheel alone installs and serves every page, outside a checkout.

The wheel is built from a copy of the sources, installed into a clean virtual environment
(its dependencies are borrowed from this one through a path file, so nothing is downloaded)
and run from an empty directory: the landing page, its static files and Swagger UI must come
from the installed package, and its data must go to the per-user data directory.
"""

from __future__ import annotations

import http.client
import os
import shutil
import subprocess
import sys
import sysconfig
import time
import venv
from pathlib import Path

import pytest

from tests.api.live import free_port

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def get(port: int, path: str) -> tuple[int, bytes, dict[str, str]]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path, headers={"Host": "localhost"})
    answer = connection.getresponse()
    body = answer.read()
    connection.close()
    return answer.status, body, dict(answer.getheaders())


def test_the_wheel_installs_and_serves_outside_a_checkout(tmp_path):
    sources = tmp_path / "src"
    shutil.copytree(
        ROOT,
        sources,
        ignore=shutil.ignore_patterns(
            ".venv",
            "var",
            ".git",
            "build",
            "dist",
            "*.egg-info",
            "__pycache__",
            "tests",
            "node_modules",
        ),
    )
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(sources), "--no-deps"]
        + ["--no-build-isolation", "-q", "-w", str(tmp_path / "dist")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = (tmp_path / "dist").glob("tabula-*.whl")

    clean = tmp_path / "clean"
    venv.create(clean, with_pip=False)
    python = clean / "bin" / "python"
    clean_site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )
    # The wheel goes in for real; its dependencies come from this environment's site-packages
    # (a plain path entry: this environment's editable-install hooks are not run).
    installed = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(clean_site)]
        + [str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert installed.returncode == 0, installed.stderr
    (clean_site / "borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")

    workdir = tmp_path / "empty"
    workdir.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("TABULA_", "DJANGO_", "DATABASE_URL", "CELERY_"))
    }
    env.update(XDG_DATA_HOME=str(tmp_path / "userdata"), PYTHONPATH="", TABULA_BOTS="inline")
    where = subprocess.run(
        [str(python), "-c", "import api, matches.storage as s; print(api.__file__, s.data_dir())"],
        cwd=workdir,
        env=env,
        capture_output=True,
        text=True,
    )
    module_file, data_dir = where.stdout.split()
    assert module_file.startswith(str(clean_site)), "the installed package is the one imported"
    assert Path(data_dir) == tmp_path / "userdata" / "tabula"

    manage = [str(python), "-m", "config.cli"]
    migrated = subprocess.run(
        [*manage, "migrate", "-v0"], cwd=workdir, env=env, capture_output=True, text=True
    )
    assert migrated.returncode == 0, migrated.stderr
    assert (tmp_path / "userdata" / "tabula" / "events.sqlite3").exists()

    port = free_port()
    server = subprocess.Popen(
        [str(python), "-m", "uvicorn", "config.asgi:application", "--port", str(port)],
        cwd=workdir,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(200):
            try:
                if get(port, "/healthz")[0] == 200:
                    break
            except OSError:
                time.sleep(0.1)
        else:
            raise AssertionError("the installed server did not start")
        status, landing, _ = get(port, "/")
        assert status == 200, landing[:300]
        assert b"<html" in landing.lower()
        stylesheets = [
            part.split('"')[0] for part in landing.decode().split('href="')[1:] if ".css" in part
        ]
        scripts = [part.split('"')[0] for part in landing.decode().split('src="')[1:]]
        assert stylesheets or scripts, "the landing page uses static files"
        for asset in stylesheets + scripts:
            if asset.startswith("/"):
                assert get(port, asset)[0] == 200, asset
        status, docs, _ = get(port, "/api/docs/")
        assert status == 200 and b"swagger" in docs.lower()
        assert get(port, "/api/v1/games/")[0] == 200
    finally:
        server.terminate()
        server.wait(timeout=30)
