"""The kit every game resolves actions with: an effect table, a resolution, a decision stack.

**Effects.** An ``EffectTable`` maps each effect type to one small named function that applies
it, and records which parts of the state that function changes in place::

    EFFECTS = EffectTable()

    @EFFECTS.applies("draw", mutates=("tribe_deck", "hands.{seat}"))
    def draw(state, effect): ...

A game's ``apply`` is ``EFFECTS.apply``: the function is looked up by the effect's type.

**Resolving an action** (and setting a table up). ``Resolution(EFFECTS, state, rng)`` is one
action being resolved. Every rule that changes the table says so with ``emit(effect)``; the
effects emitted are what ``resolve`` (or ``setup``) returns, and ``res.state`` is always the
table as they leave it, so the rules that follow read the table as it will be. The given state
is never changed: the working state starts as a shallow copy of it, effects are applied to it
when the rules next read it, and a part of it is deep-copied just before the first effect that
changes that part in place. An action copies only what it touches, and nothing at all when no
rule reads the table after its last effect.

**Playing an action in place.** ``Game.play``, whose caller owns the state (a search), resolves
with the same rules on a ``Playing(EFFECTS, state, rng)``: the given state is the working
state, each effect is applied to it as it is emitted, nothing is copied and no effect is kept.

**Decisions that take several steps** wait on a ``DecisionStack``: one list in the state, the
decision the seat to act faces now on top (last), each a small dict. A stack's changes are
recorded either as effects of their own (``push``, ``pop``, ``frame``: the default), or, for a
game whose events record its whole flow once per action, by that game's summary effect.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from operator import itemgetter
from typing import Any

from games.engine.contract import Effect, State
from games.engine.jsonish import clone

Applier = Callable[[State, Effect], None]
Decision = dict[str, Any]
#: A part of the state, as the keys that lead to it: ("columns", "0", "euphrates").
Path = tuple[str, ...]
#: How an applier names a part it changes: a dotted pattern, or a function of the effect.
Part = str | Callable[[Effect], Iterable[Path]]


class _PathPattern:
    """A declared part of the state: ``"columns.{seat}.{land}"`` reads fields of the effect."""

    __slots__ = ("parts", "fixed")

    def __init__(self, text: str) -> None:
        self.parts = tuple(
            (part[1:-1], True) if part.startswith("{") else (part, False)
            for part in text.split(".")
        )
        self.fixed: Path | None = (
            None if any(is_field for _, is_field in self.parts) else tuple(text.split("."))
        )

    def path(self, effect: Effect) -> Path | None:
        """The keys this pattern names for ``effect``; None when a field it reads is unset."""
        if self.fixed is not None:
            return self.fixed
        keys = []
        for name, is_field in self.parts:
            if not is_field:
                keys.append(name)
                continue
            value = effect.get(name)
            if value is None:
                return None
            keys.append(value if type(value) is str else str(value))
        return tuple(keys)


class EffectTable:
    """Effect type -> the small named function that applies it, and what it changes in place."""

    def __init__(self, stack: DecisionStack | None = None) -> None:
        #: Effect type -> its applier: an in-place resolution calls them straight (read only).
        self.appliers: dict[str, Applier] = {}
        #: effect type -> (fixed parts, patterns reading the effect, functions of the effect)
        self._mutates: dict[str, tuple[tuple[Path, ...], tuple[_PathPattern, ...], tuple]] = {}
        self.stack = stack
        if stack is not None and stack.recorded_by_effects:
            stack.add_effects_to(self)

    def applies(self, kind: str, *, mutates: Iterable[Part] = ()) -> Callable[[Applier], Applier]:
        """Register the decorated function as the way to apply effects of type ``kind``.

        ``mutates`` names the parts of the state the function changes in place (appends to a
        list, changes a nested dict), as dotted keys that may read the effect's fields:
        ``"discard"``, ``"hands.{seat}"``, ``"columns.{seat}.{land}"`` (a part whose field is
        unset is left alone), or as a function of the effect giving the parts' paths. Changing a
        top-level key by assigning it needs no mention.
        """

        def register(function: Applier) -> Applier:
            self.add(kind, function, mutates)
            return function

        return register

    def add(self, kind: str, function: Applier, mutates: Iterable[Part] = ()) -> None:
        if kind in self.appliers:
            raise ValueError(f"effect type {kind!r} already has an applier")
        self.appliers[kind] = function
        patterns = [_PathPattern(part) for part in mutates if isinstance(part, str)]
        self._mutates[kind] = (
            tuple(pattern.fixed for pattern in patterns if pattern.fixed is not None),
            tuple(pattern for pattern in patterns if pattern.fixed is None),
            tuple(part for part in mutates if not isinstance(part, str)),
        )

    def apply(self, state: State, effect: Effect) -> State:
        """Apply one effect to ``state`` in place and return it (no randomness, no checks)."""
        self.appliers[effect["type"]](state, effect)
        return state

    def mutated_parts(self, effect: Effect) -> Sequence[Path]:
        """The parts of a state that applying ``effect`` changes in place."""
        fixed, patterns, functions = self._mutates[effect["type"]]
        if not patterns and not functions:
            return fixed
        parts = list(fixed)
        for pattern in patterns:
            path = pattern.path(effect)
            if path is not None:
                parts.append(path)
        for function in functions:
            parts.extend(function(effect))
        return parts

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(self.appliers)


class Resolution:
    """One action being resolved: a working state, the effects that made it, the randomness.

    ``owns`` names top-level parts of the state the rules change in place themselves (not
    through an effect); they are copied at once. ``eager`` applies each effect as it is emitted,
    for rules that keep the working state in a local across emits (a step machine that reads
    ``state = res.state`` once and acts on it throughout); otherwise effects wait for the next
    read of ``state``, and an action whose rules never read the table again copies nothing.

    ``Game.play``, whose caller owns the given state, resolves on a ``Playing`` instead.
    """

    __slots__ = (
        "table",
        "rng",
        "effects",
        "eager",
        "_state",
        "_applied",
        "_owned",
        "_opened",
    )
    #: Whether the working state is the given one (``Playing``): rules that would build an
    #: effect only to apply it may then change the table themselves.
    in_place = False

    def __init__(
        self,
        table: EffectTable,
        state: State,
        rng: random.Random | None = None,
        *,
        owns: Iterable[str] = (),
        eager: bool = False,
    ) -> None:
        self.table = table
        self.rng = rng
        self.eager = eager
        self.effects: list[Effect] = []
        #: The given state until the first change; then a shallow copy of it.
        self._state: State = state
        #: How many of ``effects`` the working state shows.
        self._applied = 0
        #: Parts copied whole (everything under them is the resolution's own), and containers
        #: copied one level deep on the way to a part below them; None: nothing copied yet.
        self._owned: set[Path] = None  # type: ignore[assignment]
        self._opened: set[Path] = None  # type: ignore[assignment]
        if eager:
            self._start_copy()  # so that a local taken before the first effect sees them all
        for key in owns:
            self._own((key,))

    @property
    def state(self) -> State:
        """The table as the effects emitted so far leave it.

        Read it again after emitting: a part of it kept from before may be out of date.
        """
        if self._applied < len(self.effects):
            self._catch_up()
        return self._state

    def emit(self, effect: Effect) -> None:
        """Record ``effect``; the working state shows it from the next read of ``state`` on
        (at once when the resolution is ``eager``)."""
        self.effects.append(effect)
        if self.eager:
            self._catch_up()

    def _catch_up(self) -> None:
        table = self.table
        if self._owned is None:
            self._start_copy()
        owned = self._owned
        while self._applied < len(self.effects):
            effect = self.effects[self._applied]
            self._applied += 1
            for path in table.mutated_parts(effect):
                if path not in owned:
                    self._own(path)
            table.apply(self._state, effect)

    def _start_copy(self) -> None:
        self._state = dict(self._state)
        self._owned = set()
        self._opened = set()

    def own(self, *keys: str) -> Any:
        """The part of the working state at ``keys``, made the resolution's own (deep-copied
        the first time) so that the rules may change it in place."""
        self.state  # noqa: B018 - effects emitted before come first
        return self._own(keys)

    def _own(self, path: Path) -> Any:
        if self._owned is None:
            self._start_copy()
        owned, opened = self._owned, self._opened
        container: Any = self._state
        for depth in range(1, len(path)):
            prefix = path[:depth]
            key: Any = path[depth - 1]
            if type(container) is list:
                key = int(key)
            if prefix in owned:
                return _lookup(container[key], path[depth:])
            if prefix not in opened:
                opened.add(prefix)
                container[key] = container[key].copy()
            container = container[key]
        key = path[-1]
        if type(container) is list:
            key = int(key)
        if path not in owned:
            owned.add(path)
            container[key] = clone(container[key])
        return container[key]

    # -- the decision stack ---------------------------------------------------------------------

    @property
    def decisions(self) -> list[Decision]:
        stack = self.table.stack
        assert stack is not None, "this game's effect table has no decision stack"
        if not stack.recorded_by_effects:
            self.own(stack.path[0])
        return stack.of(self.state)

    @property
    def top(self) -> Decision | None:
        decisions = self.decisions
        return decisions[-1] if decisions else None

    def _recorded(self) -> bool:
        stack = self.table.stack
        assert stack is not None, "this game's effect table has no decision stack"
        return stack.recorded_by_effects

    def push(self, decision: Decision) -> None:
        """Put a decision on top of the stack: the seat to act faces it next."""
        if self._recorded():
            self.emit({"type": "push", "frame": decision})
        else:
            self.decisions.append(decision)

    def pop(self) -> None:
        """The decision on top is settled."""
        if self._recorded():
            self.emit({"type": "pop"})
        else:
            self.decisions.pop()

    def update(self, **changes: Any) -> None:
        """Change fields of the decision on top (how far a multi-step decision has got)."""
        if self._recorded():
            self.emit({"type": "frame", "changes": changes})
        else:
            self.decisions[-1].update(changes)

    def replace(self, decision: Decision) -> None:
        """The decision on top becomes another one."""
        self.pop()
        self.push(decision)


class Playing(Resolution):
    """One action played in place, for ``Game.play``, whose caller owns the given state: the
    working state is that state itself, and each effect is applied to it as it is emitted
    (through the table's appliers), with nothing copied and nothing recorded - ``effects``
    stays empty, as ``play`` returns no effects. ``state`` is a plain attribute.

    Applying at once rather than at the next read of ``state`` gives the rules the same table as
    long as they read it through ``res.state`` after an emit, and hold in a local (``state =
    res.state``, the decision being answered) nothing an effect emitted since changes. The
    given ``state`` is the same object as ``res.state``: a rule that wants the table as it was
    before the action reads it before the first effect.

    The decision stack changes as its effects would change it, with no effect built.
    """

    __slots__ = ("state",)  # over Resolution.state: read with no call
    state: State
    in_place = True

    def __init__(self, table: EffectTable, state: State, rng: random.Random | None = None):
        self.table = table
        self.rng = rng
        self.effects = []
        self.state = state

    def emit(self, effect: Effect) -> None:
        self.table.appliers[effect["type"]](self.state, effect)

    def own(self, *keys: str) -> Any:
        return _lookup(self.state, keys)

    def push(self, decision: Decision) -> None:
        stack = self.table.stack
        assert stack is not None, "this game's effect table has no decision stack"
        # A copy, as the push effect makes: the rule may go on changing its own dict.
        stack.of(self.state).append(dict(decision) if stack.recorded_by_effects else decision)

    def pop(self) -> None:
        stack = self.table.stack
        assert stack is not None, "this game's effect table has no decision stack"
        stack.of(self.state).pop()

    def update(self, **changes: Any) -> None:
        stack = self.table.stack
        assert stack is not None, "this game's effect table has no decision stack"
        stack.of(self.state)[-1].update(changes)


def _lookup(container: Any, keys: Path) -> Any:
    for key in keys:
        container = container[int(key) if type(container) is list else key]
    return container


class DecisionStack:
    """Pending decisions: one list in the state (``path`` leads to it), the current one last.

    ``recorded_by_effects`` (the default): every change is an effect of its own - ``push``
    ``{"frame": decision}``, ``pop`` and ``frame`` ``{"changes": {...}}`` (fields of the top
    decision) - applied by the functions this stack adds to the game's effect table. Otherwise
    the rules change the list in place and the game records it in a summary effect of its own.
    """

    def __init__(self, *path: str, recorded_by_effects: bool = True) -> None:
        self.path = path
        self.recorded_by_effects = recorded_by_effects
        #: The list in a state: one C call for a top-level key (read at every push, pop and
        #: update of a resolution played in place).
        self.of: Callable[[State], list[Decision]] = (
            itemgetter(path[0]) if len(path) == 1 else lambda state: _lookup(state, path)
        )

    def top(self, state: State) -> Decision | None:
        decisions = self.of(state)
        return decisions[-1] if decisions else None

    def add_effects_to(self, table: EffectTable) -> None:
        stack = (".".join(self.path),)
        table.add("push", self._apply_push, stack)
        table.add("pop", self._apply_pop, stack)
        table.add("frame", self._apply_frame, stack)

    def _apply_push(self, state: State, effect: Effect) -> None:
        self.of(state).append(dict(effect["frame"]))

    def _apply_pop(self, state: State, effect: Effect) -> None:
        self.of(state).pop()

    def _apply_frame(self, state: State, effect: Effect) -> None:
        self.of(state)[-1].update(effect["changes"])
