"""Faster engines play exactly the same games: seeded random matches and seeded searches.

The engines' speed-ups (cached geometry, shared rather than copied parts of a state, effects
applied as they are returned) must not change a single rule. Each case folds into one digest
what a change of rules would show:

* a **random match** of every game and player count (seeded uniformly random legal actions),
  with the effects applied exactly as ``resolve`` returns them (no JSON round trip, unlike the
  golden replays, so a state that shares a part with an effect or with an earlier state shows
  up): the setup, each legal-action list, every action with its effects, the final state and
  the outcome; and the effects again at the end, to see that applying later effects changed
  none of the recorded ones;
* a **seeded search** of the default search level's algorithm at a fixed iteration budget on
  positions of random matches: the action chosen and the visits of every root action, which
  depend on every state the search copies, samples and plays out.

``determinism.json`` holds the digests recorded on main before the engines were made faster
(issue #27). Re-record only when a rules change is meant to change play (say why):

    PYTHONPATH=. .venv/bin/python -m tests.engine.test_determinism --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from games.bots import MctsBot
from games.engine import Game, apply_all, clone, start_match
from games.registry import GAME_MODULES, get_game

FIXTURE = Path(__file__).with_name("determinism.json")
MATCH_SEEDS = (10, 11, 12, 13)
SEARCH_POSITIONS = 3
SEARCH_ITERATIONS = 40


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def match_cases() -> list[tuple[str, int, int]]:
    return [
        (slug, players, seed)
        for slug in GAME_MODULES
        for players in range(get_game(slug).min_players, min(get_game(slug).max_players, 4) + 1)
        for seed in MATCH_SEEDS
    ]


def search_cases() -> list[tuple[str, int]]:
    return [
        (slug, players)
        for slug in GAME_MODULES
        for players in sorted({get_game(slug).min_players, min(3, get_game(slug).max_players)})
    ]


def play_match(game: Game, players: int, seed: int) -> str:
    digest = hashlib.sha256()
    rng = random.Random(seed)
    options = game.validate_options(players, None)
    setup = game.setup(players, options, rng)
    digest.update(_canonical(setup))
    state = apply_all(game, game.new_state(players, options), setup)
    played: list[Any] = []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = rng.choice(legal)
        effects = game.resolve(state, seat, action, rng)
        played.append([seat, action, effects])
        digest.update(_canonical([legal, seat, action, effects]))
        state = apply_all(game, state, effects)
    digest.update(_canonical([state, game.outcome(state), played]))
    return digest.hexdigest()


def search_positions(game: Game, players: int) -> list[tuple[Any, int]]:
    """Decision points with a real choice, spread over one seeded random match."""
    rng = random.Random(players)
    state = start_match(game, players, rng)
    decisions = []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            decisions.append((clone(state), seat))
        state = apply_all(game, state, game.resolve(state, seat, rng.choice(legal), rng))
    step = max(1, len(decisions) // (SEARCH_POSITIONS + 1))
    return decisions[step::step][:SEARCH_POSITIONS]


def search(game: Game, players: int) -> str:
    digest = hashlib.sha256()
    for number, (state, seat) in enumerate(search_positions(game, players)):
        bot = MctsBot(iterations=SEARCH_ITERATIONS, seconds=None)
        legal = game.legal_actions(state, seat)
        chosen = bot.choose(game, game.view(state, seat), seat, legal, random.Random(number))
        digest.update(_canonical([chosen, sorted(bot.last_search.root_visits.items())]))
    return digest.hexdigest()


def recorded() -> dict[str, str]:
    return json.loads(FIXTURE.read_text())


@pytest.mark.parametrize(("slug", "players", "seed"), match_cases(), ids=str)
def test_random_match_plays_as_on_main(slug, players, seed):
    assert play_match(get_game(slug), players, seed) == recorded()[f"{slug}/{players}p/{seed}"]


@pytest.mark.parametrize(("slug", "players"), search_cases(), ids=str)
def test_seeded_search_chooses_as_on_main(slug, players):
    assert search(get_game(slug), players) == recorded()[f"{slug}/{players}p/search"]


def write() -> None:
    digests = {
        f"{slug}/{players}p/{seed}": play_match(get_game(slug), players, seed)
        for slug, players, seed in match_cases()
    }
    for slug, players in search_cases():
        digests[f"{slug}/{players}p/search"] = search(get_game(slug), players)
    FIXTURE.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
    print(f"{len(digests)} digests recorded in {FIXTURE}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.engine.test_determinism --write")
    write()
