"""The wall's rows, pattern lines and columns as players name them ("row 2", "the top row", "2. satır", "la
primera fila", "一番上の段", "the leftmost column"), a line told full or not, and a question cut into its clauses, for
the readers of the wall (azul_wall_scene, azul_round_lid, azul_empty_wall, azul_end_named, azul_sides). The words are
data (data/worked/patterns/azul_rows.yaml)."""

from __future__ import annotations

import re

from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_rows")

# a tile's four sides as (row, column) steps on the wall, for the readers that lay out its neighbours
STEPS = {"left": (0, -1), "right": (0, 1), "above": (-1, 0), "below": (1, 0)}


def cut(text: Text) -> list[tuple[int, int]]:
    """(start, end) of the clauses, cut at punctuation (not a Turkish ordinal's dot nor brackets) and "and now",
    "but"."""
    stop = r"(?<!\d)\." if text.lang == "tr" else r"\."
    joints = _PATTERNS["cut"][text.lang]
    pattern = re.compile(rf"{stop}|[,;:!?、。]|{joints}")
    out, start = [], 0
    for m in pattern.finditer(text.norm):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text.norm)))
    return [(s, e) for s, e in out if text.norm[s:e].strip()]


def relatives_joined(text: Text, clauses: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """s20: a clause opening on "which", "que" ("row 2 only has its yellow, which sits directly above that spot") is
    the one before it, told on: one clause."""
    out: list[tuple[int, int]] = []
    for s, e in clauses:
        if out and re.match(_PATTERNS["relative"][text.lang], text.norm[s:e]):
            out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def _numbered(pattern: str, part: str, offset: int, words: dict, at: str | None) -> list[tuple[int, int, int]]:
    """(start, end, number) of the rows or columns a part names by number or by word, the longer first."""
    found = [(offset + m.start(), offset + m.end(), int(next(g for g in m.groups() if g)))
             for m in re.finditer(pattern, part)]
    for word, number in words.items():
        shaped = at.replace("{word}", re.escape(word)) if at else re.escape(word)
        found += [(offset + m.start(), offset + m.end(), number) for m in re.finditer(shaped, part)]
    found.sort()
    return [f for i, f in enumerate(found) if not any(g[0] <= f[0] < g[1] for g in found[:i])]


def rows_in(text: Text, start: int = 0, end: int | None = None) -> list[tuple[int, int, int]]:
    """(start, end, row) of each wall row or pattern line text[start:end] names, by number or by word."""
    lang, end = text.lang, len(text.norm) if end is None else end
    part = text.norm[start:end]
    rows = _numbered(_PATTERNS["row"][lang], part, start, _PATTERNS["row_words"][lang], _PATTERNS["row_word_at"][lang])
    for word, number in _PATTERNS.get("row_after", {}).get(lang, {}).items():
        rows += [(start + m.start(), start + m.end(), number)
                 for m in re.finditer(rf"\bfila\s+{re.escape(word)}\b", part)]
    return sorted(rows)


def columns_in(text: Text, start: int, end: int) -> list[tuple[int, int, int]]:
    """(start, end, column) of each wall column text[start:end] names, by number or by its place."""
    part = text.norm[start:end]
    return _numbered(_PATTERNS["column"][text.lang], part, start, _PATTERNS["column_words"][text.lang], None)


def told_full(part: str, lang: str) -> bool:
    """A pattern line told full ("full", "doldu", "llena", "埋まった")."""
    return bool(re.search(_PATTERNS["full"][lang], part))


def told_not_full(part: str, lang: str) -> bool:
    """A line told not full ("not full", "dolmadı", "sin llenar", "未完成", "1枚だけ")."""
    return bool(re.search(_PATTERNS["not_full"][lang], part))


def without_not_full(part: str, lang: str) -> str:
    """The part without its words of a line not full (their negation read by the reader)."""
    return re.sub(_PATTERNS["not_full"][lang], " ", part)


def each_line(rows: list[tuple[int, int, int]], end: int) -> list[tuple[int, int, int, int]]:
    """(start, end, line, up to) of each line mention of a clause ending at `end`: what is told of a line lies after
    its mention, up to the next one."""
    return [(a, b, line, rows[i + 1][0] if i + 1 < len(rows) else end) for i, (a, b, line) in enumerate(rows)]
