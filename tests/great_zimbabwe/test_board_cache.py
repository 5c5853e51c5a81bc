"""The board's walks on masks give the answers of a plain walk square by square, and the caches
of positions and hubs are bounded and never change an answer."""

from __future__ import annotations

import random

import pytest

from games.engine.bounded import BoundedLRU
from games.engine.playout import play_random_match
from games.great_zimbabwe import GAME, board, position


@pytest.fixture
def tiny_caches(monkeypatch):
    """Caches of one position and one set of hubs: every other answer is worked out again."""
    positions: BoundedLRU = BoundedLRU(max_items=1, max_bytes=10**9, size_of=lambda _: 1)
    hubs: BoundedLRU = BoundedLRU(max_items=1, max_bytes=10**9, size_of=lambda _: 1)
    monkeypatch.setattr(position, "_positions", positions)
    monkeypatch.setattr(board, "_hubs", hubs)
    board._geometry.cache_clear()
    yield positions, hubs
    board._geometry.cache_clear()


def test_a_match_played_with_caches_of_one_entry_ends_the_same(tiny_caches):
    positions, hubs = tiny_caches
    tiny = play_random_match(GAME, 3, seed=5)
    assert positions.stats()["items"] == 1 and hubs.stats()["items"] == 1
    positions.max_items = hubs.max_items = 10**6
    assert play_random_match(GAME, 3, seed=5) == tiny
    assert positions.stats()["items"] > 1 and hubs.stats()["items"] > 1


def test_walks_are_shared_by_terrains_that_differ_only_in_resources_not_in_width():
    with_clay = board.Geometry(("..C.", "~~..", "...."))
    with_wood = board.Geometry(("..W.", "~~..", "...."))
    assert with_clay.walks == with_wood.walks  # a resource tile changes no walk
    assert with_clay.reach((0,), 2) == with_wood.reach((0,), 2)
    # The same squares laid out 6 wide: other neighbours, other walks.
    wide = board.Geometry(("..C.~~", "......"))
    assert wide.walks != with_clay.walks
    assert wide.reach((0,), 1) == {0: 0, 1: 1, 6: 1, 7: 1}
    assert with_clay.reach((0,), 1) == {0: 0, 1: 1, 4: 1, 5: 1}


# -- the walks on masks against a walk square by square -------------------------------------------


def plain_reach(g: board.Geometry, sources, limit: int, stops=frozenset()) -> dict[int, int]:
    """Breadth first over the neighbour lists, each water body entered whole (the walk the
    masks replaced)."""
    bodies = {cell: members for members in g.bodies for cell in members}
    distances = dict.fromkeys(sources, 0)
    frontier = set(sources)
    for step in range(1, limit + 1):
        new = {other for cell in frontier for other in g.neighbors[cell]} - distances.keys()
        for cell in [cell for cell in new if cell in bodies]:
            new.update(bodies[cell])
        distances.update(dict.fromkeys(new, step))
        frontier = new - stops
        if not frontier:
            break
    return distances


def plain_hubs_needed(g: board.Geometry, origin, target, limit: int, monuments) -> int | None:
    """The hub layers walked one leg at a time: the first leg touching the target."""
    seen, layer, hubs = set(origin), [origin], 0
    while layer:
        following: set[int] = set()
        for start in layer:
            reached = plain_reach(g, start, limit, monuments)
            if not reached.keys().isdisjoint(target):
                return hubs
            following.update(reached.keys() & monuments)
        layer = [(hub,) for hub in sorted(following - seen)]
        seen.update(following)
        hubs += 1
    return None


def plain_closure(g: board.Geometry, sources, limit: int, monuments) -> set[int]:
    """Every square of every leg, from the sources and then from each monument reached."""
    reached = set(plain_reach(g, sources, limit, monuments))
    hubs = (reached & monuments) - set(sources)
    done: set[int] = set()
    while hubs:
        hub = hubs.pop()
        done.add(hub)
        leg = plain_reach(g, (hub,), limit, monuments)
        reached.update(leg)
        hubs.update((leg.keys() & monuments) - done - set(sources))
    return reached


def maps(count: int) -> list[board.Geometry]:
    """Maps as matches lay them out, with some of their land turned to water."""
    rng = random.Random(3)
    found = []
    for players in (2, 3, 4, 5):
        for _ in range(count):
            terrain = board.build_map(players, rng)["terrain"]
            rows = [list(row) for row in terrain]
            for _ in range(rng.randrange(0, 6)):
                row, col = rng.randrange(len(rows)), rng.randrange(len(rows[0]))
                if rows[row][col] == board.LAND:
                    rows[row][col] = board.WATER
            found.append(board.Geometry(tuple("".join(row) for row in rows)))
    return found


