"""Bora Bora in Russian and Spanish: every text a player reads, over a whole random match.

Each text is asked for twice, in English and in the reader's language, from the same view or
event: the translation must exist (not empty), differ from the English, keep no English phrase of
the catalogs, and say no more than the reader may know.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest

from games.bora_bora import GAME
from games.bora_bora import data as d
from games.bora_bora.components import card_colour, god_called, god_name
from games.bora_bora.rules import _why_illegal
from games.bots import RandomBot
from games.engine import apply_all, redact_effect
from games.engine.catalogs import problems, template
from games.engine.i18n import language

TRANSLATED = ("ru", "es")
#: A Latin word in a Russian text (fish tiles are lettered A to D, the only Latin a board shows).
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


@cache
def english_phrases() -> re.Pattern[str]:
    """The fixed parts of every source string that hold two English words or more."""
    phrases: set[str] = set()
    for message in template("games.bora_bora"):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        for text in ids:
            for part in re.split(r"\{\w*\}", text or ""):
                part = part.strip(" ,.:;()“”'?")
                if len(re.findall(r"[A-Za-z]{2,}", part)) >= 2:
                    phrases.add(part)
    longest_first = sorted(phrases, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, longest_first)) + r")(?!\w)")


def assert_translated(code: str, english: str, text: str) -> None:
    assert isinstance(text, str) and text.strip(), (code, english)
    assert text != english, (code, english)
    left = english_phrases().search(text)
    assert left is None, (code, english, text, left)
    if code == "ru":
        assert not LATIN_WORD.search(text), (english, text)


def in_both(code: str, text_of: Callable[[], str]) -> tuple[str, str]:
    english = text_of()
    with language(code):
        return english, text_of()


Text = tuple[str, Callable[[], str]]


def texts_of_a_match(players: int, seed: int) -> Iterator[Text]:
    """Every text of one match played by the random bot: for each decision the phase (for every
    reader), the labels and choices of the legal actions and a refusal; for each event its
    sentence (for every reader, from the effects as that reader sees them)."""
    rng = random.Random(seed)
    bot = RandomBot()
    state = GAME.new_state(players, {})
    effects = GAME.setup(players, {}, rng)
    yield "setup", lambda e=effects: GAME.describe(None, None, e)
    state = apply_all(GAME, state, effects)
    readers: list[int | None] = [None, *range(players)]
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        for reader in readers:
            shown = GAME.view(state, reader)
            yield "phase", lambda v=shown, r=reader: GAME.phase(v, r)
        own = GAME.view(state, seat)
        legal = GAME.legal_actions(state, seat)
        for action in legal:
            yield "label", lambda v=own, s=seat, a=action: GAME.label(v, s, a)
            for field, value in action.items():
                yield (
                    "choice",
                    lambda v=own, s=seat, k=action["type"], f=field, x=value: GAME.choice(
                        v, s, k, f, x
                    ),
                )
        yield "refusal", lambda st=state, s=seat: _why_illegal(st, s, {"type": "?"})
        yield "not your turn", lambda st=state, s=seat: _why_illegal(st, s + 1, {"type": "?"})
        action = bot.choose(GAME, own, seat, legal, rng)
        effects = GAME.resolve(state, seat, action, rng)
        for reader in readers:
            seen = [redact_effect(e, reader) for e in effects]
            yield "sentence", lambda s=seat, a=action, e=seen: GAME.describe(s, a, e)
        state = apply_all(GAME, state, effects)
    over = GAME.view(state, None)
    yield "phase", lambda v=over: GAME.phase(v, None)
    yield "refusal", lambda st=state: _why_illegal(st, 0, {})


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("players,seed", [(2, 21), (4, 22)])
def test_every_text_of_a_random_match_is_translated(code: str, players: int, seed: int) -> None:
    kinds = set()
    for kind, text_of in texts_of_a_match(players, seed):
        english, text = in_both(code, text_of)
        assert_translated(code, english, text)
        kinds.add(kind)
    assert kinds == {"setup", "phase", "label", "choice", "refusal", "not your turn", "sentence"}


#: The catalogue's fields that are words (everything else is an id or a number).
WORDS = {"name", "text", "island"}


def _catalogue_texts(catalogue: list[dict[str, Any]]) -> Iterator[tuple[str, Any]]:
    for group in catalogue:
        yield "title", group["title"]
        for item in group["items"]:
            for key in sorted(WORDS):
                if key in item:
                    yield key, item[key]


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_catalogue_is_translated_and_keeps_its_ids_and_numbers(code: str) -> None:
    english = GAME.components()
    with language(code):
        translated = GAME.components()
    assert [g["kind"] for g in translated] == [g["kind"] for g in english]
    for group, theirs in zip(english, translated, strict=True):
        for item, other in zip(group["items"], theirs["items"], strict=True):
            # ids, types, decks and every number stay as they are: only the words change
            assert {k: v for k, v in other.items() if k not in WORDS} == {
                k: v for k, v in item.items() if k not in WORDS
            }
    for (_key, text), (_source_key, source) in zip(
        _catalogue_texts(translated), _catalogue_texts(english), strict=True
    ):
        assert_translated(code, source, text)


@pytest.mark.parametrize(
    "code,expected",
    [
        ("ru", "Игрок 1 берёт верхнюю карту Бога из колоды"),
        ("es", "Jugador 1 toma la carta de dios superior del mazo"),
    ],
)
def test_a_card_drawn_from_the_deck_reads_the_same_generic_words_for_every_reader(
    code: str, expected: str
) -> None:
    draw = {
        "type": "draw_god",
        "seat": 1,
        "source": "deck",
        "card": "green",
        "visible_to": [1],
        "secret": ["card"],
    }
    action = {"type": "take_god_card", "source": "deck"}
    with language(code):
        texts = {GAME.describe(1, action, [redact_effect(draw, reader)]) for reader in (None, 0, 1)}
    assert texts == {expected}


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("players,seed", [(3, 23)])
def test_sentences_are_the_same_for_every_reader_and_name_no_hidden_card(
    code: str, players: int, seed: int
) -> None:
    """A sentence reads public fields only: the drawer of a secret card reads what the others
    read, in their language, and no sentence about a card from the deck names its god."""
    with language(code):
        gods = {
            words
            for colour in d.GOD_COLOURS
            for words in (
                god_name(colour),
                god_called(colour),
                card_colour(colour),
                card_colour(colour, title=True),
            )
        }
    rng = random.Random(seed)
    bot = RandomBot()
    state = apply_all(GAME, GAME.new_state(players, {}), GAME.setup(players, {}, rng))
    hidden_draws = 0
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        action = bot.choose(
            GAME, GAME.view(state, seat), seat, GAME.legal_actions(state, seat), rng
        )
        effects = GAME.resolve(state, seat, action, rng)
        with language(code):
            texts = {
                GAME.describe(seat, action, [redact_effect(e, reader) for e in effects])
                for reader in [None, *range(players)]
            }
        assert len(texts) == 1, texts
        if action.get("source") == "deck":
            hidden_draws += 1
            (text,) = texts
            assert not any(god in text for god in gods), text
        state = apply_all(GAME, state, effects)
    assert hidden_draws, "the match drew at least one card from the deck"


def test_the_catalogs_are_complete() -> None:
    assert list(problems("games.bora_bora")) == []


def test_english_stays_the_source_outside_a_language_block() -> None:
    with language("ru"):
        pass
    assert GAME.phase({"phase": "over"}, None) == "game over"
    with language("es"):
        assert GAME.phase({"phase": "over"}, None) == "partida terminada"
    with language("ru"):
        assert GAME.phase({"phase": "over"}, None) == "игра окончена"
