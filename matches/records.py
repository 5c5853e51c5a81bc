"""Portable match records: export, sign, verify by replay, import (docs/records.md).

A *record* is one JSON document that tells a whole match: the game and its rules version, the
options and seats, the revealed server seed and the client seeds, and the match's log (every
event after the start, each with its version and time: the accepted actions with their seat,
and resignations, timeouts, takebacks, ...), with a digest of the state after each of them, and
the result. ``digest`` is the SHA-256 of the record's canonical JSON (RFC 8785, without
``digest`` and ``signature``), which the server signs with its Ed25519 key
(``matches.signing``).

Anybody holding the record and the rules can check it (``verify_record``; ``tabula verify``):
the seed is the one committed to, the setup and every action, drawn from the seed, lead to
exactly the states and the result the record names. Another server imports a checked record as
a finished, unrated match of its own (``import_record``): watchable and forkable there.

While a match runs, a record can be read through one seat's eyes (``export_record(...,
viewer=seat)``): no seed, no state digests, no starting position of a fork, and the hidden
fields of other seats' actions are null. Such a record is signed too but cannot be replayed.
"""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import rfc8785
from django.utils.translation import gettext

from games.engine import Game, IllegalAction, State, apply_all, clone, redact_action
from games.engine.bounded import BoundedLRU, json_size
from games.engine.rng import rng_for, seed_commitment
from games.registry import UnknownGame, action_kinds, get_game
from matches import signing
from matches.aggregate import Match, apply_stored_effects, starting_state
from matches.clocks import NO_CLOCK
from matches.errors import MatchError, MatchNotFinished, MatchNotFound, VersionConflict
from matches.leaving import forfeit_outcome, outcome_with_forfeits
from matches.service import MatchService

FORMAT = "tabula-record"
FORMAT_VERSION = 1
#: The record's own fields that its digest does not cover.
UNSIGNED = ("digest", "signature")
#: Imported matches get an id derived from the record's digest, so importing the same record
#: twice finds the first import instead of making a second match.
IMPORT_NAMESPACE = uuid.UUID("5f0c8a53-8b0e-4c1e-9d43-6a7f3b2d9e10")

#: Events of the log and the fields each entry copies (besides version and time).
LOG_KINDS: dict[type, tuple[str, tuple[str, ...]]] = {
    Match.ActionApplied: ("action", ("seat", "actor", "action")),
    Match.Resigned: ("resign", ("seat", "by")),
    Match.TimedOut: ("timeout", ("seat", "then")),
    Match.SeatHandedToBot: ("bot_takes_over", ("seat", "level", "reason")),
    Match.SeatReclaimed: ("reclaim", ("seat", "by")),
    Match.AbortRequested: ("abort_requested", ("seat", "by")),
    Match.AbortDeclined: ("abort_declined", ("seat", "by")),
    Match.TakebackRequested: ("takeback_requested", ("seat", "to_version", "actor")),
    Match.TakebackAnswered: ("takeback_answered", ("seat", "accept", "actor")),
    Match.MovesTakenBack: ("takeback", ("seat", "to_version")),
}
EVENT_OF_KIND = {kind: (cls, fields) for cls, (kind, fields) in LOG_KINDS.items()}
#: The JSON type of every log field but ``seat`` and ``action`` (checked on their own).
LOG_FIELD_TYPES: dict[str, type | tuple[type, ...]] = {
    "actor": str,
    "by": str,
    "then": str,
    "level": str,
    "reason": str,
    "accept": bool,
    "to_version": int,
}


class RecordRejected(MatchError):
    """A record is malformed, badly signed, or does not replay to what it says."""


# -- canonical form, digests ----------------------------------------------------------


def canonical(value: Any) -> bytes:
    """RFC 8785 (JSON Canonicalization Scheme) bytes of ``value``."""
    try:
        return rfc8785.dumps(value)
    except (rfc8785.CanonicalizationError, TypeError, ValueError) as error:
        raise RecordRejected(
            gettext("the record is no canonical JSON value (%(error)s)") % {"error": error}
        ) from None


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def state_digest(state: State | None) -> str:
    return sha256_hex(canonical(state))


