"""Match records: exported, signed, verified by replay, rejected when changed, imported."""

from __future__ import annotations

import copy

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from games.engine import clone
from matches import records, signing
from matches.errors import MatchNotFinished

pytestmark = pytest.mark.django_db


def bots_match(service, game="babel", players=2, **options):
    match = service.create_match(game, players, listed=False, client_seed="table-1", **options)
    for seat in range(players):
        match = service.add_bot(match.id, seat, "random")
    match = service.read_match(match.id)
    assert match.status == "finished"
    return match


@pytest.fixture
def finished(service):
    return bots_match(service)


def test_a_finished_match_exports_a_record_that_verifies_by_replay(service, finished):
    record = records.export_record(service, finished.id)
    assert record["format"] == "tabula-record" and record["format_version"] == 1
    assert record["randomness"]["seed"] == str(finished.seed)
    assert record["randomness"]["client_seeds"] == ["table-1"]
    assert record["seats"][0] == {"seat": 0, "name": None, "bot": "random"}
    actions = [entry for entry in record["log"] if entry["kind"] == "action"]
    assert len(actions) == finished.actions_applied
    assert all({"version", "at", "seat", "actor", "action", "state"} <= set(e) for e in actions)
    assert record["result"] == finished.result
    verdict = records.verify_record(record)
    assert verdict.replayed and verdict.key_id == signing.public_key_info()["key_id"]


def changed_action(record):
    """The record with one action swapped for another legal one at that position."""
    changed = copy.deepcopy(record)
    entry = next(
        e for e in changed["log"] if e["kind"] == "action" and e["action"]["type"] != "end_turn"
    )
    entry["action"] = {"type": "end_turn"}
    return changed


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (changed_action, "digest does not match"),
        (
            lambda r: {**r, "randomness": {**r["randomness"], "seed": "0" * 64}},
            "digest does not match",
        ),
        (lambda r: {**r, "result": {**r["result"], "winners": []}}, "digest does not match"),
        (
            lambda r: {
                **r,
                "signature": {**r["signature"], "value": r["signature"]["value"][::-1]},
            },
            "signature",
        ),
    ],
)
def test_a_changed_record_is_rejected(service, finished, change, words):
    record = records.export_record(service, finished.id)
    with pytest.raises(records.RecordRejected, match=words):
        records.verify_record(change(record))


def test_a_changed_record_resigned_by_another_key_is_caught_by_the_replay(service, finished):
    """Re-signing hides a change from the digest, never from the replay (nor from the key
    check against the server that played it)."""
    record = records.export_record(service, finished.id)
    forger = Ed25519PrivateKey.generate()
    with pytest.raises(records.RecordRejected, match="not legal|differs"):
        records.verify_record(records.seal(changed_action(record), forger))
    seed = {**record["randomness"], "seed": "1" * 64}
    with pytest.raises(records.RecordRejected, match="commitment"):
        records.verify_record(records.seal({**record, "randomness": seed}, forger))
    honest = signing.public_key_info()["public_key"]
    with pytest.raises(records.RecordRejected, match="not the trusted key"):
        records.verify_record(records.seal(record, forger), trusted_key=honest)


def test_the_record_of_a_running_match_is_read_through_one_seat(service):
    match = service.create_match("ankh-morpork", 3, listed=False)
    for seat in range(3):
        service.add_bot(match.id, seat, "random") if seat else service.join(match.id, "ann", 0)
    with pytest.raises(MatchNotFinished):
        records.export_record(service, match.id)
    seen = records.export_record(service, match.id, viewer=0)
    assert seen["randomness"]["seed"] is None and seen["result"] is None
    assert seen["seen_by"] == 0 and seen["final_state"] is None
    assert "state" not in seen["start"] and all("state" not in e for e in seen["log"])
    verdict = records.verify_record(seen)
    assert not verdict.replayed


def test_hidden_fields_of_other_seats_actions_are_null_in_a_seat_record(service, monkeypatch):
    match = service.create_match("ankh-morpork", 2, listed=False)
    service.join(match.id, "ann", 0)
    service.join(match.id, "bob", 1)
    match = service.read_match(match.id)
    events = list(service.events.get(match.id))
    # A give_card action by seat 0 to seat 1, as the log would hold it.
    given = match.__class__.ActionApplied
    fake = copy.copy(events[-1])
    record_of = records._record_of
    gift = {"type": "give_card", "card": "G05"}
    effects = [
        {
            "type": "give_card",
            "from": 0,
            "to": 1,
            "card": "G05",
            "visible_to": [0, 1],
            "secret": ["card"],
        }
    ]
    event = given(
        originator_id=match.id,
        originator_version=match.version + 1,
        timestamp=fake.timestamp,
        seat=0,
        action=gift,
        effects=effects,
        command_id=None,
        actor="user:ann",
    )
    monkeypatch.setattr(records, "apply_stored_effects", lambda engine, state, effects: state)
    for viewer, card in ((0, "G05"), (1, "G05"), (None, None)):
        record = record_of(match, [*events, event], viewer, complete=False)
        assert record["log"][-1]["action"] == {"type": "give_card", "card": card}


def test_an_imported_record_is_a_finished_unrated_match_with_the_same_end(service, finished):
    record = records.export_record(service, finished.id)
    imported, new = records.import_record(service, record, importer="cara")
    assert new and imported.id != finished.id
    assert imported.status == "finished" and imported.rated is False
    assert imported.result == finished.result and imported.state == finished.state
    assert imported.version == finished.version
    assert imported.imported_from["digest"] == record["digest"]
    assert [s.get("name") for s in imported.seats] == ["seat 0", "seat 1"]
    again, new = records.import_record(service, record, importer="dan")
    assert not new and again.id == imported.id
    # Exported again here, it replays to the same end under this server's signature.
    exported = records.export_record(service, imported.id)
    assert exported["log"] == record["log"] and exported["result"] == record["result"]
    assert exported["final_state"] == record["final_state"]
    assert records.verify_record(exported).replayed


def test_a_record_that_does_not_replay_is_not_imported(service, finished):
    record = records.export_record(service, finished.id)
    bad = clone(record)
    bad["log"][-1]["state"] = "0" * 64
    with pytest.raises(records.RecordRejected):
        records.import_record(service, records.seal(bad), importer="cara")


def test_the_replay_checks_actions_against_their_kinds(service, finished):
    record = clone(records.export_record(service, finished.id))
    entry = next(e for e in record["log"] if e["kind"] == "action")
    entry["action"] = {**entry["action"], "padding": "x" * 10}
    with pytest.raises(records.RecordRejected, match="padding"):
        records.replay_record(record)
