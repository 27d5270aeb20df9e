"""An Azul tile's points told as a scene of the wall's colours, where no stricter reader reads it (a fallback,
session 17): "row 2 on my wall has the white and the blue (first two spaces); now the yellow goes in next to the
blue, nothing above or below it", "3. satırda siyah ve beyaz yan yana, maviyi beyazın sağına koyuyorum; mavinin
üstünde 2. satırda sarı, altı boş", "En la columna 2 tengo el amarillo de la fila 1 y el azul de la fila 2; completo
la línea 3 de blanco", "2段目の黄色のマスに置きます。左隣に青、右隣に赤、真上に赤。壁のほかの所は空".

A colour has one space in each row of the printed wall (assistant.azul.wall.pattern_column), so a colour told in a
row, or right above or below the tile, is one space; a colour told in a column must lie in it. Empty are the spaces
told empty (a side, a row, the rest of the wall), and the rest of the tile's row or column when its tiles are
listed. The runs the tile joins must be told to their ends: a space on them neither told filled nor empty gives no
verdict. The tile is tiled from a full pattern line by assistant.api.score (azul_tiles.one_tile).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_colour, pattern_column
from assistant.worked import azul_wall_time, guards
from assistant.worked.azul_cells import answered
from assistant.worked.azul_rows import STEPS, columns_in, cut, relatives_joined, rows_in, told_full
from assistant.worked.azul_tiles import asks_tile_points, one_tile
from assistant.worked.azul_wall_placed import placed_tile
from assistant.worked.azul_wall_talk import talk
from assistant.worked.patterns import patterns
from assistant.worked.reading import Span, Text

_PATTERNS = patterns("azul_wall_scene")

GAME = "azul"
FILLED, EMPTY = "filled", "empty"
_OPPOSITE = {"left": "right", "right": "left", "above": "below", "below": "above"}


@dataclass
class _Piece:
    """One clause of the question: where it lies and what it names."""

    start: int
    end: int
    text: str
    rows: list[int] = field(default_factory=list)
    columns: list[int] = field(default_factory=list)
    colours: list[Span[str]] = field(default_factory=list)
    sides: set[str] = field(default_factory=set)
    empty: bool = False
    place: bool = False
    spaces: int | None = None  # "the first two spaces": the colours told fill the row's first spaces
    places: list[int] = field(default_factory=list)  # the places in a row told in words (data: `position`)
    unread: bool = False  # a number in it that names no row, column nor place in a row ("2 tiles to its left")
    lang: str = "en"
    tiles: bool = False  # tiles told without their colours ("2. ve 3. satırda karo var", "the column is filled")


def _piece(text: Text, start: int, end: int, spans: dict[str, list[Span[str]]]) -> tuple[_Piece, set[int]]:
    """The piece text[start:end] and the positions of the numbers it reads (rows, columns, places in a row)."""
    lang, part = text.lang, text.norm[start:end]
    rows = rows_in(text, start, end)
    columns = columns_in(text, start, end)
    inside = [(s, e) for s, e, _ in rows + columns]
    piece = _Piece(start, end, part, [n for _, _, n in sorted(rows)], [n for _, _, n in sorted(columns)], lang=lang)
    piece.colours = [c for c in spans["colours"] if start <= c.start < end]
    for side in STEPS:
        if any(start <= s.start < end and not any(a <= s.start < b for a, b in inside) for s in spans[side]):
            piece.sides.add(side)
    for kind, sides in (("around", STEPS), ("beside", ("left", "right")), ("along_row", ("left", "right")),
                        ("along_column", ("above", "below"))):
        if any(start <= s.start < end for s in spans[kind]):
            piece.sides |= set(sides)
    piece.empty = any(start <= s.start < end for s in spans["empty"])
    piece.place = bool(re.search(_PATTERNS["place"][lang], part)) or bool(
        told_full(part, lang) and (rows or text.has("line")) and piece.colours)
    first = re.search(_PATTERNS["first_spaces"][lang], part)
    if first:
        piece.spaces = int(next((g for g in first.groups() if g), "0")) or None
    read = {n.start for n in text.numbers if any(a <= n.start < b for a, b in inside)}
    read |= {n.start for n in text.numbers if first and start + first.start() <= n.start < start + first.end()}
    said = [(number, [(start + m.start(), start + m.end()) for m in re.finditer(pattern, part)])
            for pattern, number in _PATTERNS["position"][lang].items()]
    piece.places = [number for number, spans in said if spans]
    read |= {n.start for n in text.numbers for _, spans in said for a, b in spans if a <= n.start < b}
    piece.unread = any(start <= n.start < end and n.start not in read for n in text.numbers)
    piece.tiles = bool(re.search(_PATTERNS["tiles"][lang], part))
    return piece, read


def _spans(text: Text) -> dict[str, list[Span[str]]]:
    not_side = text.find("not_side")  # "right next to": no side
    out = {side: [s for s in text.find(side) if not any(n.start <= s.start < n.end for n in not_side)]
           for side in STEPS}
    out |= {kind: talk(text, kind) for kind in ("around", "beside", "along_row", "along_column")}
    out["colours"] = text.named("colours")
    out["empty"] = text.find("nothing") + text.find("empty") + talk(text, "side_empty")
    return out


@dataclass
class _Wall:
    """The spaces told: FILLED or EMPTY by (row, column), 0-based; the tile placed at (row, column)."""

    row: int
    column: int
    colour: str
    cells: dict[tuple[int, int], str] = field(default_factory=dict)

    def fill(self, r: int, c: int) -> bool:
        if (r, c) == (self.row, self.column) or self.cells.get((r, c)) == EMPTY:
            return False
        self.cells[(r, c)] = FILLED
        return True

    def clear(self, cells: list[tuple[int, int]]) -> bool:
        """Told empty; False when a space told filled is told empty too (the placed one aside)."""
        for cell in cells:
            if cell == (self.row, self.column):
                continue
            if self.cells.get(cell) == FILLED:
                return False
            self.cells[cell] = EMPTY
        return True

    def rest(self, cells: list[tuple[int, int]]) -> None:
        for cell in cells:
            self.cells.setdefault(cell, EMPTY)


def _fact(wall: _Wall, piece: _Piece, context: int | None, last: tuple[int, int] | None,
          placing: bool) -> tuple[bool, tuple[int, int] | None]:
    """Lay the colours a piece tells onto the wall: (read, the last space laid). A colour is at the row told beside
    it, else right above or below the tile when the piece says so, else in the row told before. The placed colour
    named is the tile itself ("mavinin üstünde"), and the piece placing it tells its sides the other way round
    ("maviyi beyazın sağına koyuyorum": the white is on its left)."""
    if not placing and (guards.negated(Text(piece.text, piece.lang)) or any(
            c.value == wall.colour for c in piece.colours) and piece.rows and piece.rows[-1] - 1 == wall.row):
        return False, last  # "not yellow"; "row 1 has red" when the red is placed on row 1
    colours = [c.value for c in piece.colours if c.value != wall.colour]
    sides = {_OPPOSITE[s] for s in piece.sides} if placing else piece.sides
    if not colours:
        return True, last
    if len(piece.rows) > 1:
        if len(piece.rows) != len(colours):
            return False, last
        rows = [r - 1 for r in piece.rows]
    elif piece.rows:
        rows = [piece.rows[0] - 1] * len(colours)
    elif sides & {"above", "below"} and len(colours) == 1 and not sides & {"left", "right"}:
        if sides == {"above", "below"}:
            return False, last
        rows = [wall.row + (-1 if "above" in sides else 1)]
    elif context is not None:
        rows = [context - 1] * len(colours)
    else:
        return False, last
    for colour, r in zip(colours, rows, strict=True):
        if not 0 <= r < SIZE:
            return False, last
        c = pattern_column(r, colour)
        if piece.columns and piece.spaces is None and c != piece.columns[-1] - 1:
            return False, last  # "in column 2 I have the yellow of row 1": the yellow lies there
        if sides & {"above", "below"} and not piece.rows and c != wall.column:
            return False, last
        if sides & {"left", "right"} and r == wall.row and len(sides) == 1 and (c < wall.column) != ("left" in sides):
            return False, last
        if not wall.fill(r, c):
            return False, last
        last = (r, c)
    if piece.spaces is not None and sorted(pattern_column(r, k) for k, r in zip(colours, rows, strict=True)) != list(
            range(piece.spaces)):
        return False, last  # "the first two spaces" hold other colours on the printed wall
    return True, last


def _emptied(wall: _Wall, piece: _Piece, context: int | None, lang: str, text_has_wall: bool) -> bool:
    """Clear what an empty-telling piece names: the tile's sides, a row, a colour's space, the tile's column."""
    if piece.sides and piece.rows:  # "altındaki 2. satır boş": the row below, told by its number
        steps = {STEPS[side][0] for side in piece.sides}
        if len(piece.rows) != 1 or len(steps) != 1 or piece.rows[0] - 1 != wall.row + steps.pop():
            return False
        wall.rest([(piece.rows[0] - 1, c) for c in range(SIZE)])
        return True
    if piece.sides:
        base = (wall.row, wall.column)
        return wall.clear([(base[0] + dr, base[1] + dc) for side in piece.sides for dr, dc in [STEPS[side]]
                           if 0 <= base[0] + dr < SIZE and 0 <= base[1] + dc < SIZE])
    if piece.rows and not piece.colours:
        wall.rest([(r - 1, c) for r in piece.rows for c in range(SIZE)])
        return True
    if piece.colours and context is not None and all(c.value != wall.colour for c in piece.colours):
        r = context - 1
        return wall.clear([(r, pattern_column(r, c.value)) for c in piece.colours])
    if re.search(_PATTERNS["column_word"][lang], piece.text) and not piece.colours:
        wall.rest([(r, wall.column) for r in range(SIZE)])
        return True
    if text_has_wall and not piece.colours and not piece.columns:  # "duvarım bomboş", "empty wall"
        wall.rest([(r, c) for r in range(SIZE) for c in range(SIZE)])
        return True
    return False


