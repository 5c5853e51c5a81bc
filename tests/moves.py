"""Random legal moves for tests that need a match played: one way, on the bare engine
(``random_playout``), through the match service (``play_random``, ``random_move``) or over
the API (``random_action``)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.engine import Action, Effect, Game, State, apply_all, clone, ensure_json_native

if TYPE_CHECKING:  # the rules' tests use this module without the match application
    from matches.aggregate import Match
    from matches.service import MatchService


@dataclass(frozen=True)
class Step:
    """One action of a random match: the state before it (a copy), the seat that acted, the
    action, its effects, and the state after it (the live state: read it before the next step)."""

    before: State
    seat: int
    action: Action
    effects: list[Effect]
    after: State


def random_playout(
    game: Game,
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    max_actions: int = 5000,
) -> Iterator[Step]:
    """Every action of one match of uniformly random legal actions on the bare engine, checked
    as every game owes it: the first seat to act has an action, resolving leaves the state
    alone, effects stay JSON and are left alone by applying them, and, once the match is
    over, the setup and every effect applied again to a new state rebuild the final one."""
    rng = random.Random(seed)
    options = game.validate_options(players, options or {})
    setup = game.setup(players, options, rng)
    log = clone(setup)
    state = apply_all(game, game.new_state(players, options), setup)
    for _ in range(max_actions):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        actions = game.legal_actions(state, seat)
        assert actions, "a seat to act always has an action"
        action = rng.choice(actions)
        before = clone(state)
        effects = game.resolve(state, seat, action, rng)
        assert state == before, "resolve must not change its state"
        ensure_json_native(effects)
        written = json.dumps(effects, sort_keys=True)
        state = apply_all(game, state, effects)
        assert json.dumps(effects, sort_keys=True) == written, "apply must not change effects"
        log.extend(clone(effects))
        yield Step(before, seat, action, effects, state)
    else:
        raise AssertionError(f"{game.slug}: no outcome after {max_actions} actions (seed {seed})")
    rebuilt = apply_all(game, game.new_state(players, options), log)
    assert rebuilt == state, "applying the setup and every effect again rebuilds the state"


def human_to_act(match: Match) -> int | None:
    """The first seat to act that a player holds (not a bot), or None."""
    return next(
        (
            seat
            for seat in match.to_act
            if match.seats[seat]["username"] and not match.seats[seat]["bot"]
        ),
        None,
    )


def random_move(service: MatchService, match: Match, rng: random.Random) -> Match:
    """A random legal action of the first player to act; the match after it, read again
    from the store, since bots answer within the command (tests play them inline)."""
    seat = human_to_act(match)
    assert seat is not None and match.state is not None, "no player is to act"
    action = rng.choice(match.engine.legal_actions(match.state, seat))
    actor = f"user:{match.seats[seat]['username']}"
    service.act(match.id, seat, action, match.version, actor=actor)
    return service.get_match(match.id)


def play_random(
    service: MatchService, match: Match, rng: random.Random, moves: int | None = None
) -> Match:
    """Random legal actions of the players to act until the match is over, ``moves`` were
    played, or only bots are to act; the match after them."""
    match = service.get_match(match.id)
    played = 0
    while match.status == "active" and (moves is None or played < moves):
        if human_to_act(match) is None:
            break
        match = random_move(service, match, rng)
        played += 1
    return match


def random_action(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The body of ``POST /actions/`` for a random legal action of the seat whose ``view``
    (from ``GET /view/``) it is."""
    return {"action": rng.choice(view["legal_actions"]), "expected_version": view["version"]}
