"""The application service: every command on a match goes through here.

``MatchService`` is an eventsourcing ``Application``: it loads a ``Match``
(from its latest snapshot plus later events), asks the game's rules engine to
resolve the command, records the resulting events and saves them with
optimistic concurrency. Nothing is recorded when a command is rejected.

Storage comes from the environment (see ``matches.storage.event_store_env``):
``eventsourcing.sqlite`` in ``$TABULA_DATA_DIR`` by default, or
``eventsourcing.postgres`` when ``DATABASE_URL`` names PostgreSQL.
"""

from __future__ import annotations

import copy
import inspect
import threading
from collections.abc import Callable
from typing import Any, cast
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application, project_aggregate
from eventsourcing.persistence import IntegrityError, Recording

from games.bots import BOT_LEVELS
from games.engine import Action, IllegalAction, InvalidOptions, State, clone, seed_commitment
from games.engine.rng import CLIENT_SEED_PATTERN, RNG_VERSION, new_seed
from games.registry import get_game
from matches.aggregate import Match
from matches.cache import MatchSnapshots
from matches.clocks import (
    LEFT_FOR_GOOD,
    expired_seats,
    has_left,
    validate_on_timeout,
    validate_time_control,
)
from matches.command_index import (
    COMMANDS_KWARG,
    CommandIndex,
    CommandPosition,
    commands_of,
    index_recorded_commands,
)
from matches.errors import (
    AbortRefused,
    AlreadySeated,
    MatchFull,
    MatchNotActive,
    MatchNotFinished,
    MatchNotFound,
    NotSeated,
    NotYourTurn,
    RatedMatchWithBots,
    SeatHeldByBot,
    SeatTaken,
    VersionConflict,
)
from matches.storage import event_store_env
from matches.takeback import (
    NoTakebackPending,
    NotAskedToAnswer,
    TakebackImpossible,
    TakebackPending,
    automatic_consents,
    awaiting,
    standing_moves,
    takeback_target,
)

#: Why a bot may not sit in a rated match (the create form and the bots endpoint say it).
RATED_WITH_BOTS = (
    "rated matches against bots are not possible: create the match with rated false "
    "to play with bots"
)