def _nothing_else(piece: _Piece) -> bool:
    """"nada más en esa fila", "nothing else": the piece tells a row's colours are all it holds."""
    return bool(re.search(_PATTERNS["row_nothing_else"][piece.lang], piece.text))


def _listed_alone(wall: _Wall, piece: _Piece, context: int | None,
                  last: tuple[int, int] | None) -> tuple[int, int] | None | bool:
    """A row's colours and nothing else: laid, the row's rest empty; the last space laid, None, or False (unread)."""
    row = piece.rows[-1] if piece.rows else context
    if not piece.empty or row is None or piece.sides or not piece.colours or not _nothing_else(piece):
        return None
    if any(c.value == wall.colour for c in piece.colours):
        return None
    told = replace(piece, text=re.sub(_PATTERNS["row_nothing_else"][piece.lang], " ", piece.text), empty=False)
    ok, laid = _fact(wall, told, row, last, False)
    if not ok or laid is None:
        return False
    wall.rest([(row - 1, c) for c in range(SIZE)])
    return laid


def _place_emptied(wall: _Wall, piece: _Piece, context: int | None) -> bool:
    """Clear the spaces an empty-telling piece names by their place in the row ("1番右は空いています"), in the row
    it names or the one told before it; False when it names a colour, a side or a place not in a row."""
    row = piece.rows[-1] if piece.rows else context
    if row is None or piece.colours or piece.sides - {"left", "right"} or piece.columns or len(piece.rows) > 1:
        return False
    if any(not 1 <= place <= SIZE for place in piece.places):
        return False
    return wall.clear([(row - 1, place - 1) for place in piece.places])


