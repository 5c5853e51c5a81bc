"""Discworld: Ankh-Morpork components as data.

Everything here comes from the shared digest (`shared/games/ankh_morpork.md`, section 7),
which cross-checks several independent sources. A corrected card list changes this file only.
"""

from __future__ import annotations

from typing import Any

from games.engine.i18n import N_

# -- symbols -----------------------------------------------------------------

MINION = "MINION"
BUILDING = "BUILDING"
ASSASSINATE = "ASSASSINATE"
REMOVE_TROUBLE = "REMOVE_TROUBLE"
MONEY = "MONEY"
SCROLL = "SCROLL"
EVENT = "EVENT"
ANOTHER = "ANOTHER"
INTERRUPT = "INTERRUPT"

# -- pieces and money ----------------------------------------------------------

MINIONS_PER_PLAYER = 12
BUILDINGS_PER_PLAYER = 6
STARTING_MONEY = 10
HAND_SIZE = 5
TROLLS = 3
DEMONS = 4
BANK_TOTAL = 120
#: Every player starts with one minion in each of these areas, and each gets a trouble marker.
STARTING_AREAS = (7, 5, 1)

# -- the board -----------------------------------------------------------------

#: Area number (the d12 face) -> name, building cost and City Area ability (code + parameters).
AREAS: dict[int, dict[str, Any]] = {
    1: {
        "name": N_("Dolly Sisters"),
        "cost": 6,
        "ability": {"code": "pay_to_place_minion_near", "cost": 3, "centre": 1},
        "text": N_(
            "Once per turn: pay $3 to place one of your minions in Dolly Sisters or an adjacent area."
        ),
    },
    2: {
        "name": N_("Unreal Estate"),
        "cost": 18,
        "ability": {"code": "draw_then_discard", "draw": 1, "discard": 1},
        "text": N_("Once per turn: draw one card from the draw deck, then discard one card."),
    },
    3: {
        "name": N_("Dragon's Landing"),
        "cost": 12,
        "ability": {"code": "take_money", "amount": 2},
        "text": N_("Once per turn: take $2 from the bank."),
    },
    4: {
        "name": N_("Small Gods"),
        "cost": 18,
        "ability": {"code": "ignore_random_event_per_piece", "cost_per_piece": 3},
        "text": N_(
            "Whenever a random event affects one of your pieces you may pay $3 (per piece) to ignore the effect on that piece; usable outside your own turn."
        ),
    },
    5: {
        "name": N_("The Scours"),
        "cost": 6,
        "ability": {"code": "discard_for_money", "discard": 1, "amount": 2},
        "text": N_("Once per turn: discard one card and take $2 from the bank."),
    },
    6: {
        "name": N_("The Hippo"),
        "cost": 12,
        "ability": {"code": "take_money", "amount": 2},
        "text": N_("Once per turn: take $2 from the bank."),
    },
    7: {
        "name": N_("The Shades"),
        "cost": 6,
        "ability": {"code": "place_trouble_near", "centre": 7, "target_needs_minion": True},
        "text": N_(
            "Once per turn: place a trouble marker in The Shades or an adjacent area; that area must contain at least one minion."
        ),
    },
    8: {
        "name": N_("Dimwell"),
        "cost": 6,
        "ability": {"code": "pay_to_place_minion_near", "cost": 3, "centre": 8},
        "text": N_(
            "Once per turn: pay $3 to place one of your minions in Dimwell or an adjacent area."
        ),
    },
    9: {
        "name": N_("Longwall"),
        "cost": 12,
        "ability": {"code": "take_money", "amount": 1},
        "text": N_("Once per turn: take $1 from the bank."),
    },
    10: {
        "name": N_("Isle of Gods"),
        "cost": 12,
        "ability": {"code": "pay_to_remove_trouble", "cost": 2},
        "text": N_(
            "Once per turn: pay $2 to remove one trouble marker from anywhere on the board."
        ),
    },
    11: {
        "name": N_("Seven Sleepers"),
        "cost": 18,
        "ability": {"code": "take_money", "amount": 3},
        "text": N_("Once per turn: take $3 from the bank."),
    },
    12: {
        "name": N_("Nap Hill"),
        "cost": 12,
        "ability": {"code": "take_money", "amount": 1},
        "text": N_("Once per turn: take $1 from the bank."),
    },
}

