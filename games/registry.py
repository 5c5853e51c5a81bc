"""The catalogue of games this server plays, by slug."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from types import ModuleType

from games.engine import Game
from games.engine.typed_actions import ActionKinds, ViewShape

#: slug -> module that defines ``GAME`` (an instance of games.engine.Game).
GAME_MODULES: dict[str, str] = {
    "ankh-morpork": "games.ankh_morpork",
    "babel": "games.babel",
    "bora-bora": "games.bora_bora",
    "great-zimbabwe": "games.great_zimbabwe",
}


class UnknownGame(LookupError):
    pass


@cache
def get_game(slug: str) -> Game:
    try:
        module = GAME_MODULES[slug]
    except KeyError:
        raise UnknownGame(
            f"unknown game {slug!r}; known games: {', '.join(sorted(GAME_MODULES))}"
        ) from None
    return import_module(module).GAME


def all_games() -> list[Game]:
    return [get_game(slug) for slug in GAME_MODULES]


def _typed(slug: str) -> ModuleType | None:
    """The game's ``actions.py`` (None for a game without one: a test's toy game)."""
    get_game(slug)  # an unknown slug raises UnknownGame
    name = f"{GAME_MODULES[slug]}.actions"
    try:
        return import_module(name)
    except ModuleNotFoundError as error:
        if error.name != name:
            raise
        return None


def action_kinds(slug: str) -> ActionKinds:
    """Every kind of action of the game ``slug``, as typed schemas (its ``actions.py``)."""
    module = _typed(slug)
    return module.ACTIONS if module is not None else ActionKinds(typed=False)


def view_shape(slug: str) -> ViewShape | None:
    """The top-level keys of the game's view, typed and described (its ``actions.py``)."""
    module = _typed(slug)
    return module.VIEW if module is not None else None
