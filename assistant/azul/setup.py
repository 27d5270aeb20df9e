"""Setting up a round: how many factories, and filling them from the bag (refilled from the lid).

Seed 003_b353cfdd82d0d743.txt (Bileşenler, Sonraki Raunda Hazırlık): 2 players 5 factories, 3 players 7,
4 players 9; 4 tiles on each; an empty bag is refilled with the tiles of the lid; when bag and lid are both
empty the round starts with the factories partly filled. Pure functions: the randomness comes in as an
argument (a random.Random, or the bag itself as an explicit draw order), so a round can be replayed exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from assistant.azul.components import box


def factories_for(players: int) -> int:
    """Factory displays for a game of 2, 3 or 4 players (5, 7, 9); ValueError otherwise."""
    try:
        return box().factories[players]
    except KeyError:
        raise ValueError(f"Azul is played by 2 to 4 players, not {players}") from None


def full_bag() -> list[str]:
    """All 100 tiles, 20 of each colour, in colour order (shuffle it, or draw with a random.Random)."""
    b = box()
    return [c for c in b.colours for _ in range(b.tiles_per_colour)]


@dataclass(frozen=True, slots=True)
class Refill:
    """Factories after filling, and what is left in the bag and the lid (tuples: a value, like the Table)."""

    factories: tuple[tuple[str, ...], ...]
    bag: tuple[str, ...]
    lid: tuple[str, ...]
    centre: tuple[str, ...] = field(default_factory=lambda: (box().first,))

    def table(self) -> dict:
        """The position fields of a fresh round: the filled factories and the marker alone in the centre."""
        return {"factories": [list(f) for f in self.factories], "centre": list(self.centre)}


def fill_factories(count: int, bag: Sequence[str], lid: Sequence[str] = (), rng: random.Random | None = None) -> Refill:
    """Fill `count` factories with 4 tiles each, one factory after the other; inputs are not modified.

    With `rng`, every tile is drawn uniformly at random from the bag. Without it, `bag` is the draw order:
    tiles come from its front, and when it runs out the lid's tiles become the bag in the lid's order. When
    both are empty the remaining factories stay partly filled or empty (the rare case of the rules).
    """
    bag, lid = list(bag), list(lid)
    per_factory = box().tiles_per_factory
    if rng is None:
        bag.reverse()  # pop() from the end draws the front of the given order
    factories: list[list[str]] = []
    for _ in range(count):
        factory: list[str] = []
        while len(factory) < per_factory:
            if not bag:
                if not lid:
                    break
                bag, lid = lid, []
                if rng is None:
                    bag.reverse()
            if rng is None:
                factory.append(bag.pop())
            else:
                i = rng.randrange(len(bag))
                bag[i], bag[-1] = bag[-1], bag[i]
                factory.append(bag.pop())
        factories.append(factory)
    if rng is None:
        bag.reverse()  # give the rest back in draw order
    return Refill(tuple(tuple(f) for f in factories), tuple(bag), tuple(lid))


def start_round(players: int, bag: Sequence[str], lid: Sequence[str] = (), rng: random.Random | None = None) -> Refill:
    """The factories of a new round for this many players; `Refill.table()` gives the position fields."""
    return fill_factories(factories_for(players), bag, lid, rng)
