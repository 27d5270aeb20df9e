"""An Azul tile's points told by where it lies on the wall and which spaces of its row and column hold tiles: "tile
goes to row 3 column 3; row 3 has only cols 2 and 4, column 3 has only rows 2 and 4", "fila 4: tengo las columnas
1, 2, 4 y 5; pongo la 3 y en la columna 3 no hay nada más", "3. satır 2. sütuna koyuyorum; 2. sütunda 1, 2, 4 ve 5.
satırlar dolu, 3. satırda başka karo yok", "2行目の1列目に置く。1列目は1行目と3行目にある。2行目はほかに何もない".

The spaces told become a wall (each tile the colour the printed wall gives its space) and a full pattern line for the
placed space; assistant.api.score tiles it. Both the tile's row and its column must be told (their tiles listed, or
told empty); the spaces not listed in them are empty, as a list of a row's tiles says.
"""

from __future__ import annotations

import re

from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_colour
from assistant.worked import azul_wall_time, guards
from assistant.worked.azul_tiles import asks_tile_points, one_tile
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_cells")

GAME = "azul"
ME = "P1"
_LIST = r"(\d(?:\s*(?:,|and|y|ve|&|-|–|・|と|or)\s*\d)*)"
_TR_LIST = r"(\d(?:\.?\s*(?:,|ve|&|-|–)\s*\d)*)"
# (axis word, then its number or numbers) or, in Turkish and Japanese, the numbers first
_AXIS = {
    "en": {"row": rf"\brows?\s+{_LIST}|\b(\d)(?:st|nd|rd|th)\s+row\b",
           "col": rf"\bcol(?:umn)?s?\s+{_LIST}|\b(\d)(?:st|nd|rd|th)\s+col(?:umn)?\b"},
    "es": {"row": rf"\bfilas?\s+(?:las?\s+)?{_LIST}", "col": rf"\bcol(?:umna)?s?\s+(?:las?\s+)?{_LIST}"},
    # Turkish ordinals each with its dot: "1. ve 2. sütunlar"
    # s8: and the word first, "1. sütunda satır 1,2,3,4 dolu"
    "tr": {"row": _TR_LIST + r"\.\s?satir|\bsatir(?:lar)?\w*\s+(\d(?:\s*(?:,|ve|-)\s*\d)*)(?![.\d])",
           "col": _TR_LIST + r"\.\s?sutun|\bsutun(?:lar)?\w*\s+(\d(?:\s*(?:,|ve|-)\s*\d)*)(?![.\d])"},
    "ja": {"row": r"(\d(?:(?:行目)?[・と、]\d)*)行目?|上から(\d)番目の?(?:横列|段|行)",  # s14: "上から2番目の横列"
           "col": r"(\d(?:(?:列目)?[・と、]\d)*)列目?"},
}
_PLACE = _PATTERNS["place"]


def _numbers(group: str) -> list[int] | None:
    """ "1, 2 and 4" -> [1, 2, 4]; "1-3" -> [1, 2, 3]."""
    m = re.fullmatch(r"(\d)\s*[-–]\s*(\d)", group.strip())
    if m:
        low, high = int(m.group(1)), int(m.group(2))
        return list(range(low, high + 1)) if low <= high else None
    if re.search(r"[-–]", group):
        return None
    return [int(d) for d in re.findall(r"\d", group)]


def _mentions(part: str, lang: str) -> dict[str, list[list[int]]] | None:
    out: dict[str, list[list[int]]] = {"row": [], "col": []}
    for axis, pattern in _AXIS[lang].items():
        for m in re.finditer(pattern, part):
            values = _numbers(next(g for g in m.groups() if g is not None))
            if values is None or any(not 1 <= v <= SIZE for v in values):
                return None
            out[axis].append(values)
    return out


def _parts(text: Text) -> list[str]:
    """The parts that each tell one fact: cut at full stops (not a Turkish ordinal's), brackets, "but", and commas
    that do not list numbers; a bracket without a number ("(縦)") is dropped."""
    stop = r"(?<!\d)\." if text.lang == "tr" else r"\."
    norm = re.sub(r"[(（][^()（）\d]*[)）]", " ", text.norm)
    ordinal = r"|,(?=\s*\d\.\s?[a-z])" if text.lang == "tr" else ""  # "dolu, 3. satırda": a new part
    cut = rf"{stop}|[;!?。()（）]|,(?!\s*\d){ordinal}|、(?!\d)|\bbut\b|\bpero\b|\bama\b"
    return [p for p in re.split(cut, norm) if p.strip()]


