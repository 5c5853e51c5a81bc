"""The contract every game implements, and the small toolkit games share.

Nothing here imports Django, eventsourcing or Celery: a game can be played to
the end in a plain Python shell::

    >>> from games.registry import get_game
    >>> from games.engine import play_random_match
    >>> state, outcome, actions = play_random_match(get_game("babel"), players=2, seed=1)
"""

from games.engine.contract import (
    Action,
    Effect,
    Game,
    IllegalAction,
    InvalidOptions,
    Outcome,
    State,
    View,
    apply_all,
    readable,
)
from games.engine.effects import is_visible_to, redact_action, redact_effect
from games.engine.jsonish import clone, ensure_json_native
from games.engine.kit import DecisionStack, EffectTable, Playing, Resolution
from games.engine.labels import action_labels, value_key
from games.engine.playout import play_random_match, start_match
from games.engine.rng import rng_for, seed_commitment

__all__ = [
    "Action",
    "DecisionStack",
    "Effect",
    "EffectTable",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "Outcome",
    "Playing",
    "Resolution",
    "State",
    "View",
    "action_labels",
    "apply_all",
    "clone",
    "ensure_json_native",
    "is_visible_to",
    "play_random_match",
    "start_match",
    "readable",
    "redact_action",
    "redact_effect",
    "rng_for",
    "seed_commitment",
    "value_key",
]
