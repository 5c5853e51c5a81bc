"""Streams hold nothing while they wait: hundreds of them on a pool of a few connections."""

from __future__ import annotations

import random
import time
from pathlib import Path

import psycopg
import pytest

from tests.api.live import (
    Api,
    Crowd,
    free_port,
    postgres_server_env,
    server_process,
    uvicorn_command,
)
from tests.conftest import requires_postgres

STREAMS = 300
POOL = 4
#: eventsourcing's own pool for the event store (matches.storage: 5, and 10 more at peaks).
EVENT_STORE_POOL = 15
APPLICATION = "tabula-capacity-test"


def connections_in_use(conninfo: str) -> int:
    with psycopg.connect(conninfo, autocommit=True) as connection:
        row = connection.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s", (APPLICATION,)
        ).fetchone()
    return row[0]


def threads_of(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(line.split()[1] for line in status.splitlines() if line.startswith("Threads")))


@requires_postgres
@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_300_streams_on_a_pool_of_4_get_every_entry_while_requests_answer(service, tmp_path):
    env = postgres_server_env()
    conninfo = env["DATABASE_URL"]
    # Every connection the server opens for Django and the event store carries this name.
    env["DATABASE_URL"] = f"{conninfo}?application_name={APPLICATION}"
    env["TABULA_DB_POOL_SIZE"] = str(POOL)
    port = free_port()
    log = tmp_path / "server.log"
    with server_process(uvicorn_command(port), env, port, log) as (base, process):
        ann, bob, eve = Api(base, "ann"), Api(base, "bob"), Api(base, "eve")
        match_id = ann.post("/api/matches/", {"game": "babel", "players": 2}).json()["id"]
        assert ann.post(f"/api/matches/{match_id}/join/", {"seat": 0}).status_code == 200
        assert bob.post(f"/api/matches/{match_id}/join/", {"seat": 1}).status_code == 200
        # The two players, a signed-in stranger and anonymous visitors: every stream opened
        # with a token checks it on the read-model database, then gives its connection back.
        readers = [ann.headers, bob.headers, eve.headers, {}]
        url = f"{base}/api/matches/{match_id}/stream/"
        with Crowd([(url, readers[i % len(readers)]) for i in range(STREAMS)]) as crowd:
            assert crowd.status == [200] * STREAMS, crowd.errors
            waiting_threads = threads_of(process.pid)
            rng = random.Random(5)
            peak = connections_in_use(conninfo)
            ordinary = []
            for _ in range(20):
                view = ann.get(f"/api/matches/{match_id}/view/").json()
                mover = ann if 0 in view["to_act"] else bob
                mine = mover.get(f"/api/matches/{match_id}/view/").json()
                answer = mover.post(
                    f"/api/matches/{match_id}/actions/",
                    {
                        "action": rng.choice(mine["legal_actions"]),
                        "expected_version": mine["version"],
                    },
                )
                assert answer.status_code == 201, answer.text
                started = time.perf_counter()
                assert eve.get("/api/v1/games/").status_code == 200
                ordinary.append(time.perf_counter() - started)
                peak = max(peak, connections_in_use(conninfo))
            final = answer.json()["version"]
            assert crowd.all_reached(final, timeout=60), "every stream gets every entry"
            peak = max(peak, connections_in_use(conninfo))
            for index in range(STREAMS):
                assert crowd.entry_ids(index) == list(range(1, final + 1)), index
            assert not crowd.errors
    print(
        f"threads {waiting_threads}, peak connections {peak}, slowest request {max(ordinary):.3f} s"
    )
    # A waiting stream holds no thread (they were 300) and no connection.
    assert waiting_threads < 60, waiting_threads
    assert peak <= POOL + EVENT_STORE_POOL, peak
    assert max(ordinary) < 3, ordinary
    text = log.read_text()
    assert "couldn't get a connection" not in text and "Traceback" not in text, text[-3000:]
