"""Seeded, portable randomness: a SHA-256 counter DRBG and our own Fisher-Yates.

The whole generator state is ``(seed, counter)``: two integers that fit in a
game state and a protobuf message, so a stateless server can resume a game's
randomness exactly.  The output depends only on SHA-256 and integer
arithmetic, never on :mod:`random`, so the same seed gives the same deal on
every Python version and platform.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable, Sequence
from typing import Annotated, TypeVar

from .errors import InvalidState
from .values import value

T = TypeVar("T")

SEED_BITS = 64


def fresh_seed() -> int:
    """A random 64-bit seed from the operating system."""
    return secrets.randbits(SEED_BITS)


@value
class RngState:
    """Where a deterministic random stream stands: its seed and how many 32-byte blocks were used."""

    seed: Annotated[int, "uint64"]
    counter: Annotated[int, "uint64"] = 0


MAX_COUNTER = 2**63 - 1  # blocks drawn so far; a state claiming more could never advance (uint64 field)


def check_rng(rng: RngState, field: str = "rng") -> None:
    """Raise InvalidState unless the stream's seed and counter are in range and it can still advance."""
    if not 0 <= rng.seed < 2**SEED_BITS:
        raise InvalidState(f"{field}.seed must be in [0, 2^64), got {rng.seed}", field=f"{field}.seed")
    if not 0 <= rng.counter <= MAX_COUNTER:
        raise InvalidState(f"{field}.counter {rng.counter} is out of range 0..2^63-1", field=f"{field}.counter")


class Drbg:
    """Deterministic random bit generator: block ``i`` is ``SHA256(seed_le8 || i_le8)``.

    Bits are taken from the byte stream in order: ``randbits(b)`` consumes
    ``ceil(b/8)`` bytes, reads them little-endian and keeps the top ``b`` bits.
    Mutable on purpose (it is a cursor); games keep only :class:`RngState`
    and create a ``Drbg`` while dealing.
    """

    __slots__ = ("_buffer", "_counter", "_offset", "_seed", "_seed_bytes")

    def __init__(self, state: RngState | int) -> None:
        if isinstance(state, int):
            state = RngState(state)
        if not 0 <= state.seed < 2**SEED_BITS:
            raise ValueError(f"seed must be in [0, 2^64), got {state.seed}")
        if state.counter < 0:
            raise ValueError(f"counter must be >= 0, got {state.counter}")
        self._seed = state.seed
        self._seed_bytes = state.seed.to_bytes(8, "little")
        self._counter = state.counter
        self._buffer = b""
        self._offset = 0

    @property
    def state(self) -> RngState:
        """The state to store; blocks partly used are discarded so resuming is exact."""
        return RngState(self._seed, self._counter)

    def _refill(self, needed: int) -> None:
        rest = self._buffer[self._offset :]
        while len(rest) < needed:
            rest += hashlib.sha256(self._seed_bytes + self._counter.to_bytes(8, "little")).digest()
            self._counter += 1
        self._buffer, self._offset = rest, 0

    def randbits(self, bits: int) -> int:
        needed = (bits + 7) >> 3
        if self._offset + needed > len(self._buffer):
            self._refill(needed)
        start = self._offset
        self._offset = start + needed
        value = int.from_bytes(self._buffer[start : start + needed], "little")
        return value >> (needed * 8 - bits)

    def randbelow(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` by rejection sampling (no modulo bias)."""
        if n <= 0:
            raise ValueError(f"randbelow needs n > 0, got {n}")
        bits = (n - 1).bit_length() or 1
        while True:
            value = self.randbits(bits)
            if value < n:
                return value

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A Fisher-Yates shuffled copy of ``items``."""
        result = list(items)
        randbelow = self.randbelow
        for i in range(len(result) - 1, 0, -1):
            j = randbelow(i + 1)
            result[i], result[j] = result[j], result[i]
        return result

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randbelow(len(items))]


def shuffle_deck(deck: Sequence[T], rng: RngState) -> tuple[tuple[T, ...], RngState]:
    """Shuffle ``deck`` with the stream at ``rng``; return the order and the advanced stream."""
    drbg = Drbg(rng)
    order = tuple(drbg.shuffled(deck))
    return order, drbg.state
