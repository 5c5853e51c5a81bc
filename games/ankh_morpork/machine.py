"""The step machine that resolves Ankh-Morpork turns: its context, small rule helpers, interrupts.

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

``Ctx`` is the engine kit's ``Playing`` (games.engine.kit) with this game's words: ``Game.play``
resolves on it, in place. Every change to the state outside ``flow`` is an effect emitted
through it. ``resolve`` records them on a ``RecordedCtx`` and ends with one ``flow`` effect
carrying the new stack and pending decision, so replaying the effects rebuilds the state
exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from typing import Any

from games.ankh_morpork.data import (
    ADJACENT,
    AREAS,
    BUILDINGS_PER_PLAYER,
    CARDS,
    INTERRUPT_CARDS,
)
from games.ankh_morpork.effects import EFFECTS
from games.ankh_morpork.scoring import game_over_effect
from games.ankh_morpork.state import (
    area,
    areas_with_own_minion,
    buildings_of,
    cards_out_of_sight,
    deck_size,
    has_usable_city_card,
    minion_count,
    owners_in,
    trouble_areas,
)
from games.engine import Action, Effect, Playing, State, clone

Step = dict[str, Any]

GASPODE, FRESH_START_CLUB, WALLACE_SONKY = "G16", "G15", "G47"
SUSAN, IGOR, MOSSY_LAWN = "B48", "B26", "B18"
PEELED_NUTS = "G36"
CLACKS = "B12"
SMALL_GODS = 4
SMALL_GODS_FEE = 3
LOAN_REPAY, LOAN_PENALTY = 12, 15


# =============================================================================
# The resolution context: emit effects, ask decisions, roll the die
# =============================================================================


def working_flow(flow: dict[str, Any], *, answering: bool) -> dict[str, Any]:
    """A copy of the flow the steps may change in place (its lists and steps copied).

    Written out for the flow's known shape: a generic deep copy took several times as long.
    An answered decision is left out (the action answers it).
    """
    return {
        **flow,
        "abilities_used": flow["abilities_used"][:],
        "gained": flow["gained"][:],
        "resolving": flow["resolving"][:],
        # Deep: a step may hold a list (a queue), and the flow effect must share nothing with
        # the state it was resolved from (tests/engine/test_kit.py). Step by step, as clone()
        # of the whole list first looks at the type of every step.
        "stack": [clone(step) for step in flow["stack"]],
        "pending": None if answering else clone(flow["pending"]),
    }


#: Parts of the state that are lists of scalars (card ids, event ids, area numbers, dollars):
#: a resolution copies them in one C call, where the generic deep copy would look at the type
#: of each item first (a deck holds some fifty cards).
SCALAR_LISTS = frozenset(
    {
        "money",
        "deck_green",
        "deck_brown",
        "discard",
        "events",
        "events_used",
        "personalities",
        "unused_personalities",
        "lost_city_cards",
    }
)
#: Parts that are a list of scalars per seat (cards in hand, City Area cards...).
LISTS_OF_SCALAR_LISTS = frozenset(
    {"hands", "city_cards", "loans", "penalties", "known_personalities"}
)


class Ctx(Playing):
    """One action being resolved, in Ankh-Morpork's words: the flow, asking, dice, money, cards.

    A ``Ctx`` is the kit's ``Playing`` (games.engine.kit), for ``Game.play``: the given state
    is the working state, flow and all, and each effect is applied to it as it is emitted.
    ``resolve`` and ``setup`` record the effects on a ``RecordedCtx``. Either way the step
    machine reads the table after every effect and changes its flow in place: ``flow`` is a
    plain attribute like ``state`` (the steps read them a dozen times per action), and the
    stack of steps is pushed and popped on it directly.
    """

    __slots__ = ("flow",)
    rng: random.Random

    def __init__(self, state: State, rng: random.Random, answering: bool = False):
        super().__init__(EFFECTS, state, rng)
        self.flow: dict[str, Any] = state["flow"]
        if answering:  # the action answers the pending decision
            self.flow["pending"] = None

    # -- the stack of steps (changed in place: the flow effect records it) ----------------------

    def push(self, step: Step) -> None:
        self.flow["stack"].append(step)

    def pop(self) -> None:
        self.flow["stack"].pop()

    def replace(self, step: Step) -> None:
        """The step on top becomes another one."""
        stack = self.flow["stack"]
        stack.pop()
        stack.append(step)

    @property
    def over(self) -> bool:
        return self.state["result"] is not None

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


class RecordedCtx(Ctx):
    """A ``Ctx`` that records the effects (``resolve``, ``setup``) and never changes the given
    state: the working state is a shallow copy of it whose flow is the resolution's own from the
    start, and each effect is applied to it once the parts it changes in place
    (``EFFECTS.mutated_parts``) are copied.

    That is the kit's ``Resolution(..., eager=True, owns=("flow",))`` with this game's copies:
    ``working_flow`` for the flow, and each part copied as it is laid out. When ``Ctx`` was a
    ``Resolution``, the properties and the generic copies were a third of a random playout
    (docs/engine-speed.md, fourth pass); ``resolve`` still runs once per move of a match.
    """

    __slots__ = ("_copied", "_copied_tops")
    in_place = False

    def __init__(self, state: State, rng: random.Random, answering: bool = False):
        self.table = EFFECTS
        self.rng = rng
        self.effects = []
        self.flow = working_flow(state["flow"], answering=answering)
        self.state = {**state, "flow": self.flow}
        #: Parts copied whole, and top-level containers copied one level deep to reach one.
        self._copied: set[tuple[str, ...]] = set()
        self._copied_tops: set[str] = set()

    def emit(self, effect: Effect) -> None:
        """Record ``effect`` and apply it to the working state (the rules read it next)."""
        self.effects.append(effect)
        copied = self._copied
        for path in EFFECTS.mutated_parts(effect):
            if path not in copied:
                self._copy(path)
        EFFECTS.apply(self.state, effect)

    def _copy(self, path: tuple[str, ...]) -> None:
        """Copy the part at ``path``, and the container above it one level deep.

        This game's parts are one or two keys deep ("money", "hands.{seat}", "areas.{area}"):
        written for those, as it runs for nearly every action.
        """
        copied = self._copied
        copied.add(path)
        state = self.state
        top = path[0]
        if len(path) == 1:
            state[top] = state[top][:] if top in SCALAR_LISTS else clone(state[top])
            return
        if len(path) > 2:
            raise ValueError(f"ankh-morpork: a part more than two keys deep: {path}")
        if (top,) in copied:
            return  # the whole of it is a copy already
        container = state[top]
        if top not in self._copied_tops:
            self._copied_tops.add(top)
            container = state[top] = container.copy()
        key: Any = path[1]
        if type(container) is list:
            key = int(key)
        item = container[key]
        if top in LISTS_OF_SCALAR_LISTS:
            container[key] = item[:]
        elif top == "areas":  # an area's one list is its minion counts
            container[key] = {**item, "minions": item["minions"][:]}
        else:
            container[key] = clone(item)


def end_game(ctx: Ctx, reason: str, winner: int | None = None) -> None:
    """The game ends: scores, the winners, every personality revealed; nothing is pending."""
    ctx.emit(game_over_effect(ctx.state, reason, winner))
    ctx.flow["stack"] = []
    ctx.flow["pending"] = None


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


def placement_areas(
    state: State, seat: int, where: str, exclude: int | list[int] | None = None
) -> list[int]:
    """Where a minion may be placed, never in the ``exclude`` area(s).

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
    excluded = exclude if isinstance(exclude, list) else [exclude]
    return [n for n in result if n not in excluded]


