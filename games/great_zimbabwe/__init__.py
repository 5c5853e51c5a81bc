"""The Great Zimbabwe (Splotter Spellen, 2012) for 2 to 5 players.

Client documentation: docs/games/great-zimbabwe.md; package layout: docs/adding-a-game.md.
"""

from games.great_zimbabwe.game import GAME, GreatZimbabwe

__all__ = ["GAME", "GreatZimbabwe"]
