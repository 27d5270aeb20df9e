"""Azul's end-of-game bonuses told by the lines and colours complete, named rather than counted (session 17): "my
top two rows are full, the leftmost column is full and all 5 yellow tiles are on my wall", "completas las filas 1 y
2, la primera columna entera y los cinco blancos", "1段目と2段目、左端の縦列、青5枚ぜんぶ". A fallback: asked only
when azul_end.py, which reads counts ("2 complete rows and 1 column"), reads nothing.

The rows, columns and colours named become a wall with exactly those complete (the printed wall gives each colour
its spaces); the engine's `completed(wall)` must count exactly them, and sums the bonuses.
"""

from __future__ import annotations

import re

from assistant.azul.components import BONUS, LETTER_OF, SIZE
from assistant.azul.scoring import completed
from assistant.azul.wall import pattern_colour, pattern_column
from assistant.worked.azul_rows import columns_in, cut, rows_in
from assistant.worked.azul_wall_talk import bonus_asked, end_asked_alone
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text
from assistant.worked.say import say, sentence

_PATTERNS = patterns("azul_end_named")
_COLUMN_WORD = patterns("azul_wall_scene")["column_word"]

GAME = "azul"


def _named(text: Text) -> tuple[set[int], set[int], set[str], set[int]] | None:
    """(the rows, columns and colours told complete, 1-based lines; the positions of the numbers read)."""
    rows: set[int] = set()
    columns: set[int] = set()
    colours: set[str] = set()
    read: set[int] = set()
    lang = text.lang
    for start, end in cut(text):
        part = text.norm[start:end]
        if not re.search(_PATTERNS["complete"][lang], part) and not re.search(_PATTERNS["five_of"][lang], part):
            continue
        for m in re.finditer(_PATTERNS["top_rows"][lang], part):
            k = int(next(g for g in m.groups() if g))
            rows |= set(range(1, k + 1))
            read |= {n.start for n in text.numbers if start + m.start() <= n.start < start + m.end()}
        for m in re.finditer(_PATTERNS["row_list"][lang], part):
            rows |= {int(m.group(1)), int(m.group(2))}
            read |= {n.start for n in text.numbers if start + m.start() <= n.start < start + m.end()}
        told_rows = [r for r in rows_in(text, start, end)
                     if not re.search(_COLUMN_WORD[lang], text.norm[r[0]:r[1]])]
        rows |= {r for _, _, r in told_rows}
        read |= {n.start for n in text.numbers if any(a <= n.start < b for a, b, _ in told_rows)}
        told_columns = columns_in(text, start, end)
        columns |= {c for _, _, c in told_columns}
        read |= {n.start for n in text.numbers if any(a <= n.start < b for a, b, _ in told_columns)}
        for m in re.finditer(_PATTERNS["five_of"][lang], part):
            g = next((i for i, v in enumerate(m.groups(), 1) if v), None)
            if g is None or int(m.group(g)) != SIZE:
                continue
            near = [c for c in text.named("colours") if abs(c.start - (start + m.start())) <= 24]
            if len({c.value for c in near}) != 1:
                return None
            colours.add(near[0].value)
            read |= {n.start for n in text.numbers if start + m.start(g) <= n.start < start + m.end(g)}
    spans = [(m.start(), m.end()) for key in ("top_rows", "row_list") for m in re.finditer(_PATTERNS[key][lang],
                                                                                        text.norm)]
    spans += [(a, b) for a, b, _ in rows_in(text) + columns_in(text, 0, len(text.norm))]
    if any(not any(a <= m.start() < b + 10 for a, b in spans)  # "the leftmost column": the word after its place
           for m in re.finditer(_PATTERNS["line_word"][lang], text.norm)):
        return None  # a line told by its count ("y también una fila", "横3列"): azul_end.py's reading
    return rows, columns, colours, read


def read(text: Text, lang: str) -> dict | None:
    if not text.has("bonus") or text.named("building_types") or text.has("floor") or text.has("factory"):
        return None
    if end_asked_alone(text) or re.search(_PATTERNS["but_for"][text.lang], text.norm):
        return None  # whether the game ends (azul_end_trigger.py); a line complete but for a space
    if not bonus_asked(text):
        return None  # s21: "bonusları saymadan önce bir raunt daha oynuyor muyuz?": no bonus's amount asked
    if text.lang == "ja" and re.search(r"\d列(?!目)", text.norm):
        return None  # s19: "2列そろった" counts lines (azul_end.py's), "2列目" names one
    named = _named(text)
    if named is None:
        return None
    rows, columns, colours, read_at = named
    if not (rows or columns or colours) or any(not 1 <= k <= SIZE for k in rows | columns):
        return None
    if any(n.start not in read_at for n in text.numbers):
        return None
    grid = [["."] * SIZE for _ in range(SIZE)]
    for r in rows:
        grid[r - 1] = [LETTER_OF[pattern_colour(r - 1, c)] for c in range(SIZE)]
    for c in columns:
        for r in range(SIZE):
            grid[r][c - 1] = LETTER_OF[pattern_colour(r, c - 1)]
    for name in colours:
        for r in range(SIZE):
            grid[r][pattern_column(r, name)] = LETTER_OF[name]
    done = completed(["".join(g) for g in grid])
    if (done.rows, done.columns, done.colours) != (len(rows), len(columns), len(colours)):
        return None  # the lines named complete more than they tell ("rows 1-5" make every column too)
    verdict = say("bonus.verdict", lang, rows=done.rows, row=BONUS["row"], columns=done.columns,
                  column=BONUS["column"], colours=done.colours, colour=BONUS["colour"], bonus=done.bonus)
    return {"rule": "azul.end.bonuses",
            "read": sentence([say("bonus.read", lang, rows=done.rows, columns=done.columns, colours=done.colours)],
                             lang),
            "verdict": sentence([verdict], lang), "answer": done.bonus,
            "counts": [n.value for n in text.numbers]}
