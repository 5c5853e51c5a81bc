"""The match application's Celery tasks: bot turns and celery beat's periodic jobs.

``play_bot_turn`` is published by ``matches.worker`` (``TABULA_BOTS=celery``) and plays one
turn as ``matches.bot_turns.play_bot_turn`` does in process. The periodic jobs are what the
follower loop of a served process runs by itself (``matches.followers``), for deployments
where celery beat runs them too.
"""

from __future__ import annotations

from celery import shared_task

from matches import bot_turns
from matches.bot_turns import BotTurn
from matches.dispatch import follow, sweep
from matches.service import get_service
from matches.sweeps import sweep_clocks as sweep_clocks_now

#: How long one task goes on playing a bot's turn of several actions before it leaves the
#: rest to a next task: well within the broker's visibility timeout (its slowest bot's
#: thinking plus 10 s), so a long turn is never delivered twice.
TURN_SECONDS = 1.0


@shared_task(acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def play_bot_turn(match_id: str, seat: int, version: int) -> int | None:
    """Play the bot's move if the match is still at ``version`` and ``seat`` is to act, then
    the moves of the same turn that follow (``bot_turns.play_bot_actions``); return the last
    new version, None when there was nothing to do.

    One task per turn rather than per action: each task costs the worker its own message,
    match read and read-model catch-up, more than a random bot's move itself.
    """
    return bot_turns.play_bot_actions(match_id, seat, version, TURN_SECONDS)


def publish_turns(turns: list[BotTurn]) -> None:
    """Send turns to Celery workers; raises when the broker does not take them."""
    for turn in turns:
        play_bot_turn.apply_async(
            args=turn,
            retry=True,
            retry_policy={"max_retries": 1, "interval_start": 0.2, "interval_step": 0.2},
        )


@shared_task(ignore_result=True)
def sweep_due_bots() -> int:
    """Celery beat's periodic job: follow the log, then dispatch overdue bot turns again."""
    service = get_service()
    dispatched = follow(service, publish_turns)
    return dispatched + len(sweep(service, publish_turns))


@shared_task(ignore_result=True)
def sweep_clocks() -> int:
    """Celery beat's periodic job: time out seats whose clock ran out, abort abandoned matches."""
    result = sweep_clocks_now(get_service())
    return result.timed_out + result.abandoned
