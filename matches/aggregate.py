"""The Match aggregate: one match of one game, as a sequence of domain events.

Version 1 is ``Created``; each seat filled is a ``SeatTaken``; ``Started``
carries the setup effects; every accepted player action is one
``ActionApplied``; the action that ends the game is followed, in the same
save, by ``Finished`` (which reveals the seed).

The aggregate takes the decisions (its command methods: ``join``, ``act``, ``resign``,
``abort``, ``request_takeback``, ``time_out``... check the rules, raise a domain error of
``matches.errors`` and record nothing, or record the events they decided) by the rules of
the game and of ``matches.clocks``, ``matches.leaving`` and ``matches.takeback``. What a
decision needs of the stored past (a fork's parent, the state a takeback returns to) it
asks of a ``Past``, which the service reads from the event store. The service only loads,
calls and saves (``matches.service``).

Event bodies only *apply* decisions already taken: no randomness, no clock, no
validation, so replaying a stored history always rebuilds the same state.
"""

from __future__ import annotations

import inspect
import marshal
import random
import sys
from collections.abc import Iterable
from typing import Any, Protocol, TypedDict
from uuid import UUID

from django.utils.translation import gettext
from eventsourcing.domain import Aggregate, event
from eventsourcing.utils import get_topic, register_topic

from games.bots import BOT_LEVELS, DEFAULT_BOT_LEVEL
from games.engine import (
    Action,
    Effect,
    Game,
    IllegalAction,
    InvalidOptions,
    State,
    clone,
    seed_commitment,
)
from games.engine.rng import (
    CLIENT_SEED_PATTERN,
    LEGACY_RNG_VERSION,
    RNG_VERSION,
    new_seed,
    rng_for,
)
from games.registry import action_kinds, get_game
from matches.clocks import (
    NO_CLOCK,
    empty_bank,
    expired_seats,
    has_left,
    new_clock,
    refill,
    running_seats,
    tick,
    validate_on_timeout,
    validate_time_control,
)
from matches.errors import (
    RATED_WITH_BOTS,
    AbortRefused,
    AlreadySeated,
    MatchFull,
    MatchNotActive,
    MatchNotFinished,
    NotSeated,
    NotYourTurn,
    OutOfTime,
    RatedMatchWithBots,
    SeatHeldByBot,
    SeatTaken,
    VersionConflict,
)
from matches.leaving import (
    forfeit_outcome,
    held_by_bot_message,
    left_message,
    outcome_with_forfeits,
    voting_seats,
)
from matches.takeback import (
    NoTakebackPending,
    NotAskedToAnswer,
    StandingMove,
    TakebackImpossible,
    TakebackPending,
    automatic_consents,
    awaiting,
    takeback_target,
)


def _copy_json(value: Any) -> Any:
    """A deep copy of JSON-native data (``clone`` for anything marshal refuses)."""
    try:
        return marshal.loads(marshal.dumps(value))
    except ValueError:
        return clone(value)


def apply_stored_effects(game: Game, state: State, effects: list[Effect]) -> State:
    """Apply effects read from the store; copies keep the state from aliasing an event."""
    for effect in effects:
        state = game.apply(state, clone(effect))
    return state


def starting_state(
    game: Game,
    players: int,
    options: dict[str, Any],
    initial_state: State | None,
    effects: list[Effect],
) -> State:
    """The table right after ``Started``: a new table (or a fork's copied state) plus setup."""
    base = clone(initial_state) if initial_state is not None else game.new_state(players, options)
    return apply_stored_effects(game, base, effects)


class MatchSettings(TypedDict, total=False):
    """How a new match is set up beyond its game, player count and options: what
    ``Match.open`` takes by keyword (its docstring says what each means), for callers that
    pass them on."""

    seed: str | int | None
    creator: str | None
    client_seed: str | None
    rated: bool | None
    listed: bool
    match_id: UUID | None
    time_control: dict[str, Any] | None
    on_timeout: dict[str, Any] | None


class Past(Protocol):
    """What a decision may read of the stored past (``MatchService`` reads the event store)."""

    def get_match(self, match_id: UUID | str, version: int | None = None) -> Match:
        """The match right after ``version``: a private copy."""
        ...

    def stored_events(self, match_id: UUID) -> Iterable[Match.Event]:
        """Every stored event of the match, oldest first."""
        ...

    def stored_events_newest_first(
        self, match_id: UUID, *, lte: int | None = None
    ) -> Iterable[Match.Event]:
        """The stored events of the match (those up to version ``lte``), newest first, read
        only as far as they are used."""
        ...


