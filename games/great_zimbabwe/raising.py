"""Phase II, main action Raise Monuments: which ritual goods can be bought, and buying them.

A monument at level L needs L goods of different lines (Tsui'Goab lifts that); a raise may
start only when a complete, affordable set of goods exists, and each good bought must leave
the rest obtainable.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from itertools import accumulate
from operator import itemgetter
from typing import Any

from games.engine import Action, IllegalAction, Resolution, State
from games.engine.i18n import N_
from games.great_zimbabwe import data
from games.great_zimbabwe.board import Hubs
from games.great_zimbabwe.effects import card, field, herd, move_cattle, set_turn
from games.great_zimbabwe.position import Position, position
from games.great_zimbabwe.refusals import _, refusal
from games.great_zimbabwe.state import (
    craftsman_by_id,
    god_owner,
    has_god,
    monument_by_id,
    transport_range,
)

#: The least a ritual good can cost: the lowest price (or Anansi's), no hub fee.
CHEAPEST_GOOD = min(*data.PRICE_OPTIONS, data.ANANSI_PRICE)


def marker_limit(state: State, seat: int) -> int:
    """Used markers a resource may carry for this player (2 with Atete, else 1)."""
    # has_god, written out: asked by every raise check.
    return data.ATETE_MARKERS_PER_RESOURCE if state["seats"][seat]["god"] == "atete" else 1


def resource_capacity(state: State, seat: int, cell: int) -> int:
    """How many more used markers this player may put on a resource (2 in all with Atete)."""
    return marker_limit(state, seat) - state["used"].get(str(cell), 0)


def resources_in_reach(state: State, craftsman: dict) -> list[int]:
    return position(state).resources_in_reach(craftsman["id"], transport_range(state))


def good_price(state: State, seat: int, craftsman: dict) -> int:
    if has_god(state, seat, "anansi"):
        return data.ANANSI_PRICE
    owner = state["seats"][craftsman["owner"]]
    return owner["techs"][craftsman["type"]]["price"]


def good_options(
    state: State, seat: int, monument: dict, where: Position | None = None
) -> list[dict]:
    """Every way to buy one ritual good for this monument, ignoring cattle and markers.

    Each option: line, seller (and primary for a secondary good), hub fees by the fewest-hubs
    route, prices, their sum with the fees ("cost"), and the resource squares each craftsman
    could mark. The routes depend on the
    pieces on the map only (``Position.routes``); the prices are this seat's. ``where``: the
    state's position, when the caller has it already.
    """
    where = position(state) if where is None else where
    price = prices_for(state, seat)
    options = []
    for route in where.routes(monument["id"], transport_range(state)):
        prices = [price(route["seller"])]
        if route["primary"] is not None:
            prices.append(price(route["primary"]))
        options.append(
            {**route, "prices": prices, "cost": route["fees"] * data.HUB_FEE + sum(prices)}
        )
    return options


def prices_for(state: State, seat: int) -> Callable[[int], int]:
    """The price ``seat`` pays for the good of a craftsman (by id): ``good_price``, with the
    god looked up once."""
    if has_god(state, seat, "anansi"):
        return lambda craftsman: data.ANANSI_PRICE
    craftsmen, seats = state["craftsmen"], state["seats"]

    def price(craftsman: int) -> int:
        placed = craftsmen[craftsman]
        return seats[placed["owner"]]["techs"][placed["type"]]["price"]

    return price


class GoodsOnOffer:
    """The single ritual goods ``seat`` can pay for now, whatever the monument: for each
    seller, its cheapest good with a free marker spot (prices, and the hub fees from a
    secondary to its primary), the fees from the monument still to add. Worked out once per
    listing of a turn's actions and shared by the checks of the player's level 1 monuments
    (``first_good_affordable``), which used to read the prices and markers again each."""

    __slots__ = (
        "state",
        "seat",
        "where",
        "network",
        "cattle",
        "_cheapest",
        "_line_cheapest",
    )

    def __init__(self, state: State, seat: int, where: Position) -> None:
        self.state, self.seat, self.where = state, seat, where
        self.network: Hubs | None = None
        self.cattle = state["seats"][seat]["cattle"]
        self._cheapest: list[tuple[int, int]] | None = None
        #: Each line's cheapest good among ``cheapest`` (found with them).
        self._line_cheapest: dict[str, int] = {}

    @property
    def cheapest(self) -> list[tuple[int, int]]:
        """(seller's squares, its cheapest good before the monument's fees), for the sellers
        with a good of at most the player's cattle (worked out when first asked)."""
        if self._cheapest is None:
            self._cheapest = self._cheapest_goods()
        return self._cheapest

    def _cheapest_goods(self) -> list[tuple[int, int]]:
        state, seat, cattle = self.state, self.seat, self.cattle
        craftsmen, seats = state["craftsmen"], state["seats"]
        # ``prices_for``, written out (a call per seller and primary, every listing).
        anansi = seats[seat]["god"] == "anansi"
        markers = marker_limit(state, seat)
        used = state["used"]
        limit = transport_range(state)
        self.network = self.where.hubs(limit)
        found = []
        line_cheapest = self._line_cheapest
        for line, seller, mask, seller_resources, primaries in self.where.sellers(limit):
            if anansi:
                seller_price = data.ANANSI_PRICE
            else:
                placed = craftsmen[seller]
                seller_price = seats[placed["owner"]]["techs"][placed["type"]]["price"]
            if seller_price > cattle:
                continue
            cheapest = None
            for primary, more_fees, primary_resources in primaries or ((None, 0, ()),):
                cost = seller_price + more_fees * data.HUB_FEE
                if primary is not None:
                    if anansi:
                        cost += data.ANANSI_PRICE
                    else:
                        placed = craftsmen[primary]
                        cost += seats[placed["owner"]]["techs"][placed["type"]]["price"]
                if (cheapest is None or cost < cheapest) and _any_resources(
                    seller_resources, primary, primary_resources, markers, used
                ):
                    cheapest = cost
            if cheapest is not None and cheapest <= cattle:
                found.append((mask, cheapest))
                if cheapest < line_cheapest.get(line, cheapest + 1):
                    line_cheapest[line] = cheapest
        return found

    def may_afford(self, level: int) -> bool:
        """False when no set of ``level`` goods fits the player's cattle, by the goods' cheapest
        costs alone (before the fees from the monument, whatever the monument): a good of each
        of ``level`` different lines (any goods with Tsui'Goab), each at least its line's
        cheapest. True settles nothing (``goods_affordable`` answers then)."""
        if self._cheapest is None:  # the lines' cheapest goods are found with them
            self._cheapest = self._cheapest_goods()
        costs = sorted(self._line_cheapest.values())
        if self.state["seats"][self.seat]["god"] == "tsui_goab":
            return bool(costs) and level * costs[0] <= self.cattle
        return len(costs) >= level and sum(costs[:level]) <= self.cattle

    def first_good_affordable(self, monument: int) -> bool:
        """Whether one good for the monument (by id) can be bought: a seller it reaches whose
        cheapest good costs, with the hub fees from the monument, at most the player's cattle.
        The fees are walked only for sellers with a good cheap enough before them."""
        cheapest = self._cheapest  # ``cheapest``, without a property call per monument
        if cheapest is None:
            cheapest = self._cheapest = self._cheapest_goods()
        assert self.network is not None  # found with the cheapest goods
        origin = 1 << self.where.monuments[monument]
        return self.network.any_within(origin, cheapest, self.cattle, data.HUB_FEE)


