"""Components of The Great Zimbabwe as data (the rulebook's component list, as the rules digest
reads it; rulings in docs/games/great-zimbabwe.md).

Everything a corrected component list could change lives here, so a correction changes data,
not code. Values the digest marks as a proposal or "medium-high" (specialist and god VR, the
throne maker's resource, the 3-player layout) are kept here for that reason.
"""

from __future__ import annotations

from typing import Any

START_VR = 20
MAX_VR = 40
START_CATTLE = 3
TRANSPORT_RANGE = 3
ESHU_TRANSPORT_RANGE = 6
HUB_FEE = 1
MAX_MONUMENT_LEVEL = 5
GODS_IN_PLAY = 8
CRAFTSMEN_PER_TYPE = 3
PRICE_OPTIONS = [1, 2, 3]
#: Physical cattle in the box (30 x 1 + 30 x 3). The bank is unlimited (digest Q9), so the
#: bank count may go below zero; it only serves the conservation check.
CATTLE_IN_BOX = 120

#: Total VP of a monument by level (L*L - L + 1); raising from L adds 2L.
MONUMENT_VP_TOTAL = [0, 1, 3, 7, 13, 21]

# -- craftsmen and technology cards -----------------------------------------------------------

CRAFTSMEN: dict[str, dict[str, Any]] = {
    "potter": {
        "tier": "primary", "resource": "clay", "shape": [1, 2], "build_cost": 2, "vp": 1,
        "tech_vr": [3, 4], "line": "clay", "secondary": "vessel_maker", "requires": None,
    },
    "wood_carver": {
        "tier": "primary", "resource": "wood", "shape": [1, 2], "build_cost": 2, "vp": 1,
        "tech_vr": [3, 4], "line": "wood", "secondary": "sculptor", "requires": None,
    },
    "ivory_carver": {
        "tier": "primary", "resource": "ivory", "shape": [2, 2], "build_cost": 2, "vp": 1,
        "tech_vr": [2, 3], "line": "ivory", "secondary": "throne_maker", "requires": None,
    },
    "diamond_cutter": {
        "tier": "primary", "resource": "diamonds", "shape": [2, 2], "build_cost": 10, "vp": 3,
        "tech_vr": [1, 2], "line": "diamond", "secondary": None, "requires": None,
    },
    "vessel_maker": {
        "tier": "secondary", "resource": "clay", "shape": [2, 2], "build_cost": 4, "vp": 2,
        "tech_vr": [3, 4], "line": "clay", "secondary": None, "requires": "potter",
    },
    "sculptor": {
        "tier": "secondary", "resource": "wood", "shape": [2, 2], "build_cost": 4, "vp": 2,
        "tech_vr": [3, 4], "line": "wood", "secondary": None, "requires": "wood_carver",
    },
    "throne_maker": {
        # Digest Q18: both implementations say wood, not ivory.
        "tier": "secondary", "resource": "wood", "shape": [1, 2], "build_cost": 4, "vp": 2,
        "tech_vr": [3, 4], "line": "ivory", "secondary": None, "requires": "ivory_carver",
    },
}  # fmt: skip
CRAFTSMAN_TYPES = list(CRAFTSMEN)
LINES = ["wood", "clay", "ivory", "diamond"]
RESOURCES = ["wood", "clay", "ivory", "diamonds"]
RESOURCE_LETTER = {"wood": "W", "clay": "C", "ivory": "I", "diamonds": "D"}
LETTER_RESOURCE = {letter: name for name, letter in RESOURCE_LETTER.items()}

# -- specialists --------------------------------------------------------------------------------

SPECIALISTS: dict[str, dict[str, Any]] = {
    "shaman": {"vr": 3, "use_cost": [2]},
    "rain_ceremony": {"vr": 1, "use_cost": [3]},
    "nomads": {"vr": 1, "use_cost": [2]},
    "herd": {"vr": 6, "use_cost": [2, 4, 6]},
    "builder": {"vr": 2, "use_cost": [2]},
}
#: Herd: cattle put on the card -> cattle the bank adds to it.
HERD_BONUS = {2: 1, 4: 2, 6: 3}
#: Builder: how much of each craftsman's build cost goes onto the Builder card.
BUILDER_SHARE = 2
SPECIALIST_NAMES = list(SPECIALISTS)

# -- gods ---------------------------------------------------------------------------------------

GODS: dict[str, dict[str, Any]] = {
    "shadipinyi": {"vr": 4, "phase": 1, "title": "Shadipinyi, god of drunkards"},
    "elegua": {"vr": 4, "phase": 1, "title": "Elegua, god of beginnings"},
    "dziva": {"vr": 2, "phase": 2, "title": "Dziva, god of change"},
    "eshu": {"vr": 4, "phase": 2, "title": "Eshu, god of roads"},
    "gu": {"vr": 4, "phase": 2, "title": "Gu, god of craftsmen"},
    "obatala": {"vr": 7, "phase": 2, "title": "Obatala, god of mankind"},
    "atete": {"vr": 5, "phase": 2, "title": "Atete, goddess of fertility"},
    "tsui_goab": {"vr": 3, "phase": 2, "title": "Tsui'Goab, the transformer"},
    "anansi": {"vr": 5, "phase": 2, "title": "Anansi, the trickster"},
    "qamata": {"vr": 2, "phase": 2, "title": "Qamata, god of commerce"},
    "engai": {"vr": 5, "phase": 3, "title": "Engai, patron of cattle"},
    "xango": {"vr": -2, "phase": 4, "title": "Xango, patron of drummers"},
}
GOD_NAMES = list(GODS)
BEGINNER_GODS = ["xango", "tsui_goab", "elegua", "gu", "engai", "obatala"]
#: Gu: every technology card adds only this much VR.
GU_TECH_VR = 1
ENGAI_INCOME_BONUS = 2
ELEGUA_FREE_CATTLE = 3
ATETE_MARKERS_PER_RESOURCE = 2
#: Anansi pays this per craftsman whose good he buys, whatever the price.
ANANSI_PRICE = 1

