"""The shared kit (games.engine.kit) and the one copy routine, and every game's use of them."""

from __future__ import annotations

import random
from importlib import import_module
from typing import Any

import pytest

from games.engine import (
    DecisionStack,
    EffectTable,
    Playing,
    Resolution,
    apply_all,
    clone,
)
from games.registry import GAME_MODULES, get_game

# -- the copy routine ---------------------------------------------------------------------------


def containers(value: Any) -> list[Any]:
    found = []
    if isinstance(value, dict):
        found.append(value)
        for item in value.values():
            found.extend(containers(item))
    elif isinstance(value, list):
        found.append(value)
        for item in value:
            found.extend(containers(item))
    return found


def test_clone_is_an_equal_copy_sharing_no_container():
    value = {
        "a": [1, 2, [3, {"b": None}]],
        "c": {"d": [], "e": {"f": [True, 1.5, "x"]}},
        "g": [{"h": 1}, {"i": [2]}],
        "j": "text",
    }
    copy = clone(value)
    assert copy == value
    assert not {id(c) for c in containers(copy)} & {id(c) for c in containers(value)}
    copy["a"][2][1]["b"] = 7
    copy["g"][1]["i"].append(3)
    assert value["a"][2][1]["b"] is None and value["g"][1]["i"] == [2]


def test_clone_keeps_scalars_and_empty_containers():
    for value in (None, 0, 1.5, "x", True, [], {}, [[]], {"a": {}}):
        assert clone(value) == value


# -- the kit on a toy table ---------------------------------------------------------------------


def toy_table() -> EffectTable:
    table = EffectTable(stack=DecisionStack("frames"))

    @table.applies("add", mutates=("counts",))
    def add(state, effect):
        state["counts"][effect["key"]] += effect["n"]

    @table.applies("turn")
    def turn(state, effect):
        state["turn"] = effect["turn"]

    return table


def toy_state() -> dict[str, Any]:
    return {"counts": {"a": 0, "b": 0}, "turn": 0, "frames": [], "log": [1, 2]}


def test_a_resolution_shows_each_effect_on_its_state_and_never_changes_its_input():
    state = toy_state()
    before = clone(state)
    res = Resolution(toy_table(), state)
    res.emit({"type": "add", "key": "a", "n": 2})
    assert res.state["counts"]["a"] == 2  # the rules that follow read the table as it will be
    res.emit({"type": "turn", "turn": 1})
    res.push({"kind": "choose", "step": 0})
    res.update(step=1)
    assert res.top == {"kind": "choose", "step": 1}
    res.pop()
    assert state == before
    assert [e["type"] for e in res.effects] == ["add", "turn", "push", "frame", "pop"]
    # Only what the action changed was copied: the rest is still the caller's.
    assert res.state["log"] is state["log"] and res.state["counts"] is not state["counts"]
    replayed = apply_all(toy_table(), clone(before), res.effects)  # type: ignore[arg-type]
    assert replayed == res.state


def test_a_resolution_copies_nothing_until_the_table_is_read_again():
    state = toy_state()
    res = Resolution(toy_table(), state)
    assert res.state is state  # reading is free
    res.emit({"type": "add", "key": "a", "n": 1})
    assert state["counts"]["a"] == 0 and res.effects  # recorded, applied when next read
    assert res.state is not state and res.state["counts"]["a"] == 1


def test_a_part_named_by_the_effect_is_copied_alone():
    table = EffectTable()

    @table.applies("add", mutates=("counts.{key}",))
    def add(state, effect):
        state["counts"][effect["key"]].append(effect["n"])

    state = {"counts": {"a": [], "b": []}}
    res = Resolution(table, state)
    res.emit({"type": "add", "key": "a", "n": 1})
    assert res.state == {"counts": {"a": [1], "b": []}} and state == {"counts": {"a": [], "b": []}}
    assert res.state["counts"]["b"] is state["counts"]["b"]


def test_an_eager_resolution_shows_each_effect_in_a_state_kept_from_before():
    res = Resolution(toy_table(), toy_state(), eager=True)
    table = res.state
    res.emit({"type": "add", "key": "b", "n": 3})
    assert table["counts"]["b"] == 3


def test_a_stack_recorded_by_a_summary_changes_in_place_without_effects():
    table = EffectTable(stack=DecisionStack("flow", "stack", recorded_by_effects=False))
    state = {"flow": {"stack": [{"t": "turn"}]}}
    res = Resolution(table, state)
    res.push({"t": "card"})
    res.replace({"t": "event"})
    assert res.decisions == [{"t": "turn"}, {"t": "event"}]
    assert res.effects == [] and state == {"flow": {"stack": [{"t": "turn"}]}}


