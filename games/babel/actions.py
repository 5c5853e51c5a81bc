"""Babel's action kinds and view, as typed schemas (games.engine.typed_actions).

What each action does is in docs/games/babel.md, "Actions"; the rules decide when it is legal.
"""

from __future__ import annotations

from games.babel.data import ABILITIES, HIGHEST_LEVEL, LANDS, PLAYERS, TRIBES
from games.engine.typed_actions import (
    ActionKind,
    ActionKinds,
    Choice,
    Int,
    ViewShape,
    key,
)

TRIBE = Choice(values=TRIBES, name="Tribe", description="a tribe (its card, or its land)")
LAND = Choice(values=LANDS, name="Tribe", description="a land (named after its tribe)")
SUPPLY_COLUMN = Int(
    minimum=0, maximum=PLAYERS - 1, description="the seat whose temple supply column is used"
)

ACTIONS = ActionKinds(
    ActionKind(
        "move",
        "Discard a card of a tribe from hand; your figure moves to the land of that tribe.",
        {"card": TRIBE},
    ),
    ActionKind(
        "settle",
        "Put a card from hand on top of your column in the land where your figure stands.",
        {"card": TRIBE},
    ),
    ActionKind(
        "build",
        "Take the top card of a temple supply column onto your temple in your figure's land.",
        {
            "land": Choice(
                values=LANDS,
                name="Tribe",
                optional=True,
                description="the land of your figure (optional; must name that land)",
            ),
            "column": SUPPLY_COLUMN,
        },
    ),
    ActionKind(
        "migrate",
        "Once per turn: move the top 3 cards of your column in one land onto your column in "
        "another.",
        {"from": LAND, "to": LAND},
    ),
    ActionKind(
        "ability",
        "Pay a card of a run of 3 of a tribe in your figure's land for a tribe ability.",
        {
            "tribe": Choice(
                values=ABILITIES,
                name="Ability",
                description='the ability: a tribe\'s own, or "any" (the opponent halves their hand)',
            ),
            "target": Choice(
                values=TRIBES,
                name="Tribe",
                optional=True,
                description="medes: the tribe the opponent discards here",
            ),
            "column": Int(
                minimum=0,
                maximum=PLAYERS - 1,
                optional=True,
                description="persians: the supply column to build from",
            ),
            "with": Choice(
                values=TRIBES,
                name="Tribe",
                optional=True,
                description='"any": the tribe whose run pays',
            ),
            "run": Int(
                minimum=0,
                optional=True,
                description="which run of that tribe pays, 0 = the topmost (only with several)",
            ),
        },
    ),
    ActionKind(
        "discard",
        "Only for the seat in pending_discard: discard one card of your choice from hand.",
        {"card": TRIBE},
    ),
    ActionKind("end_turn", "End your action phase: temple draw, then the opponent's turn."),
)

VIEW = ViewShape(
    'The Babel table as one seat (or a spectator) may see it: docs/games/babel.md, "View".',
    {
        "players": key("integer", "always 2"),
        "turn": key("integer", "the turn number (1 = seat 0's first turn)"),
        "current": key("integer", "the seat whose turn it is"),
        "seat": key(
            "integer", "whose eyes this view is seen through (null: a spectator)", nullable=True
        ),
        "to_act": key("array", "the seats that must act now"),
        "hands": key("object", "seat -> tribe -> count; null for a hand this reader may not see"),
        "hand_sizes": key("object", "seat -> the number of cards in hand (public)"),
        "tribe_deck_size": key("integer", "tribe cards left to draw"),
        "discard": key("object", "the public discard pile: tribe -> count"),
        "temple_deck_size": key("integer", "temple cards left in the temple deck"),
        "temple_deck_known_top": key(
            "array", "levels everybody knows at the top of the temple deck, next draw first"
        ),
        "supply": key("object", "seat -> its temple supply column, bottom first (last = top)"),
        "columns": key("object", "seat -> land -> its tribe cards, bottom first (last = top)"),
        "temples": key(
            "object", f"seat -> land -> its temple's levels (1 to {HIGHEST_LEVEL}), bottom first"
        ),
        "figures": key("object", 'seat -> the land of its figure, or "quarry"'),
        "points": key("object", "seat -> temple points"),
        "migrated": key("boolean", "the current player has migrated this turn"),
        "starting_card_pending": key("object", "seat -> it has not built its starting card yet"),
        "final_phase": key("boolean", "the final phase has begun"),
        "pending_discard": key(
            "object", '{"seat", "remaining"} while that seat must discard', nullable=True
        ),
        "result": key("object", "null while the game runs, then the outcome", nullable=True),
        "tribe_deck": key(
            "array", "omniscient views only: the tribe deck, last = top", optional=True
        ),
        "temple_deck": key(
            "array", "omniscient views only: the temple deck, last = top", optional=True
        ),
    },
)