def take_back_areas(state: State, seat: int, where: str, exclude: list[int]) -> list[int]:
    """All twelve minions out: the areas one may be taken back from to be placed again.

    The rulebook: take one back "and place it somewhere else" - so only areas from which the
    minion still has another legal place to go (the placement rules see the board without it).
    """
    own = areas_with_own_minion(state, seat)
    if where != "normal":
        # These placement areas do not depend on where the seat's minions are.
        areas = placement_areas(state, seat, where, exclude)
        return [number for number in own if any(n != number for n in areas)]
    # "normal": the areas with one of the seat's minions once this one is taken back, and
    # their neighbours (anywhere when none is left), less the excluded ones and this area.
    excluded = set(exclude)
    everywhere = set(AREAS) - excluded
    reach = reach_of(own) - excluded
    areas = state["areas"]
    result = []
    for number in own:
        if areas[str(number)]["minions"][seat] > 1:
            left = reach
        else:
            rest = [n for n in own if n != number]
            left = reach_of(rest) - excluded if rest else everywhere
        if len(left) > 1 or (left and number not in left):
            result.append(number)
    return result


def reach_of(own: list[int]) -> set[int]:
    """The areas holding or next to one of ``own``."""
    found = set(own)
    for number in own:
        found.update(ADJACENT[number])
    return found


