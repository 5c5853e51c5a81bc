"""Checks that a game speaks Russian and Spanish: every text a player reads, compared with the
English text of the same call (``games.engine.i18n``), shared by the games' translation tests.

A text is untranslated when it still holds a word of the English source strings that the
language's own catalog never uses (so names the languages share, such as "Eshu" in Spanish or a
square's "C12", are no English words).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

from games.engine import Game, action_labels, apply_all, redact_action, redact_effect, start_match
from games.engine.catalogs import po_path, read, template
from games.engine.i18n import language

WORD = re.compile(r"[^\W\d_]{2,}")

#: The catalogs whose words a game's texts are made of.
ENGINE = "games.engine"


def words(text: str) -> set[str]:
    return {word.lower() for word in WORD.findall(text)}


def _texts(message_id: Any) -> list[str]:
    return list(message_id) if isinstance(message_id, (list, tuple)) else [message_id]


def english_words(packages: list[str], code: str) -> set[str]:
    """The words of the packages' English source strings that no translation into ``code``
    uses (placeholder names left out)."""
    source: set[str] = set()
    translated: set[str] = set()
    for package in packages:
        for message in template(package):
            for text in _texts(message.id):
                source |= words(re.sub(r"\{\w*\}", " ", text))
        for message in read(po_path(package, code), code):
            for text in _texts(message.string):
                translated |= words(re.sub(r"\{\w*\}", " ", text))
    return source - translated


def untranslated(english: str, text: str, vocabulary: set[str]) -> list[str]:
    """Why ``text`` (the translation of ``english``) is not translated; empty when it is."""
    found = []
    if not text.strip():
        found.append("empty")
    leftover = sorted(words(text) & vocabulary)
    if leftover:
        found.append(f"English words {leftover}")
    if text == english and words(english) & vocabulary:
        found.append("same as the English")
    return found


def readers(players: int) -> list[int | None]:
    return [*range(players), None]


def random_steps(
    game: Game, players: int, seed: int, limit: int
) -> Iterator[tuple[dict, int, list[dict], dict, list[dict]]]:
    """(state before, seat, legal actions, action, effects) for each step of a random match."""
    rng = random.Random(seed)
    state = start_match(game, players, rng, {})
    for _ in range(limit):
        if game.outcome(state) is not None:
            return
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = rng.choice(legal)
        effects = game.resolve(state, seat, action, rng)
        yield state, seat, legal, action, effects
        state = apply_all(game, state, effects)


def texts_of_a_step(
    game: Game, state: dict, seat: int, legal: list[dict], action: dict, effects: list[dict]
) -> list[tuple[str, str]]:
    """Every text of one step, named: each reader's phase, the acting seat's labels and
    chooser words, each reader's history line (with what is hidden from that reader)."""
    texts: list[tuple[str, str]] = []
    players = state["players"]
    for reader in readers(players):
        view = game.view(state, reader)
        offered = legal if reader == seat else []
        found = action_labels(game, view, reader, offered)
        texts.append((f"phase for {reader}", found["phase"]))
        texts.extend(
            (f"label {a}", text) for a, text in zip(offered, found["actions"], strict=True)
        )
        texts.extend((f"type {kind}", text) for kind, text in found["types"].items())
        texts.extend(
            (f"choice {kind}.{field}={value}", text)
            for kind, fields in found["choices"].items()
            for field, values in fields.items()
            for value, text in values.items()
        )
        seen_action = redact_action(game, seat, action, effects, reader)
        seen_effects = [redact_effect(effect, reader) for effect in effects]
        texts.append(
            (f"history of {action} for {reader}", game.describe(seat, seen_action, seen_effects))
        )
    return texts


def catalogue_texts(game: Game) -> list[tuple[str, str]]:
    texts = []
    for kind in game.components():
        texts.append((f"{kind['kind']} title", kind["title"]))
        for item in kind["items"]:
            for key in ("name", "text", "title"):
                if isinstance(item.get(key), str):
                    texts.append((f"{kind['kind']} {item['id']} {key}", item[key]))
    return texts


def in_languages(
    call: Callable[[], list[tuple[str, str]]], code: str
) -> list[tuple[str, str, str]]:
    """(name, English, ``code``) for each text ``call`` makes."""
    with language("en"):
        english = call()
    with language(code):
        other = call()
    assert [name for name, _ in english] == [name for name, _ in other]
    return [(name, en, text) for (name, en), (_, text) in zip(english, other, strict=True)]


def problems_of_a_random_game(
    game: Game, players: int, seed: int, code: str, packages: list[str], limit: int = 400
) -> list[str]:
    """Every untranslated text of one random match and of the catalogue, in ``code``."""
    vocabulary = english_words([*packages, ENGINE], code)
    found: list[str] = []
    checked = in_languages(lambda: catalogue_texts(game), code)
    with language("en"):
        setup = game.describe(None, None, [])
    with language(code):
        checked.append(("setup", setup, game.describe(None, None, [])))
    for step in random_steps(game, players, seed, limit):
        checked.extend(in_languages(lambda step=step: texts_of_a_step(game, *step), code))
    for name, english, text in checked:
        for problem in untranslated(english, text, vocabulary):
            found.append(f"{name}: {text!r} ({problem}; English {english!r})")
    assert len(checked) > 100
    return found