#: The 23 borders and bridges (undirected).
EDGES: tuple[tuple[int, int], ...] = (
    (1, 2),
    (1, 3),
    (1, 12),
    (2, 3),
    (2, 4),
    (2, 10),
    (2, 11),
    (2, 12),
    (3, 4),
    (4, 5),
    (4, 6),
    (4, 10),
    (5, 6),
    (5, 7),
    (5, 8),
    (5, 10),
    (6, 7),
    (7, 8),
    (8, 9),
    (9, 10),
    (9, 11),
    (10, 11),
    (11, 12),
)

ADJACENT: dict[int, tuple[int, ...]] = {
    area: tuple(sorted({b for a, b in EDGES if a == area} | {a for a, b in EDGES if b == area}))
    for area in AREAS
}

#: Areas that border the river Ankh (used only by Flood); digest Q3 keeps the alternatives.
RIVER_AREAS: dict[str, tuple[int, ...]] = {
    "HRF": (1, 2, 4, 5, 7, 8, 9, 10, 11, 12),
    "P12": (1, 2, 4, 5, 7, 8, 10, 11, 12),
    "AMH": (1, 2, 5, 7, 8, 9, 10, 11, 12),
}

# -- random events -------------------------------------------------------------

EVENTS: dict[str, dict[str, Any]] = {
    "the_dragon": {
        "name": N_("The Dragon"),
        "text": N_(
            "Roll once. In the rolled area remove every minion (player minions, trolls and demons), the trouble marker and any building."
        ),
    },
    "flood": {
        "name": N_("Flood"),
        "text": N_(
            "Roll twice. Each rolled area that borders the river is flooded. In turn order from the active player, every player moves each of their minions out of flooded areas into adjacent areas that are not flooded. Buildings, trolls and demons stay."
        ),
    },
    "fire": {
        "name": N_("Fire"),
        "text": N_(
            "Roll for the start area. No building there: no effect. Otherwise remove that building and roll again; if the new area is adjacent to the previous one and holds a building, remove it and keep rolling. Stop at the first roll that is not adjacent to the last area or has no building."
        ),
    },
    "fog": {"name": N_("Fog"), "text": N_("Discard the top five cards of the draw deck face up.")},
    "riots": {
        "name": N_("Riots"),
        "text": N_(
            "If eight or more trouble markers are on the board the game ends at once and is decided on points; Commander Vimes does not win automatically."
        ),
    },
    "explosion": {
        "name": N_("Explosion"),
        "text": N_("Roll once; remove any building in that area."),
    },
    "mysterious_murders": {
        "name": N_("Mysterious Murders"),
        "text": N_(
            "Starting with the active player and going left, each player rolls once and removes a minion of their choice from the rolled area (trouble not required). If only that player's own minions are there, they must remove one of their own."
        ),
    },
    "demons": {
        "name": N_("Demons from the Dungeon Dimensions"),
        "text": N_(
            "Roll four times; place a demon in each rolled area (repeats allowed) and a trouble marker there if it has none, even if nothing else is there."
        ),
    },
    "subsidence": {
        "name": N_("Subsidence"),
        "text": N_(
            "Every player pays $2 per building they own; each building they cannot (or will not) pay for is removed."
        ),
    },
    "bloody_stupid_johnson": {
        "name": N_("Bloody Stupid Johnson"),
        "text": N_(
            "Roll once. If someone owns the City Area card of that number, the card is removed from the game (its ability is lost) and the owner must remove one of their minions from that area. The building itself stays, still counts for control and keeps its value."
        ),
    },
    "trolls": {
        "name": N_("Trolls"),
        "text": N_(
            "Roll three times; place a troll in each rolled area (repeats allowed), adding a trouble marker if the area already held a minion."
        ),
    },
    "earthquake": {
        "name": N_("Earthquake"),
        "text": N_("Roll twice; remove any buildings in the rolled areas."),
    },
}

# -- personalities -------------------------------------------------------------

