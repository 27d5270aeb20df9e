"""An Azul tile's points told by a list of filled wall spaces and the space it goes to: "wall has tiles at row 3 col
2, row 3 col 3 and row 2 col 4, nothing else. I'm placing row 3 col 4", "(row,col): only (1,1) (1,2) (2,1) filled; new
tile lands on (1,3)", "2. satır 2. sütun ve 1. satır 4. sütun dolu; 2. satır 4. sütuna koyuyorum", "fila 2 columna 1",
"1行目3列と3行目の2列目にタイル". A space told by a row and its columns ("row 5 has columns 1, 2 and 4", "1. sütunda
satır 1,2,3,4 dolu", "3行目には1列目と3列目") is one space each.

The question is cut into clauses; each names spaces (a row beside a column, a pair in brackets) and says whether they
hold a tile (the default), are empty ("row 3 col 3 is empty"), or take the tile placed ("goes on", "koyuyorum", "置く").
A clause placing in a column only takes the row of the clause before it ("bottom row has columns 1, 2 and 4, I'm
putting the tile in column 3"). The spaces not listed are empty, as a player listing his wall means, when the
tile's row and its column are each told (a space in it, or told empty) or the rest of the wall is told empty ("nothing
else", "el resto vacío", "他は空"); a hedge ("some tiles", "birkaç", "いくつか") or a number that names no space is no
reading. The spaces become a wall (each tile the
colour the printed wall gives its space) and a full pattern line for the placed space; assistant.api.score tiles it.
Questions azul_cells.py reads (a row's and a column's tiles listed) are left to it.
"""

from __future__ import annotations

import re

from assistant.azul.components import LETTER_OF, SIZE
from assistant.azul.wall import pattern_colour
from assistant.worked import azul_cells, azul_score_aside, azul_wall_time, guards
from assistant.worked.azul_rows import STEPS
from assistant.worked.azul_tiles import one_tile
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_coords")

GAME = "azul"
_LIST = r"\d(?:\s*(?:,|and|y|ve|&|・|と|、|or)\s*\d)*"
_ORD = r"(?:\.|'?(?:inci|nci|uncu|ncu|unci))"  # a Turkish ordinal: "2.", "2nci"
# each axis: the patterns whose first group is the number or the list of numbers of that axis
_AXIS = {
    "en": {"row": [rf"\b(?:row|line)s?\s+({_LIST})", r"\b(\d)(?:st|nd|rd|th)\s+row\b", r"\br(\d)(?=\s*,?\s*c\d)"],
           "col": [rf"\bcol(?:umn)?s?\s+({_LIST})", r"\b(\d)(?:st|nd|rd|th)\s+col(?:umn)?\b",
                   r"(?<=r\d)\s*,?\s*c(\d)\b"]},
    "es": {"row": [rf"\bfilas?\s+(?:las?\s+)?({_LIST})", r"\b(\d)(?:a|ª)\s+fila\b"],
           "col": [rf"\bcol(?:umna)?s?\s+(?:las?\s+)?({_LIST})", r"\b(\d)(?:a|ª)\s+columna\b"]},
    "tr": {"row": [rf"(\d(?:{_ORD}?\s*(?:,|ve|&)\s*\d)*){_ORD}\s?satir", rf"\bsatir(?:lar)?\w*\s+({_LIST})(?!{_ORD})"],
           "col": [rf"(\d(?:{_ORD}?\s*(?:,|ve|&)\s*\d)*){_ORD}\s?sutun", rf"\bsutun(?:lar)?\w*\s+({_LIST})(?!{_ORD})"]},
    "ja": {"row": [r"(\d)(?:行目|行|段目)"], "col": [r"(\d)(?:列目|列)"]},
}
_PAIR = r"[(（]\s*(\d)\s*[,、，]\s*(\d)\s*[)）]"
_EDGE_ROW = _PATTERNS["edge_row"]
_PLACE = _PATTERNS["place"]
# "nothing else", "el resto vacío", "başka karo yok", "他は空": the spaces not listed are empty (no space told empty)
_CLOSURE = _PATTERNS["closure"]
_EMPTY = _PATTERNS["empty"]
_FILLED = _PATTERNS["filled"]
# the tile's points asked, beside words.yaml's "points" and "tile_points" ("puntuación?")
_ASKS = _PATTERNS["asks"]
_HEDGE = _PATTERNS["hedge"]


def _values(group: str) -> list[int] | None:
    """ "1, 2 and 4" -> [1, 2, 4]; a number off the wall -> None."""
    values = [int(d) for d in re.findall(r"\d", group)]
    return values if all(1 <= v <= SIZE for v in values) else None


