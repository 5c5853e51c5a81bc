"""City Area abilities: which may be used now, and the step that carries one out."""

from __future__ import annotations

from games.ankh_morpork.data import (
    ADJACENT,
    AREAS,
)
from games.ankh_morpork.machine import Ctx, Step, area_actions, optional_choice, step
from games.ankh_morpork.state import (
    deck_size,
    minion_count,
    trouble_areas,
)
from games.engine import Action, State


def usable_abilities(state: State, seat: int) -> list[int]:
    """City Area cards whose ability may be used now (once per turn, not the turn gained)."""
    return [n for n in state["city_cards"][seat] if may_use_ability(state, seat, n)]


def ability_usable(state: State, seat: int, number: int) -> bool:
    """The seat holds that City Area card and may use its ability now."""
    return number in state["city_cards"][seat] and may_use_ability(state, seat, number)


def may_use_ability(state: State, seat: int, number: int) -> bool:
    """For a City Area card the seat holds: its ability may be used now."""
    flow = state["flow"]
    if (
        number in flow["abilities_used"]
        or number in flow["gained"]
        or state["areas"][str(number)]["demons"]  # a demon blocks the area's ability
    ):
        return False
    ability = AREAS[number]["ability"]
    if ability["code"] == "take_money":
        return True  # (ability_possible: the commonest, asked without a call)
    return ability_possible(state, seat, number)


def ability_possible(state: State, seat: int, number: int) -> bool:
    ability = AREAS[number]["ability"]
    code = ability["code"]
    money = state["money"][seat]
    if code == "take_money":
        return True
    if code == "pay_to_place_minion_near":
        return money >= ability["cost"]
    if code == "draw_then_discard":
        return deck_size(state) > 0
    if code == "discard_for_money":
        return bool(state["hands"][seat])
    if code == "place_trouble_near":
        return shades_trouble_possible(state, number)
    if code == "pay_to_remove_trouble":
        return money >= ability["cost"] and any(a["trouble"] for a in state["areas"].values())
    return False  # Small Gods is used only in answer to a random event


def shades_trouble_areas(state: State, centre: int) -> list[int]:
    """The Shades or an adjacent area, holding a minion and no trouble marker yet."""
    areas = state["areas"]
    return [
        n for n, key in _NEAR[centre] if not areas[key]["trouble"] and minion_count(areas[key]) > 0
    ]


def shades_trouble_possible(state: State, centre: int) -> bool:
    """``shades_trouble_areas`` is not empty (the turn's options ask it, for every turn):
    minion_count written out."""
    areas = state["areas"]
    for _, key in _NEAR[centre]:
        a = areas[key]
        if not a["trouble"] and sum(a["minions"]) + a["trolls"] + a["demons"] > 0:
            return True
    return False


#: An area and its neighbours, each as (number, key in ``state["areas"]``).
_NEAR: dict[int, tuple[tuple[int, str], ...]] = {
    centre: tuple((n, str(n)) for n in (centre, *ADJACENT[centre])) for centre in ADJACENT
}


# -- City Area abilities ------------------------------------------------------------


@step("ability")
def step_ability(ctx: Ctx, st: Step, action: Action | None) -> None:
    state = ctx.state
    seat, number = st["seat"], st["area"]
    ability = AREAS[number]["ability"]
    code = ability["code"]
    name = AREAS[number]["name"]
    if code == "take_money":
        ctx.pop()
        ctx.gain(seat, ability["amount"], name)
    elif code == "pay_to_place_minion_near":
        ctx.replace(
            {
                "t": "place",
                "seat": seat,
                "where": f"near:{ability['centre']}",
                "cost": ability["cost"],
                "optional": True,
            }
        )
    elif code == "draw_then_discard":
        if action is None and not st.get("drawn"):
            st["drawn"] = True
            ctx.draw(seat, ability["draw"])
            if ctx.over:
                return
        if action is None:
            if not ctx.ask(seat, "discard a card", cards={"of": seat, "act": "discard"}):
                ctx.pop()
            return
        ctx.pop()
        ctx.discard(seat, action["card"])
    elif code == "discard_for_money":
        hand = {"of": seat, "act": "discard"}
        chosen = optional_choice(ctx, seat, action, "discard a card for $2", cards=hand)
        if chosen is not None:
            ctx.discard(seat, chosen["card"])
            ctx.gain(seat, ability["amount"], name)
    elif code == "place_trouble_near":
        actions = area_actions("place_trouble", shades_trouble_areas(state, ability["centre"]))
        chosen = optional_choice(ctx, seat, action, "place a trouble marker", actions)
        if chosen is not None:
            ctx.set_trouble(chosen["area"], True)
    elif code == "pay_to_remove_trouble":
        actions = area_actions("remove_trouble", trouble_areas(state))
        chosen = optional_choice(ctx, seat, action, "pay $2 to remove a trouble marker", actions)
        if chosen is not None:
            ctx.pay_bank(seat, ability["cost"], name)
            ctx.set_trouble(chosen["area"], False)
    else:
        ctx.pop()
