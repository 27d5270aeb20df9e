"""A player's score told beside a tile's points asked ("I have 23 points. I'm placing a tile ... How many points does
the tile give?", "23 puanım var ... bu karo kaç puan getirir?", "tengo 23 puntos ... cuánto vale la ficha?",
"今23点 ... このタイルは何点?"): when the question asks what the tile itself scores, the score told decides nothing.

`scored(read)` wraps a reader of one tile's points: a score told once, with the tile's own points asked, is left out
of what the reader reads and goes to its counts; a score told when the question may ask the new total ("what do I
have now?") is left in, and stays unaccounted (no verdict).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_score_aside")

# the tile's own points asked ("does the tile give", "for it", "bu karo", "la ficha vale", "このタイルは")
_TILE_ASKED = _PATTERNS["tile_asked"]
# the new total asked: the score told counts then
_TOTAL = _PATTERNS["total"]


def _score_spans(text: Text) -> list[tuple[int, int, int]]:
    """(start, end, value) of each number told as a score ("23 points", "23 puan", "23点")."""
    points = text.find("point_word")
    gap = r"\s*" if text.lang != "ja" else ""
    return [(n.start, p.end, n.value) for n in text.numbers for p in points
            if 0 <= p.start - n.end <= 2 and re.fullmatch(gap, text.norm[n.end : p.start])]


def aside(text: Text) -> tuple[Text, int] | None:
    """(the question without the score told, its value), or None when it tells none, two, or may ask the total."""
    told = _score_spans(text)
    if len(told) != 1 or not re.search(_TILE_ASKED[text.lang], text.norm) or re.search(_TOTAL[text.lang], text.norm):
        return None
    start, end, value = told[0]
    return Text(text.norm[:start] + text.norm[end:], text.lang), value


Reader = Callable[[Text, str], "dict | None"]


def scored(read: Reader) -> Reader:
    """`read` run on the question without a score told beside the tile's own points asked (see aside)."""
    def wrapped(text: Text, lang: str) -> dict | None:
        out = read(text, lang)
        if out is not None:
            return out
        left = aside(text)
        if left is None:
            return None
        out = read(left[0], lang)
        if out is not None:
            out["counts"] = [*(out.get("counts") or []), left[1]]
        return out
    wrapped.__doc__ = read.__doc__
    return wrapped
