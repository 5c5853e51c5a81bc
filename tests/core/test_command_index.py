"""The event store's index of recorded commands (matches.command_index): written with the
events in one transaction, read in one lookup, filled from the events when it is new."""

from __future__ import annotations

import pytest

from matches.aggregate import Match
from matches.command_index import CommandPosition
from matches.errors import VersionConflict
from matches.service import create_event_store_tables, get_service, reset_service

pytestmark = pytest.mark.django_db


def started_match(service) -> Match:
    match = service.create_match("babel", 2, seed=7, creator="ann")
    service.join(match.id, "ann", 0)
    return service.join(match.id, "bob", 1)


def first_legal_action(match: Match) -> dict:
    return match.engine.legal_actions(match.state, match.to_act[0])[0]


def test_a_stored_command_is_found_at_its_match_and_version(service):
    match = started_match(service)
    resigned = service.resign(match.id, "ann", command_id="key:resign-1")

    position = service.command_position("key:resign-1")

    assert position == CommandPosition(match.id, match.version + 1)
    event = list(service.events.get(match.id, gt=match.version, lte=position.version))[-1]
    assert isinstance(event, Match.Resigned) and event.command_id == "key:resign-1"
    assert resigned.version > position.version  # the Finished event that followed is not it
    assert service.command_position("key:never-sent") is None


def test_a_command_that_stores_several_events_is_found_at_its_first(service):
    match = started_match(service)
    played = service.act(
        match.id, match.to_act[0], first_legal_action(match), match.version, actor="user:x"
    )
    played = service.act(
        match.id, played.to_act[0], first_legal_action(played), played.version, actor="user:y"
    )
    # After the second move aborting takes every player's consent: ann's request is one
    # AbortRequested; bob's consent stores his request and the Aborted after it.
    service.abort(match.id, "ann", command_id="key:abort-ann")
    aborted = service.abort(match.id, "bob", command_id="key:abort-bob")

    assert aborted.status == "aborted"
    assert service.command_position("key:abort-bob") == CommandPosition(
        match.id, aborted.version - 1
    )
    stored = list(service.events.get(match.id, gt=aborted.version - 2))
    assert [type(event) for event in stored] == [Match.AbortRequested, Match.Aborted]


def test_a_save_that_loses_the_race_indexes_nothing(service):
    match = started_match(service)
    stale = service.get_match(match.id)
    stale.resign("ann", past=service, command_id="key:late")
    service.resign(match.id, "bob", command_id="key:first")  # stores the next version first

    with pytest.raises(VersionConflict):
        service._save(stale, expected_version=match.version)

    assert service.command_position("key:late") is None
    assert service.command_position("key:first") == CommandPosition(match.id, match.version + 1)


def test_bot_moves_are_not_indexed(service):
    match = service.create_match("babel", 2, seed=8)
    service.add_bot(match.id, 0, "random")
    service.add_bot(match.id, 1, "random")  # plays the match out in process
    bot_commands = [
        event.command_id
        for event in service.events.get(match.id)
        if isinstance(event, Match.ActionApplied)
    ]

    assert len(bot_commands) > 50 and all(command for command in bot_commands)
    assert all(service.command_position(command) is None for command in bot_commands)


def test_a_new_index_in_a_store_with_events_is_filled_by_migrate(service):
    match = started_match(service)
    early = service.abort(match.id, "bob", command_id="key:abort-2")
    other = started_match(service)
    service.resign(other.id, "ann", command_id="key:resign-2")
    datastore = service.recorder.datastore
    with datastore.transaction(commit=True) as cursor:
        # A store from before the index: the table is missing.
        cursor.execute(f"DROP TABLE {service.recorder.commands_table_name}")
    reset_service()

    create_event_store_tables()  # what `manage.py migrate` does (the fixture's store)

    indexed = get_service()
    assert indexed.command_position("key:abort-2") == CommandPosition(match.id, early.version)
    assert indexed.command_position("key:resign-2") == CommandPosition(other.id, other.version + 1)
    assert indexed.command_position("key:never-sent") is None
