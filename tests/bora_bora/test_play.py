"""``play`` (a search's playouts: resolved in place, each effect applied as it is emitted) against
``resolve`` + ``apply``: the same states, draws and refusals, for legal actions, the same action
by a seat not to act, and actions with a field changed, dropped or of another type (what the
checks by kind of action, ``LEGAL_LIKE``, must refuse exactly as the whole listing does)."""

from __future__ import annotations

import random

import pytest

from games.bora_bora import GAME
from games.engine import Action, apply_all
from tests.engine.test_contract import assert_plays_as_resolved


def mutants(action: Action, legal: list[Action], rng: random.Random) -> list[Action]:
    """Near misses of ``action``: each field set to another listed value, to a bool or float
    equal to it, to None, or dropped; another type; one field more."""
    found: list[Action] = []
    for key, value in action.items():
        if key == "type":
            continue
        others = [a[key] for a in legal if key in a and a[key] != value]
        if others:
            found.append({**action, key: rng.choice(others)})
        if type(value) is int and value in (0, 1):
            found += [{**action, key: bool(value)}, {**action, key: float(value)}]
        found.append({**action, key: None})
        found.append({k: v for k, v in action.items() if k != key})
    found.append({**action, "extra": 1})
    kinds = ("helper", "place_die", "play_god", "activate", "complete_task", "discard_task")
    found += [{**action, "type": kind} for kind in kinds if kind != action["type"]]
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_play_is_resolve_then_apply_for_near_misses(players):
    rng = random.Random(27)
    options = GAME.validate_options(players, {})
    state = apply_all(GAME, GAME.new_state(players, options), GAME.setup(players, options, rng))
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = rng.choice(legal)
        for near in mutants(action, legal, rng):
            assert_plays_as_resolved(GAME, state, seat, near, rng.getstate())
        assert_plays_as_resolved(GAME, state, (seat + 1) % players, action, rng.getstate())
        state = assert_plays_as_resolved(GAME, state, seat, action, rng.getstate())
        rng.random()