class Match(Aggregate):
    #: 2: matches know their randomness derivation, client seeds and whether the seed was fixed.
    #: 3: clocks, forfeits and abort votes (matches.clocks, docs/api.md "Clocks and leaving").
    #: 4: matches imported from another server's record (matches.records).
    class_version = 4

    @staticmethod
    def upcast_v1_v2(state: dict[str, Any]) -> None:
        # Snapshots taken before version 2: legacy derivation, no client seeds.
        state.setdefault("rng_version", LEGACY_RNG_VERSION)
        state.setdefault("client_seeds", [])
        state.setdefault("seed_fixed", False)
        state.setdefault("exact_fork", False)

    @staticmethod
    def upcast_v2_v3(state: dict[str, Any]) -> None:
        # Snapshots taken before clocks existed: no clock, nobody left, no abort vote.
        state.setdefault("time_control", dict(NO_CLOCK))
        state.setdefault("on_timeout", None)
        state.setdefault("clock", None)
        state.setdefault("forfeited", [])
        state.setdefault("abort_votes", [])
        state.setdefault("abort", None)
        # Only the count's "fewer than two" matters: the setup took 2 + players versions.
        state.setdefault("actions_applied", max(0, state["_version"] - 2 - state["players"]))

    @staticmethod
    def upcast_v3_v4(state: dict[str, Any]) -> None:
        # Snapshots taken before records could be imported: played here.
        state.setdefault("imported_from", None)

    class Created(Aggregate.Created):
        class_version = 2
        game: str
        players: int
        options: dict[str, Any]
        rules_version: str
        seed_commitment: str
        #: Server-private until the match is finished: never projected before that.
        #: A string (64 hex digits when drawn by the server); an int in version-1 matches.
        seed: str | int
        creator: str | None
        rated: bool
        forked_from: dict[str, Any] | None
        #: Which derivation of ``games.engine.rng`` draws this match's randomness.
        rng_version: int
        #: Public seeds the players added (the creator's first, then one per join).
        client_seeds: list[str]
        #: The caller chose the seed (unrated matches only): nothing about it is secret.
        seed_fixed: bool
        #: A fork that copies the hidden zones as they were (analysis only, unrated).
        exact_fork: bool

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["rng_version"] = LEGACY_RNG_VERSION
            state["client_seeds"] = []
            state["seed_fixed"] = False
            state["exact_fork"] = False

        #: False for matches played by tools (selfplay, benchmarks): kept out of the lobby.
        #: Events stored before it existed lack it and mean True.
        listed: bool

        #: matches.clocks: the time control and what follows a timeout (events stored before
        #: clocks existed lack them and mean no clock).
        time_control: dict[str, Any] | None
        on_timeout: dict[str, Any] | None

        #: matches.records: where an imported record came from ({"digest", "key_id",
        #: "match", ...}); None for a match played here (and events stored before imports).
        imported_from: dict[str, Any] | None

    @event(Created)
    def __init__(
        self,
        game: str,
        players: int,
        options: dict[str, Any],
        rules_version: str,
        seed_commitment: str,
        seed: str | int,
        creator: str | None,
        rated: bool,
        forked_from: dict[str, Any] | None,
        rng_version: int = RNG_VERSION,
        client_seeds: list[str] | None = None,
        seed_fixed: bool = False,
        exact_fork: bool = False,
        listed: bool = True,
        time_control: dict[str, Any] | None = None,
        on_timeout: dict[str, Any] | None = None,
        imported_from: dict[str, Any] | None = None,
    ) -> None:
        self.game = game
        self.players = players
        self.options = options
        self.rules_version = rules_version
        self.seed_commitment = seed_commitment
        self.seed = seed
        self.creator = creator
        self.rated = rated
        self.forked_from = forked_from
        self.rng_version = rng_version
        self.client_seeds = list(client_seeds or [])
        self.seed_fixed = seed_fixed
        self.exact_fork = exact_fork
        self.listed = listed
        self.seats: list[dict[str, Any]] = [
            {"seat": seat, "username": None, "bot": None} for seat in range(players)
        ]
        self.status = "open"
        self.state: State | None = None
        self.result: dict[str, Any] | None = None
        self.seed_revealed = False
        # -- clocks and leaving (matches.clocks) --
        self.time_control = time_control or dict(NO_CLOCK)
        self.on_timeout = on_timeout
        self.clock = new_clock(self.time_control, players)
        #: Seats that resigned or lost on time, in that order: they rank last.
        self.forfeited: list[int] = []
        #: Seats whose humans asked to abort (all human seats must, after the second move).
        self.abort_votes: list[int] = []
        #: How the match was aborted ({"reason", "by"}), once it was.
        self.abort: dict[str, Any] | None = None
        self.actions_applied = 0
        #: The pending takeback request (see ``TakebackRequested``), or None.
        self.takeback: dict[str, Any] | None = None
        #: Where the record this match was imported from came from (matches.records), or None.
        self.imported_from = imported_from

    class SeatTaken(Aggregate.Event):
        class_version = 2
        seat: int
        username: str | None
        bot: str | None
        #: A public seed the joining player added to the match's randomness (or None).
        client_seed: str | None
        #: An imported match's player, by the name the other server knew (no user here).
        name: str | None = None

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["client_seed"] = None

        def apply(self, aggregate: Match) -> None:
            seat: dict[str, Any] = {"seat": self.seat, "username": self.username, "bot": self.bot}
            if getattr(self, "name", None) is not None:  # events stored before imports lack it
                seat["name"] = self.name
            aggregate.seats[self.seat] = seat
            if self.client_seed is not None:
                aggregate.client_seeds.append(self.client_seed)

    class Started(Aggregate.Event):
        class_version = 1
        effects: list[Effect]
        #: The state a forked match continues from (None: a fresh table).
        initial_state: State | None

        def apply(self, aggregate: Match) -> None:
            aggregate.state = starting_state(
                aggregate.engine,
                aggregate.players,
                aggregate.options,
                self.initial_state,
                self.effects,
            )
            aggregate.status = "active"
            aggregate.tick_clock(self.timestamp.timestamp())

    class ActionApplied(Aggregate.Event):
        class_version = 1
        seat: int
        action: Action
        effects: list[Effect]
        command_id: str | None
        #: Who sent it: "user:<name>" or "bot:<level>".
        actor: str

        def apply(self, aggregate: Match) -> None:
            assert aggregate.state is not None  # an action follows the start
            aggregate.state = apply_stored_effects(aggregate.engine, aggregate.state, self.effects)
            aggregate.actions_applied += 1
            aggregate.tick_clock(self.timestamp.timestamp(), mover=self.seat)
            # A new move by anybody cancels a pending takeback request.
            aggregate.takeback = None

    class Finished(Aggregate.Event):
        class_version = 1
        outcome: dict[str, Any]
        seed: str | int

        def apply(self, aggregate: Match) -> None:
            aggregate.status = "finished"
            aggregate.result = self.outcome
            aggregate.seed_revealed = True
            aggregate.tick_clock(self.timestamp.timestamp())

    # -- clocks and leaving (matches.clocks; docs/api.md "Clocks and leaving") ----------

    class TimedOut(Aggregate.Event):
        """A seat's time ran out (recorded by the sweep, matches.sweeps)."""

        class_version = 1
        seat: int
        #: What follows, from the match's on_timeout: "bot" or "lose".
        then: str

        def apply(self, aggregate: Match) -> None:
            aggregate.clock = empty_bank(aggregate.clock, self.seat)
            if self.then == "lose":
                aggregate.forfeited.append(self.seat)

    class Resigned(Aggregate.Event):
        class_version = 1
        seat: int
        by: str
        #: The Idempotency-Key reservation's command (api.idempotency), for a crash retry.
        command_id: str | None = None

        def apply(self, aggregate: Match) -> None:
            aggregate.forfeited.append(self.seat)

    class SeatHandedToBot(Aggregate.Event):
        """A bot plays the seat from now on; its player stays named on it."""

        class_version = 1
        seat: int
        level: str
        #: "timeout" (the player may reclaim it), "resigned" or "lost_on_time".
        reason: str

        def apply(self, aggregate: Match) -> None:
            aggregate.seats[self.seat] = {
                **aggregate.seats[self.seat],
                "bot": self.level,
                "handed_over": self.reason,
            }
            aggregate.tick_clock(self.timestamp.timestamp())

    class SeatReclaimed(Aggregate.Event):
        class_version = 1
        seat: int
        by: str
        #: The Idempotency-Key reservation's command (api.idempotency), for a crash retry.
        command_id: str | None = None

        def apply(self, aggregate: Match) -> None:
            aggregate.seats[self.seat] = {"seat": self.seat, "username": self.by, "bot": None}
            aggregate.clock = refill(aggregate.time_control, aggregate.clock, self.seat)
            aggregate.tick_clock(self.timestamp.timestamp())

    class AbortRequested(Aggregate.Event):
        class_version = 1
        seat: int
        by: str
        #: The Idempotency-Key reservation's command (api.idempotency), for a crash retry.
        command_id: str | None = None

        def apply(self, aggregate: Match) -> None:
            if self.seat not in aggregate.abort_votes:
                aggregate.abort_votes.append(self.seat)

    class AbortDeclined(Aggregate.Event):
        class_version = 1
        seat: int
        by: str
        #: The Idempotency-Key reservation's command (api.idempotency), for a crash retry.
        command_id: str | None = None

        def apply(self, aggregate: Match) -> None:
            aggregate.abort_votes = []

    class Aborted(Aggregate.Event):
        """The match ends without a result (unrated); the seed is revealed as when finished."""

        class_version = 1
        #: "early" (before the second move), "agreed" (every human seat) or "abandoned".
        reason: str
        #: The username that aborted it, or None (agreement, the abandonment sweep).
        by: str | None
        seed: str | int
        #: The Idempotency-Key reservation's command (api.idempotency), for a crash retry.
        command_id: str | None = None

        def apply(self, aggregate: Match) -> None:
            aggregate.status = "aborted"
            aggregate.abort = {"reason": self.reason, "by": self.by}
            aggregate.seed_revealed = True
            aggregate.tick_clock(self.timestamp.timestamp())

    # -- takeback by consent (issue 14, item 5; rules in matches.takeback) ------

    class TakebackRequested(Aggregate.Event):
        """``seat`` asks to return the game to how it was right after ``to_version``."""

        class_version = 1
        seat: int
        to_version: int
        #: "user:<name>": who asked.
        actor: str
        #: The Idempotency-Key reservation's command (api.idempotency), for a crash retry.
        command_id: str | None = None

        def apply(self, aggregate: Match) -> None:
            aggregate.takeback = {
                "seat": self.seat,
                "to_version": self.to_version,
                "requested_at": self.originator_version,
                "accepted": [self.seat],
            }

    class TakebackAnswered(Aggregate.Event):
        """One seat's answer; a refusal (or the asker's withdrawal) ends the request."""

        class_version = 1
        seat: int
        accept: bool
        #: "user:<name>", or "bot:<level>" for a bot's automatic consent.
        actor: str
        #: The Idempotency-Key reservation's command (api.idempotency), for a crash retry.
        command_id: str | None = None

        def apply(self, aggregate: Match) -> None:
            pending = aggregate.takeback
            if pending is None:
                return
            if self.accept:
                pending["accepted"] = sorted({*pending["accepted"], self.seat})
            else:
                aggregate.takeback = None

    class MovesTakenBack(Aggregate.Event):
        """The compensating event: the game is again as it was right after ``to_version``.

        ``state`` is that earlier state, computed by the service from the store: the event
        only applies it. It holds hidden information and is never projected as is.
        """

        class_version = 1
        to_version: int
        #: The seat whose request this completes.
        seat: int
        state: State

        def apply(self, aggregate: Match) -> None:
            aggregate.state = clone(self.state)
            aggregate.takeback = None
            # The seats to act may have changed: their clocks start, the others' stop.
            aggregate.tick_clock(self.timestamp.timestamp())

    @property
    def pending_takeback(self) -> dict[str, Any] | None:
        """The open takeback request, if any (matches loaded from older snapshots have none)."""
        if self.status != "active":
            return None
        return getattr(self, "takeback", None)

    def __deepcopy__(self, memo: dict[int, Any]) -> Match:
        # The repository deep-copies cached matches on every load; the state is
        # JSON-native, so a marshal round trip (C code) copies it exactly, at about
        # a third of the cost of the recursive ``clone``.
        copy = object.__new__(type(self))
        copy.__dict__.update(
            {
                key: _copy_json(value) if isinstance(value, dict | list) else value
                for key, value in self.__dict__.items()
            }
        )
        return copy

    # -- reading -----------------------------------------------------------

    @property
    def engine(self) -> Game:
        return get_game(self.game)

    @property
    def to_act(self) -> list[int]:
        if self.status != "active" or self.state is None:
            return []
        return self.engine.to_act(self.state)

    def tick_clock(self, at: float, mover: int | None = None) -> None:
        """Move the clock to an event at ``at`` (matches.clocks.tick)."""
        running = running_seats(self.to_act, self.seats)
        self.clock = tick(self.time_control, self.clock, running, at, mover)

    def seats_of(self, username: str) -> list[int]:
        return [s["seat"] for s in self.seats if s["username"] == username]

    def free_seats(self) -> list[int]:
        return [s["seat"] for s in self.seats if s["username"] is None and s["bot"] is None]

    def rng(self, version: int) -> random.Random:
        """The generator of the event at ``version`` (see ``games.engine.rng``)."""
        return rng_for(self.seed, version, self.client_seeds, self.rng_version)

    @property
    def started_version(self) -> int:
        """The version of ``Started``: after ``Created`` and one ``SeatTaken`` per seat."""
        return 1 + self.players + 1

    # -- recording: no checks (the decisions below call these; tests that need a history
    # the rules would not produce call them directly) -----------------------------------

    def take_seat(
        self, seat: int, username: str | None, bot: str | None, client_seed: str | None = None
    ) -> None:
        self.trigger_event(
            Match.SeatTaken, seat=seat, username=username, bot=bot, client_seed=client_seed
        )

    def start(self, effects: list[Effect], initial_state: State | None = None) -> None:
        self.trigger_event(Match.Started, effects=effects, initial_state=initial_state)

    def record_action(
        self,
        seat: int,
        action: Action,
        effects: list[Effect],
        command_id: str | None,
        actor: str,
    ) -> None:
        self.trigger_event(
            Match.ActionApplied,
            seat=seat,
            action=action,
            effects=effects,
            command_id=command_id,
            actor=actor,
        )

    def finish(self, outcome: dict[str, Any]) -> None:
        self.trigger_event(Match.Finished, outcome=outcome, seed=self.seed)

    def record_timeout(self, seat: int, then: str) -> None:
        self.trigger_event(Match.TimedOut, seat=seat, then=then)

    def record_resignation(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.Resigned, seat=seat, by=by, command_id=command_id)

    def hand_to_bot(self, seat: int, level: str, reason: str) -> None:
        self.trigger_event(Match.SeatHandedToBot, seat=seat, level=level, reason=reason)

    def record_reclaim(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.SeatReclaimed, seat=seat, by=by, command_id=command_id)

    def request_abort(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.AbortRequested, seat=seat, by=by, command_id=command_id)

    def decline_abort(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.AbortDeclined, seat=seat, by=by, command_id=command_id)

    def abort_match(self, reason: str, by: str | None, command_id: str | None = None) -> None:
        self.trigger_event(
            Match.Aborted, reason=reason, by=by, seed=self.seed, command_id=command_id
        )

    def record_takeback_request(
        self, seat: int, to_version: int, actor: str, command_id: str | None = None
    ) -> None:
        self.trigger_event(
            Match.TakebackRequested,
            seat=seat,
            to_version=to_version,
            actor=actor,
            command_id=command_id,
        )

    def record_takeback_answer(
        self, seat: int, accept: bool, actor: str, command_id: str | None = None
    ) -> None:
        self.trigger_event(
            Match.TakebackAnswered, seat=seat, accept=accept, actor=actor, command_id=command_id
        )

    def take_moves_back(self, to_version: int, seat: int, state: State) -> None:
        self.trigger_event(Match.MovesTakenBack, to_version=to_version, seat=seat, state=state)

    # -- decisions: each checks the rules and raises a domain error (then nothing is
    # recorded), or records the events it decided ---------------------------------------

    @classmethod
    def open(
        cls,
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
        on_timeout = validate_on_timeout(on_timeout, time_control, BOT_LEVELS, DEFAULT_BOT_LEVEL)
        seed_fixed = seed is not None
        rated = bool(rated) and listed
        if rated and seed_fixed:
            raise InvalidOptions(gettext("a fixed seed is only allowed for unrated matches"))
        server_seed = new_seed() if seed is None else str(seed)
        return cls._new(
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
            client_seeds=[valid_client_seed(client_seed)] if client_seed is not None else [],
            seed_fixed=seed_fixed,
            listed=listed,
            time_control=time_control,
            on_timeout=on_timeout,
        )

    def fork(
        self,
        at: int,
        creator: str | None,
        past: Past,
        exact: bool = False,
        new_match_id: UUID | None = None,
    ) -> Match:
        """A new, unrated match continuing from version ``at`` of this finished match.

        Seats are open again; the new match has its own seed and commitment. Every
        hidden zone (hands, decks, secret roles) is dealt anew from that seed, consistently
        with what was public at ``at`` (the game's ``sample``), since the parent's replay
        shows everybody the old ones. ``exact=True`` copies the position as it was, for
        analysis.
        """
        if self.status != "finished":
            raise MatchNotFinished(
                gettext("only a finished match can be forked (its hidden state is public by then)")
            )
        if not 1 <= at <= self.version:
            raise IllegalAction(
                gettext("at must be a version between 1 and %(version)s")
                % {"version": self.version}
            )
        then = past.get_match(self.id, version=at)
        if then.state is None:
            raise IllegalAction(
                gettext(
                    "the match had not started at version %(at)s; fork from version %(started_version)s or later"
                )
                % {"at": at, "started_version": self.started_version}
            )
        if then.status == "finished" or then.engine.outcome(then.state) is not None:
            raise IllegalAction(gettext("the game was already over at version %(at)s") % {"at": at})
        seed = new_seed()
        return Match._new(
            new_match_id,
            game=self.game,
            players=self.players,
            options=self.options,
            rules_version=self.engine.rules_version,
            seed_commitment=seed_commitment(seed),
            seed=seed,
            creator=creator,
            rated=False,
            forked_from={"match": str(self.id), "version": at, "exact": exact},
            rng_version=RNG_VERSION,
            client_seeds=[],
            seed_fixed=False,
            exact_fork=exact,
        )

    @classmethod
    def _new(cls, match_id: UUID | None, **fields: Any) -> Match:
        """A new Match, with the caller's id when given (else eventsourcing makes one).

        ``Match(...)`` takes no id, so a chosen one goes through ``_create``, eventsourcing's
        documented constructor, with every field of ``Created`` (defaults included) as
        ``Match(...)`` would pass them.
        """
        if match_id is None:
            return cls(**fields)
        defaults = {
            name: parameter.default
            for name, parameter in inspect.signature(cls.__init__).parameters.items()
            if parameter.default is not inspect.Parameter.empty
        }
        return cls._create(cls.Created, id=match_id, **{**defaults, **fields})

    def join(self, username: str, seat: int | None, client_seed: str | None, past: Past) -> None:
        """``username`` sits down (at ``seat``, or the first free one); full, the match starts."""
        if held := self.seats_of(username):
            raise AlreadySeated(
                gettext("you already hold seat %(value)s in this match") % {"value": held[0]}
            )
        seat = self._choose_seat(seat)
        if client_seed is not None:
            client_seed = valid_client_seed(client_seed)
        self.take_seat(seat, username=username, bot=None, client_seed=client_seed)
        self.start_when_full(past)

    def add_bot(self, seat: int, level: str, past: Past) -> None:
        if self.rated:
            raise RatedMatchWithBots(str(RATED_WITH_BOTS))
        seat = self._choose_seat(seat)
        self.take_seat(seat, username=None, bot=level)
        self.start_when_full(past)

    def _choose_seat(self, seat: int | None) -> int:
        if self.status != "open":
            raise MatchNotActive(
                gettext("the match is %(status)s; seats can only be taken while it is open")
                % {"status": self.status}
            )
        free = self.free_seats()
        if not free:
            raise MatchFull(gettext("every seat of this match is taken"))
        if seat is None:
            return free[0]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalAction(
                gettext("seat must be an integer from 0 to %(value)s") % {"value": self.players - 1}
            )
        if seat not in free:
            raise SeatTaken(
                gettext("seat %(seat)s is taken; free seats: %(free)s")
                % {"seat": seat, "free": free}
            )
        return seat

    def start_when_full(self, past: Past) -> None:
        """Deal the table once every seat is taken (a fork: from its parent's position)."""
        if self.free_seats():
            return
        if self.forked_from is not None:
            parent = past.get_match(self.forked_from["match"], version=self.forked_from["version"])
            assert parent.state is not None
            if self.exact_fork:
                initial = clone(parent.state)
            else:
                engine = self.engine
                public = engine.view(parent.state, None)
                initial = engine.sample(public, 0, self.rng(self.version + 1))
            self.start([], initial_state=initial)
        else:
            rng = self.rng(self.version + 1)
            self.start(self.engine.setup(self.players, self.options, rng))

    def act(
        self,
        seat: int,
        action: Action,
        expected_version: int,
        actor: str,
        command_id: str | None = None,
        now: float | None = None,
    ) -> None:
        """Resolve ``action`` by ``seat`` at ``expected_version`` and record it.

        ``now`` (epoch seconds): when the action came; after the seat's deadline it is
        refused (``OutOfTime``: the timeout is the command to record, ``time_out``).

        Raises MatchNotActive, VersionConflict, NotYourTurn, SeatHeldByBot, OutOfTime or
        IllegalAction.
        """
        if self.status != "active":
            raise MatchNotActive(
                gettext("the match is %(status)s, so it takes no actions") % {"status": self.status}
            )
        if expected_version != self.version:
            raise VersionConflict(expected_version, self.version)
        if seat not in self.to_act:
            raise NotYourTurn(
                gettext("seat %(seat)s is not to act; waiting for seat(s) %(to_act)s")
                % {"seat": seat, "to_act": self.to_act}
            )
        if actor.startswith("user:") and self.seats[seat]["bot"] is not None:
            raise SeatHeldByBot(held_by_bot_message(self.seats[seat]))
        if now is not None and seat in expired_seats(self.clock, now):
            then = (self.on_timeout or {"then": "bot"})["then"]
            raise OutOfTime(
                f"seat {seat}'s time ran out before this move came: "
                + (
                    "the seat forfeits"
                    if then == "lose"
                    else "a bot plays the seat now; reclaim it to play on"
                )
            )
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction(gettext('an action is a JSON object with a string "type" field'))
        # The action's shape first (its kind's schema), with a message naming the field; then
        # the rules say whether it is legal now.
        action_kinds(self.game).check(action)
        engine = self.engine
        assert self.state is not None
        effects = engine.resolve(self.state, seat, action, self.rng(self.version + 1))
        # Store the server's own copy of the legal action that matched, never the
        # client's dictionary: extra fields (padding, fake texts) must not reach the history.
        canonical = canonical_action(engine.legal_actions(self.state, seat), action)
        self.record_action(seat, canonical, effects, command_id=command_id, actor=actor)
        outcome = engine.outcome(self.state)
        if outcome is not None:
            self.finish(outcome_with_forfeits(outcome, self.forfeited))

    # -- takeback by consent (rules: matches.takeback) ----------------------------------

    def request_takeback(
        self,
        seat: int,
        expected_version: int,
        actor: str,
        past: Past,
        command_id: str | None = None,
    ) -> None:
        """``seat`` asks to take back its last move; completed at once if nobody must answer.

        Raises MatchNotActive, VersionConflict, NotSeated, TakebackPending or
        TakebackImpossible.
        """
        self._check_takeback_at(expected_version)
        if has_left(self.seats[seat]):
            raise NotSeated(left_message(seat, "ask for a takeback"))
        to_version = self._takeback_to(seat, past)
        self.record_takeback_request(seat, to_version, actor, command_id)
        for other, consenting in automatic_consents(self, seat):
            self.record_takeback_answer(other, True, consenting)
        self._take_back_when_agreed(past)

    def _takeback_to(self, seat: int, past: Past) -> int:
        """Where ``seat``'s takeback would return the match; raises TakebackPending or
        TakebackImpossible saying why it cannot ask now."""
        if self.pending_takeback is not None:
            raise TakebackPending(
                gettext("seat %(seat)s already asked for a takeback; it must be answered first")
                % {"seat": self.pending_takeback["seat"]}
            )
        if self.seats[seat].get("bot") is not None:
            raise TakebackImpossible(
                gettext("a bot plays seat %(seat)s since its time ran out; reclaim the seat first")
                % {"seat": seat}
            )
        # The store may hold later events than this match (a view of an earlier version).
        stored = past.stored_events_newest_first(self.id, lte=self.version)
        upto_here = (event for event in stored if event.originator_version <= self.version)
        moves = recent_standing_moves(upto_here, seat)
        return takeback_target(self.engine, moves, seat, self.to_act, self.rated)

    def takeback_refusal(self, seat: int, past: Past) -> str | None:
        """Why ``seat`` could not ask to take back its last move now, as a refused request
        would say (None: it may ask). Views carry it, so a client offers only what would pass."""
        if self.status != "active":
            return f"the match is {self.status}, so nothing can be taken back"
        try:
            self._takeback_to(seat, past)
        except (TakebackPending, TakebackImpossible) as refused:
            return str(refused)
        return None

    def answer_takeback(
        self,
        seat: int,
        accept: bool,
        expected_version: int,
        actor: str,
        past: Past,
        command_id: str | None = None,
    ) -> None:
        """``seat`` accepts or refuses the pending request (the asker may withdraw it)."""
        self._check_takeback_at(expected_version)
        if has_left(self.seats[seat]):
            raise NotSeated(left_message(seat, "answer a takeback"))
        pending = self.pending_takeback
        if pending is None:
            raise NoTakebackPending(gettext("there is no takeback request to answer"))
        if seat == pending["seat"] and accept:
            raise NotAskedToAnswer(
                gettext("you asked for this takeback yourself; refuse it to withdraw the request")
            )
        if seat != pending["seat"] and seat in pending["accepted"]:
            raise NotAskedToAnswer(
                gettext("seat %(seat)s has already accepted this takeback") % {"seat": seat}
            )
        self.record_takeback_answer(seat, accept, actor, command_id)
        if accept:
            self._take_back_when_agreed(past)

    def _check_takeback_at(self, expected_version: int) -> None:
        if self.status != "active":
            raise MatchNotActive(
                gettext("the match is %(status)s, so nothing can be taken back")
                % {"status": self.status}
            )
        if expected_version != self.version:
            raise VersionConflict(expected_version, self.version)

    def _take_back_when_agreed(self, past: Past) -> None:
        pending = self.pending_takeback
        if pending is None or awaiting(self):
            return
        earlier = past.get_match(self.id, version=pending["to_version"]).state
        assert earlier is not None  # a move was made after the start, so it had started
        self.take_moves_back(pending["to_version"], pending["seat"], earlier)

    # -- clocks and leaving (matches.clocks, matches.leaving) ---------------------------

    def resign(self, username: str, past: Past, command_id: str | None = None) -> None:
        """``username`` leaves a running match; the seat forfeits and ranks last.

        With one other seat left in the game, that seat wins (``Finished``); otherwise a bot
        (the match's on_timeout level, else the default level) plays the seat out. A seat that
        has left already records nothing: a resign sent twice answers as the first did.
        """
        seated = self.seats_of(username)
        if seated and seated[0] in self.forfeited:
            return  # left already: a resign sent twice answers as the first (nothing new)
        if self.status != "active":
            raise MatchNotActive(
                gettext("the match is %(status)s; only a running match can be resigned")
                % {"status": self.status}
            )
        seat = self._human_seat(username)
        self.record_resignation(seat, by=username, command_id=command_id)
        self._forfeit(seat, "resigned", past)

    def vote_to_abort(
        self, username: str, accept: bool = True, command_id: str | None = None
    ) -> None:
        """Ask (or agree) to abort; ``accept=False`` declines the standing request.

        Before the second move any seated human (or, while open, the creator) aborts at
        once; later every human seat still in the game must ask (like a draw offer).
        """
        if self.status not in ("open", "active"):
            raise MatchNotActive(
                gettext("the match is %(status)s; it can no longer be aborted")
                % {"status": self.status}
            )
        seats = [
            s["seat"]
            for s in self.seats
            if s["username"] == username and s["seat"] not in self.forfeited
        ]
        if not seats and not (self.status == "open" and self.creator == username):
            if left := self.seats_of(username):
                raise NotSeated(left_message(left[0], "vote on aborting the match"))
            raise NotSeated(
                gettext("only a player of this match (or its creator, while open) may abort it")
            )
        expected = self.version
        if self.actions_applied < 2:
            if not accept:
                raise AbortRefused(gettext("there is no abort request to decline"))
            self.abort_match("early", by=username, command_id=command_id)
        elif not accept:
            if not self.abort_votes:
                raise AbortRefused(gettext("there is no abort request to decline"))
            self.decline_abort(seats[0], by=username, command_id=command_id)
        else:
            for seat in seats:
                if seat not in self.abort_votes:
                    self.request_abort(seat, by=username, command_id=command_id)
            if set(voting_seats(self.seats, self.forfeited)) <= set(self.abort_votes):
                self.abort_match("agreed", by=None)
            elif self.version == expected:
                raise AbortRefused(
                    gettext(
                        "you have asked already; the match ends when every other player asks too"
                    )
                )

    def reclaim(self, username: str, command_id: str | None = None) -> None:
        """Take back a seat a bot took over when its time ran out."""
        if self.status != "active":
            raise MatchNotActive(
                gettext("the match is %(status)s; seats are reclaimed while it runs")
                % {"status": self.status}
            )
        seat = self._human_seat(username)
        if self.seats[seat].get("handed_over") != "timeout":
            raise AbortRefused(
                f"seat {seat} was not handed to a bot after a timeout, so there is nothing to "
                "reclaim"
                if self.seats[seat]["bot"] is None
                else f"seat {seat} has left the match for good; it cannot be reclaimed"
            )
        self.record_reclaim(seat, by=username, command_id=command_id)

    def time_out(self, expected_version: int, now: float, past: Past) -> bool:
        """Record ``TimedOut`` for every seat whose time ran out by ``now`` (epoch seconds).

        Only if the match is still at ``expected_version`` (the version the sweep saw):
        two sweepers never time a seat out twice. False when there was nothing to do.
        """
        if self.status != "active" or self.version != expected_version:
            return False
        expired = expired_seats(self.clock, now)
        if not expired:
            return False
        then = (self.on_timeout or {"then": "bot"})["then"]
        for seat in expired:
            if self.status != "active":
                break
            if seat not in expired_seats(self.clock, now):
                continue  # a takeback completed by an earlier hand-over changed who is due
            self.record_timeout(seat, then)
            if then == "lose":
                self._forfeit(seat, "timeout", past)
            else:
                self._hand_over(seat, "timeout", past)
        return True

    def abandon(self, expected_version: int, idle_since: float) -> bool:
        """Abort the match if untouched since ``idle_since`` (epoch seconds) and still at
        ``expected_version``; False when it was not."""
        if self.status not in ("open", "active") or self.version != expected_version:
            return False
        assert self.modified_on is not None
        if self.modified_on.timestamp() > idle_since:
            return False
        self.abort_match("abandoned", by=None)
        return True

    def _human_seat(self, username: str) -> int:
        seats = self.seats_of(username)
        if not seats:
            raise NotSeated(gettext("you hold no seat in this match"))
        return seats[0]

    @property
    def bot_level(self) -> str:
        """The level of the bot that takes a seat over: the match's on_timeout level, else
        the default level."""
        return (self.on_timeout or {}).get("level") or DEFAULT_BOT_LEVEL

    def _forfeit(self, seat: int, reason: str, past: Past) -> None:
        """After ``Resigned`` or a lost ``TimedOut``: the last seat standing wins, else a bot
        plays the forfeited seat out."""
        standing = [s for s in range(self.players) if s not in self.forfeited]
        if len(standing) <= 1:
            self.finish(forfeit_outcome(self.players, standing, self.forfeited, reason))
            return
        self._hand_over(seat, "resigned" if reason == "resigned" else "lost_on_time", past)
        # The seat no longer votes: the others may all have asked to abort already, and
        # asking again is refused, so the abort completes now or the request would hang.
        voting = set(voting_seats(self.seats, self.forfeited))
        if voting and voting <= set(self.abort_votes):
            self.abort_match("agreed", by=None)

    def _hand_over(self, seat: int, reason: str, past: Past) -> None:
        """A bot takes ``seat`` over; a pending takeback request gets the bot's answer.

        Bots accept a takeback at once (``matches.takeback``), so a bot that takes over a seat
        still asked accepts, which may complete the takeback; when the asker's own seat is
        taken over, the request is withdrawn. Either way nobody waits for an answer that
        would never come.
        """
        level = self.bot_level
        self.hand_to_bot(seat, level, reason=reason)
        pending = self.pending_takeback
        if pending is None:
            return
        if seat == pending["seat"]:
            self.record_takeback_answer(seat, False, actor=f"bot:{level}")
        elif seat not in pending["accepted"]:
            self.record_takeback_answer(seat, True, actor=f"bot:{level}")
            self._take_back_when_agreed(past)


def fast_forward(match: Match | None, events: Iterable[Any]) -> Match:
    """``match`` (None: not yet created) after ``events``, each applied by its own ``mutate``
    as eventsourcing's repository does (its ``project_aggregate`` checks every event against a
    runtime protocol, which costs more than most events' apply)."""
    for stored in events:
        match = stored.mutate(match)
    assert match is not None
    return match


def recent_standing_moves(events_newest_first: Iterable[Any], seat: int) -> list[StandingMove]:
    """The standing moves from ``seat``'s last one to the newest, oldest first (what
    ``takeback_target`` reads), from the events read newest first and only as far back as
    needed: a move stands unless a takeback recorded after it went back below its version."""
    moves: list[StandingMove] = []
    floor: int | None = None  # the lowest version a takeback seen so far went back to
    for stored in events_newest_first:
        if isinstance(stored, Match.MovesTakenBack):
            floor = stored.to_version if floor is None else min(floor, stored.to_version)
        elif isinstance(stored, Match.ActionApplied):
            version = stored.originator_version
            if floor is not None and version > floor:
                continue
            moves.append(StandingMove(version, stored.seat, stored.action, stored.effects))
            if stored.seat == seat:
                break
    return moves[::-1]


def standing_moves(events: Iterable[Any]) -> list[StandingMove]:
    """The moves of a match's stored events that still stand, oldest first."""
    moves: list[StandingMove] = []
    for stored in events:
        if isinstance(stored, Match.ActionApplied):
            moves.append(
                StandingMove(stored.originator_version, stored.seat, stored.action, stored.effects)
            )
        elif isinstance(stored, Match.MovesTakenBack):
            while moves and moves[-1].version > stored.to_version:
                moves.pop()
    return moves


def valid_client_seed(value: object) -> str:
    if not isinstance(value, str) or not CLIENT_SEED_PATTERN.match(value):
        raise InvalidOptions(
            gettext("a client seed is 1 to 64 characters of A-Z, a-z, 0-9 and _ . : -")
        )
    return value


def canonical_action(legal: list[Action], sent: Action) -> Action:
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
            gettext("unknown field(s) %(value)s in a %(type)s action; its fields are %(value2)s")
            % {
                "value": ", ".join(unknown),
                "type": sent["type"],
                "value2": ", ".join(sorted(known)),
            }
        )
    return clone(sent)


#: Where this module lived until 2026-11-26: events stored before then name their classes
#: ``games.aggregate:Match...``, and they resolve to the same classes here.
FORMER_MODULE = "games.aggregate"
register_topic(FORMER_MODULE, sys.modules[__name__])


def topics_of(*events: type[Match.Event]) -> tuple[str, ...]:
    """The topics ``events`` are stored under: what a follower selects the log by."""
    return tuple(get_topic(cls) for cls in events)


def with_former_topics(topics: Iterable[str]) -> frozenset[str]:
    """``topics`` and the names the same events were stored under before the move, so a
    follower selecting the log by topic also finds the events of an older store."""
    current = f"{__name__}:"
    names = set(topics)
    names |= {FORMER_MODULE + ":" + t.removeprefix(current) for t in names if t.startswith(current)}
    return frozenset(names)
