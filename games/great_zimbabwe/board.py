"""Map geometry: squares, 8-way adjacency, water bodies, transport range and hubs.

Squares are numbered ``row * width + column``. The terrain is a list of strings (one per row,
" " for off-map squares). A ``Geometry`` is what one terrain implies; it is built once per
terrain and kept (the last ``GEOMETRIES_KEPT``), as a match meets a few dozen terrains.

**Squares as bits.** Walks work on sets of squares as Python ints, square ``n`` being bit
``n`` (a "mask"): one step of a walk in every direction is a handful of shifts and ands over
the whole map at once, which is many times faster than visiting squares one by one. A random
playout or a search meets a new placement of pieces at nearly every turn, so walks must be
cheap to do again. ``squares(mask)`` turns a mask back into square numbers, in increasing order.

**What is kept.** Per terrain (the last ``GEOMETRIES_KEPT``): the walks from a craftsman's
squares and the resources they reach, asked by every position after its placement, a walk's
first step from given squares, and the water bodies a step touches (at most
``WALKS_AROUND_KEPT`` of each, a few hundred bytes apiece). Per set of monuments: the routes over hubs (``Hubs``), shared by
every terrain that walks the same, within ``TABULA_BOARD_CACHE_MB``.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterable
from functools import lru_cache
from itertools import compress

from games.engine.bounded import BoundedLRU, megabytes
from games.great_zimbabwe import data

OFF_MAP = " "
WATER = "~"
START = "S"
LAND = "."

#: Geometries kept per process (a few kB each, and their kept walks).
GEOMETRIES_KEPT = 32
#: Walks from craftsmen (and their resources) kept per terrain, about 250 bytes each: a match
#: places at most 21 craftsmen, a search a few hundred; at most about 8 MB for all terrains.
#: The same bound holds the first steps and the water bodies kept per terrain (``walk``): at
#: most about as much again for each.
WALKS_AROUND_KEPT = 512


def squares(mask: int) -> list[int]:
    """The squares of a mask, in increasing order."""
    if mask.bit_count() * _SPARSE > mask.bit_length():
        # Many squares (empty land, sites): the binary digits, lowest first, pick the square
        # numbers in C, where taking the lowest bit off a long int again and again does not.
        digits = bin(mask)[:1:-1].encode("ascii").translate(_DIGIT_VALUES)
        return list(compress(range(len(digits)), digits))
    found = []
    while mask:
        lowest = mask & -mask
        found.append(lowest.bit_length() - 1)
        mask ^= lowest
    return found


#: Masks with fewer than one square in this many have their bits taken off one by one: faster
#: (measured on 18x18 and 30x30 maps) than reading every binary digit.
_SPARSE = 8
#: A binary digit as a byte of its value (``itertools.compress`` keeps the 1s).
_DIGIT_VALUES = bytes.maketrans(b"01", b"\x00\x01")


def mask_of(cells: Iterable[int]) -> int:
    """The mask of some squares."""
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask


def _letter_mask(flat: str, letters: str) -> int:
    """The squares of ``flat`` showing one of ``letters``: the string turned into binary digits
    (square 0 is the lowest bit, so the digits are read backwards)."""
    digits = flat.encode("ascii")[::-1].translate(_digits_table(letters))
    return int(digits, 2) if digits else 0


@lru_cache(maxsize=64)
def _digits_table(letters: str) -> bytes:
    """A ``bytes.translate`` table: "1" for each of ``letters``, "0" for any other character."""
    return bytes(ord("1") if chr(code) in letters else ord("0") for code in range(256))


class Geometry:
    """What a terrain implies: neighbours, which squares are water, water bodies, walks."""

    def __init__(self, terrain: tuple[str, ...]):
        self.terrain = terrain
        self.height = len(terrain)
        self.width = width = len(terrain[0])
        self.flat = "".join(terrain)
        self.size = size = width * self.height
        #: Squares on the map: only land turns into water or resources during a match, so these
        #: (and the neighbours) stay those of the tiles laid out at setup.
        self.on_map = ((1 << size) - 1) & ~_letter_mask(self.flat, OFF_MAP)
        self.water_mask = _letter_mask(self.flat, WATER)
        self._letters: dict[str, int] = {}
        self._cells_of: dict[str, list[int]] = {}
        #: What walks depend on: the squares on the map and the water (a resource tile laid on
        #: land changes no walk), and the width the squares are laid out in.
        self.walks = (width, self.on_map, self.water_mask)
        walks = _walks_of(width, size, self.on_map, self.water_mask)
        if len(_latest_walks) >= GEOMETRIES_KEPT:
            _latest_walks.clear()  # many maps (matches) met: start again rather than grow
        _latest_walks[width, size, self.on_map] = walks
        #: Squares a step to the right (left) stays on the grid from: not in the last (first)
        #: column, so that a shift does not wrap around to the next (previous) row.
        self.goes_right, self.goes_left = walks.goes_right, walks.goes_left
        #: Each water square's body, as a mask (None off the water).
        self.body_mask = walks.body_mask
        self._walks = walks
        self._around = walks.around
        self._entered = walks.entered
        self._first_steps = walks.first_steps
        self._resources: dict[tuple[int, int, str], list[int]] = {}

    @property
    def bodies(self) -> list[list[int]]:
        """The water bodies' squares, by their lowest square (read only)."""
        return self._walks.bodies

    @property
    def neighbors(self) -> list[list[int]]:
        """Each square's on-map neighbours (8 directions), as lists (read only)."""
        return _neighbors(self.width, self.on_map, self.size)

    # -- squares ---------------------------------------------------------------------------

    def letter_mask(self, letter: str) -> int:
        """The squares showing ``letter``, as a mask."""
        found = self._letters.get(letter)
        if found is None:
            found = self._letters[letter] = _letter_mask(self.flat, letter)
        return found

    def cells_of(self, letter: str) -> list[int]:
        """The squares showing ``letter``, in order (a list kept for every caller: read only)."""
        found = self._cells_of.get(letter)
        if found is None:
            found = self._cells_of[letter] = squares(self.letter_mask(letter))
        return found

    def is_land(self, cell: int) -> bool:
        return self.flat[cell] not in (OFF_MAP, WATER)

    def orientations(self, shape: list[int]) -> list[tuple[int, list[int]]]:
        """A 1x2 (both orientations) or 2x2 tile's ways to lie on the grid, in the order the
        sites are listed: for each, the squares its top-left square (its anchor) may be on
        with the whole tile on the grid, and the offsets of its squares from the anchor (row by
        row). A site is then the anchor's square plus each offset. (Read only.)"""
        return _orientations(self.width, self.height, shape[0], shape[1])

    # -- walks -------------------------------------------------------------------------------

    def step(self, frontier: int) -> int:
        """The squares one step (8 ways) from the frontier's, and the frontier's own."""
        across = frontier | ((frontier & self.goes_right) << 1) | ((frontier & self.goes_left) >> 1)
        return (across | (across << self.width) | (across >> self.width)) & self.on_map

    def enter_water(self, new: int) -> int:
        """``new`` with every water body it touches entered whole."""
        touched = new & self.water_mask
        while touched:
            body = self.body_mask[(touched & -touched).bit_length() - 1]
            assert body is not None
            new |= body
            touched &= ~body
        return new

    def walk(self, sources: int, limit: int, stops: int = 0) -> int:
        """The squares within ``limit`` steps of any source square (masks in and out).

        A water body is entered as one square (all of it at the same distance). Squares in
        ``stops`` (monuments, on legs where passing a monument forces its use as a hub) are
        reached but not walked through.
        """
        if limit <= 0:
            return sources
        # The first step does not depend on the stops (the sources are walked from, whatever
        # they are): it is kept per terrain as walks see it, as a monument's leg is walked
        # again in every position after a new monument cut it, and Eshu's range walks from
        # the same squares as the others.
        first = self._first_steps.get(sources)
        if first is None:
            first = self._first_step(sources)
        # Each step's new squares are taken off ``unreached`` (a water body is entered whole
        # or not at all, so they are all in it), and what is off it at the end was reached;
        # ``step`` and ``enter_water`` written out: walks run for every leg of every new set of
        # monuments, a few steps each.
        on_map = self.on_map
        unreached = on_map & ~(sources | first)
        passable = ~stops
        frontier = first & passable
        water = self.water_mask
        right, left, width = self.goes_right, self.goes_left, self.width
        entered = self._entered
        for _ in range(limit - 1):
            if not frontier:
                break
            across = frontier | ((frontier & right) << 1) | ((frontier & left) >> 1)
            new = (across | (across << width) | (across >> width)) & unreached
            touched = new & water
            if touched:
                bodies = entered.get(touched)
                new |= self._bodies_touched(touched) if bodies is None else bodies
            unreached ^= new
            frontier = new & passable
        return (on_map & ~unreached) | sources

    def _first_step(self, sources: int) -> int:
        """The squares a walk from the sources reaches first (``walk``'s first step)."""
        if len(self._first_steps) >= WALKS_AROUND_KEPT:
            self._first_steps.clear()  # a long search: start again rather than grow
        found = self._first_steps[sources] = self.enter_water(self.step(sources) & ~sources)
        return found

    def _bodies_touched(self, touched: int) -> int:
        """The water bodies with a square in ``touched`` (a mask of water squares), kept per
        terrain as walks see it: walks from nearby squares touch the same water again and
        again, and a body at a time is several operations on masks."""
        bodies, rest = 0, touched
        while rest:
            body = self.body_mask[(rest & -rest).bit_length() - 1]
            assert body is not None
            bodies |= body
            rest &= ~body
        if len(self._entered) >= WALKS_AROUND_KEPT:
            self._entered.clear()  # a long search: start again rather than grow
        self._entered[touched] = bodies
        return bodies

    def around(self, sources: int, limit: int) -> int:
        """``walk`` without stops, kept per terrain as walks see it: a craftsman's squares are
        walked from in every position that follows its placement."""
        key = (sources, limit)
        found = self._around.get(key)
        if found is None:
            if len(self._around) >= WALKS_AROUND_KEPT:
                self._around.clear()  # a long search: start again rather than grow
            found = self._around[key] = self.walk(sources, limit)
        return found

    def resources_near(self, cells: int, limit: int, letter: str) -> list[int]:
        """The squares showing ``letter`` (a resource) within ``limit`` steps of the cells (no
        stops), in order; kept per terrain, as every position after a craftsman's placement
        asks for its resources (read only)."""
        key = (cells, limit, letter)
        found = self._resources.get(key)
        if found is None:
            if len(self._resources) >= WALKS_AROUND_KEPT:
                self._resources.clear()  # a long search: start again rather than grow
            reached = self.around(cells, limit)
            found = self._resources[key] = squares(reached & self.letter_mask(letter))
        return found

    def reach(
        self, sources: tuple[int, ...], limit: int, stops: frozenset[int] = frozenset()
    ) -> dict[int, int]:
        """Squares within ``limit`` steps of any source square, with their distance (``walk``
        a step at a time)."""
        distances = dict.fromkeys(sources, 0)
        reached = frontier = mask_of(sources)
        stop_mask = mask_of(stops)
        for distance in range(1, limit + 1):
            new = self.enter_water(self.step(frontier) & ~reached)
            distances.update(dict.fromkeys(squares(new), distance))
            reached |= new
            frontier = new & ~stop_mask
            if not frontier:
                break
        return distances

    def hubs_needed(
        self,
        origin: tuple[int, ...],
        target: tuple[int, ...],
        limit: int,
        monuments: frozenset[int],
    ) -> int | None:
        """The fewest hubs (monuments used as relay points) linking origin to target, or None
        (see ``Hubs.needed``)."""
        return Hubs(self, mask_of(monuments), limit).needed(mask_of(origin), mask_of(target))

    def closure(
        self, sources: tuple[int, ...], limit: int, monuments: frozenset[int]
    ) -> frozenset[int]:
        """Squares reachable from the sources with any number of hubs (see ``Hubs.closure``)."""
        return frozenset(squares(Hubs(self, mask_of(monuments), limit).closure(mask_of(sources))))