def _any_resources(
    seller_resources: list[int],
    primary: int | None,
    primary_resources: Iterable[int],
    markers: int,
    used: dict[str, int],
) -> bool:
    """Whether a good's craftsmen have resources with a free marker spot: ``resource_choices``
    is not empty."""
    for mine in seller_resources:
        # resource_capacity: markers the resource still takes (none used: the limit).
        if used and markers - used.get(str(mine), 0) <= 0:
            continue
        if primary is None:
            return True
        for theirs in primary_resources:
            taken = 1 if theirs == mine else 0
            if markers - (used.get(str(theirs), 0) if used else 0) - taken > 0:
                return True
    return False


def option_cost(option: dict) -> int:
    """Cattle the option costs: its prices and the hub fees (worked out by ``good_options``)."""
    return option["cost"]


def resource_choices(option: dict, capacity: dict[int, int]) -> list[tuple[int, int | None]]:
    """(seller resource, primary resource) pairs with a free marker spot for each."""
    choices: list[tuple[int, int | None]] = []
    for mine in option["seller_resources"]:
        if capacity[mine] <= 0:
            continue
        if option["primary"] is None:
            choices.append((mine, None))
            continue
        for theirs in option["primary_resources"]:
            if capacity[theirs] - (1 if theirs == mine else 0) > 0:
                choices.append((mine, theirs))
    return choices


