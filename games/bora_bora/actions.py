"""Bora Bora's action kinds and view, as typed schemas (games.engine.typed_actions).

What each action does is in docs/games/bora-bora.md, "Actions"; the rules decide when it is
legal.
"""

from __future__ import annotations

from dataclasses import replace

from games.bora_bora import data as d
from games.engine.typed_actions import (
    ActionKind,
    ActionKinds,
    Choice,
    Either,
    Flag,
    Int,
    ListOf,
    ViewShape,
    key,
)

CEREMONY_SPACES = d.CEREMONY_ROWS * d.CEREMONY_COLS
REGION = Choice(values=tuple(d.REGIONS), name="Region")
FROM_12 = Flag(description="take the hut from space 12 (true) or from spaces 1-11 (false)")
GENDER = Choice(values=tuple(d.GENDERS), name="Gender", description="M (men) or W (women)")
MATERIAL = Choice(values=tuple(d.MATERIALS), name="Material")
CEREMONY_SPACE = Int(
    minimum=0,
    maximum=CEREMONY_SPACES - 1,
    nullable=True,
    description="the empty ceremony space it goes on (null only when none of its kind is empty)",
)
GOD_CARD_SOURCE = Either(
    options=(
        Choice(values=("deck",)),
        Int(minimum=0, maximum=d.GOD_DISPLAY_SIZE - 1),
    ),
    description='"deck" or an index of the god card display',
)
PAYMENT = Choice(
    values=("card", "tile", *(f"pair:{colour}" for colour in d.GOD_COLOURS)),
    name="GodPayment",
    description="its card + 1 offering, two identical cards of a colour + 1 offering, or a "
    "God tile",
)
TASK = Choice(values=tuple(d.TASKS), name="Task")
ACTION_TILES = sorted({tile for tiles in d.ACTION_TILES.values() for tile in tiles})
DIE_ACTIONS = sorted({a for tiles in d.ACTION_TILES.values() for ts in tiles.values() for a in ts})

ACTIONS = ActionKinds(
    ActionKind(
        "start_hut",
        "Put a first hut on an empty building space of a region whose fish tile shows 1.",
        {"region": REGION, "from12": FROM_12},
    ),
    ActionKind(
        "take_resource",
        "Take the region's resource (a plains region's offering has no cell).",
        {"cell": replace(CEREMONY_SPACE, optional=True)},
    ),
    ActionKind("decline_resource", "Leave the region's resource in the bank."),
    ActionKind(
        "place_die",
        "Place a die on an action tile and carry out one of its actions.",
        {
            "die": Int(minimum=1, maximum=d.MAX_DIE, description="the die's value"),
            "tile": Choice(values=(*ACTION_TILES, d.FISHING_TILE), name="ActionTile"),
            "action": Choice(values=(*DIE_ACTIONS, "fishing"), name="DieAction"),
        },
    ),
    ActionKind(
        "play_god",
        "Call a god and pay for it.",
        {
            "god": Choice(values=tuple(d.GOD_COLOURS), name="God"),
            "pay": PAYMENT,
            "gender": replace(
                GENDER,
                optional=True,
                description="the Green God in Phase B: one more activation of this gender",
            ),
        },
    ),
    ActionKind("decline_god", "Do not score the fish tile with the Red God."),
    ActionKind(
        "expand",
        "Move a hut to a region next to one of yours over a path of the allowed kind and value.",
        {"region": REGION, "from12": FROM_12},
    ),
    ActionKind(
        "take_person",
        "Take the man or woman at that display position onto your board.",
        {
            "gender": GENDER,
            "position": Int(minimum=1, maximum=d.DISPLAY_SIZE, description="display position"),
        },
    ),
    ActionKind(
        "helper",
        "Spend helper pips on one purchase.",
        {
            "item": Choice(values=tuple(d.HELPER_COSTS), name="HelperItem"),
            "tile": Choice(
                values=tuple(d.PERSON_INFO),
                name="PersonTile",
                optional=True,
                description="tattoo / collect_shells: the person to shift",
            ),
            "source": replace(GOD_CARD_SOURCE, optional=True),
            "material": replace(MATERIAL, optional=True),
            "cell": replace(CEREMONY_SPACE, optional=True),
        },
    ),
    ActionKind("end_helper", "Leave the remaining helper pips unused."),
    ActionKind(
        "place_priest",
        "Put a priest from your supply onto a temple space.",
        {"space": Int(minimum=1, maximum=d.TEMPLE_SPACES)},
    ),
    ActionKind(
        "build_tile",
        "Choose an unbuilt building tile.",
        {"tile": Choice(values=tuple(d.BUILDING_TILES), name="BuildingTile")},
    ),
    ActionKind(
        "build_cells",
        "The two adjacent ceremony spaces (both holding a material) the building covers.",
        {
            "cells": ListOf(
                item=Int(minimum=0, maximum=CEREMONY_SPACES - 1), min_items=2, max_items=2
            )
        },
    ),
    ActionKind(
        "fire_bonus",
        "Take a fire bonus: offering or god card, then status or shell.",
        {
            "choice": Choice(values=("offering", "god_card", "status", "shell"), name="FireBonus"),
            "source": replace(GOD_CARD_SOURCE, optional=True),
        },
    ),
    ActionKind(
        "activate",
        "Phase B: activate tiles of your men (or women) of one type together.",
        {
            "gender": GENDER,
            "person_type": Choice(values=tuple(d.PERSON_TYPES), name="PersonType"),
            "tiles": Int(minimum=1, maximum=len(d.PERSON_LEFT_VALUES)),
        },
    ),
    ActionKind("carry_out", "Carry out an activation that needs no target."),
    ActionKind(
        "move_huts",
        "Move huts to space 12 (1 up to the activation's strength).",
        {"count": Int(minimum=1)},
    ),
    ActionKind(
        "take_material",
        "One material of a MATERIAL activation, onto the space you choose.",
        {"material": MATERIAL, "cell": CEREMONY_SPACE},
    ),
    ActionKind(
        "take_god_card",
        "One card of a GOD_CARD activation.",
        {"source": GOD_CARD_SOURCE},
    ),
    ActionKind("end_people", "End your Phase B."),
    ActionKind(
        "buy_jewelry",
        "Buy one tile of this round's jewelry column, paying its cost in shells.",
        {"tile": Choice(values=tuple(d.JEWELRY), name="JewelryTile")},
    ),
    ActionKind("pass_jewelry", "Buy no jewelry."),
    ActionKind(
        "complete_task",
        "Complete a task you hold (with a Yellow God relaxing one requirement: 4 VP, else 6).",
        {
            "task": TASK,
            "yellow": replace(PAYMENT, optional=True, description="the Yellow God's payment"),
        },
    ),
    ActionKind(
        "discard_task",
        "Discard a task (only when none can be completed without a Yellow God).",
        {"task": TASK},
    ),
    ActionKind("take_task", "Take a new task from the display.", {"task": TASK}),
    ActionKind("end_tasks", "At the end of the game: leave the remaining tasks unfulfilled."),
)

