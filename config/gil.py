"""The interpreter's settings for a served process: its GIL's switch interval, and what
its garbage collector skips.

How often Python hands its GIL between the threads of a served process:

A served process runs its requests in threads (gunicorn's ``--threads``, Django's thread pool
under ASGI). A request thread gives the GIL up at every database call and socket write,
and to take it back it waits for the thread holding it to reach the switch interval:
5 ms by default, tuned for long computations. A request makes a few such calls, so with
several requests in flight each waited up to 5 ms per call. At 1 ms the side-by-side
benchmark (8 matches, ``--workers 2 --threads 4``) accepts about 15 % more moves per second
and its p99 latency drops by a third; at 0.2 ms and below the switching itself costs more
(docs/serving.md). ``TABULA_SWITCH_INTERVAL`` (seconds) overrides it.
"""

from __future__ import annotations

import gc
import os
import sys

DEFAULT_SWITCH_INTERVAL = 0.001


def tune_switch_interval() -> None:
    sys.setswitchinterval(
        float(os.environ.get("TABULA_SWITCH_INTERVAL") or DEFAULT_SWITCH_INTERVAL)
    )


def freeze_startup_objects() -> None:
    """Leave the objects of a loaded application out of every later garbage collection.

    A loaded process holds about 200,000 objects (modules, classes, URL patterns, the
    settings) that live as long as it does; each full collection walked all of them again,
    about 7 % of a move's CPU in a served process (``benchmarks/move_profile.py``).
    ``gc.freeze`` (CPython's own advice for servers) moves them to a generation that is
    never collected; what the process allocates later is collected as before.
    ``TABULA_GC_FREEZE=0`` leaves the collector as it is.
    """
    if os.environ.get("TABULA_GC_FREEZE", "1") != "0":
        gc.collect()
        gc.freeze()