def can_complete(
    options: list[dict],
    needed: int,
    lines_used: list[str],
    cattle: int,
    capacity: dict[int, int],
    same_lines_allowed: bool,
    start: int = 0,
) -> bool:
    """Can ``needed`` more goods be bought (different lines unless Tsui'Goab)?

    Goods form a set, so the search takes options in index order only (no permutations).
    """
    return Completion(options, capacity, same_lines_allowed).possible(
        needed, lines_used, cattle, start
    )


class Completion:
    """The search of ``can_complete`` over one list of options, asked again and again while
    the capacity changes (``buy_choices`` asks once per good it could offer).

    The search gives up as soon as the goods still needed cannot fit: without Tsui'Goab each
    needs a line of its own, and each costs at least the cheapest option left. Both only cut
    branches that hold no answer, so the answer is the same.

    Nor does it try again what it has just tried: the rest of the search after taking one
    option reads the capacity of the resources later options name only (later options of
    other lines, without Tsui'Goab: ``resources_after``), so two resource
    choices of one option that mark none of those (most do: craftsmen far apart reach
    different resources) leave the same search behind - when one fails, so do the others.

    ``costs``: each option's cost, when the options are routes (``Position.routes``) priced by
    ``route_costs`` rather than ``good_options`` (whose options carry their "cost").
    """

    def __init__(
        self,
        options: list[dict],
        capacity: dict[int, int],
        same_lines_allowed: bool,
        costs: list[int] | None = None,
    ) -> None:
        self.options = options
        self.capacity = capacity
        self.same_lines_allowed = same_lines_allowed
        #: option_cost, read in the loop.
        self.costs = [option["cost"] for option in options] if costs is None else costs
        self.lines = [option["line"] for option in options]
        #: The lines of all the options (``possible`` from the first option on).
        self.all_lines = frozenset(self.lines)
        #: From each index on: the cheapest option's cost (a running minimum from the end).
        self.cheapest: list[float] = list(accumulate(reversed(self.costs), min))
        self.cheapest.reverse()
        self.cheapest.append(math.inf)
        self._resources_from: list[frozenset[int]] | None = None
        self._resources_after: dict[int, frozenset[int]] = {}

    @property
    def resources_from(self) -> list[frozenset[int]]:
        """From each index on: the resources the options name (a running union from the end);
        worked out when a search first goes beyond one good."""
        if self._resources_from is None:
            named: frozenset[int] = frozenset()
            found = [named]
            for option in reversed(self.options):
                named = named.union(option["seller_resources"], option["primary_resources"])
                found.append(named)
            found.reverse()
            self._resources_from = found
        return self._resources_from

    def resources_after(self, index: int) -> frozenset[int]:
        """The resources the rest of a search may read after taking the option at ``index``
        (different lines): those named by later options of other lines, as one of the same
        line is never taken with it - two sellers of a line often reach the same resources,
        which would tie every choice of the first to the second. Kept per index."""
        found = self._resources_after.get(index)
        if found is None:
            line, lines = self.lines[index], self.lines
            named: set[int] = set()
            for later in range(index + 1, len(lines)):
                if lines[later] != line:
                    option = self.options[later]
                    named.update(option["seller_resources"], option["primary_resources"])
            found = self._resources_after[index] = frozenset(named)
        return found

    def resources_beyond(self, lines: list[str]) -> frozenset[int]:
        """The resources named by the options a search for the rest of the goods may take
        after goods of ``lines`` (any option with Tsui'Goab, else those of other lines)."""
        if self.same_lines_allowed:
            return self.resources_from[0]
        named: set[int] = set()
        for option, line in zip(self.options, self.lines, strict=True):
            if line not in lines:
                named.update(option["seller_resources"], option["primary_resources"])
        return frozenset(named)

    def possible(self, needed: int, lines_used: list[str], cattle: int, start: int = 0) -> bool:
        if needed and not self.same_lines_allowed:
            lines_left = self.all_lines if start == 0 else frozenset(self.lines[start:])
            if len(lines_left.difference(lines_used)) < needed:
                return False  # too few lines left
        return self._search(needed, lines_used, cattle, start)

    def _search(self, needed: int, lines_used: list[str], cattle: int, start: int) -> bool:
        if needed == 0:
            return True
        options, capacity, costs, lines = self.options, self.capacity, self.costs, self.lines
        same_lines_allowed = self.same_lines_allowed
        cheapest = self.cheapest
        for index in range(start, len(options)):
            if needed * cheapest[index] > cattle:
                return False  # the cheapest goods left cost too much
            line = lines[index]
            if not same_lines_allowed and line in lines_used:
                continue
            cost = costs[index]
            if cost > cattle:
                continue
            # resource_choices, taken one at a time: each is checked against the capacity as
            # the search left it, which every branch restores before the next.
            option = options[index]
            primary = option["primary"]
            # The resources the rest of the search reads (see the class's note; read when a
            # choice is first searched beyond), and whether a choice marking none of them has
            # failed already.
            later: frozenset[int] | None = None
            apart_failed = False
            for mine in option["seller_resources"]:
                if capacity[mine] <= 0:
                    continue
                if needed == 1 and primary is None:
                    return True  # the last good: a resource with a free spot completes the set
                for theirs in option["primary_resources"] if primary is not None else (None,):
                    if theirs is not None:
                        if capacity[theirs] - (1 if theirs == mine else 0) <= 0:
                            continue
                        if needed == 1:
                            return True
                    if later is None:
                        later = (
                            self.resources_from[index]
                            if same_lines_allowed
                            else self.resources_after(index)
                        )
                    apart = mine not in later and (theirs is None or theirs not in later)
                    if apart and apart_failed:
                        continue
                    capacity[mine] -= 1
                    if theirs is not None:
                        capacity[theirs] -= 1
                    ok = self._search(
                        needed - 1,
                        lines_used + [line],
                        cattle - cost,
                        index if same_lines_allowed else index + 1,
                    )
                    capacity[mine] += 1
                    if theirs is not None:
                        capacity[theirs] += 1
                    if ok:
                        return True
                    apart_failed = apart_failed or apart
        return False