def record_digest(record: dict[str, Any]) -> str:
    """``sha256:<hex>`` of the canonical JSON of ``record`` without digest and signature."""
    body = {key: value for key, value in record.items() if key not in UNSIGNED}
    return "sha256:" + sha256_hex(canonical(body))


def seal(record: dict[str, Any], key: Any = None) -> dict[str, Any]:
    """``record`` with its digest and this server's signature (or ``key``'s)."""
    body = {k: v for k, v in record.items() if k not in UNSIGNED}
    digest = record_digest(body)
    return {**body, "digest": digest, "signature": signing.sign(digest, key)}


def _time(at: datetime) -> str:
    return at.isoformat().replace("+00:00", "Z")


# -- export ---------------------------------------------------------------------------


def export_record(
    service: MatchService, match_id: Any, viewer: int | None | str = "all"
) -> dict[str, Any]:
    """The signed record of a match.

    ``viewer="all"``: the complete record, for a finished match only (MatchNotFinished
    otherwise). A seat number or None (a spectator): the match as that reader may see it,
    while it runs (no seed, no state digests, other seats' hidden fields null).
    The answer is shared by every caller asking for the same version: treat it as read-only.
    """
    match = service.read_match(match_id)
    complete = viewer == "all"
    if complete and match.status != "finished":
        raise MatchNotFinished(
            gettext(
                "the complete record of a match (with its seed) exists once it is finished; while it runs, a seat reads the record through its own eyes"
            )
        )
    key = (match.id, match.version, viewer)
    cached = _records.get(key)
    if cached is None:
        events = list(service.events.get(match.id))
        reader = None if isinstance(viewer, str) else viewer
        cached = seal(_record_of(match, events, reader, complete))
        _records.put(key, cached)
    return cached


#: Records already made, by (match, version, reader): a version never changes once stored, and
#: a long match's record costs a canonical digest of every position (about a second).
_records: BoundedLRU[tuple[Any, int, Any], dict[str, Any]] = BoundedLRU(256, 32 * 2**20, json_size)


def _record_of(
    match: Match, events: list[Any], viewer: int | None, complete: bool
) -> dict[str, Any]:
    engine = match.engine
    created = events[0]
    seats: list[dict[str, Any]] = [
        {"seat": s, "name": None, "bot": None} for s in range(match.players)
    ]
    start: dict[str, Any] | None = None
    log: list[dict[str, Any]] = []
    end: dict[str, Any] | None = None
    state: State | None = None
    for event in events[1:]:
        if isinstance(event, Match.SeatTaken):
            seats[event.seat] = {
                "seat": event.seat,
                "name": event.username or getattr(event, "name", None),
                "bot": event.bot,
            }
        elif isinstance(event, Match.Started):
            state = starting_state(
                engine, match.players, match.options, event.initial_state, event.effects
            )
            start = {"version": event.originator_version, "at": _time(event.timestamp)}
            start["initial_state"] = (
                clone(event.initial_state) if complete and event.initial_state else None
            )
            if complete:
                start["state"] = state_digest(state)
        elif isinstance(event, Match.Finished | Match.Aborted):
            end = {"version": event.originator_version, "at": _time(event.timestamp)}
        elif type(event) in LOG_KINDS:
            kind, fields = LOG_KINDS[type(event)]
            entry = {
                "version": event.originator_version,
                "at": _time(event.timestamp),
                "kind": kind,
                **{name: clone(getattr(event, name)) for name in fields},
            }
            if isinstance(event, Match.ActionApplied):
                assert state is not None  # actions come after the start
                state = apply_stored_effects(engine, state, event.effects)
                if not complete:
                    entry["action"] = redact_action(
                        engine, event.seat, event.action, event.effects, viewer
                    )
            elif isinstance(event, Match.MovesTakenBack):
                state = clone(event.state)
            if complete and kind in ("action", "takeback"):
                entry["state"] = state_digest(state)
            log.append(entry)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": match.game,
        "rules_version": match.rules_version,
        "players": match.players,
        "options": clone(match.options),
        "match": {
            "id": str(match.id),
            "created_at": _time(created.timestamp),
            "status": match.status,
            "rated": match.rated,
            "time_control": clone(match.time_control),
            "forked_from": clone(match.forked_from),
            "imported_from": clone(getattr(match, "imported_from", None)),
        },
        "seats": seats,
        "randomness": {
            "rng_version": match.rng_version,
            "seed_commitment": match.seed_commitment,
            "seed": str(match.seed) if complete else None,
            "client_seeds": list(match.client_seeds),
            "seed_fixed": match.seed_fixed,
        },
        "start": start,
        "log": log,
        "end": end,
        "result": clone(match.result) if complete else None,
        "final_state": state_digest(state) if complete and state is not None else None,
        "seen_by": "all" if complete else ("spectator" if viewer is None else viewer),
    }