#: Win condition per personality; "needed" is indexed by the number of players (as str).
PERSONALITIES: dict[str, dict[str, Any]] = {
    "lord_vetinari": {
        "name": N_("Lord Vetinari"),
        "win": {
            "type": "minions_in_areas",
            "areas_needed": {"2": 11, "3": 10, "4": 9},
            "areas_must_be_demon_free": True,
        },
        "excluded_in_2p": False,
    },
    "lord_selachii": {
        "name": N_("Lord Selachii"),
        "win": {"type": "control_areas", "areas_needed": {"2": 7, "3": 5, "4": 4}},
        "excluded_in_2p": False,
    },
    "lord_rust": {
        "name": N_("Lord Rust"),
        "win": {"type": "control_areas", "areas_needed": {"2": 7, "3": 5, "4": 4}},
        "excluded_in_2p": False,
    },
    "lord_de_worde": {
        "name": N_("Lord de Worde"),
        "win": {"type": "control_areas", "areas_needed": {"2": 7, "3": 5, "4": 4}},
        "excluded_in_2p": False,
    },
    "dragon_king_of_arms": {
        "name": N_("Dragon King of Arms"),
        "win": {"type": "trouble_markers_on_board", "needed": 8},
        "excluded_in_2p": False,
    },
    "chrysoprase": {
        "name": N_("Chrysoprase"),
        "win": {
            "type": "net_worth",
            "target": 50,
            "per_loan": -12,
            "buildings_in_demon_areas_worth": 0,
        },
        "excluded_in_2p": True,
    },
    "commander_vimes": {
        "name": N_("Commander Vimes"),
        "win": {"type": "draw_deck_exhausted"},
        "excluded_in_2p": False,
    },
}

# -- player cards --------------------------------------------------------------

