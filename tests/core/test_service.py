"""The event-sourced match service: events, versions, concurrency, replay, randomness."""

from __future__ import annotations

import json
import random

import pytest

from games.engine import IllegalAction, clone, rng_for, seed_commitment
from games.registry import get_game
from matches.aggregate import Match
from matches.errors import (
    AlreadySeated,
    MatchFull,
    MatchNotActive,
    NotYourTurn,
    SeatTaken,
    VersionConflict,
)
from tests.moves import play_random

pytestmark = pytest.mark.django_db

BABEL = get_game("babel")


def started_match(service, seed: int = 7) -> Match:
    match = service.create_match("babel", 2, seed=seed, creator="ann")
    service.join(match.id, "ann", 0)
    return service.join(match.id, "bob", 1)


def stored_events(service, match_id) -> list:
    return list(service.events.get(match_id))


def test_created_match_publishes_commitment_not_seed(service):
    match = service.create_match("babel", 2, seed=1234, creator="ann")
    assert match.status == "open"
    assert match.seed_commitment == seed_commitment(1234)
    assert match.version == 1
    created = stored_events(service, match.id)[0]
    assert isinstance(created, Match.Created)
    assert (
        created.game == "babel"
        and created.players == 2
        and created.rules_version == BABEL.rules_version
    )


def test_match_starts_when_the_last_seat_is_filled(service):
    match = service.create_match("babel", 2, seed=5)
    match = service.join(match.id, "ann")
    assert match.status == "open" and match.seats[0]["username"] == "ann"
    match = service.add_bot(match.id, 1, "random")
    # The bot is not to act first, so the match waits for ann.
    assert match.status == "active"
    types = [type(e).__name__ for e in stored_events(service, match.id)]
    assert types == ["Created", "SeatTaken", "SeatTaken", "Started"]


def test_seat_rules(service):
    match = service.create_match("babel", 2, seed=5)
    service.join(match.id, "ann", 1)
    with pytest.raises(SeatTaken):
        service.join(match.id, "bob", 1)
    with pytest.raises(AlreadySeated):
        service.join(match.id, "ann", 0)
    service.join(match.id, "bob")
    with pytest.raises((MatchNotActive, MatchFull)):
        service.join(match.id, "cid")


def test_setup_uses_the_documented_rng(service):
    match = started_match(service, seed=99)
    started = stored_events(service, match.id)[-1]
    assert started.effects == BABEL.setup(2, {}, rng_for(99, started.originator_version))


def test_one_action_is_one_event_and_one_version(service):
    match = started_match(service)
    before = match.version
    seat = match.to_act[0]
    action = BABEL.legal_actions(match.state, seat)[0]
    match = service.act(match.id, seat, action, before, actor="user:ann", command_id="c-1")
    assert match.version == before + 1
    event = stored_events(service, match.id)[-1]
    assert isinstance(event, Match.ActionApplied)
    assert (event.seat, event.action, event.command_id, event.actor) == (
        seat,
        action,
        "c-1",
        "user:ann",
    )
    assert event.timestamp is not None


def test_stale_version_is_rejected_and_history_unchanged(service):
    match = started_match(service)
    seat = match.to_act[0]
    action = BABEL.legal_actions(match.state, seat)[0]
    service.act(match.id, seat, action, match.version, actor="user:ann")
    history_before = [e.originator_version for e in stored_events(service, match.id)]
    with pytest.raises(VersionConflict) as error:
        service.act(match.id, seat, action, match.version, actor="user:ann")
    assert error.value.current_version == match.version + 1
    assert [e.originator_version for e in stored_events(service, match.id)] == history_before


def test_concurrent_save_at_the_same_version_fails_cleanly(service):
    """Two commands loaded at the same version: the second save loses and records nothing."""
    match = started_match(service)
    seat = match.to_act[0]
    first = service.get_match(match.id)
    second = service.get_match(match.id)
    action = BABEL.legal_actions(first.state, seat)[0]
    first.record_action(
        seat, action, BABEL.resolve(first.state, seat, action, random.Random(1)), None, "a"
    )
    second.record_action(
        seat, action, BABEL.resolve(second.state, seat, action, random.Random(1)), None, "b"
    )
    service.save(first)
    with pytest.raises(VersionConflict):
        service._save(second, expected_version=match.version)
    assert [e.actor for e in stored_events(service, match.id)[-1:]] == ["a"]