class Hubs:
    """Routes over hubs on one geometry, for one set of monuments and one transport range.

    A leg walks at most ``limit`` steps and may not pass through a monument: a monument on the
    way is a hub (the leg ends there and a new one may start from it). The leg from each
    monument is walked once and kept, as every route asks for the same few.
    """

    def __init__(self, board: Geometry, monuments: int, limit: int) -> None:
        self.board = board
        self.monuments = monuments
        self.limit = limit
        self._legs: dict[int, int] = {}
        self._first_legs: dict[int, int] = {}
        self._leg_unions: dict[int, int] = {}
        #: The layers of routes from each origin walked so far (see ``needed``): the squares
        #: of each; and the squares seen and the monuments the next layer's legs start from.
        self._layers: dict[int, list[int]] = {}
        self._fronts: dict[int, tuple[int, int]] = {}
        self._groups: list[tuple[int, int]] | None = None

    def built(self, before: Hubs, newest: int) -> None:
        """Take the legs of ``before`` (these monuments but the one on square ``newest``) that
        never reached that square: a new stop where a walk never went changes no walk."""
        bit = 1 << newest
        for hub, leg in before._legs.items():
            if not leg & bit:
                self._legs.setdefault(hub, leg)
        for origin, leg in before._first_legs.items():
            if not leg & bit:
                self._first_legs.setdefault(origin, leg)

    def leg(self, hub: int) -> int:
        """The squares a leg from the monument on square ``hub`` reaches (a mask)."""
        return self._leg(1 << hub)

    def _leg(self, bit: int) -> int:
        found = self._legs.get(bit)
        if found is None:
            found = self._legs[bit] = self.board.walk(bit, self.limit, self.monuments)
        return found

    def legs(self, hubs: int) -> int:
        """The squares the legs from the monuments of the ``hubs`` mask reach, kept per mask:
        routes from most origins meet the same monuments after the same number of hubs."""
        found = self._leg_unions.get(hubs)
        if found is None:
            found, rest = 0, hubs
            known = self._legs
            while rest:
                bit = rest & -rest
                leg = known.get(bit)  # _leg, without a call per monument already walked
                found |= self._leg(bit) if leg is None else leg
                rest ^= bit
            self._leg_unions[hubs] = found
        return found

    def first_leg(self, origin: int) -> int:
        """The squares the leg from the origin reaches (the legs, from monuments); kept for
        other origins too (craftsmen), as the closure of a secondary's primaries and the
        routes from a secondary to its primaries are asked by every position with these
        monuments."""
        if origin & self.monuments == origin:
            return self.legs(origin)
        found = self._first_legs.get(origin)
        if found is None:
            found = self._first_legs[origin] = self.board.walk(origin, self.limit, self.monuments)
        return found

    def needed(self, origin: int, target: int) -> int | None:
        """The fewest hubs linking the origin to the target (masks), or None.

        Routes from the origin are walked in layers, by fewest hubs: layer ``n`` holds the
        squares the legs taken after ``n`` hubs reach (the first leg from the origin itself;
        then a leg from each monument first reached with ``n - 1`` hubs before). The answer is
        the first layer that touches the target. Layers are kept per origin and walked only as
        far as a question needs: most targets lie within a hub or two.
        """
        walked = self._layers.get(origin)
        if walked is None:
            walked = self._first_layer(origin)
        for hubs, covered in enumerate(walked):
            if covered & target:
                return hubs
        seen, hubs = self._fronts[origin]
        while hubs:
            seen |= hubs
            covered = self.legs(hubs)
            walked.append(covered)
            hubs = covered & self.monuments & ~seen
            if covered & target:
                self._fronts[origin] = seen, hubs
                return len(walked) - 1
        self._fronts[origin] = seen, 0
        return None

    def _first_layer(self, origin: int) -> list[int]:
        """The layers from the origin, started: the squares its first leg reaches."""
        first = self.first_leg(origin)
        self._fronts[origin] = origin, first & self.monuments & ~origin
        walked = self._layers[origin] = [first]
        return walked

    def any_within(
        self, origin: int, targets: list[tuple[int, int]], budget: int, fee: int
    ) -> bool:
        """Whether some target (squares, cost) is reached from the origin for at most
        ``budget``, with ``fee`` per hub: ``needed`` of each in turn, the layers walked already
        read here (most targets lie within them) rather than in a call per target."""
        if not targets:
            return False
        walked = self._layers.get(origin)
        if walked is None:
            walked = self._first_layer(origin)
        for target, cost in targets:
            hubs = 0
            for covered in walked:
                if covered & target:
                    break
                hubs += 1
            else:
                found = self.needed(origin, target)  # beyond the layers walked so far
                if found is None:
                    continue
                hubs = found
            if cost + hubs * fee <= budget:
                return True
        return False

    def closure(self, sources: int) -> int:
        """The squares reachable from the sources with any number of hubs (free hubs): the
        first leg, and all the legs of every group of monuments it reaches."""
        reached = self.first_leg(sources)
        touched = reached & self.monuments
        for members, covered in self.groups():
            if members & touched:
                reached |= covered
        return reached

    def groups(self) -> list[tuple[int, int]]:
        """The monuments in groups linked by legs, each with what its legs reach (masks): with
        free hubs, reaching one monument of a group reaches them all (a leg from one monument
        reaches another just when the other's reaches it back, walks being symmetric)."""
        if self._groups is None:
            self._groups = []
            rest, monuments = self.monuments, self.monuments
            while rest:
                members, covered, frontier = 0, 0, rest & -rest
                while frontier:
                    members |= frontier
                    reached = self.legs(frontier)
                    covered |= reached
                    frontier = reached & monuments & ~members
                self._groups.append((members, covered))
                rest &= ~members
        return self._groups


