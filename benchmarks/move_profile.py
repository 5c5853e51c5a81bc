"""Where a move's server CPU goes: the exact request sequence of the side-by-side load client.

    .venv/bin/python -m benchmarks.move_profile [--moves 300] [--repeat 3]
        [--profiler cprofile|pyinstrument|none] [--top 30] [--seed 1] [--shape token|browser]
        [--save FILE]

Runs the real WSGI application (``config.wsgi``, as gunicorn serves it, with its bot-worker
thread) in this process, on a fresh embedded data directory (SQLite event store and read
models). Users register, a Babel match is created and both seats joined over the API (not
measured); then each move is what the side-by-side benchmark's load client
(``tabula/load.js``) sends: the mover's ``POST /actions/`` (whose 201 carries the mover's
new view) and the opponent's ``GET /view/``, with real ``Authorization: Token`` headers; a
new match when one ends. ``--shape browser`` sends them as the web client does instead
(``benchmarks/browser_load.mjs --shape browser``): the session and CSRF cookies, ``Accept:
application/json``, and on the POST ``Origin``, ``X-CSRFToken`` and a fresh
``Idempotency-Key`` (each seat's session is made as signing in makes it).

Printed: CPU milliseconds per move (``time.thread_time`` of the requests' thread) for the
POST's handling, the work after its response (``close()``: Django's ``request_finished``,
i.e. the projection catch-up), the opponent's GET view and its close, plus the CPU the
process spent in other threads (bot follower, background catch-up) per move; then the top of
a profile of the requests' thread. CPU time, not wall time: the figures hold on a busy
machine too. No HTTP parsing or sockets are measured (gunicorn adds its own).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

PASSWORD = "a-long-bench-password"
ROOT = Path(__file__).resolve().parent.parent


def setup_django(data_dir: str) -> Callable[..., Any]:
    os.environ["TABULA_DATA_DIR"] = data_dir
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    # As the side-by-side run sets them: the load client registers and moves fast.
    os.environ.setdefault("TABULA_THROTTLE_AUTH", "100000/min")
    os.environ.setdefault("TABULA_THROTTLE_WRITES", "1000000/min")
    for name in ("DATABASE_URL", "CELERY_BROKER_URL", "TABULA_BOTS"):
        os.environ.pop(name, None)
    # As side_by_side.sh does: migrate first, then load the app as gunicorn does.
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=os.environ, check=True
    )
    from config.wsgi import application

    return application


class WsgiClient:
    """Calls the WSGI application as a server would: environ in, status and body out."""

    def __init__(self, application: Callable[..., Any]) -> None:
        self.application = application

    def call(
        self, method: str, path: str, body: Any = None, who: Credentials | None = None
    ) -> tuple[int, Any, Callable[[], None]]:
        """(status, decoded body, close): ``close`` runs the after-response work."""
        raw = json.dumps(body).encode() if body is not None else b""
        environ = {
            "REQUEST_METHOD": method,
            "SCRIPT_NAME": "",
            "PATH_INFO": path,
            "QUERY_STRING": "",
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "8280",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "REMOTE_ADDR": "127.0.0.1",
            "HTTP_HOST": "127.0.0.1:8280",
            "HTTP_ACCEPT": "*/*",
            "HTTP_CONNECTION": "keep-alive",
            "CONTENT_TYPE": "application/json",
            "CONTENT_LENGTH": str(len(raw)),
            "wsgi.version": (1, 0),
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(raw),
            "wsgi.errors": sys.stderr,
            "wsgi.multithread": True,
            "wsgi.multiprocess": True,
            "wsgi.run_once": False,
            **(who.environ(method, path) if who is not None else {}),
        }
        status: list[str] = []

        def start_response(line: str, headers: list, exc_info: Any = None) -> None:
            status.append(line)

        result = self.application(environ, start_response)
        content = b"".join(result)
        close = getattr(result, "close", lambda: None)
        return int(status[0].split()[0]), json.loads(content) if content else None, close

    def json(self, method: str, path: str, body: Any = None, who: Credentials | None = None) -> Any:
        code, data, close = self.call(method, path, body, who)
        close()
        if code >= 300:
            raise RuntimeError(f"{method} {path} -> {code} {data}")
        return data


class Credentials:
    """What one player's requests carry: an API client's token, or a browser's session."""

    def __init__(self, token: str, session: tuple[str, str] | None = None) -> None:
        self.token = token
        self.session = session  # (session key, CSRF secret) for the browser's shape

    def environ(self, method: str, path: str) -> dict[str, str]:
        if self.session is None:
            return {"HTTP_AUTHORIZATION": f"Token {self.token}"}
        session_key, csrf = self.session
        entries = {
            "HTTP_COOKIE": f"sessionid={session_key}; csrftoken={csrf}",
            "HTTP_ACCEPT": "application/json",
        }
        if method == "POST":
            entries |= {"HTTP_ORIGIN": "http://127.0.0.1:8280", "HTTP_X_CSRFTOKEN": csrf}
            if path.endswith("/actions/"):
                entries["HTTP_IDEMPOTENCY_KEY"] = uuid.uuid4().hex
        return entries


