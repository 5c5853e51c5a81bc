"""What search bots know of Babel: a position value for cutting rollouts short.

The race is to temple points (15 against fewer than 10, or 20), so the value is the share of a
20-point race, tilted a little by cards in hand (they are the next turns' moves and settlers,
and they break a tie when the temple deck runs out).
"""

from __future__ import annotations

from games.babel.checks import SEATS, temple_points_of_both
from games.babel.data import WIN_POINTS
from games.babel.state import hand_size
from games.engine import State

#: A whole hand of cards counts as much as this share of the winning points.
CARDS_PER_POINT_SHARE = 100


def evaluate(state: State) -> dict[int, float]:
    """A value in [0, 1] per seat; the two values sum to 1."""
    points = temple_points_of_both(state)
    hands = {seat: hand_size(state, seat) for seat in SEATS}
    lead = (points[0] - points[1]) / WIN_POINTS + (hands[0] - hands[1]) / CARDS_PER_POINT_SHARE
    value = min(1.0, max(0.0, 0.5 + lead / 2))
    return {0: value, 1: 1.0 - value}
