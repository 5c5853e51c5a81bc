"""Log sentences read as English, and no sentence names a card its reader may not know."""

from __future__ import annotations

import random
import re

import pytest

from games.ankh_morpork import GAME
from games.ankh_morpork.data import CARDS
from games.engine import redact_action, redact_effect
from tests.ankh_morpork.helpers import (
    act,
    choose,
    give,
    legal,
    pending,
    put,
    scenario,
    start_text,
)
from tests.moves import random_playout

SECRET_CARD = "G18"  # Groat: the card that changes hands in the scenarios below


def sentence_for(reader: int | None, actor: int, action: dict, effects: list) -> str:
    seen_action = redact_action(GAME, actor, action, effects, reader)
    seen_effects = [redact_effect(e, reader) for e in effects]
    return GAME.describe(actor, seen_action, seen_effects)


def hidden_card_actions() -> list[tuple[str, dict, int, dict, list, int]]:
    """(name, state before, actor, action, effects, receiver) for every decision naming a
    card that passes from hand to hand."""
    cases = []

    def run(name, prepare, receiver):
        s = scenario()
        prepare(s)
        p = pending(s)
        action = next(a for a in legal(s) if a.get("card") == SECRET_CARD)
        actor = p["seat"]
        effects = act(s, actor, action)
        cases.append((name, s, actor, action, effects, receiver))

    def beggars(card):
        def prepare(s):
            give(s, 1, SECRET_CARD, "G19")
            start_text(s, card)
            choose(s, {"type": "choose_player", "player": 1})

        return prepare

    run("Beggars' Guild", beggars("G04"), 0)
    run("Queen Molly", beggars("G38"), 0)

    def sanctuary(s):
        give(s, 1, SECRET_CARD)
        give(s, 2, "G19")
        start_text(s, "G02")

    run("Dragon Sanctuary", sanctuary, 0)

    def rosie(card):
        def prepare(s):
            give(s, 0, SECRET_CARD)
            start_text(s, card)
            choose(s, {"type": "choose_player", "player": 2})

        return prepare

    run("Rosie Palm", rosie("G40"), 2)
    run("Seamstresses' Guild", rosie("G43"), 2)

    def stanley(s):
        give(s, 1, SECRET_CARD, "G19")
        start_text(s, "B47")
        choose(s, {"type": "choose_player", "player": 1})

    run("Stanley's give-back", stanley, 1)
    return cases


CASES = hidden_card_actions()


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_a_card_given_from_hand_to_hand_is_secret_to_everyone_else(case):
    name, _, actor, action, effects, receiver = case
    secrets = GAME.action_secrets(actor, action, effects)
    assert secrets == {"visible_to": sorted({actor, receiver}), "secret": ["card"]}
    card_name = CARDS[SECRET_CARD]["name"]
    for reader in (None, 0, 1, 2):
        text = sentence_for(reader, actor, action, effects)
        if reader in (actor, receiver):
            assert card_name in text, (reader, text)
        else:
            assert card_name not in text and SECRET_CARD not in text, (name, reader, text)
            assert f"Seat {receiver}" in text, text  # who received a card stays public


def test_sentence_for_others_reads_well():
    name, _, actor, action, effects, receiver = CASES[0]
    assert sentence_for(None, actor, action, effects).startswith(
        f"Seat {actor} gives a card to Seat {receiver}"
    )


def test_public_decisions_have_no_secrets():
    s = scenario()
    put(s, 7, 0)
    for action in legal(s) + [{"type": "discard", "card": "G18"}, {"type": "end_turn"}]:
        assert GAME.action_secrets(0, action, []) is None


def test_cable_street_particulars_discard_is_public_face_up():
    s = scenario()
    give(s, 1, SECRET_CARD)
    start_text(s, "B08")
    choose(s, {"type": "choose_player", "player": 1})
    effects = choose(s, {"type": "discard_from", "card": SECRET_CARD})
    assert GAME.action_secrets(0, {"type": "discard_from", "card": SECRET_CARD}, effects) is None
    assert SECRET_CARD in s["discard"]  # everyone sees it on the discard pile


# -- English: 50 random matches ---------------------------------------------------------------

ARTICLE_ERROR = re.compile(r"\b[Aa] [AEIOUaeiou]")


def play_and_describe(players: int, seed: int) -> list[str]:
    setup = GAME.setup(players, GAME.validate_options(players, {}), random.Random(seed))
    lines = [GAME.describe(None, None, [redact_effect(e, None) for e in setup])]
    # The same seed deals the same setup to the playout.
    for _, step in zip(range(400), random_playout(GAME, players, seed), strict=False):
        for reader in (None, step.seat):
            lines.append(sentence_for(reader, step.seat, step.action, step.effects))
    return lines


@pytest.mark.parametrize("players", [2, 3, 4])
def test_log_sentences_read_as_english(players):
    for seed in range(17 if players < 4 else 16):
        for line in play_and_describe(players, seed):
            assert not set(line) & set("{}[]_"), line
            assert not ARTICLE_ERROR.search(line), line
            assert "None" not in line, line
