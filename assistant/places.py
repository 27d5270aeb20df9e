"""Where a cell lies, in a player's words: "2 right and 1 down from the fountain", "row 2, column 3 of the wall".

A player at the table sees tiles, not coordinates, so every sentence names cells from what is on the board.
A game's registration names the prefix of its phrases (`cell_words`, data/messages/places.yaml), and the
phrases under it say how its cells are named: counted from an anchor (`<prefix>.ref.*`: a board that grows
around a fountain, x to the right, y downwards, FORMATS.md), by the part of a fixed player board
(`<prefix>.wall`, `.line`, `.floor`: [x, y] wall, [-1, y] pattern line, [i, 5] floor), or by the game's own
column-and-row phrase (`<prefix>.cell`). A game with no prefix gets neutral words ("the cell at column 2,
row 1"). This module only picks and joins the phrases. Pure functions.

The registry tells this module each game's prefix when the game is registered (`say_cells_with`: it cannot
ask the registry, which imports it); an engine used before the registry has run reads the prefix from the
game's data/<game>/game.yaml, the file its registration is read from.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from assistant.paths import DATA, load_yaml
from assistant.templates import fill, templates

Cell = tuple[int, int]

FOUNTAIN = "fountain"
CORNER = "corner"
MAX_NAMED = 5  # a longer list names this many places and counts the rest ("and 4 more cells")

_PART_LINE_X = -1  # a fixed player board's pattern lines
_PART_FLOOR_Y = 5  # and its floor line
NEUTRAL = "place"  # the neutral phrases' prefix: `place.cell`
_PREFIXES: dict[str, str | None] = {}  # each registered game's prefix (say_cells_with)


@dataclass(frozen=True, slots=True)
class Anchor:
    """What the cells of a board that grows around a fountain are counted from: its fountain, or (no single
    fountain) its top-left corner."""

    cell: Cell
    kind: str = FOUNTAIN


@dataclass(frozen=True, slots=True)
class Place:
    """A message parameter naming cells: turned into words in the message's language (assistant.messages)."""

    game: str
    cells: tuple[Cell, ...]
    anchor: Anchor | None = None


def anchor_of(fountains: Sequence[Cell], cells: Iterable[Cell]) -> Anchor | None:
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


def say_cells_with(game: str, prefix: str | None) -> None:
    """Name `game`'s cells with the phrases under `prefix` (None: the neutral words); called by
    assistant.games.register with the registration's `cell_words`."""
    _PREFIXES[game] = prefix


def forget(game: str) -> None:
    """A game taken out of the registry (assistant.games.unregister)."""
    _PREFIXES.pop(game, None)


@lru_cache(maxsize=32)
def _prefix_in_data(game: str) -> str | None:
    path = DATA / game / "game.yaml"
    raw = load_yaml(path) if game.isalnum() and path.is_file() else None
    prefix = raw.get("cell_words") if isinstance(raw, dict) else None
    return prefix if isinstance(prefix, str) else None


def words_prefix(game: str) -> str | None:
    """The prefix `game`'s cells are said with: its registration's, else its data's; None: neutral words."""
    return _PREFIXES[game] if game in _PREFIXES else _prefix_in_data(game)


def board_anchor(board: Iterable[dict]) -> Anchor | None:
    """The anchor of such a board as a position file lists its cells (each `x`, `y`, the fountain flagged)."""
    board = list(board)
    return anchor_of([(c["x"], c["y"]) for c in board if c.get("fountain")], [(c["x"], c["y"]) for c in board])


def counted_words(prefix: str, cell: Cell, anchor: Anchor | None, lang: str | None, listed: bool = False) -> str:
    """A cell counted from `anchor` (the cell itself is the corner if None), in the phrases under `prefix`;
    `listed`: one of several places, so "2 right, 1 down" instead of a second "and" inside the list."""
    anchor = anchor or Anchor(_pair(cell), CORNER)
    dx, dy = cell[0] - anchor.cell[0], cell[1] - anchor.cell[1]
    if dx == dy == 0:
        return _say(f"{prefix}.at.{anchor.kind}", lang)
    ref = _say(f"{prefix}.ref.{anchor.kind}", lang)
    h = "right" if dx > 0 else "left"
    v = "down" if dy > 0 else "up"
    if dy == 0 or dx == 0:
        way, n = (h, abs(dx)) if dy == 0 else (v, abs(dy))
        return _say(f"{prefix}.{way}1", lang, ref=ref) if n == 1 else _say(f"{prefix}.{way}", lang, ref=ref, n=n)
    key = f"{prefix}.both.listed" if listed else f"{prefix}.both"
    return _say(key, lang, ref=ref, h=_say(f"{prefix}.h.{h}", lang, n=abs(dx)),
                v=_say(f"{prefix}.v.{v}", lang, n=abs(dy)))


def board_part_words(prefix: str, cell: Cell, lang: str | None) -> str:
    """A cell of a fixed player board: a wall space, a pattern line or the floor line (1-based, as printed)."""
    x, y = cell
    if y == _PART_FLOOR_Y:
        return _say(f"{prefix}.floor", lang)
    if x == _PART_LINE_X:
        return _say(f"{prefix}.line", lang, line=y + 1)
    return _say(f"{prefix}.wall", lang, row=y + 1, column=x + 1)


def grid_words(prefix: str, cell: Cell, lang: str | None) -> str:
    """A cell by its column and row, counted from 1 as players count (the game's `<prefix>.cell`, or neutral)."""
    return _say(f"{prefix}.cell", lang, column=cell[0] + 1, row=cell[1] + 1)


def cell_words(game: str, cell: Cell, lang: str | None, anchor: Anchor | None = None, listed: bool = False) -> str:
    """One cell of `game` in the player's words, in the way its phrases say (`anchor`: what cells counted
    from an anchor are counted from, see anchor_of)."""
    prefix, pair = words_prefix(game), _pair(cell)
    if prefix is not None and f"{prefix}.ref.{CORNER}" in templates():
        return counted_words(prefix, pair, anchor, lang, listed)
    if prefix is not None and f"{prefix}.floor" in templates():
        return board_part_words(prefix, pair, lang)
    has_own = prefix is not None and f"{prefix}.cell" in templates()
    return grid_words(prefix if has_own and prefix else NEUTRAL, pair, lang)


def join_words(items: Sequence[str], lang: str | None) -> str:
    """'A', 'A and B', 'A, B and C' in the player's language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    head = _say("place.join.sep", lang).join(items[:-1])
    return _say("place.join.last", lang, head=head, last=items[-1])


def cells_words(game: str, cells: Iterable[Cell], lang: str | None, anchor: Anchor | None = None,
                limit: int | None = MAX_NAMED) -> str:
    """Several cells joined naturally; the same words once (a floor line); a list longer than `limit`
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