def test_walks_on_masks_reach_what_a_walk_square_by_square_reaches():
    rng = random.Random(5)
    for g in maps(3):
        land = [cell for cell in range(g.size) if g.is_land(cell)]
        for _ in range(25):
            sources = tuple(rng.sample(land, rng.choice((1, 1, 2, 4))))
            stops = frozenset(rng.sample(land, rng.randrange(0, 12)))
            limit = rng.choice((1, 3, 3, 6))
            expected = plain_reach(g, sources, limit, stops)
            assert g.reach(sources, limit, stops) == expected
            mask = g.walk(board.mask_of(sources), limit, board.mask_of(stops))
            assert board.squares(mask) == sorted(expected)


def test_hubs_on_masks_are_those_of_hub_layers_walked_leg_by_leg():
    rng = random.Random(6)
    for g in maps(2):
        land = [cell for cell in range(g.size) if g.is_land(cell)]
        for _ in range(25):
            monuments = frozenset(rng.sample(land, rng.randrange(0, 10)))
            origin = tuple(rng.sample(land, rng.choice((1, 2))))
            target = tuple(rng.sample(land, rng.choice((1, 2, 4))))
            limit = rng.choice((3, 6))
            expected = plain_hubs_needed(g, origin, target, limit, monuments)
            assert g.hubs_needed(origin, target, limit, monuments) == expected
            assert g.closure(origin, limit, monuments) == plain_closure(g, origin, limit, monuments)


def test_legs_kept_from_before_a_monument_was_built_are_those_walked_again():
    rng = random.Random(7)
    for g in maps(2):
        land = [cell for cell in range(g.size) if g.is_land(cell)]
        for _ in range(10):
            cells = rng.sample(land, rng.randrange(2, 12))
            before = board.Hubs(g, board.mask_of(cells[:-1]), 3)
            for cell in cells[:-1]:
                before.leg(cell)
            after = board.Hubs(g, board.mask_of(cells), 3)
            after.built(before, cells[-1])
            fresh = board.Hubs(g, board.mask_of(cells), 3)
            assert [after.leg(cell) for cell in cells] == [fresh.leg(cell) for cell in cells]


@pytest.mark.parametrize("players", [2, 3])
def test_the_position_asked_last_follows_a_state_played_in_place(players):
    """``Game.play`` changes the very lists the position asked last holds (``position._last``):
    after every action the position answered is the one of the pieces and terrain as they are
    (the full key), never the one of the table before the action."""
    from games.engine import apply_all

    rng = random.Random(7)
    options = GAME.validate_options(players, {})
    state = apply_all(GAME, GAME.new_state(players, options), GAME.setup(players, options, rng))
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        action = rng.choice(GAME.legal_actions(state, seat))
        state = GAME.play(state, seat, action, rng)
        asked = position.position(state)
        assert (asked.board, asked.monuments, asked.craftsmen) == (
            board.geometry(state["map"]["terrain"]),
            tuple(m["cell"] for m in state["monuments"]),
            tuple((c["type"], tuple(c["cells"])) for c in state["craftsmen"]),
        )


def test_walks_after_a_water_tile_answer_as_walks_worked_out_afresh():
    """The walks of a terrain with more water take the bodies and answers of the walks before
    it (``_Walks._carry``): they must be those of walks with nothing carried."""
    rng = random.Random(3)
    terrain = [row.replace("C", ".") for row in board.build_map(2, rng)["terrain"]]
    before = board.geometry(terrain)
    for _ in range(8):
        sources = [1 << cell for cell in rng.sample(board.squares(before.on_map), 12)]
        for cell_mask in sources:
            for limit in (3, 6):
                before.around(cell_mask, limit)
                before.walk(cell_mask, limit)
        empty = [
            cell
            for cell in board.squares(before.letter_mask(board.LAND))
            if cell % before.width < before.width - 1
            and terrain[cell // before.width][cell % before.width + 1] == board.LAND
        ]
        cell = rng.choice(empty)
        row, col = divmod(cell, before.width)
        terrain = list(terrain)
        terrain[row] = terrain[row][:col] + board.WATER * 2 + terrain[row][col + 2 :]
        after = board.geometry(terrain)
        fresh = board._Walks(after.width, after.size, after.on_map, after.water_mask)
        assert after.body_mask == fresh.body_mask
        assert after.bodies == fresh.bodies
        for cell_mask in sources:
            for limit in (3, 6):
                assert after.around(cell_mask, limit) == after.walk(cell_mask, limit)
                assert after.walk(cell_mask, limit) == board.mask_of(
                    plain_reach(after, board.squares(cell_mask), limit)
                )
        before = after
