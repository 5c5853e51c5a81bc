"""Map geometry: squares, 8-way adjacency, water bodies, transport range and hubs.

Squares are numbered ``row * width + column``. The terrain is a list of strings (one per row,
" " for off-map squares). Everything derived from a terrain (neighbours, water bodies) is
cached per terrain, and distance searches are cached per geometry, because random playouts ask
the same questions again and again.

Both caches are bounded, so a server process that has seen many matches levels off: the
terrain changes as a match is played, so a process meets a few dozen geometries per match.
The last ``GEOMETRIES_KEPT`` geometries are kept, and the answers of distance searches of
every geometry share one memory budget, ``TABULA_BOARD_CACHE_MB`` (32 MB by default), least
recently used first out.
"""

from __future__ import annotations

import itertools
import os
import random
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from games.engine.bounded import BoundedLRU, megabytes
from games.great_zimbabwe import data

OFF_MAP = " "
WATER = "~"
START = "S"
LAND = "."


#: Geometries kept per process (about 150 kB each with their footprints).
GEOMETRIES_KEPT = 32
#: Bytes of a cached answer's key (the geometry's number, the kind, sources, limit, stops).
ANSWER_KEY_BYTES = 400
_MISSING: Any = object()
#: ``hubs_needed``'s answer "no route", as kept (a cached None would read as a miss).
NO_ROUTE = -1


def _answer_size(answer: Any) -> int:
    """Estimated resident bytes of a cached answer and its key.

    On the safe side: tracemalloc measured 4.2 MB freed for 6.4 MB estimated after a match.
    """
    if isinstance(answer, dict):
        return ANSWER_KEY_BYTES + 64 + 72 * len(answer)
    if isinstance(answer, frozenset):
        return ANSWER_KEY_BYTES + 216 + 60 * len(answer)
    if isinstance(answer, tuple):  # the stops before a monument was built, and that monument
        return ANSWER_KEY_BYTES + 216 + 60 * len(answer[0])
    if isinstance(answer, list):
        if answer and isinstance(
            answer[0], tuple
        ):  # hub layers: (hubs, a reach answer kept anyway)
            return ANSWER_KEY_BYTES + 56 + 160 * len(answer)
        return ANSWER_KEY_BYTES + 56 + 40 * len(answer)
    return ANSWER_KEY_BYTES


#: Answers of distance searches (reach, hubs, closures, resources) of every geometry, keyed by
#: (geometry number, kind, arguments): one budget for all, so old geometries' answers age out.
_answers: BoundedLRU[tuple, Any] = BoundedLRU(
    max_items=500_000,
    max_bytes=megabytes(os.environ.get("TABULA_BOARD_CACHE_MB"), 32),
    size_of=_answer_size,
)
_numbers = itertools.count()


