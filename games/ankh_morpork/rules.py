"""Ankh-Morpork rules: the turn, a card's symbols, the steps they push; legal actions, resolve.

The step machine itself (context, helpers, interrupts) is in machine.py; effects in effects.py;
setup in setup.py;
scroll texts in texts.py, random events in events.py, City Area abilities in abilities.py,
winning and scoring in scoring.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from games.ankh_morpork.abilities import ability_usable, may_use_ability, usable_abilities
from games.ankh_morpork.components import stored_words
from games.ankh_morpork.data import (
    ANOTHER,
    AREAS,
    ASSASSINATE,
    BUILDING,
    CARDS,
    EVENT,
    EVENTS,
    HAND_SIZE,
    INTERRUPT_CARDS,
    MINION,
    MONEY,
    REMOVE_TROUBLE,
    SCROLL,
)
from games.ankh_morpork.machine import (
    EVENT_STEPS,
    MOSSY_LAWN,
    PEELED_NUTS,
    STEPS,
    TEXTS,
    Ctx,
    RecordedCtx,
    Step,
    answer_interrupt,
    area_actions,
    assassination_actions,
    build_actions,
    card_choices,
    card_money,
    end_game,
    guard,
    interrupt_options,
    is_playable_card,
    is_skip,
    placement_areas,
    step,
    take_back_areas,
)
from games.ankh_morpork.scoring import personality_met
from games.ankh_morpork.state import area, minions_in_supply, pieces_of, trouble_areas
from games.engine import Action, Effect, IllegalAction, State
from games.engine.i18n import texts_of

_, ngettext, pgettext = texts_of(__package__)

# -- the turn ----------------------------------------------------------------


def playable_cards(state: State, seat: int) -> list[str]:
    """The different cards of the hand that may be played as the turn's card, in hand order."""
    # is_playable_card, written out (every turn's options ask it of each card).
    nuts = state["options"]["peeled_nuts_playable"]
    return [
        card
        for card in dict.fromkeys(state["hands"][seat])
        if card not in INTERRUPT_CARDS and (nuts or card != PEELED_NUTS)
    ]


def main_options(state: State) -> list[Action]:
    flow = state["flow"]
    seat = flow["current"]
    playable = playable_cards(state, seat)
    actions: list[Action] = (
        [{"type": "play_card", "card": c} for c in playable] if flow["plays"] > 0 else []
    )
    for number in state["city_cards"][seat]:
        if may_use_ability(state, seat, number):
            actions.append({"type": "use_ability", "area": number})
    if not (flow["must_play"] and playable):
        actions.append({"type": "end_turn"})
    return actions


@step("turn")
def step_turn(ctx: Ctx, st: Step, action: Action | None) -> None:
    flow = ctx.flow
    seat = flow["current"]
    if action is None:
        flow["pending"] = {"seat": seat, "kind": "main", "prompt": "your turn"}
        return
    kind = action["type"]
    if kind == "play_card":
        play_card(ctx, seat, action["card"])
    elif kind == "use_ability":
        use_ability(ctx, seat, action["area"])
    elif kind == "end_turn":
        end_turn(ctx)


def use_ability(ctx: Ctx, seat: int, number: int) -> None:
    """Use a City Area card's ability; whatever step was asking resumes once it is done."""
    ctx.flow["abilities_used"].append(number)
    ctx.push({"t": "ability", "area": number, "seat": seat})


#: The steps a card's symbols push (marked ``"symbol": True`` by step_card).
SYMBOL_STEPS = ("place", "build", "assassinate", "remove_trouble")


def between_symbols(state: State, pending: dict[str, Any]) -> bool:
    """The active player is about to carry out (or skip) the next symbol of the card in play.

    The rulebook lets a player use a City Area ability "when you choose" in their turn (The
    Shades: "at any moment of your turn"), so also here: after one symbol, before the next.
    """
    flow = state["flow"]
    if pending["seat"] != flow["current"] or pending["kind"] != "choice":
        return False
    stack = flow["stack"]
    top = stack[-1]
    if top["t"] == "card":  # the take-money or use-the-text question of a symbol
        return True
    return (
        top["t"] in SYMBOL_STEPS
        and bool(top.get("symbol"))
        and not top.get("took_back")
        and top.get("seat") == pending["seat"]
    )