# -- supply -------------------------------------------------------------------------------------

RESOURCE_TILES = {"wood": 6, "clay": 4, "ivory": 3, "diamonds": 3}
WATER_TILES = 8

# -- rule variants the digest leaves open (kept as data so a ruling is one edit) -----------------

#: Q6: monuments do not block craftsman-resource legs.
MONUMENTS_BLOCK_RESOURCE_LEGS = False
#: Q7: the primary/secondary same-turn rule, a match option (``same_turn_rule``). R-ES (the
#: default, closer to the English original): a player may not place the *first* primary of a
#: line and that line's secondary in the same turn. R-RU: a player may not place a primary and
#: the secondary of the same line in the same turn at all, in either order.
SAME_TURN_RULES: dict[str, str] = {
    "es": "A player may not place the first primary craftsman of a line and its secondary in "
    "the same turn (Spanish rulebook; the default).",
    "ru": "A player may not place a primary craftsman and the secondary of the same line in the "
    "same turn at all (Russian rulebook).",
}
DEFAULT_SAME_TURN_RULE = "es"

# -- map ------------------------------------------------------------------------------------------

TILE_SIZE = 6
#: Legend: "." land, "~" water, "S" start area, "W" wood, "C" clay, "I" ivory, "D" diamonds.
#: Off-map squares of the assembled map are " ".
START_TILE = "T0"
TILES: dict[str, list[str]] = {
    "T0": ["..S..S", "......", "S..W..", "..C..S", "......", "S..S.."],
    "T1": ["..~~..", ".W~~C.", "......", "......", "....W.", "......"],
    "T2": ["D..~~~", "...~~~", "C...I.", "......", "......", "......"],
    "T3": ["~~....", "~~I...", "..C...", "......", ".D..~~", "....~~"],
    "T4": ["~~~~..", "~~~~..", "..W...", "......", "D....C", "......"],
    "T5": [".~~~~~", ".I....", "...W..", "...W..", "~~....", "~~...."],
    "T6": [".....~", ".C...~", ".....~", ".....~", ".~~DW~", ".~~..~"],
    "T7": ["..~...", "..~CI.", "..~C..", "..~...", "..~~~~", "..~~~~"],
    "T8": [".~....", ".~.I..", ".~....", ".~I...", ".~~~..", ".~~~.W"],
    "T9": ["......", ".C..W.", "~~....", "~~....", "~~~~..", ".~~~.C"],
    "T10": ["~~~~.W", "~~~~..", "~~~~..", "..ID..", "......", "......"],
}
RANDOM_TILES = [name for name in TILES if name != START_TILE]
#: Layouts by player count: grid size in tile slots, the start slot and the random slots.
LAYOUTS: dict[int, dict[str, Any]] = {
    2: {"grid": [2, 2], "start_slot": [0, 0], "random_slots": [[0, 1], [1, 0], [1, 1]]},
    3: {
        "grid": [3, 3], "start_slot": [1, 1],
        "random_slots": [[0, 0], [0, 1], [0, 2], [1, 0], [2, 0]],
    },
    4: {
        "grid": [3, 3], "start_slot": [1, 1],
        "random_slots": [[0, 0], [0, 1], [1, 0], [1, 2], [2, 1], [2, 2]],
    },
    5: {
        "grid": [3, 3], "start_slot": [1, 1],
        "random_slots": [[0, 0], [0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1], [2, 2]],
    },
}  # fmt: skip

EMPIRES = ["Kilwa", "Mutapa", "Zulu", "Lozi", "Mapungubwe"]


def rotate_tile(rows: list[str], quarter_turns: int) -> list[str]:
    """The tile turned clockwise by 90 degrees ``quarter_turns`` times: new[r][c] = old[5-c][r]."""
    size = len(rows)
    for _ in range(quarter_turns % 4):
        rows = ["".join(rows[size - 1 - c][r] for c in range(size)) for r in range(size)]
    return rows


def tech_vr(craftsman: str, card_index: int) -> int:
    """VR printed on the ``card_index``-th (0 = lower, taken first) technology card of a type."""
    return CRAFTSMEN[craftsman]["tech_vr"][card_index]


def monument_raise_vp(level: int) -> int:
    """VP gained by raising a monument from ``level`` to ``level + 1``."""
    return MONUMENT_VP_TOTAL[level + 1] - MONUMENT_VP_TOTAL[level]