def test_illegal_action_records_nothing(service):
    match = started_match(service)
    seat = match.to_act[0]
    other = 1 - seat
    with pytest.raises(NotYourTurn):
        service.act(match.id, other, {"type": "end_turn"}, match.version, actor="x")
    with pytest.raises(IllegalAction):
        service.act(match.id, seat, {"type": "fly", "to": "moon"}, match.version, actor="x")
    with pytest.raises(IllegalAction):
        service.act(match.id, seat, ["not", "an", "object"], match.version, actor="x")  # type: ignore[arg-type]
    assert service.get_match(match.id).version == match.version


def test_replaying_stored_events_gives_the_live_state_at_every_version(service):
    match = play_random(service, started_match(service, seed=3), random.Random(3), moves=120)
    live_states = {}
    state = None
    for event in stored_events(service, match.id):
        if isinstance(event, Match.Started):
            state = BABEL.new_state(2, {})
            for effect in event.effects:
                state = BABEL.apply(state, clone(effect))
        elif isinstance(event, Match.ActionApplied):
            for effect in event.effects:
                state = BABEL.apply(state, clone(effect))
        live_states[event.originator_version] = clone(state)
    for version, expected in live_states.items():
        assert service.state_at(match.id, version) == expected
    assert service.get_match(match.id).state == live_states[match.version]


def test_snapshot_load_equals_full_replay(service):
    match = play_random(service, started_match(service, seed=11), random.Random(11), moves=130)
    assert match.version > 100, "a long match crosses at least two snapshot intervals"
    snapshots = list(service.snapshots.get(match.id))
    assert snapshots, "snapshots are taken every 50 versions"
    from_snapshot = service.repository.get(match.id)
    # A replay that ignores snapshots: fold every stored event from scratch.
    full_replay = None
    for event in stored_events(service, match.id):
        full_replay = event.mutate(full_replay)
    assert json.dumps(from_snapshot.state, sort_keys=True) == json.dumps(
        full_replay.state, sort_keys=True
    )
    assert from_snapshot.version == full_replay.version


def test_same_seed_and_same_actions_give_identical_events(service):
    first = play_random(service, started_match(service, seed=42), random.Random(8), moves=60)
    second = play_random(service, started_match(service, seed=42), random.Random(8), moves=60)

    def essence(match_id):
        return [
            (type(e).__name__, getattr(e, "effects", None), getattr(e, "action", None))
            for e in stored_events(service, match_id)
        ]

    assert essence(first.id) == essence(second.id)


def test_whole_match_finishes_and_reveals_the_seed(service):
    match = started_match(service, seed=2024)
    match = play_random(service, match, random.Random(1), moves=2000)
    assert match.status == "finished"
    finished = stored_events(service, match.id)[-1]
    assert isinstance(finished, Match.Finished)
    assert finished.seed == "2024" and seed_commitment(finished.seed) == match.seed_commitment
    assert finished.outcome == BABEL.outcome(match.state)
    with pytest.raises(MatchNotActive):
        service.act(match.id, 0, {"type": "end_turn"}, match.version, actor="x")


def test_events_and_snapshots_are_json_native(service):
    match = play_random(service, started_match(service, seed=9), random.Random(9), moves=60)
    for event in stored_events(service, match.id):
        for field in ("effects", "action", "initial_state", "outcome"):
            value = getattr(event, field, None)
            assert json.loads(json.dumps(value)) == value


def test_fork_continues_from_a_version_with_a_new_seed(service):
    match = play_random(service, started_match(service, seed=77), random.Random(2), moves=2000)
    assert match.status == "finished"
    at = match.version - 10
    fork = service.fork(match.id, at, creator="cid", exact=True)
    assert fork.forked_from == {"match": str(match.id), "version": at, "exact": True}
    assert fork.seed_commitment != match.seed_commitment and not fork.rated
    service.join(fork.id, "cid")
    fork = service.join(fork.id, "dan")
    assert fork.status == "active"
    assert fork.state == service.state_at(match.id, at)
