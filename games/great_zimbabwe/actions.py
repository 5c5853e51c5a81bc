"""The Great Zimbabwe's action kinds and view, as typed schemas (games.engine.typed_actions).

What each action does is in docs/games/great-zimbabwe.md, "Actions"; the rules decide when it
is legal.
"""

from __future__ import annotations

from games.engine.typed_actions import (
    ActionKind,
    ActionKinds,
    Choice,
    Int,
    ListOf,
    ViewShape,
    key,
)
from games.great_zimbabwe.data import (
    CRAFTSMAN_TYPES,
    GOD_NAMES,
    HERD_BONUS,
    LAYOUTS,
    PRICE_OPTIONS,
    RESOURCES,
    SPECIALIST_NAMES,
    TILE_SIZE,
)

#: The largest map (3 x 3 tiles of 6 x 6 squares) numbers its squares from 0 to this.
LAST_SQUARE = (
    max(
        (layout["grid"][0] * TILE_SIZE) * (layout["grid"][1] * TILE_SIZE)
        for layout in LAYOUTS.values()
    )
    - 1
)

SQUARE = Int(minimum=0, maximum=LAST_SQUARE, description="a square: row * width + column")
CRAFTSMAN_TYPE = Choice(values=tuple(CRAFTSMAN_TYPES), name="CraftsmanType")
PRICE = Choice(values=tuple(PRICE_OPTIONS), name="Price", description="a price in cattle")
SPECIALIST = Choice(values=tuple(SPECIALIST_NAMES), name="Specialist")

ACTIONS = ActionKinds(
    ActionKind(
        "place_first_monument",
        "Put your first monument (level 1) on a free start area.",
        {"cell": SQUARE},
    ),
    ActionKind(
        "bid",
        "Phase I: give this many cattle, at least 1 more than the last bid.",
        {"amount": Int(minimum=1, description="cattle bid")},
    ),
    ActionKind("pass", "Phase I: drop out of the auction."),
    ActionKind(
        "choose_god",
        "Adore a god (once per game).",
        {"god": Choice(values=tuple(GOD_NAMES), name="God")},
    ),
    ActionKind(
        "hire_specialist",
        "Take a specialist; it must be paid and used at once (use_specialist).",
        {"specialist": SPECIALIST},
    ),
    ActionKind(
        "use_specialist",
        "Use a specialist you hold (once per turn).",
        {
            "specialist": SPECIALIST,
            "amount": Choice(
                values=tuple(HERD_BONUS),
                optional=True,
                description="herd: the cattle put on the card",
            ),
            "resource": Choice(
                values=tuple(RESOURCES),
                name="Resource",
                optional=True,
                description="shaman: the resource tile to place",
            ),
        },
    ),
    ActionKind(
        "place_resource",
        "Put the Shaman's resource tile on an empty land square.",
        {"cell": SQUARE},
    ),
    ActionKind(
        "place_water",
        "Put the Rain Ceremony's water tile on two adjacent empty land squares.",
        {"cells": ListOf(item=SQUARE, min_items=2, max_items=2, description="lower square first")},
    ),
    ActionKind(
        "build_monument",
        "Main action Build: a new level-1 monument on empty land.",
        {"cell": SQUARE},
    ),
    ActionKind(
        "choose_craftsman",
        "Main action Place Craftsmen: pick the type of the next craftsman.",
        {"craftsman": CRAFTSMAN_TYPE},
    ),
    ActionKind(
        "place_craftsman",
        "Place the chosen craftsman on the squares its tile covers.",
        {"cells": ListOf(item=SQUARE, min_items=2, max_items=4, description="2 or 4 squares")},
    ),
    ActionKind(
        "set_price",
        "Set the price of a technology card just taken.",
        {"craftsman": CRAFTSMAN_TYPE, "price": PRICE},
    ),
    ActionKind(
        "raise_price",
        "Place Craftsmen: raise the price of one of your technology cards.",
        {"craftsman": CRAFTSMAN_TYPE, "price": PRICE},
    ),
    ActionKind(
        "dziva_price",
        "Dziva's worshipper: set a price up or down, once per card per turn.",
        {"craftsman": CRAFTSMAN_TYPE, "price": PRICE},
    ),
    ActionKind(
        "raise_monument",
        "Main action Raise Monuments: start raising one of your monuments by one level.",
        {"monument": Int(minimum=0, description="the monument's id")},
    ),
    ActionKind(
        "buy_good",
        "Buy one ritual good for the monument being raised, marking a resource square.",
        {
            "craftsman": Int(minimum=0, description="the selling craftsman's id"),
            "resource": SQUARE,
            "primary": Int(
                minimum=0, optional=True, description="a secondary good: the supplying craftsman"
            ),
            "primary_resource": Int(
                minimum=0,
                maximum=LAST_SQUARE,
                optional=True,
                description="a secondary good: the square of the supplier's resource",
            ),
        },
    ),
    ActionKind("end_turn", "End your turn."),
)

VIEW = ViewShape(
    "The Great Zimbabwe table as one seat (or a spectator) may see it: the full state plus a few "
    'derived keys (docs/games/great-zimbabwe.md, "The view").',
    {
        "players": key("integer", "the number of players"),
        "options": key("object", "the match options"),
        "phase": key("string", "first_monuments, auction, actions or over"),
        "round": key("integer", "the round number"),
        "map": key("object", "terrain (one string per row) and the map tiles"),
        "width": key("integer", "squares per row"),
        "height": key("integer", "rows"),
        "legend": key("object", "terrain letter -> what it is"),
        "gods_in_play": key("array", "the gods of this match"),
        "gods_available": key("array", "gods nobody adores yet"),
        "specialists_available": key("array", "specialists nobody holds"),
        "tech_stacks": key("object", "craftsman type -> technology cards left"),
        "craftsmen_supply": key("object", "craftsman type -> tiles left"),
        "resource_supply": key("object", "resource -> Shaman tiles left"),
        "water_tiles": key("integer", "Rain Ceremony water tiles left"),
        "bank": key("integer", "cattle in the common stock"),
        "monuments": key("array", "every monument: id, owner, cell, level, nomads"),
        "craftsmen": key("array", "every craftsman on the map: id, type, owner, cells"),
        "used": key("object", "resource square -> used markers this round"),
        "arrival_counter": key("integer", "orders VR discs on equal VR"),
        "seats": key("array", "each seat: cattle, cards, techs, VR, VP, gods, specialists"),
        "placing_order": key("array", "the order of the first monuments"),
        "auction": key("object", "phase I only: plaques, bids, passes", nullable=True),
        "turn_order": key("array", "this round's turn order"),
        "turn_index": key("integer", "whose turn in turn_order"),
        "turn": key("object", "phase II: the current turn's progress", nullable=True),
        "result": key("object", "null while the game runs, then the outcome", nullable=True),
        "plaque_order_now": key("array", "the auction's bidding order if it began now"),
        "income_now": key("object", "phase III income per seat if it came now"),
    },
)
