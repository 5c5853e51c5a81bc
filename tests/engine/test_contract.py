"""Every registered game honours the engine contract, checked under random play.

These properties are what the event store, the projections, the API and the
bots rely on, so they are checked for all games alike.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import (
    IllegalAction,
    apply_all,
    clone,
    ensure_json_native,
    redact_effect,
    start_match,
)
from games.registry import GAME_MODULES, get_game

ACTIONS_PER_EXAMPLE = 120


def player_counts(slug: str) -> list[int]:
    game = get_game(slug)
    return list(range(game.min_players, game.max_players + 1))


CASES = [(slug, players) for slug in GAME_MODULES for players in player_counts(slug)]


@pytest.mark.parametrize(("slug", "players"), CASES)
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_random_play_respects_the_contract(slug, players, seed):
    game = get_game(slug)
    rng = random.Random(seed)
    options = game.validate_options(players, {})
    setup = game.setup(players, options, rng)
    ensure_json_native(setup)
    state = apply_all(game, game.new_state(players, options), clone(setup))
    replayed = apply_all(game, game.new_state(players, options), clone(setup))
    for _ in range(ACTIONS_PER_EXAMPLE):
        ensure_json_native(state)
        assert json.loads(json.dumps(state)) == state
        if game.outcome(state) is not None:
            assert game.to_act(state) == []
            break
        to_act = game.to_act(state)
        assert to_act, "an unfinished game always has a seat to act"
        seat = rng.choice(to_act)
        legal = game.legal_actions(state, seat)
        assert legal, "a seat that must act always has a legal action"
        assert all(isinstance(a, dict) and isinstance(a.get("type"), str) for a in legal)
        ensure_json_native(legal)
        for other in range(players):
            if other not in to_act:
                assert game.legal_actions(state, other) == [] or other in to_act
        before = clone(state)
        effects = game.resolve(state, seat, rng.choice(legal), rng)
        assert state == before, "resolve never changes the state it is given"
        ensure_json_native(effects)
        for effect in effects:
            assert isinstance(effect.get("type"), str)
            if "visible_to" in effect:
                hidden = redact_effect(effect, None)
                assert all(hidden[field] is None for field in effect.get("secret", []))
        state = apply_all(game, state, clone(effects))
        replayed = apply_all(game, replayed, json.loads(json.dumps(effects)))
        assert replayed == state, "applying stored effects rebuilds the same state"


@pytest.mark.parametrize("slug", list(GAME_MODULES))
def test_malformed_actions_are_refused_with_a_reason(slug):
    from games.engine import IllegalAction

    game = get_game(slug)
    players = game.min_players
    options = game.validate_options(players, {})
    state = apply_all(
        game, game.new_state(players, options), game.setup(players, options, random.Random(1))
    )
    seat = game.to_act(state)[0]
    for action in (
        {"type": "no-such-action"},
        {"type": None},
        {},
        {"type": "end_turn", "extra": object.__name__},
    ):
        try:
            game.resolve(state, seat, action, random.Random(1))
        except IllegalAction as error:
            assert str(error)
        # An accepted action must have been a legal one.
        else:
            assert action in game.legal_actions(state, seat)


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_sampled_states_agree_with_what_the_seat_knows(slug, players):
    game = get_game(slug)
    rng = random.Random(players)
    state = start_match(game, players, rng, {})
    for step in range(80):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        if step % 10 == 0:
            view = game.view(state, seat)
            sampled = game.sample(clone(view), seat, random.Random(step))
            ensure_json_native(sampled)
            assert game.view(sampled, seat) == view
            assert game.to_act(sampled) == game.to_act(state)
            assert game.legal_actions(sampled, seat) == game.legal_actions(state, seat)
        state = apply_all(
            game, state, game.resolve(state, seat, rng.choice(game.legal_actions(state, seat)), rng)
        )


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_history_text_never_depends_on_secrets(slug, players):
    """Each event's one-line text is shown to everybody, so it must read only public fields."""
    game = get_game(slug)
    rng = random.Random(10 + players)
    options = game.validate_options(players, {})
    setup = game.setup(players, options, rng)

    def public(effects):
        return [redact_effect(effect, None) for effect in effects]

    assert game.describe(None, None, setup) == game.describe(None, None, public(setup))
    state = apply_all(game, game.new_state(players, options), setup)
    for _ in range(150):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        action = rng.choice(game.legal_actions(state, seat))
        effects = game.resolve(state, seat, action, rng)
        assert game.describe(seat, action, effects) == game.describe(seat, action, public(effects))
        state = apply_all(game, state, effects)


PLAY_SEEDS = (11, 12)


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_play_is_resolve_then_apply(slug, players):
    """``Game.play`` on a state the caller owns gives the state, the draws and the refusals of
    ``resolve`` followed by ``apply`` - through whole matches, and for actions gone stale (legal
    some moves ago, mostly illegal now)."""
    game = get_game(slug)
    for seed in PLAY_SEEDS:
        rng = random.Random(seed)
        state = start_match(game, players, rng, {})
        stale: list[tuple[int, dict]] = []
        for _ in range(5_000):
            if game.outcome(state) is not None:
                break
            seat = game.to_act(state)[0]
            action = rng.choice(game.legal_actions(state, seat))
            if stale:
                old_seat, old_action = stale[rng.randrange(len(stale))]
                assert_plays_as_resolved(game, state, old_seat, old_action, rng.getstate())
            state = assert_plays_as_resolved(game, state, seat, action, rng.getstate())
            rng.random()  # the next draws differ from the ones the check replayed
            stale = (stale + [(seat, action)])[-8:]
        else:
            pytest.fail(f"{slug}: seed {seed} did not finish")


def assert_plays_as_resolved(game, state, seat, action, draws):
    """The state after ``action`` as ``Game.play`` makes it, checked against resolve + apply;
    ``state`` itself is left as it was."""
    resolving, playing = random.Random(), random.Random()
    resolving.setstate(draws)
    playing.setstate(draws)
    try:
        effects = game.resolve(state, seat, clone(action), resolving)
    except IllegalAction as refusal:
        with pytest.raises(IllegalAction) as caught:
            game.play(clone(state), seat, clone(action), playing)
        assert caught.value.rule == refusal.rule
        return state
    expected = apply_all(game, clone(state), clone(effects))
    played = game.play(clone(state), seat, clone(action), playing)
    assert played == expected
    assert playing.getstate() == resolving.getstate()
    return expected