def _mentions(text: Text, start: int, end: int) -> list[tuple[int, int, str, list[int]]] | None:
    """(start, end, axis, numbers) of each row or column named in text.norm[start:end], in order ("pair" for a
    bracketed (row, column): numbers [row, column]); None when a number is off the wall."""
    part = text.norm[start:end]
    found: list[tuple[int, int, str, list[int]]] = []
    for m in re.finditer(_PAIR, part):
        found.append((m.start(), m.end(), "pair", [int(m.group(1)), int(m.group(2))]))
    for axis, forms in _AXIS[text.lang].items():
        for pattern in forms:
            for m in re.finditer(pattern, part):
                if any(a <= m.start(1) < b for a, b, _, _ in found):
                    continue
                values = _values(m.group(1))
                if values is None:
                    return None
                found.append((m.start(), m.end(), axis, values))
    for pattern, row in _EDGE_ROW[text.lang].items():
        found += [(m.start(), m.end(), "row", [row]) for m in re.finditer(pattern, part)]
    if any(not 1 <= v <= SIZE for _, _, axis, vs in found if axis == "pair" for v in vs):
        return None
    return sorted(found)


def _spaces(part: str, mentions: list[tuple[int, int, str, list[int]]]) -> tuple[set[tuple[int, int]], list,
                                                                               bool] | None:
    """(the spaces a clause names, its lone rows or columns as (axis, value), whether it lists a line's spaces
    ("row 2 has only cols 1 and 2") rather than naming spaces): a row beside a column (either first), a row beside
    a list of columns joined by "and" ("3行目には1列目と3列目"), a bracketed pair."""
    merged: list[tuple[int, int, str, list[int]]] = []
    for m in mentions:  # the same axis joined by small words only: one list ("1列目と3列目")
        if merged and merged[-1][2] == m[2] != "pair" and re.fullmatch(
                r"\s*(?:,|and|y|ve|&|と|、|・|or|ile|la|las|the)?\s*(?:la\s+|the\s+)?", part[merged[-1][1]:m[0]]):
            merged[-1] = (merged[-1][0], m[1], m[2], merged[-1][3] + m[3])
        else:
            merged.append(m)
    spaces: set[tuple[int, int]] = set()
    lone: list[tuple[str, int]] = []
    listed = False
    i = 0
    while i < len(merged):
        a = merged[i]
        if a[2] == "pair":
            spaces.add((a[3][0], a[3][1]))
            i += 1
            continue
        b = merged[i + 1] if i + 1 < len(merged) else None
        if b is not None and b[2] not in ("pair", a[2]) and len(part[a[1]:b[0]]) <= 24:
            rows, cols = (a[3], b[3]) if a[2] == "row" else (b[3], a[3])
            if len(rows) > 1 and len(cols) > 1:
                return None  # "rows 1 and 2, columns 3 and 4": which with which, not told
            spaces |= {(r, c) for r in rows for c in cols}
            listed |= not re.fullmatch(r"\s*[,の]?\s*", part[a[1]:b[0]])
            i += 2
            continue
        if len(a[3]) != 1:
            return None
        lone.append((a[2], a[3][0]))
        i += 1
    return spaces, lone, listed


def _clauses(text: Text) -> list[tuple[int, int]]:
    """(start, end) of the clauses: cut at full stops (not a Turkish ordinal's), brackets without a pair, "but", and
    commas that do not list numbers."""
    stop = r"(?<!\d)\." if text.lang == "tr" else r"\."
    cut = (rf"{stop}|[;!?。；]|(?<!\d)[)）]|[(（](?!\s*\d\s*[,、，])|,(?!\s*\d)|、(?!\d)|(?<![目列行\d])、"
           rf"|\bbut\b|\bpero\b|\bama\b|が、|けど|{_NEW_AXIS}|{_PLACING_JOINED}")
    out, start = [], 0
    for m in re.finditer(cut, text.norm):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text.norm)))
    return [(a, b) for a, b in out if text.norm[a:b].strip()]


# s20: a comma before a new row or column ("1., 2. ve 4. sütunlarda karo var, 3. sütun boş", "row 2 has cols 1
# and 2, column 3 is empty"): a clause of its own, not one more number of a list
# s21: "... columns 1, 2 and 4 and he tiles into column 3", "y ahora coloco en la columna 3": the placing joined on
_PLACING_JOINED = (r"\band (?=(?:then |now )?(?:he|she|i|we|they) (?:tiles?|tiled|places?|placed|puts?|adds?)\b)"
                   r"|\by (?=(?:ahora |luego )?(?:pongo|coloco|puse|coloque)\b)")
_NEW_AXIS = (r",(?=\s*(?:\d(?:\.|st|nd|rd|th|'?(?:inci|nci|uncu|ncu|unci))?\s*(?:sutun|satir|col|row|fila|columna)"
             r"|(?:column|col|row|fila|columna|satir|sutun)\s*\d))")


