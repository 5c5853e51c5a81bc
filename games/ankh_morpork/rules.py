"""Ankh-Morpork rules: effects, the step machine that resolves cards, and the turn.

How a turn runs
---------------
``state["flow"]`` holds a *stack of steps* (small dicts with a ``"t"`` key naming a step
function in ``STEPS``) and at most one *pending decision* for one seat. ``run`` keeps calling
the top step until some step asks a seat for a decision (``Ctx.ask``) or the game ends. An
action answers the pending decision: it is handed to the top step, which carries on.

The bottom step is always ``turn`` (the active player's free choice: play a card, use a City
Area ability, end the turn). Playing a card pushes a ``card`` step that walks the card's
symbols left to right; each symbol pushes its own step (``place``, ``build``, ``assassinate``,
``remove_trouble``, a scroll ``text`` step, an ``event`` step) or asks take/skip.

Anything that would remove or move a player's minion goes through a ``remove``/``move`` step,
which first offers the owner the matching interrupt cards (and Small Gods against events):
a pending decision of kind ``"interrupt"`` for that seat. Scroll texts that target another
player offer Wallace Sonky the same way.

Every change to the state outside ``flow`` is an effect applied through ``Ctx.emit``; ``resolve``
ends with one ``flow`` effect carrying the new stack and pending decision, so replaying the
effects rebuilds the state exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.ankh_morpork.data import (
    ADJACENT,
    ANOTHER,
    AREAS,
    ASSASSINATE,
    BROWN_CARDS,
    BUILDING,
    CARDS,
    EVENT,
    EVENTS,
    GREEN_CARDS,
    HAND_SIZE,
    INTERRUPT_CARDS,
    MINION,
    MONEY,
    PERSONALITIES,
    REMOVE_TROUBLE,
    SCROLL,
    STARTING_AREAS,
    STARTING_MONEY,
)
from games.ankh_morpork.state import (
    State,
    area,
    areas_with_own_minion,
    building_value,
    buildings_in_supply,
    buildings_of,
    controlled_areas,
    copy_state,
    deck_size,
    has_usable_city_card,
    minion_count,
    minions_in_supply,
    owners_in,
    pieces_of,
    trouble_areas,
    trouble_count,
)
from games.engine import IllegalAction, clone

Effect = dict[str, Any]
Action = dict[str, Any]
Step = dict[str, Any]

GASPODE, FRESH_START_CLUB, WALLACE_SONKY = "G16", "G15", "G47"
SUSAN, IGOR, MOSSY_LAWN = "B48", "B26", "B18"
PEELED_NUTS = "G36"
CLACKS = "B12"
SMALL_GODS = 4
SMALL_GODS_FEE = 3
LOAN_REPAY, LOAN_PENALTY = 12, 15


# =============================================================================
# Effects: the only way the state (outside flow) changes
# =============================================================================


def _remove_from_deck(state: State, card: str) -> None:
    pool = state["deck_green"] if card in state["deck_green"] else state["deck_brown"]
    pool.remove(card)


def _ap_setup_board(state: State, e: Effect) -> None:
    for seat in range(state["players"]):
        state["money"][seat] = e["money"]
        for number in e["starting_areas"]:
            area(state, number)["minions"][seat] += 1
    for number in e["starting_areas"]:
        area(state, number)["trouble"] = True
    state["events"] = list(e["events"])
    state["deck_green"] = list(e["green"])
    state["deck_brown"] = list(e["brown"])


def _ap_personality_dealt(state: State, e: Effect) -> None:
    state["personalities"][e["seat"]] = e["personality"]


def _ap_personalities_set_aside(state: State, e: Effect) -> None:
    state["unused_personalities"] = list(e["ids"] or [])


def _ap_first_player(state: State, e: Effect) -> None:
    pass  # the flow effect that follows records the first player


def _ap_draw(state: State, e: Effect) -> None:
    for card in e["cards"]:
        _remove_from_deck(state, card)
        state["hands"][e["seat"]].append(card)


def _ap_minion_placed(state: State, e: Effect) -> None:
    a = area(state, e["area"])
    owner = e["owner"]
    if owner == "troll":
        a["trolls"] += 1
        state["trolls_left"] -= 1
    elif owner == "demon":
        a["demons"] += 1
        state["demons_left"] -= 1
    else:
        a["minions"][int(owner)] += 1
    if e["trouble"]:
        a["trouble"] = True


def _ap_minion_removed(state: State, e: Effect) -> None:
    a = area(state, e["area"])
    owner = e["owner"]
    if owner == "troll":
        a["trolls"] -= 1
        state["trolls_left"] += 1
    elif owner == "demon":
        a["demons"] -= 1
        state["demons_left"] += 1
    else:
        a["minions"][int(owner)] -= 1
    a["trouble"] = False


def _ap_minion_moved(state: State, e: Effect) -> None:
    source, target = area(state, e["from"]), area(state, e["to"])
    owner = e["owner"]
    key = {"troll": "trolls", "demon": "demons"}.get(owner)
    if key:
        source[key] -= 1
        target[key] += 1
    else:
        source["minions"][int(owner)] -= 1
        target["minions"][int(owner)] += 1
    source["trouble"] = False
    if e["trouble"]:
        target["trouble"] = True


def _ap_minions_swapped(state: State, e: Effect) -> None:
    for (from_area, owner), to_area in (
        ((e["area_a"], e["owner_a"]), e["area_b"]),
        ((e["area_b"], e["owner_b"]), e["area_a"]),
    ):
        key = {"troll": "trolls", "demon": "demons"}.get(owner)
        if key:
            area(state, from_area)[key] -= 1
            area(state, to_area)[key] += 1
        else:
            area(state, from_area)["minions"][int(owner)] -= 1
            area(state, to_area)["minions"][int(owner)] += 1


def _ap_trouble(state: State, e: Effect) -> None:
    area(state, e["area"])["trouble"] = e["on"]


def _take_city_card(state: State, seat: int, number: int) -> None:
    if number not in state["lost_city_cards"]:
        state["city_cards"][seat].append(number)


def _drop_city_card(state: State, seat: int, number: int) -> None:
    if number in state["city_cards"][seat]:
        state["city_cards"][seat].remove(number)


def _ap_building_placed(state: State, e: Effect) -> None:
    seat = e["seat"]
    state["money"][seat] -= e["cost"]
    if e.get("from") is not None:
        area(state, e["from"])["building"] = None
        _drop_city_card(state, seat, e["from"])
    area(state, e["area"])["building"] = seat
    _take_city_card(state, seat, e["area"])


def _ap_building_removed(state: State, e: Effect) -> None:
    a = area(state, e["area"])
    owner = a["building"]
    a["building"] = None
    if owner is not None:
        _drop_city_card(state, owner, e["area"])


def _ap_building_taken_over(state: State, e: Effect) -> None:
    seat, old = e["seat"], e["old_owner"]
    state["money"][seat] -= e["cost"]
    state["money"][old] += e["cost"]
    if e.get("from") is not None:
        area(state, e["from"])["building"] = None
        _drop_city_card(state, seat, e["from"])
    area(state, e["area"])["building"] = seat
    _drop_city_card(state, old, e["area"])
    _take_city_card(state, seat, e["area"])


def _ap_money(state: State, e: Effect) -> None:
    state["money"][e["seat"]] += e["amount"]


def _ap_transfer(state: State, e: Effect) -> None:
    state["money"][e["from"]] -= e["amount"]
    state["money"][e["to"]] += e["amount"]


def _ap_card_played(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].remove(e["card"])


def _ap_card_to_discard(state: State, e: Effect) -> None:
    state["discard"].append(e["card"])


def _ap_discard(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].remove(e["card"])
    state["discard"].append(e["card"])


def _ap_card_returned(state: State, e: Effect) -> None:
    state["hands"][e["seat"]].append(e["card"])


def _ap_give_card(state: State, e: Effect) -> None:
    state["hands"][e["from"]].remove(e["card"])
    state["hands"][e["to"]].append(e["card"])


def _ap_loan(state: State, e: Effect) -> None:
    state["loans"][e["seat"]].append(e["card"])
    state["money"][e["seat"]] += e["amount"]


def _ap_penalty(state: State, e: Effect) -> None:
    state["penalties"][e["seat"]].append(e["card"])


def _ap_event_drawn(state: State, e: Effect) -> None:
    state["events"].remove(e["event"])
    state["events_used"].append(e["event"])


def _ap_fog(state: State, e: Effect) -> None:
    for card in e["cards"]:
        _remove_from_deck(state, card)
        state["discard"].append(card)


def _ap_city_card_lost(state: State, e: Effect) -> None:
    state["lost_city_cards"].append(e["area"])
    _drop_city_card(state, e["seat"], e["area"])


def _ap_hands_exchanged(state: State, e: Effect) -> None:
    hands = state["hands"]
    hands[e["a"]], hands[e["b"]] = hands[e["b"]], hands[e["a"]]


def _ap_personality_swapped(state: State, e: Effect) -> None:
    seat = e["seat"]
    state["unused_personalities"].remove(e["new"])
    state["unused_personalities"].append(e["old"])
    state["personalities"][seat] = e["new"]
    state["known_personalities"][seat] = [
        p for p in state["known_personalities"][seat] if p != e["new"]
    ] + [e["old"]]


def _ap_personalities_seen(state: State, e: Effect) -> None:
    known = state["known_personalities"][e["seat"]]
    known.extend(p for p in e["ids"] if p not in known)


def _ap_discard_taken(state: State, e: Effect) -> None:
    for card in e["cards"]:
        state["discard"].remove(card)
        state["hands"][e["seat"]].append(card)


def _ap_game_over(state: State, e: Effect) -> None:
    state["result"] = clone(e["result"])
    state["personalities"] = list(e["personalities"])


def _ap_flow(state: State, e: Effect) -> None:
    state["flow"] = clone(e["flow"])


def _ap_note(state: State, e: Effect) -> None:
    pass  # informational only (a roll, a revealed fact, a refused payment)


APPLIERS: dict[str, Callable[[State, Effect], None]] = {
    "setup_board": _ap_setup_board,
    "personality_dealt": _ap_personality_dealt,
    "personalities_set_aside": _ap_personalities_set_aside,
    "first_player": _ap_first_player,
    "draw": _ap_draw,
    "minion_placed": _ap_minion_placed,
    "minion_removed": _ap_minion_removed,
    "minion_moved": _ap_minion_moved,
    "minions_swapped": _ap_minions_swapped,
    "trouble": _ap_trouble,
    "building_placed": _ap_building_placed,
    "building_removed": _ap_building_removed,
    "building_taken_over": _ap_building_taken_over,
    "money": _ap_money,
    "transfer": _ap_transfer,
    "card_played": _ap_card_played,
    "interrupt_played": _ap_discard,
    "card_to_discard": _ap_card_to_discard,
    "discard": _ap_discard,
    "card_returned": _ap_card_returned,
    "give_card": _ap_give_card,
    "loan": _ap_loan,
    "penalty": _ap_penalty,
    "roll": _ap_note,
    "note": _ap_note,
    "event_drawn": _ap_event_drawn,
    "fog": _ap_fog,
    "city_card_lost": _ap_city_card_lost,
    "hands_exchanged": _ap_hands_exchanged,
    "personality_swapped": _ap_personality_swapped,
    "personalities_seen": _ap_personalities_seen,
    "discard_taken": _ap_discard_taken,
    "game_over": _ap_game_over,
    "flow": _ap_flow,
}


def apply_effect(state: State, effect: Effect) -> State:
    APPLIERS[effect["type"]](state, effect)
    return state


# =============================================================================
# The resolution context: emit effects, ask decisions, roll the die
# =============================================================================


class Ctx:
    """A working copy of the state plus the effects produced so far."""

    def __init__(self, state: State, rng: random.Random):
        self.state = state
        self.rng = rng
        self.effects: list[Effect] = []

    @property
    def flow(self) -> dict[str, Any]:
        return self.state["flow"]

    @property
    def over(self) -> bool:
        return self.state["result"] is not None

    def emit(self, effect: Effect) -> None:
        APPLIERS[effect["type"]](self.state, effect)
        self.effects.append(effect)

    # -- the step stack ---------------------------------------------------

    def push(self, step: Step) -> None:
        self.flow["stack"].append(step)

    def pop(self) -> None:
        self.flow["stack"].pop()

    def replace(self, step: Step) -> None:
        self.flow["stack"][-1] = step

    def ask(
        self,
        seat: int,
        prompt: str,
        actions: list[Action] | None = None,
        cards: dict[str, Any] | None = None,
        optional: bool = False,
        kind: str = "choice",
        **extra: Any,
    ) -> bool:
        """Make ``seat`` decide. False (and nothing asked) when there is nothing to choose."""
        pending = {"seat": seat, "kind": kind, "prompt": prompt, "optional": optional}
        if actions:
            pending["actions"] = actions
        if cards:
            pending["cards"] = cards
        pending.update(extra)
        if not actions and not (cards and card_choices(self.state, pending)):
            return False  # nothing to choose (an optional step with no target is skipped)
        self.flow["pending"] = pending
        return True

    # -- dice, money, cards -----------------------------------------------

    def roll(self, why: str) -> int:
        value = self.rng.randint(1, 12)
        self.emit({"type": "roll", "value": value, "why": why})
        return value

    def gain(self, seat: int, amount: int, why: str = "") -> None:
        """Take money from the bank (capped when the bank_limit option is set)."""
        limit = self.state["options"].get("bank_limit")
        if limit is not None:
            amount = min(amount, max(0, limit - sum(self.state["money"])))
        if amount > 0:
            self.emit({"type": "money", "seat": seat, "amount": amount, "why": why})

    def pay_bank(self, seat: int, amount: int, why: str = "") -> None:
        amount = min(amount, self.state["money"][seat])
        if amount > 0:
            self.emit({"type": "money", "seat": seat, "amount": -amount, "why": why})

    def transfer(self, payer: int, payee: int, amount: int, why: str = "") -> int:
        """Pay up to ``amount`` (a player with less pays what they have)."""
        amount = min(amount, self.state["money"][payer])
        if amount > 0:
            self.emit(
                {"type": "transfer", "from": payer, "to": payee, "amount": amount, "why": why}
            )
        return amount

    def draw(self, seat: int, count: int) -> None:
        """Draw from the deck (green before brown); the deck running out ends the game."""
        state = self.state
        green, brown = list(state["deck_green"]), list(state["deck_brown"])
        cards: list[str] = []
        short = False
        for _ in range(count):
            pool = green or brown
            if not pool:
                short = True
                break
            card = pool.pop(self.rng.randrange(len(pool)))
            cards.append(card)
        if cards:
            self.emit(
                {
                    "type": "draw",
                    "seat": seat,
                    "count": len(cards),
                    "cards": cards,
                    "visible_to": [seat],
                    "secret": ["cards"],
                }
            )
        self.check_deck(short)

    def check_deck(self, short: bool = False) -> None:
        empty = deck_size(self.state) == 0
        if (empty and self.state["options"]["end_when_last_card_drawn"]) or short:
            end_game(self, "deck")

    def discard(self, seat: int, card: str) -> None:
        self.emit({"type": "discard", "seat": seat, "card": card})

    def give_card(self, giver: int, taker: int, card: str) -> None:
        self.emit(
            {
                "type": "give_card",
                "from": giver,
                "to": taker,
                "card": card,
                "visible_to": [giver, taker],
                "secret": ["card"],
            }
        )

    # -- pieces -------------------------------------------------------------

    def place_minion(self, owner: str, number: int, no_trouble: bool = False) -> None:
        a = area(self.state, number)
        trouble = not no_trouble and not a["trouble"] and minion_count(a) > 0
        self.emit({"type": "minion_placed", "owner": owner, "area": number, "trouble": trouble})

    def remove_minion(self, owner: str, number: int) -> None:
        self.emit({"type": "minion_removed", "owner": owner, "area": number})

    def move_minion(self, owner: str, source: int, target: int) -> None:
        a = area(self.state, target)
        trouble = not a["trouble"] and minion_count(a) > 0
        self.emit(
            {
                "type": "minion_moved",
                "owner": owner,
                "from": source,
                "to": target,
                "trouble": trouble,
            }
        )

    def set_trouble(self, number: int, on: bool) -> None:
        if area(self.state, number)["trouble"] != on:
            self.emit({"type": "trouble", "area": number, "on": on})

    def remove_building(self, number: int) -> None:
        if area(self.state, number)["building"] is not None:
            self.emit({"type": "building_removed", "area": number})


# =============================================================================
# Small rule helpers (read like the rulebook)
# =============================================================================


def seats_from(state: State, first: int) -> list[int]:
    """All seats in turn order starting with ``first`` (play passes to the left)."""
    n = state["players"]
    return [(first + i) % n for i in range(n)]


def other_seats(state: State, seat: int) -> list[int]:
    return seats_from(state, seat)[1:]


def card_symbols(state: State, card: str) -> list[str]:
    return CARDS[card]["symbols"]


def card_money(state: State, card: str) -> int:
    if card == CLACKS:
        return state["options"]["clacks_money"]
    return CARDS[card]["money"]


def is_playable_card(state: State, card: str) -> bool:
    """A card you may play as your turn's card (interrupts are played out of turn)."""
    if card in INTERRUPT_CARDS:
        return False
    return card != PEELED_NUTS or state["options"]["peeled_nuts_playable"]


