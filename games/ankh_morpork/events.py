"""The twelve random events, each a step function of the step machine (machine.py).

Every d12 roll is emitted as a ``roll`` effect. Pieces of a player threatened by an event go
through the ``remove`` / ``move`` / ``remove_building`` steps, so the owner may answer with
Susan, Fresh Start Club, Igor (removals) or pay Small Gods' $3 per piece.
"""

from __future__ import annotations

from typing import Any

from games.ankh_morpork.data import ADJACENT, AREAS, EVENTS, RIVER_AREAS
from games.ankh_morpork.machine import (
    EVENT_STEPS,
    STEPS,
    Ctx,
    Step,
    StepFn,
    area_actions,
    end_game,
    guard,
    minion_actions,
    seats_from,
    small_gods_can_protect,
)
from games.ankh_morpork.state import area, buildings_of, minion_count, owners_in, trouble_count
from games.engine import Action


def event(name: str) -> Any:
    def register(fn: StepFn) -> StepFn:
        EVENT_STEPS[name] = fn
        return fn

    return register


def push_removals_of_everything(ctx: Ctx, st: Step, number: int) -> None:
    a = area(ctx.state, number)
    for owner in owners_in(a):
        count = (
            a["trolls"]
            if owner == "troll"
            else a["demons"]
            if owner == "demon"
            else a["minions"][int(owner)]
        )
        for _ in range(count):
            ctx.push(
                {"t": "remove", "owner": owner, "area": number, "cause": "event", "by": st["seat"]}
            )


