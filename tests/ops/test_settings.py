"""Issue 15, settings: secret key, hosts, the production switch, check --deploy, DATABASE_URL."""

from __future__ import annotations

import json
import os
import secrets
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from matches import storage

ROOT = Path(__file__).resolve().parents[2]
SETTING_VARIABLES = (
    "DJANGO_SECRET_KEY",
    "DJANGO_ALLOWED_HOSTS",
    "DJANGO_DEBUG",
    "TABULA_PRODUCTION",
    "DATABASE_URL",
    "CELERY_BROKER_URL",
)


def django(tmp_path: Path, code: str, **variables: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` after django.setup() in a fresh process with only ``variables`` set."""
    env = {key: value for key, value in os.environ.items() if key not in SETTING_VARIABLES}
    env.update({"TABULA_DATA_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "config.settings"})
    env.update(variables)
    return subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); {code}"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def manage(tmp_path: Path, *args: str, **variables: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key not in SETTING_VARIABLES}
    env.update({"TABULA_DATA_DIR": str(tmp_path)})
    env.update(variables)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_without_a_key_one_is_generated_once_and_kept_private(tmp_path):
    code = "from django.conf import settings; print(settings.SECRET_KEY, settings.ALLOWED_HOSTS)"
    first = django(tmp_path, code)
    second = django(tmp_path, code)
    assert first.returncode == 0, first.stderr
    key, hosts = first.stdout.split(" ", 1)
    assert second.stdout.split(" ", 1)[0] == key, "the key survives restarts"
    assert len(key) >= 50 and "insecure" not in key
    key_file = tmp_path / "secret_key"
    assert key_file.read_text().strip() == key
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert json.loads(hosts.replace("'", '"')) == ["127.0.0.1", "localhost", "[::1]"]
    other = django(tmp_path / "other", code)
    assert other.stdout.split(" ", 1)[0] != key, "every instance has its own key"


def test_concurrent_first_starts_agree_on_one_key(tmp_path):
    from concurrent.futures import ThreadPoolExecutor

    from config.secret_key import load_or_create_secret_key

    with ThreadPoolExecutor(8) as pool:
        keys = set(pool.map(lambda _: load_or_create_secret_key(tmp_path), range(16)))
    assert len(keys) == 1


@pytest.mark.parametrize(
    "variables, missing",
    [
        ({}, "DJANGO_SECRET_KEY and DJANGO_ALLOWED_HOSTS"),
        ({"DJANGO_SECRET_KEY": "x" * 60}, "DJANGO_ALLOWED_HOSTS"),
        ({"DJANGO_ALLOWED_HOSTS": "tabula.example"}, "DJANGO_SECRET_KEY"),
    ],
)
def test_the_production_switch_refuses_to_start_without_key_and_hosts(tmp_path, variables, missing):
    answer = manage(tmp_path, "check", TABULA_PRODUCTION="1", **variables)
    assert answer.returncode != 0
    assert f"TABULA_PRODUCTION=1 needs {missing}" in answer.stderr
    assert not (tmp_path / "secret_key").exists()


def test_check_deploy_is_clean_for_the_documented_production_settings(tmp_path):
    answer = manage(
        tmp_path,
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        TABULA_PRODUCTION="1",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DJANGO_ALLOWED_HOSTS="tabula.example",
    )
    assert answer.returncode == 0, answer.stdout + answer.stderr
    assert "no issues" in answer.stdout


def test_check_deploy_flags_the_embedded_default(tmp_path):
    answer = manage(tmp_path, "check", "--deploy", "--fail-level", "WARNING")
    assert answer.returncode != 0, "without the production switch cookies are not HTTPS-only"


def test_one_parser_keeps_every_option_of_database_url(monkeypatch):
    monkeypatch.setenv(
        "DATABASE_URL",
        "postgres://ann:p%40ss@db.example:6543/tabula?sslmode=require&application_name=web",
    )
    monkeypatch.delenv("TABULA_EVENTS_DBNAME", raising=False)
    config = storage.database_config()
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["HOST"], config["PORT"], config["USER"], config["PASSWORD"]) == (
        "db.example",
        6543,
        "ann",
        "p@ss",
    )
    assert config["OPTIONS"]["sslmode"] == "require"
    assert config["OPTIONS"]["application_name"] == "web"
    events = storage.event_store_env()
    assert events["POSTGRES_PASSWORD"] == "p@ss" and events["POSTGRES_PORT"] == "6543"
    assert json.loads(events["POSTGRES_CONNECTION_OPTIONS"]) == {
        "sslmode": "require",
        "application_name": "web",
    }
    assert events["CREATE_TABLE"] == "n", "web processes never create tables"


def test_the_event_store_passes_the_url_options_to_libpq(monkeypatch):
    from matches.postgres_store import Factory

    monkeypatch.setenv("DATABASE_URL", "postgres://ann@db.example/tabula?sslmode=verify-full")
    from eventsourcing.utils import Environment

    factory = Factory(Environment("tabula", storage.event_store_env()))
    assert factory.datastore.pool.kwargs["sslmode"] == "verify-full"
    assert factory.datastore.pool.kwargs["host"] == "db.example"


def test_an_installed_package_keeps_its_data_in_the_user_data_directory(monkeypatch, tmp_path):
    monkeypatch.delenv("TABULA_DATA_DIR", raising=False)
    monkeypatch.setattr(storage, "in_source_checkout", lambda: False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert storage.data_dir() == tmp_path / "tabula"
    monkeypatch.setattr(storage, "in_source_checkout", lambda: True)
    assert storage.data_dir() == storage.PROJECT_DIR / "var"
