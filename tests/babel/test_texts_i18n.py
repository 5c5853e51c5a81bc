"""Babel in Russian and Spanish: every text a player reads, redaction intact."""

from __future__ import annotations

import pytest

from games.babel import GAME
from games.engine.i18n import language
from tests.translated import problems_of_a_random_game

PACKAGES = ["games.babel"]
TRIBE_WORDS = {
    "ru": ("Мидий", "Шумер", "Хетт", "Перс", "Ассири"),
    "es": ("med", "sumeri", "hitit", "pers", "asiri"),
}


@pytest.mark.parametrize("code", ["ru", "es"])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_random_game_reads_in_the_language(code, seed):
    problems = problems_of_a_random_game(GAME, 2, seed, code, PACKAGES)
    assert not problems, "\n".join(problems[:40])


def test_russian_sentences_follow_the_rulebook():
    with language("ru"):
        move = GAME.describe(
            0,
            {"type": "move", "card": "assyrians"},
            [{"type": "move", "seat": 0, "card": "assyrians"}],
        )
        expel = GAME.describe(
            1,
            {"type": "ability", "tribe": "medes", "target": "hittites"},
            [
                {"type": "sacrifice", "seat": 1, "land": "medes", "index": 0, "card": "medes"},
                {"type": "expel", "seat": 0, "land": "medes", "tribe": "hittites", "count": 2},
            ],
        )
    assert move == "Игрок 0 сбрасывает карту Ассирийца и перемещается в землю Ассирийцев"
    assert expel == (
        "Игрок 1 сбрасывает выложенную карту Мидийца; Мидийцы выгоняют 2 карты Хеттов из "
        "колонки игрока 0 в земле Мидийцев"
    )


def test_spanish_sentences():
    with language("es"):
        settle = GAME.describe(
            0,
            {"type": "settle", "card": "persians"},
            [{"type": "settle", "seat": 0, "card": "persians", "land": "sumerians"}],
        )
    assert settle == "Jugador 0 asienta una carta persa en la tierra de los sumerios"


@pytest.mark.parametrize(("code", "a_card"), [("ru", "карту"), ("es", "una carta")])
def test_a_hidden_card_reads_as_a_card_in_the_readers_language(code, a_card):
    with language(code):
        discard = GAME.describe(
            1, {"type": "discard", "card": None}, [{"type": "discard", "seat": 1, "card": None}]
        )
        drawn = GAME.describe(
            0,
            {"type": "end_turn"},
            [
                {"type": "temple_draw", "seat": 0, "levels": [5, 2]},
                {"type": "turn_start", "seat": 1, "turn": 8},
                {"type": "draw", "seat": 1, "count": 3, "cards": None, "visible_to": [1]},
            ],
        )
    assert a_card in discard
    for text in (discard, drawn):
        assert not any(word in text for word in TRIBE_WORDS[code]), text
    assert "3" in drawn


@pytest.mark.parametrize("code", ["ru", "es"])
def test_an_illegal_action_is_refused_in_the_language(code):
    from games.babel.rules import resolve
    from games.babel.state import new_state

    state = new_state()
    state["hands"]["0"]["medes"] = 1
    with language(code), pytest.raises(Exception) as refused:
        resolve(state, 0, {"type": "settle", "card": "medes"}, None)
    with language("en"), pytest.raises(Exception) as english:
        resolve(state, 0, {"type": "settle", "card": "medes"}, None)
    assert str(refused.value) != str(english.value)
    assert "quarry" not in str(refused.value)


@pytest.mark.parametrize("code", ["ru", "es"])
def test_the_cards_drawn_stay_secret_in_the_language(code):
    """The end of a turn draws tribe cards for the next player: every reader's line, in the
    reader's language, tells how many and never which."""
    from games.engine import redact_action, redact_effect
    from tests.translated import random_steps

    ends = 0
    for _state, seat, _legal, action, effects in random_steps(GAME, 2, 3, 400):
        if action["type"] != "end_turn":
            continue
        ends += 1
        for reader in (0, 1, None):
            seen = [redact_effect(effect, reader) for effect in effects]
            with language(code):
                text = GAME.describe(seat, redact_action(GAME, seat, action, effects, reader), seen)
            assert not any(word in text for word in TRIBE_WORDS[code]), (reader, text)
    assert ends > 5
