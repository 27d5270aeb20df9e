"""The engine's own view of an Alhambra position: small plain values built once from the pydantic model.

Moves work on a Table and turn it back into the FORMATS.md JSON for `after`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from assistant.alhambra.building import Layout, layout
from assistant.alhambra.catalogue import FOUNTAIN, Tile, make_tile
from assistant.alhambra.model import DIRK as DIRK  # the neutral player, kept with the model
from assistant.alhambra.model import AlhambraPosition, TileSpec

Card = tuple[str, int]  # (currency, value)



def tile_of(spec) -> Tile:
    """A Tile from anything with type/price/walls (a model or a dict already validated)."""
    if isinstance(spec, dict):
        return make_tile(spec["type"], int(spec["price"]), spec["walls"])
    return make_tile(spec.type, spec.price, spec.walls)


def tile_json(tile: Tile) -> dict:
    """A tile's FORMATS.md JSON: Tile.to_json is the one place it is built."""
    return tile.to_json()


@dataclass
class PlayerTable:
    name: str
    placed: list[tuple[int, int, Tile]]
    reserve: list[Tile]
    hand: list[Card]
    _layout: Layout | None = field(default=None, repr=False, compare=False)

    @property
    def layout(self) -> Layout:
        if self._layout is None:
            self._layout = layout(self.placed)
        return self._layout

    def changed(self) -> None:
        self._layout = None

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


@dataclass
class Table:
    round: int | None
    players: list[PlayerTable]
    dirk: list[Tile] | None
    market: list[tuple[str, Tile]] | None
    money_row: list[Card] | None

    @property
    def two_player(self) -> bool:
        return self.dirk is not None

    def player(self, name: str) -> PlayerTable | None:
        return next((p for p in self.players if p.name == name), None)

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


def from_model(pos: AlhambraPosition) -> Table:
    players = []
    for p in pos.players:
        placed = [
            (c.x, c.y, FOUNTAIN if c.fountain else tile_of(c)) for c in p.alhambra
        ]
        players.append(
            PlayerTable(p.name, placed, [tile_of(t) for t in p.reserve], [card_of(c) for c in p.hand])
        )
    return Table(
        round=pos.round,
        players=players,
        dirk=None if pos.dirk is None else [tile_of(t) for t in pos.dirk],
        market=None if pos.market is None else [(m.currency, tile_of(m)) for m in pos.market],
        money_row=None if pos.money_row is None else [card_of(c) for c in pos.money_row],
    )


def spec_tile(data) -> Tile:
    """Validate a lone tile (the `--tile` of place, a move's `tile`) and make it a Tile."""
    return tile_of(TileSpec.model_validate(data))