def signed_in_session(username: str) -> tuple[str, str]:
    """A session as ``django.contrib.auth.login`` leaves it, and a CSRF secret for its cookie."""
    from importlib import import_module

    from django.conf import settings
    from django.contrib.auth import (
        BACKEND_SESSION_KEY,
        HASH_SESSION_KEY,
        SESSION_KEY,
        get_user_model,
    )
    from django.middleware.csrf import _get_new_csrf_string

    user = get_user_model().objects.get(username=username)
    session = import_module(settings.SESSION_ENGINE).SessionStore()
    session[SESSION_KEY] = str(user.pk)
    session[BACKEND_SESSION_KEY] = settings.AUTHENTICATION_BACKENDS[0]
    session[HASH_SESSION_KEY] = user.get_session_auth_hash()
    session.create()
    return session.session_key, _get_new_csrf_string()


def new_players(client: WsgiClient, prefix: str, shape: str) -> list[Credentials]:
    players = []
    for seat in range(2):
        username = f"{prefix}x{seat}"
        answer = client.json(
            "POST", "/api/auth/register/", {"username": username, "password": PASSWORD}
        )
        session = signed_in_session(username) if shape == "browser" else None
        players.append(Credentials(answer["token"], session))
    return players


def new_match(client: WsgiClient, players: list[Credentials]) -> str:
    created = client.json("POST", "/api/matches/", {"game": "babel", "players": 2}, players[0])
    match_id = created["id"]
    for seat, who in enumerate(players):
        client.json("POST", f"/api/matches/{match_id}/join/", {"seat": seat}, who)
    return match_id


def background_cpu() -> dict[str, float]:
    """CPU seconds so far of each other thread of this process, by thread name."""
    seconds: dict[str, float] = {}
    for thread in threading.enumerate():
        if thread is threading.current_thread() or thread.ident is None:
            continue
        try:
            clock = time.pthread_getcpuclockid(thread.ident)
            seconds[thread.name] = seconds.get(thread.name, 0.0) + time.clock_gettime(clock)
        except (OSError, AttributeError):
            pass  # ended meanwhile, or a platform without per-thread clocks
    return seconds


class Meter:
    """CPU seconds of this thread per phase, and of the whole process."""

    PHASES = ("POST", "POST after response", "GET view", "GET after response")

    def __init__(self) -> None:
        self.thread = {phase: 0.0 for phase in self.PHASES}
        self.per_move: list[float] = []

    def timed(self, phase: str, work: Callable[..., Any], *args: Any) -> Any:
        start = time.thread_time()
        try:
            return work(*args)
        finally:
            self.thread[phase] += time.thread_time() - start


