"""What the pieces on the map imply: one ``Position`` per placement of monuments and craftsmen
on one terrain, built once and shared by every question asked about it.

Listing the legal actions asks the same questions again and again while the pieces stay put -
which squares are empty land, where each craftsman may go, which sellers can reach a monument
and over how many hubs - and a random playout or a search asks them for every action of a turn.
A position answers each question once (lazily) and keeps the answer, so only what depends on
the rest of the state (cattle, prices, gods, markers) is worked out per call.

A position is keyed by its geometry (the terrain) and the monuments' and craftsmen's squares
in the order they were placed (their ids are their indexes), never by their owners: nothing
here depends on who owns what. Positions are kept in a bounded cache, least recently used
first out.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from games.engine import State
from games.engine.bounded import BoundedLRU
from games.great_zimbabwe import data
from games.great_zimbabwe.board import LAND, Geometry, geometry

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
        self.monument_cells = frozenset(monuments)
        if monuments:
            board.note_stop_added(self.monument_cells, monuments[-1])
        occupied = set(monuments)
        for _, cells in craftsmen:
            occupied.update(cells)
        self.occupied = frozenset(occupied)
        #: Craftsman-resource legs: monuments are ordinary squares (digest Q6) unless the flag.
        self.resource_stops = (
            self.monument_cells if data.MONUMENTS_BLOCK_RESOURCE_LEGS else frozenset()
        )
        self._answers: dict[tuple, Any] = {}

    # -- empty land ----------------------------------------------------------------------------

    def empty_land(self) -> list[int]:
        """Land squares with nothing on them (no water, start area, resource or piece)."""
        found = self._answers.get(("empty",))
        if found is None:
            found = sorted(set(self.board.cells_of(LAND)).difference(self.occupied))
            self._answers[("empty",)] = found
        return found

    def water_sites(self) -> list[list[int]]:
        """Two orthogonally adjacent empty land squares for a Rain Ceremony water tile."""
        found = self._answers.get(("water",))
        if found is None:
            # By first square, then its right-hand pair before the one below it.
            empty = self.empty_land()
            width = self.board.width
            free = set(empty)
            found = []
            for cell in empty:
                if cell % width + 1 < width and cell + 1 in free:
                    found.append([cell, cell + 1])
                if cell + width in free:
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
                neighbors, monuments = self.board.neighbors, self.monument_cells
                found = [
                    cell for cell in self.empty_land() if monuments.isdisjoint(neighbors[cell])
                ]
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
                data.CRAFTSMEN[kind]["line"]
                for kind, _ in self.craftsmen
                if data.CRAFTSMEN[kind]["tier"] == "secondary"
            )
            self._answers[("secondary lines",)] = found
        return found

    def resources_in_reach(self, craftsman: int, limit: int) -> list[int]:
        """The resource squares of its kind a craftsman on the map reaches."""
        key = ("resources", craftsman, limit)
        found = self._answers.get(key)
        if found is None:
            kind, cells = self.craftsmen[craftsman]
            letter = data.RESOURCE_LETTER[data.CRAFTSMEN[kind]["resource"]]
            board = self.board
            if data.MONUMENTS_BLOCK_RESOURCE_LEGS:
                reached = board.reach(cells, limit, self.resource_stops)
                found = sorted(cell for cell in reached if board.flat[cell] == letter)
            else:
                found = board.resources_near(cells, limit, letter)
            self._answers[key] = found
        return found

    def free_resources(self, craftsman: str, limit: int) -> tuple[int, ...]:
        """Resources of the type's kind not in range of any craftsman of the same type."""
        key = ("free", craftsman, limit)
        found = self._answers.get(key)
        if found is None:
            board = self.board
            letter = data.RESOURCE_LETTER[data.CRAFTSMEN[craftsman]["resource"]]
            covered: set[int] = set()
            for kind, cells in self.craftsmen:
                if kind == craftsman:
                    covered.update(board.reach(cells, limit, self.resource_stops))
            found = tuple(cell for cell in board.cells_of(letter) if cell not in covered)
            self._answers[key] = found
        return found

    def craftsman_sites(
        self, craftsman: str, limit: int, first_only: bool = False
    ) -> list[list[int]]:
        """Every footprint where a craftsman of this type may be placed (or just the first)."""
        key = ("craftsman sites", craftsman, limit)
        found = self._answers.get(key)
        if found is not None:
            return found[:1] if first_only else found
        if first_only:
            first_key = ("first craftsman site", craftsman, limit)
            first = self._answers.get(first_key)
            if first is None:
                first = list(itertools.islice(self._craftsman_sites(craftsman, limit), 1))
                self._answers[first_key] = first
            return first
        found = list(self._craftsman_sites(craftsman, limit))
        self._answers[key] = found
        return found

    def _craftsman_sites(self, craftsman: str, limit: int) -> Iterator[list[int]]:
        info = data.CRAFTSMEN[craftsman]
        board = self.board
        free = self.free_resources(craftsman, limit)
        if not free:
            return
        region = board.reach(free, limit, self.resource_stops).keys()
        occupied = self.occupied
        candidates = (
            cells
            for cells in board.land_footprints(info["shape"])
            if not region.isdisjoint(cells) and occupied.isdisjoint(cells)
        )
        if info["tier"] == "secondary":
            primary_cells = sorted(
                cell for kind, cells in self.craftsmen if kind == info["requires"] for cell in cells
            )
            if not primary_cells:
                return
            # Secondary to primary: hubs allowed and free when placing. Asked only of a site
            # that passed the cheaper tests, as the closure is the slow part.
            primary_region: frozenset[int] | None = None
            for cells in candidates:
                if primary_region is None:
                    primary_region = board.closure(tuple(primary_cells), limit, self.monument_cells)
                if not primary_region.isdisjoint(cells):
                    yield cells
            return
        yield from candidates

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
            found = self._routes(monument, limit)
            self._answers[key] = found
        return found

    def _routes(self, monument: int, limit: int) -> list[dict[str, Any]]:
        origin = (self.monuments[monument],)
        routes = []
        with_secondary = self.lines_with_secondary
        for seller, (kind, seller_cells) in enumerate(self.craftsmen):
            info = data.CRAFTSMEN[kind]
            line = info["line"]
            if info["tier"] == "primary" and line in with_secondary:
                continue  # primary goods of a line with a secondary on the map are not ritual goods
            hubs = self.board.hubs_needed(origin, seller_cells, limit, self.monument_cells)
            if hubs is None:
                continue
            seller_resources = self.resources_in_reach(seller, limit)
            if not seller_resources:
                continue
            if info["tier"] == "primary":
                routes.append(
                    {
                        "line": line,
                        "seller": seller,
                        "primary": None,
                        "fees": hubs,
                        "seller_resources": seller_resources,
                        "primary_resources": [],
                    }
                )
                continue
            for primary, (primary_kind, primary_cells) in enumerate(self.craftsmen):
                if primary_kind != info["requires"]:
                    continue
                more_hubs = self.board.hubs_needed(
                    seller_cells, primary_cells, limit, self.monument_cells
                )
                if more_hubs is None:
                    continue
                primary_resources = self.resources_in_reach(primary, limit)
                if not primary_resources:
                    continue
                routes.append(
                    {
                        "line": line,
                        "seller": seller,
                        "primary": primary,
                        "fees": hubs + more_hubs,
                        "seller_resources": seller_resources,
                        "primary_resources": primary_resources,
                    }
                )
        routes.sort(key=lambda r: (data.LINES.index(r["line"]), r["seller"], r["primary"] or -1))
        return routes


_positions: BoundedLRU[tuple, Position] = BoundedLRU(
    max_items=POSITIONS_KEPT,
    max_bytes=POSITIONS_KEPT * POSITION_BYTES,
    size_of=lambda _: POSITION_BYTES,
)


def position(state: State) -> Position:
    """The position of ``state``'s pieces (built the first time it is met)."""
    board = geometry(state["map"]["terrain"])
    monuments = tuple(m["cell"] for m in state["monuments"])
    craftsmen = tuple((c["type"], tuple(c["cells"])) for c in state["craftsmen"])
    key = (board.number, monuments, craftsmen)
    found = _positions.get(key)
    if found is None:
        found = Position(board, monuments, craftsmen)
        _positions.put(key, found)
    return found
