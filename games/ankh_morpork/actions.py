"""Discworld: Ankh-Morpork's action kinds and view, as typed schemas
(games.engine.typed_actions).

What each action does is in docs/games/ankh-morpork.md, "Actions"; the rules decide when it is
legal. ``give_card`` and ``give_back`` name a card that stays hidden: a history entry shows
their ``card`` as null to every reader but the giver and the receiver (``action_secrets``).
"""

from __future__ import annotations

from dataclasses import replace

from games.ankh_morpork.data import AREAS, CARDS
from games.ankh_morpork.game import AnkhMorpork
from games.engine.typed_actions import ActionKind, ActionKinds, Choice, Int, ViewShape, key

SEATS = tuple(range(AnkhMorpork.max_players))
AREA = Choice(values=tuple(AREAS), name="Area", description="a City Area, by its d12 number")
CARD = Choice(values=tuple(CARDS), name="Card", description="a card id (G01..G48, B01..B53)")
OWNER = Choice(
    values=(*(str(seat) for seat in SEATS), "troll", "demon"),
    name="PieceOwner",
    description='whose piece: a seat ("0".."3"), "troll" or "demon"',
)
FROM_BUILDING = replace(
    AREA, optional=True, description="with all 6 buildings out: the area of the one to move"
)
HIDDEN_CARD = replace(
    CARD, secret=True, description="the card (null to readers other than giver and receiver)"
)


def area_kind(kind: str, description: str) -> ActionKind:
    return ActionKind(kind, description, {"area": AREA})


def minion_kind(kind: str, description: str) -> ActionKind:
    return ActionKind(kind, description, {"area": AREA, "owner": OWNER})


def card_kind(kind: str, description: str) -> ActionKind:
    return ActionKind(kind, description, {"card": CARD})


ACTIONS = ActionKinds(
    # -- your turn
    card_kind("play_card", "Play a card from your hand (not an interrupt)."),
    area_kind("use_ability", "Use a City Area card's ability."),
    ActionKind("end_turn", "Stop; you refill your hand to five."),
    # -- symbols of the card being resolved
    area_kind("place_minion", "MINION: place a minion in an area."),
    area_kind("take_back_minion", "With all 12 minions out: take one back first."),
    ActionKind(
        "build",
        "BUILDING: pay the cost and take the City Area card.",
        {"area": AREA, "from": FROM_BUILDING},
    ),
    minion_kind("assassinate", "ASSASSINATE a piece that is not yours in an area with trouble."),
    area_kind("remove_trouble", "REMOVE TROUBLE from an area."),
    ActionKind("take_money", "MONEY: take the card's amount."),
    ActionKind("use_text", "SCROLL: carry out the card's text."),
    ActionKind("skip", "Skip this symbol or optional choice."),
    # -- interrupts and protections
    card_kind("play_interrupt", "Play an interrupt card that answers the threat."),
    ActionKind("small_gods", "Pay $3 (Small Gods) so a random event ignores this piece."),
    ActionKind("let_it_happen", "Accept the threat."),
    # -- choices inside texts, abilities and events
    ActionKind(
        "choose_player",
        "Choose the player a text targets.",
        {"player": Int(minimum=0, maximum=len(SEATS) - 1, description="a seat")},
    ),
    area_kind("choose_area", "Choose an area (Mr Slant)."),
    minion_kind("choose_minion", "Choose the minion to move or swap."),
    area_kind("move_to", "Where the chosen minion goes."),
    minion_kind("remove_minion", "Remove a minion a text or event names."),
    area_kind("remove_own_minion", "Remove one of your own minions."),
    card_kind("discard", "Discard a card from your own hand."),
    card_kind("discard_from", "Cable Street Particulars: the card of another hand to discard."),
    ActionKind("give_card", "Give a card from your hand.", {"card": HIDDEN_CARD}),
    ActionKind("give_back", "Stanley: the stolen card you give back.", {"card": HIDDEN_CARD}),
    ActionKind("give_money", "Dragon Sanctuary: give $1 instead of a card."),
    ActionKind(
        "pay",
        "Pay instead of suffering a text or an event.",
        {
            "amount": Int(minimum=1, description="dollars"),
            "area": replace(AREA, optional=True, description="Subsidence: the building's area"),
        },
    ),
    ActionKind("take_card", "Refuse to pay: the card sits before you for good."),
    ActionKind("refuse", "Fire Brigade: refuse to pay."),
    area_kind("remove_building", "Fire Brigade: the building you burn."),
    ActionKind(
        "take_over",
        "Sybil Vimes / Reacher Gilt: take a building over.",
        {"area": AREA, "from": FROM_BUILDING},
    ),
    area_kind("place_trouble", "Place a trouble marker."),
    ActionKind("swap_personality", "Zorgo: swap your personality."),
    area_kind("flee_to", "Flood: where one of your minions goes."),
    area_kind("lose_building", "Subsidence: do not pay for this building."),
)

VIEW = ViewShape(
    "The Ankh-Morpork table as one seat (or a spectator) may see it; per-seat data are lists "
    'indexed by seat (docs/games/ankh-morpork.md, "The view").',
    {
        "game": key("string", "ankh-morpork"),
        "players": key("integer", "the number of players"),
        "seat": key("integer", "whose eyes this view is seen through", nullable=True),
        "options": key("object", "the match options"),
        "areas": key("object", "d12 number -> minions, trolls, demons, trouble, building"),
        "money": key("array", "dollars per seat"),
        "city_cards": key("array", "City Area cards per seat"),
        "lost_city_cards": key("array", "City Area cards lost"),
        "loans": key("array", "loan cards per seat"),
        "penalties": key("array", "cards sitting before each seat for good"),
        "discard": key("array", "the discard pile"),
        "events_left": key("integer", "random events left"),
        "remaining_events": key("array", "the random events still to come"),
        "events_used": key("array", "random events that happened"),
        "deck_size": key("integer", "cards left to draw"),
        "deck_green": key("integer", "green cards left to draw"),
        "deck_brown": key("integer", "brown cards left to draw"),
        "hand_sizes": key("array", "cards in hand per seat"),
        "hands": key("array", "hand per seat (null for hands this reader may not see)"),
        "personalities": key("array", "personality per seat (null for others until the end)"),
        "unused_personalities": key(
            "array", "personalities set aside (omniscient views only)", nullable=True
        ),
        "known_personalities": key("array", "personalities each seat has seen"),
        "trolls_left": key("integer", "trolls in the supply"),
        "demons_left": key("integer", "demons in the supply"),
        "flow": key("object", "whose turn, the steps to resolve and the decision awaited"),
        "result": key("object", "null while the game runs, then the outcome", nullable=True),
    },
)