def placement_areas(state: State, seat: int, where: str, exclude: int | None = None) -> list[int]:
    """Where a minion may be placed.

    ``normal``: an area with one of your minions or adjacent to one (anywhere with none on the
    board); ``anywhere``; ``near:N``: area N or an adjacent one; ``trouble``: areas with a trouble
    marker; ``own_building``: areas with your building.
    """
    if where == "normal":
        own = areas_with_own_minion(state, seat)
        if not own:
            result = list(AREAS)
        else:
            found = set(own)
            for number in own:
                found.update(ADJACENT[number])
            result = sorted(found)
    elif where == "anywhere":
        result = list(AREAS)
    elif where.startswith("near:"):
        centre = int(where[5:])
        result = sorted((centre, *ADJACENT[centre]))
    elif where == "trouble":
        result = trouble_areas(state)
    elif where == "own_building":
        result = buildings_of(state, seat)
    else:
        raise ValueError(where)
    return [n for n in result if n != exclude]


def can_build_in(state: State, seat: int, number: int) -> bool:
    """You have a minion there, and the area has no building and no trouble marker."""
    a = area(state, number)
    return a["minions"][seat] > 0 and a["building"] is None and not a["trouble"]


def build_actions(state: State, seat: int, half: bool = False) -> list[Action]:
    actions: list[Action] = []
    free = buildings_in_supply(state, seat) > 0
    own_buildings = buildings_of(state, seat)
    for number in AREAS:
        if not can_build_in(state, seat, number):
            continue
        cost = AREAS[number]["cost"] // 2 if half else AREAS[number]["cost"]
        if state["money"][seat] < cost:
            continue
        if free:
            actions.append({"type": "build", "area": number})
        else:  # all six out: move one of them (its City Area card goes back)
            actions.extend({"type": "build", "area": number, "from": b} for b in own_buildings)
    return actions