_OCCUPIED = _PATTERNS["occupied"]
EXCEPT = r"\b(?:except|but for|salvo|menos|excepto|haric)\b|以外|除いて"


def _side_told(told: Text) -> tuple[bool, bool] | None:
    """(its row told empty, its column told empty) by the sides told with nothing ("nothing above or below",
    "a los lados nada"); None when a side is told otherwise."""
    row = any(told.has(s) for s in ("left", "right")) or told.has("lateral")
    column = any(told.has(s) for s in ("above", "below"))
    if (row or column) and not told.has("nothing"):
        return None
    return row, column


def _space_joined(parts: list[tuple[str, dict | None]], lang: str) -> list[tuple[str, dict | None]]:
    """The placed space told across a comma ("I place a tile in my 2nd row, column 4", "coloco en la fila 3,
    columna 2"): the part placing in one row (or column) joined with the next part, which names only one column
    (or row) and nothing else."""
    out: list[tuple[str, dict | None]] = []
    for part, found in parts:
        if out and found and out[-1][1] and re.search(_PLACE[lang], out[-1][0]):
            prev = out[-1][1]
            lone = re.fullmatch(r"\s*[^\W\d_]+\s+\d\s*", part)
            one_each = sum(map(len, prev.values())) == 1 and sum(map(len, found.values())) == 1
            if lone and one_each and [k for k in prev if prev[k]] != [k for k in found if found[k]]:
                out[-1] = (f"{out[-1][0]} {part}", {k: prev[k] + found[k] for k in prev})
                continue
        out.append((part, found))
    return out


def _the_one_row(parts: list[tuple[str, dict | None]], lang: str) -> list[dict]:
    """The placed space told by its column alone ("I'm placing one in column 5") when the question names one row
    only, and names it as the row holding tiles ("my 2nd row has tiles in columns 1, 2 and 4"): that row's space."""
    rows = {v for _, found in parts if found for values in found["row"] for v in values}
    placing = [found for p, found in parts if found and re.search(_PLACE[lang], p) and not found["row"]
               and len(found["col"]) == 1 and len(found["col"][0]) == 1]
    if len(rows) != 1 or len(placing) != 1:
        return []
    return [{"row": [[rows.pop()]], "col": placing[0]["col"]}]


def _cells(text: Text) -> tuple[tuple[int, int], set[int], set[int], bool, bool] | None:
    """(the placed space (row, column), the columns holding a tile in its row, the rows holding a tile in its
    column, whether its row is told, whether its column is told), or None when not told whole."""
    parts = _space_joined([(p, _mentions(p, text.lang)) for p in _parts(text)], text.lang)
    if any(found is None for _, found in parts) or re.search(EXCEPT, text.norm):
        return None
    placing = [
        found
        for p, found in parts
        if found
        and re.search(_PLACE[text.lang], p)
        and len(found["row"]) == len(found["col"]) == 1
        and len(found["row"][0]) == len(found["col"][0]) == 1
    ]
    placing = placing or _the_one_row(parts, text.lang)
    if len(placing) != 1:
        return None
    r0, c0 = placing[0]["row"][0][0], placing[0]["col"][0][0]
    row_cols: set[int] = set()
    col_rows: set[int] = set()
    told = {"row": False, "col": False}
    for part, found in parts:
        assert found is not None
        t = Text(part, text.lang)
        sides = _side_told(t)
        if sides is None:
            return None
        told["row"] |= sides[0]
        told["col"] |= sides[1]
        rows, cols = found["row"], found["col"]
        if (sides[0] or sides[1]) and not (rows in ([], [[r0]]) and cols in ([], [[c0]])):
            return None  # "上に4行目と3行目があって2行目は空き": sides told beside other spaces, not told apart
        empty = t.has("empty") or t.has("nothing")
        if empty and re.search(_OCCUPIED[text.lang], part) and (rows or cols) and not (sides[0] or sides[1]):
            return None  # "la columna 2 ocupada y la 3 vacía": both in one part, not told apart
        if rows == [[r0]] and cols == [[c0]]:
            continue  # the placed space itself
        if len(rows) == 1 and len(cols) == 1 and len(rows[0]) == 1 and len(cols[0]) == 1:
            a, b = rows[0][0], cols[0][0]  # one space: in the tile's row or column, else none of its runs
            if a != r0 and b != c0:
                return None
            told["row" if a == r0 else "col"] = True
            if not empty:
                (row_cols.add(b) if a == r0 else col_rows.add(a))
            continue
        if (
            text.lang == "ja"
            and not empty
            and (cols and not rows and "横" in part or rows and not cols and "縦" in part)
        ):
            rows, cols = ([[r0]], cols) if cols else (rows, [[c0]])  # "横は2列目と4列目にある": the tile's row
        if rows == [[r0]] and len(cols) <= 1:
            told["row"] = True
            row_cols |= set(cols[0]) if cols and not empty else set()
        elif cols == [[c0]] and len(rows) <= 1:
            told["col"] = True
            col_rows |= set(rows[0]) if rows and not empty else set()
        elif (rows or cols) and not empty:
            return None  # spaces told that are not in the tile's row or column
    return (r0, c0), row_cols, col_rows, told["row"], told["col"]