class Geometry:
    """What a terrain implies: neighbours, which squares are water, water bodies."""

    def __init__(self, terrain: tuple[str, ...]):
        # Keys its answers in ``_answers``: unlike id(), never reused by a later geometry.
        self.number = next(_numbers)
        self.terrain = terrain
        self.height = len(terrain)
        self.width = len(terrain[0])
        self.flat = "".join(terrain)
        size = self.width * self.height
        self.size = size
        # Only land turns into water or resources during a match: the squares on the map, and
        # so the neighbours, stay those of the tiles laid out at setup.
        on_map = self.flat.translate({ord(char): LAND for char in set(self.flat) - {OFF_MAP}})
        self.neighbors: list[list[int]] = _neighbors(self.width, on_map)
        #: Keys the answers of walks (reach, hubs, closures): they depend on the squares on the
        #: map and the water alone, so a resource tile laid on land keeps them all.
        self.walks = _walks_number(
            self.width,
            self.flat.translate({ord(char): LAND for char in set(self.flat) - {OFF_MAP, WATER}}),
        )
        #: Squares that are not plain land (off-map, water, start area, resource).
        self.not_land = frozenset(itertools.compress(range(size), map(LAND.__ne__, self.flat)))
        self._cells_of: dict[str, list[int]] = {}
        # Water squares joined orthogonally form one body, which counts as a single square.
        self.body = [-1] * size
        self.bodies: list[list[int]] = []
        for cell in self.cells_of(WATER):
            if self.body[cell] >= 0:
                continue
            index = len(self.bodies)
            members = [cell]
            self.body[cell] = index
            stack = [cell]
            while stack:
                current = stack.pop()
                row, col = divmod(current, self.width)
                for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
                    if 0 <= r < self.height and 0 <= c < self.width:
                        other = r * self.width + c
                        if self.flat[other] == WATER and self.body[other] < 0:
                            self.body[other] = index
                            members.append(other)
                            stack.append(other)
            self.bodies.append(members)
        #: Every water square.
        self.water = frozenset(cell for members in self.bodies for cell in members)
        # A handful of tile shapes: bounded by the rules, not by play.
        self._footprints: dict[tuple[int, int], list[list[int]]] = {}

    # -- squares ---------------------------------------------------------------------------

    def cells_of(self, letter: str) -> list[int]:
        """The squares showing ``letter``, in order (a list kept for every caller: read only)."""
        found = self._cells_of.get(letter)
        if found is None:
            found = list(itertools.compress(range(self.size), map(letter.__eq__, self.flat)))
            self._cells_of[letter] = found
        return found

    def is_land(self, cell: int) -> bool:
        return self.flat[cell] not in (OFF_MAP, WATER)

    def footprints(self, shape: list[int]) -> list[list[int]]:
        """Every placement of a 1x2 (both orientations) or 2x2 tile that stays on the map grid."""
        return _footprints(self.width, self.height, shape[0], shape[1])

    def land_footprints(self, shape: list[int]) -> list[list[int]]:
        """Footprints whose squares are all plain land (no water, start area or resource)."""
        key = (-shape[0], -shape[1])
        cached = self._footprints.get(key)
        if cached is None:
            not_land = self.not_land
            cached = [cells for cells in self.footprints(shape) if not_land.isdisjoint(cells)]
            self._footprints[key] = cached
        return cached

    def resources_near(self, cells: tuple[int, ...], limit: int, letter: str) -> list[int]:
        """Resource squares of one kind within ``limit`` of the cells (no hubs)."""
        key = (self.number, "resources", cells, limit, letter)
        cached = _answers.get(key)
        if cached is None:
            flat = self.flat
            cached = sorted(c for c in self.reach(cells, limit) if flat[c] == letter)
            _answers.put(key, cached)
        return cached

    # -- distances ---------------------------------------------------------------------------

    def reach(
        self, sources: tuple[int, ...], limit: int, stops: frozenset[int] = frozenset()
    ) -> dict[int, int]:
        """Squares within ``limit`` steps of any source square, with their distance.

        A water body is entered as one square (all of it at the same distance). Squares in
        ``stops`` (monuments, on legs where passing a monument forces its use as a hub) are
        reached but not walked through.
        """
        key = (self.walks, "reach", sources, limit, stops)
        cached = _answers.get(key)
        if cached is not None:
            return cached
        earlier = _answers.get((self.walks, "stops before", stops))
        if earlier is not None:
            # One stop more than a known answer: the same answer, unless the walk went on
            # through the new stop (reached before the last step, not as a source).
            before, newest = earlier
            known = _answers.get((self.walks, "reach", sources, limit, before))
            if known is not None and (known.get(newest, limit) >= limit or newest in sources):
                _answers.put(key, known)
                return known
        # A step at a time, in set operations: the squares next to the frontier not reached
        # yet, each water body among them entered whole.
        dist: dict[int, int] = dict.fromkeys(sources, 0)
        frontier: Iterable[int] = dist.keys()
        neighbors, water, body, bodies = self.neighbors, self.water, self.body, self.bodies
        for step in range(1, limit + 1):
            new = set().union(*map(neighbors.__getitem__, frontier))
            new.difference_update(dist)
            for cell in water.intersection(new):
                new.update(bodies[body[cell]])
            dist.update(dict.fromkeys(new, step))
            frontier = new.difference(stops) if stops else new
            if not frontier:
                break
        _answers.put(key, dist)
        return dist

    def note_stop_added(self, stops: frozenset[int], newest: int) -> None:
        """``stops`` are the earlier stops and ``newest`` (a monument built): ``reach`` may
        reuse answers of the earlier stops that never walked through it."""
        key = (self.walks, "stops before", stops)
        if _answers.get(key) is None:
            _answers.put(key, (stops - {newest}, newest))

    def hubs_needed(
        self,
        origin: tuple[int, ...],
        target: tuple[int, ...],
        limit: int,
        monuments: frozenset[int],
    ) -> int | None:
        """The fewest hubs (monuments used as relay points) linking origin to target, or None.

        Each leg walks at most ``limit`` steps and may not pass through a monument: a monument
        on the way is a hub (the leg ends there and a new one starts from it).

        Kept per (origin, target): placing a craftsman changes no other pair's answer, so the
        positions that follow ask again mostly what is known.
        """
        key = (self.walks, "hubs", origin, target, limit, monuments)
        found = _answers.get(key)
        if found is None:
            found = NO_ROUTE
            for hubs, reached in self.hub_layers(origin, limit, monuments):
                if not reached.keys().isdisjoint(target):
                    found = hubs
                    break
            _answers.put(key, found)
        return None if found == NO_ROUTE else found

    def hub_layers(
        self, origin: tuple[int, ...], limit: int, monuments: frozenset[int]
    ) -> list[tuple[int, dict[int, int]]]:
        """The legs of routes from the origin, by fewest hubs first, as (hubs, the ``reach`` of
        the leg): the leg from the origin with 0 hubs, then one from each monument a route
        reaches with that many hubs. A leg walks at most ``limit`` steps and ends at the first
        monument on its way, so the fewest hubs to a target is that of the first leg that
        touches it (see ``hubs_needed``); the layers serve every target."""
        key = (self.walks, "hub layers", origin, limit, monuments)
        cached = _answers.get(key)
        if cached is not None:
            return cached
        first = self.reach(origin, limit, monuments)
        layers = [(0, first)]
        seen = set(origin)
        layer = sorted((first.keys() & monuments).difference(seen))
        hubs = 1
        while layer:
            seen.update(layer)
            following: set[int] = set()
            for hub in layer:
                reached = self.reach((hub,), limit, monuments)
                layers.append((hubs, reached))
                following.update(reached.keys() & monuments)
            layer = sorted(following.difference(seen))
            hubs += 1
        _answers.put(key, layers)
        return layers

    def closure(
        self, sources: tuple[int, ...], limit: int, monuments: frozenset[int]
    ) -> frozenset[int]:
        """Squares reachable from the sources with any number of hubs (free hubs)."""
        key = (self.walks, "closure", sources, limit, monuments)
        cached = _answers.get(key)
        if cached is not None:
            return cached
        reached: set[int] = set()
        layer = list(sources)
        seen_hubs: set[int] = set()
        first = True
        while layer:
            following: set[int] = set()
            for start in [tuple(layer)] if first else [(hub,) for hub in layer]:
                part = self.reach(start, limit, monuments)
                reached.update(part)
                following.update((part.keys() & monuments).difference(seen_hubs))
            first = False
            following -= set(sources)
            seen_hubs.update(following)
            layer = sorted(following)
        result = frozenset(reached)
        _answers.put(key, result)
        return result


