"""HTTP latency and throughput of the API, on the embedded default and on PostgreSQL.

    .venv/bin/python -m benchmarks.api [--actions 150] [--postgres postgres://postgres@127.0.0.1:5432/test]

For each backend a real server (gunicorn, 2 workers x 4 threads) is started
on a fresh data directory (and, for PostgreSQL, a database of its own). Each
client registers two users, creates a Babel match, seats both, then plays it
alone: GET view, POST the chosen action, over and over (a new match when one
ends). Printed per backend and client count: median and 99th percentile of
POST actions and GET views, and accepted actions per second overall.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from tests.api.live import free_port

ROOT = Path(__file__).resolve().parent.parent


class Client:
    def __init__(self, port: int):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def call(
        self, method: str, path: str, body: dict | None = None, token: str | None = None
    ) -> tuple[int, dict]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Token {token}"
        self.connection.request(
            method, path, body=json.dumps(body) if body is not None else None, headers=headers
        )
        answer = self.connection.getresponse()
        return answer.status, json.loads(answer.read() or b"null")


def start_server(env: dict[str, str]) -> tuple[subprocess.Popen, int]:
    python = sys.executable
    subprocess.run([python, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    port = free_port()
    server = subprocess.Popen(
        [
            str(Path(python).parent / "gunicorn"),
            "config.wsgi",
            "--bind",
            f"127.0.0.1:{port}",
            "--workers",
            "2",
            "--threads",
            "4",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            Client(port).call("GET", "/api/games/")
            return server, port
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError("the server did not start")


def new_match(client: Client, name: str) -> tuple[str, list[str]]:
    tokens = []
    for seat in range(2):
        status, body = client.call(
            "POST",
            "/api/auth/register/",
            {"username": f"{name}s{seat}{random.randrange(10**9)}", "password": "a-long-password"},
        )
        assert status == 201, body
        tokens.append(body["token"])
    _, match = client.call(
        "POST", "/api/matches/", {"game": "babel", "players": 2, "listed": False}, tokens[0]
    )
    for seat, token in enumerate(tokens):
        client.call("POST", f"/api/matches/{match['id']}/join/", {"seat": seat}, token)
    return match["id"], tokens


def play(port: int, name: str, actions: int, posts: list[float], gets: list[float]) -> None:
    client = Client(port)
    rng = random.Random(name)
    match_id, tokens = new_match(client, name)
    done = 0
    while done < actions:
        _, summary = client.call("GET", f"/api/matches/{match_id}/")
        if summary["status"] != "active":
            match_id, tokens = new_match(client, name)
            continue
        token = tokens[summary["to_act"][0]]
        started = time.perf_counter()
        status, view = client.call("GET", f"/api/matches/{match_id}/view/", token=token)
        gets.append(time.perf_counter() - started)
        body = {"action": rng.choice(view["legal_actions"]), "expected_version": view["version"]}
        started = time.perf_counter()
        status, answer = client.call("POST", f"/api/matches/{match_id}/actions/", body, token)
        posts.append(time.perf_counter() - started)
        assert status == 201, answer
        done += 1


def measure(port: int, clients: int, actions: int) -> dict[str, float]:
    posts: list[float] = []
    gets: list[float] = []
    threads = [
        threading.Thread(target=play, args=(port, f"c{clients}x{i}", actions, posts, gets))
        for i in range(clients)
    ]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started

    def percentile(values: list[float], p: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000

    return {
        "post_p50": statistics.median(posts) * 1000,
        "post_p99": percentile(posts, 0.99),
        "get_p50": statistics.median(gets) * 1000,
        "get_p99": percentile(gets, 0.99),
        "actions_per_s": len(posts) / elapsed,
    }


def postgres_database(url: str) -> str:
    import psycopg

    base = url.rsplit("/", 1)[0]
    with psycopg.connect(
        url.replace("postgres://", "postgresql://"), autocommit=True
    ) as connection:
        connection.execute("DROP DATABASE IF EXISTS tabula_bench_api")
        connection.execute("CREATE DATABASE tabula_bench_api")
    return f"{base}/tabula_bench_api"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=150, help="actions per client")
    parser.add_argument("--postgres", default="postgres://postgres@127.0.0.1:5432/test")
    parser.add_argument("--no-postgres", action="store_true")
    args = parser.parse_args()
    backends = [("SQLite (embedded)", None)]
    if not args.no_postgres:
        backends.append(("PostgreSQL", args.postgres))
    print(
        f"{'backend':<18} {'clients':>7} {'POST p50':>9} {'POST p99':>9} {'GET p50':>8} {'GET p99':>8} {'actions/s':>10}"
    )
    for label, url in backends:
        with tempfile.TemporaryDirectory() as data_dir:
            # Throttling would measure the limits, not the server: lift them for the run.
            env = {
                **os.environ,
                "TABULA_DATA_DIR": data_dir,
                "TABULA_THROTTLE_AUTH": "100000/min",
                "TABULA_THROTTLE_WRITES": "100000/min",
            }
            env.pop("CELERY_BROKER_URL", None)
            env.pop("DATABASE_URL", None)
            if url:
                env["DATABASE_URL"] = postgres_database(url)
            server, port = start_server(env)
            try:
                for clients in (1, 8):
                    figures = measure(
                        port, clients, args.actions if clients == 1 else max(20, args.actions // 4)
                    )
                    print(
                        f"{label:<18} {clients:>7} {figures['post_p50']:>7.1f}ms {figures['post_p99']:>7.1f}ms "
                        f"{figures['get_p50']:>6.1f}ms {figures['get_p99']:>6.1f}ms {figures['actions_per_s']:>10.1f}"
                    )
            finally:
                server.terminate()
                server.wait()


if __name__ == "__main__":
    main()