def assassination_actions(
    state: State, seat: int, action_type: str = "assassinate"
) -> list[Action]:
    """Any minion that is not yours (a player's, a troll, a demon) in an area with trouble."""
    actions: list[Action] = []
    for key, a in state["areas"].items():
        if a["trouble"]:
            for owner in owners_in(a):
                if owner != str(seat):
                    actions.append({"type": action_type, "area": int(key), "owner": owner})
    return actions


def minion_actions(
    state: State, action_type: str, areas: list[int] | None = None, owners: list[str] | None = None
) -> list[Action]:
    """Choose one minion-like piece: {"type", "area", "owner"} for each (area, owner) present."""
    actions: list[Action] = []
    for key, a in state["areas"].items():
        number = int(key)
        if areas is not None and number not in areas:
            continue
        for owner in owners_in(a):
            if owners is None or owner in owners:
                actions.append({"type": action_type, "area": number, "owner": owner})
    return actions


def area_actions(action_type: str, areas: list[int]) -> list[Action]:
    return [{"type": action_type, "area": n} for n in areas]


def player_actions(action_type: str, seats: list[int]) -> list[Action]:
    return [{"type": action_type, "player": s} for s in seats]


def card_choices(state: State, pending: dict[str, Any]) -> list[Action]:
    spec = pending.get("cards")
    if not spec:
        return []
    if "list" in spec:
        ids = spec["list"]
    else:
        ids = state["hands"][spec["of"]]
    if spec.get("playable_only"):
        ids = [c for c in ids if is_playable_card(state, c)]
    exclude = spec.get("exclude") or []
    seen: list[str] = []
    for card in ids:
        if card not in seen and card not in exclude:
            seen.append(card)
    return [{"type": spec["act"], "card": c} for c in seen]