#: Estimated resident bytes of a ``Hubs`` with its legs and layers, on the safe side
#: (tracemalloc measured about 9 kB after 3-player matches).
HUBS_BYTES = 16 * 1024
#: Routes over hubs kept per process, within ``TABULA_BOARD_CACHE_MB`` (32 MB by default, about
#: 2000 sets of monuments: a search meets thousands).
_hubs: BoundedLRU[tuple, Hubs] = BoundedLRU(
    max_items=100_000,
    max_bytes=megabytes(os.environ.get("TABULA_BOARD_CACHE_MB"), 32),
    size_of=lambda _: HUBS_BYTES,
)


def hub_routes(board: Geometry, monuments: int, limit: int, newest: int = -1) -> Hubs:
    """The routes over hubs of these monuments on this board, shared by every terrain that
    walks the same (placing a craftsman or a resource tile changes none of them).

    ``newest``: the square of the monument built last, if any. The legs known before it was
    built that never reached its square are the same with it (see ``Hubs.built``).
    """
    key = (board.walks, monuments, limit)
    found = _hubs.get(key)
    if found is None:
        found = Hubs(board, monuments, limit)
        if newest >= 0:
            before = _hubs.get((board.walks, monuments & ~(1 << newest), limit))
            if before is not None:
                found.built(before, newest)
        _hubs.put(key, found)
    return found