#: Called with the saved Match after every successful command (bots, projections).
AfterSave = Callable[[Match], None]


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
                raise MatchNotFound(f"there is no match {match_id}") from None
        else:
            newer = list(self.events.get(uuid, gt=known.version))
            if not newer:
                return known
            projected = project_aggregate(copy.deepcopy(known), newer)
            assert projected is not None  # events after a version never discard a match
            match = projected
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
            raise MatchNotFound(f"there is no match {match_id}") from None
        return match

    def command_position(self, command_id: str) -> CommandPosition | None:
        """Where the command ``command_id`` was recorded; None when the store holds no
        event of it (bot moves are not indexed: ``matches.command_index``)."""
        recorder: CommandIndex = self.recorder  # type: ignore[assignment]
        return recorder.command_position(command_id)

    def state_at(self, match_id: UUID | str, version: int) -> State | None:
        """The game state right after the event at ``version`` (None before the start)."""
        return self.get_match(match_id, version=version).state

    # -- commands ----------------------------------------------------------

    def create_match(
        self,
        game: str,
        players: int,
        options: dict[str, Any] | None = None,
        seed: str | int | None = None,
        creator: str | None = None,
        client_seed: str | None = None,
        rated: bool | None = None,
        listed: bool = True,
        match_id: UUID | None = None,
        time_control: dict[str, Any] | None = None,
        on_timeout: dict[str, Any] | None = None,
    ) -> Match:
        """A new open match with a fresh secret server seed.

        A caller-chosen ``seed`` makes the match reproducible by anybody who knows it,
        so it is allowed only for unrated matches. ``rated`` is opt-in (default False), since
        a rated match takes no bots (``add_bot``).
        ``listed=False`` keeps it out of the lobby and unrated (tools, private matches).
        ``match_id`` (default: a new random one) makes a retried create find its match:
        the event store takes one match per id.
        ``time_control`` and ``on_timeout``: see ``matches.clocks``.
        """
        engine = get_game(game)
        options = engine.validate_options(players, options)
        time_control = validate_time_control(time_control)
        on_timeout = validate_on_timeout(on_timeout, time_control, BOT_LEVELS)
        seed_fixed = seed is not None
        rated = bool(rated) and listed
        if rated and seed_fixed:
            raise InvalidOptions("a fixed seed is only allowed for unrated matches")
        server_seed = new_seed() if seed is None else str(seed)
        match = _new_match(
            match_id,
            game=game,
            players=players,
            options=options,
            rules_version=engine.rules_version,
            seed_commitment=seed_commitment(server_seed),
            seed=server_seed,
            creator=creator,
            rated=rated,
            forked_from=None,
            rng_version=RNG_VERSION,
            client_seeds=[_client_seed(client_seed)] if client_seed is not None else [],
            seed_fixed=seed_fixed,
            listed=listed,
            time_control=time_control,
            on_timeout=on_timeout,
        )
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
        if held := match.seats_of(username):
            raise AlreadySeated(f"you already hold seat {held[0]} in this match")
        seat = self._choose_seat(match, seat)
        if client_seed is not None:
            client_seed = _client_seed(client_seed)
        match.take_seat(seat, username=username, bot=None, client_seed=client_seed)
        self._start_when_full(match)
        self._save(match)
        return match

    def add_bot(self, match_id: UUID | str, seat: int, level: str) -> Match:
        match = self.get_match(match_id)
        if match.rated:
            raise RatedMatchWithBots(RATED_WITH_BOTS)
        seat = self._choose_seat(match, seat)
        match.take_seat(seat, username=None, bot=level)
        self._start_when_full(match)
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
        """Resolve ``action`` by ``seat`` at ``expected_version`` and record it.

        Raises MatchNotActive, VersionConflict, NotYourTurn or IllegalAction;
        on any of them nothing is recorded.

        ``loaded``: the match as the caller just loaded it (``get_match``, a private
        copy), so a request that looked at the match first does not load it twice.
        ``stored``: a list that receives the events stored (as the store now holds them),
        so the caller need not read them back.
        """
        match = loaded if loaded is not None else self.get_match(match_id)
        if match.status != "active":
            raise MatchNotActive(f"the match is {match.status}, so it takes no actions")
        if expected_version != match.version:
            raise VersionConflict(expected_version, match.version)
        if seat not in match.to_act:
            raise NotYourTurn(f"seat {seat} is not to act; waiting for seat(s) {match.to_act}")
        if actor.startswith("user:") and match.seats[seat]["bot"] is not None:
            raise SeatHeldByBot(_held_by_bot_message(match, seat))
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction('an action is a JSON object with a string "type" field')
        engine = match.engine
        assert match.state is not None
        effects = engine.resolve(match.state, seat, action, match.rng(match.version + 1))
        # Store the server's own copy of the legal action that matched, never the
        # client's dictionary: extra fields (padding, fake texts) must not reach the history.
        canonical = _canonical_action(engine.legal_actions(match.state, seat), action)
        match.record_action(seat, canonical, effects, command_id=command_id, actor=actor)
        outcome = engine.outcome(match.state)
        if outcome is not None:
            match.finish(outcome_with_forfeits(outcome, match.forfeited))
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
        """A new, unrated match continuing from version ``at`` of a finished match.

        Seats are open again; the new match has its own seed and commitment. Every
        hidden zone (hands, decks, secret roles) is dealt anew from that seed, consistently
        with what was public at ``at`` (the game's ``sample``), since the parent's replay
        shows everybody the old ones. ``exact=True`` copies the position as it was, for
        analysis.
        """
        parent = self.get_match(match_id)
        if parent.status != "finished":
            raise MatchNotFinished(
                "only a finished match can be forked (its hidden state is public by then)"
            )
        if not 1 <= at <= parent.version:
            raise IllegalAction(f"at must be a version between 1 and {parent.version}")
        past = self.get_match(match_id, version=at)
        if past.state is None:
            raise IllegalAction(
                f"the match had not started at version {at}; fork from version "
                f"{self._started_version(parent)} or later"
            )
        if past.status == "finished" or past.engine.outcome(past.state) is not None:
            raise IllegalAction(f"the game was already over at version {at}")
        seed = new_seed()
        match = _new_match(
            new_match_id,
            game=parent.game,
            players=parent.players,
            options=parent.options,
            rules_version=parent.engine.rules_version,
            seed_commitment=seed_commitment(seed),
            seed=seed,
            creator=creator,
            rated=False,
            forked_from={"match": str(parent.id), "version": at, "exact": exact},
            rng_version=RNG_VERSION,
            client_seeds=[],
            seed_fixed=False,
            exact_fork=exact,
        )
        self._save(match)
        return match

    # -- takeback by consent (rules: matches.takeback) --------------------------

    def request_takeback(
        self,
        match_id: UUID | str,
        seat: int,
        expected_version: int,
        actor: str,
        command_id: str | None = None,
    ) -> Match:
        """``seat`` asks to take back its last move; completed at once if nobody must answer.

        Raises MatchNotActive, VersionConflict, TakebackPending or TakebackImpossible; on
        any of them nothing is recorded.
        """
        match = self._takeback_match(match_id, expected_version)
        if has_left(match.seats[seat]):
            raise NotSeated(_left_message(seat, "ask for a takeback"))
        if match.pending_takeback is not None:
            raise TakebackPending(
                f"seat {match.pending_takeback['seat']} already asked for a takeback; "
                "it must be answered first"
            )
        if match.seats[seat].get("bot") is not None:
            raise TakebackImpossible(
                f"a bot plays seat {seat} since its time ran out; reclaim the seat first"
            )
        moves = standing_moves(self.events.get(match.id))
        to_version = takeback_target(match.engine, moves, seat, match.to_act, match.rated)
        match.request_takeback(seat, to_version, actor, command_id)
        for other, consenting in automatic_consents(match, seat):
            match.answer_takeback(other, True, consenting)
        self._take_back_when_agreed(match)
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
        """``seat`` accepts or refuses the pending request (the asker may withdraw it)."""
        match = self._takeback_match(match_id, expected_version)
        if has_left(match.seats[seat]):
            raise NotSeated(_left_message(seat, "answer a takeback"))
        pending = match.pending_takeback
        if pending is None:
            raise NoTakebackPending("there is no takeback request to answer")
        if seat == pending["seat"] and accept:
            raise NotAskedToAnswer(
                "you asked for this takeback yourself; refuse it to withdraw the request"
            )
        if seat != pending["seat"] and seat in pending["accepted"]:
            raise NotAskedToAnswer(f"seat {seat} has already accepted this takeback")
        match.answer_takeback(seat, accept, actor, command_id)
        if accept:
            self._take_back_when_agreed(match)
        self._save(match, expected_version=expected_version)
        return match

    def _takeback_match(self, match_id: UUID | str, expected_version: int) -> Match:
        match = self.get_match(match_id)
        if match.status != "active":
            raise MatchNotActive(f"the match is {match.status}, so nothing can be taken back")
        if expected_version != match.version:
            raise VersionConflict(expected_version, match.version)
        return match

    def _take_back_when_agreed(self, match: Match) -> None:
        pending = match.pending_takeback
        if pending is None or awaiting(match):
            return
        earlier = self.state_at(match.id, pending["to_version"])
        assert earlier is not None  # a move was made after the start, so it had started
        match.take_moves_back(pending["to_version"], pending["seat"], earlier)

    # -- helpers -----------------------------------------------------------

    # -- clocks and leaving (matches.clocks; docs/api.md "Clocks and leaving") ----------

    def resign(self, match_id: UUID | str, username: str, command_id: str | None = None) -> Match:
        """``username`` leaves a running match; the seat forfeits and ranks last.

        With one other seat left in the game, that seat wins (``Finished``); otherwise a bot
        (the match's on_timeout level, else the strongest) plays the seat out.
        """
        match = self.get_match(match_id)
        if match.status != "active":
            raise MatchNotActive(
                f"the match is {match.status}; only a running match can be resigned"
            )
        seat = self._human_seat(match, username)
        if seat in match.forfeited:
            raise MatchNotActive(f"seat {seat} has already left this match")
        expected = match.version
        match.resign(seat, by=username, command_id=command_id)
        self._forfeit(match, seat, reason="resigned")
        self._save(match, expected_version=expected)
        return match

    def abort(
        self,
        match_id: UUID | str,
        username: str,
        accept: bool = True,
        command_id: str | None = None,
    ) -> Match:
        """Ask (or agree) to abort; ``accept=False`` declines the standing request.

        Before the second move any seated human (or, while open, the creator) aborts at
        once; later every human seat still in the game must ask (like a draw offer).
        """
        match = self.get_match(match_id)
        if match.status not in ("open", "active"):
            raise MatchNotActive(f"the match is {match.status}; it can no longer be aborted")
        seats = [
            s["seat"]
            for s in match.seats
            if s["username"] == username and s["seat"] not in match.forfeited
        ]
        if not seats and not (match.status == "open" and match.creator == username):
            if left := match.seats_of(username):
                raise NotSeated(_left_message(left[0], "vote on aborting the match"))
            raise NotSeated("only a player of this match (or its creator, while open) may abort it")
        expected = match.version
        if match.actions_applied < 2:
            if not accept:
                raise AbortRefused("there is no abort request to decline")
            match.abort_match("early", by=username, command_id=command_id)
        elif not accept:
            if not match.abort_votes:
                raise AbortRefused("there is no abort request to decline")
            match.decline_abort(seats[0], by=username, command_id=command_id)
        else:
            for seat in seats:
                if seat not in match.abort_votes:
                    match.request_abort(seat, by=username, command_id=command_id)
            if set(_voting_seats(match)) <= set(match.abort_votes):
                match.abort_match("agreed", by=None)
            elif match.version == expected:
                raise AbortRefused(
                    "you have asked already; the match ends when every other player asks too"
                )
        self._save(match, expected_version=expected)
        return match

    def reclaim(self, match_id: UUID | str, username: str, command_id: str | None = None) -> Match:
        """Take back a seat a bot took over when its time ran out."""
        match = self.get_match(match_id)
        if match.status != "active":
            raise MatchNotActive(f"the match is {match.status}; seats are reclaimed while it runs")
        seat = self._human_seat(match, username)
        if match.seats[seat].get("handed_over") != "timeout":
            raise AbortRefused(
                f"seat {seat} was not handed to a bot after a timeout, so there is nothing to "
                "reclaim"
                if match.seats[seat]["bot"] is None
                else f"seat {seat} has left the match for good; it cannot be reclaimed"
            )
        expected = match.version
        match.reclaim(seat, by=username, command_id=command_id)
        self._save(match, expected_version=expected)
        return match

    def time_out(self, match_id: UUID | str, expected_version: int, now: float) -> Match | None:
        """Record ``TimedOut`` for every seat whose time ran out by ``now`` (epoch seconds).

        Only if the match is still at ``expected_version`` (the version the sweep saw):
        two sweepers never time a seat out twice. None when there was nothing to do.
        """
        match = self.get_match(match_id)
        if match.status != "active" or match.version != expected_version:
            return None
        expired = expired_seats(match.clock, now)
        if not expired:
            return None
        then = (match.on_timeout or {"then": "bot"})["then"]
        for seat in expired:
            if match.status != "active":
                break
            if seat not in expired_seats(match.clock, now):
                continue  # a takeback completed by an earlier hand-over changed who is due
            match.time_out(seat, then)
            if then == "lose":
                self._forfeit(match, seat, reason="timeout")
            else:
                self._hand_over(match, seat, reason="timeout")
        try:
            self._save(match, expected_version=expected_version)
        except VersionConflict:
            return None
        return match

    def abandon(
        self, match_id: UUID | str, expected_version: int, idle_since: float
    ) -> Match | None:
        """Abort a match untouched since ``idle_since`` (epoch seconds), if still so."""
        match = self.get_match(match_id)
        if match.status not in ("open", "active") or match.version != expected_version:
            return None
        assert match.modified_on is not None
        if match.modified_on.timestamp() > idle_since:
            return None
        match.abort_match("abandoned", by=None)
        try:
            self._save(match, expected_version=expected_version)
        except VersionConflict:
            return None
        return match

    @staticmethod
    def _human_seat(match: Match, username: str) -> int:
        seats = match.seats_of(username)
        if not seats:
            raise NotSeated("you hold no seat in this match")
        return seats[0]

    @staticmethod
    def _bot_level(match: Match) -> str:
        return (match.on_timeout or {}).get("level") or BOT_LEVELS[-1]

    def _forfeit(self, match: Match, seat: int, reason: str) -> None:
        """After ``Resigned`` or a lost ``TimedOut``: the last seat standing wins, else a bot
        plays the forfeited seat out."""
        standing = [s for s in range(match.players) if s not in match.forfeited]
        if len(standing) <= 1:
            match.finish(forfeit_outcome(match.players, standing, match.forfeited, reason))
            return
        self._hand_over(match, seat, reason="resigned" if reason == "resigned" else "lost_on_time")
        # The seat no longer votes: the others may all have asked to abort already, and
        # asking again is refused, so the abort completes now or the request would hang.
        voting = set(_voting_seats(match))
        if voting and voting <= set(match.abort_votes):
            match.abort_match("agreed", by=None)

    def _hand_over(self, match: Match, seat: int, reason: str) -> None:
        """A bot takes ``seat`` over; a pending takeback request gets the bot's answer.

        Bots accept a takeback at once (``matches.takeback``), so a bot that takes over a seat
        still asked accepts, which may complete the takeback; when the asker's own seat is
        taken over, the request is withdrawn. Either way nobody waits for an answer that
        would never come.
        """
        level = self._bot_level(match)
        match.hand_to_bot(seat, level, reason=reason)
        pending = match.pending_takeback
        if pending is None:
            return
        if seat == pending["seat"]:
            match.answer_takeback(seat, False, actor=f"bot:{level}")
        elif seat not in pending["accepted"]:
            match.answer_takeback(seat, True, actor=f"bot:{level}")
            self._take_back_when_agreed(match)

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

    def _choose_seat(self, match: Match, seat: int | None) -> int:
        if match.status != "open":
            raise MatchNotActive(
                f"the match is {match.status}; seats can only be taken while it is open"
            )
        free = match.free_seats()
        if not free:
            raise MatchFull("every seat of this match is taken")
        if seat is None:
            return free[0]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < match.players:
            raise IllegalAction(f"seat must be an integer from 0 to {match.players - 1}")
        if seat not in free:
            raise SeatTaken(f"seat {seat} is taken; free seats: {free}")
        return seat

    def _start_when_full(self, match: Match) -> None:
        if match.free_seats():
            return
        if match.forked_from is not None:
            parent = self.get_match(
                match.forked_from["match"], version=match.forked_from["version"]
            )
            assert parent.state is not None
            if match.exact_fork:
                initial = clone(parent.state)
            else:
                engine = match.engine
                public = engine.view(parent.state, None)
                initial = engine.sample(public, 0, match.rng(match.version + 1))
            match.start([], initial_state=initial)
        else:
            rng = match.rng(match.version + 1)
            match.start(match.engine.setup(match.players, match.options, rng))

    @staticmethod
    def _started_version(match: Match) -> int:
        # Created, then one SeatTaken per seat, then Started.
        return 1 + match.players + 1

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
        for hook in self.after_save:
            hook(match)
        return recordings