def _sides_empty(part: Text) -> set[str]:
    """s20: the placed tile's sides a clause tells empty ("üstü altı boş", "nothing above or below it", "üstünde karo
    yok"), read only in a clause naming no space."""
    if not re.search(_EMPTY[part.lang], part.norm) or re.search(r"\d", part.norm):
        return set()
    return {side for side in ("left", "right", "above", "below") if part.has(side)}


def _sides_told(space: tuple[int, int], sides: set[str]) -> tuple[set[tuple[str, int]], list[tuple[int, int]]]:
    """(the tile's row and/or column told by its empty sides, those spaces): a line is told when both its sides are
    empty, or the one side there is ("above" on the bottom row)."""
    r, c = space
    spaces = [(r + dr, c + dc) for side, (dr, dc) in STEPS.items() if side in sides]
    spaces = [x for x in spaces if 1 <= x[0] <= SIZE and 1 <= x[1] <= SIZE]
    ends = {"row": [(r, c - 1), (r, c + 1)], "col": [(r - 1, c), (r + 1, c)]}
    lines = {(axis, r if axis == "row" else c) for axis, near in ends.items()
             if any(x in spaces for x in near) and all(x in spaces or not (1 <= x[0] <= SIZE and 1 <= x[1] <= SIZE)
                                                       for x in near)}
    return lines, spaces


def _placed(part: str, mentions: list, spaces: set[tuple[int, int]], lone: list[tuple[str, int]],
            previous: list[tuple[str, int]], lang: str) -> tuple[int, int] | None:
    """The space a placing clause names: its one space, or its lone row or column with the other axis of the
    clause before; after it the clause may tell that space's own row or column empty ("coloco en la fila 4
    columna 4 y en la fila 4 no hay nada más"), nothing else."""
    if len(lone) == 1 and not spaces:
        other = [v for axis, v in previous if axis != lone[0][0]]
        if len(other) != 1 or re.search(_EMPTY[lang], re.sub(_CLOSURE[lang], " ", part)):
            return None
        return (lone[0][1], other[0]) if lone[0][0] == "row" else (other[0], lone[0][1])
    if len(spaces) != 1:
        return None
    space = next(iter(spaces))
    told_at = mentions[0][1] if mentions[0][2] == "pair" else mentions[1][1] if len(mentions) > 1 else len(part)
    if re.search(_EMPTY[lang], re.sub(_CLOSURE[lang], " ", part[:told_at])):
        return None
    if lone and (any(m[0] < told_at for m in mentions[2:]) or any(
            v != space[0 if axis == "row" else 1] for axis, v in lone) or not re.search(
            f"{_EMPTY[lang]}|{_CLOSURE[lang]}", part[told_at:])):
        return None  # after the space, only its own row or column told empty
    return space


def _wall(text: Text) -> tuple[tuple[int, int], set[tuple[int, int]]] | None:
    """(the placed space, the spaces holding a tile), or None when the question does not tell them so."""
    lang = text.lang
    placed: set[tuple[int, int]] = set()
    filled: set[tuple[int, int]] = set()
    empty: set[tuple[int, int]] = set()
    previous: list[tuple[str, int]] = []  # the single row or column of the clause before
    lines: set[tuple[str, int]] = set()  # the rows and columns told (a space in them, or told empty)
    whole = False  # the rest of the wall told empty
    for start, end in _clauses(text):
        part = text.norm[start:end]
        mentions = _mentions(text, start, end)
        if mentions is None:
            return None
        found = _spaces(part, mentions)
        if found is None:
            return None
        spaces, lone, listed = found
        closure = bool(re.search(_CLOSURE[lang], part))
        whole |= closure and not lone and not listed  # "nothing else", not "row 2 has only cols 1 and 2"
        whole |= not (filled or empty or placed) and _wall_listed(text, start, end, spaces, lone, listed)
        bare = re.sub(_CLOSURE[lang], " ", part)
        told_empty = bool(re.search(_EMPTY[lang], bare))
        if told_empty and re.search(_FILLED[lang], bare):
            return None  # "4行目2列目が埋まってて2行目2列目は空": both in one clause, not told apart
        if re.search(_PLACE[lang], part):
            space = _placed(part, mentions, spaces, lone, previous, lang)
            if space is None:
                return None
            placed.add(space)
            lines |= set(lone) if spaces else set()
        elif len(lone) == 1 and not spaces:
            if not (told_empty or closure):
                return None  # "column 3 has tiles": how many, not told
            lines |= set(lone)
        elif lone:
            return None
        elif not spaces and placed and (emptied := _sides_empty(Text(part, lang))):
            told_lines, sides = _sides_told(next(iter(placed)), emptied)  # s20: "üstü altı boş"
            empty.update(sides)
            lines |= told_lines
        else:
            (empty if told_empty else filled).update(spaces)
            lines |= {("row", r) for r, _ in spaces} | {("col", c) for _, c in spaces}
        axes = [(axis, vs[0]) for _, _, axis, vs in mentions if axis != "pair" and len(vs) == 1]
        rows = {v for a, v in axes if a == "row"} | {s[0] for s in spaces}
        cols = {v for a, v in axes if a == "col"} | {s[1] for s in spaces}
        told = [("row", v) for v in rows if len(rows) == 1] + [("col", v) for v in cols if len(cols) == 1]
        # s20: "3. satırda ... , 3. sütun boş. şimdi 5. sütuna koydum": a clause naming a column only keeps the row
        # of the clause before it (and the other way round)
        previous = told + [p for p in previous if len(told) == 1 and p[0] != told[0][0] and not (rows and cols)]
    if len(placed) != 1 or filled & empty:
        return None
    space = placed.pop()
    if not (whole or {("row", space[0]), ("col", space[1])} <= lines):
        return None  # the tile's row or column never told: its run there unknown
    return (None if space in filled else (space, filled)) if filled or empty else None