def play_card(ctx: Ctx, seat: int, card: str) -> None:
    flow = ctx.flow
    flow["plays"] -= 1
    flow["must_play"] = False
    ctx.emit({"type": "card_played", "seat": seat, "card": card})
    flow["resolving"].append(card)
    ctx.push({"t": "card", "card": card, "seat": seat, "i": 0})


def end_turn(ctx: Ctx, refill: bool = True) -> None:
    """Refill to five (penalty cards count), then the next player's turn starts."""
    state = ctx.state
    seat = ctx.flow["current"]
    if refill:
        need = HAND_SIZE - len(state["hands"][seat]) - len(state["penalties"][seat])
        if need > 0:
            ctx.draw(seat, need)
            if ctx.over:
                return
    start_turn(ctx, (seat + 1) % state["players"])


def new_turn(seat: int) -> dict[str, Any]:
    """The flow's fields at the start of ``seat``'s turn (besides its count and prompt)."""
    return {
        "current": seat,
        "plays": 1,
        "must_play": True,
        "abilities_used": [],
        "gained": [],
        "resolving": [],
        "stack": [{"t": "turn"}],
    }


def start_turn(ctx: Ctx, seat: int) -> None:
    flow = ctx.flow
    flow.update(new_turn(seat), turn=flow["turn"] + 1, pending=None)
    if personality_met(ctx.state, seat):
        end_game(ctx, "personality", winner=seat)


# -- a card's symbols ----------------------------------------------------------


@step("card")
def step_card(ctx: Ctx, st: Step, action: Action | None) -> None:
    state = ctx.state
    seat = st["seat"]
    symbols = CARDS[st["card"]]["symbols"]  # (card_symbols)
    if action is not None:  # answer to a take-money / use-scroll question
        symbol = symbols[st["i"]]
        st["i"] += 1
        if action["type"] == "take_money":
            ctx.gain(seat, card_money(state, st["card"]), CARDS[st["card"]]["name"])
        elif action["type"] == "use_text":
            text = CARDS[st["card"]]["text"]
            if text and text in TEXTS:
                ctx.push({"t": "text", "fn": text, "card": st["card"], "seat": seat, "stage": 0})
        del symbol
        return
    while st["i"] < len(symbols):
        symbol = symbols[st["i"]]
        if symbol == ANOTHER:
            ctx.flow["plays"] += 1
            st["i"] += 1
            continue
        if symbol == EVENT:
            st["i"] += 1
            ctx.push({"t": "event", "seat": seat})
            return
        if symbol == MONEY:
            ctx.ask(
                seat,
                f"take ${card_money(state, st['card'])}",
                [{"type": "take_money"}],
                optional=True,
            )
            return
        if symbol == SCROLL:
            ctx.ask(
                seat,
                CARDS[st["card"]]["summary"] or "scroll",
                [{"type": "use_text"}],
                optional=True,
            )
            return
        st["i"] += 1
        if symbol == MINION:
            symbol_step = {"t": "place", "seat": seat, "where": "normal", "optional": True}
        elif symbol == BUILDING:
            symbol_step = {"t": "build", "seat": seat, "optional": True}
        elif symbol == ASSASSINATE:
            symbol_step = {"t": "assassinate", "seat": seat, "cause": "symbol"}
        elif symbol == REMOVE_TROUBLE:
            symbol_step = {"t": "remove_trouble", "seat": seat}
        else:
            continue  # (INTERRUPT never appears on a played card)
        ctx.push({**symbol_step, "symbol": True})
        return
    finish_card(ctx, st)


def finish_card(ctx: Ctx, st: Step) -> None:
    ctx.pop()
    if ctx.flow["resolving"] and ctx.flow["resolving"][-1] == st["card"]:
        ctx.flow["resolving"].pop()
    if not st.get("kept"):
        ctx.emit({"type": "card_to_discard", "card": st["card"]})