def outcome_with_forfeits(outcome: dict[str, Any], forfeited: list[int]) -> dict[str, Any]:
    """A played-out result once some seats forfeited: they never win and rank last.

    (The contract of ``Finished`` for ratings: docs/api.md "Clocks and leaving".)
    """
    if not forfeited:
        return outcome
    scores = outcome.get("scores", {})
    winners = [seat for seat in outcome["winners"] if seat not in forfeited]
    if not winners:
        # The bot playing a forfeited seat came first: the best of the others win.
        standing = [s for s in map(int, scores) if s not in forfeited]
        best = max((scores[str(s)] for s in standing), default=None)
        winners = sorted(s for s in standing if scores[str(s)] == best)
    return {**outcome, "winners": winners, "forfeited": list(forfeited), "reason": "played_out"}


def forfeit_outcome(
    players: int, standing: list[int], forfeited: list[int], reason: str
) -> dict[str, Any]:
    """The result when everybody else left: the seat still standing wins (1 point, 0 others)."""
    return {
        "winners": list(standing),
        "scores": {str(seat): 1.0 if seat in standing else 0.0 for seat in range(players)},
        "forfeited": list(forfeited),
        "reason": reason,
    }


def _voting_seats(match: Match) -> list[int]:
    """The seats that must agree to abort: every human seat still in the game."""
    return [
        s["seat"]
        for s in match.seats
        if s["username"] is not None and s["seat"] not in match.forfeited
    ]


