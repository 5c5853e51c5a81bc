"""The catalogue of games this server plays, by slug."""

from __future__ import annotations

from functools import cache
from importlib import import_module

from games.engine import Game

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
