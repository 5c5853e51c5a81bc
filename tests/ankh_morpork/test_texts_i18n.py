"""Ankh-Morpork in Russian and Spanish: every text a player reads is translated, redaction intact.

English is the source (the other tests read it); here the same calls are made inside
``language("ru")`` / ``language("es")`` and compared with their English output.
"""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

import pytest

from games.ankh_morpork import GAME
from games.ankh_morpork.components import PROMPTS, card_name, personality_name, stored_words
from games.ankh_morpork.data import CARDS
from games.ankh_morpork.describe import seat_name
from games.engine import IllegalAction, catalogs, redact_action, redact_effect
from games.engine.i18n import language, texts_of
from tests.ankh_morpork.helpers import pending, scenario
from tests.ankh_morpork.test_describe_and_secrets import CASES, SECRET_CARD, sentence_for
from tests.moves import random_playout

_, _ngettext, _pgettext = texts_of("games.ankh_morpork")

LANGUAGES = ("ru", "es")

#: A card its reader may not know, as the object of "gives".
A_CARD = {"ru": "карту", "es": "una carta"}

#: English words that are no Spanish word: one of them in a Spanish text is an English leftover.
ENGLISH_WORDS = frozenset(
    "the your you Seat seat minion minions trouble marker area areas building card cards play "
    "plays take takes choose chooses remove removes pay pays with from and into for each "
    "player turn game over random event Place Play Take Choose Remove Pay Move "
    "Give Discard Build Assassinate Answer Use End Leave None Do not is of to in it at by an or "
    "on".split()
)

#: Card names the Spanish edition keeps as they are (people's names).
SPANISH_KEEPS = {CARDS[c]["name"] for c in CARDS} | {
    "Lord Vetinari",
    "Lord Selachii",
    "Lord de Worde",
}


@cache
def english_phrases(code: str) -> re.Pattern[str]:
    """The words of the English source strings between their placeholders (two words or more),
    but for names the language keeps as they are, as one pattern of whole words."""
    source = [m.id for m in catalogs.template("games.ankh_morpork") if isinstance(m.id, str)]
    with language(code):
        kept = {message for message in source if message and _(message) == message}
    phrases = {
        phrase.strip(" ,.:;()")
        for message in source
        if message and message not in kept
        for phrase in re.split(r"\{\w+\}", message)
        if len(re.findall(r"[A-Za-z]+", phrase)) >= 2
    }
    alternatives = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def untranslated(code: str, text: str) -> list[str]:
    """The English left in ``text``: a phrase of a source string, an English word (Russian has
    no Latin letters at all)."""
    phrases = english_phrases(code).findall(text)
    if code == "ru":
        return phrases + re.findall(r"[A-Za-z]+", text)
    return phrases + [word for word in re.findall(r"[^\W\d_]+", text) if word in ENGLISH_WORDS]


def assert_translated(code: str, english: str, translated: str, *, sentence: bool = True) -> None:
    if english:
        assert translated, (code, english)
    if sentence and english:
        assert translated != english, (code, english)
    assert not untranslated(code, translated), (code, english, translated)


def test_catalogs_are_complete() -> None:
    assert list(catalogs.problems("games.ankh_morpork")) == []


# -- the catalogue -----------------------------------------------------------------------------


def test_the_catalogue_is_translated_item_by_item() -> None:
    english = GAME.components()
    for code in LANGUAGES:
        with language(code):
            translated = GAME.components()
        assert [k["kind"] for k in translated] == [k["kind"] for k in english]
        for en_kind, kind in zip(english, translated, strict=True):
            assert_translated(code, en_kind["title"], kind["title"])
            for en_item, item in zip(en_kind["items"], kind["items"], strict=True):
                assert item["id"] == en_item["id"]
                keeps_name = code == "es" and en_item["name"] in SPANISH_KEEPS
                assert_translated(code, en_item["name"], item["name"], sentence=not keeps_name)
                for field in ("text", "goal"):
                    if field in en_item:
                        assert_translated(code, en_item[field], item[field])
                for en_symbol, symbol in zip(
                    en_item.get("symbols", []), item.get("symbols", []), strict=True
                ):
                    assert_translated(code, en_symbol, symbol)


def test_every_prompt_the_rules_store_is_translated() -> None:
    values = {"amount": "3", "area": "Dolly Sisters", "prompt": "place a minion", "seat": "2"}
    for template in PROMPTS:
        if "{threat}" in template:  # an interrupt's prompt: the phase says it in its own words
            continue
        stored = template.format(**values)
        for code in LANGUAGES:
            with language(code):
                assert_translated(code, stored, stored_words(stored))


# -- a whole random game -------------------------------------------------------------------------


def texts_of_step(step: Any) -> list[tuple[str, str, bool]]:
    """(what, text, is a sentence) a player may read after one step of a match."""
    out: list[tuple[str, str, bool]] = []
    for reader in (None, step.seat):
        action = redact_action(GAME, step.seat, step.action, step.effects, reader)
        effects = [redact_effect(e, reader) for e in step.effects]
        out.append(("describe", GAME.describe(step.seat, action, effects), True))
    state = step.after
    out.append(("phase", GAME.phase(GAME.view(state, None), None), True))
    for seat in GAME.to_act(state):
        view = GAME.view(state, seat)
        out.append(("phase", GAME.phase(view, seat), True))
        for action in GAME.legal_actions(state, seat):
            out.append(("label", GAME.label(view, seat, action), True))
            for field, value in action.items():
                text = GAME.choice(view, seat, action["type"], field, value)
                # A chooser's option may be a bare name (a card, an area) or an amount.
                out.append(("choice", text, field == "type"))
    return out


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_whole_random_game_reads_in_the_language(code: str) -> None:
    seen = 0
    for step in random_playout(GAME, 3, seed=7):
        english = texts_of_step(step)
        with language(code):
            translated = texts_of_step(step)
        for (what, en_text, sentence), (_, text, _) in zip(english, translated, strict=True):
            if what == "phase" and not en_text:
                continue
            keeps_name = code == "es" and en_text in SPANISH_KEEPS
            assert_translated(code, en_text, text, sentence=sentence and not keeps_name)
            seen += 1
    assert seen > 500


# -- redaction in the reader's language ----------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_a_hidden_card_reads_as_a_card_in_the_language(code: str, case: Any) -> None:
    name, _, actor, action, effects, receiver = case
    with language(code):
        secret_name = card_name(SECRET_CARD)
        receiver_name = seat_name(receiver)
        for reader in (None, 0, 1, 2):
            text = sentence_for(reader, actor, action, effects)
            assert not untranslated(code, text), text
            if reader in (actor, receiver):
                assert secret_name in text, (reader, text)
            else:
                assert secret_name not in text and CARDS[SECRET_CARD]["name"] not in text
                assert A_CARD[code] in text, (name, reader, text)
                assert receiver_name in text, text  # who received a card stays public


@pytest.mark.parametrize("code", LANGUAGES)
def test_hidden_names_are_generic_words_of_the_language(code: str) -> None:
    with language(code):
        for text in (card_name(None), personality_name(None)):
            assert_translated(code, "a card", text)
        assert personality_name(None) != card_name(None)


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_refused_action_is_explained_in_the_language(code: str) -> None:
    s = scenario()
    seat = pending(s)["seat"]
    with language(code), pytest.raises(IllegalAction) as refused:
        GAME.resolve(s, seat, {"type": "play_card", "card": SECRET_CARD}, random.Random(0))
    assert_translated(code, "you can only play a card from your hand", str(refused.value))