def _plain(piece: _Piece, after: _Piece | None, colour: str, placing: bool) -> bool:
    """A piece this reader reads whole: no number but rows, columns and places; no tiles told without colours; no
    colour told beside a word of emptiness but the tile's own ("siyahın altı boş"), no wall as strings ("'W B . . .'",
    "siyah beyaz boş boş"); a row named alone is the heading of the colours told next ("third row of my wall:")."""
    if piece.unread or piece.tiles and not placing and (piece.rows or piece.sides or piece.columns):
        return False
    if piece.empty:  # s19: or a row's colours with nothing else in it (_listed_alone)
        return all(c.value == colour for c in piece.colours) or _nothing_else(piece)
    if piece.colours or placing:
        return True
    if piece.sides or len(piece.rows) > 1 or piece.columns and not (after and after.colours):
        return False
    return not piece.rows or bool(after and after.colours and not after.rows)


def _places_fit(wall: _Wall, piece: _Piece, laid: list[tuple[int, int]], placing: bool) -> bool:
    """The places a piece tells in words are where the printed wall puts its colours: a column told is one of a
    colour told there (the tile's own when it places it), "next to" is a colour beside the tile."""
    own = any(c.value == wall.colour for c in piece.colours)  # s19: "青の場所(左から3番目)": the tile's own place
    spaces = laid + ([(wall.row, wall.column)] if placing or not laid or own else [])
    for place in piece.places:
        if place < 0:
            return False
        named = {c.value for c in piece.colours if c.value != wall.colour}
        beside = [(wall.row, wall.column + d) for d in (-1, 1) if 0 <= wall.column + d < SIZE]
        if place == 0 and not any(wall.cells.get(k) == FILLED and (pattern_colour(*k) in named or not named)
                                  for k in beside):
            return False
        if place > 0 and not any(c == place - 1 for _, c in spaces):
            return False
    return True


def _runs_told(wall: _Wall) -> bool:
    """Every space the tile's runs reach, up to an empty space or the edge, is told."""
    for dr, dc in STEPS.values():
        r, c = wall.row + dr, wall.column + dc
        while 0 <= r < SIZE and 0 <= c < SIZE:
            state = wall.cells.get((r, c))
            if state is None:
                return False
            if state == EMPTY:
                break
            r, c = r + dr, c + dc
    return True


