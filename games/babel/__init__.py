"""Babel (Uwe Rosenberg and Hagen Dorgathen, Kosmos), for exactly 2 players.

Rules digest: /work/shared/games/babel.md; client documentation: docs/games/babel.md.
"""

from games.babel.game import GAME, BabelGame

__all__ = ["GAME", "BabelGame"]
