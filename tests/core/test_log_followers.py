"""One follower loop per served process: one read of the log per pass, feeding every follower.

The loop's passes are driven here by hand (``FollowerLoop.run_pass`` with the moment it
runs at), on the real followers: the bot dispatcher, the read models, the alerts outbox and
the ratings.
"""

from __future__ import annotations

import math
import os
import random
import threading
import time

import pytest

from alerts.models import EmailNotice
from alerts.worker import AlertsFollower
from matches.aggregate import Match
from matches.background import ProcessThread, ThreadControl
from matches.followers import FollowerLoop, LogBatch, LogFollower, PeriodicJob, Step
from matches.models import FollowerPosition
from matches.worker import BotFollower
from projections.models import MatchRecord, MatchSummary, Rating
from projections.runner import RatingsFollower, ReadModelFollower, deferred_projection
from tests.accounts import user
from tests.moves import play_random
from tests.ratings.helpers import seated_match

pytestmark = pytest.mark.django_db


@pytest.fixture
def served(settings, monkeypatch):
    """As in a served process: commands store events; the loop does the rest.

    Bot turns the loop dispatches are collected here instead of being played.
    """
    settings.TABULA_BOTS = "thread"
    dispatched: list = []
    monkeypatch.setattr("matches.worker.dispatch_turns", dispatched.extend)
    return dispatched


@pytest.fixture
def log_reads(service, monkeypatch):
    """How often the event log is read: (max_notification_id calls, select_notifications calls)."""
    counts = {"newest": 0, "select": 0}
    recorder = service.recorder
    newest, select = recorder.max_notification_id, recorder.select_notifications

    def counted_newest():
        counts["newest"] += 1
        return newest()

    def counted_select(*args, **kwargs):
        counts["select"] += 1
        return select(*args, **kwargs)

    monkeypatch.setattr(recorder, "max_notification_id", counted_newest)
    monkeypatch.setattr(recorder, "select_notifications", counted_select)
    return counts


def real_loop() -> FollowerLoop:
    return FollowerLoop([BotFollower(), ReadModelFollower(), AlertsFollower(), RatingsFollower()])


def saved(loop: FollowerLoop) -> None:
    """What the save hooks of a served process ask of its loop after a move."""
    for name in loop.states:
        loop.request(name)


def two_matches(service):
    """ann (with an e-mail address) against bob, and ann against a bot."""
    user("ann", "ann@example.org")
    user("bob")
    humans = service.create_match("babel", 2, seed=3, listed=False)
    service.join(humans.id, "ann", 0)
    humans = service.join(humans.id, "bob", 1)
    versus = service.create_match("babel", 2, seed=4, listed=False)
    service.join(versus.id, "ann", 0)
    versus = service.add_bot(versus.id, 1, "random")
    return humans, versus


def move(service, match: Match, seat: int) -> Match:
    action = match.engine.legal_actions(match.state, seat)[-1]
    name = match.seats[seat]["username"]
    return service.act(match.id, seat, action, match.version, actor=f"user:{name}")


def until_to_act(service, match: Match, seat: int) -> Match:
    """Moves of the other seat(s) until ``seat`` is to act."""
    while seat not in match.to_act:
        match = move(service, match, match.to_act[0])
    return match


def positions(service, followers=("bot-dispatch", "alerts", "read-models")) -> dict[str, int]:
    """The positions recorded in the database (0: none yet): one table for every follower."""
    rows = dict(
        FollowerPosition.objects.filter(application_name=service.name).values_list(
            "follower", "notification_id"
        )
    )
    return {follower: rows.get(follower, 0) for follower in followers}


def test_one_pass_reads_the_log_once_and_feeds_every_follower(service, served, log_reads):
    humans, versus = two_matches(service)
    loop = real_loop()
    loop.run_pass(service, time.monotonic())  # everything up to now: creations, seats, starts
    served.clear()
    humans = until_to_act(service, humans, 1)
    with deferred_projection():  # as a move in a served process: the loop catches up
        humans = until_to_act(service, humans, 0)  # ann's turn: an e-mail notice
        versus = until_to_act(service, versus, 1)  # the bot's turn: dispatched
    saved(loop)
    log_reads.update(newest=0, select=0)

    loop.run_pass(service, time.monotonic() + 10)

    assert log_reads == {"newest": 1, "select": 1}, "one look and one read for four followers"
    newest = service.recorder.max_notification_id()
    assert positions(service) == {"bot-dispatch": newest, "alerts": newest, "read-models": newest}
    assert loop.states["ratings"].known == newest, "moves passed over by the ratings"
    assert served == [(str(versus.id), 1, versus.version)]
    assert MatchSummary.objects.get(id=humans.id).version == humans.version
    assert MatchSummary.objects.get(id=versus.id).version == versus.version
    notice = EmailNotice.objects.get(match_id=humans.id, version=humans.version)
    assert notice.user.username == "ann" and notice.seat == 0


