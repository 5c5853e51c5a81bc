"""The log sentences and the action labels read as English a player would write, in every game.

For each game, random matches over all its player counts (bare engine, time-capped) are described
event by event as every reader sees them (the acting seat, each other seat, a spectator: fields
hidden from a reader arrive as ``None``, see ``Game.action_secrets``); at every step, each reader's
status line (``Game.phase``) and, for the seat to act, the label of every legal action and of every
value a chooser offers (``games.engine.action_labels``) are read too. No text may show a dict or
list repr (``{``, ``[``), an identifier (``_``, an id like ``T05`` or ``G35``, "square 216"), a
lone "…", "a" before a vowel ("a assyrians"), or "played by 2 to 2 players". A failure names the
game, the match and each offending text, so the engineer of that game can fix its words.
"""

from __future__ import annotations

import os
import random
import re
import time

import pytest

from games.engine import (
    Action,
    Effect,
    Game,
    InvalidOptions,
    action_labels,
    apply_all,
    readable,
    redact_action,
    redact_effect,
)
from games.registry import GAME_MODULES, get_game
from tests.bots.toy_games import HighCard, TicTacToe

MATCHES_PER_GAME = 50
#: ``TABULA_DESCRIPTION_MATCHES=50``: that many matches for every player count, with no time
#: budget (the whole check, about four minutes of CPU; the suite plays a sample).
FULL_CHECK = int(os.environ.get("TABULA_DESCRIPTION_MATCHES") or 0)
#: Long random matches are cut here: the sentences so far are still checked.
ACTIONS_PER_MATCH = 400
#: Wall-clock budget per game; at least MIN_MATCHES are played whatever it says.
SECONDS_PER_GAME = 8.0
MIN_MATCHES = 10

FORBIDDEN_CHARACTERS = ("{", "[", "_")
#: "a" or "A" before a word that starts with a vowel sound ("a assyrians", "A ivory carver").
A_BEFORE_VOWEL = re.compile(r"(?<![\w'-])[aA] (?=[aeiouAEIOU])(\S+)")
#: Vowel-initial words that truly take "a" (they start with a consonant sound).
A_EXCEPTIONS = re.compile(r"^(one\b|one-|uni|use|usu|uti|ure|eu)", re.IGNORECASE)
PLAYED_BY_N_TO_N = re.compile(r"played by (\d+) to \1 players")
#: Engine numbers in place of names: "square 216", "monument 7", "craftsman 0".
ENGINE_NUMBERS = re.compile(r"\b(square|monument|craftsman) \d+\b")
#: A component id that looks like a code ("T05", "G35"); a board coordinate ("C12") is no id.
CODE_LIKE_ID = re.compile(r"^[A-Z]\d{2}$")
#: A word of letters: what a "…" must come with.
WORD = re.compile(r"[A-Za-z]{2,}")


def coded_ids(game: Game) -> set[str]:
    """The game's component ids that look like codes ("T05" for a task, "G35" for a card)."""
    return {
        item["id"]
        for kind in game.components()
        for item in kind["items"]
        if CODE_LIKE_ID.match(item["id"])
    }


def problems(sentence: str, ids: set[str] = frozenset()) -> list[str]:
    """What is wrong with one log sentence or label (empty when it reads well); ``ids`` are
    component ids that must never show (see ``coded_ids``)."""
    found = [f"contains {char!r}" for char in FORBIDDEN_CHARACTERS if char in sentence]
    if numbers := ENGINE_NUMBERS.search(sentence):
        found.append(f"names an engine number {numbers.group(0)!r}")
    if shown := ids & set(re.findall(r"\b[A-Z]\d{2}\b", sentence)):
        found.append(f"names component ids {sorted(shown)}")
    if "…" in sentence and not WORD.search(sentence.replace("…", "")):
        found.append("a '…' without words")
    for match in A_BEFORE_VOWEL.finditer(sentence):
        if not A_EXCEPTIONS.match(match.group(1)):
            found.append(f"'a' before the vowel-initial word {match.group(1)!r}")
    if PLAYED_BY_N_TO_N.search(sentence):
        found.append("says 'played by N to N players'")
    if not sentence.strip():
        found.append("is empty")
    return found


def readers(players: int) -> list[int | None]:
    return [*range(players), None]


