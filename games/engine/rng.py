"""Verifiable randomness.

Every match has a secret integer seed. Its commitment,
``sha256(str(seed).encode()).hexdigest()``, is published when the match is
created; the seed itself is revealed when the match is finished.

The random generator used while producing the event at version ``v`` (the
setup at the "started" event, or one player's action) is::

    random.Random(int.from_bytes(sha256(f"{seed}:{v}".encode()).digest(), "big"))

so once the seed is public anybody can re-derive every shuffle, draw and roll
with Python's standard ``random`` module.
"""

from __future__ import annotations

import hashlib
import random
import secrets


def seed_commitment(seed: int) -> str:
    return hashlib.sha256(str(seed).encode()).hexdigest()


def rng_for(seed: int, version: int) -> random.Random:
    digest = hashlib.sha256(f"{seed}:{version}".encode()).digest()
    return random.Random(int.from_bytes(digest, "big"))


def new_seed() -> int:
    """A fresh secret seed (63 bits, so it fits a signed 64-bit column)."""
    return secrets.randbits(63)