# -- what depends on the grid alone (shared by every terrain laid out on it) ---------------------


class _Walks:
    """What walks on a grid read besides the squares on the map: the columns' edges and the
    water bodies (water squares joined orthogonally form one body, which counts as a single
    square); and ``Geometry.around``'s answers. Shared by every terrain that walks the same."""

    def __init__(
        self, width: int, size: int, on_map: int, water: int, before: _Walks | None = None
    ) -> None:
        self.water = water
        column = mask_of(range(0, size, width))
        self.goes_right = ((1 << size) - 1) & ~(column << (width - 1))
        self.goes_left = ((1 << size) - 1) & ~column
        more_water = before is not None and before.water & ~water == 0
        if more_water:
            # The bodies the new water joins are flooded again; the others stay as they were.
            assert before is not None
            self.body_mask: list[int | None] = list(before.body_mask)
            unassigned = water & ~before.water
        else:
            self.body_mask = [None] * size
            unassigned = water
        while unassigned:
            body = self._flood(unassigned & -unassigned, water, width)
            unassigned &= ~body
            for cell in squares(body):
                self.body_mask[cell] = body
        self.around: dict[tuple[int, int], int] = {}
        #: ``Geometry._bodies_touched``'s answers.
        self.entered: dict[int, int] = {}
        #: ``Geometry._first_step``'s answers.
        self.first_steps: dict[int, int] = {}
        if more_water:
            assert before is not None
            self._carry(before, width, on_map, water)

    @property
    def bodies(self) -> list[list[int]]:
        """The water bodies' squares, by their lowest square (worked out when asked)."""
        found: list[list[int]] = []
        seen = 0
        for body in self.body_mask:
            if body is not None and not body & seen:
                seen |= body
                found.append(squares(body))
        return found

    def _carry(self, before: _Walks, width: int, on_map: int, water: int) -> None:
        """Take the answers of ``before`` (the same squares on the map with less water: a Rain
        Ceremony tile was laid since) that reached neither the new water nor a square next to
        it. A walk that never came next to the new water never entered a body the new water
        joins (it would have entered it whole, its squares next to the new water too), so it
        goes the same way with it; the first steps and water bodies alike."""
        new_water = water & ~before.water
        across = (
            new_water | ((new_water & self.goes_right) << 1) | ((new_water & self.goes_left) >> 1)
        )
        near = (across | (across << width) | (across >> width)) & on_map
        # Copies (one C call each) so that another thread's walk may add to them meanwhile.
        around = self.around
        for key, reached in before.around.copy().items():
            if not reached & near:
                around[key] = reached
        first_steps = self.first_steps
        for sources, first in before.first_steps.copy().items():
            if not first & near:
                first_steps[sources] = first
        entered = self.entered
        for touched, bodies in before.entered.copy().items():
            if not bodies & near:
                entered[touched] = bodies

    def _flood(self, body: int, water: int, width: int) -> int:
        """The water body holding the ``body`` mask's square."""
        while True:
            grown = (
                body
                | ((body & self.goes_right) << 1)
                | ((body & self.goes_left) >> 1)
                | (body << width)
                | (body >> width)
            ) & water
            if grown == body:
                return body
            body = grown