def small_gods_can_protect(state: State, seat: int) -> bool:
    return has_usable_city_card(state, seat, SMALL_GODS) and state["money"][seat] >= SMALL_GODS_FEE


# =============================================================================
# Interrupts
# =============================================================================


def interrupt_cards_for(
    state: State, seat: int, threat: str, cause: str, by: int | None
) -> list[str]:
    """Interrupt cards in ``seat``'s hand that answer this threat.

    threat: "remove" / "move" (one of your minions), "text" (another player's scroll text
    affects you), "building" (an event would remove your building).
    cause: "symbol" (a card's symbol), "text" (a card's scroll), "event" (a random event).
    """
    hand = state["hands"][seat]
    found: list[str] = []
    by_other = cause != "event" and by is not None and by != seat
    gaspode_ok = by_other or (cause == "event" and state["options"]["gaspode_blocks_events"])
    if GASPODE in hand and threat in ("remove", "move") and gaspode_ok:
        found.append(GASPODE)
    if threat == "remove":
        for card in (SUSAN, FRESH_START_CLUB, IGOR):
            if card in hand:
                found.append(card)
    if WALLACE_SONKY in hand and cause == "text" and by_other:
        found.append(WALLACE_SONKY)
    return found


def interrupt_options(state: State, pending: dict[str, Any]) -> list[Action]:
    seat = pending["seat"]
    cards = interrupt_cards_for(state, seat, pending["threat"], pending["cause"], pending["by"])
    actions: list[Action] = [{"type": "play_interrupt", "card": c} for c in cards]
    if (
        pending["cause"] == "event"
        and pending["threat"] != "text"
        and small_gods_can_protect(state, seat)
    ):
        actions.append({"type": "small_gods"})
    actions.append({"type": "let_it_happen"})
    return actions


