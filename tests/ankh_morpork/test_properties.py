"""Whole random matches: invariants, JSON round-trip, replay, hidden information, sampling."""

from __future__ import annotations

import json
import random

import pytest

from games.ankh_morpork import GAME
from games.engine import ensure_json_native
from games.engine.effects import redact_effect
from tests.ankh_morpork.helpers import check_invariants, new_game, play_checked


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(6))
def test_random_matches_keep_the_invariants(players, seed):
    state = play_checked(players, seed)
    outcome = GAME.outcome(state)
    assert outcome["winners"] and set(outcome["scores"]) == {str(s) for s in range(players)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_option_variants_play_to_the_end(players):
    play_checked(
        players,
        99,
        clacks_money=3,
        peeled_nuts_playable=False,
        mossy_lawn_refill_after=False,
        gaspode_blocks_events=True,
        relocated_minion_follows_placement_rule=False,
        move_other_player_minion_allows_neutral=True,
        neutral_minions_count_for_payouts=False,
        murders_must_prefer_other_minions=False,
        end_when_last_card_drawn=False,
        bank_limit=120,
        tie_break="highest_building_then_shared",
        flood_areas="AMH",
    )


def test_two_player_setup_removes_chrysoprase_hubert_and_cosmo():
    state = new_game(2, 1)
    everywhere = state["deck_green"] + state["deck_brown"] + state["hands"][0] + state["hands"][1]
    assert "B25" not in everywhere and "B13" not in everywhere and len(everywhere) == 99
    assert "chrysoprase" not in state["personalities"] + state["unused_personalities"]


def test_setup_matches_the_rulebook():
    state = new_game(4, 3)
    assert state["money"] == [10] * 4
    for number in ("1", "5", "7"):
        assert (
            state["areas"][number]["minions"] == [1, 1, 1, 1] and state["areas"][number]["trouble"]
        )
    assert all(len(h) == 5 for h in state["hands"])
    assert all(c.startswith("G") for h in state["hands"] for c in h), "opening hands are green"
    assert len(set(state["personalities"])) == 4 and len(state["events"]) == 12
    check_invariants(state)


def secrets_of(state, seat):
    return {
        "hands": [h for s, h in enumerate(state["hands"]) if s != seat],
        "personalities": [p for s, p in enumerate(state["personalities"]) if s != seat],
    }


@pytest.mark.parametrize("players", [2, 4])
def test_views_hide_other_seats_secrets_and_samples_play_out(players):
    rng = random.Random(players)
    opts = GAME.validate_options(players, {})
    state = GAME.new_state(players, opts)
    for effect in GAME.setup(players, opts, rng):
        GAME.apply(state, effect)
    steps = 0
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        for viewer in range(players):
            view = GAME.view(state, viewer)
            ensure_json_native(view)
            for other in range(players):
                if other != viewer and other != (view["flow"]["pending"] or {}).get("looking_at"):
                    assert view["hands"][other] is None and view["personalities"][other] is None
            assert view["hands"][viewer] == state["hands"][viewer]
        spectator = GAME.view(state, None)
        assert all(h is None for h in spectator["hands"]) and all(
            p is None for p in spectator["personalities"]
        )
        if steps % 40 == 0:
            sampled = GAME.sample(GAME.view(state, seat), seat, random.Random(steps))
            ensure_json_native(sampled)
            assert sampled["hands"][seat] == state["hands"][seat]
            assert GAME.legal_actions(sampled, seat) == GAME.legal_actions(state, seat)
            check_invariants(sampled)
            if steps % 120 == 0:
                s_rng = random.Random(steps)
                for _ in range(5000):
                    if GAME.outcome(sampled) is not None:
                        break
                    who = GAME.to_act(sampled)[0]
                    for effect in GAME.resolve(
                        sampled, who, s_rng.choice(GAME.legal_actions(sampled, who)), s_rng
                    ):
                        GAME.apply(sampled, effect)
                assert GAME.outcome(sampled) is not None
        action = rng.choice(GAME.legal_actions(state, seat))
        effects = GAME.resolve(state, seat, action, rng)
        for effect in effects:
            for viewer in range(players):
                if viewer == seat:
                    continue
                shown = json.dumps(redact_effect(effect, viewer))
                if effect["type"] in ("draw", "give_card") and viewer not in effect.get(
                    "visible_to", []
                ):
                    assert "cards" not in shown or '"cards": null' in shown
            GAME.apply(state, effect)
        steps += 1
    final = GAME.view(state, 0)
    assert None not in final["personalities"], "personalities are revealed at the end"


def test_describe_gives_one_line():
    state = new_game(3, 0)
    seat = GAME.to_act(state)[0]
    action = GAME.legal_actions(state, seat)[0]
    line = GAME.describe(seat, action, GAME.resolve(state, seat, action, random.Random(0)))
    assert line.startswith(f"Seat {seat}") and "\n" not in line
