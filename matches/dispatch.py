"""Work that follows from events, dispatched from the event log (not from requests).

Two sources feed the bot players, so that no bot turn is ever lost and none is
played twice:

* **The follower** reads the service's notification log from a recorded
  position, like a projection (eventsourcing's process-application idea: a
  policy over the log plus a tracked position). For each match whose newest
  ``Started``/``ActionApplied`` (or takeback) event it reads is still the match's
  current version, the policy (:func:`matches.bot_turns.due_bot_turns`) names
  the bot seats to act, and the follower hands each turn to a *dispatcher* (an
  in-process queue, a Celery publish, or a list for a synchronous drain). The position advances in the
  same database transaction, with the tracking row locked, only when the
  dispatcher accepted every turn: concurrent followers in several processes
  never dispatch one notification twice, and a crash (or a broker outage)
  resumes where the position stands.
* **The sweep** looks for bot turns that were dispatched but never played (a
  process killed while its bot was thinking, a task lost with its broker) -
  active matches whose bot seat has been due for longer than
  ``TABULA_BOT_SWEEP_GRACE`` seconds - and dispatches them again.

Both only ever *dispatch*; a turn is played by ``matches.bot_turns.play_bot_turn``,
which acts with the version the turn was due at as the expected version, so a
turn dispatched twice is still played exactly once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from eventsourcing.persistence import Notification

from matches.aggregate import Match, topics_of
from matches.bot_turns import BotTurn, due_bot_turns
from matches.followers import LogBatch, Step, TrackedPosition
from matches.match_index import match_index
from matches.service import MatchService

logger = logging.getLogger(__name__)

FOLLOWER_NAME = "bot-dispatch"
#: The events after which a bot seat can be due.
TOPICS = topics_of(
    Match.Started,
    Match.ActionApplied,
    # A bot takes over a timed-out or resigned seat (matches.clocks); a reclaim or an abort
    # leaves nothing due, which the policy sees for itself.
    Match.SeatHandedToBot,
    Match.SeatReclaimed,
    Match.TimedOut,
    Match.Resigned,
    # A takeback request moves the version on (so a bot turn due before it is stale and due
    # again after it), and a takeback can hand the turn back to a bot.
    Match.TakebackRequested,
    Match.TakebackAnswered,
    Match.MovesTakenBack,
)

#: Takes the turns found due; raises to refuse them (the position then stays).
Dispatcher = Callable[[list[BotTurn]], None]

#: This follower's position in the log (its ``FollowerPosition`` row).
POSITION = TrackedPosition(FOLLOWER_NAME, TOPICS)


def follow(service: MatchService, dispatch: Dispatcher, batch: int = 200) -> int:
    """Dispatch the bot turns made due by every notification not yet followed.

    Returns how many turns were dispatched. Raises whatever ``dispatch`` raised
    (nothing of that batch is then recorded as followed).
    """
    return POSITION.follow(
        service, lambda notifications: _dispatch(service, dispatch, notifications), batch
    )


def follow_log(service: MatchService, dispatch: Dispatcher, log: LogBatch) -> Step:
    """One step over a batch the process's loop read for all its followers.

    The turns found due while deciding whether the batch calls for work are the ones
    dispatched: each match is read once per step, not twice. A match that moved on in
    between only makes a turn stale, which its task then finds and leaves.
    """
    found: dict[tuple[int, ...], list[BotTurn]] = {}

    def due(notifications: list[Notification]) -> list[BotTurn]:
        key = tuple(notification.id for notification in notifications)
        if key not in found:
            found[key] = _due_turns(service, notifications)
        return found[key]

    return POSITION.step(
        service,
        lambda notifications: _dispatch_turns(dispatch, due(notifications)),
        log=log,
        calls_for_work=lambda notifications: bool(due(notifications)),
    )


def _dispatch(
    service: MatchService, dispatch: Dispatcher, notifications: list[Notification]
) -> int:
    return _dispatch_turns(dispatch, _due_turns(service, notifications))


def _dispatch_turns(dispatch: Dispatcher, turns: list[BotTurn]) -> int:
    if turns:
        dispatch(turns)
    return len(turns)


def _due_turns(service: MatchService, notifications: list[Notification]) -> list[BotTurn]:
    # Only the newest event read of each match matters: a bot due at an older
    # version has played already, or been overtaken.
    newest_version = {n.originator_id: n.originator_version for n in notifications}
    return [
        turn
        for match_id, version in newest_version.items()
        for turn in _due_at(service, match_id, version)
    ]


def _due_at(service: MatchService, match_id, version: int) -> list[BotTurn]:
    match = service.read_match(match_id)
    if match.version != version:
        return []  # the match moved on; a later notification speaks for it
    return due_bot_turns(match)


def sweep(
    service: MatchService,
    dispatch: Dispatcher,
    grace: float | None = None,
    skip: Iterable[BotTurn] = (),
    catch_up_first: bool = True,
) -> list[BotTurn]:
    """Dispatch again every bot turn due for longer than ``grace`` seconds.

    ``skip``: turns the caller knows are queued or being played. Candidates come
    from the match index (the lobby read model, brought up to date first unless the
    caller just did) and are checked against the event store before they are dispatched.
    """
    index = match_index()
    grace = settings.TABULA_BOT_SWEEP_GRACE if grace is None else grace
    try:
        if catch_up_first:
            index.catch_up(service)
    except Exception:
        # A stale index only hides candidates until the next sweep.
        logger.warning("sweep: could not bring the match index up to date", exc_info=True)
    cutoff = timezone.now() - timedelta(seconds=grace)
    skipped = set(skip)
    turns: list[BotTurn] = []
    for match_id in index.bot_turns_waiting(cutoff):
        match = service.read_match(match_id)
        turns.extend(turn for turn in due_bot_turns(match) if turn not in skipped)
    if turns:
        logger.warning("sweep: %d bot turn(s) overdue, dispatching again: %s", len(turns), turns)
        dispatch(turns)
    return turns