def route_costs(state: State, seat: int, routes: list[dict[str, Any]]) -> list[int]:
    """What each route's good costs ``seat``: its prices and hub fees (``good_options``'s
    "cost", without copying the routes into options)."""
    if state["seats"][seat]["god"] == "anansi":
        return [
            route["fees"] * data.HUB_FEE
            + (data.ANANSI_PRICE if route["primary"] is None else 2 * data.ANANSI_PRICE)
            for route in routes
        ]
    # Each seller's price looked up once (``prices_for``, written out), as most sell several
    # routes.
    craftsmen, seats = state["craftsmen"], state["seats"]
    prices: dict[int, int] = {}
    costs = []
    for route in routes:
        seller, primary = route["seller"], route["primary"]
        cost = prices.get(seller)
        if cost is None:
            placed = craftsmen[seller]
            cost = prices[seller] = seats[placed["owner"]]["techs"][placed["type"]]["price"]
        cost += route["fees"] * data.HUB_FEE
        if primary is not None:
            primary_price = prices.get(primary)
            if primary_price is None:
                placed = craftsmen[primary]
                primary_price = seats[placed["owner"]]["techs"][placed["type"]]["price"]
                prices[primary] = primary_price
            cost += primary_price
        costs.append(cost)
    return costs


def route_capacity(
    state: State, seat: int, where: Position, monument: int, limit: int
) -> dict[int, int]:
    """``capacity_map`` of a monument's routes: every resource they name starts at the limit,
    and only the few resources already marked (``state["used"]``) are looked up."""
    names = where.route_resources(monument, limit)
    limit_here = marker_limit(state, seat)
    capacity = dict.fromkeys(names.values(), limit_here)
    for name, count in state["used"].items():
        cell = names.get(name)
        if cell is not None:
            capacity[cell] = limit_here - count
    return capacity


def capacity_map(state: State, seat: int, options: list[dict]) -> dict[int, int]:
    """``resource_capacity`` of every resource square the options name."""
    cells: set[int] = set()
    for option in options:
        cells.update(option["seller_resources"])
        cells.update(option["primary_resources"])
    limit = marker_limit(state, seat)
    used = state["used"]
    if not used:
        return dict.fromkeys(cells, limit)
    return {cell: limit - used.get(str(cell), 0) for cell in cells}