# -- verification by replay -------------------------------------------------------------


@dataclass
class Replayed:
    """What replaying a complete record produced, version by version (for the import)."""

    game: Game
    setup_effects: list[Any]
    effects: dict[int, list[Any]] = field(default_factory=dict)
    states: dict[int, State] = field(default_factory=dict)
    final_state: State | None = None
    checked: list[str] = field(default_factory=list)


def _need(condition: bool, message: str) -> None:
    if not condition:
        raise RecordRejected(message)


def check_shape(record: Any) -> None:
    """The record is a document of this format, with the fields a replay reads."""
    _need(isinstance(record, dict), "a record is a JSON object")
    _need(record.get("format") == FORMAT, f'"format" must be "{FORMAT}"')
    _need(
        record.get("format_version") == FORMAT_VERSION,
        f"this server reads format_version {FORMAT_VERSION}, not {record.get('format_version')!r}",
    )
    for name, kind in (
        ("game", str),
        ("rules_version", str),
        ("players", int),
        ("options", dict),
        ("match", dict),
        ("seats", list),
        ("randomness", dict),
        ("log", list),
        ("digest", str),
        ("signature", dict),
    ):
        _need(isinstance(record.get(name), kind), f"the record's {name!r} is missing or malformed")


def check_seal(record: dict[str, Any], trusted_key: str | None = None) -> str:
    """The digest covers the record and the signature covers the digest; the key's id."""
    check_shape(record)
    digest = record_digest(record)
    _need(
        digest == record["digest"],
        "the record's digest does not match its contents: it was changed after it was signed",
    )
    try:
        return signing.check_signature(digest, record["signature"], trusted_key)
    except signing.BadSignature as error:
        raise RecordRejected(str(error)) from None


