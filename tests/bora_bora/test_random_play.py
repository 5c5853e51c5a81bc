"""Whole random matches: rules invariants, JSON round-trip, replay, views, sampling."""

from __future__ import annotations

import json
import random

import pytest

from games.bora_bora import GAME
from games.bora_bora import data as d
from games.bora_bora.state import free_person_spaces, player
from games.engine import apply_all, ensure_json_native, play_random_match, redact_effect
from tests.moves import random_playout


def check_invariants(state: dict) -> None:
    n = state["players"]
    for region, info in state["regions"].items():
        assert len(info["huts"]) == len(set(info["huts"])), f"two huts of one player in {region}"
    for tile, dice in state["tiles"].items():
        for i in range(1, len(dice)):
            if not dice[i]["blue"]:
                lower = min(die["value"] for die in dice[:i])
                assert dice[i]["value"] < lower, f"die not lower on {tile}"
    for s in range(n):
        p = player(state, s)
        on_map = sum(1 for info in state["regions"].values() if s in info["huts"])
        assert on_map + p["huts_board"] + p["huts_12"] == d.PERSON_SPACES  # 12 huts per colour
        assert len(p["people"]) <= d.PERSON_SPACES
        assert p["huts_board"] + len(p["people"]) - p["person_on_12"] <= d.PERSON_SPACES - 1
        assert not (p["person_on_12"] and p["huts_12"])
        assert free_person_spaces(p) >= 0
        assert 0 <= p["status"] <= d.STATUS_MAX
        assert p["offerings"] >= 0 and p["shells"] >= 0 and min(p["hand"].values()) >= 0
        assert p["priests"] + sum(1 for x in state["temple"] if x == s) == d.PRIESTS_PER_PLAYER
        assert len(p["tasks"]) <= 3
    cards = len(state["god_deck"]) + len(state["god_display"]) + len(state["god_discard"])
    cards += sum(sum(player(state, s)["hand"].values()) for s in range(n))
    assert cards == d.GOD_CARDS_PER_COLOUR * len(d.GOD_COLOURS)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_matches_end_after_round_six_with_final_scoring(players: int) -> None:
    for seed in range(6):
        state, outcome, actions = play_random_match(GAME, players, seed)
        assert state["round"] == d.ROUNDS and state["final"] is not None
        assert set(outcome["scores"]) == {str(s) for s in range(players)}
        assert len(outcome["winners"]) == 1 and actions > 50


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_json_and_replay_under_random_play(players: int) -> None:
    for seed in (11, 12):
        for step in random_playout(GAME, players, seed):
            for other in range(players):
                if other != step.seat:
                    assert GAME.legal_actions(step.before, other) == []
            assert step.after != step.before or step.effects
            ensure_json_native(step.after)
            assert json.loads(json.dumps(step.after)) == step.after
            check_invariants(step.after)


def test_resolve_never_mutates_the_state() -> None:
    rng = random.Random(5)
    state = apply_all(GAME, GAME.new_state(3, {}), GAME.setup(3, {}, rng))
    for _ in range(400):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        snapshot = json.dumps(state, sort_keys=True)
        effects = GAME.resolve(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
        assert json.dumps(state, sort_keys=True) == snapshot
        state = apply_all(GAME, state, effects)


@pytest.mark.parametrize("players", [2, 4])
def test_views_hide_other_hands_and_face_down_stacks(players: int) -> None:
    rng = random.Random(3)
    state = apply_all(GAME, GAME.new_state(players, {}), GAME.setup(players, {}, rng))
    steps = 0
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        if steps % 25 == 0:
            for viewer in [None, *range(players)]:
                shown = GAME.view(state, viewer)
                ensure_json_native(shown)
                assert shown["god_deck"] is None and shown["stacks"] is None
                assert shown["task_stack"] is None
                for s in range(players):
                    p = shown["p"][str(s)]
                    assert p["hand_size"] == sum(player(state, s)["hand"].values())
                    if s == viewer:
                        assert p["hand"] == player(state, s)["hand"]
                    else:
                        assert p["hand"] is None
            full = GAME.view(state, None, omniscient=True)
            assert full["god_deck"] == state["god_deck"]
        action = rng.choice(GAME.legal_actions(state, seat))
        effects = GAME.resolve(state, seat, action, rng)
        for effect in effects:
            for viewer in range(players):
                shown = redact_effect(effect, viewer)
                if effect["type"] == "draw_god" and effect["source"] == "deck":
                    assert (shown["card"] is None) == (viewer != effect["seat"])
                if effect["type"] == "reshuffle":
                    assert shown["deck"] is None
        state = apply_all(GAME, state, effects)
        steps += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_states_agree_with_the_view_and_play_to_the_end(players: int) -> None:
    rng = random.Random(players)
    state = apply_all(GAME, GAME.new_state(players, {}), GAME.setup(players, {}, rng))
    for checkpoint in range(3):
        for _ in range(60 + 40 * checkpoint):
            if GAME.outcome(state) is not None:
                break
            seat = GAME.to_act(state)[0]
            action = rng.choice(GAME.legal_actions(state, seat))
            state = apply_all(GAME, state, GAME.resolve(state, seat, action, rng))
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        sampled = GAME.sample(GAME.view(state, seat), seat, random.Random(checkpoint))
        ensure_json_native(sampled)
        assert set(sampled) == set(state)
        assert player(sampled, seat)["hand"] == player(state, seat)["hand"]
        assert GAME.view(sampled, seat) == GAME.view(state, seat)
        assert GAME.legal_actions(sampled, seat) == GAME.legal_actions(state, seat)
        sample_rng = random.Random(99)
        while GAME.outcome(sampled) is None:
            s = GAME.to_act(sampled)[0]
            sampled = apply_all(
                GAME,
                sampled,
                GAME.resolve(
                    sampled, s, sample_rng.choice(GAME.legal_actions(sampled, s)), sample_rng
                ),
            )
        assert GAME.outcome(sampled)["winners"]


def test_evaluate_gives_a_value_in_unit_interval_per_seat() -> None:
    rng = random.Random(8)
    state = apply_all(GAME, GAME.new_state(4, {}), GAME.setup(4, {}, rng))
    for _ in range(300):
        seat = GAME.to_act(state)[0]
        state = apply_all(
            GAME, state, GAME.resolve(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
        )
        values = GAME.evaluate(state)
        assert set(values) == {0, 1, 2, 3}
        assert all(0.0 <= v <= 1.0 for v in values.values())
