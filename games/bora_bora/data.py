"""Bora Bora components as data.

Values marked PROPOSAL in the shared digest (``shared/games/bora_bora.md``) live here, so that a
corrected component list changes this file and not the rules code: the board graph beyond the four
paths of the rulebook example, the outer region types, the fish tiles, the left-side values of the
person tiles, the jewelry tiles and the ceremony-area layout.
"""

from __future__ import annotations

from typing import Any

ROUNDS = 6

# -- the main board ----------------------------------------------------------------------------

ISLANDS: dict[str, list[str]] = {
    "CENTRAL": ["C_NW", "C_NE", "C_SW", "C_SE"],
    "NORTH": ["N_W", "N_E"],
    "EAST": ["E_N", "E_S"],
    "SOUTH": ["S_E", "S_W"],
    "WEST": ["W_N", "W_S"],
}
REGIONS: list[str] = [region for regions in ISLANDS.values() for region in regions]
ISLAND_OF: dict[str, str] = {r: island for island, rs in ISLANDS.items() for r in rs}

REGION_TYPE: dict[str, str] = {  # PROPOSAL for the six outer regions not named by the example
    "C_NW": "forest",
    "C_NE": "plains",
    "C_SW": "beach",
    "C_SE": "mountain",
    "N_W": "beach",
    "N_E": "mountain",
    "E_N": "forest",
    "E_S": "beach",
    "S_E": "plains",
    "S_W": "mountain",
    "W_N": "plains",
    "W_S": "forest",
}
REGION_TYPES = ["mountain", "forest", "beach", "plains"]
TYPE_RESOURCE: dict[str, str] = {
    "mountain": "stone",
    "forest": "wood",
    "beach": "sand",
    "plains": "offering",
}

#: [kind, region a, region b, value]; a die (or person strength) >= value may use the path.
#: C_SE-C_NE 4, C_SE-C_SW 2, C_SE-S_E 5 and C_SE-E_S 4 are the rulebook example; the rest PROPOSAL.
PATHS: list[list[Any]] = [
    ["land", "C_NW", "C_NE", 3],
    ["land", "C_NW", "C_SW", 1],
    ["land", "C_NE", "C_SE", 4],
    ["land", "C_SW", "C_SE", 2],
    ["land", "N_W", "N_E", 2],
    ["land", "E_N", "E_S", 1],
    ["land", "S_E", "S_W", 3],
    ["land", "W_N", "W_S", 2],
    ["water", "C_SE", "S_E", 5],
    ["water", "C_SE", "E_S", 4],
    ["water", "C_NE", "E_N", 5],
    ["water", "C_NE", "N_E", 3],
    ["water", "C_NW", "N_W", 4],
    ["water", "C_NW", "W_N", 6],
    ["water", "C_SW", "W_S", 3],
    ["water", "C_SW", "S_W", 6],
    ["water", "N_E", "E_N", 2],
    ["water", "E_S", "S_E", 3],
    ["water", "S_W", "W_S", 2],
    ["water", "W_N", "N_W", 3],
]
PATH_KINDS = ["land", "water"]

#: region -> kind -> [(neighbour, value)], built once from PATHS.
NEIGHBOURS: dict[str, dict[str, list[tuple[str, int]]]] = {
    region: {kind: [] for kind in PATH_KINDS} for region in REGIONS
}
for _kind, _a, _b, _value in PATHS:
    NEIGHBOURS[_a][_kind].append((_b, _value))
    NEIGHBOURS[_b][_kind].append((_a, _value))

#: 12 fish tiles [fish type, value]; PROPOSAL (four 1s so that 4 players find an empty "1" region).
FISH_TILES: list[list[Any]] = [
    ["FISH_A", 1],
    ["FISH_A", 2],
    ["FISH_A", 6],
    ["FISH_B", 1],
    ["FISH_B", 3],
    ["FISH_B", 5],
    ["FISH_C", 1],
    ["FISH_C", 4],
    ["FISH_C", 4],
    ["FISH_D", 1],
    ["FISH_D", 3],
    ["FISH_D", 5],
]
FISH_TYPES = ["FISH_A", "FISH_B", "FISH_C", "FISH_D"]
START_FISH_VALUE = 1

# -- action tiles --------------------------------------------------------------------------------

