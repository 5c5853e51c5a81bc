"""Map geometry: squares, 8-way adjacency, water bodies, transport range and hubs.

Squares are numbered ``row * width + column``. The terrain is a list of strings (one per row,
" " for off-map squares). Everything derived from a terrain (neighbours, water bodies) is
cached per terrain, and distance searches are cached per geometry, because random playouts ask
the same questions again and again.
"""

from __future__ import annotations

import random
from functools import lru_cache

from games.great_zimbabwe import data

OFF_MAP = " "
WATER = "~"
START = "S"
LAND = "."


class Geometry:
    """What a terrain implies: neighbours, which squares are water, water bodies."""

    def __init__(self, terrain: tuple[str, ...]):
        self.terrain = terrain
        self.height = len(terrain)
        self.width = len(terrain[0])
        self.flat = "".join(terrain)
        size = self.width * self.height
        self.size = size
        self.neighbors: list[list[int]] = [[] for _ in range(size)]
        for cell in range(size):
            if self.flat[cell] == OFF_MAP:
                continue
            row, col = divmod(cell, self.width)
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    r, c = row + dr, col + dc
                    if (dr or dc) and 0 <= r < self.height and 0 <= c < self.width:
                        other = r * self.width + c
                        if self.flat[other] != OFF_MAP:
                            self.neighbors[cell].append(other)
        # Water squares joined orthogonally form one body, which counts as a single square.
        self.body = [-1] * size
        self.bodies: list[list[int]] = []
        for cell in range(size):
            if self.flat[cell] != WATER or self.body[cell] >= 0:
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
        self._reach_cache: dict[tuple, dict[int, int]] = {}
        self._hub_cache: dict[tuple, int | None] = {}
        self._closure_cache: dict[tuple, frozenset[int]] = {}
        self._footprints: dict[tuple[int, int], list[list[int]]] = {}
        self._resources_cache: dict[tuple, list[int]] = {}

    # -- squares ---------------------------------------------------------------------------

    def cells_of(self, letter: str) -> list[int]:
        return [cell for cell, char in enumerate(self.flat) if char == letter]

    def is_land(self, cell: int) -> bool:
        return self.flat[cell] not in (OFF_MAP, WATER)

    def orthogonal_pairs(self) -> list[list[int]]:
        """Every pair of orthogonally adjacent on-map squares, each pair once."""
        pairs = []
        for cell in range(self.size):
            row, col = divmod(cell, self.width)
            if col + 1 < self.width:
                pairs.append([cell, cell + 1])
            if row + 1 < self.height:
                pairs.append([cell, cell + self.width])
        return pairs

    def footprints(self, shape: list[int]) -> list[list[int]]:
        """Every placement of a 1x2 (both orientations) or 2x2 tile that stays on the map grid."""
        cached = self._footprints.get((shape[0], shape[1]))
        if cached is not None:
            return cached
        rows, cols = shape
        orientations = {(rows, cols), (cols, rows)}
        result = []
        for height, width in sorted(orientations):
            for row in range(self.height - height + 1):
                for col in range(self.width - width + 1):
                    result.append(
                        [
                            (row + dr) * self.width + col + dc
                            for dr in range(height)
                            for dc in range(width)
                        ]
                    )
        self._footprints[(shape[0], shape[1])] = result
        return result

    def land_footprints(self, shape: list[int]) -> list[list[int]]:
        """Footprints whose squares are all plain land (no water, start area or resource)."""
        key = (-shape[0], -shape[1])
        cached = self._footprints.get(key)
        if cached is None:
            flat = self.flat
            cached = [
                cells for cells in self.footprints(shape) if all(flat[c] == LAND for c in cells)
            ]
            self._footprints[key] = cached
        return cached

    def resources_near(self, cells: tuple[int, ...], limit: int, letter: str) -> list[int]:
        """Resource squares of one kind within ``limit`` of the cells (no hubs)."""
        key = (cells, limit, letter)
        cached = self._resources_cache.get(key)
        if cached is None:
            flat = self.flat
            cached = sorted(c for c in self.reach(cells, limit) if flat[c] == letter)
            if len(self._resources_cache) > 50_000:
                self._resources_cache.clear()
            self._resources_cache[key] = cached
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
        key = (sources, limit, stops)
        cached = self._reach_cache.get(key)
        if cached is not None:
            return cached
        dist: dict[int, int] = {}
        frontier = []
        for cell in sources:
            if cell not in dist:
                dist[cell] = 0
                frontier.append(cell)
        neighbors, body, bodies = self.neighbors, self.body, self.bodies
        for step in range(1, limit + 1):
            new: list[int] = []
            for cell in frontier:
                for other in neighbors[cell]:
                    if other in dist:
                        continue
                    index = body[other]
                    if index >= 0:
                        for member in bodies[index]:
                            dist[member] = step
                            new.append(member)
                    else:
                        dist[other] = step
                        new.append(other)
            frontier = [cell for cell in new if cell not in stops] if stops else new
            if not frontier:
                break
        if len(self._reach_cache) > 50_000:
            self._reach_cache.clear()
        self._reach_cache[key] = dist
        return dist

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
        """
        key = (origin, target, limit, monuments)
        if key in self._hub_cache:
            return self._hub_cache[key]
        targets = set(target)
        result: int | None = None
        first = self.reach(origin, limit, monuments)
        if not targets.isdisjoint(first):
            result = 0
        else:
            seen = set(origin)
            layer = sorted(m for m in monuments if m in first and m not in seen)
            hubs = 1
            while layer and result is None:
                seen.update(layer)
                following: set[int] = set()
                for hub in layer:
                    reached = self.reach((hub,), limit, monuments)
                    if not targets.isdisjoint(reached):
                        result = hubs
                        break
                    following.update(m for m in monuments if m in reached and m not in seen)
                layer = sorted(following)
                hubs += 1
        if len(self._hub_cache) > 50_000:
            self._hub_cache.clear()
        self._hub_cache[key] = result
        return result

    def closure(
        self, sources: tuple[int, ...], limit: int, monuments: frozenset[int]
    ) -> frozenset[int]:
        """Squares reachable from the sources with any number of hubs (free hubs)."""
        key = (sources, limit, monuments)
        cached = self._closure_cache.get(key)
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
                following.update(m for m in monuments if m in part and m not in seen_hubs)
            first = False
            following -= set(sources)
            seen_hubs.update(following)
            layer = sorted(following)
        result = frozenset(reached)
        if len(self._closure_cache) > 10_000:
            self._closure_cache.clear()
        self._closure_cache[key] = result
        return result


@lru_cache(maxsize=256)
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
