"""Which effects reveal hidden information (``Game.reveals``), and the takeback rule built on it.

Pure Python: no database, no event store.
"""

from __future__ import annotations

import random
from importlib import import_module

import pytest

from games.engine import Game
from games.registry import GAME_MODULES, get_game
from matches.takeback import StandingMove, TakebackImpossible, takeback_target
from tests.moves import random_playout

GAMES = ["babel", "great-zimbabwe", "bora-bora", "ankh-morpork"]


def setup_state(game: Game, seed: int = 3):
    options = game.validate_options(2, {})
    state = game.new_state(2, options)
    effects = game.setup(2, options, random.Random(seed))
    for effect in effects:
        state = game.apply(state, effect)
    return state, effects


def applied_effect_kinds(game: Game, seed: int, moves: int) -> set[str]:
    """Every effect kind met in the first ``moves`` moves of a random match."""
    _, effects = setup_state(game, seed)
    kinds = {effect["type"] for effect in effects}
    for _, step in zip(range(moves), random_playout(game, 2, seed), strict=False):
        kinds.update(effect["type"] for effect in step.effects)
    return kinds


@pytest.mark.parametrize("slug", GAMES)
def test_setup_reveals(slug):
    game = get_game(slug)
    _, effects = setup_state(game)
    assert game.reveals(effects), "a shuffled, dealt table is never taken back to"


def known_effect_kinds(slug: str) -> set[str]:
    return set(import_module(f"{GAME_MODULES[slug]}.effects").EFFECTS.kinds)


@pytest.mark.parametrize("slug", GAMES)
def test_safe_kinds_are_real_effect_kinds(slug):
    """A typo in a safe list would silently make a kind revealing: each one must exist."""
    assert get_game(slug).takeback_safe_effects <= known_effect_kinds(slug)


def test_restricted_visibility_always_reveals():
    game = get_game("great-zimbabwe")
    assert not game.reveals([{"type": "vp", "seat": 0, "delta": 1}])
    assert game.reveals([{"type": "vp", "seat": 0, "delta": 1, "visible_to": [0]}])
    assert game.reveals([{"type": "vp", "seat": 0, "delta": 1, "secret": ["delta"]}])


def test_unknown_kinds_reveal_by_default():
    assert get_game("babel").reveals([{"type": "something_new"}])
    assert Game.takeback_safe_effects == frozenset()


@pytest.mark.parametrize(
    ("slug", "revealing"),
    [
        ("babel", ["draw", "move", "settle", "temple_draw", "reshuffle"]),
        ("bora-bora", ["roll", "draw_god", "deal_hand", "new_round", "god"]),
        ("ankh-morpork", ["draw", "card_played", "roll", "event_drawn", "note"]),
        ("great-zimbabwe", ["map", "components", "vr_stack", "game_over"]),
    ],
)
def test_draws_rolls_and_reveals_are_revealing(slug, revealing):
    game = get_game(slug)
    for kind in revealing:
        assert game.reveals([{"type": kind}]), kind


def test_ankh_morpork_looking_at_a_hand_reveals():
    game = get_game("ankh-morpork")
    assert not game.reveals([{"type": "flow", "flow": {"pending": {"seat": 0}}}])
    assert game.reveals([{"type": "flow", "flow": {"pending": {"seat": 0, "looking_at": 1}}}])


@pytest.mark.parametrize("slug", GAMES)
def test_every_game_has_moves_of_both_kinds_early(slug):
    game = get_game(slug)
    kinds = applied_effect_kinds(game, seed=3, moves=60)
    assert kinds & game.takeback_safe_effects, "some early move can be taken back"


BABEL = get_game("babel")
SAFE = [{"type": "migrate"}]
REVEALING = [{"type": "draw", "visible_to": [1], "secret": ["cards"]}]


def moves(*spec: tuple[int, list]) -> list[StandingMove]:
    return [
        StandingMove(10 + i, seat, {"type": "x"}, effects) for i, (seat, effects) in enumerate(spec)
    ]


def test_target_is_the_version_before_the_seats_last_move():
    standing = moves((0, SAFE), (1, SAFE), (0, SAFE), (1, SAFE))
    assert takeback_target(BABEL, standing, 0, [0], rated=False) == 11
    assert takeback_target(BABEL, standing, 1, [0], rated=False) == 12


def test_a_later_reveal_by_anybody_blocks_the_takeback():
    standing = moves((0, SAFE), (1, REVEALING))
    with pytest.raises(TakebackImpossible, match="version 11 .seat 1."):
        takeback_target(BABEL, standing, 0, [0], rated=False)


def test_rated_only_within_the_own_turn():
    standing = moves((0, SAFE), (1, SAFE))
    with pytest.raises(TakebackImpossible, match="rated"):
        takeback_target(BABEL, standing, 0, [0], rated=True)
    with pytest.raises(TakebackImpossible, match="rated"):
        takeback_target(BABEL, standing, 1, [0], rated=True)
    assert takeback_target(BABEL, standing, 1, [1], rated=True) == 10


def test_no_move_no_takeback():
    with pytest.raises(TakebackImpossible, match="no move"):
        takeback_target(BABEL, moves((1, SAFE)), 0, [0], rated=False)