def replay_record(record: dict[str, Any]) -> Replayed:
    """Re-run a complete record with the rules: every state, the end and the result.

    Raises RecordRejected naming the first thing that differs.
    """
    check_shape(record)
    randomness = record["randomness"]
    seed = randomness.get("seed")
    _need(
        isinstance(seed, str),
        "the record has no seed (one seat's view of a running match): it can be checked for "
        "its signature only, not replayed",
    )
    _need(
        seed_commitment(seed) == randomness.get("seed_commitment"),
        "the seed does not match the commitment published when the match was created",
    )
    try:
        game = get_game(record["game"])
    except UnknownGame as error:
        raise RecordRejected(str(error)) from None
    _need(
        record["rules_version"] == game.rules_version,
        f"the record was played under {record['game']} rules version {record['rules_version']}; "
        f"these rules are version {game.rules_version}",
    )
    players = record["players"]
    try:
        options = game.validate_options(players, record["options"])
    except ValueError as error:
        raise RecordRejected(
            gettext("the record's options are not valid: %(error)s") % {"error": error}
        ) from None
    _need(options == record["options"], "the record's options must list every option")
    _need(
        [seat.get("seat") if isinstance(seat, dict) else None for seat in record["seats"]]
        == list(range(players)),
        "the record needs one seat per player, in order",
    )
    for seat in record["seats"]:
        for name in ("name", "bot"):
            _need(
                seat.get(name) is None or _is(seat[name], str),
                f"seat {seat['seat']}: {name!r} must be a string or null",
            )
    client_seeds = randomness.get("client_seeds")
    _need(
        isinstance(client_seeds, list) and all(isinstance(s, str) for s in client_seeds),
        "client_seeds must be a list of strings",
    )
    rng_version = randomness.get("rng_version")

    def rng(version: int):
        return rng_for(seed, version, client_seeds, rng_version)

    start: Any = record.get("start")
    _need(isinstance(start, dict), "the record's match never started")
    _need(
        start.get("version") == players + 2,
        f"the start must be version {players + 2} (creation, then one seat per player)",
    )
    initial = start.get("initial_state")
    if initial is None:
        setup = game.setup(players, options, rng(start["version"]))
        state = apply_all(game, game.new_state(players, options), clone(setup))
    else:
        # A fork's first position comes from its parent match: it is taken as signed.
        _need(isinstance(initial, dict), "initial_state must be a JSON object")
        setup = []
        state = clone(initial)
    replayed = Replayed(game, setup)
    _same_state(state, start.get("state"), "the setup")
    replayed.states[start["version"]] = clone(state)
    replayed.checked.append("seed commitment and setup")

    forfeited: list[int] = []
    ended: dict[str, Any] | None = None  # the result the log has reached, if any
    version = start["version"]
    for entry in record["log"]:
        _need(isinstance(entry, dict), "every log entry is a JSON object")
        _need(
            ended is None, f"the log goes on after the match ended (version {entry.get('version')})"
        )
        _need(
            entry.get("version") == version + 1,
            f"the log must list every version in order: {version + 1} is missing",
        )
        version = entry["version"]
        kind = entry.get("kind")
        _need(kind in EVENT_OF_KIND, f"version {version}: unknown log entry kind {kind!r}")
        seat = entry.get("seat")
        _need(
            isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players,
            f"version {version}: seat must be 0 to {players - 1}",
        )
        for name in EVENT_OF_KIND[kind][1]:
            expected = LOG_FIELD_TYPES.get(name)
            _need(
                expected is None or _is(entry.get(name), expected),
                f"version {version}: the {kind} entry's {name!r} is missing or malformed",
            )
        if kind == "action":
            action = entry.get("action")
            _need(
                seat in game.to_act(state),
                f"version {version}: seat {seat} was not to act; seats {game.to_act(state)} were",
            )
            try:
                action_kinds(record["game"]).check(action)
                effects = game.resolve(state, seat, clone(action), rng(version))
            except IllegalAction as error:
                raise RecordRejected(
                    gettext("version %(version)s: the action is not legal: %(error)s")
                    % {"version": version, "error": error}
                ) from None
            state = apply_all(game, state, clone(effects))
            replayed.effects[version] = effects
            _same_state(state, entry.get("state"), f"version {version}")
            outcome = game.outcome(state)
            if outcome is not None:
                ended = outcome_with_forfeits(outcome, forfeited)
        elif kind == "takeback":
            back_to = entry.get("to_version")
            _need(
                back_to in replayed.states,
                f"version {version}: there is no position at version {back_to!r} to go back to",
            )
            state = clone(replayed.states[back_to])
            _same_state(state, entry.get("state"), f"version {version}")
        elif kind in ("resign", "timeout"):
            if kind == "resign" or entry.get("then") == "lose":
                forfeited.append(seat)
                standing = [s for s in range(players) if s not in forfeited]
                if len(standing) <= 1:
                    reason = "resigned" if kind == "resign" else "timeout"
                    ended = forfeit_outcome(players, standing, forfeited, reason)
        replayed.states[version] = clone(state)

    end: Any = record.get("end")
    _need(ended is not None and isinstance(end, dict), "the log does not reach the end of a match")
    _need(end.get("version") == version + 1, "the end must follow the last log entry")
    _need(
        canonical(ended) == canonical(record.get("result")),
        f"the replay ends with {ended}, but the record says {record.get('result')}",
    )
    _same_state(state, record.get("final_state"), "the final position")
    replayed.final_state = state
    replayed.checked.append(
        f"{sum(1 for e in record['log'] if e.get('kind') == 'action')} actions, "
        f"{len(record['log'])} log entries, every state, the result"
    )
    return replayed


def _is(value: Any, kind: type | tuple[type, ...]) -> bool:
    """A JSON value of ``kind`` (true and false are no whole numbers here)."""
    if kind is int and isinstance(value, bool):
        return False
    return isinstance(value, kind)


