"""A named daemon thread per process: started once, stoppable, wakeable.

A served process (``config.wsgi``, ``config.asgi``) does its background work in such
threads: the log followers (``matches.followers``), the bot player (``matches.worker``) and
the alerts sender (``alerts.worker``). ``start`` is idempotent and safe after a fork: a
forked child (a gunicorn worker) inherits the parent's object but not its thread, so it
starts its own.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable

logger = logging.getLogger(__name__)


class ThreadControl:
    """What a running background thread listens to: wake-ups and the request to stop."""

    def __init__(self) -> None:
        self._woken = threading.Event()
        self._stopping = threading.Event()

    @property
    def stopping(self) -> bool:
        return self._stopping.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Sleep until woken, stopped or ``timeout`` seconds passed; return whether woken.

        The wake-up is consumed: a wake that arrives while the thread works is kept
        until its next ``wait``, which then returns at once.
        """
        woken = self._woken.wait(timeout)
        self._woken.clear()
        return woken

    def sleep(self, seconds: float) -> bool:
        """Sleep ``seconds`` whatever wakes come (they are kept); False when stopped."""
        return not self._stopping.wait(seconds)

    def wake(self) -> None:
        self._woken.set()

    def stop(self) -> None:
        self._stopping.set()
        self._woken.set()


class ProcessThread:
    """One daemon thread named ``name`` running ``run(control)`` in this process."""

    def __init__(self, name: str, run: Callable[[ThreadControl], None]) -> None:
        self.name = name
        self.run = run
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._control: ThreadControl | None = None
        self._pid: int | None = None

    def alive(self) -> bool:
        thread, control = self._thread, self._control
        return (
            thread is not None
            and control is not None
            and self._pid == os.getpid()
            and thread.is_alive()
            and not control.stopping
        )

    def start(self) -> bool:
        """Start the thread unless it runs in this process already; return whether it started."""
        with self._lock:
            if self.alive():
                return False
            # A fresh control each time: a thread stopped (or left behind by a fork) never
            # mistakes its successor's signals for its own.
            control = ThreadControl()
            thread = threading.Thread(
                target=self._guarded, args=(control,), name=self.name, daemon=True
            )
            self._thread, self._control, self._pid = thread, control, os.getpid()
            thread.start()
            return True

    def stop(self, timeout: float = 10.0) -> None:
        """Ask the thread to stop and wait up to ``timeout`` seconds for it to end."""
        with self._lock:
            thread, control, pid = self._thread, self._control, self._pid
            self._thread = self._control = self._pid = None
        if control is not None and pid == os.getpid():
            control.stop()
            if thread is not None and thread is not threading.current_thread():
                thread.join(timeout)

    def wake(self) -> None:
        """Wake the thread if it runs in this process (a no-op otherwise)."""
        control = self._control
        if control is not None and self._pid == os.getpid():
            control.wake()

    def _guarded(self, control: ThreadControl) -> None:
        try:
            self.run(control)
        except Exception:
            # The loops catch their own failures; this is a bug. The next start() restarts it.
            logger.exception("background thread %s ended with an error", self.name)
