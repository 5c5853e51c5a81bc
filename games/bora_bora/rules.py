"""Bora Bora rules: what the seat to act may do now, and what an action does.

The turn structure is a stack of *frames* (``state["frames"]``): the top frame is the decision the
current seat faces now ("place a die", "choose the region", "where does the new stone go?", "use
a Red God?", "fire bonus: card or offering?"). Every action pops or updates the top frame and may
push follow-up frames; when the stack empties, ``advance`` moves the game on (next seat, next
phase, next round, final scoring).

The decisions themselves live with the part of the turn they belong to: ``phase_a`` (starting
huts, dice and action tiles), ``phase_b`` (men and women), ``phase_c`` (scoring, jewelry, tasks)
and ``moves`` (what several of them share: gods, expanding, materials, building, Fire Bonus).

``resolve`` and ``play`` are both ``resolution``: it checks an action against ``legal_actions``
(so the two can never disagree), then runs the handler on a ``Resolution`` (games.engine.kit),
which records every change as an effect; the frames are its ``DecisionStack`` (``res.push``,
``res.pop``, ``res.update``). ``resolve`` returns the effects; ``play`` (a search's playouts)
resolves on the caller's own state, in place (the kit's ``Playing``), and returns it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from games.bora_bora import data as d
from games.bora_bora import moves, phase_a, phase_b, phase_c
from games.bora_bora.effects import EFFECTS
from games.bora_bora.moves import Frame
from games.bora_bora.state import hand_size, player
from games.engine import Action, Effect, IllegalAction, Playing, Resolution, State
from games.engine.i18n import N_, texts_of

_, ngettext, pgettext = texts_of(__package__)

Legal = Callable[[State, int, Frame], list[Action]]
Handler = Callable[[Resolution, int, Frame, Action], None]

#: frame kind -> the legal actions of that decision
LEGAL: dict[str, Legal] = {
    "start_hut": phase_a.start_hut_actions,
    "place_die": phase_a.place_die_actions,
    "expand": lambda s, seat, f: moves.expand_actions(s, seat, f["kinds"], f["value"]),
    "resource": moves.resource_actions,
    "red": moves.red_actions,
    "take_person": lambda s, seat, f: moves.take_person_actions(s, seat, f["gender"], f["value"]),
    "helper": phase_a.helper_actions,
    "temple": phase_a.temple_actions,
    "build_tile": lambda s, seat, f: moves.build_tile_actions(s, seat, f["value"]),
    "build_cells": moves.build_cells_actions,
    "fire_card": moves.fire_card_actions,
    "fire_status": moves.fire_status_actions,
    "b_menu": phase_b.b_menu_actions,
    "activation": phase_b.activation_actions,
    "pick_material": phase_b.pick_material_actions,
    "pick_god": phase_b.pick_god_actions,
    "jewelry": phase_c.jewelry_actions,
    "task": phase_c.task_actions,
    "new_task": phase_c.new_task_actions,
    "final_tasks": phase_c.final_task_actions,
}

#: action type -> what it does
HANDLERS: dict[str, Handler] = {
    "start_hut": phase_a.handle_start_hut,
    "place_die": phase_a.handle_place_die,
    "expand": moves.handle_expand,
    "take_resource": moves.handle_take_resource,
    "decline_resource": moves.handle_decline_resource,
    "decline_god": moves.handle_decline_god,
    "take_person": moves.handle_take_person,
    "helper": phase_a.handle_helper,
    "end_helper": phase_a.handle_end,
    "place_priest": phase_a.handle_place_priest,
    "build_tile": moves.handle_build_tile,
    "build_cells": moves.handle_build_cells,
    "fire_bonus": moves.handle_fire_bonus,
    "activate": phase_b.handle_activate,
    "carry_out": phase_b.handle_carry_out,
    "move_huts": phase_b.handle_move_huts,
    "end_people": phase_a.handle_end,
    "take_material": phase_b.handle_take_material,
    "take_god_card": phase_b.handle_take_god_card,
    "buy_jewelry": phase_c.handle_buy_jewelry,
    "pass_jewelry": phase_a.handle_end,
    "complete_task": phase_c.handle_complete_task,
    "discard_task": phase_c.handle_discard_task,
    "take_task": phase_c.handle_take_task,
    "end_tasks": phase_a.handle_end,
}

#: which god a "play_god" calls depends on the decision it answers
GOD_HANDLERS: dict[str, Handler] = {
    "place_die": phase_a.handle_dice_god,
    "red": moves.handle_red_god,
    "b_menu": phase_b.handle_green_god,
    "activation": phase_b.handle_green_god,
}


def to_act(state: State) -> list[int]:
    if state["phase"] in ("over", "setup") or state["current"] is None:
        return []
    return [state["current"]]


#: Action type -> (decision -> the legal actions of that decision that may equal an action of
#: that type), where listing them all is a real cost: ``resolve`` checks an action against
#: these alone. Each is what ``LEGAL`` lists for the decision, less actions that cannot equal the
#: one checked (another type, die or tile), in ``LEGAL``'s order.
LEGAL_LIKE: dict[str, dict[str, Callable[[State, int, Frame, Action], list[Action]]]] = {
    "place_die": {"place_die": phase_a.die_placement_named},
    "play_god": {"place_die": phase_a.dice_gods_named},
    "activate": {"b_menu": phase_b.activation_named},
    "end_people": {"b_menu": phase_b.end_people_named},
    "complete_task": {"task": phase_c.completions_named, "final_tasks": phase_c.completions_named},
    "discard_task": {"task": phase_c.discards_named},
    "helper": {"helper": phase_a.helper_named},
}


def _decision(state: State, seat: int) -> Frame | None:
    """The decision ``seat`` faces now (None: it has none to take)."""
    if state["phase"] == "over" or state["current"] != seat or not state["frames"]:
        return None
    return state["frames"][-1]


def legal_actions(state: State, seat: int) -> list[Action]:
    frame = _decision(state, seat)
    if frame is None:
        return []
    legal = LEGAL.get(frame["kind"])
    return legal(state, seat, frame) if legal else []


def legal_actions_like(state: State, seat: int, action: Any) -> list[Action]:
    """The legal actions ``action`` may be equal to: ``legal_actions``, or of its decision's
    ``LEGAL_LIKE`` only those of its type (an action equal to a listed one is in there, in the
    same order)."""
    frame = _decision(state, seat)
    if frame is None:
        return []
    kind = action.get("type") if isinstance(action, dict) else None
    like = LEGAL_LIKE.get(kind, {}).get(frame["kind"]) if isinstance(kind, str) else None
    if like is not None:
        return like(state, seat, frame, action)
    legal = LEGAL.get(frame["kind"])
    return legal(state, seat, frame) if legal else []


def handle(res: Resolution, seat: int, action: Action) -> None:
    frame = res.state["frames"][-1]
    if action["type"] == "play_god":
        GOD_HANDLERS[frame["kind"]](res, seat, frame, action)
    else:
        HANDLERS[action["type"]](res, seat, frame, action)


# =============================================================================================
# Moving the game on
# =============================================================================================


def _roll_dice(res: Resolution) -> None:
    assert res.rng is not None
    dice = {
        str(s): [res.rng.randint(1, 6) for _ in range(d.DICE_PER_PLAYER)]
        for s in range(res.state["players"])
    }
    res.emit({"type": "roll", "dice": dice})


def begin_round(res: Resolution, round_number: int) -> None:
    state = res.state
    if round_number > 1:
        displays = {g: state["stacks"][g][: d.DISPLAY_SIZE] for g in d.GENDERS}
        tasks = state["task_stack"][: d.task_display_size(state["players"])]
        res.emit({"type": "new_round", "round": round_number, "displays": displays, "tasks": tasks})
    _roll_dice(res)
    first = state["order"][0]
    res.emit({"type": "turn", "phase": "A", "round": round_number, "idx": 0, "current": first})
    res.push({"kind": "place_die", "blue": False, "white": False})


def _next_turn(res: Resolution, phase: str, idx: int, frame: Frame) -> None:
    res.emit({"type": "turn", "phase": phase, "idx": idx, "current": res.state["order"][idx]})
    res.push(frame)


#: Decisions whose choices never depend on the god cards in hand (jewelry is paid in shells).
HAND_BLIND = frozenset({"jewelry"})


def _only_pass(state: State, seat: int) -> bool:
    """Whether the seat's only choice is to pass, as the other players can tell.

    Passing a seat over is seen by everybody, so it may not depend on the hand: where the
    choices do (a god to call, tasks counting cards), a seat holding god cards is asked,
    passing one click of it, whatever the cards are."""
    if state["frames"][-1]["kind"] not in HAND_BLIND and hand_size(player(state, seat)):
        return False
    actions = legal_actions(state, seat)
    return len(actions) == 1 and actions[0]["type"] in ("pass_jewelry", "end_people", "end_tasks")


def _skip_if_only_pass(res: Resolution) -> None:
    """A seat whose only choice would be to pass is passed over (the loop in advance goes on)."""
    if _only_pass(res.state, res.state["current"]):
        res.pop()


def advance(res: Resolution, height: int) -> None:
    """While the frame stack is empty: hand the turn on, or move to the next phase/round/end.

    ``height`` is the stack's height before the action: the stack is counted off it and the
    effects since (``decisions_after``), so that the table is read (and brought up to date) only
    to move on. (A height, not the table before the action: when the action is played in place,
    that table is the working state itself and changes with every effect - and is up to date,
    so the stack is simply read.)"""
    in_place = res.in_place
    while not (len(res.state["frames"]) if in_place else decisions_after(height, res.effects)):
        state = res.state
        n = state["players"]
        phase, idx = state["phase"], state["idx"]
        if phase == "over":
            return
        if phase == "start_huts":
            if idx + 1 < n:
                seat = state["order"][n - 2 - idx]
                res.emit({"type": "turn", "idx": idx + 1, "current": seat})
                res.push({"kind": "start_hut"})
            else:
                begin_round(res, 1)
        elif phase == "A":
            dice = state["dice"]
            if any([dice[str(s)] for s in range(n)]):  # (a list: no generator to run)
                nxt = (idx + 1) % n
                while not state["dice"][str(state["order"][nxt])]:
                    nxt = (nxt + 1) % n
                _next_turn(res, "A", nxt, {"kind": "place_die", "blue": False, "white": False})
            else:
                _next_turn(res, "B", 0, phase_b.b_menu_frame())
                _skip_if_only_pass(res)
        elif phase == "B":
            if idx + 1 < n:
                _next_turn(res, "B", idx + 1, phase_b.b_menu_frame())
                _skip_if_only_pass(res)
            else:
                phase_c.score_status_and_temple(res)
                _next_turn(res, "C_jewelry", 0, {"kind": "jewelry"})
                _skip_if_only_pass(res)
        elif phase == "C_jewelry":
            if idx + 1 < n:
                _next_turn(res, "C_jewelry", idx + 1, {"kind": "jewelry"})
                _skip_if_only_pass(res)
            else:
                column = state["round"] - 1
                if state["jewelry"][column]:
                    res.emit({"type": "discard_column", "column": column})
                _next_turn(res, "C_tasks", 0, {"kind": "task"})
        elif phase == "C_tasks":
            if idx + 1 < n:
                _next_turn(res, "C_tasks", idx + 1, {"kind": "task"})
            else:
                _next_turn(res, "C_new_task", 0, {"kind": "new_task"})
        elif phase == "C_new_task":
            if idx + 1 < n:
                _next_turn(res, "C_new_task", idx + 1, {"kind": "new_task"})
            elif state["round"] < d.ROUNDS:
                begin_round(res, state["round"] + 1)
            else:
                _next_turn(res, "final_tasks", 0, {"kind": "final_tasks"})
                _skip_if_only_pass(res)
        elif phase == "final_tasks":
            if idx + 1 < n:
                _next_turn(res, "final_tasks", idx + 1, {"kind": "final_tasks"})
                _skip_if_only_pass(res)
            else:
                phase_c.final_scoring(res)


#: Why an action is refused, by the decision the seat faces (a player reads it).
ILLEGAL_REASONS = {
    "start_hut": N_(
        "Your first hut goes on an empty building space of a region whose fish tile shows 1."
    ),
    "place_die": N_(
        "A die must go on an action you can carry out, lower than every die already on that tile "
        "(unless you use a Blue God); fishing takes any die."
    ),
    "expand": N_(
        "You may expand only into a region where you have no hut yet, next to one of your "
        "regions, over a path no higher than your value."
    ),
    "resource": N_(
        "Put the region's resource on an empty space of its kind on your board (or beside it when "
        "none is left), or leave it."
    ),
    "red": N_("Now you may call the Red God (paying for it) or decline."),
    "take_person": N_(
        "Take a tile from a display position no higher than your value, onto a free space of "
        "your board."
    ),
    "helper": N_(
        "That exchange costs more pips than you have left, or is not possible now (a new "
        "material goes on an empty space of its kind)."
    ),
    "temple": N_("A priest goes on a temple space no higher than your value."),
    "build_tile": N_("Build an unbuilt building tile no higher than your value."),
    "build_cells": N_("A building covers two adjacent ceremony spaces that both hold a material."),
    "fire_card": N_("Fire bonus: take one god card or one offering."),
    "fire_status": N_("Fire bonus: take one status step or one shell."),
    "b_menu": N_("Activate one man type and one woman type you own (or end)."),
    "activation": N_(
        "Carry out the activated person action within its strength (move at least one hut and "
        "no more than it allows)."
    ),
    "pick_material": N_(
        "Choose a building material (stone, wood or sand) and an empty space of its kind on your "
        "board."
    ),
    "pick_god": N_("Take a god card from the deck or the face-up display."),
    "jewelry": N_("Buy one jewelry tile of this round's column you can pay for, or pass."),
    "task": N_("Complete one of your tasks, or discard one if none can be completed."),
    "new_task": N_("Take one task from the task display."),
    "final_tasks": N_("Complete one of your remaining tasks, or end."),
}


def _why_illegal(state: State, seat: int, action: Any) -> str:
    if state["phase"] == "over":
        return _("The game is over.")
    if state["current"] != seat:
        return _("It is not your turn: seat {seat} is to act.").format(seat=state["current"])
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return _("An action must be an object with a 'type'.")
    kind = state["frames"][-1]["kind"]
    if kind in ILLEGAL_REASONS:
        return _(ILLEGAL_REASONS[kind])
    return _("That action is not allowed now.")


def resolution(
    state: State, seat: int, action: Action, rng: random.Random, *, in_place: bool = False
) -> Resolution:
    """``action`` by ``seat`` checked and resolved: its effects, and the table as they leave it
    (``state`` itself, changed, when ``in_place``: see ``Game.play``).

    Everything read of the table before the action is read before the first effect: played in
    place (the kit's ``Playing``), ``state`` is the working state and shows each effect as it
    is emitted. What the rules hold in a local is nothing an effect emitted since changes:
    ``advance`` and ``begin_round`` read the turn order after emitting new rounds, turns and
    dice, ``score_status_and_temple`` the round and the temple after the status scoring, and
    the handlers read their frame before they ``update`` it."""
    # Only the actions the given one may equal: the rest of the listing could not make it legal.
    legal = legal_actions_like(state, seat, action) if isinstance(seat, int) else []
    try:
        action = legal[legal.index(action)]  # the canonical copy (e.g. 1, never True)
    except ValueError:  # not in legal
        raise IllegalAction(_why_illegal(state, seat, action)) from None
    height = len(state["frames"])
    res = Playing(EFFECTS, state, rng) if in_place else Resolution(EFFECTS, state, rng)
    handle(res, seat, action)
    advance(res, height)
    return res


def decisions_after(height: int, effects: list[Effect]) -> int:
    """How many decisions the stack holds once ``effects`` are applied to a table whose stack
    holds ``height``.

    Counted off the effects (a push adds one, a pop takes one, the final scoring clears them)
    rather than read from ``res.state``: that would bring the working state up to date, copying
    every part the effects change, only to learn that a decision is still open - which it is
    after most actions, and then nothing reads the table again and nothing is copied. (Only
    these three effects change the stack: see ``effects``.)"""
    for effect in effects:
        kind = effect["type"]
        if kind == "push":
            height += 1
        elif kind == "pop":
            height -= 1
        elif kind == "final_scoring":
            height = 0
    return height