def monument_can_be_raised(
    state: State,
    seat: int,
    monument: dict,
    where: Position | None = None,
    on_offer: GoodsOnOffer | None = None,
) -> str | None:
    """None when ``seat`` may start raising ``monument`` now, else the rule in the way.
    ``where``: the state's position, ``on_offer``: its ``GoodsOnOffer`` for ``seat``, when the
    caller has them already."""
    reason = raise_blocker(state, seat, monument, where, on_offer)
    if reason is UNAFFORDABLE:
        return (
            f"you cannot gather {monument['level']} different ritual goods you can pay for "
            "for that monument"
        )
    return reason


#: ``raise_blocker``'s answer for a monument whose goods the player cannot gather and pay for
#: (``monument_can_be_raised`` words it with the monument's level).
UNAFFORDABLE = "unaffordable"


def raise_blocker(
    state: State,
    seat: int,
    monument: dict,
    where: Position | None = None,
    on_offer: GoodsOnOffer | None = None,
) -> str | None:
    """``monument_can_be_raised``, with ``UNAFFORDABLE`` for the reason that names the level:
    the listing asks it of each of the player's monuments and reads no reason."""
    turn = state["turn"]
    if monument["owner"] != seat:
        return N_("you may raise only your own monuments")
    if monument["level"] >= data.MAX_MONUMENT_LEVEL:
        return N_("a level 5 monument cannot be raised further")
    if monument["id"] in turn["raised"]:
        return N_("each monument may be raised only one level per turn")
    cattle = state["seats"][seat]["cattle"]
    level = monument["level"]
    # Every good costs at least the lowest price: too few cattle settle it before any search.
    affordable = cattle >= level * CHEAPEST_GOOD
    if affordable:
        where = position(state) if where is None else where
        if level == 1:
            if on_offer is None:
                on_offer = GoodsOnOffer(state, seat, where)
            affordable = on_offer.first_good_affordable(monument["id"])
        else:
            # The goods on offer rule most unaffordable raises out before their routes.
            affordable = (on_offer is None or on_offer.may_afford(level)) and goods_affordable(
                state, seat, where, monument["id"], level, cattle
            )
    return None if affordable else UNAFFORDABLE


def raise_actions(state: State, seat: int, where: Position) -> list[Action]:
    """A raise_monument action for each of the player's monuments ``raise_blocker`` lets the
    player raise: its checks written out for all of them at once (a call per monument cost
    more than the cheap refusals), with the goods on offer shared by them all."""
    raised = state["turn"]["raised"]
    cattle = state["seats"][seat]["cattle"]
    on_offer: GoodsOnOffer | None = None
    actions: list[Action] = []
    for monument in state["monuments"]:
        if monument["owner"] != seat:
            continue
        level = monument["level"]
        if (
            level >= data.MAX_MONUMENT_LEVEL
            or monument["id"] in raised
            or cattle < level * CHEAPEST_GOOD  # every good costs at least the lowest price
        ):
            continue
        if on_offer is None:
            on_offer = GoodsOnOffer(state, seat, where)
        affordable: bool | None
        if level == 1:
            affordable = on_offer.first_good_affordable(monument["id"])
        else:
            # The goods on offer rule most unaffordable raises out before their routes.
            affordable = on_offer.may_afford(level) and goods_affordable(
                state, seat, where, monument["id"], level, cattle
            )
        if affordable:
            actions.append({"type": "raise_monument", "monument": monument["id"]})
    return actions


_line = itemgetter("line")


def goods_affordable(
    state: State, seat: int, where: Position, monument: int, level: int, cattle: int
) -> bool:
    """Whether ``level`` goods of different lines (any lines with Tsui'Goab) can be bought
    for the monument: ``can_complete`` of its ``good_options``, read from its routes without
    copying them."""
    limit = transport_range(state)
    routes = where.routes(monument, limit)
    same_lines_allowed = state["seats"][seat]["god"] == "tsui_goab"
    if not same_lines_allowed and len(set(map(_line, routes))) < level:
        return False  # too few lines for goods of different lines
    costs = route_costs(state, seat, routes)
    # Most raises asked about can buy their cheapest goods: such a set found at once answers
    # without the search (which would find it too), and only the others search.
    if cheapest_goods_fit(
        routes, costs, level, cattle, same_lines_allowed, marker_limit(state, seat), state["used"]
    ):
        return True
    return Completion(
        routes,
        route_capacity(state, seat, where, monument, limit),
        same_lines_allowed,
        costs,
    ).possible(level, [], cattle)