def _wall_listed(text: Text, start: int, end: int, spaces: set[tuple[int, int]], lone: list, listed: bool) -> bool:
    """s9: the wall named and spaces listed as its tiles, in a clause with no tile placed ("My wall has
    row 2 col 1, row 2 col 2 ...", "Ayşe'nin duvarında 2. satır 4. sütun ve 3. satır 4. sütun dolu", "壁は(1,2)(2,2)が
    埋まっている"; the wall named before it, the first clause telling spaces): the player lists his wall, the spaces not
    listed are empty."""
    part = text.norm[start:end]
    walled_here = any(start <= w.start < end for w in text.find("wall"))  # "Wall: row 1 has columns 1, 2 and 3"
    return (bool(spaces) and not lone and (not listed or walled_here) and any(w.start < end for w in text.find("wall"))
            and not re.search(_PLACE[text.lang], part) and not re.search(_EMPTY[text.lang], part))


def _every_number_a_space(text: Text) -> bool:
    """Every digit of the question lies in a row, a column or a bracketed pair told ("I'm putting one at row 3":
    the one is the tile placed)."""
    spans: list[tuple[int, int]] = []
    for start, end in _clauses(text):
        spans += [(start + a, start + b) for a, b, _, _ in _mentions(text, start, end) or []]
    one = {"en": r"\b(?:plac\w*|put\w*|add\w*|new)\s+$", "es": r"\b(?:pongo|coloco|coloque|puse)\s+$"}.get(text.lang)
    spans += [(m.start(), m.end()) for m in re.finditer(_CLOSURE[text.lang], text.norm)]  # s9: "0 otra casilla"
    return all(any(a <= m.start() < b for a, b in spans) or m.group() == "1" and one is not None and re.search(
        one, text.norm[max(0, m.start() - 12):m.start()]) for m in re.finditer(r"\d+", text.norm))


def _read(text: Text, lang: str) -> dict | None:
    asks = text.has("tile_points") or text.has("points") or re.search(_ASKS[text.lang], text.norm)
    if not asks or text.has("floor") or text.has("bonus"):
        return None
    if re.search(f"{_HEDGE[text.lang]}|{azul_cells.EXCEPT}", text.norm) or not _every_number_a_space(text):
        return None
    told = _wall(text)
    if told is None or azul_cells.read(text, lang) is not None:
        return None  # azul_cells reads a row's and a column's tiles listed
    (row, column), filled = told
    colours = {c.value for c in text.named("colours")}
    if colours and colours != {pattern_colour(row - 1, column - 1)}:
        return None  # a colour told that is not the space's on the printed wall
    grid = [["."] * SIZE for _ in range(SIZE)]
    for r, c in filled:
        grid[r - 1][c - 1] = LETTER_OF[pattern_colour(r - 1, c - 1)]
    scored = one_tile(["".join(g) for g in grid], row - 1, pattern_colour(row - 1, column - 1), lang)
    if scored is None:
        return None
    out = azul_cells.answered(text, lang, scored, row, column, sorted(c for r, c in filled if r == row),
                              sorted(r for r, c in filled if c == column), _negations_read(text))
    out["counts"] = [int(d) for d in re.findall(r"\d+", text.norm)]
    return out


def _negations_read(text: Text) -> bool:
    """Every negation lies in a clause telling spaces empty or the rest of the wall empty."""
    kept = [text.norm[a:b] for a, b in _clauses(text)
            if not re.search(_EMPTY[text.lang] + "|" + _CLOSURE[text.lang], text.norm[a:b])]
    return not guards.negated(Text(" ; ".join(kept), text.lang))


read = azul_wall_time.timed(azul_score_aside.scored(_read))  # s9: a time, a score told: no count