def _all_numbers_placed(text: Text) -> bool:
    """Every number of the question is a row or a column of the wall ("cols 2 and 4"), none a count."""
    spans = [m.span(next(i for i, g in enumerate(m.groups(), 1) if g is not None))
             for pattern in _AXIS[text.lang].values() for m in re.finditer(pattern, text.norm)]
    # "I'm placing one in column 5", "pongo uno en la fila 2": the one is the tile placed
    placed_one = {"en": r"\b(?:plac\w*|put\w*|add\w*)\s+$", "es": r"\b(?:pongo|coloco|coloque)\s+$"}.get(text.lang)
    return all(any(a <= n.start < b for a, b in spans) or n.value == 1 and placed_one is not None
               and re.search(placed_one, text.norm[max(0, n.start - 12) : n.start]) for n in text.numbers)


def _read(text: Text, lang: str) -> dict | None:
    if not asks_tile_points(text):
        return None
    told = _cells(text)
    if told is None or not _all_numbers_placed(text):
        return None
    (row, column), row_cols, col_rows, row_told, col_told = told
    if not (row_told and col_told) or column in row_cols or row in col_rows:
        return None
    grid = [["."] * SIZE for _ in range(SIZE)]
    for c in row_cols:
        grid[row - 1][c - 1] = LETTER_OF[pattern_colour(row - 1, c - 1)]
    for r in col_rows:
        grid[r - 1][column - 1] = LETTER_OF[pattern_colour(r - 1, column - 1)]
    scored = one_tile(["".join(g) for g in grid], row - 1, pattern_colour(row - 1, column - 1), lang)
    if scored is None:
        return None
    return answered(text, lang, scored, row, column, sorted(row_cols), sorted(col_rows), _negations_read(text))


def answered(text: Text, lang: str, scored: tuple[dict, str, str, dict], row: int, column: int,
             row_tiles: list[int], column_tiles: list[int], negation_read: bool) -> dict:
    """The worked answer of one tile told by its wall space (azul_tiles.one_tile's `scored`): the space, the
    tiles read in its row and its column, and the engine's verdict. Here and for a tile told by its colour
    (azul_wall_colours); `negation_read`: whether the reader read every negation itself."""
    tile, verdict, rule, position = scored
    row_part = say("cells.row_tiles", lang, tiles=", ".join(map(str, row_tiles))) if row_tiles else say(
        "cells.row_none", lang)
    column_part = say("cells.column_tiles", lang, tiles=", ".join(map(str, column_tiles))) if column_tiles else say(
        "cells.column_none", lang)
    read_text = say("cells.read", lang, row=row, column=column, row_part=row_part, column_part=column_part)
    return {
        "rule": rule,
        "read": sentence([read_text], lang),
        "verdict": sentence([verdict], lang),
        "answer": tile["points"],
        "position": position,
        "counts": [n.value for n in text.numbers],
        "negation_read": negation_read,
    }


def _negations_read(text: Text) -> bool:
    """Every negation lies in a part telling spaces or sides empty ("3. satırda başka karo yok", "no hay nada")."""
    return negations_only_in_empty(_parts(text), text.lang)


def negations_only_in_empty(parts: list[str], lang: str) -> bool:
    """No negation outside the parts that tell something empty: those the reader read itself (here and in
    azul_wall_strings, each with its own parts)."""
    kept = []
    for part in parts:
        told = Text(part, lang)
        if not (told.has("nothing") or told.has("empty")):
            kept.append(part)
    return not guards.negated(Text(" ; ".join(kept), lang))


read = azul_wall_time.timed(_read)  # s9: a time told ("two rounds ago") is no count of the wall