def guard(
    ctx: Ctx,
    step: Step,
    victim: int | None,
    threat: str,
    cause: str,
    by: int | None,
    key: str = "guard",
    area_number: int | None = None,
) -> str | None:
    """Offer the victim its interrupts once; "ok", "blocked", "relocate", or None while asked."""
    result = step.get(key)
    if result is not None:
        return result
    if victim is None:
        step[key] = "ok"
        return "ok"
    state = ctx.state
    if cause != "event" and by == victim:
        step[key] = "ok"
        return "ok"
    has_cards = bool(interrupt_cards_for(state, victim, threat, cause, by))
    has_gods = cause == "event" and threat != "text" and small_gods_can_protect(state, victim)
    if not has_cards and not has_gods:
        step[key] = "ok"
        return "ok"
    ctx.flow["pending"] = {
        "seat": victim,
        "kind": "interrupt",
        "prompt": f"{threat} threatened by {cause}",
        "threat": threat,
        "cause": cause,
        "by": by,
        "area": area_number,
        "key": key,
    }
    return None


def answer_interrupt(ctx: Ctx, pending: dict[str, Any], action: Action) -> None:
    step = ctx.flow["stack"][-1]
    seat = pending["seat"]
    if action["type"] == "let_it_happen":
        step[pending["key"]] = "ok"
    elif action["type"] == "small_gods":
        ctx.pay_bank(seat, SMALL_GODS_FEE, "Small Gods")
        step[pending["key"]] = "blocked"
    else:
        card = action["card"]
        ctx.emit({"type": "interrupt_played", "seat": seat, "card": card})
        step[pending["key"]] = "relocate" if card in (FRESH_START_CLUB, IGOR) else "blocked"


