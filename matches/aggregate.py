"""The Match aggregate: one match of one game, as a sequence of domain events.

Version 1 is ``Created``; each seat filled is a ``SeatTaken``; ``Started``
carries the setup effects; every accepted player action is one
``ActionApplied``; the action that ends the game is followed, in the same
save, by ``Finished`` (which reveals the seed).

Event bodies only *apply* decisions already taken: no randomness, no clock, no
validation, so replaying a stored history always rebuilds the same state.
"""

from __future__ import annotations

import marshal
import random
import sys
from typing import Any

from eventsourcing.domain import Aggregate, event
from eventsourcing.utils import register_topic

from games.engine import Action, Effect, Game, State, clone
from games.engine.rng import LEGACY_RNG_VERSION, RNG_VERSION, rng_for
from games.registry import get_game
from matches.clocks import NO_CLOCK, empty_bank, new_clock, refill, running_seats, tick


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


class Match(Aggregate):
    #: 2: matches know their randomness derivation, client seeds and whether the seed was fixed.
    #: 3: clocks, forfeits and abort votes (matches.clocks, docs/api.md "Clocks and leaving").
    class_version = 3

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

    class SeatTaken(Aggregate.Event):
        class_version = 2
        seat: int
        username: str | None
        bot: str | None
        #: A public seed the joining player added to the match's randomness (or None).
        client_seed: str | None

        @staticmethod
        def upcast_v1_v2(state: dict[str, Any]) -> None:
            state["client_seed"] = None

        def apply(self, aggregate: Match) -> None:
            aggregate.seats[self.seat] = {
                "seat": self.seat,
                "username": self.username,
                "bot": self.bot,
            }
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

    def request_takeback(
        self, seat: int, to_version: int, actor: str, command_id: str | None = None
    ) -> None:
        self.trigger_event(
            Match.TakebackRequested,
            seat=seat,
            to_version=to_version,
            actor=actor,
            command_id=command_id,
        )

    def answer_takeback(
        self, seat: int, accept: bool, actor: str, command_id: str | None = None
    ) -> None:
        self.trigger_event(
            Match.TakebackAnswered, seat=seat, accept=accept, actor=actor, command_id=command_id
        )

    def take_moves_back(self, to_version: int, seat: int, state: State) -> None:
        self.trigger_event(Match.MovesTakenBack, to_version=to_version, seat=seat, state=state)

    # -- end of takeback -----------------------------------------------------

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

    # -- commands (decisions are taken by the service; these only record) --

    def rng(self, version: int) -> random.Random:
        """The generator of the event at ``version`` (see ``games.engine.rng``)."""
        return rng_for(self.seed, version, self.client_seeds, self.rng_version)

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

    # -- clocks and leaving: recording (the service decides) ----------------------------

    def time_out(self, seat: int, then: str) -> None:
        self.trigger_event(Match.TimedOut, seat=seat, then=then)

    def resign(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.Resigned, seat=seat, by=by, command_id=command_id)

    def hand_to_bot(self, seat: int, level: str, reason: str) -> None:
        self.trigger_event(Match.SeatHandedToBot, seat=seat, level=level, reason=reason)

    def reclaim(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.SeatReclaimed, seat=seat, by=by, command_id=command_id)

    def request_abort(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.AbortRequested, seat=seat, by=by, command_id=command_id)

    def decline_abort(self, seat: int, by: str, command_id: str | None = None) -> None:
        self.trigger_event(Match.AbortDeclined, seat=seat, by=by, command_id=command_id)

    def abort_match(self, reason: str, by: str | None, command_id: str | None = None) -> None:
        self.trigger_event(
            Match.Aborted, reason=reason, by=by, seed=self.seed, command_id=command_id
        )


# Events stored before the match application left the package ``games`` name their classes
# ``games.aggregate:Match...``; they resolve to the same classes here.
register_topic("games.aggregate", sys.modules[__name__])
