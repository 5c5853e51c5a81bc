"""Issue 15: two server processes on a fresh PostgreSQL database, first requests at once.

Before, the event store's tables were created lazily by the first request of each process
and concurrent creations collided in PostgreSQL's catalogue (a 500). Now ``migrate`` creates
them and web processes never do.
"""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.api.live import free_port
from tests.conftest import requires_postgres

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [requires_postgres, pytest.mark.django_db]


def call(port: int, method: str, path: str, body: dict | None = None, token: str | None = None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Token {token}"
    connection.request(method, path, json.dumps(body) if body is not None else None, headers)
    answer = connection.getresponse()
    data = answer.read()
    connection.close()
    try:
        return answer.status, json.loads(data) if data else None
    except ValueError:
        return answer.status, data.decode(errors="replace")[:300]


@pytest.fixture
def fresh_database():
    import psycopg
    from django.db import connection

    settings = connection.settings_dict
    name = f"{settings['NAME']}_servers"
    admin = psycopg.connect(
        host=settings["HOST"],
        port=settings["PORT"] or 5432,
        user=settings["USER"],
        password=settings["PASSWORD"] or None,
        dbname="postgres",
        autocommit=True,
    )
    admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    admin.execute(f'CREATE DATABASE "{name}"')
    password = f":{settings['PASSWORD']}" if settings["PASSWORD"] else ""
    yield (
        f"postgres://{settings['USER']}{password}@{settings['HOST']}:{settings['PORT'] or 5432}"
        f"/{name}"
    )
    admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    admin.close()


def test_two_fresh_servers_answer_concurrent_first_requests_without_5xx(fresh_database, tmp_path):
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("TABULA_EVENTS_DBNAME", "CELERY_BROKER_URL", "DJANGO_SETTINGS_MODULE")
    }
    env.update(DATABASE_URL=fresh_database, TABULA_DATA_DIR=str(tmp_path), TABULA_BOTS="inline")
    python = Path(sys.executable)
    subprocess.run([str(python), "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    ports = [free_port(), free_port()]
    servers = [
        subprocess.Popen(
            [str(python.parent / "gunicorn"), "config.wsgi", "--bind", f"127.0.0.1:{port}"]
            + ["--workers", "1", "--threads", "8"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=open(tmp_path / f"server{port}.log", "w"),
        )
        for port in ports
    ]
    try:
        for port in ports:
            for _ in range(200):
                try:
                    # /healthz touches no database: the stores are still untouched after it.
                    if call(port, "GET", "/healthz")[0] == 200:
                        break
                except OSError:
                    time.sleep(0.1)
            else:
                raise AssertionError("a server did not start")
        requests = []
        for index in range(24):
            port = ports[index % 2]
            if index % 3 == 0:
                requests.append((port, "GET", "/api/v1/matches/", None))
            elif index % 3 == 1:
                body = {"username": f"racer{index}", "password": "a-long-password"}
                requests.append((port, "POST", "/api/v1/auth/register/", body))
            else:
                requests.append((port, "GET", "/readyz", None))
        with ThreadPoolExecutor(len(requests)) as pool:
            answers = list(pool.map(lambda request: call(*request), requests))
        statuses = [status for status, _ in answers]
        assert all(status < 500 for status in statuses), answers
        assert statuses.count(201) == 8 and statuses.count(200) == 16
        # Both processes share one store: a match made through one is read through the other.
        token = next(body["token"] for status, body in answers if status == 201)
        status, match = call(
            ports[0], "POST", "/api/v1/matches/", {"game": "babel", "players": 2}, token
        )
        assert status == 201, (status, match)
        assert call(ports[1], "GET", f"/api/v1/matches/{match['id']}/")[0] == 200
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait(timeout=30)