def _left_message(seat: int, what: str) -> str:
    return (
        f"you left seat {seat} for good (resigned or lost on time); a bot plays it out and "
        f"you can no longer {what} for it"
    )


def _held_by_bot_message(match: Match, seat: int) -> str:
    if match.seats[seat].get("handed_over") == "timeout":
        return f"a bot plays seat {seat} since its time ran out; reclaim the seat first"
    if match.seats[seat].get("handed_over"):
        return f"seat {seat} has left the match; a bot plays it out"
    return f"seat {seat} is played by a bot"


def _client_seed(value: object) -> str:
    if not isinstance(value, str) or not CLIENT_SEED_PATTERN.match(value):
        raise InvalidOptions("a client seed is 1 to 64 characters of A-Z, a-z, 0-9 and _ . : -")
    return value


def _canonical_action(legal: list[Action], sent: Action) -> Action:
    """The server's own copy of the action ``resolve`` just accepted.

    The legal action equal to ``sent`` when there is one; otherwise (a game may
    accept more than it lists) a copy of ``sent``, provided it has no field that no
    legal action of its type has: padding and fake texts never reach the history.
    """
    for candidate in legal:
        if candidate == sent:
            return clone(candidate)
    known = {"type"} | {key for c in legal if c.get("type") == sent["type"] for key in c}
    unknown = sorted(set(sent) - known)
    if unknown:
        raise IllegalAction(
            f"unknown field(s) {', '.join(unknown)} in a {sent['type']} action; "
            f"its fields are {', '.join(sorted(known))}"
        )
    return clone(sent)


def _new_match(match_id: UUID | None, **fields: Any) -> Match:
    """A new Match, with the caller's id when given (else eventsourcing makes one).

    ``Match(...)`` takes no id, so a chosen one goes through ``_create``, eventsourcing's
    documented constructor, with every field of ``Created`` (defaults included) as
    ``Match(...)`` would pass them.
    """
    if match_id is None:
        return Match(**fields)
    defaults = {
        name: parameter.default
        for name, parameter in inspect.signature(Match.__init__).parameters.items()
        if parameter.default is not inspect.Parameter.empty
    }
    return Match._create(Match.Created, id=match_id, **{**defaults, **fields})


def _uuid(value: UUID | str) -> UUID:
    if isinstance(value, UUID):
        return value
    try:
        return UUID(str(value))
    except ValueError:
        raise MatchNotFound(f"there is no match {value}") from None


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
