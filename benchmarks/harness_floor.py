"""The floor of the side-by-side benchmark: the least a durable server can do for its load client.

A WSGI application that speaks the load client's protocol (``benchmarks/browser_load.mjs
--shape token``, and the side-by-side benchmark's ``load.js``): sign-up, create, join, the
view, a move with ``expected_version`` answered with the mover's new view. Its game is 50 moves
of "take 0, 1 or 2", each seat in turn; its state lives in one SQLite file (WAL, synchronous
NORMAL, as the embedded default's), so that every worker process sees it: a view is one read, a
move one short write transaction. No rules, no history, no authentication beyond the token's
row, no middleware.

Served as Tabula is in that benchmark, ``gunicorn benchmarks.harness_floor:application --workers 2
--threads 4``, it tells how many moves a second the load client and the HTTP server alone allow
on this machine at this moment: no server behind that client can do better, so a target set as a
ratio to another server is reachable only while it stays under this floor's ratio. ``FLOOR=1
bash benchmarks/browser_side_by_side.sh`` runs it beside Tabula (docs/serving.md, *Measuring*).
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import uuid
from collections.abc import Callable, Iterable
from typing import Any

DATABASE = os.environ.get("FLOOR_DATABASE", "harness-floor.sqlite3")
MOVES_PER_MATCH = 50
SCHEMA = """
create table if not exists tokens (token text primary key, username text);
create table if not exists matches (id text primary key, version integer);
create table if not exists seats (match text, username text, seat integer,
                                  primary key (match, username));
create table if not exists moves (match text, version integer, action text,
                                  primary key (match, version));
"""

_connections = threading.local()


def connection() -> sqlite3.Connection:
    """This thread's connection, kept for its next request (as Tabula's WSGI entry keeps its)."""
    kept = getattr(_connections, "kept", None)
    if kept is None:
        kept = sqlite3.connect(DATABASE, isolation_level=None, timeout=30)
        kept.execute("PRAGMA journal_mode=WAL")
        kept.execute("PRAGMA synchronous=NORMAL")
        kept.executescript(SCHEMA)
        _connections.kept = kept
    return kept


def view(version: int, seat: int) -> dict[str, Any]:
    """What the load client reads of a view: status, version, whose turn, the legal actions."""
    active = version < MOVES_PER_MATCH
    to_act = [version % 2] if active else []
    legal = [{"type": "take", "n": n} for n in range(3)] if seat in to_act else []
    return {
        "status": "active" if active else "finished",
        "version": version,
        "to_act": to_act,
        "legal_actions": legal,
    }


def seat_and_version(db: sqlite3.Connection, match: str, token: str) -> tuple[int, int] | None:
    return db.execute(
        "select seats.seat, matches.version from tokens"
        " join seats on seats.username = tokens.username"
        " join matches on matches.id = seats.match"
        " where tokens.token = ? and seats.match = ?",
        (token, match),
    ).fetchone()


def move(db: sqlite3.Connection, match: str, token: str, body: dict) -> tuple[int, dict]:
    """The mover's action stored as the next version, or a 409 when it is not theirs to make."""
    db.execute("begin immediate")
    try:
        found = seat_and_version(db, match, token)
        if found is None:
            return 404, {"error": "not_found"}
        seat, version = found
        if body.get("expected_version") != version or seat != version % 2:
            return 409, {"error": "version_conflict"}
        db.execute(
            "insert into moves values (?, ?, ?)", (match, version + 1, json.dumps(body["action"]))
        )
        db.execute("update matches set version = ? where id = ?", (version + 1, match))
        return 201, {"version": version + 1, "view": view(version + 1, seat)}
    finally:
        db.execute("commit")


def answer(method: str, path: str, token: str, body: Any) -> tuple[int, Any]:
    db = connection()
    parts = path.strip("/").split("/")  # api, matches, <id>, view|join|actions
    if path == "/api/games/":
        return 200, [{"slug": "floor"}]
    if path == "/api/auth/register/" and method == "POST":
        token = uuid.uuid4().hex
        db.execute("insert into tokens values (?, ?)", (token, body["username"]))
        return 201, {"token": token}
    if path == "/api/matches/" and method == "POST":
        match = uuid.uuid4().hex
        db.execute("insert into matches values (?, 0)", (match,))
        return 201, {"id": match}
    if len(parts) == 4 and parts[:2] == ["api", "matches"]:
        match, what = parts[2], parts[3]
        if what == "join" and method == "POST":
            db.execute(
                "insert into seats select ?, username, ? from tokens where token = ?",
                (match, body["seat"], token),
            )
            return 200, {}
        if what == "view" and method == "GET":
            found = seat_and_version(db, match, token)
            return (200, view(found[1], found[0])) if found else (404, {"error": "not_found"})
        if what == "actions" and method == "POST":
            return move(db, match, token, body)
    return 404, {"error": "not_found"}


REASONS = {200: "OK", 201: "Created", 404: "Not Found", 409: "Conflict"}


def application(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
    length = int(environ.get("CONTENT_LENGTH") or 0)
    body = json.loads(environ["wsgi.input"].read(length)) if length else None
    token = environ.get("HTTP_AUTHORIZATION", "").removeprefix("Token ")
    status, content = answer(environ["REQUEST_METHOD"], environ["PATH_INFO"], token, body)
    data = json.dumps(content).encode()
    start_response(
        f"{status} {REASONS[status]}",
        [("Content-Type", "application/json"), ("Content-Length", str(len(data)))],
    )
    return [data]