def cheapest_goods_fit(
    routes: list[dict[str, Any]],
    costs: list[int],
    needed: int,
    cattle: int,
    same_lines_allowed: bool,
    markers: int,
    used: dict[str, int],
) -> bool:
    """Whether the cheapest goods, taken in order of cost (each of a line not taken yet,
    unless Tsui'Goab, with resources that still have a free marker spot after those taken
    before), make ``needed`` goods for at most ``cattle``. True is a set ``can_complete``
    would find; False settles nothing (a dearer good may leave room for the others)."""
    marked: dict[int, int] = {}  # used markers this set adds, by resource square
    lines: set[str] = set()
    spent = 0
    for index in sorted(range(len(routes)), key=costs.__getitem__):
        route = routes[index]
        if not same_lines_allowed and route["line"] in lines:
            continue
        if spent + costs[index] > cattle:
            return False  # the cheapest goods left cost too much
        # The first (seller resource, primary resource) with a free marker spot for each
        # (``resource_choices``), with what the set took so far; written out, as a call per
        # resource looked at cost more than the look.
        primary = route["primary"]
        pair = None
        for mine in route["seller_resources"]:
            free_mine = markers - used.get(str(mine), 0) - marked.get(mine, 0)
            if free_mine <= 0:
                continue
            if primary is None:
                pair = mine, None
                break
            for theirs in route["primary_resources"]:
                if theirs == mine:
                    free_theirs = free_mine - 1
                else:
                    free_theirs = markers - used.get(str(theirs), 0) - marked.get(theirs, 0)
                if free_theirs > 0:
                    pair = mine, theirs
                    break
            if pair is not None:
                break
        if pair is None:
            continue
        mine, theirs = pair
        marked[mine] = marked.get(mine, 0) + 1
        if theirs is not None:
            marked[theirs] = marked.get(theirs, 0) + 1
        lines.add(route["line"])
        spent += costs[index]
        needed -= 1
        if not needed:
            return True
    return False


def buy_choices(
    state: State,
    seat: int,
    wanted: Action | None = None,
    options: list[dict] | None = None,
    where: Position | None = None,
) -> list[dict]:
    """Every buy_good action that still lets the current monument be completed (``wanted``:
    only that one, if it is among them). ``options``: the monument's ``good_options``, when
    the caller has them already; ``where``: the state's position."""
    where = position(state) if where is None else where
    return _buy_choices(state, seat, wanted, options, where)


def _buy_choices(
    state: State,
    seat: int,
    wanted: Action | None,
    options: list[dict] | None,
    where: Position,
) -> list[dict]:
    pending = state["turn"]["pending"]
    monument = state["monuments"][pending["monument"]]
    limit = transport_range(state)
    still_needed = pending["needed"] - 1
    if options is None:
        # The monument's good_options, read from its routes without copying them.
        options = where.routes(monument["id"], limit)
        if wanted is not None and not still_needed:
            # The wanted good is the last: no search for the rest reads the other routes, so
            # only the wanted one is priced.
            options = [
                option
                for option in options
                if option["seller"] == wanted["craftsman"]
                and option["primary"] == wanted.get("primary")
            ]
        costs = route_costs(state, seat, options)
    else:
        costs = [option_cost(option) for option in options]
    capacity = route_capacity(state, seat, where, monument["id"], limit)
    same = state["seats"][seat]["god"] == "tsui_goab"  # has_god, written out
    cattle = state["seats"][seat]["cattle"]
    # The search for the rest of the set; none after the last good, which completes the set
    # with any resource choice (most goods listed are a monument's last).
    rest = Completion(options, capacity, same, costs) if still_needed else None
    actions = []
    for option, cost in zip(options, costs, strict=True):
        if wanted is not None and (
            option["seller"] != wanted["craftsman"] or option["primary"] != wanted.get("primary")
        ):
            continue
        if not same and option["line"] in pending["lines"]:
            continue
        if cost > cattle:
            continue
        choices = resource_choices(option, capacity)
        if wanted is not None:
            # Only the wanted resources can make the wanted action: the others' searches
            # would end in actions that are not it.
            pair = (wanted["resource"], wanted.get("primary_resource"))
            choices = [pair] if pair in choices else []
        lines = pending["lines"] + [option["line"]]
        # Choices marking no resource the rest may use leave it the same search (see
        # ``Completion``): it is done once for them all.
        rest_reads = rest.resources_beyond(lines) if rest is not None and choices else frozenset()
        apart_answer: bool | None = None
        for mine, theirs in choices:
            if rest is not None:
                apart = mine not in rest_reads and (theirs is None or theirs not in rest_reads)
                if apart and apart_answer is not None:
                    completes = apart_answer
                else:
                    capacity[mine] -= 1
                    if theirs is not None:
                        capacity[theirs] -= 1
                    completes = rest.possible(still_needed, lines, cattle - cost)
                    capacity[mine] += 1
                    if theirs is not None:
                        capacity[theirs] += 1
                    if apart:
                        apart_answer = completes
                if not completes:
                    continue
            action = {"type": "buy_good", "craftsman": option["seller"], "resource": mine}
            if theirs is not None:
                action["primary"] = option["primary"]
                action["primary_resource"] = theirs
            actions.append(action)
    return actions


