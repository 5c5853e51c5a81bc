"""Who plays the bot turns that ``matches.dispatch`` finds due.

``settings.TABULA_BOTS`` chooses, per process:

* ``"thread"`` (the embedded default, no broker): the server process's follower
  loop (``matches.followers``, started by ``config.wsgi`` and ``config.asgi``)
  follows the log with :class:`BotFollower` and sweeps for overdue turns every
  ``TABULA_BOT_SWEEP_SECONDS``; its bot threads (:class:`BotPlayer`, one for the quick
  levels and one for the searching ones) play the turns.
* ``"celery"`` (``CELERY_BROKER_URL`` set): the same loop follows the log and
  sweeps, but dispatching a turn is a publish (``matches.tasks``); Celery workers
  play it. Celery beat runs ``matches.tasks.sweep_due_bots`` too, so the sweep also
  happens when no web process runs the loop.
* ``"inline"``: the command that made a bot due plays it before returning
  (tests, ``selfplay``, scripts); :func:`inline_bots` switches the current
  thread to it, :func:`drain` plays everything due once.

In every mode a command only *records* its event and wakes the follower; the
HTTP request never waits for a bot (except inline, which is asked for).
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings

from games.bots import DEFAULT_BOT_LEVEL, THINK_SECONDS
from matches.aggregate import Match
from matches.background import ProcessThread, ThreadControl
from matches.bot_turns import BotTurn, due_bot_turns, play_turn_safely
from matches.dispatch import FOLLOWER_NAME, POSITION, follow, follow_log, sweep
from matches.followers import (
    LogBatch,
    LogFollower,
    PeriodicJob,
    Step,
    background_work_enabled,
    request_follow,
)
from matches.service import MatchService, get_service, may_gather
from matches.sweeps import sweep_clocks as sweep_clocks_now
from matches.tasks import publish_turns

logger = logging.getLogger(__name__)

_local = threading.local()
#: Longest wait between two looks at the log when no save asked for one
#: (events stored by other processes only show up by polling).
POLL_SECONDS = 0.5
#: Longest wait between two attempts after the store or the broker failed.
MAX_BACKOFF_SECONDS = 5.0


def bot_mode() -> str:
    return getattr(_local, "mode", None) or settings.TABULA_BOTS


@contextmanager
def inline_bots() -> Iterator[None]:
    """Within this block, commands of this thread play the bots they make due."""
    previous = getattr(_local, "mode", None)
    _local.mode = "inline"
    try:
        yield
    finally:
        _local.mode = previous


def drain(service: MatchService | None = None) -> int:
    """Play, in this thread, every bot turn due now and those that follow; return how many.

    Re-entrant calls (a bot's own move saving) return at once: the outer loop
    goes on, so a bots-only match of any length is played in a loop, not by
    recursion.
    """
    if getattr(_local, "draining", False):
        return 0
    service = service or get_service()
    _local.draining = True
    played = 0
    try:
        while True:
            turns: list[BotTurn] = []
            follow(service, turns.extend)
            if not turns:
                return played
            for turn in turns:
                if play_turn_safely(turn) is not None:
                    played += 1
    finally:
        _local.draining = False


#: A level that thinks at most this long per move plays in the quick lane.
QUICK_THINK_SECONDS = 0.5


class BotLane:
    """One thread of a process in ``thread`` mode that plays its queued turns in order.

    It never reads the log (the process's follower loop dispatches to it) and never
    polls: it sleeps until a turn is queued.
    """

    def __init__(self, name: str) -> None:
        self.queue: deque[BotTurn] = deque()
        #: Turns queued or being played here: the sweep leaves them alone.
        self.pending: set[BotTurn] = set()
        self.lock = threading.Lock()
        self.thread = ProcessThread(name, self.run)

    def dispatch(self, turns: list[BotTurn]) -> None:
        with self.lock:
            for turn in turns:
                if turn not in self.pending:
                    self.pending.add(turn)
                    self.queue.append(turn)
        self.thread.wake()

    def pending_turns(self) -> set[BotTurn]:
        with self.lock:
            return set(self.pending)

    def run(self, control: ThreadControl) -> None:
        from django.db import close_old_connections

        while not control.stopping:
            with self.lock:
                turn = self.queue.popleft() if self.queue else None
            if turn is None:
                control.wait()
                continue
            try:
                # Its move wakes the follower loop (after_save), which queues what follows.
                play_turn_safely(turn)
            finally:
                with self.lock:
                    self.pending.discard(turn)
                close_old_connections()


class BotPlayer:
    """The bot threads of a process in ``thread`` mode: a quick lane and a search lane.

    Levels that think at most ``QUICK_THINK_SECONDS`` a move (random, greedy) play in the
    ``tabula-bots`` thread, the searching levels (mcts, strong) in ``tabula-bots-search``:
    a random bot's move never queues behind another match's two-second search. Within a
    lane, the matches take turns (each has at most one turn queued at a time).
    """

    def __init__(self) -> None:
        self.quick = BotLane("tabula-bots")
        self.search = BotLane("tabula-bots-search")
        self.lanes = (self.quick, self.search)

    def dispatch(self, turns: list[BotTurn]) -> None:
        by_lane: dict[BotLane, list[BotTurn]] = {}
        for turn in turns:
            lane = self.quick if _thinks_quickly(turn) else self.search
            by_lane.setdefault(lane, []).append(turn)
        for lane, lane_turns in by_lane.items():
            lane.dispatch(lane_turns)

    def pending_turns(self) -> set[BotTurn]:
        return set().union(*(lane.pending_turns() for lane in self.lanes))

    def start(self) -> None:
        for lane in self.lanes:
            lane.thread.start()

    def stop(self) -> None:
        for lane in self.lanes:
            lane.thread.stop()


def _thinks_quickly(turn: BotTurn) -> bool:
    match_id, seat, version = turn
    # The follower has just read the match at that version: it is in this process's cache.
    level = get_service().read_match_at(match_id, version).seats[seat]["bot"]
    return THINK_SECONDS.get(level, THINK_SECONDS[DEFAULT_BOT_LEVEL]) <= QUICK_THINK_SECONDS


player = BotPlayer()


def dispatch_turns(turns: list[BotTurn]) -> None:
    """The served process's dispatcher: a Celery publish, or this process's player."""
    if settings.TABULA_BOTS == "celery":
        publish_turns(turns)
    else:
        player.dispatch(turns)


class BotFollower(LogFollower):
    """Dispatches the bot turns the log makes due (``matches.dispatch``)."""

    name = FOLLOWER_NAME
    #: Events stored by other processes only show up by polling.
    poll_seconds = POLL_SECONDS
    # A save in a match with a bot seat asks for a look at once (``after_save``).
    gather_seconds = 0.0
    #: Half a poll early: sharing a pass costs less than a pass of its own.
    join_early_seconds = 0.25
    first_retry_seconds = 0.5
    max_retry_seconds = MAX_BACKOFF_SECONDS
    tracked = POSITION

    def enabled(self) -> bool:
        return background_work_enabled()

    def start(self) -> None:
        if settings.TABULA_BOTS != "celery":
            player.start()

    def stop(self) -> None:
        player.stop()

    def follow(self, service: MatchService, log: LogBatch) -> Step:
        return follow_log(service, dispatch_turns, log)


def sweep_bots(service: MatchService) -> None:
    # The loop caught the match index up just before (its follower's ``before_jobs``).
    sweep(service, dispatch_turns, skip=player.pending_turns(), catch_up_first=False)


def sweep_clocks(service: MatchService) -> None:
    # Timeouts and abandoned matches (matches.sweeps); a seat handed over to a bot is
    # found by the bot follower like any other move.
    sweep_clocks_now(service, catch_up_first=False)


#: The loop's periodic jobs of the match application (registered by ``config.wiring``).
PERIODIC_JOBS = (
    PeriodicJob("bot sweep", lambda: settings.TABULA_BOT_SWEEP_SECONDS, sweep_bots),
    PeriodicJob("clock sweep", lambda: settings.TABULA_CLOCK_SWEEP_SECONDS, sweep_clocks),
)


def after_save(service: MatchService, match: Match) -> None:
    """The service hook: a stored event may have made a bot due."""
    if bot_mode() == "inline":
        if due_bot_turns(match):  # no bot due here: a later command's drain follows on
            drain(service)
        return
    if _has_bot_seat(match):
        # Only a match with a bot seat can have made a bot due: the follower looks at
        # once. Moves between humans are followed at its next poll, in one batch,
        # instead of costing every move a follower pass.
        if not request_follow(FOLLOWER_NAME) and bot_mode() == "celery":
            publish_due_turns(match)


def publish_due_turns(match: Match) -> None:
    """A process without a follower loop (a Celery worker that just played a bot's move)
    publishes the bots now due itself: waiting for a web process's next poll would cost every
    action of a bot's turn up to ``POLL_SECONDS``. Publishing twice is harmless (a turn is
    played at its version, once); a refused publish is left to the followers and the sweep."""
    try:
        publish_turns(due_bot_turns(match))
    except Exception:
        logger.warning("publishing the next bot turn of %s failed; the sweep will", match.id)


def _has_bot_seat(match: Match) -> bool:
    return any(seat["bot"] is not None for seat in match.seats)


def install_bot_hook(service: MatchService) -> None:
    # Within ``MatchService.gathering`` (a bot's turn of several actions) the turns due are
    # published once, after its last action: the bot goes on with its own turn meanwhile.
    service.after_save.append(may_gather(lambda match: after_save(service, match)))
