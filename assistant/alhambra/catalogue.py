"""The physical game: the 54 building tiles with their printed walls, the points table, the money deck.

`game()` makes one frozen value from data/alhambra/game.yaml and tiles.csv, read through the one data reader
(assistant.paths.data_file, kept until `paths.refresh()`), and the registration (`Game.info`) is made from the
same read: the engine, the registration, the facts and the pydantic models of model.py and moves.py (so the
schema) follow a data change together (`models()` and `move_models()` are kept as long as `game()`). Everything in
it is immutable (tuples, read-only mappings), so no caller can change the box for another.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, repeat
from types import MappingProxyType
from typing import Any

from assistant.games import GameInfo, info_from
from assistant.paths import data_file, derived

# Sides as bits, so a tile's walls are one small int and "does this side carry a wall" is one AND.
N, E, S, W = 1, 2, 4, 8
SIDES = (N, E, S, W)
SIDE_LETTERS = {N: "N", E: "E", S: "S", W: "W"}
LETTER_SIDES = {v: k for k, v in SIDE_LETTERS.items()}
OFFSET = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}  # y grows to the south
OPPOSITE = {N: S, S: N, E: W, W: E}


@lru_cache(maxsize=128)
def walls_mask(letters: str) -> int:
    mask = 0
    for ch in letters:
        mask |= LETTER_SIDES[ch]
    return mask


def walls_letters(mask: int) -> str:
    return _LETTERS[mask]


_LETTERS = tuple("".join(SIDE_LETTERS[s] for s in SIDES if mask & s) for mask in range(16))
# For each walls mask, its walled sides: the hot loops iterate these instead of testing all four.
WALLED = tuple(tuple(s for s in SIDES if mask & s) for mask in range(16))


@dataclass(frozen=True, slots=True)
class Tile:
    """A building tile as printed: its kind, price and walled sides. The fountain is type 'fountain'."""

    type: str
    price: int
    walls: int

    @property
    def is_fountain(self) -> bool:
        return self.type == FOUNTAIN.type

    def to_json(self) -> dict:
        if self.is_fountain:
            return {"fountain": True}
        return {"type": self.type, "price": self.price, "walls": walls_letters(self.walls)}


FOUNTAIN = Tile("fountain", 0, 0)


@lru_cache(maxsize=1024)
def make_tile(type: str, price: int, walls: str) -> Tile:
    """One shared Tile per printed tile: cheap to build from input, cheap to hash and compare."""
    return Tile(type, price, walls_mask(walls))


class Copies(Mapping[Tile, int]):
    """Tile -> copies in the box, read-only (a Counter's reading half: `elements()` lists every physical tile)."""

    __slots__ = ("_counts",)

    def __init__(self, counts: Mapping[Tile, int]) -> None:
        self._counts = dict(counts)

    def __getitem__(self, tile: Tile) -> int:
        return self._counts[tile]

    def __iter__(self) -> Iterator[Tile]:
        return iter(self._counts)

    def __len__(self) -> int:
        return len(self._counts)

    def elements(self) -> Iterator[Tile]:
        return chain.from_iterable(repeat(t, n) for t, n in self._counts.items())


@dataclass(frozen=True)
class Game:
    info: GameInfo  # the registration (names, players, variants, ledger, pages), from the same game.yaml
    building_types: tuple[str, ...]
    currencies: tuple[str, ...]
    fountains: int
    points: Mapping[int, Mapping[str, tuple[int, ...]]]
    tiles: Copies  # Tile -> copies in the game
    money: Mapping[str, Any]
    turn: Mapping[str, Any]
    setup: Mapping[str, Any]
    two_player: Mapping[str, Any]
    limits: Mapping[str, Any]  # bounds on input, not rules (data `limits`)

    @property
    def players(self) -> tuple[int, int]:
        """The fewest and the most players in the box (the registration's range)."""
        return self.info.players.min, self.info.players.max

    def copies(self, tile: Tile) -> int:
        return self.tiles.get(tile, 0)

    def variants(self, building_type: str, price: int | None = None) -> list[Tile]:
        """The distinct printed tiles of a type (and price), for pickers: sorted by price then walls."""
        return sorted(
            (t for t in self.tiles if t.type == building_type and (price is None or t.price == price)),
            key=lambda t: (t.price, t.walls),
        )

    def type_count(self, building_type: str) -> int:
        """How many tiles of a building type the game has (the box holds no more)."""
        return sum(n for t, n in self.tiles.items() if t.type == building_type)

    @property
    def scorings(self) -> int:
        """How many scorings a game has: the last ends it."""
        return max(self.points)

    @property
    def rounds(self) -> tuple[int, ...]:
        """The scoring rounds a position may be in (1, 2, 3): the points table's."""
        return tuple(range(1, self.scorings + 1))

    def rounds_text(self) -> str:
        """The scoring rounds as a message lists them: "1, 2 or 3"."""
        *first, last = self.rounds
        return f"{', '.join(map(str, first))} or {last}" if first else str(last)

    def money_copies(self, two_player: bool) -> int:
        return self.money["copies_two_player" if two_player else "copies"]

    def money_cards(self, two_player: bool = False) -> int:
        """How many money cards the deck holds: every currency and value, `money_copies` times."""
        return len(self.currencies) * len(self.money["values"]) * self.money_copies(two_player)


DIRK_VARIANT = "dirk"  # the registration's variant of the neutral player (data/alhambra/game.yaml)


def dirk_may_play(players: int) -> bool:
    """Whether Dirk may sit at a table of this many players: the seats of his variant in the registration
    (`variant_players`: two). Here, below the model, so the model can ask it; assistant/alhambra/dirk.py
    holds the rest of his rules."""
    return players in game().info.seats(DIRK_VARIANT)


@derived
def game() -> Game:
    """The box, made once from the data files until `paths.refresh()`."""
    raw = data_file("alhambra/game.yaml")
    tiles: Counter[Tile] = Counter()
    for row in csv.DictReader(io.StringIO(data_file("alhambra/tiles.csv"), newline="")):
        mask = sum(side for side, col in ((N, "north"), (E, "east"), (S, "south"), (W, "west")) if row[col] == "1")
        tiles[Tile(row["type"], int(row["price"]), mask)] += 1
    points = {int(r): MappingProxyType({t: tuple(p) for t, p in table.items()}) for r, table in raw["points"].items()}
    return Game(
        info=info_from("alhambra", raw, rounds=max(points)),  # one file, one reader, one lifetime
        building_types=tuple(raw["building_types"]),
        currencies=tuple(raw["currencies"]),
        fountains=int(raw["fountains"]),
        points=MappingProxyType(points),
        tiles=Copies(tiles),
        money=raw["money"],  # data_file's values are read-only already (mappings and tuples)
        turn=raw["turn"],
        setup=raw["setup"],
        two_player=raw["two_player"],
        limits=raw["limits"],
    )