#: tile id -> the actions a die placed on it may carry out, by player count.
#: Combined tiles (one pile of dice, each die chooses one half) exist for 2 and 3 players.
ACTION_TILES: dict[int, dict[str, list[str]]] = {
    4: {
        "land": ["land"],
        "water": ["water"],
        "woman": ["woman"],
        "man": ["man"],
        "helper": ["helper"],
        "temple": ["temple"],
        "build": ["build"],
    },
    3: {
        "land_water": ["land", "water"],
        "woman": ["woman"],
        "man": ["man"],
        "helper": ["helper"],
        "temple": ["temple"],
        "build": ["build"],
    },
    2: {
        "land_water": ["land", "water"],
        "man_woman": ["woman", "man"],
        "helper": ["helper"],
        "temple": ["temple"],
        "build": ["build"],
    },
}
FISHING_TILE = "fishing"
FISHING_VP = 2
DICE_PER_PLAYER = 3

# -- people ------------------------------------------------------------------------------------

GENDERS = ["M", "W"]  # men (status symbols on the left) and women (shells on the left)
PERSON_TYPES = [
    "LAND_PATH",
    "WATER_PATH",
    "TAKE_WOMAN",
    "TAKE_MAN",
    "BUILD",
    "MATERIAL",
    "MOVE_HUT",
    "VICTORY_POINTS",
    "GOD_CARD",
    "OFFERING",
    "STATUS",
    "SHELL",
]
#: PROPOSAL: the three copies of each (gender, type) show 1, 2 and 3 status symbols / shells.
PERSON_LEFT_VALUES = [1, 2, 3]
#: Phase B strength with 1 / 2 / 3 identical tiles of one gender.
PERSON_STRENGTH: dict[str, list[int]] = {
    "LAND_PATH": [2, 4, 6],
    "WATER_PATH": [2, 4, 6],
    "TAKE_WOMAN": [3, 6, 6],
    "TAKE_MAN": [3, 6, 6],
    "BUILD": [3, 6, 6],
    "MATERIAL": [1, 2, 3],
    "MOVE_HUT": [1, 2, 3],
    "VICTORY_POINTS": [2, 4, 6],
    "GOD_CARD": [1, 2, 3],
    "OFFERING": [1, 2, 3],
    "STATUS": [1, 2, 3],
    "SHELL": [1, 2, 3],
}
#: Person types whose strength is a die value (capped at 6 when a Green God doubles it).
DIE_LIKE_TYPES = {"LAND_PATH", "WATER_PATH", "TAKE_WOMAN", "TAKE_MAN", "BUILD"}
MAX_DIE = 6
DISPLAY_SIZE = 6
PERSON_SPACES = 12  # space 12 holds any number of huts, or one person once empty


def person_tile_id(gender: str, person_type: str, left_value: int) -> str:
    return f"{gender}:{person_type}:{left_value}"


ALL_PEOPLE: dict[str, list[str]] = {
    g: [person_tile_id(g, t, v) for t in PERSON_TYPES for v in PERSON_LEFT_VALUES] for g in GENDERS
}
#: tile id -> (gender, person type, left value)
PERSON_INFO: dict[str, tuple[str, str, int]] = {
    person_tile_id(g, t, v): (g, t, v)
    for g in GENDERS
    for t in PERSON_TYPES
    for v in PERSON_LEFT_VALUES
}


def parse_person(tile: str) -> tuple[str, str, int]:
    return PERSON_INFO[tile]


# -- ceremony area, buildings, materials -------------------------------------------------------

MATERIALS = ["stone", "wood", "sand"]
CEREMONY_ROWS = 3
CEREMONY_COLS = 4
#: PROPOSAL: material printed on each of the 12 ceremony spaces, row-major.
CEREMONY_LAYOUT: list[str] = [
    "stone", "sand", "wood", "stone",
    "wood", "stone", "sand", "wood",
    "sand", "wood", "stone", "sand",
]  # fmt: skip
#: Orthogonally adjacent ceremony-space pairs [a, b] with a < b.
CEREMONY_PAIRS: list[list[int]] = [
    [r * CEREMONY_COLS + c, r * CEREMONY_COLS + c + 1]
    for r in range(CEREMONY_ROWS)
    for c in range(CEREMONY_COLS - 1)
] + [
    [r * CEREMONY_COLS + c, (r + 1) * CEREMONY_COLS + c]
    for r in range(CEREMONY_ROWS - 1)
    for c in range(CEREMONY_COLS)
]
BUILDING_TILES = [1, 2, 3, 4, 5, 6]
BUILD_VP_BY_ROUND = [10, 10, 7, 7, 4, 4]

# -- temple, status, VP ------------------------------------------------------------------------