def _same_state(state: State, expected: Any, where: str) -> None:
    _need(
        expected == state_digest(state),
        f"{where}: the replayed state differs from the record's (digest {expected!r})",
    )


@dataclass
class Verdict:
    """What ``verify_record`` confirmed."""

    key_id: str
    replayed: bool
    checked: list[str]


def verify_record(record: Any, trusted_key: str | None = None) -> Verdict:
    """Check the digest and the signature, then replay the record if it holds its seed."""
    key = check_seal(record, trusted_key)
    checked = [f"digest and Ed25519 signature (key {key})"]
    if record["randomness"].get("seed") is None:
        return Verdict(key, False, checked)
    return Verdict(key, True, checked + replay_record(record).checked)


# -- import -----------------------------------------------------------------------------


def import_record(
    service: MatchService, record: Any, importer: str | None, listed: bool = True
) -> tuple[Match, bool]:
    """A finished, unrated match of this server from another server's record.

    The record must be complete, signed and replay exactly (RecordRejected otherwise). Every
    event gets its original version and time; the effects and takeback positions are the
    replay's. Returns the match and whether it is new (the same record imported before gives
    the first import back).
    """
    key = check_seal(record, None)
    replayed = replay_record(record)
    match_id = uuid.uuid5(IMPORT_NAMESPACE, record["digest"])
    try:
        return service.read_match(match_id), False
    except MatchNotFound:
        pass
    randomness = record["randomness"]
    origin = record["match"]
    imported_from = {
        "digest": record["digest"],
        "key_id": key,
        "public_key": record["signature"].get("public_key"),
        "match": origin.get("id"),
        "rated": bool(origin.get("rated")),
    }
    created_at = _parse_time(origin.get("created_at"))
    match = Match._new(
        match_id,
        game=record["game"],
        players=record["players"],
        options=record["options"],
        rules_version=record["rules_version"],
        seed_commitment=randomness["seed_commitment"],
        seed=randomness["seed"],
        creator=importer,
        rated=False,
        forked_from=None,
        rng_version=randomness["rng_version"],
        client_seeds=list(randomness["client_seeds"]),
        seed_fixed=bool(randomness.get("seed_fixed")),
        listed=listed,
        time_control=dict(NO_CLOCK),
        on_timeout=None,
        imported_from=imported_from,
        timestamp=created_at,
    )
    start = record["start"]
    for seat in record["seats"]:
        match.trigger_event(
            Match.SeatTaken,
            seat=seat["seat"],
            username=None,
            bot=seat.get("bot"),
            client_seed=None,
            name=_text(seat.get("name")) or f"seat {seat['seat']}",
            timestamp=created_at,
        )
    match.trigger_event(
        Match.Started,
        effects=replayed.setup_effects,
        initial_state=start.get("initial_state"),
        timestamp=_parse_time(start.get("at")),
    )
    for entry in record["log"]:
        cls, fields = EVENT_OF_KIND[entry["kind"]]
        values = {name: entry.get(name) for name in fields}
        if cls is Match.ActionApplied:
            values.update(effects=replayed.effects[entry["version"]], command_id=None)
        elif cls is Match.MovesTakenBack:
            values["state"] = clone(replayed.states[entry["to_version"]])
        elif cls is Match.SeatReclaimed:
            # No user of this server holds the seat: the name stays a name.
            values["by"] = f"{_text(values['by'])} (imported)"
        match.trigger_event(cls, **values, timestamp=_parse_time(entry.get("at")))
    match.trigger_event(
        Match.Finished,
        outcome=clone(record["result"]),
        seed=randomness["seed"],
        timestamp=_parse_time(record["end"].get("at")),
    )
    try:
        service.save_imported(match)
    except VersionConflict:
        # The same record, imported at the same moment by another request.
        return service.read_match(match_id), False
    return match, True


def _text(value: Any) -> str:
    return value[:150] if isinstance(value, str) else ""


def _parse_time(value: Any) -> datetime:
    try:
        at = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        raise RecordRejected(
            gettext("%(value)s is no ISO-8601 time") % {"value": repr(value)}
        ) from None
    _need(at.tzinfo is not None, f"{value!r} must name its time zone")
    return at