#: Each area's number and its key in ``state["areas"]``, in board order.
AREA_NUMBERS_AND_KEYS: tuple[tuple[int, str], ...] = tuple((n, str(n)) for n in AREAS)


def can_build_in(state: State, seat: int, number: int) -> bool:
    """You have a minion there, and the area has no building and no trouble marker."""
    a = area(state, number)
    return a["minions"][seat] > 0 and a["building"] is None and not a["trouble"]


def build_actions(state: State, seat: int, half: bool = False) -> list[Action]:
    actions: list[Action] = []
    own_buildings = buildings_of(state, seat)
    free = BUILDINGS_PER_PLAYER - len(own_buildings) > 0  # (buildings_in_supply)
    money = state["money"][seat]
    areas = state["areas"]
    for number, key in AREA_NUMBERS_AND_KEYS:
        a = areas[key]
        if not (a["minions"][seat] > 0 and a["building"] is None and not a["trouble"]):
            continue  # (can_build_in, written out)
        cost = AREAS[number]["cost"] // 2 if half else AREAS[number]["cost"]
        if money < cost:
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
    state: State,
    seat: int,
    threat: str,
    cause: str,
    by: int | None,
    text_answered: bool = False,
    cards: Collection[str] | None = None,
) -> list[str]:
    """Interrupt cards in ``seat``'s hand (or among ``cards``) that answer this threat.

    threat: "remove" / "move" (one of your minions), "text" (another player's scroll text
    affects you), "building" (an event would remove your building).
    cause: "symbol" (a card's symbol), "text" (a card's scroll), "event" (a random event).
    text_answered: the victim was already offered Wallace Sonky against this very text.
    Susan, Fresh Start Club and Igor answer every removal, also one the owner makes themself
    (The Auditors, a failed gamble); Gaspode and Sonky only what another player does.
    """
    hand = state["hands"][seat] if cards is None else cards
    found: list[str] = []
    by_other = cause != "event" and by is not None and by != seat
    gaspode_ok = by_other or (cause == "event" and state["options"]["gaspode_blocks_events"])
    if GASPODE in hand and threat in ("remove", "move") and gaspode_ok:
        found.append(GASPODE)
    if threat == "remove":
        for card in (SUSAN, FRESH_START_CLUB, IGOR):
            if card in hand:
                found.append(card)
    if WALLACE_SONKY in hand and cause == "text" and by_other and not text_answered:
        found.append(WALLACE_SONKY)
    return found


def interrupt_options(state: State, pending: dict[str, Any]) -> list[Action]:
    seat = pending["seat"]
    cards = interrupt_cards_for(
        state,
        seat,
        pending["threat"],
        pending["cause"],
        pending["by"],
        pending.get("text_answered", False),
    )
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
    """Offer the victim its interrupts once; "ok", "blocked", "relocate", or None while asked.

    Everybody sees the victim being asked, so whether it is asked depends on what the table
    knows, never on the hand: asked whenever a card that answers could be in its hand (it
    holds cards, and one such card is out of sight), so a hand without one gets the same
    decision, "let it happen" its one choice."""
    result = step.get(key)
    if result is not None:
        return result
    if victim is None:
        step[key] = "ok"
        return "ok"
    state = ctx.state
    text_answered = bool(step.get("text_answered"))
    might_hold = cards_out_of_sight(state) if state["hands"][victim] else set()
    has_cards = bool(
        interrupt_cards_for(state, victim, threat, cause, by, text_answered, cards=might_hold)
    )
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
    if text_answered:
        ctx.flow["pending"]["text_answered"] = True
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
        if not ctx.ask(seat, prompt, actions, cards=cards, optional=True):
            ctx.pop()
        return None
    ctx.pop()
    return None if is_skip(action) else action
