"""What the bots know of Babel: a player's advice, and a position value built from it.

The race is to temple points (15 against fewer than 10, or 20). Advice, in order of weight:

1. **Temple points** are the score: build whenever you can.
2. **Settlers ready to build on**: a land where your column is taller than your temple is a
   level waiting to be built (you need as many settlers as the level), so settling is progress.
3. **Cards in hand** are the next turns' moves and settlers, and they break a tie when the
   temple deck runs out; a card spent on a move must buy more than that.

``seat_score`` adds them up in temple points; ``evaluate`` turns the two scores into a share of a
20-point race. The greedy level and the search levels' cut-off both read ``evaluate``.
"""

from __future__ import annotations

from games.babel.checks import SEATS, settlers
from games.babel.data import HIGHEST_LEVEL, LANDS, WIN_POINTS
from games.babel.state import hand_size, temple_points, top_level
from games.engine import State

#: A level one could build (enough settlers in the land) counts as this many temple points.
READY_LEVEL_WORTH = 0.3
#: A card in hand counts as this many temple points.
CARD_WORTH = 0.05


def settlers_ready_to_build(state: State, seat: int) -> int:
    """Levels the seat has the settlers for but has not built yet, over all lands."""
    ready = 0
    for land in LANDS:
        built = top_level(state["temples"][str(seat)][land])
        ready += max(0, min(len(settlers(state, seat, land)), HIGHEST_LEVEL) - built)
    return ready


def seat_score(state: State, seat: int) -> float:
    """Temple points, plus a little for levels ready to build and for cards in hand."""
    return (
        temple_points(state, seat)
        + READY_LEVEL_WORTH * settlers_ready_to_build(state, seat)
        + CARD_WORTH * hand_size(state, seat)
    )


def evaluate(state: State) -> dict[int, float]:
    """A value in [0, 1] per seat; the two values sum to 1 (0.5: even)."""
    scores = {seat: seat_score(state, seat) for seat in SEATS}
    lead = (scores[0] - scores[1]) / WIN_POINTS
    value = min(1.0, max(0.0, 0.5 + lead / 2))
    return {0: value, 1: 1.0 - value}