def card_step_for(ctx: Ctx, card: str) -> Step | None:
    for st in reversed(ctx.flow["stack"]):
        if st["t"] == "card" and st["card"] == card:
            return st
    return None


def play_mossy_lawn(ctx: Ctx, seat: int) -> None:
    """Your turn ends at once; the card being resolved goes back to your hand."""
    ctx.emit({"type": "interrupt_played", "seat": seat, "card": MOSSY_LAWN})
    flow = ctx.flow
    card_steps = [st for st in flow["stack"] if st["t"] == "card"]
    for st in card_steps:
        if st.get("kept"):
            continue
        if st is card_steps[-1]:
            ctx.emit({"type": "card_returned", "seat": seat, "card": st["card"]})
        else:
            ctx.emit({"type": "card_to_discard", "card": st["card"]})
    flow["resolving"] = []
    flow["stack"] = [{"t": "turn"}]
    flow["pending"] = None
    end_turn(ctx, refill=ctx.state["options"]["mossy_lawn_refill_after"])


def mossy_lawn_available(state: State, pending: dict[str, Any]) -> bool:
    flow = state["flow"]
    seat = pending["seat"]
    if seat != flow["current"] or pending["kind"] in ("main", "interrupt"):
        return False
    if MOSSY_LAWN not in state["hands"][seat]:
        return False
    stack = flow["stack"]
    return any(st["t"] == "card" for st in stack) and not any(
        st["t"] in ("event",) or st["t"].startswith("ev_") for st in stack
    )


# -- symbol steps ----------------------------------------------------------------


def ask_symbol(
    ctx: Ctx, st: Step, prompt: str, actions: list[Action], optional: bool = True
) -> bool:
    """Ask for a symbol's (or a text's) choice; False when there is nothing to ask.

    A card's own symbol with nothing to choose is still put to its player when they could use
    a City Area ability first (money for a building, trouble for an assassination...): they
    may use one, or pass on the symbol.
    """
    seat = st["seat"]
    if ctx.ask(seat, prompt, actions, optional=optional):
        return True
    if st.get("symbol") and usable_abilities(ctx.state, seat):
        return ctx.ask(seat, f"{prompt}: nothing possible now", [{"type": "skip"}])
    return False