def do_raise_monument(res: Resolution, seat: int, action: Action) -> None:
    monument_id = field(action, "monument", int)
    state = res.state
    if state["turn"]["main"] not in (None, "raise"):
        raise IllegalAction(_("your turn has one main action and it is not Raise Monuments"))
    monument = monument_by_id(state, monument_id)
    if monument is None:
        raise IllegalAction(_("there is no such monument"))
    reason = monument_can_be_raised(state, seat, monument)
    if reason:
        raise IllegalAction(refusal(reason, level=str(monument["level"])))
    set_turn(
        res,
        main="raise",
        pending={
            "kind": "raise",
            "monument": monument_id,
            "needed": monument["level"],
            "lines": [],
        },
    )


def do_buy_good(res: Resolution, seat: int, action: Action) -> None:
    seller_id = field(action, "craftsman", int)
    resource = field(action, "resource", int)
    state = res.state
    seller = craftsman_by_id(state, seller_id)
    if seller is None:
        raise IllegalAction(_("there is no such craftsman"))
    wanted = {"type": "buy_good", "craftsman": seller_id, "resource": resource}
    if data.CRAFTSMEN[seller["type"]]["tier"] == "secondary":
        wanted["primary"] = field(action, "primary", int)
        wanted["primary_resource"] = field(action, "primary_resource", int)
    pending = state["turn"]["pending"]
    monument = state["monuments"][pending["monument"]]
    where = position(state)
    if wanted not in buy_choices(state, seat, wanted, where=where):
        raise IllegalAction(
            "that good cannot be bought: the craftsman must be in range of the monument (hubs "
            "allowed), have an unused resource in range 3, be of a line not yet used for this "
            "monument, be affordable, and leave the rest of the goods obtainable"
        )
    # The good_options entry of the good bought: its route, priced.
    route = next(
        r
        for r in where.routes(monument["id"], transport_range(state))
        if r["seller"] == seller_id and r["primary"] == wanted.get("primary")
    )
    price_of = prices_for(state, seat)
    prices = [price_of(seller_id)]
    if route["primary"] is not None:
        prices.append(price_of(route["primary"]))
    # Pay each craftsman's owner onto his technology card, then the hub fees.
    sellers = [seller]
    if "primary" in wanted:
        primary = craftsman_by_id(state, wanted["primary"])
        assert primary is not None  # buy_choices offered it
        sellers.append(primary)
    for who, price in zip(sellers, prices, strict=True):
        move_cattle(res, herd(seat), card(who["owner"], f"tech:{who['type']}"), price)
    qamata = god_owner(state, "qamata")
    fee_target = "bank" if qamata is None else card(qamata, "god:qamata")
    move_cattle(res, herd(seat), fee_target, route["fees"] * data.HUB_FEE)
    res.emit({"type": "mark_used", "cell": resource})
    if "primary" in wanted:
        res.emit({"type": "mark_used", "cell": wanted["primary_resource"]})
    needed = pending["needed"] - 1
    lines = pending["lines"] + [route["line"]]
    if needed > 0:
        set_turn(res, pending={**pending, "needed": needed, "lines": lines})
        return
    level = monument["level"]
    res.emit({"type": "raise", "monument": monument["id"], "level": level + 1})
    res.emit({"type": "vp", "seat": seat, "delta": data.monument_raise_vp(level)})
    # The turn as it was: buying changes cattle, markers and levels, never the turn, and a
    # resolution that reads nothing after its effects copies nothing of the table.
    set_turn(res, pending=None, raised=state["turn"]["raised"] + [monument["id"]])
