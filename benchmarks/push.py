"""How soon the opponent's stream delivers a move after the mover's 201.

    .venv/bin/python -m benchmarks.push [--moves 60] [--matches 1,8] [--port 8200]
        [--postgres postgres://postgres@127.0.0.1:5432/tabula_rta]

For each backend a real server is started as the README starts it (``uvicorn
config.asgi:application``, one process; ``tests.api.live.asgi_server``, as the stream tests
start theirs) on a fresh data directory (and, for PostgreSQL, the database named, whose
tables are emptied first). Each of M concurrent matches seats two users who both hold their
match's stream open (``GET /api/matches/{id}/stream/``); the players take turns (GET their
view, POST a random legal action). For every move the time from the mover receiving its 201
until the *opponent's* stream hands over the entry of that version is recorded (negative
when the push arrives before the 201 does). Printed per backend and M: p50 and p99 of that
delay, and of the POST itself.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import threading
import time

import httpx

from tests.api.live import asgi_server, migrate, server_env


class Stream:
    """One player's open stream: the arrival time of each version."""

    def __init__(self, base: str, match_id: str, token: str) -> None:
        self.arrivals: dict[int, float] = {}
        self.condition = threading.Condition()
        self.client = httpx.Client(timeout=httpx.Timeout(30, read=None))
        self.opened = threading.Event()
        self.url = f"{base}/api/matches/{match_id}/stream/"
        self.headers = {"Authorization": f"Token {token}"}
        threading.Thread(target=self._read, daemon=True).start()
        self.opened.wait(30)

    def _read(self) -> None:
        try:
            with self.client.stream("GET", self.url, headers=self.headers) as answer:
                self.opened.set()
                for line in answer.iter_lines():
                    if line.startswith("id: "):
                        now = time.perf_counter()
                        with self.condition:
                            # The first message at a version (its entry; a state follows).
                            self.arrivals.setdefault(int(line[4:]), now)
                            self.condition.notify_all()
        except httpx.HTTPError:
            pass  # closed by us at the end
        finally:
            self.opened.set()

    def arrival(self, version: int, timeout: float = 30) -> float:
        with self.condition:
            if not self.condition.wait_for(lambda: version in self.arrivals, timeout):
                raise TimeoutError(f"version {version} never arrived")
            return self.arrivals[version]

    def close(self) -> None:
        self.client.close()


def register(http: httpx.Client, name: str) -> str:
    answer = http.post("/api/auth/register/", json={"username": name, "password": "a-long-pw!"})
    answer.raise_for_status()
    return answer.json()["token"]


def play(base: str, slot: int, moves: int, push: list[float], posts: list[float]) -> None:
    rng = random.Random(slot)
    http = httpx.Client(base_url=base, timeout=30)
    made = 0
    while made < moves:
        tokens = [register(http, f"push{time.time_ns()}x{slot}x{seat}") for seat in (0, 1)]
        auth = [{"Authorization": f"Token {token}"} for token in tokens]
        match_id = http.post(
            "/api/matches/", json={"game": "babel", "players": 2}, headers=auth[0]
        ).json()["id"]
        for seat in (0, 1):
            http.post(f"/api/matches/{match_id}/join/", json={"seat": seat}, headers=auth[seat])
        streams = [Stream(base, match_id, token) for token in tokens]
        view = http.get(f"/api/matches/{match_id}/view/", headers=auth[0]).json()
        try:
            while made < moves and view["status"] == "active":
                seat = view["to_act"][0]
                mine = http.get(f"/api/matches/{match_id}/view/", headers=auth[seat]).json()
                body = {
                    "action": rng.choice(mine["legal_actions"]),
                    "expected_version": mine["version"],
                }
                started = time.perf_counter()
                answer = http.post(
                    f"/api/matches/{match_id}/actions/", json=body, headers=auth[seat]
                )
                answered = time.perf_counter()
                if answer.status_code != 201:
                    raise SystemExit(f"move refused: {answer.status_code} {answer.text[:200]}")
                result = answer.json()
                delivered = streams[1 - seat].arrival(result["version"])
                push.append((delivered - answered) * 1000)
                posts.append((answered - started) * 1000)
                view = result["view"]
                made += 1
        finally:
            for stream in streams:
                stream.close()


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p * len(ordered))) - 1))]


def run_case(base: str, matches: int, moves: int) -> dict[str, float]:
    push: list[float] = []
    posts: list[float] = []
    threads = [
        threading.Thread(target=play, args=(base, slot, moves, push, posts))
        for slot in range(matches)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return {
        "moves": len(push),
        "push_p50_ms": statistics.median(push),
        "push_p99_ms": percentile(push, 0.99),
        "post_p50_ms": statistics.median(posts),
        "post_p99_ms": percentile(posts, 0.99),
    }


def empty_postgres(url: str) -> None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60, help="moves per match and case")
    parser.add_argument("--matches", default="1,8", help="concurrent matches per case")
    parser.add_argument("--postgres", help="also measure on this (emptied!) PostgreSQL database")
    parser.add_argument("--port", type=int, help="the server's port (default: a free one)")
    args = parser.parse_args()
    backends = [("embedded", None)] + ([("postgres", args.postgres)] if args.postgres else [])
    print("| backend | M | moves | push p50 ms | push p99 ms | POST p50 ms | POST p99 ms |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label, url in backends:
        with tempfile.TemporaryDirectory() as data:
            env = server_env(TABULA_DATA_DIR=data, DATABASE_URL=url, TABULA_NOTIFY_URL=None)
            if url:
                empty_postgres(url)
            migrate(env)
            with asgi_server(env, port=args.port) as base:
                for matches in (int(m) for m in args.matches.split(",")):
                    row = run_case(base, matches, args.moves)
                    print(
                        f"| {label} | {matches} | {row['moves']} | {row['push_p50_ms']:.2f} "
                        f"| {row['push_p99_ms']:.2f} | {row['post_p50_ms']:.2f} "
                        f"| {row['post_p99_ms']:.2f} |",
                        flush=True,
                    )
    print(json.dumps({"note": "push = opponent's stream delivery minus the mover's 201"}))


if __name__ == "__main__":
    main()
