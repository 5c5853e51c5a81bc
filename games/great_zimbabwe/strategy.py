"""What the bots know of The Great Zimbabwe: a player's advice, a position value, a rollout policy.

Advice, in order of weight:

1. **Points margin**: the race is VP against one's own VR (``points_margin``).
2. **Income**: the highest monument scores each round and reaches craftsmen (``income``).
3. **Craftsmen** sell goods to the others for cattle (``craftsmen_owned``).
4. **Cattle** pay for goods, craftsmen and bids (``cattle``).

``position_score`` adds them up in VP-equivalents; ``evaluate`` is a softmax over seats, so
values lie in [0, 1] and sum to 1. The greedy level and the search levels' cut-off read it.
"""

from __future__ import annotations

import math
import random

from games.engine import Action, State
from games.great_zimbabwe import data, rules
from games.great_zimbabwe.auction import bid_range
from games.great_zimbabwe.craftsmen import (
    craftsman_blocker,
    craftsman_sites,
    may_place_craftsmen_now,
)
from games.great_zimbabwe.monuments import may_build_monument_now, monument_sites
from games.great_zimbabwe.position import position
from games.great_zimbabwe.raising import monument_can_be_raised
from games.great_zimbabwe.state import highest_monument, transport_range

#: Weights of the position value (in VP-equivalents).
CATTLE_WEIGHT = 0.35
#: Cattle beyond what a few turns of raising and building spend are worth far less (``cattle``).
CATTLE_USEFUL = 15
SURPLUS_CATTLE_WEIGHT = 0.05
INCOME_WEIGHT = 1.5
CRAFTSMAN_WEIGHT = 0.5
#: What the next raise of a monument that the ritual goods in its reach allow is worth, per VP
#: it would score, and how many such raises count (``raise_prospects``).
RAISE_PROSPECT_WEIGHT = 0.6
RAISE_PROSPECTS_COUNTED = 3
#: Softmax temperature: a 4 VP lead is worth about e : 1.
TEMPERATURE = 4.0


def points_margin(state: State, seat: int) -> int:
    """The race itself: victory points against one's own victory requirement."""
    player = state["seats"][seat]
    return player["vp"] - player["vr"]


def cattle(state: State, seat: int) -> int:
    """Cattle on hand and in cards: what pays for goods, craftsmen and bids."""
    player = state["seats"][seat]
    return player["cattle"] + sum(player["cards"].values())


def cattle_value(count: int) -> float:
    """Cattle in VP-equivalents: the first ``CATTLE_USEFUL`` at full weight, the rest at little.

    Why: at a flat weight a herd of hundreds still made every cattle spent look like a loss, so
    the bots hoarded (income comes every round) instead of buying craftsmen and goods."""
    useful = min(count, CATTLE_USEFUL)
    return CATTLE_WEIGHT * useful + SURPLUS_CATTLE_WEIGHT * (count - useful)


def income(state: State, seat: int) -> int:
    """The highest monument: it scores every round and lets craftsmen be reached."""
    return highest_monument(state, seat)


def craftsmen_owned(state: State, seat: int) -> int:
    """Craftsmen on the board: they sell goods to others for cattle."""
    return sum(1 for c in state["craftsmen"] if c["owner"] == seat)


def raise_prospects(state: State, seat: int) -> int:
    """The VP of the best next raises one's monuments could make with the ritual goods in their
    reach: a monument of level L rises when goods of L different lines reach it.

    Why: raising is how the race is won, and it needs craftsmen on the map; without this term
    a craftsman was only its VR (3 or 4, against 1 VP) and the bots never placed one, so
    monuments never rose and a match stalled for hundreds of rounds of cattle hoarding."""
    if not state["craftsmen"]:  # no goods anywhere: nothing rises
        return 0
    where = position(state)
    limit = transport_range(state)
    raises = []
    for monument in state["monuments"]:
        level = monument["level"]
        if monument["owner"] != seat or level >= data.MAX_MONUMENT_LEVEL:
            continue
        lines = {route["line"] for route in where.routes(monument["id"], limit)}
        if len(lines) >= level:
            raises.append(data.monument_raise_vp(level))
    raises.sort(reverse=True)
    return sum(raises[:RAISE_PROSPECTS_COUNTED])


def position_score(state: State, seat: int) -> float:
    """The advice added up, in VP-equivalents."""
    return (
        points_margin(state, seat)
        + RAISE_PROSPECT_WEIGHT * raise_prospects(state, seat)
        + cattle_value(cattle(state, seat))
        + INCOME_WEIGHT * income(state, seat)
        + CRAFTSMAN_WEIGHT * craftsmen_owned(state, seat)
    )


def evaluate(state: State) -> dict[int, float] | None:
    """Each seat's share of the winning chances: a softmax of the position scores."""
    seats = range(state["players"])
    result = state.get("result")
    if result is not None:
        return {s: 1.0 if s in result["winners"] else 0.0 for s in seats}
    scores = [position_score(state, s) / TEMPERATURE for s in seats]
    top = max(scores)
    weights = [math.exp(score - top) for score in scores]
    total = sum(weights)
    return {s: weights[s] / total for s in seats}


def rollout_action(state: State, seat: int, rng: random.Random) -> Action:
    """A cheap, sensible policy: bid little, raise when possible, rarely add VR.

    It decides on a kind of action first and computes only the candidates of that kind, since
    listing every legal action (all craftsman sites, all raising plans) is the slow part.
    """
    phase = state["phase"]
    if phase == "auction":
        bids = bid_range(state, seat)
        if len(bids) and rng.random() < 0.3:
            return {"type": "bid", "amount": bids[0]}
        return {"type": "pass"}
    if phase != "actions" or state["turn"]["pending"] is not None:
        return rng.choice(rules.legal_actions(state, seat))
    turn = state["turn"]
    if turn["main"] in (None, "raise"):
        own = [m for m in state["monuments"] if m["owner"] == seat]
        rng.shuffle(own)
        own.sort(key=lambda m: -m["level"])  # the biggest raise first
        where = position(state)
        for monument in own:
            if monument_can_be_raised(state, seat, monument, where) is None:
                return {"type": "raise_monument", "monument": monument["id"]}
    if may_place_craftsmen_now(state) and rng.random() < 0.6:
        kinds = list(data.CRAFTSMAN_TYPES)
        rng.shuffle(kinds)
        where = position(state)
        for craftsman in kinds:
            if craftsman_blocker(state, seat, craftsman) is None and craftsman_sites(
                state, craftsman, first_only=True, where=where
            ):
                return {"type": "choose_craftsman", "craftsman": craftsman}
    if may_build_monument_now(state, seat) and rng.random() < 0.8:
        sites = monument_sites(state, seat)
        if sites:
            return {"type": "build_monument", "cell": rng.choice(sites)}
    return {"type": "end_turn"}
