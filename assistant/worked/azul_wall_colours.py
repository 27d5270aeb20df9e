"""An Azul tile's points told by its colour, its wall row and the colours already in that row: "I place red on row 1
of my wall; row 1 already has blue and yellow, nothing else is in that column", "duvarın 2. satırına sarı koyuyorum;
satırda sadece beyaz ve mavi var, sütununda başka karo yok", "pongo rojo en la fila 3; en la fila solo hay negro y
blanco, nada en su columna", "1行目に赤を置く。1行目には青と黄がある。縦には何もない".

Each colour's space in the row comes from the printed wall (assistant.azul.wall.pattern_column); the column must be
told empty. The row and a full pattern line of the placed colour go to assistant.api.score, which tiles the tile and
reports its runs and points.
"""

from __future__ import annotations

import re

from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_column
from assistant.worked import azul_wall_time, guards
from assistant.worked.azul_cells import _AXIS, _PLACE, answered
from assistant.worked.azul_tiles import asks_tile_points, one_tile
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_wall_colours")

GAME = "azul"
ME = "P1"
_ROW_WORD = _PATTERNS["row_word"]
_COLUMN_WORD = _PATTERNS["column_word"]


def _chunks(text: Text) -> list[Text]:
    """The parts of the question, cut at full stops, semicolons, commas and "and"/"ve"/"y" before a new clause: a
    list of colours ("blue, yellow and black") stays whole."""
    out: list[str] = []
    for part in re.split(r"[;.!?。]", text.norm):
        for piece in re.split(r",|、|\b(?:and|ve|y)\b(?=\s+(?:the|nothing|no|its|bos|baska|nada|en|la)\b)", part):
            if out and text.named("colours") and _only_colours(piece, text.lang):
                out[-1] += " , " + piece  # "blue, yellow and black": the list goes on
            elif piece.strip():
                out.append(piece)
    return [Text(p, text.lang) for p in out]


def _only_colours(piece: str, lang: str) -> bool:
    told = Text(piece, lang)
    rest = piece
    for c in sorted(told.named("colours"), key=lambda s: -s.start):
        rest = rest[: c.start] + " " + rest[c.end :]
    return bool(told.named("colours")) and not re.sub(r"\b(?:and|ve|y|ile|or)\b|と|[\s,、]", "", rest)


def _told(text: Text) -> tuple[int, str, list[str]] | None:
    """(the wall row, the colour placed, the colours already in that row) when the column is told empty."""
    rows = {
        int(d)
        for m in re.finditer(_AXIS[text.lang]["row"], text.norm)
        for d in re.findall(r"\d", next(g for g in m.groups() if g is not None))
    }
    if len(rows) != 1 or re.search(_AXIS[text.lang]["col"], text.norm):
        return None  # no row, two rows, or a column by number (azul_cells.py)
    placed: list[str] = []
    held: list[str] = []
    column_empty = False
    for chunk in _chunks(text):
        colours = [c.value for c in chunk.named("colours")]
        empty = chunk.has("nothing") or chunk.has("empty")
        if re.search(_PLACE[text.lang], chunk.norm) and len(colours) == 1 and not empty:
            placed.append(colours[0])
        elif colours and re.search(_ROW_WORD[text.lang], chunk.norm) and not empty:
            held.extend(colours)
        elif colours:
            return None  # a colour told elsewhere than in the tile's row
        elif empty and re.search(_COLUMN_WORD[text.lang], chunk.norm) and not chunk.numbers:
            column_empty = True
    if len(placed) != 1 or not held or not column_empty or len(set(held)) != len(held) or placed[0] in held:
        return None
    return rows.pop(), placed[0], held


def _negations_read(text: Text) -> bool:
    """Every negation lies in a part telling the column or the rest of the row empty, with no colour nor number."""
    kept = [
        c.norm
        for c in _chunks(text)
        if not ((c.has("nothing") or c.has("empty")) and not c.named("colours") and not c.numbers)
    ]
    return not guards.negated(Text(" ; ".join(kept), text.lang))


def _read(text: Text, lang: str) -> dict | None:
    if not asks_tile_points(text):
        return None
    told = _told(text)
    if told is None:
        return None
    row, colour, held = told
    r = row - 1
    if not 0 <= r < SIZE:
        return None
    grid = [["."] * SIZE for _ in range(SIZE)]
    for c in held:
        grid[r][pattern_column(r, c)] = LETTER_OF[c]
    scored = one_tile(["".join(g) for g in grid], r, colour, lang)
    if scored is None:
        return None
    columns = sorted([pattern_column(r, c) + 1 for c in held])
    return answered(text, lang, scored, row, pattern_column(r, colour) + 1, columns, [], _negations_read(text))


read = azul_wall_time.timed(_read)  # s9: a time told ("two rounds ago") is no count of the wall