def test_an_idle_pass_is_one_look_at_the_log_and_no_query(
    service, served, log_reads, django_assert_num_queries
):
    two_matches(service)
    loop = real_loop()
    loop.run_pass(service, time.monotonic())
    log_reads.update(newest=0, select=0)
    with django_assert_num_queries(0):
        loop.run_pass(service, time.monotonic() + 10)
    assert log_reads == {"newest": 1, "select": 0}


def test_moves_that_call_for_nothing_are_passed_over_without_a_write(
    service, served, log_reads, monkeypatch
):
    # Nobody has an address or a hook, no seat is a bot: the bots and the alerts have
    # nothing to do with these moves, and take no lock for them.
    monkeypatch.setattr("matches.followers.PASSED_OVER_PERSIST_SECONDS", 3600.0)
    user("carl")
    user("dora")
    match = service.create_match("babel", 2, seed=5, listed=False)
    service.join(match.id, "carl", 0)
    match = service.join(match.id, "dora", 1)
    loop = real_loop()
    loop.run_pass(service, time.monotonic())
    before = positions(service)
    with deferred_projection():
        for _ in range(3):
            match = move(service, match, match.to_act[0])
    saved(loop)

    loop.run_pass(service, time.monotonic() + 10)

    after = positions(service)
    newest = service.recorder.max_notification_id()
    assert after["read-models"] == newest, "the read models project every move"
    # Recorded lazily: the rows did not move in this pass...
    assert after["bot-dispatch"] == before["bot-dispatch"] < newest
    assert after["alerts"] == before["alerts"] < newest
    # ...while this process moved on: the next pass does not read those moves again.
    assert loop.states["bot-dispatch"].known == loop.states["alerts"].known == newest
    assert loop.states["ratings"].known == newest
    log_reads.update(newest=0, select=0)
    loop.run_pass(service, time.monotonic() + 20)
    assert log_reads == {"newest": 1, "select": 0}

    # Now and then the rows are moved on too (forward only).
    monkeypatch.setattr("matches.followers.PASSED_OVER_PERSIST_SECONDS", 0.0)
    move(service, match, match.to_act[0])
    saved(loop)
    loop.run_pass(service, time.monotonic() + 30)
    newest = service.recorder.max_notification_id()
    assert positions(service) == {"bot-dispatch": newest, "alerts": newest, "read-models": newest}


def test_a_failing_follower_neither_stops_the_others_nor_loses_its_position(
    service, served, monkeypatch
):
    humans, versus = two_matches(service)
    loop = real_loop()
    start = time.monotonic()
    loop.run_pass(service, start)
    projected = positions(service)["read-models"]
    with deferred_projection():
        humans = until_to_act(service, until_to_act(service, humans, 1), 0)
        versus = until_to_act(service, versus, 1)
    saved(loop)

    def broken_flush(self):
        raise RuntimeError("read-model database full")

    # The read models follow between the bots and the alerts: both still do their part.
    monkeypatch.setattr("projections.projector.Projector.flush", broken_flush)
    now = start + 10
    loop.run_pass(service, now)

    newest = service.recorder.max_notification_id()
    after = positions(service)
    assert after["read-models"] == projected, "nothing projected, nothing recorded"
    assert MatchSummary.objects.get(id=humans.id).version < humans.version
    assert after["bot-dispatch"] == after["alerts"] == newest
    assert served == [(str(versus.id), 1, versus.version)]
    assert EmailNotice.objects.filter(match_id=humans.id, version=humans.version).exists()
    state = loop.states["read-models"]
    assert state.failures == 1 and state.due_at == now + ReadModelFollower.first_retry_seconds

    # A request does not cut its backoff short; at its time it follows again, and heals.
    loop.request("read-models", at=now)
    loop.next_due()
    assert state.due_at == now + ReadModelFollower.first_retry_seconds
    monkeypatch.undo()
    loop.run_pass(service, now + ReadModelFollower.first_retry_seconds)
    assert positions(service)["read-models"] == newest
    assert MatchSummary.objects.get(id=humans.id).version == humans.version
    assert loop.states["read-models"].failures == 0
    assert served == [(str(versus.id), 1, versus.version)], "no turn dispatched twice"


