"""Babel (Uwe Rosenberg and Hagen Dorgathen, Kosmos), for exactly 2 players.

Client documentation and rulings: docs/games/babel.md; package layout: docs/adding-a-game.md.
"""

from games.babel.game import GAME, BabelGame

__all__ = ["GAME", "BabelGame"]
