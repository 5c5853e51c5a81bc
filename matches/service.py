"""The application service: every command on a match goes through here.

``MatchService`` is an eventsourcing ``Application``: it loads a ``Match``
(from its latest snapshot plus later events), calls the command on it (the aggregate
decides, by the game's rules engine and the match's own rules, and records the resulting
events) and saves them with optimistic concurrency, then runs the after-save hooks.
Nothing is recorded when a command is rejected.

Storage comes from the environment (see ``matches.storage.event_store_env``):
``eventsourcing.sqlite`` in ``$TABULA_DATA_DIR`` by default, or
``eventsourcing.postgres`` when ``DATABASE_URL`` names PostgreSQL.
"""

from __future__ import annotations

import copy
import functools
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar, Unpack, cast
from uuid import UUID

from django.utils.translation import gettext
from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import IntegrityError, Recording

from games.engine import Action, State
from matches.aggregate import Match, MatchSettings, fast_forward
from matches.cache import MatchSnapshots, RecentEvents
from matches.clocks import LEFT_FOR_GOOD
from matches.command_index import (
    COMMANDS_KWARG,
    CommandIndex,
    CommandPosition,
    commands_of,
    index_recorded_commands,
)
from matches.errors import MatchNotFound, OutOfTime, VersionConflict
from matches.storage import event_store_env

#: Called with the saved Match after every successful command (bots, projections).
AfterSave = Callable[[Match], None]


def may_gather(hook: AfterSave) -> AfterSave:
    """Mark an after-save hook that may run once after a run of saves instead of after each
    (``MatchService.gathering``): its work covers every save before the one it is given
    (catching the read models up, publishing the bot turns due now)."""
    hook.gathers = True  # type: ignore[attr-defined]
    return hook


def _gathers(hook: AfterSave) -> bool:
    return getattr(hook, "gathers", False)


#: How many times a command that names no version (resign, abort, reclaim) is decided in
#: all when concurrent commands keep storing events first.
COMMAND_TRIES = 3
Command = TypeVar("Command", bound=Callable[..., Any])


def decided_again_on_conflict(command: Command) -> Command:
    """A command that names no expected version is decided again, on the match as a
    concurrent command left it, when that command stored its events first: a resign sent
    twice at once then finds the seat gone and answers as the first one did."""

    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> Any:
        for tries_left in reversed(range(COMMAND_TRIES)):
            try:
                return command(*args, **kwargs)
            except VersionConflict:
                if not tries_left:
                    raise
        raise AssertionError("unreachable")

    return run  # type: ignore[return-value]