VIEW = ViewShape(
    "The Bora Bora table as one seat (or a spectator) may see it: the public table plus that "
    'seat\'s own hand (docs/games/bora-bora.md, "The view").',
    {
        "players": key("integer", "the number of players"),
        "round": key("integer", "1-6 (0 during the starting huts)"),
        "phase": key(
            "string", "start_huts, A, B, C_jewelry, C_tasks, C_new_task, final_tasks, over"
        ),
        "current": key("integer", "the seat to act", nullable=True),
        "idx": key("integer", "position in order of the seat acting in this phase"),
        "order": key("array", "the turn order"),
        "frames": key("array", "the decision stack; the last frame is decided now"),
        "regions": key("object", "region -> fish tile and huts"),
        "tiles": key("object", "action tile -> dice placed on it this round"),
        "fishing": key("array", "dice on the fishing space"),
        "dice": key("object", "seat -> dice still to place"),
        "displays": key("object", "M / W -> the six display positions (null: taken)"),
        "stacks": key("object", "face-down men and women (omniscient views only)", nullable=True),
        "stack_sizes": key("object", "M / W -> face-down tiles left"),
        "boxed": key("object", "M / W -> tiles out of the game"),
        "task_display": key("array", "tasks on display"),
        "task_stack": key("array", "the task stack (omniscient views only)", nullable=True),
        "task_stack_size": key("integer", "tasks left in the stack"),
        "tasks_boxed": key("array", "tasks out of the game"),
        "jewelry": key("array", "the jewelry column of each round"),
        "temple": key("array", "owner seat per temple space"),
        "temple_god_tiles": key("integer", "God tiles left at the temple"),
        "god_deck": key("array", "the god deck (omniscient views only)", nullable=True),
        "god_deck_size": key("integer", "god cards left in the deck"),
        "god_display": key("array", "the god card display"),
        "god_discard": key("array", "discarded god cards"),
        "status_clock": key("integer", "the status track's stamp counter"),
        "p": key("object", "seat -> its player board (hand: own seat only)"),
        "final": key("object", "after the game: each seat's final scoring", nullable=True),
        "viewer": key("integer", "whose eyes this view is seen through", nullable=True),
    },
)
