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
from assistant.worked.say import say, sentence

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
            return _added(read, text, lang)
        out = read(left[0], lang)
        if out is not None:
            out["counts"] = [*(out.get("counts") or []), left[1]]
        return out
    wrapped.__doc__ = read.__doc__
    return wrapped


def _score_before(text: Text) -> tuple[Text, int] | None:
    """s21: (the question without the score told before, its value): one number right after a word of the score
    held ("im on 7", "puanım 7", "tengo 7", "今7点") or before a word of points."""
    said = text.find("score_have") + text.find("score_before")
    found = [(n.start, n.end, n.value) for n in text.numbers if any(0 <= n.start - s.end <= 2 for s in said)]
    found = found or _score_spans(text)
    if len(found) != 1:
        return None
    start, end, value = found[0]
    return Text(text.norm[:start] + text.norm[end:], text.lang), value


def _added(read: Reader, text: Text, lang: str) -> dict | None:
    """s21: the new score asked after one tile placed, no floor told ("im on 7. the tile i place has nothing next
    to it. whats my score now"): the score before and the tile's points the reader gives, nothing lost."""
    if not (text.has("now") or text.has("round_now")) or text.has("floor") or text.has("marker"):
        return None
    left = _score_before(text)
    out = read(left[0], lang) if left is not None else None
    if out is None or left is None or not isinstance(out["answer"], int) or isinstance(out["answer"], bool):
        return None
    before, points = left[1], out["answer"]
    added = say("tile.new_score", lang, before=before, points=points, score=before + points)
    told, gap = sentence([say("tile.score_before", lang, score=before)], lang), say("space", lang)
    return {**out, "answer": before + points, "verdict": out["verdict"] + gap + sentence([added], lang),
            "read": out["read"] + gap + told, "counts": [*(out.get("counts") or []), before]}
