"""Whole random matches: invariants, JSON, replay, views and sampling."""

from __future__ import annotations

import json
import random

import pytest

from games.engine import Resolution, apply_all, ensure_json_native, play_random_match
from games.great_zimbabwe import GAME, data, rules
from games.great_zimbabwe.effects import EFFECTS
from games.great_zimbabwe.state import geo, total_cattle
from games.registry import get_game
from tests.moves import random_playout


def check_invariants(state: dict) -> None:
    assert total_cattle(state) == data.CATTLE_IN_BOX  # bank + herds + cards + plaques
    for player in state["seats"]:
        assert player["vr"] <= data.MAX_VR
        assert player["cattle"] >= 0
        assert all(count > 0 for count in player["cards"].values())
    kinds: dict[str, int] = {}
    for craftsman in state["craftsmen"]:
        kinds[craftsman["type"]] = kinds.get(craftsman["type"], 0) + 1
    assert all(count <= data.CRAFTSMEN_PER_TYPE for count in kinds.values())
    if state["monuments"]:
        by_cell = {m["cell"]: m for m in state["monuments"]}
        g = geo(state)
        for monument in state["monuments"]:
            for other_cell in g.neighbors[monument["cell"]]:
                other = by_cell.get(other_cell)
                if other is not None:
                    # Adjacent monuments exist only when the later one was built with Nomads.
                    later = max(monument, other, key=lambda m: m["id"])
                    assert later["nomads"]
    assert all(0 < count <= 2 for count in state["used"].values())


def play_checked(players: int, seed: int, try_all_every: int = 0) -> tuple[dict, int]:
    """A random match (``tests.moves.random_playout``): one seat at a time, every action
    described, the invariants kept; every ``try_all_every`` actions, every listed action
    resolves."""
    state: dict = {}
    steps = 0
    for steps, step in enumerate(random_playout(GAME, players, seed), start=1):
        assert GAME.to_act(step.before) == [step.seat]
        if try_all_every and (steps - 1) % try_all_every == 0:
            for action in GAME.legal_actions(step.before, step.seat):
                GAME.resolve(step.before, step.seat, action, random.Random(steps))
        assert isinstance(GAME.describe(step.seat, step.action, step.effects), str)
        state = step.after
        ensure_json_native(state)
        assert json.loads(json.dumps(state)) == state
        check_invariants(state)
    return state, steps


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_matches_end_by_the_victory_rule(players):
    for seed in range(1):
        state, _ = play_checked(players, seed)
        outcome = GAME.outcome(state)
        (winner,) = outcome["winners"]
        assert state["seats"][winner]["vp"] >= state["seats"][winner]["vr"]
        assert state["phase"] == "over" and GAME.to_act(state) == []


def test_every_listed_action_resolves():
    play_checked(2, 11, try_all_every=5)


def test_registered_and_plays_with_the_generic_playout():
    game = get_game("great-zimbabwe")
    _, outcome, actions = play_random_match(game, 2, seed=3)
    assert outcome["winners"] and actions > 0


def test_views_show_everything_and_sample_plays_to_the_end():
    rng = random.Random(5)
    options = GAME.validate_options(3, {})
    state = apply_all(GAME, GAME.new_state(3, options), GAME.setup(3, options, rng))
    for _ in range(120):
        (seat,) = GAME.to_act(state)
        action = rng.choice(GAME.legal_actions(state, seat))
        state = apply_all(GAME, state, GAME.resolve(state, seat, action, rng))
    # No hidden information: every seat and spectators see the same table.
    views = [GAME.view(state, s) for s in (0, 1, 2, None)]
    assert all(v == views[0] for v in views)
    assert GAME.view(state, None, omniscient=True) == views[0]
    ensure_json_native(views[0])
    sampled = GAME.sample(views[1], 1, rng)
    assert sampled == state
    while GAME.outcome(sampled) is None:
        (seat,) = GAME.to_act(sampled)
        action = rng.choice(GAME.legal_actions(sampled, seat))
        sampled = apply_all(GAME, sampled, GAME.resolve(sampled, seat, action, rng))
    assert GAME.outcome(sampled)["winners"]


def test_evaluate_gives_values_in_range():
    rng = random.Random(9)
    options = GAME.validate_options(3, {})
    state = apply_all(GAME, GAME.new_state(3, options), GAME.setup(3, options, rng))
    for _ in range(200):
        if GAME.outcome(state) is not None:
            break
        values = GAME.evaluate(state)
        assert set(values) == {0, 1, 2} and all(0.0 <= v <= 1.0 for v in values.values())
        (seat,) = GAME.to_act(state)
        action = GAME.rollout_action(state, seat, rng)
        assert action in GAME.legal_actions(state, seat)
        state = apply_all(GAME, state, GAME.resolve(state, seat, action, rng))


def test_a_played_resolution_starts_as_the_engine_s_in_place_resolution():
    """``_PlayedInPlace`` writes out ``Resolution.__init__``: every slot of the engine's class
    must start the same (a slot the engine adds would be missing here)."""
    state = GAME.new_state(2, GAME.validate_options(2, None))
    played = rules._PlayedInPlace(state)
    engine = Resolution(EFFECTS, state, in_place=True)
    for slot in Resolution.__slots__:
        assert getattr(played, slot) == getattr(engine, slot), slot
    assert played.state is state
