"""Bora Bora (Stefan Feld, 2013) for 2-4 players: dice placement over 6 rounds.

Client documentation: docs/games/bora-bora.md. The package: ``data`` (components), ``state``
(the table and read-only helpers), ``effects`` (``EFFECTS``), ``setup``, ``rules`` (legal actions,
resolve, the turn sequence) dispatching to one module per part of the turn (``phase_a``,
``phase_b``, ``phase_c``, and ``moves`` for what they share), ``view``, ``describe`` (log
sentences), ``strategy`` (what bots know) and ``game`` (the ``Game``).
"""

from games.bora_bora.game import GAME, BoraBora

__all__ = ["GAME", "BoraBora"]
