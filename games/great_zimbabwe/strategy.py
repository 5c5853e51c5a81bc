"""Heuristics for search bots: ``evaluate`` (a value per seat) and a rollout policy.

The race is VP against one's own VR, so the core of the value is the margin VP - VR. Cattle
and income are the fuel for the next rounds (goods, craftsmen, auction), so they count too,
but less. Values are a softmax over seats, so they lie in [0, 1] and sum to 1.
"""

from __future__ import annotations

import math
import random

from games.engine import Action, State
from games.great_zimbabwe import rules
from games.great_zimbabwe.state import highest_monument

#: Weights of the position value (in VP-equivalents).
CATTLE_WEIGHT = 0.35
INCOME_WEIGHT = 1.5
CRAFTSMAN_WEIGHT = 0.5
#: Softmax temperature: a 4 VP lead is worth about e : 1.
TEMPERATURE = 4.0

#: Rollout preferences for a turn with no pending step (weights for a random pick by kind).
TURN_WEIGHTS = {
    "raise_monument": 12.0,
    "choose_craftsman": 4.0,
    "build_monument": 3.0,
    "end_turn": 1.0,
    "use_specialist": 0.6,
    "choose_god": 0.3,
    "hire_specialist": 0.15,
    "raise_price": 0.3,
    "dziva_price": 0.1,
}


def position_score(state: State, seat: int) -> float:
    player = state["seats"][seat]
    cattle = player["cattle"] + sum(player["cards"].values())
    craftsmen = sum(1 for c in state["craftsmen"] if c["owner"] == seat)
    return (
        player["vp"]
        - player["vr"]
        + CATTLE_WEIGHT * cattle
        + INCOME_WEIGHT * highest_monument(state, seat)
        + CRAFTSMAN_WEIGHT * craftsmen
    )


def evaluate(state: State) -> dict[int, float] | None:
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
    """A cheap, sensible policy: bid little, raise when possible, rarely add VR."""
    actions = rules.legal_actions(state, seat)
    phase = state["phase"]
    if phase == "auction":
        bids = [a for a in actions if a["type"] == "bid"]
        if bids and rng.random() < 0.3:
            return bids[0]
        return {"type": "pass"}
    if phase != "actions" or state["turn"]["pending"] is not None:
        return rng.choice(actions)
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action["type"], []).append(action)
    kinds = list(by_kind)
    weights = [TURN_WEIGHTS.get(kind, 0.5) for kind in kinds]
    kind = rng.choices(kinds, weights)[0]
    return rng.choice(by_kind[kind])
