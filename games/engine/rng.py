"""Verifiable randomness: the one place where every random draw of a match comes from.

Every match has a secret *server seed*, a string. Its commitment
``sha256(seed.encode()).hexdigest()`` is published when the match is created;
the seed itself is revealed when the match is finished. Players may add public
*client seeds* (short ASCII strings, at creation or when joining) after the
commitment is published, so the server cannot choose a seed that suits it and
no player can predict the draws alone.

The derivation is versioned (``rng_version`` in the ``Created`` event), so a
match always replays with the derivation it was played with:

* **version 2** (current): the random stream of the event at version ``v`` is
  the concatenation of the blocks ``HMAC-SHA256(key=seed, msg=f"tabula/2|{cs}|{v}|{i}")``
  for ``i = 0, 1, 2, ...``, where ``cs`` is the client seeds joined by ``","``.
  The stream is read as big-endian 32-bit words; ``getrandbits(k)`` takes the
  next ``ceil(k/32)`` words as one big-endian number and drops its low
  ``32*ceil(k/32) - k`` bits; ``randbelow(n)`` draws ``getrandbits(n.bit_length())``
  until the value is below ``n``; ``random()`` is ``getrandbits(53) / 2**53``.
  Python's ``shuffle``, ``choice``, ``randrange``, ``randint`` and ``sample`` run
  on ``randbelow`` exactly as the standard library writes them, so a browser
  can re-derive a shuffle with Web Crypto (see the README).
* **version 1** (matches created before it): an integer seed and
  ``random.Random(int.from_bytes(sha256(f"{seed}:{v}".encode()).digest(), "big"))``.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import re
import secrets
from collections.abc import Sequence
from typing import Any

#: The derivation new matches use.
RNG_VERSION = 2
#: The oldest derivation, kept so matches created with it replay exactly.
LEGACY_RNG_VERSION = 1

#: A client seed: public, short, plain ASCII (so its bytes are the same in every language).
CLIENT_SEED_PATTERN = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")

_WORD_BITS = 32
_WORDS_PER_BLOCK = hashlib.sha256().digest_size * 8 // _WORD_BITS


def new_seed() -> str:
    """A fresh secret server seed: 256 random bits as 64 hex digits."""
    return secrets.token_hex(32)


def seed_commitment(seed: str | int) -> str:
    """``sha256`` of the seed's text: published at creation, checked once the seed is revealed."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


class HmacRandom(random.Random):
    """``random.Random`` driven by an HMAC-SHA256 counter stream (derivation version 2).

    Only ``getrandbits``, ``_randbelow`` and ``random`` draw; every other method of
    ``random.Random`` is built on them, and pinning ``_randbelow`` here keeps the
    sequence the same on every Python version.
    """

    def __init__(self, key: bytes, label: str) -> None:
        self._key = key
        self._label = label
        self._block = 0
        self._words: list[int] = []
        super().__init__(0)

    def seed(self, a: Any = None, version: int = 2) -> None:
        # The stream is fixed by key and label; random.Random.__init__ calls this.
        self.gauss_next = None

    def _next_word(self) -> int:
        if not self._words:
            message = f"{self._label}|{self._block}".encode()
            digest = hmac.new(self._key, message, hashlib.sha256).digest()
            self._words = [
                int.from_bytes(digest[i : i + 4], "big") for i in range(0, len(digest), 4)
            ][::-1]
            self._block += 1
        return self._words.pop()

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        words = -(-k // _WORD_BITS)
        value = 0
        for _ in range(words):
            value = (value << _WORD_BITS) | self._next_word()
        return value >> (words * _WORD_BITS - k)

    def _randbelow(self, n: int) -> int:
        if n <= 0:
            return 0
        bits = n.bit_length()
        value = self.getrandbits(bits)
        while value >= n:
            value = self.getrandbits(bits)
        return value

    def random(self) -> float:
        return self.getrandbits(53) / 9007199254740992.0

    def getstate(self) -> tuple[Any, ...]:
        return (self._key, self._label, self._block, tuple(self._words), self.gauss_next)

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._key, self._label, self._block, words, self.gauss_next = state
        self._words = list(words)

    def __reduce__(self) -> tuple[Any, ...]:
        copy = (type(self), (self._key, self._label), self.getstate())
        return copy

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.setstate(state)


def rng_for(
    seed: str | int,
    version: int,
    client_seeds: Sequence[str] = (),
    rng_version: int = RNG_VERSION,
) -> random.Random:
    """The generator for the event at ``version`` of a match (see the module doc)."""
    if rng_version == LEGACY_RNG_VERSION:
        digest = hashlib.sha256(f"{seed}:{version}".encode()).digest()
        return random.Random(int.from_bytes(digest, "big"))
    if rng_version != RNG_VERSION:
        raise ValueError(f"unknown randomness derivation version {rng_version}")
    label = f"tabula/{RNG_VERSION}|{','.join(client_seeds)}|{version}"
    return HmacRandom(str(seed).encode(), label)
