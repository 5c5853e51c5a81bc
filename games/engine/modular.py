"""A ``Game`` answered by the modules of its package.

Every game package has the same layout (docs/adding-a-game.md): ``rules.py`` holds
``to_act``, ``legal_actions`` and ``resolve`` (and ``play``), or ``resolution`` for both;
``view.py`` holds ``view`` and ``sample``; ``labels.py`` holds ``label``, ``choice`` and
``phase``; ``components.py`` holds ``catalogue``. A ``ModularGame`` names those modules once,
and each of these contract methods calls the module function of the same name; the game's
class keeps only what differs between games.
"""

from __future__ import annotations

import inspect
import random
from typing import Any, Protocol

from games.engine.contract import Action, Effect, Game, State, View


class RulesModule(Protocol):
    def to_act(self, state: State) -> list[int]: ...

    def legal_actions(self, state: State, seat: int) -> list[Action]: ...

    # and ``resolve``, or ``resolution`` (see ``_from_resolution``); ``play`` if it has its own.


class ViewModule(Protocol):
    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View: ...

    def sample(self, view: View, seat: int, rng: random.Random, /) -> State: ...


class LabelsModule(Protocol):
    def label(self, view: View, seat: int, action: Action) -> str: ...

    def choice(self, view: View, seat: int, kind: str, field: str, value: Any) -> str: ...

    def phase(self, view: View, seat: int | None) -> str: ...


class ComponentsModule(Protocol):
    def catalogue(self) -> list[dict[str, Any]]: ...


class ModularGame(Game):
    """A ``Game`` whose turns, views, labels and components come from its package's modules."""

    # Set on the class, as modules; a module is no descriptor, so ``self.rules_module.to_act`` is
    # the module's own function.
    rules_module: RulesModule
    view_module: ViewModule
    labels_module: LabelsModule
    components_module: ComponentsModule

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game class whose ``rules_module`` is set answers ``to_act``, ``legal_actions`` and
        ``resolve`` with that module's functions themselves, as static methods: a playout calls
        them once per action, and the forwarding method was a call layer of its own (issue #27).
        A method the class (or a base between it and ModularGame) defines itself is kept."""
        super().__init_subclass__(**kwargs)
        rules = cls.__dict__.get("rules_module")
        if rules is None:
            return
        derived = _from_resolution(rules.resolution) if hasattr(rules, "resolution") else {}
        for name in _FORWARDED_RULES:
            if getattr(cls, name) is not getattr(ModularGame, name):
                continue
            if hasattr(rules, name):
                setattr(cls, name, staticmethod(getattr(rules, name)))
            elif name in derived:
                setattr(cls, name, staticmethod(derived[name]))
        if cls.resolve is ModularGame.resolve:
            raise TypeError(f"{cls.__name__}'s rules module has neither resolve nor resolution")
        # The playout's variants default to the methods themselves, not to a method calling
        # them: a game that does not override them pays no call more per action.
        for name, default in _PLAYOUT_VARIANTS.items():
            if getattr(cls, name) is getattr(Game, name):
                setattr(cls, name, inspect.getattr_static(cls, default))

    def to_act(self, state: State) -> list[int]:
        return self.rules_module.to_act(state)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        return self.rules_module.legal_actions(state, seat)

    def resolve(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        # Never called: ``__init_subclass__`` gives every game class its rules module's (or
        # refuses the class); this body is for the type checker.
        resolution = self.rules_module.resolution  # type: ignore[attr-defined]
        return resolution(state, seat, action, rng).effects

    def view(self, state: State, seat: int | None, *, omniscient: bool = False) -> View:
        return self.view_module.view(state, seat, omniscient=omniscient)

    def sample(self, view: View, seat: int, rng: random.Random) -> State:
        return self.view_module.sample(view, seat, rng)

    def components(self) -> list[dict[str, Any]]:
        return self.components_module.catalogue()

    def label(self, view: View, seat: int, action: Action) -> str:
        return self.labels_module.label(view, seat, action)

    def choice(self, view: View, seat: int, kind: str, field: str, value: Any) -> str:
        return self.labels_module.choice(view, seat, kind, field, value)

    def phase(self, view: View, seat: int | None) -> str:
        return self.labels_module.phase(view, seat)


#: The contract methods a game class with a ``rules_module`` takes straight from that module
#: (``resolve`` and ``play`` from its ``resolution`` where it has one and not them; ``play``
#: else the contract's resolve-then-apply; ``random_playout`` else the contract's loop).
_FORWARDED_RULES = (
    "to_act",
    "legal_actions",
    "shared_legal_actions",
    "resolve",
    "play",
    "play_legal",
    "random_playout",
)
#: contract method -> the method it is where the game has no variant of its own
_PLAYOUT_VARIANTS = {"shared_legal_actions": "legal_actions", "play_legal": "play"}


class Resolving(Protocol):
    """A rules module's ``resolution``: the action checked and resolved, with its effects and
    the table as they leave it (``state`` itself, changed, when ``in_place``)."""

    def __call__(
        self, state: State, seat: int, action: Action, rng: random.Random, *, in_place: bool = ...
    ) -> Any: ...


def _from_resolution(resolution: Resolving) -> dict[str, Any]:
    """``resolve`` and ``play`` of a rules module that writes only ``resolution``: its
    effects, and its state resolved in place (``Game.play``); each calls it directly, so
    neither costs a call more than the module's own would."""

    def resolve(state: State, seat: int, action: Action, rng: random.Random) -> list[Effect]:
        return resolution(state, seat, action, rng).effects

    def play(state: State, seat: int, action: Action, rng: random.Random) -> State:
        return resolution(state, seat, action, rng, in_place=True).state

    return {"resolve": resolve, "play": play}