@lru_cache(maxsize=GEOMETRIES_KEPT)
def _walks_of(width: int, size: int, on_map: int, water: int) -> _Walks:
    """The walks of every terrain with these squares on the map and this water (taking the
    answers that stay the same from the walks a geometry of these squares asked for last)."""
    return _Walks(width, size, on_map, water, _latest_walks.get((width, size, on_map)))


#: The walks each grid (width, squares on the map) was walked with last: a Rain Ceremony tile
#: makes the next terrain's, which keep most of their answers (``_Walks._carry``).
_latest_walks: dict[tuple[int, int, int], _Walks] = {}


@lru_cache(maxsize=GEOMETRIES_KEPT)
def _orientations(width: int, height: int, rows: int, cols: int) -> list[tuple[int, list[int]]]:
    """``Geometry.orientations`` of a grid: a handful of tile shapes, bounded by the rules."""
    found = []
    for tile_height, tile_width in sorted({(rows, cols), (cols, rows)}):
        anchors = mask_of(
            row * width + col
            for row in range(height - tile_height + 1)
            for col in range(width - tile_width + 1)
        )
        offsets = [row * width + col for row in range(tile_height) for col in range(tile_width)]
        found.append((anchors, offsets))
    return found


@lru_cache(maxsize=GEOMETRIES_KEPT)
def _neighbors(width: int, on_map: int, size: int) -> list[list[int]]:
    """Each square's on-map neighbours (8 directions); ``on_map`` is the mask of the map."""
    height = size // width
    neighbors: list[list[int]] = [[] for _ in range(size)]
    for cell in squares(on_map):
        row, col = divmod(cell, width)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                r, c = row + dr, col + dc
                if (dr or dc) and 0 <= r < height and 0 <= c < width:
                    other = r * width + c
                    if on_map >> other & 1:
                        neighbors[cell].append(other)
    return neighbors


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
        tile = _turned_tile(placement["tile"], placement["rotation"])
        for r in range(size):
            rows[slot_row * size + r][slot_col * size : (slot_col + 1) * size] = tile[r]
    return ["".join(row) for row in rows]


@lru_cache(maxsize=256)
def _turned_tile(tile: str, rotation: int) -> tuple[str, ...]:
    """A tile's rows turned (``data.rotate_tile``): every setup lays out a map of them, from a
    few dozen tiles in four ways each."""
    return tuple(data.rotate_tile(data.TILES[tile], rotation))
