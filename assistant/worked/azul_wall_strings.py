"""An Azul tile's points told by the wall rows around it, each as a string of its five spaces ("row 2 is
'W B . . .'", 「2段目は「W B . . .」」) or space by space in words ("row 3 reads black white empty empty empty",
"3. satırı siyah beyaz boş boş boş"), the other rows told empty ("rows 1 and 3 are empty", "1段目と3段目は空").

The rows told become a coloured wall, each letter checked against the space the printed wall gives its colour (a
letter on another colour's space is no coloured wall: no verdict); assistant.api.score tiles the placed colour from a
full pattern line and reports its runs. The rows next to the tile's must be told: a neighbour whose spaces are not
told gives no verdict.
"""

from __future__ import annotations

import re

from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_colour, pattern_column
from assistant.worked import azul_wall_time
from assistant.worked.azul_cells import answered, negations_only_in_empty
from assistant.worked.azul_tiles import asks_tile_points, one_tile
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_wall_strings")

GAME = "azul"
_QUOTED = re.compile(r"['\"「『“‘]\s*([bykrw.·-](?:\s*[bykrw.·-]){4})\s*['\"」』”’]")
_MARK = "⟦{}⟧"
_MARKED = re.compile(r"⟦(\d)⟧")
_EMPTY_LETTERS = ".·-"

Row = tuple[str, ...]  # five spaces: a colour's letter or "."
_EMPTY_ROW: Row = (".",) * SIZE


def _marked(norm: str) -> tuple[str, list[Row]]:
    """The question with each quoted row as one mark (its dots no full stop), and the rows read from the marks."""
    rows: list[Row] = []

    def mark(m: re.Match) -> str:
        rows.append(tuple("." if c in _EMPTY_LETTERS else c.upper() for c in re.sub(r"\s", "", m.group(1))))
        return " " + _MARK.format(len(rows) - 1) + " "

    return _QUOTED.sub(mark, norm), rows


def _row_numbers(m: re.Match, lang: str) -> list[int]:
    told = next(g for g in m.groups() if g is not None)
    if told in _PATTERNS["top"][lang]:
        return [1]
    if told in _PATTERNS["bottom"][lang]:
        return [SIZE]
    return [int(d) for d in re.findall(r"\d", told)]


def _words_row(region: str, lang: str) -> Row | None:
    """Five spaces told in words, left to right: colours and empty spaces."""
    out: list[str] = []
    for token in re.findall(r"[^\s,、・/]+", region):
        colours = Text(token, lang).named("colours")
        if len(colours) == 1 and colours[0].end - colours[0].start == len(token):
            out.append(LETTER_OF[colours[0].value])
        elif token in _PATTERNS["empty_cell"][lang]:
            out.append(".")
        elif out:
            break
        if len(out) == SIZE:
            return tuple(out)
    return None


def _row_told(region: str, quoted: list[Row], lang: str) -> Row | None:
    """The spaces of a row told right after its number: a quoted row, five words, or "empty" alone."""
    mark = _MARKED.search(region)
    if mark:
        return quoted[int(mark.group(1))]
    row = _words_row(region, lang)
    told = Text(region, lang)
    if row is None and told.has("empty") and not told.named("colours"):
        return _EMPTY_ROW
    return row


def _told(text: Text) -> tuple[dict[int, Row], int, str, list[str]] | None:
    """({wall row 1-based: its spaces}, the row placed on, the colour placed, the clauses read) or None."""
    lang = text.lang
    marked, quoted = _marked(text.norm)
    if not quoted and not text.has("empty"):
        return None
    clauses = [c for c in re.split(_PATTERNS["breaks"][lang], marked) if c.strip()]
    placed: list[tuple[int, str]] = []
    rows: dict[int, Row] = {}
    for clause in clauses:
        groups = list(re.finditer(_PATTERNS["rows"][lang], clause))
        for i, group in enumerate(groups):
            before = clause[groups[i - 1].end() if i else 0:group.start()]
            after = clause[group.end():groups[i + 1].start() if i + 1 < len(groups) else len(clause)]
            row = _row_told(after, quoted, lang)
            numbers = _row_numbers(group, lang)
            if row is None:  # no state told after it: the row the tile goes on ("putting yellow in row 2")
                colours = Text(before, lang).named("colours") + Text(after, lang).named("colours")
                placing = re.search(_PATTERNS["place"][lang], before + " " + after)
                if not placing or len(colours) != 1 or len(numbers) != 1:
                    return None  # a row told with something not read
                placed.append((numbers[0], colours[0].value))
                continue
            for n in numbers:
                if n in rows and rows[n] != row or not 1 <= n <= SIZE:
                    return None
                rows[n] = row
    if len(placed) != 1 or len(quoted) > len(rows):
        return None
    (row_placed, colour), = placed
    return rows, row_placed, colour, clauses


def _coloured(rows: dict[int, Row]) -> bool:
    """Every letter told sits on its colour's space of the printed wall."""
    return all(c == "." or LETTER_OF[pattern_colour(n - 1, i)] == c
               for n, row in rows.items() for i, c in enumerate(row))


def _column_known(rows: dict[int, Row], row: int, column: int) -> bool:
    """The rows next to the placed tile's are told (or the wall's edge is there); a row farther away that is not
    told is empty, as a player who tells the rows a run reaches would tell that one too."""
    for step in (-1, 1):
        n = row + step
        while 1 <= n <= SIZE:
            if n not in rows:
                if n == row + step:
                    return False
                break
            if rows[n][column] == ".":
                break
            n += step
    return True


def _read(text: Text, lang: str) -> dict | None:
    if not asks_tile_points(text):
        return None
    told = _told(text)
    if told is None:
        return None
    rows, row, colour, clauses = told
    if not 1 <= row <= SIZE or row not in rows or not _coloured(rows):
        return None
    column = pattern_column(row - 1, colour)
    if rows[row][column] != "." or not _column_known(rows, row, column):
        return None
    wall = ["".join(rows.get(n, _EMPTY_ROW)) for n in range(1, SIZE + 1)]  # a row out of the tile's reach
    scored = one_tile(wall, row - 1, colour, text.lang)
    if scored is None:
        return None
    row_tiles = [i + 1 for i, c in enumerate(rows[row]) if c != "."]
    column_tiles = [n for n in range(1, SIZE + 1) if wall[n - 1][column] != "."]
    return answered(text, lang, scored, row, column + 1, row_tiles, column_tiles,
                    negations_only_in_empty(clauses, lang))


read = azul_wall_time.timed(_read)  # a time told ("two rounds ago") is no count of the wall
