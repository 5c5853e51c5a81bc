"""What each seat may see, and states sampled from that knowledge for search bots.

Secrets: god cards in a hand (others see how many), the order and content of the face-down god deck
and of the face-down man, woman and task stacks. Everything else on the table is public.
"""

from __future__ import annotations

import random

from games.bora_bora import data as d
from games.bora_bora.state import hand_size
from games.engine import State, View, clone

_HIDDEN_FIELDS = ("god_deck", "task_stack")


def view(state: State, seat: int | None, *, omniscient: bool = False) -> View:
    shown = clone(state)
    shown["viewer"] = seat
    shown["god_deck_size"] = len(state["god_deck"])
    shown["task_stack_size"] = len(state["task_stack"])
    shown["stack_sizes"] = {g: len(state["stacks"][g]) for g in d.GENDERS}
    for seat_key, p in shown["p"].items():
        p["hand_size"] = hand_size(p)
        if not omniscient and (seat is None or seat_key != str(seat)):
            p["hand"] = None
    if not omniscient:
        for field in _HIDDEN_FIELDS:
            shown[field] = None
        shown["stacks"] = None
    return shown


def _unaccounted_god_cards(shown: View) -> list[str]:
    remaining = {c: d.GOD_CARDS_PER_COLOUR for c in d.GOD_COLOURS}
    for card in shown["god_display"] + shown["god_discard"]:
        remaining[card] -= 1
    for p in shown["p"].values():
        if p["hand"] is not None:
            for colour, count in p["hand"].items():
                remaining[colour] -= count
    return [c for c in d.GOD_COLOURS for _ in range(remaining[c])]


def sample(shown: View, seat: int, rng: random.Random) -> State:
    """A complete state consistent with ``shown``: unknown cards and tiles dealt at random."""
    state = clone(shown)
    for key in ("viewer", "god_deck_size", "task_stack_size", "stack_sizes"):
        state.pop(key, None)
    for p in state["p"].values():
        p.pop("hand_size", None)

    pool = _unaccounted_god_cards(shown)
    rng.shuffle(pool)
    for seat_key, p in state["p"].items():
        if p["hand"] is None:
            size = shown["p"][seat_key]["hand_size"]
            dealt, pool = pool[:size], pool[size:]
            p["hand"] = {c: dealt.count(c) for c in d.GOD_COLOURS}
    state["god_deck"] = pool

    if shown["stacks"] is None:
        stacks: dict[str, list[str]] = {}
        for g in d.GENDERS:
            seen = set(shown["boxed"][g]) | {t for t in shown["displays"][g] if t is not None}
            for p in shown["p"].values():
                seen |= {person["tile"] for person in p["people"]}
            stack = [t for t in d.ALL_PEOPLE[g] if t not in seen]
            rng.shuffle(stack)
            stacks[g] = stack
        state["stacks"] = stacks

    if shown["task_stack"] is None:
        seen_tasks = set(shown["task_display"]) | set(shown["tasks_boxed"])
        for p in shown["p"].values():
            seen_tasks |= set(p["tasks"]) | {done["task"] for done in p["done_tasks"]}
        stack_tasks = [t for t in d.DARK_TASKS if t not in seen_tasks]
        rng.shuffle(stack_tasks)
        state["task_stack"] = stack_tasks
    return state
