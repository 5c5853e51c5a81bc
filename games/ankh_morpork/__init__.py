"""Discworld: Ankh-Morpork (Martin Wallace, Treefrog Games 2011) for 2-4 players.

The package: ``data`` (components), ``state``, ``effects`` (how an effect changes a state),
``machine`` (the step machine, its helpers and interrupts), ``rules`` (the turn, a card's symbols,
legal actions / resolve), ``setup``, ``texts`` (scroll texts), ``events`` (random events),
``abilities`` (City Area abilities), ``scoring``, ``view``, ``describe`` (log sentences and
secret action fields), ``strategy`` (what bots know) and ``game`` (the ``Game`` binding them).
"""

from games.ankh_morpork.game import GAME, AnkhMorpork

__all__ = ["GAME", "AnkhMorpork"]
