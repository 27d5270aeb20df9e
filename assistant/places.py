"""Where a cell lies, in a player's words: "2 right and 1 down from the fountain", "row 2, column 3 of the wall".

A player at the table sees tiles, not coordinates, so every sentence names cells from what is on the board:
an Alhambra cell from its fountain (x grows to the right, y downwards, FORMATS.md), an Azul cell by the part of
the player board it is on (assistant/azul/__init__.py: [x, y] wall, [-1, y] pattern line, [i, 5] floor).
The phrases are data (data/messages/places.yaml); this module only picks and joins them. Pure functions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from assistant.templates import fill

Cell = tuple[int, int]

FOUNTAIN = "fountain"
CORNER = "corner"
MAX_NAMED = 5  # a longer list names this many places and counts the rest ("and 4 more cells")

_AZUL_LINE_X = -1
_AZUL_FLOOR_Y = 5


@dataclass(frozen=True, slots=True)
class Anchor:
    """What an Alhambra's cells are counted from: its fountain, or (no single fountain) its top-left corner."""

    cell: Cell
    kind: str = FOUNTAIN


@dataclass(frozen=True, slots=True)
class Place:
    """A message parameter naming cells: turned into words in the message's language (assistant.messages)."""

    game: str
    cells: tuple[Cell, ...]
    anchor: Anchor | None = None


def alhambra_anchor(fountains: Sequence[Cell], cells: Iterable[Cell]) -> Anchor | None:
    """The fountain when there is exactly one; else the top-left corner of the tiles; None with no tiles."""
    if len(fountains) == 1:
        return Anchor(_pair(fountains[0]), FOUNTAIN)
    cells = list(cells) or list(fountains)
    if not cells:
        return None
    return Anchor((min(x for x, _ in cells), min(y for _, y in cells)), CORNER)


def _pair(cell: Sequence[int]) -> Cell:
    """A cell given as any pair (a JSON list) as the tuple the words are made from."""
    return (cell[0], cell[1])


def _say(key: str, lang: str | None, **params) -> str:
    return fill(key, lang, params)


def board_anchor(board: Iterable[dict]) -> Anchor | None:
    """The anchor of an Alhambra as a position file lists it (the `alhambra` cells of a player)."""
    board = list(board)
    return alhambra_anchor([(c["x"], c["y"]) for c in board if c.get("fountain")], [(c["x"], c["y"]) for c in board])


def alhambra_words(cell: Cell, anchor: Anchor | None, lang: str | None, listed: bool = False) -> str:
    """One Alhambra cell as a player says it, counted from `anchor` (the cell itself is the corner if None);
    `listed`: one of several places, so "2 right, 1 down" instead of a second "and" inside the list."""
    anchor = anchor or Anchor(_pair(cell), CORNER)
    dx, dy = cell[0] - anchor.cell[0], cell[1] - anchor.cell[1]
    if dx == dy == 0:
        return _say(f"place.alhambra.at.{anchor.kind}", lang)
    ref = _say(f"place.alhambra.ref.{anchor.kind}", lang)
    h = "right" if dx > 0 else "left"
    v = "down" if dy > 0 else "up"
    if dy == 0 or dx == 0:
        way, n = (h, abs(dx)) if dy == 0 else (v, abs(dy))
        return _say(f"place.alhambra.{way}1", lang, ref=ref) if n == 1 else \
            _say(f"place.alhambra.{way}", lang, ref=ref, n=n)
    key = "place.alhambra.both.listed" if listed else "place.alhambra.both"
    return _say(key, lang, ref=ref, h=_say(f"place.alhambra.h.{h}", lang, n=abs(dx)),
                v=_say(f"place.alhambra.v.{v}", lang, n=abs(dy)))


def azul_words(cell: Cell, lang: str | None) -> str:
    """One cell of an Azul player board: a wall space, a pattern line or the floor line (1-based, as printed)."""
    x, y = cell
    if y == _AZUL_FLOOR_Y:
        return _say("place.azul.floor", lang)
    if x == _AZUL_LINE_X:
        return _say("place.azul.line", lang, line=y + 1)
    return _say("place.azul.wall", lang, row=y + 1, column=x + 1)


def cell_words(game: str, cell: Cell, lang: str | None, anchor: Anchor | None = None, listed: bool = False) -> str:
    """One cell of `game` in the player's words (`anchor`: the Alhambra's fountain, see alhambra_anchor)."""
    if game == "azul":
        return azul_words(_pair(cell), lang)
    return alhambra_words(_pair(cell), anchor, lang, listed)


def join_words(items: Sequence[str], lang: str | None) -> str:
    """'A', 'A and B', 'A, B and C' in the player's language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    head = _say("place.join.sep", lang).join(items[:-1])
    return _say("place.join.last", lang, head=head, last=items[-1])


def cells_words(game: str, cells: Iterable[Cell], lang: str | None, anchor: Anchor | None = None,
                limit: int | None = MAX_NAMED) -> str:
    """Several cells joined naturally; the same words once (an Azul floor line); a list longer than `limit`
    is cut short ("and 4 more cells"), unless `limit` is None."""
    cells = list(cells)
    words: list[str] = []
    for cell in cells:
        w = cell_words(game, cell, lang, anchor, listed=len(cells) > 1)
        if w not in words:
            words.append(w)
    if limit is not None and len(words) > limit + 1:
        words = words[:limit] + [_say("place.more", lang, n=len(words) - limit)]
    return join_words(words, lang)


def place_words(place: Place, lang: str | None) -> str:
    return cells_words(place.game, place.cells, lang, place.anchor)
