"""The bots' reading of the board in Ankh-Morpork: a rival's secret personality guessed from
how far the public board has taken it towards each goal (``strategy.guess``)."""

from __future__ import annotations

import random
from collections import Counter

from games.ankh_morpork import GAME
from games.ankh_morpork.data import PERSONALITIES
from tests.ankh_morpork.helpers import new_game

DRAWS = 600


def rival_personalities(state, draw) -> Counter:
    """How often each personality is drawn for seat 1, seen from seat 0."""
    view = GAME.view(state, 0)
    rng = random.Random(7)
    return Counter(draw(view, 0, rng)["personalities"][1] for _ in range(DRAWS))


def spread_minions(state, rival_areas: int, own_areas: int) -> None:
    """Seat 1 has a minion in each of the first ``rival_areas`` areas; seat 0 two in each of the
    first ``own_areas``, so it controls those and the rival the rest of its own."""
    for number, area in enumerate(state["areas"].values()):
        area["minions"] = [2 if number < own_areas else 0, 1 if number < rival_areas else 0]
        area["demons"] = area["trolls"] = 0
        area["building"] = None


def test_a_rival_with_minions_in_ten_areas_is_guessed_vetinari_far_more_often():
    state = new_game(2, seed=1)
    state["personalities"] = ["lord_rust", "lord_de_worde"]
    spread_minions(state, rival_areas=10, own_areas=5)
    uniform = rival_personalities(state, GAME.sample)
    guessed = rival_personalities(state, GAME.guess)
    # Five personalities are possible for the rival: a fifth each when drawn uniformly.
    assert 0.13 * DRAWS < uniform["lord_vetinari"] < 0.27 * DRAWS
    # Each lord leads nobody (both control 5 areas): Vetinari is guessed about 3 times as often.
    assert guessed["lord_vetinari"] > 2 * uniform["lord_vetinari"]


def test_the_guess_keeps_to_what_the_seat_knows():
    state = new_game(2, seed=3)
    state["personalities"] = ["lord_rust", "lord_de_worde"]
    # Seat 0 has seen two of the unused personalities (Mrs Cake): never the rival's.
    seen = [p for p in state["unused_personalities"] if p != "lord_vetinari"][:2]
    state["known_personalities"][0] = list(seen)
    spread_minions(state, rival_areas=10, own_areas=5)
    view = GAME.view(state, 0)
    rng = random.Random(11)
    pool = {p for p, d in PERSONALITIES.items() if not d["excluded_in_2p"]}
    for _ in range(200):
        guessed = GAME.guess(view, 0, rng)
        own, rival = guessed["personalities"]
        assert own == "lord_rust"
        assert rival not in seen and rival != own
        assert sorted(guessed["unused_personalities"]) == sorted(pool - {own, rival})


def test_a_quiet_board_is_guessed_almost_uniformly():
    state = new_game(2, seed=5)
    state["personalities"] = ["lord_rust", "lord_de_worde"]
    guessed = rival_personalities(state, GAME.guess)
    assert set(guessed) == {
        "lord_vetinari",
        "lord_selachii",
        "lord_de_worde",
        "dragon_king_of_arms",
        "commander_vimes",
    }
    assert max(guessed.values()) < 0.4 * DRAWS
