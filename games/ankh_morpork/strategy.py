"""What the bots know of Ankh-Morpork: a player's advice, a position value, a rollout policy.

Advice: work towards your secret personality's goal (``goal_progress``: it wins the game at
once, so it is sharpened, cubed), and keep points for the end (``points``: minions, buildings,
money, when the deck runs out). ``evaluate_state`` turns both into each seat's share of the
winning chances. The greedy level and the search levels' cut-off read it; it runs on a state
the bot sampled from its own view, so the others' personalities in it are guesses.
"""

from __future__ import annotations

import random

from games.ankh_morpork.data import BROWN_CARDS, GREEN_CARDS, PERSONALITIES
from games.ankh_morpork.rules import legal_actions
from games.ankh_morpork.scoring import net_worth, points
from games.ankh_morpork.state import controlled_areas, deck_size, trouble_count
from games.engine import Action, State

_FULL_DECK = len(GREEN_CARDS) + len(BROWN_CARDS)


def goal_progress(state: State, seat: int) -> float:
    """How close ``seat``'s secret personality is to its win condition, in [0, 1]."""
    pid = state["personalities"][seat]
    win = PERSONALITIES[pid]["win"]
    players = str(state["players"])
    kind = win["type"]
    if kind == "minions_in_areas":
        have = sum(1 for a in state["areas"].values() if a["minions"][seat] > 0 and not a["demons"])
        return min(1.0, have / win["areas_needed"][players])
    if kind == "control_areas":
        return min(1.0, controlled_areas(state, seat) / win["areas_needed"][players])
    if kind == "trouble_markers_on_board":
        return min(1.0, trouble_count(state) / win["needed"])
    if kind == "net_worth":
        return max(0.0, min(1.0, net_worth(state, seat) / win["target"]))
    # Commander Vimes: the emptier the deck, the closer the win.
    start = _FULL_DECK - 5 * state["players"]
    return max(0.0, min(1.0, 1.0 - deck_size(state) / start))


def evaluate_state(state: State) -> dict[int, float]:
    """Share of "winning chances": goal progress (sharpened) plus a little for points."""
    seats = range(state["players"])
    result = state["result"]
    if result is not None:
        winners = result["winners"]
        return {s: (1.0 / len(winners) if s in winners else 0.0) for s in seats}
    best_points = max(1, max(points(state, s) for s in seats))
    strength = {}
    for s in seats:
        progress = goal_progress(state, s)
        strength[s] = 0.05 + progress**3 + 0.25 * max(0, points(state, s)) / best_points
    total = sum(strength.values())
    return {s: strength[s] / total for s in seats}


def rollout_choice(state: State, seat: int, rng: random.Random) -> Action:
    """Random, but rarely skipping a symbol or letting a threat through when there is a choice."""
    actions = legal_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    active = [a for a in actions if a["type"] not in ("skip", "let_it_happen", "end_turn")]
    if active and rng.random() < 0.9:
        return rng.choice(active)
    return rng.choice(actions)