# -- what depends on the grid alone (shared by every terrain laid out on it) ---------------------


@lru_cache(maxsize=GEOMETRIES_KEPT)
def _walks_number(width: int, squares: str) -> int:
    """A number for a terrain as walks see it (its width, and which squares are off the map,
    water or land): never reused."""
    return next(_numbers)


@lru_cache(maxsize=GEOMETRIES_KEPT)
def _neighbors(width: int, on_map: str) -> list[list[int]]:
    """Each square's on-map neighbours (8 directions); ``on_map`` has OFF_MAP off the map."""
    height = len(on_map) // width
    neighbors: list[list[int]] = [[] for _ in range(len(on_map))]
    for cell in range(len(on_map)):
        if on_map[cell] == OFF_MAP:
            continue
        row, col = divmod(cell, width)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                r, c = row + dr, col + dc
                if (dr or dc) and 0 <= r < height and 0 <= c < width:
                    other = r * width + c
                    if on_map[other] != OFF_MAP:
                        neighbors[cell].append(other)
    return neighbors


@lru_cache(maxsize=GEOMETRIES_KEPT)
def _footprints(width: int, height: int, rows: int, cols: int) -> list[list[int]]:
    result = []
    for tile_height, tile_width in sorted({(rows, cols), (cols, rows)}):
        for row in range(height - tile_height + 1):
            for col in range(width - tile_width + 1):
                result.append(
                    [
                        (row + dr) * width + col + dc
                        for dr in range(tile_height)
                        for dc in range(tile_width)
                    ]
                )
    return result


@lru_cache(maxsize=GEOMETRIES_KEPT)
def _geometry(terrain: tuple[str, ...]) -> Geometry:
    return Geometry(terrain)


def geometry(terrain: list[str]) -> Geometry:
    return _geometry(tuple(terrain))


# -- building the map ------------------------------------------------------------------------


def build_map(players: int, rng: random.Random) -> dict:
    """Lay out the tiles for a player count with random tiles and rotations (digest 6.3)."""
    layout = data.LAYOUTS[players]
    grid_rows, grid_cols = layout["grid"]
    size = data.TILE_SIZE
    chosen = list(data.RANDOM_TILES)
    rng.shuffle(chosen)
    placements = [
        {"slot": list(layout["start_slot"]), "tile": data.START_TILE, "rotation": rng.randrange(4)}
    ]
    for slot, tile in zip(layout["random_slots"], chosen, strict=False):
        placements.append({"slot": list(slot), "tile": tile, "rotation": rng.randrange(4)})
    return {"tiles": placements, "terrain": assemble(grid_rows, grid_cols, size, placements)}


def assemble(grid_rows: int, grid_cols: int, size: int, placements: list[dict]) -> list[str]:
    rows = [[OFF_MAP] * (grid_cols * size) for _ in range(grid_rows * size)]
    for placement in placements:
        slot_row, slot_col = placement["slot"]
        tile = data.rotate_tile(data.TILES[placement["tile"]], placement["rotation"])
        for r in range(size):
            for c in range(size):
                rows[slot_row * size + r][slot_col * size + c] = tile[r][c]
    return ["".join(row) for row in rows]
