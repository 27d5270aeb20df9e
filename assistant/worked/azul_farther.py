"""A tile farther along than an empty neighbour space, told beside a placed tile's sides ("hemen solu boş, o
boşluğun solunda iki karo var", "the space to its left is empty and beyond it there's a tile", "a la izquierda hay
un hueco y después del hueco dos fichas", "左は一マス空いていて、その先にタイルがある"): the gap ends the run, so the
tiles beyond it score nothing for the tile placed.

`without_farther` drops each clause telling tiles beyond a gap when the clause before tells that side's space empty;
the numbers it held (and a gap's size, "一マス", "one space") are no neighbour counts. azul_tiles.py reads what is
left.
"""

from __future__ import annotations

import re

from assistant.worked.azul_wall_talk import talk
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text

_PATTERNS = patterns("azul_farther")

_SIDES = ("left", "right", "above", "below")
# the size of a gap ("1 space", "一マス", "bir kare", "una casilla"): no count of tiles
_SPACES = _PATTERNS["spaces"]


# the word of nothing a gap is said with ("nothing", "boş", "nada", "空")
_EMPTY = _PATTERNS["empty"]


def _cuts(lang: str) -> str:
    stop = r"(?<!\d)\." if lang == "tr" else r"\."
    return rf"{stop}|[,;!?、。，？！；]"


def _clauses(text: str, lang: str) -> list[tuple[int, int]]:
    """(start, end) of each clause of `text`, cut at punctuation (not a Turkish ordinal's full stop)."""
    out, start = [], 0
    for m in re.finditer(_cuts(lang), text):
        out.append((start, m.start()))
        start = m.end()
    return [*out, (start, len(text))]


def _empty_side(text: Text, start: int, end: int) -> bool:
    """The clause tells a side's space empty ("hemen solu boş", "左は一マス空いていて")."""
    sided = any(start <= s.start < end for side in _SIDES for s in text.find(side))
    empty = any(start <= s.start < end for s in text.find("nothing") + talk(text, "side_empty") + talk(text, "gap"))
    return sided and empty


_ARTICLE = _PATTERNS["article"]


def _plain(text: Text, start: int, end: int) -> str:
    """text.norm[start:end] with its gap's size left out and each word of a gap, with its article, a word of
    nothing ("hay un hueco" -> "hay nada": "un" is no tile)."""
    part = text.norm[start:end]
    for g in sorted(talk(text, "gap"), key=lambda g: -g.start):
        if start <= g.start < end:
            a, b = g.start - start, g.end - start
            article = re.search(_ARTICLE[text.lang], part[:a])
            a = article.start() if article else a
            part = part[:a] + _EMPTY[text.lang].strip() + part[b:]
    return re.sub(_SPACES[text.lang], lambda m: m.group()[1:], part)


def without_farther(text: Text) -> tuple[Text, list[int]] | None:
    """(the question without its clauses of tiles beyond a gap, the numbers dropped), or None when it tells no tile
    beyond a gap after an empty side. The clauses are cut out of the question as written (its words of number
    stay words: Turkish "altı" is a side or six); the clause telling the gap is said plainly, its sides and a word of
    nothing ("un hueco" is no tile, "一マス" no count)."""
    farther = talk(text, "farther")
    norm_clauses, raw_clauses = _clauses(text.norm, text.lang), _clauses(text.raw, text.lang)
    if not farther or len(norm_clauses) != len(raw_clauses):
        return None
    drop: dict[int, int] = {}  # clause -> where its dropping starts (its start, or the farther word's)
    for f in farther:
        i = next(k for k, (a, b) in enumerate(norm_clauses) if a <= f.start <= b)
        if _empty_side(text, norm_clauses[i][0], f.start):
            drop[i] = min(drop.get(i, f.start), f.start)  # "the left is empty and past the gap two tiles"
        elif i > 0 and _empty_side(text, *norm_clauses[i - 1]):
            drop[i] = norm_clauses[i][0]
        else:
            return None  # no empty space told before the farther tiles: not read here
    numbers = [n.value for n in text.numbers if any(norm_clauses[i][0] <= n.start < norm_clauses[i][1] for i in drop)]
    pieces = []
    for k, ((a, b), (ra, rb)) in enumerate(zip(norm_clauses, raw_clauses, strict=True)):
        piece = text.raw[ra:rb]
        gap = None
        if k in drop and drop[k] > a:
            gap = (a, drop[k])  # "the left is empty and past the gap ...": the part before the farther word
        elif k + 1 in drop and drop[k + 1] == norm_clauses[k + 1][0]:
            gap = (a, b)  # the clause before the farther one
        if gap is not None:  # the clause telling the gap, said plainly: its side and the word of nothing
            told = text.norm[gap[0] : gap[1]]
            sizes = [int(m.group()[0]) for m in re.finditer(_SPACES[text.lang], told)]
            if len(sizes) != len([n for n in text.numbers if gap[0] <= n.start < gap[1]]):
                return None  # a number in the gap's clause that is no gap's size
            numbers += sizes
            piece = _plain(text, *gap)
        elif k in drop:
            continue
        pieces.append(piece)
    return Text(" ; ".join(p for p in pieces if p.strip()), text.lang), numbers