def sentences_of_one_match(game: Game, players: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    options = game.validate_options(players, {})
    setup = game.setup(players, options, rng)
    texts = [
        game.describe(None, None, [redact_effect(e, reader) for e in setup])
        for reader in readers(players)
    ]
    state = apply_all(game, game.new_state(players, options), setup)
    for _ in range(ACTIONS_PER_MATCH):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        texts.extend(labels_of_one_position(game, state, seat, legal, players))
        action = rng.choice(legal)
        effects = game.resolve(state, seat, action, rng)
        for reader in readers(players):
            seen_action = redact_action(game, seat, action, effects, reader)
            seen_effects = [redact_effect(effect, reader) for effect in effects]
            texts.append(game.describe(seat, seen_action, seen_effects))
        state = apply_all(game, state, effects)
    return texts


def labels_of_one_position(
    game: Game, state: dict, seat: int, legal: list[Action], players: int
) -> list[str]:
    """Every reader's status line, and the words of the acting seat's legal actions."""
    texts = []
    for reader in readers(players):
        view = game.view(state, reader)
        words = action_labels(game, view, reader, legal if reader == seat else [])
        texts.append(words["phase"] or "(no phase)")
        texts.extend(words["actions"])
        texts.extend(words["types"].values())
        texts.extend(
            text
            for fields in words["choices"].values()
            for values in fields.values()
            for text in values.values()
        )
        if reader == seat:
            assert len(words["actions"]) == len(legal)
    return texts


@pytest.mark.parametrize("slug", list(GAME_MODULES))
def test_log_sentences_read_as_english(slug):
    game = get_game(slug)
    counts = list(range(game.min_players, game.max_players + 1))
    deadline = time.monotonic() + SECONDS_PER_GAME
    failures: dict[str, str] = {}  # sentence -> first report, so each bad text is listed once
    played = 0
    ids = coded_ids(game)
    for index in range(FULL_CHECK * len(counts) or MATCHES_PER_GAME):
        if not FULL_CHECK and index >= MIN_MATCHES and time.monotonic() > deadline:
            break
        players = counts[index % len(counts)]
        seed = 1000 + index
        for sentence in sentences_of_one_match(game, players, seed):
            found = problems(sentence, ids)
            if found and sentence not in failures:
                failures[sentence] = f"  [{players} players, seed {seed}] {sentence!r}: " + (
                    "; ".join(found)
                )
        played += 1
    assert played >= MIN_MATCHES
    if failures:
        report = "\n".join(list(failures.values())[:40])
        pytest.fail(
            f"{game.name} ({slug}): {len(failures)} log sentence(s) do not read as English "
            f"in {played} random matches:\n{report}",
            pytrace=False,
        )


@pytest.mark.parametrize("game", [TicTacToe(), HighCard()], ids=lambda game: game.slug)
def test_the_engine_default_texts_read_as_english(game):
    """Games that keep ``Game.describe``'s default text (the toy games do) read well too."""
    for index in range(6):
        players = game.min_players + index % (game.max_players - game.min_players + 1)
        for sentence in sentences_of_one_match(game, players, index):
            assert not problems(sentence), (sentence, problems(sentence))
    assert readable({"cells": [3, 4], "raise_price": None}) == "cells: 3 and 4; raise price: hidden"


@pytest.mark.parametrize("slug", list(GAME_MODULES))
def test_a_wrong_player_count_is_refused_in_plain_words(slug):
    game = get_game(slug)
    for players in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(InvalidOptions) as refused:
            game.validate_options(players, {})
        message = str(refused.value)
        assert not problems(message), f"{slug}: {message!r}: {problems(message)}"
        assert str(players) in message


@pytest.mark.parametrize(
    ("sentence", "bad"),
    [
        ("Seat 0 discards a assyrians card", True),
        ("A ivory carver is placed", True),
        ("Seat 1 gives {'0': 3}", True),
        ("turn order [0, 1]", True),
        ("Seat 0 adores tsui_goab", True),
        ("Seat 0 builds a monument on square 216", True),
        ("Seat 0 starts raising monument 7", True),
        ("Choice …", False),
        (" …", True),
        ("Seat 0 builds a monument on C12", False),
        ("Babel is played by 2 to 2 players", True),
        ("Seat 0 discards an Assyrian card", False),
        ("Seat 2 places a one-minion token, a unique piece and a European tile", False),
        ("The Great Zimbabwe is played by 2 to 5 players", False),
        ("Tsui'Goab, the transformer: a potter", False),
    ],
)
def test_the_checker_itself(sentence, bad):
    assert bool(problems(sentence)) is bad


def test_the_checker_knows_each_games_coded_ids():
    ids = coded_ids(get_game("bora-bora")) | coded_ids(get_game("ankh-morpork"))
    assert problems("Seat 1 discards task T59", ids)
    assert problems("Play G35", ids)
    assert not coded_ids(get_game("great-zimbabwe"))


class HiddenPlays(HighCard):
    """High card where the card played stays hidden from everybody but seat 2."""

    def action_secrets(self, seat: int, action: Action, effects: list[Effect]) -> Effect | None:
        return {"visible_to": [2], "secret": ["card"]} if action["type"] == "play" else None


def test_redact_action_hides_the_declared_fields_from_other_readers():
    game, action = HiddenPlays(), {"type": "play", "card": 7}
    assert redact_action(game, 0, action, [], 0) == action  # the actor sees its own action
    assert redact_action(game, 0, action, [], 2) == action  # a declared reader too
    assert redact_action(game, 0, action, [], 1) == {"type": "play", "card": None}
    assert redact_action(game, 0, action, [], None) == {"type": "play", "card": None}
    assert redact_action(game, 0, action, [], None, omniscient=True) == action
    assert action == {"type": "play", "card": 7}, "the stored action is never changed"
    assert redact_action(HighCard(), 0, action, [], 1) == action
    assert (
        game.describe(0, redact_action(game, 0, action, [], 1), []) == "Seat 0: play (card hidden)"
    )
