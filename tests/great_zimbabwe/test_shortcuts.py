"""The listing's shortcuts answer as the full checks they stand for, at every position of seeded
random matches: whether a craftsman has a site (``Position.has_craftsman_site``, which does not
list the sites), and the raise search that ties resource choices (``Completion``)."""

from __future__ import annotations

import random

import pytest

from games.engine import apply_all
from games.great_zimbabwe import GAME, data, raising
from games.great_zimbabwe.position import Position, position


def positions_of_a_match(players: int, seed: int):
    """The position of each state of a seeded random match in phase II."""
    rng = random.Random(seed)
    options = GAME.validate_options(players, {})
    state = apply_all(GAME, GAME.new_state(players, options), GAME.setup(players, options, rng))
    while GAME.outcome(state) is None:
        if state["phase"] == "actions":
            yield position(state)
        seat = GAME.to_act(state)[0]
        state = GAME.play(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)


@pytest.mark.parametrize("players", [2, 3])
def test_a_craftsman_has_a_site_just_when_some_site_is_listed(players):
    checked = set()
    for where in positions_of_a_match(players, seed=3):
        key = (where.board, where.monuments, where.craftsmen)
        if key in checked:
            continue
        checked.add(key)
        for limit in (data.TRANSPORT_RANGE, data.ESHU_TRANSPORT_RANGE):
            for craftsman in data.CRAFTSMAN_TYPES:
                # Fresh positions: neither answer may come from the other's kept work.
                asked = Position(where.board, where.monuments, where.craftsmen)
                listed = Position(where.board, where.monuments, where.craftsmen)
                assert asked.has_craftsman_site(craftsman, limit) == bool(
                    listed.craftsman_sites(craftsman, limit)
                )


class _Exhaustive(raising.Completion):
    """The raise search without ties: every resource choice is searched beyond."""

    def resources_after(self, index: int) -> frozenset[int]:
        return self.resources_from[0]


@pytest.mark.parametrize("players", [2, 3])
def test_the_raise_search_answers_as_the_search_without_ties(players):
    rng = random.Random(11)
    searched = 0
    for where in positions_of_a_match(players, seed=4):
        limit = data.TRANSPORT_RANGE
        for monument in range(len(where.monuments)):
            routes = where.routes(monument, limit)
            if len(routes) < 2:
                continue
            costs = [rng.randrange(1, 6) for _ in routes]
            cells = {
                cell for r in routes for cell in r["seller_resources"] + r["primary_resources"]
            }
            capacity = {cell: rng.choice((0, 1, 1, 2)) for cell in cells}
            needed, cattle = rng.randrange(1, 5), rng.randrange(3, 20)
            for same_lines in (False, True):
                tied = raising.Completion(routes, dict(capacity), same_lines, costs)
                full = _Exhaustive(routes, dict(capacity), same_lines, costs)
                assert tied.possible(needed, [], cattle) == full.possible(needed, [], cattle)
                searched += 1
    assert searched > 50
