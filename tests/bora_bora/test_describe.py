"""Log sentences: plain English for every reader, never more than that reader may know."""

from __future__ import annotations

import random
import re

import pytest

from games.bora_bora import GAME
from games.engine import apply_all, redact_effect

ARTICLE_BEFORE_VOWEL = re.compile(r"\ba [aeiouAEIOU]")


def described_events(players: int, seed: int):
    """(seat, action, effects) of every event of one random match, setup first."""
    rng = random.Random(seed)
    state = GAME.new_state(players, {})
    effects = GAME.setup(players, {}, rng)
    yield None, None, effects
    state = apply_all(GAME, state, effects)
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        effects = GAME.resolve(state, seat, action, rng)
        yield seat, action, effects
        state = apply_all(GAME, state, effects)


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_every_sentence_reads_as_english_for_every_reader(players: int, seed: int) -> None:
    readers = [None, *range(players)]
    for seat, action, effects in described_events(players, seed):
        if action is not None:
            assert GAME.action_secrets(seat, action, effects) is None  # actions name no secret
        for reader in readers:
            seen = [redact_effect(e, reader) for e in effects]
            text = GAME.describe(seat, action, seen)
            assert not any(mark in text for mark in "{[_"), text
            assert "None" not in text and not ARTICLE_BEFORE_VOWEL.search(text), text
            assert text[0].isupper(), text


def test_a_card_drawn_from_the_deck_is_never_named() -> None:
    draw = {
        "type": "draw_god",
        "seat": 1,
        "source": "deck",
        "card": "green",
        "visible_to": [1],
        "secret": ["card"],
    }
    action = {"type": "take_god_card", "source": "deck"}
    own = GAME.describe(1, action, [redact_effect(draw, 1)])
    other = GAME.describe(1, action, [redact_effect(draw, 0)])
    assert own == other == "Seat 1 takes the top god card of the deck"


@pytest.mark.parametrize(
    "action,effects,text",
    [
        (
            {"type": "place_die", "die": 4, "tile": "land_water", "action": "water"},
            [],
            "Seat 0 places a 4 on the Land/Water Path tile to expand over a water path",
        ),
        (
            {"type": "expand", "region": "C_SE", "from12": True},
            [],
            "Seat 0 builds a hut in the central mountains with a hut from space 12",
        ),
        (
            {"type": "play_god", "god": "blue", "pay": "pair:green"},
            [],
            "Seat 0 calls the Blue God with two Green cards and an offering",
        ),
        (
            {"type": "take_material", "material": "stone", "cell": 10},
            [],
            "Seat 0 takes stone and puts it on ceremony space 11",
        ),
        (
            {"type": "build_cells", "cells": [9, 10]},
            [],
            "Seat 0 builds it on ceremony spaces 10 and 11",
        ),
        (
            {"type": "activate", "gender": "W", "person_type": "TAKE_MAN", "tiles": 2},
            [],
            "Seat 0 activates 2 women (take a man)",
        ),
        (
            {"type": "complete_task", "task": "T14", "yellow": "tile"},
            [],
            "Seat 0 completes the task “2 red god cards” with the help of the Yellow God, paid"
            " with a God tile",
        ),
        (
            {"type": "buy_jewelry", "tile": "EARRINGS:3"},
            [],
            "Seat 0 buys the pair of earrings worth 6 VP for 5 shells",
        ),
    ],
)
def test_sentences(action: dict, effects: list, text: str) -> None:
    assert GAME.describe(0, action, effects) == text
