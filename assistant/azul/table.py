"""The engine's own view of an Azul position: small immutable values built once from the pydantic model.

The project's one engine style (ARCHITECTURE.md idea 2: pydantic validates at the boundary, the engines work on
small immutable values), chosen because both games then read alike: Alhambra already worked so, and its check and
score were built on it for speed (a cached layout per board); only Azul worked on the models. As in Alhambra's
table.py: model.py validates what comes in, `parse` turns it into a Table, and every rule module (check,
scoring, offer, grey, notation) works on the Table only. Frozen dataclasses of tuples and strings: a rule can
never change the position it was given, and `to_json` writes the FORMATS.md JSON back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from assistant.azul import model
from assistant.azul.components import box


@dataclass(frozen=True, slots=True)
class Line:
    """One pattern line; count 0 is an empty line (its colour is then None)."""

    colour: str | None
    count: int


@dataclass(frozen=True, slots=True)
class Board:
    """One player's board. `placements`: the grey wall's chosen columns as (line key "1"-"5", column) pairs, in
    the order the position gave them."""

    name: str
    score: int
    pattern_lines: tuple[Line, ...]
    wall: tuple[str, ...]
    floor: tuple[str, ...]
    placements: tuple[tuple[str, int], ...]
    first_player_marker: bool

    def placement(self, line: int) -> int | None:
        """The column chosen for pattern line `line` (1-based), or None."""
        return next((column for key, column in self.placements if key == str(line)), None)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "name": self.name,
            "score": self.score,
            "pattern_lines": [{"colour": ln.colour, "count": ln.count} if ln.count else {"count": 0}
                              for ln in self.pattern_lines],
            "wall": list(self.wall),
            "floor": list(self.floor),
        }
        if self.placements:
            d["placements"] = dict(self.placements)
        if self.first_player_marker:
            d["first_player_marker"] = True
        return d


@dataclass(frozen=True, slots=True)
class Table:
    """The whole table: the wall variant, the boards, and the factories and centre when the position has them."""

    wall_variant: str
    players: tuple[Board, ...]
    factories: tuple[tuple[str, ...], ...] | None
    centre: tuple[str, ...] | None

    @property
    def grey(self) -> bool:
        return self.wall_variant == "grey"

    def player(self, name: str) -> Board | None:
        return next((p for p in self.players if p.name == name), None)

    def marker_holder(self) -> str | None:
        """Who holds the first player marker (on the floor line, or beside a full one): the next round's starter."""
        first = box().first
        return next((p.name for p in self.players if first in p.floor or p.first_player_marker), None)

    def to_json(self) -> dict[str, Any]:
        """The position in its canonical JSON form (`move` returns it as `after`); optional parts only if set."""
        out: dict[str, Any] = {"game": "azul", "wall_variant": self.wall_variant,
                               "players": [p.to_json() for p in self.players]}
        if self.factories is not None:
            out["factories"] = [list(f) for f in self.factories]
        if self.centre is not None:
            out["centre"] = list(self.centre)
        return out


@lru_cache(maxsize=1024)
def _line(colour: str | None, count: int) -> Line:
    """One shared Line per (colour, count): a value, so it may be shared, and parsing builds none anew."""
    return Line(colour if count else None, count)


def _board(p: Any) -> Board:
    return Board(
        name=p.name,
        score=p.score,
        pattern_lines=tuple(_line(ln.colour, ln.count) for ln in p.pattern_lines),
        wall=tuple(p.wall),
        floor=tuple(p.floor),
        placements=tuple(p.placements.items()),
        first_player_marker=p.first_player_marker,
    )


def from_model(pos: Any) -> Table:
    """The Table of a validated model.Position."""
    return Table(
        wall_variant=pos.wall_variant,
        players=tuple(_board(p) for p in pos.players),
        factories=None if pos.factories is None else tuple(tuple(f) for f in pos.factories),
        centre=None if pos.centre is None else tuple(pos.centre),
    )


def parse(data: Any) -> Table:
    """A position dict as the engine's Table (a Table is taken as it is); PositionError naming the field."""
    if isinstance(data, Table):
        return data
    return from_model(model.validate(data))
