"""The rules of The Great Zimbabwe: who acts, what they may do, and resolving an action.

Round structure (rulebook): phase I auction for turn order, phase II each player's turn,
phase III income, phase IV check for a winner. Phases III and IV need no decision, so they are
produced as effects by the action that ends the last turn of phase II.

This module only dispatches; the rules live in one module per part of the game, in play order:
``setup``, ``opening`` (first monuments), ``auction`` (phase I), ``turn`` (phase II: the turn and its
pending steps) with ``gods_and_specialists``, ``monuments`` (Build Monument), ``craftsmen``
(Place Craftsmen) and ``raising`` (Raise Monuments), and ``rounds`` (the round skeleton and
phases III-IV). ``effects`` applies effects to a state.

``resolve`` works on a ``Resolution`` (games.engine.kit): every effect a rule emits shows on its
working state, so later checks (whose turn is next, has anybody won) read the state as it will
be. A turn has at most one pending step (``turn["pending"]``), changed through ``turn`` effects.

``play`` resolves on the given state itself (``Game.play``: the caller owns it), with the same
checks and rules, each effect applied as it is emitted (the engine kit's ``Playing``). There the
table read before an effect is the table after it: the rules that read the table as it was
before their own effects (``end_round``, ``end_auction``, a bid's next bidder, ``do_buy_good``)
read only what those effects leave as it was, or read it first. The commonest effects - cattle
moves and the turn's fields - change the table at once, unrecorded
(``move_cattle``, ``set_turn``), as nobody reads a played action's effects.
"""

from __future__ import annotations

import random

from games.engine import Action, Effect, IllegalAction, Playing, Resolution, State
from games.great_zimbabwe.auction import bid_range, resolve_bid, resolve_pass
from games.great_zimbabwe.effects import EFFECTS, SQUARE_NAMED_EFFECTS, with_squares_named
from games.great_zimbabwe.opening import free_start_areas, resolve_first_monument
from games.great_zimbabwe.refusals import _
from games.great_zimbabwe.turn import resolve_turn_action, turn_actions


def to_act(state: State) -> list[int]:
    """The one seat to act by phase (none when the game is over). The listing and the
    resolution ask the same by phase, written out, as each is asked for every action."""
    phase = state["phase"]
    if phase == "actions":
        return [state["turn"]["seat"]]
    if phase == "auction":
        return [state["auction"]["to_bid"]]
    if phase == "first_monuments":
        return [state["placing_order"][0]]
    return []


def legal_actions(state: State, seat: int) -> list[Action]:
    # Who acts (``to_act``) by phase, written out.
    phase = state["phase"]
    if phase == "actions":
        return turn_actions(state, seat) if state["turn"]["seat"] == seat else []
    if phase == "auction":
        if state["auction"]["to_bid"] != seat:
            return []
        bids = [{"type": "bid", "amount": n} for n in bid_range(state, seat)]
        return bids + [{"type": "pass"}]
    if phase == "first_monuments" and state["placing_order"][0] == seat:
        return [{"type": "place_first_monument", "cell": c} for c in free_start_areas(state)]
    return []


def resolve(state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
    # Most effects name no square: only those are passed on to be named (a call per effect),
    # from the table before the action (``state``, which a resolution never changes).
    return [
        with_squares_named(state, effect) if effect["type"] in SQUARE_NAMED_EFFECTS else effect
        for effect in resolution(state, seat, action, rng).effects
    ]


def resolution(
    state: State, seat: int, action: Action, rng: random.Random, *, in_place: bool = False
) -> Resolution:
    """``action`` by ``seat`` checked and resolved: its effects, and the table as they leave it
    (``state`` itself, changed, and no effects, when ``in_place``: see ``Game.play``)."""
    # ``rng`` goes unused: no randomness after setup (the map, gods and VR stack are the only
    # draws).
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction(_("an action is an object with a 'type'"))
    phase = state["phase"]
    if phase == "over":
        raise IllegalAction(_("the game is over"))
    # Who acts (``to_act``), written out.
    if phase == "actions":
        acting = state["turn"]["seat"]
    elif phase == "auction":
        acting = state["auction"]["to_bid"]
    elif phase == "first_monuments":
        acting = state["placing_order"][0]
    else:
        acting = None
    if acting != seat:
        raise IllegalAction(_("it is not your turn"))
    res = Playing(EFFECTS, state) if in_place else Resolution(EFFECTS, state)
    kind = action["type"]
    if phase == "first_monuments":
        if kind != "place_first_monument":
            raise IllegalAction(_("each player first places a monument on a free start area"))
        resolve_first_monument(res, seat, action)
    elif phase == "auction":
        if kind == "bid":
            resolve_bid(res, seat, action)
        elif kind == "pass":
            resolve_pass(res, seat)
        else:
            raise IllegalAction(_("during the auction you may only bid or pass"))
    else:
        resolve_turn_action(res, seat, action)
    return res
