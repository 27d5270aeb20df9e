"""A time told in a wall question ("from two rounds ago", "last round", "iki tur önce", "hace dos rondas", "2ラウンド
前"): when a tile came to the wall does not change what it scores now, nor whether a colour may go on a line.

`timed(read)` wraps a wall reader: the reader reads the question without its time phrases; the numbers those held
go to the reading's counts (no number is left unaccounted), and when every word of another situation the question
holds ("önce": "tur önce") lies in a time phrase, the reading says so (`sequence_read`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_wall_time")

# each language's time phrases; a digit in them is a time, never a count of the wall
_TIME = _PATTERNS["time"]


def spans(text: Text) -> list[tuple[int, int]]:
    """(start, end) of every time phrase in text.norm, in order, none inside another."""
    found = sorted((m.start(), m.end()) for p in _TIME[text.lang] for m in re.finditer(p, text.norm))
    out: list[tuple[int, int]] = []
    for a, b in found:
        if out and a < out[-1][1]:
            out[-1] = (out[-1][0], max(b, out[-1][1]))
        else:
            out.append((a, b))
    return out


def untimed(text: Text) -> tuple[Text, list[int], bool]:
    """(the question without its time phrases, the numbers they held, whether every word of another situation
    ("what if", "önce") lies in one of them); the question itself when it tells no time."""
    told = spans(text)
    if not told or text.lang == "tr" and re.search(r"\balt[ıi]\b", text.raw, re.IGNORECASE):
        # the question is read again from its folded words, where Turkish "altı" (its underside) reads six: left
        # as told, its time's numbers stay unaccounted (no verdict)
        return text, [], False
    inside = [n.value for n in text.numbers if any(a <= n.start < b for a, b in told)]
    hypothetical = text.find("hypothetical")
    covered = bool(hypothetical) and all(any(a <= h.start < b for a, b in told) for h in hypothetical)
    norm = text.norm
    for a, b in reversed(told):
        norm = norm[:a] + " " + norm[b:]
    return Text(re.sub(r" {2,}", " ", norm), text.lang), inside, covered


Reader = Callable[[Text, str], "dict | None"]


def timed(read: Reader) -> Reader:
    """`read` run on the question without its time phrases (see untimed)."""
    def wrapped(text: Text, lang: str) -> dict | None:
        plain, values, covered = untimed(text)
        if plain is text:
            return read(text, lang)
        out = read(plain, lang)
        if out is None:
            return None
        out["counts"] = [*(out.get("counts") or []), *values]
        if covered:
            out["sequence_read"] = True
        return out
    wrapped.__doc__ = read.__doc__
    return wrapped
