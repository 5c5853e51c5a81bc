"""What the pieces on the map imply: one ``Position`` per placement of monuments and craftsmen
on one terrain, built once and shared by every question asked about it.

Listing the legal actions asks the same questions again and again while the pieces stay put -
which squares are empty land, where each craftsman may go, which sellers can reach a monument
and over how many hubs - and a random playout or a search asks them for every action of a turn.
A position answers each question once (lazily) and keeps the answer, so only what depends on
the rest of the state (cattle, prices, gods, markers) is worked out per call. Sets of squares
are masks (``games.great_zimbabwe.board``): a question about the whole map is a few operations
on ints.

A position is keyed by its geometry (the terrain) and the monuments' and craftsmen's squares
in the order they were placed (their ids are their indexes), never by their owners: nothing
here depends on who owns what. Positions are kept in a bounded cache, least recently used
first out.
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import Any

from games.engine import State
from games.engine.bounded import BoundedLRU
from games.great_zimbabwe import data
from games.great_zimbabwe.board import LAND, Geometry, Hubs, geometry, hub_routes, mask_of, squares

#: Positions kept per process (a search meets thousands: the latest are the ones asked again).
POSITIONS_KEPT = 256
#: Estimated resident bytes of a position with its answers (sites, routes); on the safe side.
POSITION_BYTES = 24 * 1024
#: A craftsman on the map as a position sees it: its type and squares (its id is its index).
Placed = tuple[str, tuple[int, ...]]


class Position:
    """The monuments and craftsmen on one terrain, and the answers that follow from them."""

    def __init__(
        self, board: Geometry, monuments: tuple[int, ...], craftsmen: tuple[Placed, ...]
    ) -> None:
        self.board = board
        #: Monument squares by monument id.
        self.monuments = monuments
        #: (type, squares) by craftsman id.
        self.craftsmen = craftsmen
        self.monument_mask = mask_of(monuments)
        #: Each craftsman's squares as a mask, by craftsman id.
        self.craftsman_masks = [_mask_of_cells(cells) for _, cells in craftsmen]
        #: Craftsman ids by type.
        self.ids_of_type: dict[str, list[int]] = {}
        for craftsman, (kind, _) in enumerate(craftsmen):
            self.ids_of_type.setdefault(kind, []).append(craftsman)
        occupied = self.monument_mask
        for mask in self.craftsman_masks:
            occupied |= mask
        self.occupied = occupied
        #: Empty land: no water, start area, resource or piece.
        self.empty = board.letter_mask(LAND) & ~occupied
        #: Craftsman-resource legs: monuments are ordinary squares (digest Q6) unless the flag.
        self.resource_stops = self.monument_mask if data.MONUMENTS_BLOCK_RESOURCE_LEGS else 0
        self._answers: dict[tuple, Any] = {}

    # -- empty land ----------------------------------------------------------------------------

    def empty_land(self) -> list[int]:
        """Land squares with nothing on them (no water, start area, resource or piece)."""
        found = self._answers.get(("empty",))
        if found is None:
            found = self._answers[("empty",)] = squares(self.empty)
        return found

    def is_empty_land(self, cell: int) -> bool:
        """Whether the square is empty land (see ``empty_land``)."""
        return 0 <= cell < self.board.size and bool(self.empty >> cell & 1)

    def next_to_monument(self, cell: int) -> bool:
        """Whether a monument stands on a square next to this one (8 ways)."""
        return bool(self.board.step(1 << cell) & ~(1 << cell) & self.monument_mask)

    def has_empty_land(self) -> bool:
        return self.empty != 0

    def has_water_site(self) -> bool:
        """Whether a Rain Ceremony water tile has anywhere to go (see ``water_sites``)."""
        empty = self.empty
        return bool(
            (empty & self.board.goes_right & (empty >> 1)) or (empty & (empty >> self.board.width))
        )

    def water_sites(self) -> list[list[int]]:
        """Two orthogonally adjacent empty land squares for a Rain Ceremony water tile."""
        found = self._answers.get(("water",))
        if found is None:
            # By first square, then its right-hand pair before the one below it.
            board, empty = self.board, self.empty
            width = board.width
            with_right = empty & board.goes_right & (empty >> 1)
            with_below = empty & (empty >> width)
            found = []
            for cell in squares(with_right | with_below):
                if with_right >> cell & 1:
                    found.append([cell, cell + 1])
                if with_below >> cell & 1:
                    found.append([cell, cell + width])
            self._answers[("water",)] = found
        return found

    def monument_sites(self, nomads: bool) -> list[int]:
        """Empty land for a new monument; without Nomads not next to (8 ways) a monument."""
        key = ("monument sites", nomads)
        found = self._answers.get(key)
        if found is None:
            if nomads:
                found = self.empty_land()
            else:
                found = squares(self.empty & ~self.board.step(self.monument_mask))
            self._answers[key] = found
        return found

    # -- craftsmen -----------------------------------------------------------------------------

    def secondary_on_map(self, line: str) -> bool:
        return line in self.lines_with_secondary

    @property
    def lines_with_secondary(self) -> frozenset[str]:
        """The lines with a secondary craftsman on the map."""
        found = self._answers.get(("secondary lines",))
        if found is None:
            found = frozenset(
                [
                    data.CRAFTSMEN[kind]["line"]
                    for kind, _ in self.craftsmen
                    if data.CRAFTSMEN[kind]["tier"] == "secondary"
                ]
            )
            self._answers[("secondary lines",)] = found
        return found

    def hubs(self, limit: int) -> Hubs:
        """Routes over hubs between the pieces, at this transport range."""
        key = ("hubs", limit)
        found = self._answers.get(key)
        if found is None:
            newest = self.monuments[-1] if self.monuments else -1
            found = self._answers[key] = hub_routes(self.board, self.monument_mask, limit, newest)
        return found

    def resources_in_reach(self, craftsman: int, limit: int) -> list[int]:
        """The resource squares of its kind a craftsman on the map reaches."""
        key = ("resources", craftsman, limit)
        found = self._answers.get(key)
        if found is None:
            kind = self.craftsmen[craftsman][0]
            cells = self.craftsman_masks[craftsman]
            letter = data.RESOURCE_LETTER[data.CRAFTSMEN[kind]["resource"]]
            if self.resource_stops:
                reached = self.board.walk(cells, limit, self.resource_stops)
                found = squares(reached & self.board.letter_mask(letter))
            else:
                found = self.board.resources_near(cells, limit, letter)
            self._answers[key] = found
        return found

    def free_resources(self, craftsman: str, limit: int) -> int:
        """Resources of the type's kind not in range of any craftsman of the same type (a
        mask)."""
        key = ("free", craftsman, limit)
        found = self._answers.get(key)
        if found is None:
            covered = 0
            board, stops = self.board, self.resource_stops
            for same in self.ids_of_type.get(craftsman, ()):
                # The squares it reaches resources on (``around``, kept per terrain).
                cells = self.craftsman_masks[same]
                covered |= board.walk(cells, limit, stops) if stops else board.around(cells, limit)
            letter = data.RESOURCE_LETTER[data.CRAFTSMEN[craftsman]["resource"]]
            found = self._answers[key] = board.letter_mask(letter) & ~covered
        return found

    def craftsman_sites(
        self, craftsman: str, limit: int, first_only: bool = False
    ) -> list[list[int]]:
        """Every footprint where a craftsman of this type may be placed (or just the first)."""
        if first_only:
            for anchors, offsets in self.site_anchors(craftsman, limit):
                if anchors:
                    first = (anchors & -anchors).bit_length() - 1
                    return [[first + offset for offset in offsets]]
            return []
        key = ("craftsman sites", craftsman, limit)
        found = self._answers.get(key)
        if found is None:
            found = []
            for anchors, offsets in self.site_anchors(craftsman, limit):
                for anchor in squares(anchors):
                    found.append(list(map(anchor.__add__, offsets)))
            self._answers[key] = found
        return found

    def has_craftsman_site(self, craftsman: str, limit: int) -> bool:
        """Whether a craftsman of this type may be placed anywhere (``craftsman_sites``).

        Asked of every type at the start of most turns, in positions where few sites are
        listed: a secondary's sites need not be found one by one, only whether any footprint
        touches the squares its primaries reach with free hubs - and the routes from the
        primaries stop at the first hub that gets there (``Hubs.needed``), where the sites'
        closure walks the legs of every monument on the map."""
        found = self._answers.get(("site anchors", craftsman, limit))
        if found is None:
            found = self._answers.get(("resource sites", craftsman, limit))
            if found is None:
                found = self._sites_by_resources(craftsman, limit)
            if data.CRAFTSMEN[craftsman]["tier"] == "secondary":
                return self._secondary_has_site(craftsman, limit, found)
        # ``_anchored``, written out (every type, every listing).
        for anchors, _ in found:
            if anchors:
                return True
        return False

    def _secondary_has_site(
        self, craftsman: str, limit: int, candidates: list[tuple[int, list[int]]]
    ) -> bool:
        """``has_craftsman_site`` of a secondary, from its sites by resources."""
        if not _anchored(candidates):
            return False
        primaries = self._craftsmen_of_type(data.CRAFTSMEN[craftsman]["requires"])
        if not primaries:
            return False
        footprints = 0
        for anchors, offsets in candidates:
            for offset in offsets:
                footprints |= anchors << offset
        return self.hubs(limit).needed(primaries, footprints) is not None

    def site_anchors(self, craftsman: str, limit: int) -> list[tuple[int, list[int]]]:
        """Where a craftsman of this type may be placed, as the anchors of each orientation of
        its tile (see ``Geometry.orientations``): footprints on empty land that touch the region
        within range of a free resource (and, for a secondary, the squares its primary reaches
        with free hubs)."""
        key = ("site anchors", craftsman, limit)
        found = self._answers.get(key)
        if found is None:
            found = self._answers[key] = self._site_anchors(craftsman, limit)
        return found

    def _site_anchors(self, craftsman: str, limit: int) -> list[tuple[int, list[int]]]:
        info = data.CRAFTSMEN[craftsman]
        candidates = self._sites_by_resources(craftsman, limit)
        if info["tier"] != "secondary" or not _anchored(candidates):
            return candidates  # a primary needs no primary; no candidate, no primary to reach
        primaries = self._craftsmen_of_type(info["requires"])
        if not primaries:
            return []
        # Secondary to primary: hubs allowed and free when placing. The tile touches it too.
        primary_region = self.hubs(limit).closure(primaries)
        found = []
        for anchors, offsets in candidates:
            touches_primary = 0
            for offset in offsets:
                touches_primary |= primary_region >> offset
            found.append((anchors & touches_primary, offsets))
        return found

    def _sites_by_resources(self, craftsman: str, limit: int) -> list[tuple[int, list[int]]]:
        """``site_anchors`` but for a secondary's primary: the anchors of footprints on empty
        land that touch the region within range of a free resource (kept: a listing after a
        god or specialist asks again in the same position)."""
        key = ("resource sites", craftsman, limit)
        found = self._answers.get(key)
        if found is None:
            found = self._answers[key] = self._resource_sites(craftsman, limit)
        return found

    def _resource_sites(self, craftsman: str, limit: int) -> list[tuple[int, list[int]]]:
        free = self.free_resources(craftsman, limit)
        if not free:
            return []
        # The free resources change only when a craftsman of the type or a resource tile is
        # placed: the region is kept per terrain (``Geometry.around``), as most positions after
        # one ask for it again.
        board, stops = self.board, self.resource_stops
        region = board.walk(free, limit, stops) if stops else board.around(free, limit)
        empty = self.empty
        candidates = []
        for anchors, offsets in self.board.orientations(data.CRAFTSMEN[craftsman]["shape"]):
            # An anchor whose tile lies on empty land and touches the region.
            touches_region = 0
            for offset in offsets:
                anchors &= empty >> offset
                touches_region |= region >> offset
            candidates.append((anchors & touches_region, offsets))
        return candidates

    def _craftsmen_of_type(self, craftsman: str) -> int:
        """The squares of the craftsmen of a type on the map (a mask)."""
        found = 0
        for same in self.ids_of_type.get(craftsman, ()):
            found |= self.craftsman_masks[same]
        return found

    # -- ritual goods --------------------------------------------------------------------------

    def routes(self, monument: int, limit: int) -> list[dict[str, Any]]:
        """Every seller of a ritual good for a monument, ignoring cattle, prices and markers.

        Each route: line, seller and primary (craftsman ids; None for a primary good), hub fees
        by the fewest-hubs route, and the resource squares each craftsman could mark; in the
        order of the lines, then seller, then primary.
        """
        key = ("routes", monument, limit)
        found = self._answers.get(key)
        if found is None:
            found = self._answers[key] = self._routes(monument, limit)
        return found

    def known_routes(self, monument: int, limit: int) -> list[dict[str, Any]] | None:
        """``routes``, if they were worked out already (else None)."""
        return self._answers.get(("routes", monument, limit))

    def route_resources(self, monument: int, limit: int) -> dict[str, int]:
        """The resource squares a monument's routes name, by their key in ``state["used"]``
        (the square's number as a string)."""
        key = ("route resources", monument, limit)
        found = self._answers.get(key)
        if found is None:
            cells: set[int] = set()
            for route in self.routes(monument, limit):
                cells.update(route["seller_resources"])
                cells.update(route["primary_resources"])
            found = self._answers[key] = {str(cell): cell for cell in cells}
        return found

    def _routes(self, monument: int, limit: int) -> list[dict[str, Any]]:
        needed = self.hubs(limit).needed
        origin = 1 << self.monuments[monument]
        routes = []
        for line, seller, mask, seller_resources, primaries in self.sellers(limit):
            fees = needed(origin, mask)
            if fees is None:
                continue
            if primaries is None:
                routes.append(
                    {
                        "line": line,
                        "seller": seller,
                        "primary": None,
                        "fees": fees,
                        "seller_resources": seller_resources,
                        "primary_resources": [],
                    }
                )
                continue
            for primary, more_fees, primary_resources in primaries:
                routes.append(
                    {
                        "line": line,
                        "seller": seller,
                        "primary": primary,
                        "fees": fees + more_fees,
                        "seller_resources": seller_resources,
                        "primary_resources": primary_resources,
                    }
                )
        return routes

    def sellers(self, limit: int) -> list[tuple]:
        """What the routes of ritual goods to any monument share: each craftsman that sells a
        ritual good (its line, id, squares and resources in reach), with, for a secondary, the
        primaries it reaches (id, hub fees from the seller, their resources in reach). In the
        order of the routes - lines, then seller, then primary - so that a monument's routes
        need only their first leg's fees and no sort. Asked once per position and range, where
        every monument used to walk from each secondary to its primaries again."""
        key = ("sellers", limit)
        found = self._answers.get(key)
        if found is None:
            found = self._answers[key] = self._sellers(limit)
        return found

    def _sellers(self, limit: int) -> list[tuple]:
        network = self.hubs(limit)
        with_secondary = self.lines_with_secondary
        masks = self.craftsman_masks
        found = []
        for seller, (kind, _) in enumerate(self.craftsmen):
            info = data.CRAFTSMEN[kind]
            line = info["line"]
            if info["tier"] == "primary" and line in with_secondary:
                continue  # primary goods of a line with a secondary on the map are not ritual goods
            seller_resources = self.resources_in_reach(seller, limit)
            if not seller_resources:
                continue
            primaries: list[tuple[int, int, list[int]]] | None = None
            if info["tier"] != "primary":
                primaries = []
                for primary in self.ids_of_type.get(info["requires"], ()):
                    more_fees = network.needed(masks[seller], masks[primary])
                    if more_fees is None:
                        continue
                    primary_resources = self.resources_in_reach(primary, limit)
                    if not primary_resources:
                        continue
                    primaries.append((primary, more_fees, primary_resources))
                if not primaries:
                    continue  # no route: the fees from the monument need not be walked
            found.append((line, seller, masks[seller], seller_resources, primaries))
        # Sellers are met in id order, primaries too: a stable sort by line leaves the rest.
        found.sort(key=lambda entry: _LINE_ORDER[entry[0]])
        return found


_LINE_ORDER = {line: index for index, line in enumerate(data.LINES)}


def _anchored(candidates: list[tuple[int, list[int]]]) -> bool:
    """Whether some orientation of a tile has an anchor (``site_anchors``): ``any`` without a
    generator, as every listing asks it of every craftsman type."""
    for anchors, _ in candidates:
        if anchors:
            return True
    return False


@lru_cache(maxsize=4096)
def _mask_of_cells(cells: tuple[int, ...]) -> int:
    """A craftsman's squares as a mask: every position after its placement asks again."""
    return mask_of(cells)


_positions: BoundedLRU[tuple, Position] = BoundedLRU(
    max_items=POSITIONS_KEPT,
    max_bytes=POSITIONS_KEPT * POSITION_BYTES,
    size_of=lambda _: POSITION_BYTES,
)


_cell = itemgetter("cell")
_cells = itemgetter("cells")
_type = itemgetter("type")


#: The pieces and terrain of the state whose position was asked last, held (not copied) so
#: that the next question about the same lists is answered by identity checks, and that
#: position: (rows, monuments, how many, craftsmen, how many, position) - one tuple, replaced
#: as a whole, so that threads never mix one state's pieces with another's position.
#:
#: ``position`` is asked several times per action (each listing, each check of a resolved
#: action), and building its key - every monument's and craftsman's squares - cost more than
#: some of the questions asked of it. The lists of pieces only grow (effects append a monument
#: or craftsman and never change one's squares), so the same list object with the same length
#: holds the same pieces. The terrain is compared row by row (a row is replaced by a new
#: string when a tile is laid, so equal rows are mostly the same objects). Anything else - a
#: copy of the state, another match - fails a check and takes the full key.
_last: tuple[tuple[str, ...], Any, int, Any, int, Position | None] = (
    (),
    None,
    0,
    None,
    0,
    None,
)


def position(state: State) -> Position:
    """The position of ``state``'s pieces (built the first time it is met)."""
    global _last
    terrain, monuments, craftsmen = state["map"]["terrain"], state["monuments"], state["craftsmen"]
    rows, asked_monuments, monument_count, asked_craftsmen, craftsman_count, found = _last
    if (
        monuments is asked_monuments
        and craftsmen is asked_craftsmen
        and len(monuments) == monument_count
        and len(craftsmen) == craftsman_count
        and tuple(terrain) == rows
    ):
        assert found is not None
        return found
    found = _position(state)
    _last = (tuple(terrain), monuments, len(monuments), craftsmen, len(craftsmen), found)
    return found


def _position(state: State) -> Position:
    board = geometry(state["map"]["terrain"])
    # Asked several times per action: the key is read with C-level maps, not a loop.
    monuments = tuple(map(_cell, state["monuments"]))
    kinds = tuple(map(_type, state["craftsmen"]))
    cells = tuple(map(tuple, map(_cells, state["craftsmen"])))
    key = (board, monuments, kinds, cells)
    found = _positions.get(key)
    if found is None:
        found = Position(board, monuments, tuple(zip(kinds, cells, strict=True)))
        _positions.put(key, found)
    return found
