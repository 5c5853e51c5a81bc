"""Deadlines hold when a command arrives, not only when the sweep next looks (every few
seconds), and a command sent twice at once answers as the first one did."""

from __future__ import annotations

import random
import threading

import pytest

from matches.errors import OutOfTime
from matches.sweeps import sweep_clocks
from tests.clocks.test_clocks import PER_MINUTE, RANDOM_BOT, events_of, seated, two_humans

pytestmark = pytest.mark.django_db


def kinds(service, match_id) -> list[str]:
    return [type(event).__name__ for event in events_of(service, match_id)]


def test_a_move_after_the_deadline_is_refused_and_the_timeout_recorded_at_once(service, clock):
    match = two_humans(service)
    seat = match.to_act[0]
    action = random.Random(1).choice(match.engine.legal_actions(match.state, seat))
    clock.shift(63.5)  # past the 60 s, before the next sweep would run
    with pytest.raises(OutOfTime, match="a bot plays the seat now"):
        service.act(match.id, seat, action, match.version, actor=f"user:{['ann', 'bob'][seat]}")
    after = service.get_match(match.id)
    assert after.seats[seat]["bot"] == "random" and after.seats[seat]["handed_over"] == "timeout"
    assert "ActionApplied" not in kinds(service, match.id)[: match.version + 1]
    assert kinds(service, match.id)[match.version : match.version + 2] == [
        "TimedOut",
        "SeatHandedToBot",
    ]
    assert sweep_clocks(service).timed_out == 0, "nothing left for the sweep"


def test_a_move_after_the_deadline_of_a_lose_on_time_match_forfeits(service, clock):
    match = two_humans(service, on_timeout={"then": "lose"})
    seat = match.to_act[0]
    action = match.engine.legal_actions(match.state, seat)[0]
    clock.shift(61)
    with pytest.raises(OutOfTime, match="the seat forfeits"):
        service.act(match.id, seat, action, match.version, actor=f"user:{['ann', 'bob'][seat]}")
    after = service.get_match(match.id)
    assert after.status == "finished" and after.result["forfeited"] == [seat]


def test_a_move_in_time_is_played(service, clock):
    match = two_humans(service)
    seat = match.to_act[0]
    action = match.engine.legal_actions(match.state, seat)[0]
    clock.shift(59)
    played = service.act(
        match.id, seat, action, match.version, actor=f"user:{['ann', 'bob'][seat]}"
    )
    assert played.version == match.version + 1


def test_a_late_move_over_http_is_a_409_out_of_time(service, clock, register):
    (_, ann), (_, bob) = register("ann"), register("bob")
    created = ann.post(
        "/api/v1/matches/",
        {"game": "babel", "players": 2, "time_control": PER_MINUTE, "on_timeout": RANDOM_BOT},
        format="json",
    )
    assert created.status_code == 201, created.data
    match_id = created.data["id"]
    for seat, client in enumerate((ann, bob)):
        assert client.post(f"/api/v1/matches/{match_id}/join/", {"seat": seat}).status_code == 200
    to_act = ann.get(f"/api/v1/matches/{match_id}/").data["to_act"][0]
    mover = (ann, bob)[to_act]
    view = mover.get(f"/api/v1/matches/{match_id}/view/").data
    clock.shift(64)
    late = mover.post(
        f"/api/v1/matches/{match_id}/actions/",
        {"action": view["legal_actions"][0], "expected_version": view["version"]},
        format="json",
    )
    assert late.status_code == 409 and late.data["error"] == "out_of_time", late.data
    assert mover.get(f"/api/v1/matches/{match_id}/").data["seats"][to_act]["bot"] == "random"


def concurrently(count: int, command) -> list:
    """``command()`` from ``count`` threads at once: each one's answer or exception."""
    barrier = threading.Barrier(count)
    answers: list = [None] * count

    def run(index: int) -> None:
        barrier.wait()
        try:
            answers[index] = command()
        except Exception as error:  # the answer under test
            answers[index] = error

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


@pytest.mark.django_db(transaction=True)
def test_sixteen_resigns_of_one_seat_at_once_all_answer_as_the_first(service):
    match = seated(service, "great-zimbabwe", ["ann", "bob", "cid"])
    answers = concurrently(16, lambda: service.resign(match.id, "bob"))
    errors = [answer for answer in answers if isinstance(answer, Exception)]
    assert not errors, errors
    assert {(a.status, tuple(a.forfeited)) for a in answers} == {("active", (1,))}
    assert kinds(service, match.id).count("Resigned") == 1


@pytest.mark.django_db(transaction=True)
def test_resigns_sent_twice_at_once_in_two_players_both_see_the_end(service):
    match = two_humans(service, time_control=None, on_timeout=None)
    answers = concurrently(4, lambda: service.resign(match.id, "bob"))
    assert all(not isinstance(a, Exception) for a in answers), answers
    assert {(a.status, a.result["winners"][0]) for a in answers} == {("finished", 0)}
    assert kinds(service, match.id).count("Resigned") == 1
