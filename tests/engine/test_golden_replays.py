"""Golden replays: fixed-seed matches of every game play exactly as they did when recorded.

For each game, player count and seed a match is played (uniformly random legal actions, or the
game's rollout policy) and every observable step is folded into one SHA-256 digest: the setup
effects, each seat's legal actions, every action with its effects, the bots' evaluation, the
final state and the outcome. Log sentences are words, not play: they may be reworded (and
translated) freely, and tests/engine/test_descriptions.py checks them.
``golden_replays.json`` holds the digests recorded
before the rules engines were moved onto the shared kit; a refactoring that changes any effect,
its shape, the order of the legal actions or the randomness drawn shows up as a changed digest.
Stored events of existing matches replay only while effects keep their shapes, so these digests
must never be re-recorded to make a refactoring pass; re-record (and say why in the commit)
only when a rules change is meant to change play:

    PYTHONPATH=. .venv/bin/python -m tests.engine.test_golden_replays --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from games.engine import Game, apply_all
from games.registry import GAME_MODULES, get_game

FIXTURE = Path(__file__).with_name("golden_replays.json")
SEEDS = (0, 1, 2)
#: One more match per game with every option off its default, so variants are covered too.
VARIANT_OPTIONS: dict[str, dict[str, Any]] = {
    "great-zimbabwe": {"beginner": True, "same_turn_rule": "ru"},
    "ankh-morpork": {
        "clacks_money": 3,
        "peeled_nuts_playable": False,
        "mossy_lawn_refill_after": False,
        "gaspode_blocks_events": True,
        "relocated_minion_follows_placement_rule": False,
        "move_other_player_minion_allows_neutral": True,
        "neutral_minions_count_for_payouts": False,
        "hix_mob_require_minion_in_target": False,
        "murders_must_prefer_other_minions": False,
        "end_when_last_card_drawn": False,
        "bank_limit": 120,
        "tie_break": "highest_building_then_shared",
        "flood_areas": "P12",
    },
}
MAX_ACTIONS = 5_000


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def cases() -> list[tuple[str, int, int, str]]:
    """(slug, players, seed, policy) for every recorded match."""
    found = []
    for slug in GAME_MODULES:
        game = get_game(slug)
        for players in range(game.min_players, game.max_players + 1):
            for seed in SEEDS:
                found.append((slug, players, seed, "random"))
            found.append((slug, players, 100 + players, "rollout"))
            if slug in VARIANT_OPTIONS:
                found.append((slug, players, 200 + players, "variant"))
    return found


def case_id(slug: str, players: int, seed: int, policy: str) -> str:
    return f"{slug}/{players}p/seed{seed}/{policy}"


def play(game: Game, players: int, seed: int, policy: str) -> dict[str, Any]:
    """Play one match; return its digest and length."""
    digest = hashlib.sha256()
    rng = random.Random(seed)
    options = game.validate_options(
        players, VARIANT_OPTIONS.get(game.slug, {}) if policy == "variant" else {}
    )
    setup = game.setup(players, options, rng)
    digest.update(_canonical(setup))
    state = apply_all(game, game.new_state(players, options), json.loads(json.dumps(setup)))
    actions = 0
    while game.outcome(state) is None:
        if actions >= MAX_ACTIONS:
            raise AssertionError(f"no outcome after {MAX_ACTIONS} actions")
        to_act = game.to_act(state)
        seat = to_act[0]
        legal = [game.legal_actions(state, other) for other in range(players)]
        if policy == "rollout":
            action = game.rollout_action(state, seat, rng)
        else:
            action = rng.choice(legal[seat])
        effects = game.resolve(state, seat, action, rng)
        digest.update(_canonical([to_act, legal, seat, action, effects]))
        state = apply_all(game, state, json.loads(json.dumps(effects)))
        actions += 1
        if policy == "rollout" and actions % 10 == 0:
            digest.update(_canonical(game.evaluate(state)))
    digest.update(_canonical([state, game.outcome(state)]))
    return {"actions": actions, "digest": digest.hexdigest()}


def recorded() -> dict[str, Any]:
    return json.loads(FIXTURE.read_text())


@pytest.mark.slow
@pytest.mark.parametrize(("slug", "players", "seed", "policy"), cases(), ids=lambda v: str(v))
def test_match_replays_exactly_as_recorded(slug, players, seed, policy):
    expected = recorded()[case_id(slug, players, seed, policy)]
    assert play(get_game(slug), players, seed, policy) == expected


def write() -> None:
    digests = {case_id(*case): play(get_game(case[0]), *case[1:]) for case in cases()}
    FIXTURE.write_text(json.dumps(digests, indent=1, sort_keys=True) + "\n")
    print(f"{len(digests)} matches recorded in {FIXTURE}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.engine.test_golden_replays --write")
    write()