def play(
    client: WsgiClient,
    moves: int,
    rng: random.Random,
    meter: Meter | None,
    players: list[Credentials],
) -> int:
    """Play ``moves`` moves as load.js does (new matches as needed); return how many."""
    played = 0
    while played < moves:
        match_id = new_match(client, players)
        views = [client.json("GET", f"/api/matches/{match_id}/view/", None, p) for p in players]
        while views[0]["status"] == "active" and played < moves:
            seat = views[0]["to_act"][0]
            mine = views[seat]
            body = {
                "action": rng.choice(mine["legal_actions"]),
                "expected_version": mine["version"],
            }
            path = f"/api/matches/{match_id}/actions/"
            started = time.thread_time()
            if meter is None:
                code, answer, close = client.call("POST", path, body, players[seat])
                close()
                opponent = client.json(
                    "GET", f"/api/matches/{match_id}/view/", None, players[1 - seat]
                )
            else:
                code, answer, close = meter.timed(
                    "POST", client.call, "POST", path, body, players[seat]
                )
                meter.timed("POST after response", close)
                view_path = f"/api/matches/{match_id}/view/"
                code_view, opponent, close_view = meter.timed(
                    "GET view", client.call, "GET", view_path, None, players[1 - seat]
                )
                meter.timed("GET after response", close_view)
                assert code_view == 200, opponent
                meter.per_move.append(time.thread_time() - started)
            if code != 201:
                raise RuntimeError(f"action -> {code} {answer}")
            views = [None, None]  # type: ignore[list-item]
            views[seat] = answer["view"]
            views[1 - seat] = opponent
            played += 1
    return played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=60)
    parser.add_argument(
        "--profiler", choices=("cprofile", "pyinstrument", "none"), default="cprofile"
    )
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="measured runs; the lowest is shown")
    parser.add_argument("--shape", choices=("token", "browser"), default="token")
    parser.add_argument("--save", help="cprofile: also write the profile to this file (pstats)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="tabula-move-profile-") as data_dir:
        application = setup_django(data_dir)
        client = WsgiClient(application)
        rng = random.Random(args.seed)
        players = new_players(client, f"prof{os.getpid()}", args.shape)
        play(client, args.warmup, rng, None, players)  # caches, imports, first queries

        # The lowest of a few runs: on a shared machine CPU time per instruction varies.
        best: tuple[float, Meter, float, int, dict[str, float]] | None = None
        for _ in range(args.repeat):
            meter = Meter()
            threads_start = background_cpu()
            process_start, thread_start = time.process_time(), time.thread_time()
            played = play(client, args.moves, rng, meter, players)
            process_cpu = time.process_time() - process_start
            thread_cpu = time.thread_time() - thread_start
            threads = {
                name: cpu - threads_start.get(name, 0.0) for name, cpu in background_cpu().items()
            }
            if best is None or process_cpu < best[0]:
                best = (process_cpu, meter, thread_cpu, played, threads)
        assert best is not None
        process_cpu, meter, thread_cpu, played, threads = best
        # The background threads (bot follower, projection catch-up): their share of the process.
        other_threads = max(0.0, process_cpu - thread_cpu)

        print(
            f"{played} moves (POST action + opponent's GET view, {args.shape}'s requests),"
            " CPU ms per move"
            f" (lowest of {args.repeat} runs):"
        )
        for phase in Meter.PHASES:
            print(f"  {phase:<22} {1000 * meter.thread[phase] / played:7.3f}")
        print(f"  {'other threads':<22} {1000 * other_threads / played:7.3f}")
        for name, cpu in sorted(threads.items()):
            print(f"    {name:<20} {1000 * cpu / played:7.3f}")
        print(f"  {'process total':<22} {1000 * process_cpu / played:7.3f}")
        print(
            f"  requests' thread per move: p50 {1000 * statistics.median(meter.per_move):.3f}"
            f" ms, p90 {1000 * statistics.quantiles(meter.per_move, n=10)[-1]:.3f} ms"
        )

        if args.profiler == "none":
            return
        print(f"\nprofile of {args.moves} more moves ({args.profiler}, requests' thread):")
        if args.profiler == "pyinstrument":
            from pyinstrument import Profiler

            profiler = Profiler(interval=0.0002)
            profiler.start()
            play(client, args.moves, rng, None, players)
            profiler.stop()
            print(profiler.output_text(unicode=False, color=False, show_all=False))
        else:
            import cProfile
            import pstats

            # CPU time of this thread: waits for the GIL, locks or the disk do not count.
            profile = cProfile.Profile(time.thread_time)
            profile.enable()
            play(client, args.moves, rng, None, players)
            profile.disable()
            if args.save:
                profile.dump_stats(args.save)
            stats = pstats.Stats(profile, stream=sys.stdout)
            stats.sort_stats("tottime").print_stats(args.top)
            stats.sort_stats("cumulative").print_stats(args.top)


if __name__ == "__main__":
    main()
