"""Phase B: each player may activate one man type and one woman type, in either order.

Several identical tiles *may* be combined into one stronger action (the player chooses how many);
the Green God doubles an activation or allows one more of another type.
"""

from __future__ import annotations

from typing import Any

from games.bora_bora import data as d
from games.bora_bora.moves import (
    NEVER,
    Frame,
    build_tile_actions,
    can_build,
    can_move_hut_to_12,
    can_take_person,
    draw_god_card,
    equal_in,
    expand_actions,
    expansion_targets,
    gain_material,
    god_actions,
    god_card_sources,
    material_actions,
    pay_god,
    payment_options,
    take_person_actions,
)
from games.bora_bora.phase_a import values_needed
from games.bora_bora.state import player
from games.engine import Action, Resolution, State


def b_menu_frame() -> Frame:
    return {"kind": "b_menu", "used": {"M": [], "W": []}, "extra": {"M": 0, "W": 0}}


def person_counts(p: dict[str, Any], gender: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    info = d.PERSON_INFO  # d.parse_person, looked up once
    for person in p["people"]:
        g, person_type, _ = info[person["tile"]]
        if g == gender:
            counts[person_type] = counts.get(person_type, 0) + 1
    return counts


def activation_strength(person_type: str, tiles: int, doubled: bool) -> int:
    strength = d.PERSON_STRENGTH[person_type][min(tiles, 3) - 1]
    if doubled:
        strength *= 2
        if person_type in d.DIE_LIKE_TYPES:
            strength = min(strength, d.MAX_DIE)
    return strength


def activation_doable(state: State, seat: int, person_type: str, strength: int) -> bool:
    p = player(state, seat)
    if person_type == "LAND_PATH":
        return bool(expansion_targets(state, seat, ["land"], strength))
    if person_type == "WATER_PATH":
        return bool(expansion_targets(state, seat, ["water"], strength))
    if person_type == "TAKE_WOMAN":
        return can_take_person(state, seat, "W", strength)
    if person_type == "TAKE_MAN":
        return can_take_person(state, seat, "M", strength)
    if person_type == "BUILD":
        return can_build(state, seat, strength)
    if person_type == "MOVE_HUT":
        return can_move_hut_to_12(p)
    if person_type == "GOD_CARD":
        return bool(god_card_sources(state))
    return True


#: person type -> the die action whose lowest value it needs (``activation_doable`` of these
#: asks "a path / display position / building tile no higher than the strength", as a die does)
_DIE_ACTION = {
    "LAND_PATH": "land",
    "WATER_PATH": "water",
    "TAKE_WOMAN": "woman",
    "TAKE_MAN": "man",
    "BUILD": "build",
}


class _StrengthNeeded(dict[str, int]):
    """Person type -> the lowest strength with which ``activation_doable`` holds (``NEVER``:
    none), each worked out the first time a listing asks: a listing asks about every type held,
    with every number of tiles, with and without a Green God."""

    __slots__ = ("state", "seat", "die_values")
    state: State
    seat: int
    die_values: dict[str, int]

    def __missing__(self, person_type: str) -> int:
        action = _DIE_ACTION.get(person_type)
        if action is not None:
            value = self.die_values[action]
        elif person_type == "MOVE_HUT":
            value = 0 if can_move_hut_to_12(player(self.state, self.seat)) else NEVER
        elif person_type == "GOD_CARD":
            value = 0 if god_card_sources(self.state) else NEVER
        else:
            value = 0
        self[person_type] = value
        return value


def _strength_needed(state: State, seat: int) -> _StrengthNeeded:
    needed = _StrengthNeeded()
    needed.state, needed.seat, needed.die_values = state, seat, values_needed(state, seat)
    return needed


def _may_activate(
    needed: _StrengthNeeded, person_type: str, tiles: int, green_pays: list[str]
) -> bool:
    """Whether activating ``tiles`` of a type does something (doubled by a Green God the seat
    can pay for, if need be): ``activation_doable``, from the lowest strength it needs."""
    need = needed[person_type]
    if activation_strength(person_type, tiles, False) >= need:
        return True
    return bool(green_pays) and activation_strength(person_type, tiles, True) >= need


def b_menu_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    p = player(state, seat)
    actions: list[Action] = []
    green_pays = payment_options(p, "green")
    needed = _strength_needed(state, seat)
    for gender in d.GENDERS:
        used = frame["used"][gender]
        counts = person_counts(p, gender)
        may_activate = len(used) < 1 + frame["extra"][gender]
        for person_type in sorted(t for t in counts if t not in used):
            for tiles in range(1, counts[person_type] + 1):  # combining is a "may"
                if not _may_activate(needed, person_type, tiles, green_pays):
                    continue
                if may_activate:
                    actions.append(
                        {
                            "type": "activate",
                            "gender": gender,
                            "person_type": person_type,
                            "tiles": tiles,
                        }
                    )
                elif used and len(used) == 1 + frame["extra"][gender]:
                    # Green God (b): one more activation of this gender, of another type
                    for pay in green_pays:
                        extra = {"type": "play_god", "god": "green", "pay": pay, "gender": gender}
                        if extra not in actions:
                            actions.append(extra)
    actions.append({"type": "end_people"})
    return actions


def activation_named(state: State, seat: int, frame: Frame, action: Action) -> list[Action]:
    """The activation ``b_menu_actions`` lists equal to ``action``, if it lists one: only its
    gender, type and number of tiles are looked at (what ``resolve`` checks it against)."""
    p = player(state, seat)
    gender = equal_in(d.GENDERS, action.get("gender"))
    if gender is None:
        return []
    used = frame["used"][gender]
    if len(used) >= 1 + frame["extra"][gender]:  # no activation of this gender left
        return []
    counts = person_counts(p, gender)
    person_type = equal_in((t for t in counts if t not in used), action.get("person_type"))
    if person_type is None:
        return []
    tiles = equal_in(range(1, counts[person_type] + 1), action.get("tiles"))
    if tiles is None or not _may_activate(
        _strength_needed(state, seat), person_type, tiles, payment_options(p, "green")
    ):
        return []
    return [{"type": "activate", "gender": gender, "person_type": person_type, "tiles": tiles}]


def end_people_named(state: State, seat: int, frame: Frame, action: Action) -> list[Action]:
    """``b_menu_actions`` always lists ending Phase B."""
    return [{"type": "end_people"}]


def activation_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    p = player(state, seat)
    person_type = frame["person_type"]
    strength = activation_strength(person_type, frame["count"], frame["doubled"])
    actions: list[Action] = []
    if not frame["doubled"]:
        actions += god_actions(p, "green")
    if person_type == "LAND_PATH":
        actions += expand_actions(state, seat, ["land"], strength)
    elif person_type == "WATER_PATH":
        actions += expand_actions(state, seat, ["water"], strength)
    elif person_type == "TAKE_WOMAN":
        actions += take_person_actions(state, seat, "W", strength)
    elif person_type == "TAKE_MAN":
        actions += take_person_actions(state, seat, "M", strength)
    elif person_type == "BUILD":
        actions += build_tile_actions(state, seat, strength)
    elif person_type == "MOVE_HUT":
        # "move 1 (2/3) huts": moving fewer is allowed, but at least one (the action was chosen)
        if can_move_hut_to_12(p):
            most = min(strength, p["huts_board"])
            actions += [{"type": "move_huts", "count": n} for n in range(1, most + 1)]
    else:
        actions.append({"type": "carry_out"})
    return actions


def handle_green_god(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    pay_god(res, seat, action)
    if frame["kind"] == "activation":
        res.update(doubled=True)
    else:
        extra = dict(frame["extra"])
        extra[action["gender"]] += 1
        res.update(extra=extra)


def handle_activate(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    gender, person_type = action["gender"], action["person_type"]
    used = {g: list(v) for g, v in frame["used"].items()}
    used[gender].append(person_type)
    res.update(used=used)
    res.push(
        {
            "kind": "activation",
            "gender": gender,
            "person_type": person_type,
            "count": action["tiles"],
            "doubled": False,
        }
    )


def handle_carry_out(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    amount = activation_strength(frame["person_type"], frame["count"], frame["doubled"])
    person_type = frame["person_type"]
    if person_type == "MATERIAL":
        res.push({"kind": "pick_material", "left": amount})
    elif person_type == "VICTORY_POINTS":
        res.emit({"type": "gain", "seat": seat, "vp": amount})
    elif person_type == "GOD_CARD":
        res.push({"kind": "pick_god", "left": amount})
    elif person_type == "OFFERING":
        res.emit({"type": "gain", "seat": seat, "offerings": amount})
    elif person_type == "STATUS":
        res.emit({"type": "gain", "seat": seat, "status": amount})
    elif person_type == "SHELL":
        res.emit({"type": "gain", "seat": seat, "shells": amount})


def handle_move_huts(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    res.pop()
    res.emit({"type": "move_huts", "seat": seat, "count": action["count"]})


def pick_material_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return material_actions(player(state, seat), d.MATERIALS, type="take_material")


def handle_take_material(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    gain_material(res, seat, action["material"], action["cell"])
    if frame["left"] == 1:
        res.pop()
    else:
        res.update(left=frame["left"] - 1)


def pick_god_actions(state: State, seat: int, frame: Frame) -> list[Action]:
    return [{"type": "take_god_card", "source": s} for s in god_card_sources(state)]


def handle_take_god_card(res: Resolution, seat: int, frame: Frame, action: Action) -> None:
    draw_god_card(res, seat, action["source"])
    if frame["left"] == 1 or not god_card_sources(res.state):
        res.pop()
    else:
        res.update(left=frame["left"] - 1)
