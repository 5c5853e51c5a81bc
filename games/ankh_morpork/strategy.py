"""What the bots know of Ankh-Morpork: a player's advice, a position value, a rollout policy.

Advice: work towards your secret personality's goal (``goal_progress``: it wins the game at
once, so it is sharpened, cubed), and keep points for the end (``points``: minions, buildings,
money, when the deck runs out). ``evaluate_state`` turns both into each seat's share of the
winning chances. The greedy level and the search levels' cut-off read it; it runs on a state
the bot sampled from its own view, so the others' personalities in it are guesses.

Reading the board (``guess``, the strong level's draw): a rival's secret personality is
likelier the one the public board has taken furthest towards its goal. A rival with minions in
ten areas is likelier Lord Vetinari (eleven areas win in a two-player game) than the fifth a
uniform draw gives him, and a bot that guesses so blocks him in time.
"""

from __future__ import annotations

import math
import random

from games.ankh_morpork.data import BROWN_CARDS, GREEN_CARDS, PERSONALITIES
from games.ankh_morpork.rules import legal_actions
from games.ankh_morpork.scoring import net_worth, points
from games.ankh_morpork.state import controlled_areas, deck_size, trouble_count
from games.ankh_morpork.view import sample
from games.engine import Action, State, View

_FULL_DECK = len(GREEN_CARDS) + len(BROWN_CARDS)
#: How much a rival's lead towards a goal makes that goal's personality likelier: each
#: personality it may hold weighs exp(BOARD_READING * lead), the lead being the rival's progress
#: towards that goal less the other players' (their mean). A goal everybody shares (the Dragon
#: King's trouble, Commander Vimes' deck) is no lead of anybody's, so it weighs 1. At 4, a rival
#: with minions in 10 of the 11 areas Lord Vetinari needs, where the bot has 5, weighs 6 as him,
#: against about 1 for each other personality: Vetinari about three times as often as a uniform
#: draw.
BOARD_READING = 4.0


def goal_progress(state: State, seat: int) -> float:
    """How close ``seat``'s secret personality is to its win condition, in [0, 1]."""
    return progress_towards(state, seat, state["personalities"][seat])


def progress_towards(state: State, seat: int, personality: str) -> float:
    """How close ``seat`` would be to ``personality``'s win condition, in [0, 1]."""
    win = PERSONALITIES[personality]["win"]
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


def guess(view: View, seat: int, rng: random.Random) -> State:
    """A state drawn from ``seat``'s view (``view.sample``) whose rivals' unseen personalities
    are drawn anew, each one a rival may hold weighted by ``exp(BOARD_READING * lead)``: how far
    the public board has taken that rival towards its goal, beyond the other players."""
    state = sample(view, seat, rng)
    unseen = [owner for owner, known in enumerate(view["personalities"]) if known is None]
    if not unseen:
        return state
    personalities = state["personalities"]
    seen_unused = set(view["known_personalities"][seat] or [])
    candidates = [personalities[owner] for owner in unseen] + [
        p for p in state["unused_personalities"] if p not in seen_unused
    ]
    rng.shuffle(unseen)
    for owner in unseen:
        weights = [
            math.exp(BOARD_READING * lead_towards(state, owner, candidate))
            for candidate in candidates
        ]
        personalities[owner] = candidates.pop(rng.choices(range(len(candidates)), weights)[0])
    left = set(state["unused_personalities"] + candidates) - set(personalities)
    state["unused_personalities"] = [p for p in PERSONALITIES if p in left]
    return state


def lead_towards(state: State, seat: int, personality: str) -> float:
    """``seat``'s progress towards ``personality``'s goal less the other players' mean."""
    others = [s for s in range(state["players"]) if s != seat]
    theirs = sum(progress_towards(state, s, personality) for s in others) / len(others)
    return progress_towards(state, seat, personality) - theirs