def test_the_ratings_are_a_follower_of_their_own(service, served, monkeypatch):
    """A match finished while nothing projected is rated by the loop; a failing ratings
    projection holds up neither the read models nor anything else, and loses its place."""
    user("ann")
    user("bob")
    with deferred_projection():  # as moves in a served process: the loop projects them
        match = play_random(
            service, seated_match(service, "babel", ["ann", "bob"]), random.Random(1)
        )
    loop = FollowerLoop([ReadModelFollower(), RatingsFollower()])

    def broken_flush(self):
        raise RuntimeError("ratings tables locked")

    monkeypatch.setattr("projections.ratings.RatingsProjector.flush", broken_flush)
    now = time.monotonic()
    loop.run_pass(service, now)
    newest = service.recorder.max_notification_id()
    followers = ("read-models", "ratings")
    assert positions(service, followers) == {"read-models": newest, "ratings": 0}
    assert MatchSummary.objects.get(id=match.id).status == "finished"
    assert not MatchRecord.objects.filter(id=match.id).exists()
    assert loop.states["ratings"].failures == 1 and loop.states["read-models"].failures == 0

    monkeypatch.undo()
    loop.run_pass(service, now + RatingsFollower.first_retry_seconds)
    assert positions(service, followers) == {"read-models": newest, "ratings": newest}
    assert MatchRecord.objects.get(id=match.id).rating_applied
    assert sorted(Rating.objects.values_list("username", flat=True)) == ["ann", "bob"]


def test_a_failing_job_does_not_stop_the_next(service, served):
    ran: list[str] = []

    def broken(service):
        ran.append("broken")
        raise RuntimeError("sweep failed")

    loop = FollowerLoop(
        [ReadModelFollower()],
        [PeriodicJob("broken", lambda: 5.0, broken), PeriodicJob("next", lambda: 60.0, ran.append)],
    )
    loop.run_pass(service, 100.0)
    assert ran == ["broken", service]
    # Both wait their intervals. The read models (caught up before the jobs) wait for a
    # request, or with SQLite look again in 0.1 s (this process holds the projector lease).
    assert [job.due_at for job in loop.job_states] == [105.0, 160.0]
    poll = loop.states["read-models"].follower.poll_seconds
    assert loop.states["read-models"].due_at == (math.inf if poll is None else 100.0 + poll)


class Recording(LogFollower):
    """A follower that only notes what it was given (for the loop's timing rules)."""

    def __init__(self, name: str, **timing: float | None) -> None:
        self.name = name
        for key, value in timing.items():
            setattr(self, key, value)
        self.batches: list[LogBatch] = []

    def position(self, service) -> int:
        return 0

    def follow(self, service, log: LogBatch) -> Step:
        self.batches.append(log)
        return Step(len(log.notifications), log.end, log.complete)


def test_each_follower_keeps_its_own_timing(service):
    match = service.create_match("babel", 2, seed=1, listed=False)
    bots = Recording("bots", poll_seconds=0.5, join_early_seconds=0.25)
    read_models = Recording("read-models", gather_seconds=0.1)
    alerts = Recording("alerts", poll_seconds=1.0, gather_seconds=0.2, join_early_seconds=0.1)
    loop = FollowerLoop([bots, read_models, alerts])
    assert loop.next_due() == 0.0, "every follower looks once at the start"
    loop.run_pass(service, 0.0)
    assert [len(f.batches) for f in (bots, read_models, alerts)] == [1, 1, 1]
    assert bots.batches[0] is read_models.batches[0] is alerts.batches[0], "one read for all"

    # Polls: the bots every 0.5 s, the alerts every second; the read models never.
    assert [loop.states[n].due_at for n in ("bots", "read-models", "alerts")] == [
        0.5,
        math.inf,
        1.0,
    ]
    # Requests gather: the bots at once, the read models 0.1 s, the alerts 0.2 s.
    for name in ("read-models", "alerts"):
        loop.request(name, at=0.3)
    assert loop.next_due() == pytest.approx(0.4)
    assert loop.states["alerts"].due_at == pytest.approx(0.5)
    match = service.join(match.id, "ann", 0)

    # The read models' pass at 0.42: the bots (due 0.5) and the alerts (due 0.5) join it.
    loop.run_pass(service, 0.42)
    assert [len(f.batches) for f in (bots, read_models, alerts)] == [2, 2, 2]
    assert [n.originator_version for n in read_models.batches[1].notifications] == [2]
    loop.request("bots", at=0.45)
    assert loop.next_due() == 0.45