TEMPLE_SPACES = 6  # space 6 is leftmost; a pushed priest moves toward space 1, then off the track
PRIESTS_PER_PLAYER = 4
PRIEST_VP_BY_ROUND = [1, 1, 2, 2, 3, 3]
TEMPLE_GOD_TILES = 6
STATUS_MAX = 15
START_VP_BY_TURN_POSITION = [0, 1, 2, 3]

# -- helper price table and fire bonus ---------------------------------------------------------

HELPER_COSTS: dict[str, int] = {
    "tattoo": 1,
    "collect_shells": 1,
    "vp": 1,
    "offering": 2,
    "god_card": 2,
    "material": 2,
    "move_hut": 2,
}

# -- gods --------------------------------------------------------------------------------------

GOD_COLOURS = ["blue", "white", "red", "green", "yellow"]
GOD_CARDS_PER_COLOUR = 12
GOD_DISPLAY_SIZE = 5
START_GOD_CARDS = 2
START_OFFERINGS = 2
START_GOD_TILES = 1
GOD_TILE_FINAL_VP = 2

# -- jewelry -----------------------------------------------------------------------------------

JEWELRY_TYPES = ["NECKLACE", "BRACELET", "EARRINGS", "RING", "ANKLET", "HEADDRESS"]
#: PROPOSAL: [cost in shells, final VP] of the four tiles of every jewelry type.
JEWELRY_TILES_PER_TYPE: list[list[int]] = [[1, 1], [3, 3], [5, 6], [7, 9]]
JEWELRY: dict[str, dict[str, Any]] = {
    f"{t}:{i + 1}": {"type": t, "cost": cost, "vp": vp}
    for t in JEWELRY_TYPES
    for i, (cost, vp) in enumerate(JEWELRY_TILES_PER_TYPE)
}
JEWELRY_PER_COLUMN = 4

# -- tasks -------------------------------------------------------------------------------------

TASK_VP = 6
TASK_VP_WITH_YELLOW = 4  # the rulebook says 4 twice (main text, end of game); its sidebar says 3
FINAL_TASKS = 3


def _task_table() -> list[dict[str, Any]]:
    """Every task as a list of [metric, minimum] requirements (all must hold).

    A Yellow God lowers exactly one minimum by one (so "a man and a priest" may lack one item).
    """
    start: list[list[list[Any]]] = [
        [["men", 1], ["women", 1]],
        [["regions", 3]],
        [["women", 1], ["priests", 1]],
        [["max_cards_one_colour", 3]],
        [["women", 1], ["jewelry", 1]],
        [["man_types", 3]],
        [["men", 4]],
    ]
    dark: list[list[list[Any]]] = [
        [["regions", 9]],
        [["islands", 5]],
        [["men", 1], ["priests", 1]],
        [["priests", 3]],
        *[[[f"cards:{c}", 2]] for c in GOD_COLOURS],
        [["card_colours", 4]],
        [["men", 1], ["turn_order_first", 1]],
        [["woman_types", 3]],
        [["jewelry_types", 3]],
        [["women", 4]],
        [["jewelry", 4]],
        [["built", 4]],
        *[[[f"jewelry:{t}", 2]] for t in JEWELRY_TYPES],
        [["god_tiles", 2]],
        [["offerings", 4]],
        [["shells", 5]],
        *[[[f"material:{m}", 3]] for m in MATERIALS],
        [["materials", 5]],
        *[[[f"region_type:{t}", 3]] for t in REGION_TYPES],
        *[[[f"fish_type:{f}", 3]] for f in FISH_TYPES],
        [["huts_on_12", 4]],
        [["shifted_men", 3]],
        [["shifted_women", 3]],
        [["shifted_people", 5]],
        *[[[f"person_type:{p}", 2]] for p in PERSON_TYPES],
    ]
    tasks = [{"deck": "start", "req": req} for req in start]
    tasks += [{"deck": "dark", "req": req} for req in dark]
    return [{"id": f"T{i + 1:02d}", **task} for i, task in enumerate(tasks)]


TASKS: dict[str, dict[str, Any]] = {task["id"]: task for task in _task_table()}
START_TASKS = [t for t, task in TASKS.items() if task["deck"] == "start"]
DARK_TASKS = [t for t, task in TASKS.items() if task["deck"] == "dark"]
assert len(START_TASKS) == 7 and len(DARK_TASKS) == 53
START_TASKS_PER_PLAYER = 1
DARK_TASKS_PER_PLAYER = 2


def task_display_size(players: int) -> int:
    return players + 2


# -- final scoring -----------------------------------------------------------------------------

BONUS_VP = 6
BONUS_TASKS_COMPLETED = 9
BONUS_JEWELRY = 6