class MatchService(Application[UUID]):
    name = "tabula"
    snapshotting_intervals = {Match: 50}

    def __init__(self, env: dict[str, str] | None = None) -> None:
        super().__init__(env)
        self.after_save: list[AfterSave] = []
        # The process's cache of matches (matches.cache) replaces eventsourcing's, which
        # fast-forwards a cached match in place and copies it for every reader.
        self.match_cache = MatchSnapshots(
            max_items=int(self.env.get("AGGREGATE_CACHE_MAXSIZE") or 1000),
            max_bytes=int(self.env.get("AGGREGATE_CACHE_BYTES") or 64 * 2**20),
        )
        self.repository.cache = None
        #: The newest events of each match this process saved or read (takeback offers).
        self.recent_events = RecentEvents(
            max_matches=int(self.env.get("AGGREGATE_CACHE_MAXSIZE") or 1000)
        )
        #: Per thread: the matches saved within ``gathering``, each its last saved version.
        self._gathered = threading.local()

    @contextmanager
    def gathering(self) -> Iterator[None]:
        """Within this block (this thread), the hooks marked ``may_gather`` run once at its
        end, for the last match of each id saved in it, instead of after every save; the
        others run after each save as always.

        A Celery worker plays a bot's whole turn of several actions in one block: its moves
        are projected in one transaction and the next turn published once, at the end.
        """
        if getattr(self._gathered, "matches", None) is not None:
            yield  # the outer block runs them
            return
        gathered: dict[UUID, Match] = {}
        self._gathered.matches = gathered
        try:
            yield
        finally:
            self._gathered.matches = None
            for match in gathered.values():
                for hook in self.after_save:
                    if _gathers(hook):
                        hook(match)

    def _take_snapshots(self, processing_event: Any) -> None:
        """Snapshot every ``snapshotting_intervals`` versions, from the match just saved.

        eventsourcing rebuilds the match from the store to snapshot it; the match that was
        saved is that very version already (whenever its newest event is the one due).
        """
        for event in processing_event.events:
            match = processing_event.aggregates.get(event.originator_id)
            interval = self.snapshotting_intervals.get(type(match))
            if self.snapshots is None or match is None or interval is None:
                continue
            if event.originator_version % interval:
                continue
            if match.version == event.originator_version:
                self.snapshots.put([Match.Snapshot.take(match)])
            else:
                self.take_snapshot(event.originator_id, version=event.originator_version)

    # -- queries -----------------------------------------------------------

    def read_match(self, match_id: UUID | str) -> Match:
        """The match as the event store holds it now, shared by this process's readers.

        Never change it: views, answers and streams read it as it is (``get_match``
        gives a command its own copy). One query asks the store for newer events.
        """
        uuid = _uuid(match_id)
        known: Match | None = self.match_cache.get(uuid)
        if known is None:
            try:
                match: Match = self.repository.get(uuid)
            except AggregateNotFoundError:
                raise MatchNotFound(
                    gettext("there is no match %(match_id)s") % {"match_id": match_id}
                ) from None
        else:
            newer = list(self.events.get(uuid, gt=known.version))
            if not newer:
                return known
            self.recent_events.add(uuid, newer)
            match = fast_forward(copy.deepcopy(known), newer)
        self.match_cache.remember(match)
        return match

    def read_match_at(self, match_id: UUID | str, version: int) -> Match:
        """The match right after ``version``, shared read-only like ``read_match``'s.

        From this process's cached match when it holds that version, or an earlier one (the
        events after it are applied to a copy); otherwise from the store.
        """
        uuid = _uuid(match_id)
        known: Match | None = self.match_cache.get(uuid)
        if known is not None and known.version == version:
            return known
        if known is not None and known.version < version:
            newer = list(self.events.get(uuid, gt=known.version, lte=version))
            self.recent_events.add(uuid, newer)
            match = fast_forward(copy.deepcopy(known), newer)
        else:
            match = self.get_match(uuid, version=version)
        self.match_cache.remember(match)
        return match

    def match_to_act_on(self, match_id: UUID | str, expected_version: object) -> Match:
        """A private copy of the match for a command the caller expects at ``expected_version``.

        When this process's cached match is at that version it is copied without asking
        the store: a version never changes once stored, and if another process has stored
        a newer one meanwhile, saving conflicts (``VersionConflict``) just as it would
        have had the match been read first. Otherwise as ``get_match``.
        """
        known = self.match_cache.get(_uuid(match_id))
        if known is not None and known.version == expected_version:
            return copy.deepcopy(known)
        return self.get_match(match_id)

    def get_match(self, match_id: UUID | str, version: int | None = None) -> Match:
        """The match now (or right after ``version``): a private copy a command may change."""
        if version is None:
            return copy.deepcopy(self.read_match(match_id))
        try:
            match: Match = self.repository.get(_uuid(match_id), version=version)
        except AggregateNotFoundError:
            raise MatchNotFound(
                gettext("there is no match %(match_id)s") % {"match_id": match_id}
            ) from None
        return match

    def command_position(self, command_id: str) -> CommandPosition | None:
        """Where the command ``command_id`` was recorded; None when the store holds no
        event of it (bot moves are not indexed: ``matches.command_index``)."""
        recorder: CommandIndex = self.recorder  # type: ignore[assignment]
        return recorder.command_position(command_id)

    def state_at(self, match_id: UUID | str, version: int) -> State | None:
        """The game state right after the event at ``version`` (None before the start)."""
        return self.get_match(match_id, version=version).state

    def stored_events(
        self, match_id: UUID, gt: int | None = None, lte: int | None = None
    ) -> Iterable[Match.Event]:
        """The stored events of the match, oldest first: every one (``matches.aggregate.Past``),
        or those after version ``gt`` up to ``lte``."""
        return cast(Iterable[Match.Event], self.events.get(_uuid(match_id), gt=gt, lte=lte))

    def stored_events_newest_first(
        self, match_id: UUID, page: int = 16, *, lte: int | None = None
    ) -> Iterator[Match.Event]:
        """The match's stored events (those up to version ``lte``), newest first, read a page
        at a time as they are used (``matches.aggregate.Past``); the newest of them from this
        process's recent events when it holds version ``lte`` (no read of the store)."""
        uuid = _uuid(match_id)
        below = lte
        recent = self.recent_events.newest_first(uuid, lte) if lte is not None else None
        if recent:
            yield from cast(list[Match.Event], recent)
            below = recent[-1].originator_version - 1
            if below < 1:
                return
        while True:
            batch = list(self.events.get(uuid, desc=True, limit=page, lte=below))
            yield from cast(list[Match.Event], batch)
            if len(batch) < page:
                return
            below = batch[-1].originator_version - 1

    def left_at(self, match_id: UUID | str, seat: int) -> int | None:
        """The version from which ``seat``'s player, who left it for good, is a spectator:
        the hand-over to the bot that plays it out (None if the seat was never left)."""
        for event in self.events.get(_uuid(match_id), desc=True):
            if (
                isinstance(event, Match.SeatHandedToBot)
                and event.seat == seat
                and event.reason in LEFT_FOR_GOOD
            ):
                return event.originator_version
        return None

    # -- commands: load the match, let it decide (matches.aggregate), save -----------------

    def create_match(
        self,
        game: str,
        players: int,
        options: dict[str, Any] | None = None,
        **settings: Unpack[MatchSettings],
    ) -> Match:
        """A new open match (``Match.open``)."""
        match = Match.open(game, players, options, **settings)
        self._save(match)
        return match

    def join(
        self,
        match_id: UUID | str,
        username: str,
        seat: int | None = None,
        client_seed: str | None = None,
    ) -> Match:
        match = self.get_match(match_id)
        match.join(username, seat, client_seed, past=self)
        self._save(match)
        return match

    def add_bot(self, match_id: UUID | str, seat: int, level: str) -> Match:
        match = self.get_match(match_id)
        match.add_bot(seat, level, past=self)
        self._save(match)
        return match

    def act(
        self,
        match_id: UUID | str,
        seat: int,
        action: Action,
        expected_version: int,
        actor: str,
        command_id: str | None = None,
        loaded: Match | None = None,
        stored: list[Match.Event] | None = None,
    ) -> Match:
        """Resolve ``action`` by ``seat`` at ``expected_version`` and record it (``Match.act``).

        Raises MatchNotActive, VersionConflict, NotYourTurn or IllegalAction;
        on any of them nothing is recorded.

        ``loaded``: the match as the caller just loaded it (``get_match``, a private
        copy), so a request that looked at the match first does not load it twice.
        ``stored``: a list that receives the events stored (as the store now holds them),
        so the caller need not read them back.
        """
        match = loaded if loaded is not None else self.get_match(match_id)
        now = time.time()
        try:
            match.act(seat, action, expected_version, actor, command_id, now=now)
        except OutOfTime:
            # The sweep looks only every few seconds: the timeout it would record, now.
            self.time_out(match.id, match.version, now)
            raise
        recordings = self._save(match, expected_version=expected_version)
        if stored is not None:
            stored.extend(cast(Match.Event, recording.domain_event) for recording in recordings)
        return match

    def fork(
        self,
        match_id: UUID | str,
        at: int,
        creator: str | None,
        exact: bool = False,
        new_match_id: UUID | None = None,
    ) -> Match:
        """A new, unrated match continuing from version ``at`` of a finished one (``Match.fork``)."""
        parent = self.get_match(match_id)
        match = parent.fork(at, creator, past=self, exact=exact, new_match_id=new_match_id)
        self._save(match)
        return match

    def save_imported(self, match: Match) -> Match:
        """Store a finished match built from another server's record (``matches.records``);
        VersionConflict when a match with its id exists already."""
        self._save(match)
        return match

    def request_takeback(
        self,
        match_id: UUID | str,
        seat: int,
        expected_version: int,
        actor: str,
        command_id: str | None = None,
    ) -> Match:
        """``seat`` asks to take back its last move (``Match.request_takeback``)."""
        match = self.get_match(match_id)
        match.request_takeback(seat, expected_version, actor, past=self, command_id=command_id)
        self._save(match, expected_version=expected_version)
        return match

    def answer_takeback(
        self,
        match_id: UUID | str,
        seat: int,
        accept: bool,
        expected_version: int,
        actor: str,
        command_id: str | None = None,
    ) -> Match:
        """``seat`` accepts or refuses the pending request (``Match.answer_takeback``)."""
        match = self.get_match(match_id)
        match.answer_takeback(
            seat, accept, expected_version, actor, past=self, command_id=command_id
        )
        self._save(match, expected_version=expected_version)
        return match

    @decided_again_on_conflict
    def resign(self, match_id: UUID | str, username: str, command_id: str | None = None) -> Match:
        """``username`` leaves a running match (``Match.resign``); a seat that has left
        already records nothing and gets the match as it is."""
        match = self.get_match(match_id)
        expected = match.version
        match.resign(username, past=self, command_id=command_id)
        if match.pending_events:
            self._save(match, expected_version=expected)
        return match

    @decided_again_on_conflict
    def abort(
        self,
        match_id: UUID | str,
        username: str,
        accept: bool = True,
        command_id: str | None = None,
    ) -> Match:
        """Ask (or agree) to abort; ``accept=False`` declines (``Match.vote_to_abort``)."""
        match = self.get_match(match_id)
        expected = match.version
        match.vote_to_abort(username, accept=accept, command_id=command_id)
        self._save(match, expected_version=expected)
        return match

    @decided_again_on_conflict
    def reclaim(self, match_id: UUID | str, username: str, command_id: str | None = None) -> Match:
        """Take back a seat a bot took over when its time ran out (``Match.reclaim``)."""
        match = self.get_match(match_id)
        expected = match.version
        match.reclaim(username, command_id=command_id)
        self._save(match, expected_version=expected)
        return match

    def time_out(self, match_id: UUID | str, expected_version: int, now: float) -> Match | None:
        """Time out the seats whose time ran out by ``now`` (``Match.time_out``), if the match
        is still at ``expected_version`` (the version the sweep saw). None when there was
        nothing to do, or another command came first."""
        match = self.get_match(match_id)
        if not match.time_out(expected_version, now, past=self):
            return None
        return self._save_unless_overtaken(match, expected_version)

    def abandon(
        self, match_id: UUID | str, expected_version: int, idle_since: float
    ) -> Match | None:
        """Abort a match untouched since ``idle_since`` (epoch seconds), if still so."""
        match = self.get_match(match_id)
        if not match.abandon(expected_version, idle_since):
            return None
        return self._save_unless_overtaken(match, expected_version)

    def _save_unless_overtaken(self, match: Match, expected_version: int) -> Match | None:
        """Save a sweep's decision; None when another command stored its events first (the
        decision was made on a version that is gone)."""
        try:
            self._save(match, expected_version=expected_version)
        except VersionConflict:
            return None
        return match

    def _save(self, match: Match, expected_version: int | None = None) -> list[Recording[UUID]]:
        """Store the match's new events; from then on the match is shared and read-only.

        Every command ends here and returns the match it saved: this process's next
        readers take it as it is instead of reading the new events back.
        """
        # The command ids of the new events go into the store's index in the same
        # transaction (matches.command_index).
        commands = commands_of(match.pending_events)
        try:
            recordings = self.save(match, **{COMMANDS_KWARG: commands})
        except IntegrityError:
            current = self.read_match(match.id).version
            raise VersionConflict(
                expected_version if expected_version is not None else current, current
            ) from None
        self.match_cache.remember(match)
        self.recent_events.add(match.id, [recording.domain_event for recording in recordings])
        gathered: dict[UUID, Match] | None = getattr(self._gathered, "matches", None)
        for hook in self.after_save:
            if gathered is not None and _gathers(hook):
                gathered[match.id] = match  # its hooks run at the end of the block
            else:
                hook(match)
        return recordings