@event("the_dragon")
def the_dragon(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Everything in the rolled area goes: minions, trolls, demons, trouble, building."""
    number = ctx.roll("The Dragon")
    ctx.replace({"t": "trouble_off", "area": number})
    ctx.push({"t": "remove_building", "area": number, "cause": "event", "by": st["seat"]})
    push_removals_of_everything(ctx, st, number)


def step_trouble_off(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    ctx.set_trouble(st["area"], False)


@event("flood")
def flood(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Two rolls; each player moves their minions out of flooded river areas."""
    state = ctx.state
    if "flooded" not in st:
        river = RIVER_AREAS[state["options"]["flood_areas"]]
        rolls = [ctx.roll("Flood"), ctx.roll("Flood")]
        st["flooded"] = sorted({r for r in rolls if r in river})
        st["queue"] = [
            [seat, number]
            for seat in seats_from(state, st["seat"])
            for number in st["flooded"]
            for _ in range(area(state, number)["minions"][seat])
        ]
    if action is not None:
        seat, number = st["queue"].pop(0)
        if action["type"] == "small_gods":
            ctx.pay_bank(seat, 3, "Small Gods")
        elif action["type"] != "let_it_happen":
            ctx.move_minion(str(seat), number, action["area"])
    while st["queue"]:
        seat, number = st["queue"][0]
        targets = [n for n in ADJACENT[number] if n not in st["flooded"]]
        extra: list[Action] = []
        if small_gods_can_protect(state, seat):
            extra.append({"type": "small_gods"})
        if area(state, number)["minions"][seat] and ctx.ask(
            seat,
            f"move a minion out of flooded {AREAS[number]['name']}",
            area_actions("flee_to", targets) + extra,
        ):
            return
        st["queue"].pop(0)
    ctx.pop()


@event("fire")
def fire(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Roll: burn the building there, and keep rolling while the fire spreads next door."""
    state = ctx.state
    previous = st.get("last")
    number = ctx.roll("Fire")
    spreads = previous is None or number in ADJACENT[previous]
    if not spreads or area(state, number)["building"] is None:
        ctx.pop()
        return
    st["last"] = number
    ctx.push({"t": "remove_building", "area": number, "cause": "event", "by": st["seat"]})


@event("fog")
def fog(ctx: Ctx, st: Step, action: Action | None) -> None:
    """The top five cards of the draw deck are discarded face up."""
    ctx.pop()
    state = ctx.state
    green, brown = list(state["deck_green"]), list(state["deck_brown"])
    cards = []
    for _ in range(5):
        pool = green or brown
        if not pool:
            break
        cards.append(pool.pop(ctx.rng.randrange(len(pool))))
    if cards:
        ctx.emit({"type": "fog", "cards": cards})
    ctx.check_deck()


@event("riots")
def riots(ctx: Ctx, st: Step, action: Action | None) -> None:
    ctx.pop()
    if trouble_count(ctx.state) >= 8:
        end_game(ctx, "riots")


@event("explosion")
def explosion(ctx: Ctx, st: Step, action: Action | None) -> None:
    number = ctx.roll("Explosion")
    ctx.replace({"t": "remove_building", "area": number, "cause": "event", "by": st["seat"]})


@event("earthquake")
def earthquake(ctx: Ctx, st: Step, action: Action | None) -> None:
    first, second = ctx.roll("Earthquake"), ctx.roll("Earthquake")
    ctx.pop()
    for number in (second, first):
        ctx.push({"t": "remove_building", "area": number, "cause": "event", "by": st["seat"]})


@event("mysterious_murders")
def mysterious_murders(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Each player in turn rolls and removes a minion of their choice from the rolled area."""
    state = ctx.state
    if "queue" not in st:
        st["queue"] = seats_from(state, st["seat"])
    if action is not None:
        roller = st["queue"].pop(0)
        st.pop("rolled", None)
        ctx.push(
            {
                "t": "remove",
                "owner": action["owner"],
                "area": action["area"],
                "cause": "event",
                "by": roller,
            }
        )
        return
    while st["queue"]:
        roller = st["queue"][0]
        if "rolled" not in st:
            st["rolled"] = ctx.roll(f"Mysterious Murders (seat {roller})")
        number = st["rolled"]
        choices = minion_actions(state, "remove_minion", [number])
        if state["options"]["murders_must_prefer_other_minions"]:
            others = [c for c in choices if c["owner"] != str(roller)]
            choices = others or choices
        if ctx.ask(roller, f"remove a minion from {AREAS[number]['name']}", choices):
            return
        st["queue"].pop(0)
        st.pop("rolled", None)
    ctx.pop()


@event("demons")
def demons(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Four rolls; a demon in each rolled area, with a trouble marker even if alone."""
    ctx.pop()
    for _ in range(4):
        number = ctx.roll("Demons from the Dungeon Dimensions")
        if ctx.state["demons_left"] > 0:
            ctx.emit({"type": "minion_placed", "owner": "demon", "area": number, "trouble": True})


@event("trolls")
def trolls(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Three rolls; a troll in each, with trouble if the area already held a minion."""
    ctx.pop()
    for _ in range(3):
        number = ctx.roll("Trolls")
        if ctx.state["trolls_left"] > 0:
            ctx.place_minion("troll", number)


@event("subsidence")
def subsidence(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Every player pays $2 per building; each building not paid for is removed."""
    state = ctx.state
    if "queue" not in st:
        st["queue"] = [
            [s, b] for s in seats_from(state, st["seat"]) for b in buildings_of(state, s)
        ]
    if action is not None:
        seat, number = st["queue"].pop(0)
        if action["type"] == "pay":
            ctx.pay_bank(seat, 2, "Subsidence")
        else:
            ctx.remove_building(number)
    while st["queue"]:
        seat, number = st["queue"][0]
        if area(state, number)["building"] != seat:
            st["queue"].pop(0)
            continue
        actions: list[Action] = []
        if state["money"][seat] >= 2:
            actions.append({"type": "pay", "amount": 2, "area": number})
        actions.append({"type": "lose_building", "area": number})
        ctx.ask(seat, f"Subsidence: pay $2 for your building in {AREAS[number]['name']}", actions)
        return
    ctx.pop()


@event("bloody_stupid_johnson")
def bloody_stupid_johnson(ctx: Ctx, st: Step, action: Action | None) -> None:
    """The City Area card of the rolled area is lost; its owner removes a minion there."""
    state = ctx.state
    number = ctx.roll("Bloody Stupid Johnson")
    owner = next((s for s in range(state["players"]) if number in state["city_cards"][s]), None)
    if owner is None:
        ctx.pop()
        return
    ctx.emit({"type": "city_card_lost", "area": number, "seat": owner})
    if area(state, number)["minions"][owner]:
        ctx.replace(
            {"t": "remove", "owner": str(owner), "area": number, "cause": "event", "by": st["seat"]}
        )
    else:
        ctx.pop()


STEPS["trouble_off"] = step_trouble_off
assert set(EVENT_STEPS) == set(EVENTS), sorted(set(EVENTS) - set(EVENT_STEPS))
del guard, minion_count
