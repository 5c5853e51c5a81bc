"""One pass of the clock sweep over many running matches with clocks: prints figures.

    .venv/bin/python -m benchmarks.clock_sweep [--matches 10000] [--due 10]

On the embedded default (SQLite files in a temporary data directory): ``--matches``
two-player Babel matches with a one-hour per-move clock are created through the service
(events in the event store, projected once in bulk), plus ``--due`` matches whose
one-second clock has run out (``on_timeout`` lose, so no bot has to think). Then one sweep
pass (``matches.sweeps.sweep_clocks``: read-model catch-up, the indexed deadline query, the
store check and the timeouts) is timed, and a second pass, when nothing is due any more.
The goal (issue 14): a pass under one second when few matches are due.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--due", type=int, default=10)
    args = parser.parse_args()

    directory = tempfile.mkdtemp(prefix="tabula-clock-sweep-")
    os.environ["TABULA_DATA_DIR"] = directory
    os.environ.pop("DATABASE_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ["TABULA_BOT_WORKER"] = "0"
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.utils import timezone

    from matches.service import get_service
    from matches.sweeps import sweep_clocks
    from projections.models import MatchSummary
    from projections.runner import catch_up, deferred_projection

    call_command("migrate", verbosity=0)
    service = get_service()

    def create(count: int, seconds: int) -> None:
        for _ in range(count):
            match = service.create_match(
                "babel",
                2,
                listed=False,
                time_control={"kind": "per_move", "seconds": seconds},
                on_timeout={"then": "lose"},
            )
            service.join(match.id, "ann", 0)
            service.join(match.id, "bob", 1)

    started = time.perf_counter()
    with deferred_projection():
        create(args.matches, 3600)
        create(args.due, 1)
    created = time.perf_counter() - started
    started = time.perf_counter()
    catch_up(service)
    projected = time.perf_counter() - started
    running = MatchSummary.objects.filter(status="active").exclude(deadline=None).count()
    time.sleep(1.2)  # the due matches' second passes

    started = time.perf_counter()
    first = sweep_clocks(service)
    first_pass = time.perf_counter() - started
    started = time.perf_counter()
    second = sweep_clocks(service)
    second_pass = time.perf_counter() - started

    with connection.cursor() as cursor:
        query, params = (
            MatchSummary.objects.filter(deadline__lte=timezone.now())
            .order_by()
            .values_list("id", "version")
            .query.sql_with_params()
        )
        cursor.execute(f"EXPLAIN QUERY PLAN {query}", params)
        plan = " / ".join(str(row[-1]) for row in cursor.fetchall())

    print(f"matches with clocks running        {running}")
    print(
        f"created through the service         {created:.1f} s ({3 * running / created:.0f} events/s)"
    )
    print(f"projected (catch-up, bulk)          {projected:.1f} s")
    print(
        f"sweep pass, {args.due} due                 {first_pass * 1000:.1f} ms "
        f"(timed out {first.timed_out}, candidates {first.candidates})"
    )
    print(
        f"sweep pass, none due                {second_pass * 1000:.1f} ms "
        f"(timed out {second.timed_out}, candidates {second.candidates})"
    )
    print(f"deadline query plan                 {plan}")
    goal = "met" if first_pass < 1.0 and second_pass < 1.0 else "MISSED"
    print(f"goal: a pass under 1 s              {goal}")


if __name__ == "__main__":
    main()
