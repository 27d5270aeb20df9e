"""The engine's own view of an Alhambra position: small immutable values built once from the pydantic model.

The project's one engine style (ARCHITECTURE.md idea 2; Azul's table.py is its twin): the model validates at the
boundary, every rule works on the Table. Moves work on a Table and turn it back into the FORMATS.md JSON for
`after`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from pydantic import ValidationError

from assistant.alhambra.building import Layout, layout
from assistant.alhambra.catalogue import FOUNTAIN, Tile, make_tile
from assistant.alhambra.model import DIRK as DIRK  # the neutral player, kept with the model
from assistant.alhambra.model import models
from assistant.jsonio import validation_error

Card = tuple[str, int]  # (currency, value)



def tile_of(spec) -> Tile:
    """A Tile from anything with type/price/walls (a model or a dict already validated)."""
    if isinstance(spec, dict):
        return make_tile(spec["type"], int(spec["price"]), spec["walls"])
    return make_tile(spec.type, spec.price, spec.walls)


def tile_json(tile: Tile) -> dict:
    """A tile's FORMATS.md JSON: Tile.to_json is the one place it is built."""
    return tile.to_json()


@dataclass(frozen=True)
class PlayerTable:
    """One player's part of the table, an immutable value: a move makes a new one (dataclasses.replace), so
    the layout computed from `placed` can never go stale and is kept once computed; the layout is frozen too
    (building.Layout: a read-only grid and tuples), so no rule can change it under another."""

    name: str
    placed: tuple[tuple[int, int, Tile], ...]
    reserve: tuple[Tile, ...]
    hand: tuple[Card, ...]

    @cached_property
    def layout(self) -> Layout:
        return layout(list(self.placed))

    def to_json(self) -> dict:
        cells = []
        for x, y, tile in self.placed:
            cells.append({"x": x, "y": y, **tile.to_json()})
        return {
            "name": self.name,
            "alhambra": cells,
            "reserve": [tile_json(t) for t in self.reserve],
            "hand": [{"currency": c, "value": v} for c, v in self.hand],
        }


@dataclass(frozen=True)
class Table:
    """The whole table, an immutable value (see PlayerTable)."""

    round: int | None
    players: tuple[PlayerTable, ...]
    dirk: tuple[Tile, ...] | None
    market: tuple[tuple[str, Tile], ...] | None
    money_row: tuple[Card, ...] | None

    @property
    def two_player(self) -> bool:
        return self.dirk is not None

    def player(self, name: str) -> PlayerTable | None:
        return next((p for p in self.players if p.name == name), None)

    def seat(self, name: str) -> PlayerTable:
        """The player of that name, who is known to be at the table (KeyError otherwise)."""
        found = self.player(name)
        if found is None:
            raise KeyError(name)
        return found

    def with_player(self, name: str, **changes) -> Table:
        """The same table with one player's part changed (placed, reserve or hand)."""
        return replace(self, players=tuple(replace(p, **changes) if p.name == name else p for p in self.players))

    def to_json(self) -> dict:
        out: dict = {"game": "alhambra"}
        if self.round is not None:
            out["round"] = self.round
        out["players"] = [p.to_json() for p in self.players]
        if self.dirk is not None:
            out["dirk"] = [tile_json(t) for t in self.dirk]
        if self.market is not None:
            out["market"] = [{"currency": c, **tile_json(t)} for c, t in self.market]
        if self.money_row is not None:
            out["money_row"] = [{"currency": c, "value": v} for c, v in self.money_row]
        return out


def card_of(card) -> Card:
    return (card.currency, card.value)


def from_model(pos: Any) -> Table:
    """The Table of a validated position model (model.models().position)."""
    players = tuple(
        PlayerTable(p.name, tuple((c.x, c.y, FOUNTAIN if c.fountain else tile_of(c)) for c in p.alhambra),
                    tuple(tile_of(t) for t in p.reserve), tuple(card_of(c) for c in p.hand))
        for p in pos.players
    )
    return Table(
        round=pos.round,
        players=players,
        dirk=None if pos.dirk is None else tuple(tile_of(t) for t in pos.dirk),
        market=None if pos.market is None else tuple((m.currency, tile_of(m)) for m in pos.market),
        money_row=None if pos.money_row is None else tuple(card_of(c) for c in pos.money_row),
    )


def spec_tile(data) -> Tile:
    """Validate a lone tile (the `--tile` of place, a move's `tile`) and make it a Tile."""
    return tile_of(models().tile.model_validate(data))


def parse(data: object) -> Table:
    """A position dict as the engine's Table; PositionError with one line naming the field."""
    try:
        return from_model(models().position.model_validate(data))
    except ValidationError as exc:
        raise validation_error(exc) from None
