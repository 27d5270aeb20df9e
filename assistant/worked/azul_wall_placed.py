"""The tile an Azul wall scene places (assistant/worked/azul_wall_scene.py): its colour, its row and the clause
that places it, told as players tell it ("now the yellow goes next to the blue", "me falta el amarillo del medio, que
ahora coloco")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from assistant.worked.patterns import patterns
from assistant.worked.reading import Span

_PATTERNS = patterns("azul_wall_placed")


class _Piece(Protocol):
    """What this reads of a clause of the scene (azul_wall_scene._Piece)."""

    start: int
    text: str
    lang: str
    rows: list[int]
    colours: list[Span[str]]
    place: bool


def placed_tile(pieces: Sequence[_Piece]) -> tuple[str, int, int] | None:
    """(colour, wall row 1-based, the piece that places it): the first piece placing a colour not named before it
    (its neighbour is), its row told there or by the piece before; a later placing piece names the same colour."""
    earlier: set[str] = set()
    context, found = None, None
    for i, piece in enumerate(pieces):
        named = {c.value for c in piece.colours}
        if piece.place and named:
            if found is None:
                new = named - earlier if len(named) > 1 else named
                new = _antecedent(piece) or new
                rows = piece.rows or ([context] if context else [])
                if len(new) != 1 or len(set(rows)) != 1:
                    return None  # which colour is placed, which is its neighbour, or its row: not told
                found = (new.pop(), rows[0], i)
            elif found[0] not in named or piece.rows and piece.rows[-1] != found[1] and len(named) == 1:
                return None  # a second tile placed
        earlier |= named
        context = piece.rows[-1] if piece.rows else context
    return found


def _antecedent(piece: _Piece) -> set[str]:
    """s20: "me falta el amarillo del medio, que ahora coloco": the colour a relative clause that places a tile is
    told of, the last one before it."""
    m = re.search(r",\s*" + _PATTERNS["relative_place"][piece.lang], piece.text)
    before = [c for c in piece.colours if c.start < piece.start + m.start()] if m else []
    return {before[-1].value} if before else set()