#: id -> name, deck colour, symbols left to right, money amount, scroll text (a named handler in
#: ``texts.py`` with its parameters, or None) and the paraphrased card text.
CARDS: dict[str, dict[str, Any]] = {
    "G01": {
        "name": N_("The Agony Aunts"),
        "deck": "green",
        "symbols": ["ASSASSINATE", "MONEY", "MINION"],
        "money": 2,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G02": {
        "name": N_("The Ankh-Morpork Sunshine Dragon Sanctuary"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "each_other_gives_money_or_card",
        "params": {"amount": 1},
        "removed_in_2p": False,
        "summary": N_(
            "Each other player must give you either $1 or one card from their hand (their choice)."
        ),
    },
    "G03": {
        "name": N_("The Bank of Ankh-Morpork"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "take_loan",
        "params": {"amount": 10, "repay": 12, "penalty_points": 15},
        "removed_in_2p": False,
        "summary": N_(
            "Place this card face up in front of you and take a $10 loan from the bank. At game end you must repay $12 or lose 15 points."
        ),
    },
    "G04": {
        "name": N_("The Beggars' Guild"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "target_gives_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Choose one player; they must give you two cards of their choice from their hand."
        ),
    },
    "G05": {
        "name": N_("Captain Carrot"),
        "deck": "green",
        "symbols": ["MINION", "REMOVE_TROUBLE", "MONEY"],
        "money": 1,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G06": {
        "name": N_("CMOT Dibbler"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "dibbler_gamble",
        "params": {"win_on_min": 7, "win_amount": 4, "lose_on": 1, "lose_pay": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Roll the d12. On 7 or more take $4 from the bank. On a 1 you must either pay $2 to the bank or remove one of your own minions from the board. Any other result: nothing."
        ),
    },
    "G07": {
        "name": N_("Dr Cruces"),
        "deck": "green",
        "symbols": ["ASSASSINATE", "MONEY"],
        "money": 3,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G08": {
        "name": N_("Dr Whiteface"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "penalty_card_unless_paid",
        "params": {"amount": 5},
        "removed_in_2p": False,
        "summary": N_(
            "Choose another player. Unless they pay you $5, this card is placed face up in front of them: it counts toward their 5-card hand size when they refill and can never be played, discarded or otherwise got rid of."
        ),
    },
    "G09": {
        "name": N_("Drumknott"),
        "deck": "green",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "play_two_more_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Play any two other cards from your hand (each resolved fully, one after the other)."
        ),
    },
    "G10": {
        "name": N_("The Duckman"),
        "deck": "green",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "move_other_player_minion_adjacent",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Move one minion belonging to another player from its area to an adjacent area."
        ),
    },
    "G11": {
        "name": N_("The Dysk"),
        "deck": "green",
        "symbols": ["BUILDING", "SCROLL"],
        "money": 0,
        "text": "earn_per_minion_in_area",
        "params": {"area": 10, "amount": 1},
        "removed_in_2p": False,
        "summary": N_("Take $1 from the bank for each minion in the Isle of Gods."),
    },
    "G12": {
        "name": N_("The Fire Brigade"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "fire_brigade",
        "params": {"amount": 5},
        "removed_in_2p": False,
        "summary": N_(
            "Choose a player. Unless they pay you $5, you may remove one of their buildings from the board."
        ),
    },
    "G13": {
        "name": N_("The Fools' Guild"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "penalty_card_unless_paid",
        "params": {"amount": 5},
        "removed_in_2p": False,
        "summary": N_(
            "Choose another player. Unless they pay you $5, this card is placed face up in front of them: it counts toward their 5-card hand size when they refill and can never be got rid of."
        ),
    },
    "G14": {
        "name": N_("Foul Ole Ron"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "move_other_player_minion_adjacent",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Move one minion belonging to another player from its area to an adjacent area."
        ),
    },
    "G15": {
        "name": N_("Fresh Start Club"),
        "deck": "green",
        "symbols": ["INTERRUPT"],
        "money": 0,
        "text": "interrupt_relocate_removed_minion",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Play when one of your minions is removed from the board: instead place that minion in a different area."
        ),
    },
    "G16": {
        "name": N_("Gaspode"),
        "deck": "green",
        "symbols": ["INTERRUPT"],
        "money": 0,
        "text": "interrupt_block_move_or_remove",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Play when another player would move or remove one of your minions: that move/removal does not happen."
        ),
    },
    "G17": {
        "name": N_("Gimlet's Dwarf Delicatessen"),
        "deck": "green",
        "symbols": ["MONEY", "MINION"],
        "money": 3,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G18": {
        "name": N_("Groat"),
        "deck": "green",
        "symbols": ["MINION"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G19": {
        "name": N_("Harga's House of Ribs"),
        "deck": "green",
        "symbols": ["MONEY", "MINION"],
        "money": 3,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G20": {
        "name": N_("Harry King"),
        "deck": "green",
        "symbols": ["MINION", "SCROLL"],
        "money": 0,
        "text": "discard_any_for_money",
        "params": {"per_card": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Discard as many cards from your hand as you like; take $2 from the bank for each card discarded."
        ),
    },
    "G21": {
        "name": N_("Here'n'Now"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "roll_steal_or_lose_minion",
        "params": {"win_on_min": 7, "steal": 3, "lose_on": 1},
        "removed_in_2p": False,
        "summary": N_(
            "Roll the d12. On 7 or more take $3 from a player of your choice. On a 1 you must remove one of your own minions from the board. Any other result: nothing."
        ),
    },
    "G22": {
        "name": N_("Hex"),
        "deck": "green",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "draw_cards",
        "params": {"count": 3},
        "removed_in_2p": False,
        "summary": N_("Draw three cards from the draw deck."),
    },
    "G23": {
        "name": N_("History Monks"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "draw_random_from_discard",
        "params": {"count": 4},
        "removed_in_2p": False,
        "summary": N_(
            "Shuffle the discard pile, draw four cards from it at random into your hand, and leave the rest as the discard pile."
        ),
    },
    "G24": {
        "name": N_("Inigo Skimmer"),
        "deck": "green",
        "symbols": ["ASSASSINATE", "MONEY"],
        "money": 2,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G25": {
        "name": N_("Leonard of Quirm"),
        "deck": "green",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "draw_cards",
        "params": {"count": 4},
        "removed_in_2p": False,
        "summary": N_("Draw four cards from the draw deck."),
    },
    "G26": {
        "name": N_("Librarian"),
        "deck": "green",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "draw_cards",
        "params": {"count": 4},
        "removed_in_2p": False,
        "summary": N_("Draw four cards from the draw deck."),
    },
    "G27": {
        "name": N_("The Mended Drum"),
        "deck": "green",
        "symbols": ["BUILDING", "MONEY"],
        "money": 2,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G28": {
        "name": N_("Modo"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "discard_cards",
        "params": {"min": 0, "max": 1},
        "removed_in_2p": False,
        "summary": N_("Discard one card from your hand."),
    },
    "G29": {
        "name": N_("Mr Bent"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "take_loan",
        "params": {"amount": 10, "repay": 12, "penalty_points": 15},
        "removed_in_2p": False,
        "summary": N_(
            "Place this card face up in front of you and take a $10 loan from the bank. At game end you must repay $12 or lose 15 points."
        ),
    },
    "G30": {
        "name": N_("Mr Boggis"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "take_from_each_other_player",
        "params": {"amount": 2},
        "removed_in_2p": False,
        "summary": N_("Take $2 from every other player (a player with less gives what they have)."),
    },
    "G31": {
        "name": N_("Mr Gryle"),
        "deck": "green",
        "symbols": ["ASSASSINATE", "MONEY"],
        "money": 1,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G32": {
        "name": N_("Mr Pin & Mr Tulip"),
        "deck": "green",
        "symbols": ["ASSASSINATE", "MONEY"],
        "money": 1,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G33": {
        "name": N_("Mrs Cake"),
        "deck": "green",
        "symbols": ["SCROLL", "MONEY", "BUILDING"],
        "money": 2,
        "text": "view_unused_personalities",
        "params": {"all_but": 1},
        "removed_in_2p": False,
        "summary": N_(
            "Look at all but one of the Personality cards that are not in use (the one left unseen is chosen at random)."
        ),
    },
    "G34": {
        "name": N_("Nobby Nobbs"),
        "deck": "green",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "take_from_one_player",
        "params": {"amount": 3},
        "removed_in_2p": False,
        "summary": N_(
            "Take $3 from a player of your choice (if they have less, take what they have)."
        ),
    },
    "G35": {
        "name": N_("The Opera House"),
        "deck": "green",
        "symbols": ["BUILDING", "SCROLL"],
        "money": 0,
        "text": "earn_per_minion_in_area",
        "params": {"area": 10, "amount": 1},
        "removed_in_2p": False,
        "summary": N_("Take $1 from the bank for each minion in the Isle of Gods."),
    },
    "G36": {
        "name": N_("The Peeled Nuts"),
        "deck": "green",
        "symbols": [],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G37": {
        "name": N_("Pink Pussycat Club"),
        "deck": "green",
        "symbols": ["MONEY", "ANOTHER"],
        "money": 3,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G38": {
        "name": N_("Queen Molly"),
        "deck": "green",
        "symbols": ["MINION", "SCROLL"],
        "money": 0,
        "text": "target_gives_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Choose one player; they must give you two cards of their choice from their hand."
        ),
    },
    "G39": {
        "name": N_("Rincewind"),
        "deck": "green",
        "symbols": ["EVENT", "SCROLL", "ANOTHER"],
        "money": 0,
        "text": "move_own_minion_from_trouble_adjacent",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Move one of your minions that is in an area containing a trouble marker to an adjacent area."
        ),
    },
    "G40": {
        "name": N_("Rosie Palm"),
        "deck": "green",
        "symbols": ["MINION", "SCROLL"],
        "money": 0,
        "text": "give_card_for_money",
        "params": {"amount": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Choose one player and give them one card from your hand; they must give you $2 in return."
        ),
    },
    "G41": {
        "name": N_("The Royal Mint"),
        "deck": "green",
        "symbols": ["BUILDING", "MONEY"],
        "money": 5,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G42": {
        "name": N_("Sacharissa Cripslock"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "earn_per_trouble_marker",
        "params": {"amount": 1},
        "removed_in_2p": False,
        "summary": N_("Take $1 from the bank for each trouble marker on the board."),
    },
    "G43": {
        "name": N_("The Seamstresses' Guild"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "give_card_for_money",
        "params": {"amount": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Choose one player and give them one card from your hand; they must give you $2 in return."
        ),
    },
    "G44": {
        "name": N_("Sergeant Angua"),
        "deck": "green",
        "symbols": ["REMOVE_TROUBLE", "ANOTHER"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "G45": {
        "name": N_("Shonky Shop"),
        "deck": "green",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "discard_any_for_money",
        "params": {"per_card": 1},
        "removed_in_2p": False,
        "summary": N_(
            "Discard as many cards from your hand as you like; take $1 from the bank for each card discarded."
        ),
    },
    "G46": {
        "name": N_("The Thieves' Guild"),
        "deck": "green",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "take_from_each_other_player",
        "params": {"amount": 2},
        "removed_in_2p": False,
        "summary": N_("Take $2 from every other player (a player with less gives what they have)."),
    },
    "G47": {
        "name": N_("Wallace Sonky"),
        "deck": "green",
        "symbols": ["INTERRUPT"],
        "money": 0,
        "text": "interrupt_ignore_card_text",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Play when the text (scroll) of a card played by another player would affect you: you are not affected by it."
        ),
    },
    "G48": {
        "name": N_("Zorgo the Retro-phrenologist"),
        "deck": "green",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "swap_personality_random",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "You may exchange your Personality card for one drawn at random from those not in use."
        ),
    },
    "B01": {
        "name": N_("Adora Belle Dearheart"),
        "deck": "brown",
        "symbols": ["SCROLL", "MINION", "BUILDING"],
        "money": 0,
        "text": "move_own_minion_anywhere",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Move one of your minions from its area to any other area on the board."),
    },
    "B02": {
        "name": N_("The Alchemists' Guild"),
        "deck": "brown",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "discard_then_refill",
        "params": {"max_discard": 3, "refill_to": 5},
        "removed_in_2p": False,
        "summary": N_("Discard up to three cards, then draw until you have five cards in hand."),
    },
    "B03": {
        "name": N_("Archchancellor Ridcully"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL"],
        "money": 0,
        "text": "place_minions_near_area",
        "params": {"area": 2, "max": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Place one or two of your minions, each in Unreal Estate or an area adjacent to it."
        ),
    },
    "B04": {
        "name": N_("The Auditors"),
        "deck": "brown",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "others_remove_own_minion",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Every other player, in turn order, must remove one of their own minions from the board (their choice)."
        ),
    },
    "B05": {
        "name": N_("Buggy Swires"),
        "deck": "brown",
        "symbols": ["REMOVE_TROUBLE"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B06": {
        "name": N_("Burleigh & Stronginthearm"),
        "deck": "brown",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "pay_player_then_assassinate",
        "params": {"amount": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Pay $2 to a player of your choice, then carry out one assassination (normal assassination rules)."
        ),
    },
    "B07": {
        "name": N_("The Bursar"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL", "ANOTHER"],
        "money": 0,
        "text": "swap_two_minions",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Exchange the positions of any two minions on the board."),
    },
    "B08": {
        "name": N_("Cable Street Particulars"),
        "deck": "brown",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "look_at_hand_discard_one",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Choose a player, look at their hand and choose one of their cards to be discarded."
        ),
    },
    "B09": {
        "name": N_("Canting Crew"),
        "deck": "brown",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "move_other_player_minion_adjacent",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Move one minion belonging to another player from its area to an adjacent area."
        ),
    },
    "B10": {
        "name": N_("Carcer"),
        "deck": "brown",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "roll_twice_remove_minions",
        "params": {"rolls": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Roll the d12 twice; remove one minion of your choice from each area rolled, even if it has no trouble marker."
        ),
    },
    "B11": {
        "name": N_("The Chair of Indefinite Studies"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL", "ANOTHER"],
        "money": 0,
        "text": "exchange_hands",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Exchange your whole hand with the hand of another player."),
    },
    "B12": {
        "name": N_("The Clacks"),
        "deck": "brown",
        "symbols": ["SCROLL", "MONEY", "ANOTHER"],
        "money": 2,
        "text": "draw_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_("Draw two cards from the draw deck."),
    },
    "B13": {
        "name": N_("Cosmo Lavish"),
        "deck": "brown",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "pay_player_they_remove_minion",
        "params": {"amount": 2},
        "removed_in_2p": True,
        "summary": N_(
            "Pay another player $2; that player must then remove one minion of their choice (not one of yours) from an area containing a trouble marker."
        ),
    },
    "B14": {
        "name": N_("The Dean"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL", "ANOTHER"],
        "money": 0,
        "text": "remove_minion_in_area",
        "params": {"area": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Remove one minion (any owner) from Unreal Estate; no trouble marker needed."
        ),
    },
    "B15": {
        "name": N_("Death"),
        "deck": "brown",
        "symbols": ["ASSASSINATE", "ASSASSINATE", "BUILDING"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B16": {
        "name": N_("Deep Dwarves"),
        "deck": "brown",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "place_minion_anywhere_no_trouble",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Place one of your minions in any area; do not add a trouble marker for it."),
    },
    "B17": {
        "name": N_("Doctor Hix"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL", "ANOTHER"],
        "money": 0,
        "text": "place_trouble_anywhere",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Place a trouble marker in an area of your choice."),
    },
    "B18": {
        "name": N_("Doctor Mossy Lawn"),
        "deck": "brown",
        "symbols": ["INTERRUPT"],
        "money": 0,
        "text": "interrupt_end_own_turn_keep_card",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Play during your own turn: your turn ends at once, and the card you played just before this one is not discarded (it goes back to your hand)."
        ),
    },
    "B19": {
        "name": N_("Dorfl"),
        "deck": "brown",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "move_own_minion_anywhere",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Move one of your minions from its area to any other area on the board."),
    },
    "B20": {
        "name": N_("Dwarves"),
        "deck": "brown",
        "symbols": ["MINION", "MINION"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B21": {
        "name": N_("Edward d'Eath"),
        "deck": "brown",
        "symbols": ["ASSASSINATE", "MONEY", "BUILDING"],
        "money": 3,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B22": {
        "name": N_("Errol"),
        "deck": "brown",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "errol_gamble",
        "params": {"win_on_min": 7, "lose_on": 1},
        "removed_in_2p": False,
        "summary": N_(
            "Roll the d12. On 7 or more remove a minion of your choice from an area containing a trouble marker. On a 1 you must remove one of your own minions. Any other result: nothing."
        ),
    },
    "B23": {
        "name": N_("Gargoyles"),
        "deck": "brown",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "draw_per_own_building",
        "params": {"per_building": 1},
        "removed_in_2p": False,
        "summary": N_("Draw one card for each building you have on the board."),
    },
    "B24": {
        "name": N_("Hobson's Livery Stable"),
        "deck": "brown",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "pay_player_then_move_own_minion_anywhere",
        "params": {"amount": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Pay $2 to a player of your choice, then move one of your minions to any area."
        ),
    },
    "B25": {
        "name": N_("Hubert"),
        "deck": "brown",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "force_transfer",
        "params": {"amount": 3},
        "removed_in_2p": True,
        "summary": N_(
            "Choose one player who must give $3 to another player; you may not choose yourself as either."
        ),
    },
    "B26": {
        "name": N_("Igor"),
        "deck": "brown",
        "symbols": ["INTERRUPT"],
        "money": 0,
        "text": "interrupt_relocate_removed_minion",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Play when one of your minions is removed from the board: instead place that minion in a different area."
        ),
    },
    "B27": {
        "name": N_("Lord Downey"),
        "deck": "brown",
        "symbols": ["ASSASSINATE", "MONEY", "BUILDING"],
        "money": 3,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B28": {
        "name": N_("The Luggage"),
        "deck": "brown",
        "symbols": ["ASSASSINATE", "SCROLL"],
        "money": 0,
        "text": "discard_cards",
        "params": {"min": 0, "max": 1},
        "removed_in_2p": False,
        "summary": N_("Discard one card from your hand."),
    },
    "B29": {
        "name": N_("The Mob"),
        "deck": "brown",
        "symbols": ["SCROLL", "MINION", "ANOTHER"],
        "money": 0,
        "text": "place_trouble_adjacent_to_trouble",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Place a trouble marker in an area adjacent to an area that already has a trouble marker."
        ),
    },
    "B30": {
        "name": N_("Moist von Lipwig"),
        "deck": "brown",
        "symbols": ["MINION", "MONEY", "SCROLL", "ANOTHER"],
        "money": 3,
        "text": "draw_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_("Draw two cards from the draw deck."),
    },
    "B31": {
        "name": N_("Mr Shine"),
        "deck": "brown",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "place_minion_anywhere_no_trouble",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Place one of your minions in any area; do not add a trouble marker for it."),
    },
    "B32": {
        "name": N_("Mr Slant"),
        "deck": "brown",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "earn_per_minion_in_trouble_area",
        "params": {"amount": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Choose an area that contains a trouble marker; take $2 from the bank for each minion there."
        ),
    },
    "B33": {
        "name": N_("Mr Teatime"),
        "deck": "brown",
        "symbols": ["MONEY", "ASSASSINATE", "ANOTHER"],
        "money": 3,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B34": {
        "name": N_("Otto Chriek"),
        "deck": "brown",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "earn_per_trouble_marker",
        "params": {"amount": 1},
        "removed_in_2p": False,
        "summary": N_("Take $1 from the bank for each trouble marker on the board."),
    },
    "B35": {
        "name": N_("Patrician's Palace"),
        "deck": "brown",
        "symbols": ["BUILDING", "MONEY", "MINION"],
        "money": 4,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B36": {
        "name": N_("Ponder Stibbons"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL"],
        "money": 0,
        "text": "play_two_more_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_("Play any two other cards from your hand."),
    },
    "B37": {
        "name": N_("The Post Office"),
        "deck": "brown",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "earn_per_building_on_board",
        "params": {"amount": 1},
        "removed_in_2p": False,
        "summary": N_("Take $1 from the bank for each building on the board (any colour)."),
    },
    "B38": {
        "name": N_("Professor of Recent Runes"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL", "ANOTHER"],
        "money": 0,
        "text": "draw_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_("Draw two cards from the draw deck."),
    },
    "B39": {
        "name": N_("Reacher Gilt"),
        "deck": "brown",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "buy_building",
        "params": {"area_must_have_trouble": True},
        "removed_in_2p": False,
        "summary": N_(
            "Replace another player's building with one of yours, paying the building's cost to its owner; the area MUST contain a trouble marker."
        ),
    },
    "B40": {
        "name": N_("Ruby"),
        "deck": "brown",
        "symbols": ["MINION", "BUILDING"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B41": {
        "name": N_("The Senior Wrangler"),
        "deck": "brown",
        "symbols": ["EVENT", "SCROLL", "ANOTHER"],
        "money": 0,
        "text": "place_minions_near_area",
        "params": {"area": 2, "max": 1},
        "removed_in_2p": False,
        "summary": N_("Place one of your minions in Unreal Estate or an area adjacent to it."),
    },
    "B42": {
        "name": N_("Sergeant Cheery Littlebottom"),
        "deck": "brown",
        "symbols": ["SCROLL", "REMOVE_TROUBLE"],
        "money": 0,
        "text": "draw_cards",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_("Draw two cards from the draw deck."),
    },
    "B43": {
        "name": N_("Sergeant Colon"),
        "deck": "brown",
        "symbols": ["REMOVE_TROUBLE", "MINION"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B44": {
        "name": N_("Sergeant Detritus"),
        "deck": "brown",
        "symbols": ["REMOVE_TROUBLE", "REMOVE_TROUBLE"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B45": {
        "name": N_("Sir Charles Lavatory"),
        "deck": "brown",
        "symbols": ["SCROLL", "BUILDING"],
        "money": 0,
        "text": "earn_per_building_on_board",
        "params": {"amount": 1},
        "removed_in_2p": False,
        "summary": N_("Take $1 from the bank for each building on the board (any colour)."),
    },
    "B46": {
        "name": N_("The Smoking Gnu"),
        "deck": "brown",
        "symbols": ["SCROLL", "ANOTHER"],
        "money": 0,
        "text": "place_minion_in_trouble_area",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Place one of your minions in an area that contains a trouble marker."),
    },
    "B47": {
        "name": N_("Stanley"),
        "deck": "brown",
        "symbols": ["SCROLL", "MINION"],
        "money": 0,
        "text": "steal_random_cards_keep_one",
        "params": {"count": 2},
        "removed_in_2p": False,
        "summary": N_(
            "Take two cards at random from one player's hand, keep one of them and give the other back."
        ),
    },
    "B48": {
        "name": N_("Susan"),
        "deck": "brown",
        "symbols": ["INTERRUPT"],
        "money": 0,
        "text": "interrupt_prevent_removal",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Play when one of your minions would be removed from the board: it is not removed."
        ),
    },
    "B49": {
        "name": N_("Sybil Vimes"),
        "deck": "brown",
        "symbols": ["MONEY", "SCROLL"],
        "money": 3,
        "text": "buy_building",
        "params": {"area_must_have_trouble": False},
        "removed_in_2p": False,
        "summary": N_(
            "Replace another player's building with one of yours, paying the building's cost to its owner; the area must NOT contain a trouble marker."
        ),
    },
    "B50": {
        "name": N_("The Watch"),
        "deck": "brown",
        "symbols": ["BUILDING", "REMOVE_TROUBLE"],
        "money": 0,
        "text": None,
        "params": {},
        "removed_in_2p": False,
        "summary": None,
    },
    "B51": {
        "name": N_("Wee Mad Arthur"),
        "deck": "brown",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "build_half_price",
        "params": {},
        "removed_in_2p": False,
        "summary": N_(
            "Build one building for half its printed cost (all normal building restrictions apply)."
        ),
    },
    "B52": {
        "name": N_("William de Worde"),
        "deck": "brown",
        "symbols": ["MINION", "SCROLL"],
        "money": 0,
        "text": "earn_per_trouble_marker",
        "params": {"amount": 1},
        "removed_in_2p": False,
        "summary": N_("Take $1 from the bank for each trouble marker on the board."),
    },
    "B53": {
        "name": N_("Willikins"),
        "deck": "brown",
        "symbols": ["SCROLL"],
        "money": 0,
        "text": "place_minion_where_own_building",
        "params": {},
        "removed_in_2p": False,
        "summary": N_("Place one of your minions in an area where you have a building."),
    },
}

INTERRUPT_CARDS: frozenset[str] = frozenset(
    cid for cid, card in CARDS.items() if INTERRUPT in card["symbols"]
)
GREEN_CARDS: tuple[str, ...] = tuple(cid for cid, card in CARDS.items() if card["deck"] == "green")
BROWN_CARDS: tuple[str, ...] = tuple(cid for cid, card in CARDS.items() if card["deck"] == "brown")