def _uuid(value: UUID | str) -> UUID:
    if isinstance(value, UUID):
        return value
    try:
        return UUID(str(value))
    except ValueError:
        raise MatchNotFound(gettext("there is no match %(value)s") % {"value": value}) from None


#: Functions that wire a new service to the rest of the system (live streams, projections,
#: bots, alerts), run in this order; ``config.wiring`` sets them.
service_configurators: list[Callable[[MatchService], None]] = []

_service: MatchService | None = None
_service_lock = threading.Lock()


def get_service() -> MatchService:
    """The per-process service, created lazily (so after a worker forks)."""
    global _service
    with _service_lock:
        if _service is None:
            service = MatchService(env=event_store_env())
            for configure in service_configurators:
                configure(service)
            _service = service
        return _service


def create_event_store_tables(dbname: str | None = None) -> None:
    """Create the event store's tables if they are missing (``migrate`` calls this).

    Only this function creates them: the service's own environment says ``CREATE_TABLE=n``.
    An index of recorded commands created in a store that holds events already is filled
    from them.
    """
    service = MatchService(env=event_store_env(dbname=dbname, create_tables=True))
    try:
        recorder: CommandIndex = service.recorder  # type: ignore[assignment]
        if recorder.created_command_index:
            index_recorded_commands(service)
    finally:
        service.close()


def reset_service() -> None:
    """Close and forget the per-process service (tests, settings changes)."""
    global _service
    with _service_lock:
        if _service is not None:
            _service.close()
        _service = None