def _lay(text: Text, wall: _Wall, pieces: list[_Piece], placing: int) -> tuple[list[str], bool] | None:
    """Lay what each piece tells onto the wall: (the pieces whose negations were read, whether the whole wall is
    told), or None when a piece does not read."""
    context, last, whole = None, None, False
    negation_parts = []
    for i, piece in enumerate(pieces):
        if re.search(_PATTERNS["whole_wall"][text.lang], piece.text):
            whole = True
        if not _plain(piece, pieces[i + 1] if i + 1 < len(pieces) else None, wall.colour, i == placing):
            return None
        listed = _listed_alone(wall, piece, context, last)
        if listed is False:
            return None
        if isinstance(listed, tuple):
            last = listed
            negation_parts.append(piece.text)
            context = piece.rows[-1] if piece.rows else context
            continue  # s19: "el azul y el amarillo y nada más en esa fila"
        if piece.empty:
            if piece.places and _place_emptied(wall, piece, context):
                negation_parts.append(piece.text)
                continue  # s19: "1番右は空いています": that space of the row told
            if any(place != 0 for place in piece.places):
                return None  # "the last space is empty", "solundaki kırmızı yeri boş": a place not checked here
            walled = Text(piece.text, text.lang).has("wall")
            at = piece.rows[-1] if piece.rows else context
            if not _emptied(wall, piece, at, text.lang, walled) and not whole:
                return None  # something told empty that is not read
            negation_parts.append(piece.text)
        else:
            before = {k for k, v in wall.cells.items() if v == FILLED}
            ok, last = _fact(wall, piece, context, last, i == placing)
            laid = [k for k, v in wall.cells.items() if v == FILLED and k not in before]
            if not ok or not _places_fit(wall, piece, laid, i == placing):
                return None
        context = piece.rows[-1] if piece.rows else context
    return negation_parts, whole


def _told(text: Text) -> tuple[_Wall, list[int], bool] | None:
    """The wall as told, the numbers read (positions) and whether every negation was read."""
    spans = _spans(text)
    pieces, read = [], set()
    for s, e in relatives_joined(text, cut(text)):
        if re.search(_PATTERNS["heading"][text.lang], text.norm[s:e]):
            continue  # s19: "縦方向は、": a heading of the pieces that follow
        piece, numbers = _piece(text, s, e, spans)
        pieces.append(piece)
        read |= numbers
    placed = placed_tile(pieces)
    if placed is None:
        return None
    colour, row, placing = placed
    if not 1 <= row <= SIZE:
        return None
    wall = _Wall(row - 1, pattern_column(row - 1, colour), colour)
    if pieces[placing].columns and pieces[placing].columns[-1] - 1 != wall.column:
        return None  # "5行目の5列目に青": the colour's space is another column
    laid_out = _lay(text, wall, pieces, placing)
    if laid_out is None:
        return None
    negation_parts, whole = laid_out
    listed_row = any(r == wall.row for r, _ in wall.cells)
    listed_column = any(c == wall.column and r != wall.row for r, c in wall.cells)
    if whole:
        wall.rest([(r, c) for r in range(SIZE) for c in range(SIZE)])
    if listed_row:
        wall.rest([(wall.row, c) for c in range(SIZE)])
    if listed_column:
        wall.rest([(r, wall.column) for r in range(SIZE)])
    kept = [p.text for p in pieces if p.text not in negation_parts]
    negation_read = not guards.negated(Text(" ; ".join(kept), text.lang))
    positions = [n.value for n in text.numbers if n.start in read]
    return (wall, positions, negation_read) if _runs_told(wall) else None


def _read(text: Text, lang: str) -> dict | None:
    if not asks_tile_points(text) or not text.named("colours"):
        return None
    told = _told(text)
    if told is None:
        return None
    wall, positions, negation_read = told
    grid = [["."] * SIZE for _ in range(SIZE)]
    for (r, c), state in wall.cells.items():
        if state == FILLED:
            grid[r][c] = LETTER_OF[pattern_colour(r, c)]
    scored = one_tile(["".join(g) for g in grid], wall.row, wall.colour, lang)
    if scored is None:
        return None
    row_tiles = sorted(c + 1 for (r, c), s in wall.cells.items() if s == FILLED and r == wall.row)
    column_tiles = sorted(r + 1 for (r, c), s in wall.cells.items() if s == FILLED and c == wall.column)
    out = answered(text, lang, scored, wall.row + 1, wall.column + 1, row_tiles, column_tiles, negation_read)
    out["counts"] = positions
    out["stated"] = [wall.row + 1, *positions]
    return out


read = azul_wall_time.timed(_read)  # s9: a time told ("two rounds ago") is no count of the wall
