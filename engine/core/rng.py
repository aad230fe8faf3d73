"""A seeded random number generator whose whole state is one JSON-friendly integer.

The state lives inside the game state, so a game record (seed + actions) replays bit for bit on any
machine and any Python version; `random.Random` makes no such promise across versions.
Algorithm: SplitMix64 (Steele, Lea, Flood 2014), small and well mixed.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import MutableSequence, Sequence, TypeVar

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


@dataclass
class Rng:
    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(seed & _MASK)

    def next_u64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