def test_playing_changes_the_given_state_at_each_emit_and_keeps_no_effects():
    state = toy_state()
    recorded = Resolution(toy_table(), clone(state))
    res = Playing(toy_table(), state)
    for r in (recorded, res):
        r.emit({"type": "add", "key": "a", "n": 2})
        frame = {"kind": "choose", "step": 0}
        r.push(frame)
        frame["step"] = 5  # the rule's own dict: the stack holds a copy, as the push effect's
        r.update(step=1)
        r.emit({"type": "turn", "turn": 1})
    assert res.state is state and state["counts"]["a"] == 2 and state["turn"] == 1
    assert res.top == {"kind": "choose", "step": 1}
    assert res.effects == [] and res.in_place and not recorded.in_place
    assert state == recorded.state


def test_playing_changes_a_stack_recorded_by_a_summary_as_a_resolution_does():
    table = EffectTable(stack=DecisionStack("flow", "stack", recorded_by_effects=False))
    state = {"flow": {"stack": [{"t": "turn"}]}}
    res = Playing(table, state)
    card = {"t": "card"}
    res.push(card)
    assert state["flow"]["stack"][-1] is card  # the steps change in place, recorded later
    res.replace({"t": "event"})
    assert state == {"flow": {"stack": [{"t": "turn"}, {"t": "event"}]}}


def test_an_effect_type_has_one_applier():
    table = toy_table()
    with pytest.raises(ValueError):
        table.add("add", lambda state, effect: None)


# -- every game on the kit ----------------------------------------------------------------------


def effect_table(slug: str) -> EffectTable:
    return import_module(f"{GAME_MODULES[slug]}.effects").EFFECTS


def random_match_steps(slug: str, players: int, seed: int, actions: int = 400):
    """(state before, effects) for the setup and each action of a random match."""
    game = get_game(slug)
    rng = random.Random(seed)
    options = game.validate_options(players, {})
    state = game.new_state(players, options)
    effects = game.setup(players, options, rng)
    yield state, effects
    state = apply_all(game, state, clone(effects))
    for _ in range(actions):
        if game.outcome(state) is not None:
            return
        seat = game.to_act(state)[0]
        effects = game.resolve(state, seat, rng.choice(game.legal_actions(state, seat)), rng)
        yield state, effects
        state = apply_all(game, state, clone(effects))


CASES = [
    (slug, players, seed)
    for slug in GAME_MODULES
    for players in (get_game(slug).min_players, get_game(slug).max_players)
    for seed in (1, 2)
]


def containers_by_path(value: Any, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    found = {path: value}
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        if isinstance(item, dict | list):
            found.update(containers_by_path(item, (*path, str(key))))
    return found


def items_of(container: Any) -> list[tuple[Any, Any]]:
    """A container's own items; nested containers by identity (kept alive, so never reused)."""
    items = container.items() if isinstance(container, dict) else enumerate(container)
    return [(key, item) for key, item in items]


def same_items(before: list[tuple[Any, Any]], after: list[tuple[Any, Any]]) -> bool:
    return len(before) == len(after) and all(
        k1 == k2
        and (v1 is v2 if isinstance(v1, dict | list) else v1 == v2 and type(v1) is type(v2))
        for (k1, v1), (k2, v2) in zip(before, after, strict=True)
    )


def covered(path: tuple[str, ...], declared: list[tuple[str, ...]]) -> bool:
    """A Resolution copies each declared part whole, and the containers on the way to it one
    level deep, so a change in place is safe there and nowhere else."""
    return any(path[: len(part)] == part or part[: len(path)] == path for part in declared)


@pytest.mark.parametrize(("slug", "players", "seed"), CASES)
def test_appliers_name_every_part_of_the_state_they_change_in_place(slug, players, seed):
    """A Resolution copies a part of the state only before an effect that says it changes it."""
    table = effect_table(slug)
    for state, effects in random_match_steps(slug, players, seed):
        state = clone(state)
        for effect in effects:
            before = {
                path: (container, items_of(container))
                for path, container in containers_by_path(state).items()
            }
            table.apply(state, clone(effect))
            declared = table.mutated_parts(effect)
            for path, container in containers_by_path(state).items():
                if path and path in before and before[path][0] is container:
                    if not same_items(before[path][1], items_of(container)):
                        assert covered(path, declared), (
                            f"{effect['type']} changes {'.'.join(path)} in place, undeclared"
                        )


@pytest.mark.parametrize(("slug", "players", "seed"), CASES)
def test_effects_share_no_container_with_the_state_they_were_resolved_from(slug, players, seed):
    """Effects are stored and applied later: one that held a piece of the caller's state
    would change when that state does."""
    for state, effects in random_match_steps(slug, players, seed):
        held = {id(c) for c in containers(state)}
        assert not held & {id(c) for c in containers(effects)}
