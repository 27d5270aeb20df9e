"""Alhambras made from the game's real tiles: for worked examples, quizzes, property tests and benchmarks.

Everything random takes a `random.Random`, so the same seed always builds the same Alhambra.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from assistant.alhambra.building import legal_cells
from assistant.alhambra.catalogue import FOUNTAIN, Tile, game, walls_mask


class Box:
    """Hands out catalogue tiles by their printed walls (and type), each physical tile at most once."""

    def __init__(self) -> None:
        self.left = sorted(game().tiles.elements(), key=lambda t: (t.type, t.price, t.walls))

    def take(self, walls: str, type: str | None = None) -> dict:
        mask = walls_mask(walls)
        for i, t in enumerate(self.left):
            if t.walls == mask and (type is None or t.type == type):
                del self.left[i]
                return t.to_json()
        raise LookupError(f"no tile left with walls {walls!r} {type or ''}".rstrip())

    def any(self, type: str) -> dict:
        """Any tile of that type, walls as they come (for reserves and Dirk, where walls do not matter)."""
        for i, t in enumerate(self.left):
            if t.type == type:
                del self.left[i]
                return t.to_json()
        raise LookupError(f"no {type} left")


def grow(rng: random.Random, tiles: Iterable[Tile], start: tuple[int, int] = (0, 0)) -> tuple[list[dict], list[dict]]:
    """Build from a fountain at `start`: each tile in turn goes to a random legal cell, or to the reserve
    when none is left for it. Returns the Alhambra's cells and the reserve, as position JSON."""
    grid = {start: FOUNTAIN}
    cells = [{"x": start[0], "y": start[1], "fountain": True}]
    reserve = []
    for tile in tiles:
        spots = legal_cells(grid, start, tile)
        spec = tile.to_json()
        if spots:
            x, y = rng.choice(spots)
            grid[(x, y)] = tile
            cells.append({"x": x, "y": y, **spec})
        else:
            reserve.append(spec)
    return cells, reserve


def shuffled_box(rng: random.Random) -> list[Tile]:
    """All 54 tiles in a random order, as drawn from the bag."""
    bag = list(game().tiles.elements())
    rng.shuffle(bag)
    return bag