# =============================================================================
# Steps
# =============================================================================

StepFn = Callable[[Ctx, Step, "Action | None"], None]
STEPS: dict[str, StepFn] = {}
#: Scroll texts: effect code -> step function (filled in by texts.py).
TEXTS: dict[str, StepFn] = {}
#: Random events: id -> step function (filled in by events.py).
EVENT_STEPS: dict[str, StepFn] = {}


def step(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn

    return register


def is_skip(action: Action | None) -> bool:
    return action is not None and action["type"] in ("skip", "done")


def optional_choice(
    ctx: Ctx,
    seat: int,
    action: Action | None,
    prompt: str,
    actions: list[Action] | None = None,
    cards: dict[str, Any] | None = None,
) -> Action | None:
    """A step that is one optional question: ask it, and end the step once it is answered.

    Returns the chosen action for the caller to carry out; None while asking, when the seat
    skipped, or when there was nothing to choose (the step then ends without asking).
    """
    if action is None:
        ctx.ask(seat, prompt, actions, cards=cards, optional=True) or ctx.pop()
        return None
    ctx.pop()
    return None if is_skip(action) else action


# -- the turn ----------------------------------------------------------------


def playable_cards(state: State, seat: int) -> list[str]:
    seen: list[str] = []
    for card in state["hands"][seat]:
        if card not in seen and is_playable_card(state, card):
            seen.append(card)
    return seen


def usable_abilities(state: State, seat: int) -> list[int]:
    """City Area cards whose ability may be used now (once per turn, not the turn gained)."""
    flow = state["flow"]
    usable = []
    for number in state["city_cards"][seat]:
        if number in flow["abilities_used"] or number in flow["gained"]:
            continue
        if not has_usable_city_card(state, seat, number):
            continue
        if ability_possible(state, seat, number):
            usable.append(number)
    return usable


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
        return bool(shades_trouble_areas(state, number))
    if code == "pay_to_remove_trouble":
        return money >= ability["cost"] and trouble_count(state) > 0
    return False  # Small Gods is used only in answer to a random event


def shades_trouble_areas(state: State, centre: int) -> list[int]:
    """The Shades or an adjacent area, holding a minion and no trouble marker yet."""
    return [
        n
        for n in (centre, *ADJACENT[centre])
        if minion_count(area(state, n)) > 0 and not area(state, n)["trouble"]
    ]


def main_options(state: State) -> list[Action]:
    flow = state["flow"]
    seat = flow["current"]
    playable = playable_cards(state, seat)
    actions: list[Action] = []
    if flow["plays"] > 0:
        actions.extend({"type": "play_card", "card": c} for c in playable)
    actions.extend({"type": "use_ability", "area": n} for n in usable_abilities(state, seat))
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
        flow["abilities_used"].append(action["area"])
        ctx.push({"t": "ability", "area": action["area"], "seat": seat})
    elif kind == "end_turn":
        end_turn(ctx)


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


def start_turn(ctx: Ctx, seat: int) -> None:
    flow = ctx.flow
    flow.update(
        {
            "current": seat,
            "turn": flow["turn"] + 1,
            "plays": 1,
            "must_play": True,
            "abilities_used": [],
            "gained": [],
            "resolving": [],
            "stack": [{"t": "turn"}],
            "pending": None,
        }
    )
    if personality_met(ctx.state, seat):
        end_game(ctx, "personality", winner=seat)


# -- a card's symbols ----------------------------------------------------------


@step("card")
def step_card(ctx: Ctx, st: Step, action: Action | None) -> None:
    state = ctx.state
    seat = st["seat"]
    symbols = card_symbols(state, st["card"])
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
            ctx.push({"t": "place", "seat": seat, "where": "normal", "optional": True})
        elif symbol == BUILDING:
            ctx.push({"t": "build", "seat": seat, "optional": True})
        elif symbol == ASSASSINATE:
            ctx.push({"t": "assassinate", "seat": seat, "cause": "symbol"})
        elif symbol == REMOVE_TROUBLE:
            ctx.push({"t": "remove_trouble", "seat": seat})
        return  # (INTERRUPT never appears on a played card)
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
    innermost = card_steps[-1] if card_steps else None
    for st in card_steps:
        if st.get("kept"):
            continue
        if st is innermost:
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


@step("place")
def step_place(ctx: Ctx, st: Step, action: Action | None) -> None:
    """Place one of your minions (taking one back first when all twelve are out)."""
    state = ctx.state
    seat = st["seat"]
    if action is None:
        if st.get("cost") and state["money"][seat] < st["cost"]:
            ctx.pop()
            return
        if minions_in_supply(state, seat) == 0:
            own = areas_with_own_minion(state, seat)
            ctx.ask(
                seat,
                "all 12 minions are out: take one back first",
                area_actions("take_back_minion", own),
                optional=st.get("optional", False),
            ) or ctx.pop()
            return
        areas = placement_areas(state, seat, st["where"], st.get("exclude"))
        ctx.ask(
            seat,
            "place a minion",
            area_actions("place_minion", areas),
            optional=st.get("optional", False) and not st.get("took_back"),
        ) or ctx.pop()
        return
    if is_skip(action):
        ctx.pop()
    elif action["type"] == "take_back_minion":
        ctx.remove_minion(str(seat), action["area"])
        st["took_back"] = True
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
        ctx.ask(seat, "place a building", actions, optional=st.get("optional", True)) or ctx.pop()
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
    actions = assassination_actions(ctx.state, seat)
    chosen = optional_choice(ctx, seat, action, "assassinate a minion", actions)
    if chosen is not None:
        push_removal(ctx, chosen, st["cause"], seat)


@step("remove_trouble")
def step_remove_trouble(ctx: Ctx, st: Step, action: Action | None) -> None:
    actions = area_actions("remove_trouble", trouble_areas(ctx.state))
    chosen = optional_choice(ctx, st["seat"], action, "remove a trouble marker", actions)
    if chosen is not None:
        ctx.set_trouble(chosen["area"], False)


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
            ctx.ask(seat, "discard a card", cards={"of": seat, "act": "discard"}) or ctx.pop()
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


# =============================================================================
# Winning and scoring
# =============================================================================


def net_worth(state: State, seat: int) -> int:
    """Chrysoprase: cash + buildings (not in demon areas) - $12 per loan."""
    return (
        state["money"][seat] + building_value(state, seat) - LOAN_REPAY * len(state["loans"][seat])
    )


def personality_met(state: State, seat: int) -> bool:
    """Checked at the start of the owner's turn (Commander Vimes never wins this way)."""
    pid = state["personalities"][seat]
    if pid is None:
        return False
    win = PERSONALITIES[pid]["win"]
    players = str(state["players"])
    kind = win["type"]
    if kind == "minions_in_areas":
        areas = sum(
            1 for a in state["areas"].values() if a["minions"][seat] > 0 and not a["demons"]
        )
        return areas >= win["areas_needed"][players]
    if kind == "control_areas":
        return controlled_areas(state, seat) >= win["areas_needed"][players]
    if kind == "trouble_markers_on_board":
        return trouble_count(state) >= win["needed"]
    if kind == "net_worth":
        return net_worth(state, seat) >= win["target"]
    return False


def points(state: State, seat: int) -> int:
    """5 per minion, printed cost per building (nothing in demon areas), $1 each; loans settled."""
    total = 0
    for a in state["areas"].values():
        if not a["demons"]:
            total += 5 * a["minions"][seat]
    total += building_value(state, seat)
    money = state["money"][seat]
    penalty = 0
    for _ in state["loans"][seat]:
        if money >= LOAN_REPAY:
            money -= LOAN_REPAY
        else:
            penalty += LOAN_PENALTY
    return total + money - penalty


def tie_break_value(state: State, seat: int) -> int:
    if state["options"]["tie_break"] == "highest_building_then_shared":
        return max((AREAS[b]["cost"] for b in buildings_of(state, seat)), default=0)
    return max((AREAS[n]["cost"] for n in state["city_cards"][seat]), default=0)


def end_game(ctx: Ctx, reason: str, winner: int | None = None) -> None:
    state = ctx.state
    seats = list(range(state["players"]))
    scores = {str(s): points(state, s) for s in seats}
    if reason == "deck":
        vimes = [s for s in seats if state["personalities"][s] == "commander_vimes"]
        if vimes:
            winner = vimes[0]
    if winner is not None:
        winners = [winner]
    else:
        best = max(scores.values())
        tied = [s for s in seats if scores[str(s)] == best]
        top = max(tie_break_value(state, s) for s in tied)
        winners = [s for s in tied if tie_break_value(state, s) == top]
    result = {"winners": winners, "scores": scores, "reason": reason}
    ctx.emit({"type": "game_over", "result": result, "personalities": list(state["personalities"])})
    ctx.flow["stack"] = []
    ctx.flow["pending"] = None


# =============================================================================
# Setup, legal actions, resolve
# =============================================================================


def setup_effects(state: State, rng: random.Random) -> list[Effect]:
    ctx = Ctx(state, rng)
    players = state["players"]
    two = players == 2
    brown = [c for c in BROWN_CARDS if not (two and CARDS[c]["removed_in_2p"])]
    ctx.emit(
        {
            "type": "setup_board",
            "money": STARTING_MONEY,
            "starting_areas": list(STARTING_AREAS),
            "events": sorted(EVENTS),
            "green": list(GREEN_CARDS),
            "brown": brown,
        }
    )
    pool = [p for p, d in PERSONALITIES.items() if not (two and d["excluded_in_2p"])]
    rng.shuffle(pool)
    for seat in range(players):
        ctx.emit(
            {
                "type": "personality_dealt",
                "seat": seat,
                "personality": pool[seat],
                "visible_to": [seat],
                "secret": ["personality"],
            }
        )
    ctx.emit(
        {
            "type": "personalities_set_aside",
            "ids": pool[players:],
            "visible_to": [],
            "secret": ["ids"],
        }
    )
    for seat in range(players):
        ctx.draw(seat, HAND_SIZE)
    first = rng.randrange(players)
    ctx.emit({"type": "first_player", "seat": first})
    ctx.flow["turn"] = 0
    start_turn(ctx, first)
    run(ctx)
    emit_flow(ctx)
    return ctx.effects


def run(ctx: Ctx) -> None:
    """Advance the step machine until a seat must decide or the game is over."""
    flow = ctx.flow
    for _ in range(100_000):
        if ctx.over or flow["pending"] is not None:
            return
        st = flow["stack"][-1]
        STEPS[st["t"]](ctx, st, None)
    raise RuntimeError("ankh-morpork: the step machine did not settle")


def emit_flow(ctx: Ctx) -> None:
    flow = clone(ctx.flow)
    effect: Effect = {"type": "flow", "flow": flow}
    pending = flow["pending"]
    if pending and pending.get("cards", {}).get("list"):
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
    actions.extend(card_choices(state, pending))
    if pending.get("optional"):
        actions.append({"type": "skip"})
    if mossy_lawn_available(state, pending):
        actions.append({"type": "play_interrupt", "card": MOSSY_LAWN})
    return actions


def resolve(state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("an action is a JSON object with a string 'type'")
    if state["result"] is not None:
        raise IllegalAction("the game is over")
    pending = state["flow"]["pending"]
    if not pending or pending["seat"] != seat:
        raise IllegalAction("it is not your decision now")
    legal = legal_actions(state, seat)
    canonical = next((a for a in legal if _same_action(a, action)), None)
    if canonical is None:
        raise IllegalAction(_explain_illegal(state, pending, action))
    ctx = Ctx(copy_state(state), rng)
    ctx.flow["pending"] = None
    if canonical["type"] == "play_interrupt" and canonical["card"] == MOSSY_LAWN:
        play_mossy_lawn(ctx, seat)
    elif pending["kind"] == "interrupt":
        answer_interrupt(ctx, pending, canonical)
    else:
        st = ctx.flow["stack"][-1]
        STEPS[st["t"]](ctx, st, canonical)
    run(ctx)
    emit_flow(ctx)
    return ctx.effects


def _same_action(a: Action, b: Action) -> bool:
    if a.keys() != b.keys():
        return False
    for key, value in a.items():
        other = b[key]
        if type(value) is not type(other) or value != other:
            return False
    return True


def _explain_illegal(state: State, pending: dict[str, Any], action: Action) -> str:
    kind = action.get("type")
    if pending["kind"] == "main":
        if kind == "play_card":
            card = action.get("card")
            if card not in state["hands"][pending["seat"]]:
                return "you can only play a card from your hand"
            if card in INTERRUPT_CARDS:
                return "interrupt cards are played in answer to a threat, not as your turn's card"
            if state["flow"]["plays"] <= 0:
                return "you have no card play left this turn"
        if kind == "end_turn":
            return "you must play a card before ending your turn"
        if kind == "use_ability":
            return "you cannot use that City Area ability now (not yours, used, gained this turn or blocked)"
    return f"{kind!r} is not one of the choices now ({pending.get('prompt', pending['kind'])})"