@step("place")
def step_place(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Place one of your minions (taking one back first when all twelve are out)."""
    state = ctx.state
    seat = st["seat"]
    if action is None:
        if st.get("cost") and state["money"][seat] < st["cost"]:
            ctx.pop()
            return
        excluded = [n for n in (st.get("exclude"), st.get("took_back_from")) if n is not None]
        if minions_in_supply(state, seat) == 0:
            own = take_back_areas(state, seat, st["where"], excluded)
            if not ask_symbol(
                ctx,
                st,
                "all 12 minions are out: take one back first",
                area_actions("take_back_minion", own),
                optional=st.get("optional", False),
            ):
                ctx.pop()
            return
        areas = placement_areas(state, seat, st["where"], excluded)
        if not ask_symbol(
            ctx,
            st,
            "place a minion",
            area_actions("place_minion", areas),
            optional=st.get("optional", False) and not st.get("took_back"),
        ):
            ctx.pop()
        return
    if is_skip(action):
        ctx.pop()
    elif action["type"] == "take_back_minion":
        ctx.remove_minion(str(seat), action["area"])
        # "...and place it somewhere else": never back where it was taken from.
        st["took_back"], st["took_back_from"] = True, action["area"]
    else:
        if st.get("cost"):
            ctx.pay_bank(seat, st["cost"], "placement")
        ctx.pop()
        ctx.place_minion(str(seat), action["area"], no_trouble=st.get("no_trouble", False))


@step("build")
def step_build(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    if action is None:
        actions = build_actions(ctx.state, seat, half=st.get("half", False))
        if not ask_symbol(ctx, st, "place a building", actions, st.get("optional", True)):
            ctx.pop()
        return
    ctx.pop()
    if is_skip(action):
        return
    number = action["area"]
    cost = AREAS[number]["cost"] // 2 if st.get("half") else AREAS[number]["cost"]
    ctx.emit(
        {
            "type": "building_placed",
            "seat": seat,
            "area": number,
            "cost": cost,
            "from": action.get("from"),
        }
    )
    ctx.flow["gained"].append(number)


@step("assassinate")
def step_assassinate(ctx: Ctx, st: Step, action: Action | None) -> None:
    seat = st["seat"]
    if action is None:
        actions = assassination_actions(ctx.state, seat)
        if not ask_symbol(ctx, st, "assassinate a minion", actions):
            ctx.pop()
        return
    ctx.pop()
    if not is_skip(action):
        push_removal(ctx, action, st["cause"], seat)


@step("remove_trouble")
def step_remove_trouble(ctx: Ctx, st: Step, action: Action | None) -> None:
    if action is None:
        actions = area_actions("remove_trouble", trouble_areas(ctx.state))
        if not ask_symbol(ctx, st, "remove a trouble marker", actions):
            ctx.pop()
        return
    ctx.pop()
    if not is_skip(action):
        ctx.set_trouble(action["area"], False)


def push_removal(ctx: Ctx, chosen: Action, cause: str, by: int) -> None:
    """Remove the chosen minion-like piece through the "remove" step (its owner may answer)."""
    ctx.push(
        {"t": "remove", "owner": chosen["owner"], "area": chosen["area"], "cause": cause, "by": by}
    )


def guard_piece(ctx: Ctx, st: Step, owner: str, threat: str, number: int) -> str | None:
    """guard() for the owner of a minion-like piece; trolls and demons have no one to answer."""
    if owner in ("troll", "demon"):
        return "ok"
    return guard(ctx, st, int(owner), threat, st["cause"], st.get("by"), area_number=number)


@step("remove")
def step_remove(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Remove one minion-like piece; its owner may answer with an interrupt first."""
    a = area(ctx.state, st["area"])
    owner = st["owner"]
    if pieces_of(a, owner) == 0:
        ctx.pop()
        return
    result = guard_piece(ctx, st, owner, "remove", st["area"])
    if result is None:
        return
    ctx.pop()
    if result == "blocked":
        return
    ctx.remove_minion(owner, st["area"])
    if result == "relocate":
        where = (
            "normal"
            if ctx.state["options"]["relocated_minion_follows_placement_rule"]
            else "anywhere"
        )
        ctx.push(
            {
                "t": "place",
                "seat": int(owner),
                "where": where,
                "exclude": st["area"],
                "optional": False,
            }
        )


@step("move")
def step_move(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Move one minion-like piece to another area (Gaspode / Sonky / Small Gods may stop it)."""
    owner = st["owner"]
    if pieces_of(area(ctx.state, st["from"]), owner) == 0:
        ctx.pop()
        return
    result = guard_piece(ctx, st, owner, "move", st["from"])
    if result is None:
        return
    ctx.pop()
    if result != "blocked":
        ctx.move_minion(owner, st["from"], st["to"])


@step("remove_building")
def step_remove_building(ctx: Ctx, st: Step, action: Action | None) -> None:
    owner = area(ctx.state, st["area"])["building"]
    if owner is None:
        ctx.pop()
        return
    result = guard(ctx, st, owner, "building", st["cause"], st.get("by"), area_number=st["area"])
    if result is None:
        return
    ctx.pop()
    if result != "blocked":
        ctx.remove_building(st["area"])


@step("text")
def step_text(ctx: Ctx, st: Step, action: Action | None) -> None:
    TEXTS[st["fn"]](ctx, st, action)


@step("event")
def step_event(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Draw the top random event (a random one of those left) and resolve it."""
    state = ctx.state
    if not state["events"]:
        ctx.pop()
        return
    event = ctx.rng.choice(sorted(state["events"]))
    ctx.emit({"type": "event_drawn", "event": event, "name": EVENTS[event]["name"]})
    ctx.replace({"t": "ev", "event": event, "seat": st["seat"], "stage": 0})


@step("ev")
def step_ev(ctx: Ctx, st: Step, action: Action | None) -> None:
    EVENT_STEPS[st["event"]](ctx, st, action)


# =============================================================================
# Setup, legal actions, resolve
# =============================================================================


def run(ctx: Ctx) -> None:
    """Advance the step machine until a seat must decide or the game is over."""
    flow, state = ctx.flow, ctx.state  # (``ctx.over``, read once per step)
    for _ in range(100_000):
        if state["result"] is not None or flow["pending"] is not None:
            return
        st = flow["stack"][-1]
        STEPS[st["t"]](ctx, st, None)
    raise RuntimeError("ankh-morpork: the step machine did not settle")


def emit_flow(ctx: Ctx) -> None:
    """Record the flow as the action leaves it (its steps change it in place, not by effects).

    The last effect of a resolution: it takes the working flow itself. It is recorded without
    applying it, as applying it would only give the working state the flow it holds already.
    """
    flow = ctx.flow
    effect: Effect = {"type": "flow", "flow": flow}
    pending = flow["pending"]
    cards = pending.get("cards") if pending else None
    if cards and cards.get("list"):
        effect["visible_to"] = [pending["seat"]]
        effect["secret"] = ["flow"]
    ctx.effects.append(effect)


def to_act(state: State) -> list[int]:
    if state["result"] is not None:
        return []
    pending = state["flow"]["pending"]
    return [pending["seat"]] if pending else []


def legal_actions(state: State, seat: int) -> list[Action]:
    if state["result"] is not None:
        return []
    pending = state["flow"]["pending"]
    if not pending or pending["seat"] != seat:
        return []
    kind = pending["kind"]
    if kind == "main":
        return main_options(state)
    if kind == "interrupt":
        return interrupt_options(state, pending)
    actions = list(pending.get("actions") or [])
    if pending.get("cards"):
        actions.extend(card_choices(state, pending))
    if pending.get("optional"):
        actions.append({"type": "skip"})
    if between_symbols(state, pending):
        actions.extend({"type": "use_ability", "area": n} for n in usable_abilities(state, seat))
    if mossy_lawn_available(state, pending):
        actions.append({"type": "play_interrupt", "card": MOSSY_LAWN})
    return actions


def resolution(
    state: State, seat: int, action: Action, rng: random.Random, *, in_place: bool = False
) -> Ctx:
    """``action`` by ``seat`` checked and resolved: its effects, and the table as they leave it
    (``state`` itself, changed, and no effects, when ``in_place``: see ``Game.play``).

    Everything read from the given ``state`` is read before the resolution starts: in place,
    it is the working state from then on. ``pending`` stays the decision being answered (the
    working flow drops it, it is not changed).
    """
    if not isinstance(action, dict) or not isinstance(kind := action.get("type"), str):
        raise IllegalAction(_("an action is a JSON object with a string 'type'"))
    if state["result"] is not None:
        raise IllegalAction(_("the game is over"))
    pending = state["flow"]["pending"]
    if not pending or pending["seat"] != seat:
        raise IllegalAction(_("it is not your decision now"))
    if not is_legal(state, seat, pending, action):
        raise IllegalAction(_explain_illegal(state, pending, action))
    # The rules read the action's fields as they are (checked above: the exact types of a
    # legal action); a copy keeps the caller's dict out of the state and its effects.
    canonical = dict(action)
    # (answering: the action answers the decision)
    ctx = Ctx(state, rng, True) if in_place else RecordedCtx(state, rng, True)
    asked = pending["kind"]
    if kind == "play_interrupt" and canonical["card"] == MOSSY_LAWN:
        play_mossy_lawn(ctx, seat)
    elif asked == "interrupt":
        answer_interrupt(ctx, pending, canonical)
    elif kind == "use_ability" and asked != "main":
        use_ability(ctx, seat, canonical["area"])
    else:
        st = ctx.flow["stack"][-1]
        STEPS[st["t"]](ctx, st, canonical)
    run(ctx)
    if not in_place:  # (in place, the flow is in the state already)
        emit_flow(ctx)
    return ctx


# -- whether an action is legal ---------------------------------------------------
#
# ``is_legal`` answers exactly "is ``action`` in ``legal_actions(state, seat)``" (the same keys,
# values of the same types and equal), asking only about the kind of action given: resolving
# an action used to list every legal action again, as much work as the listing itself.


def is_legal(state: State, seat: int, pending: dict[str, Any], action: Action) -> bool:
    kind = pending["kind"]
    if kind == "main":
        return is_main_option(state, seat, action)
    if kind == "interrupt":
        return is_one_of(action, interrupt_options(state, pending))
    return is_choice(state, seat, pending, action)


def is_main_option(state: State, seat: int, action: Action) -> bool:
    """One of ``main_options``: play a card, use an ability, end the turn."""
    kind = action["type"]
    if kind == "play_card":
        card = action.get("card")
        return (
            type(card) is str
            and plain(action, 2)  # {"type": "play_card", "card": card}
            and state["flow"]["plays"] > 0
            and card in state["hands"][seat]
            and is_playable_card(state, card)
        )
    if kind == "use_ability":
        return is_ability_choice(state, seat, action)
    if kind == "end_turn":
        flow = state["flow"]
        return plain(action, 1) and not (flow["must_play"] and playable_cards(state, seat))
    return False


def is_choice(state: State, seat: int, pending: dict[str, Any], action: Action) -> bool:
    """One of the choices ``legal_actions`` lists for a decision of kind "choice"."""
    kind = action["type"]
    return (
        is_one_of(action, pending.get("actions") or ())
        or (bool(pending.get("cards")) and is_one_of(action, card_choices(state, pending)))
        or (kind == "skip" and bool(pending.get("optional")) and plain(action, 1))
        or (
            kind == "use_ability"
            and between_symbols(state, pending)
            and is_ability_choice(state, seat, action)
        )
        or (
            kind == "play_interrupt"
            and plain(action, 2)
            and type(card := action.get("card")) is str
            and card == MOSSY_LAWN
            and mossy_lawn_available(state, pending)
        )
    )


def is_ability_choice(state: State, seat: int, action: Action) -> bool:
    number = action.get("area")
    # {"type": "use_ability", "area": number}
    return type(number) is int and plain(action, 2) and ability_usable(state, seat, number)


def is_one_of(action: Action, actions: Iterable[Action]) -> bool:
    """``action`` is one of ``actions``: the same keys, and values of the same types and equal
    (1 is not True, nor "1").

    ``==`` (in C) passes over the other choices at once; only an equal one (the same keys,
    equal values) is checked for the exact types. The listed values are str, int, bool or
    None: of the same type, they are equal exactly when ``==`` says so."""
    for a in actions:
        if a == action and [*map(type, a.values())] == [*map(type, map(action.__getitem__, a))]:
            return True
    return False


def plain(action: Action, size: int) -> bool:
    """``action`` has ``size`` keys, "type" one of them, and its kind is a plain str: it is
    the listed action of its kind (as ``is_one_of`` would find) once the caller has checked that the
    kind is equal and that each of its other keys holds a value of the listed type."""
    return len(action) == size and type(action["type"]) is str


def _explain_illegal(state: State, pending: dict[str, Any], action: Action) -> str:
    kind = action.get("type")
    if pending["kind"] == "main":
        if kind == "play_card":
            card = action.get("card")
            if card not in state["hands"][pending["seat"]]:
                return _("you can only play a card from your hand")
            if card in INTERRUPT_CARDS:
                return _(
                    "interrupt cards are played in answer to a threat, not as your turn's card"
                )
            if state["flow"]["plays"] <= 0:
                return _("you have no card play left this turn")
        if kind == "end_turn":
            return _("you must play a card before ending your turn")
        if kind == "use_ability":
            return _(
                "you cannot use that City Area ability now (not yours, used, gained this turn or blocked)"
            )
    return _("{kind} is not one of the choices now ({prompt})").format(
        kind=repr(kind), prompt=stored_words(pending.get("prompt", pending["kind"]))
    )