def test_a_store_that_cannot_be_read_backs_every_due_follower_off(service, monkeypatch):
    service.create_match("babel", 2, seed=1, listed=False)
    bots = Recording("bots", poll_seconds=0.5, first_retry_seconds=0.5)
    loop = FollowerLoop([bots])

    def down():
        raise ConnectionError("event store down")

    monkeypatch.setattr(service.recorder, "max_notification_id", down)
    loop.run_pass(service, 0.0)
    loop.run_pass(service, 0.5)
    assert bots.batches == [] and loop.states["bots"].failures == 2
    assert loop.states["bots"].due_at == 1.5, "0.5 s, then 1 s"
    monkeypatch.undo()
    loop.run_pass(service, 1.5)
    assert len(bots.batches) == 1 and loop.states["bots"].failures == 0


# -- the background thread helper ---------------------------------------------------------


def test_a_process_thread_starts_once_wakes_and_stops():
    woken = threading.Event()
    runs: list[ThreadControl] = []

    def run(control: ThreadControl) -> None:
        runs.append(control)
        while not control.stopping:
            if control.wait():
                woken.set()

    thread = ProcessThread("tabula-test", run)
    assert thread.start() is True
    assert thread.start() is False, "one thread per process"
    thread.wake()
    assert woken.wait(5)
    names = [t.name for t in threading.enumerate()]
    assert names.count("tabula-test") == 1
    thread.stop()
    assert not thread.alive()
    assert "tabula-test" not in [t.name for t in threading.enumerate()]
    thread.wake()  # stopped: a no-op
    assert thread.start() is True and len(runs) == 2, "started again after a stop"
    thread.stop()


def test_a_forked_process_starts_its_own_thread(monkeypatch):
    controls: list[ThreadControl] = []

    def run(control: ThreadControl) -> None:
        controls.append(control)
        control.sleep(30)

    thread = ProcessThread("tabula-test-fork", run)
    thread.start()
    parent_pid = os.getpid()
    # In a forked child the parent's thread object says alive, but no such thread runs there.
    monkeypatch.setattr("matches.background.os.getpid", lambda: parent_pid + 1)
    assert not thread.alive()
    assert thread.start() is True
    monkeypatch.undo()
    thread.stop()
    for control in controls:
        control.stop()


# -- one background projector per SQLite data directory -----------------------------------


@pytest.fixture
def lease():
    """The process's projector lease, given back after the test."""
    from projections.runner import projector_lease

    yield projector_lease
    projector_lease.release()


def test_one_process_of_a_data_directory_projects_for_all(service, lease):
    """A second process (another lease on the same lock file) leaves the projecting to the
    first, which also projects the second's commands; when the first is gone, it takes over."""
    from matches.storage import postgres_url
    from projections.runner import ProjectorLease

    if postgres_url():
        pytest.skip("with PostgreSQL every process projects its own commands")

    other = ProjectorLease()
    assert lease.take()
    assert not other.take() and other.held_elsewhere()
    match = service.create_match("babel", 2, seed=5)
    with deferred_projection():  # stored by "the other process", not projected there
        service.join(match.id, "ann", 0)
    log_end = service.recorder.max_notification_id()

    follower = ReadModelFollower()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("projections.runner.projector_lease", other)
        passed = follower.follow(service, read_whole_log(service))
        assert passed.handled == 0 and passed.position == log_end
        assert MatchSummary.objects.get(id=match.id).seats[0]["username"] is None
    assert follower.poll_seconds == 1.0  # the holder looks by itself: every second when quiet
    follower.follow(service, read_whole_log(service))
    assert MatchSummary.objects.get(id=match.id).seats[0]["username"] == "ann"
    assert follower.poll_seconds == 0.1  # ...and every 0.1 s while there is something to project

    lease.release()  # the first process ends: the operating system drops its lock
    assert other.take() and not other.held_elsewhere()
    other.release()


def read_whole_log(service) -> LogBatch:
    from matches.followers import read_log

    return read_log(service, 0, service.recorder.max_notification_id() or 0)
