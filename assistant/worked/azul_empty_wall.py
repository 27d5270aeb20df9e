"""The tiling points of several full pattern lines onto an empty wall: "coloured wall, totally empty; this round lines 1
(yellow) and 2 (blue) are both full: total tiling points?", "duvar bomboş, 1. sıra (siyah) ve 2. sıra (kırmızı)
doldu", "壁はまだ空。1段目(青)と2段目(青)が完成".

The lines become full pattern lines of those colours on an empty colour wall; assistant.api.score tiles them top to
bottom, each tile scoring its runs with the tiles placed before it, and the points are summed.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import SIZE
from assistant.worked import azul_wall_time
from assistant.worked.azul_rows import cut, each_line, rows_in, told_full, told_not_full
from assistant.worked.reading import Text
from assistant.worked.say import colour, join, say, sentence

GAME = "azul"
ME = "P1"


def _lines(text: Text) -> dict[int, str] | None:
    """Each full line told with its colour ("lines 1 (yellow) and 2 (blue)", "1. sıra (siyah)", "1段目(青)"), or
    s17 clause by clause."""
    return _bracketed(text) or _by_clause(text)


def _by_clause(text: Text) -> dict[int, str] | None:
    """s17: the wall told empty in a clause of its own ("Duvarım bomboş", "壁はまだ空っぽ"), then each pattern line
    with the one colour told after it ("1段目のラインに青1枚、2段目に白2枚で、どっちも完成"): no clause naming a line
    names the wall (a wall row's tiles are no pattern line), a count beside a line is its own number of tiles, the
    lines are told full and none not full."""
    out: dict[int, str] = {}
    empty_wall = full = not_full = False
    for start, end in cut(text):
        rows = rows_in(text, start, end)
        part = Text(text.norm[start:end], text.lang)
        if not rows:
            empty_wall |= part.has("wall") and (part.has("empty") or part.has("nothing")) and not part.numbers
        elif part.has("wall"):
            return None
        full |= bool(rows or out) and told_full(part.norm, text.lang)
        not_full |= told_not_full(part.norm, text.lang)
        for _, b, line, upto in each_line(rows, end):
            shades = {c.value for c in text.named("colours") if b <= c.start < upto}
            counts = [n.value for n in text.numbers if b <= n.start < upto]
            if len(shades) != 1 or line in out or not 1 <= line <= SIZE or any(c != line for c in counts):
                return None
            out[line] = shades.pop()
    return out if out and empty_wall and full and not not_full else None


def _bracketed(text: Text) -> dict[int, str] | None:
    out: dict[int, str] = {}
    for c in text.named("colours"):
        before = text.norm[max(0, c.start - 14) : c.start]
        m = re.search(r"(\d)\D{0,12}$", before)
        if not m or not re.search(r"[(（]\s*$", before):
            return None  # the colour told in brackets right after its line's number
        line = int(m.group(1))
        if line in out or not 1 <= line <= SIZE:
            return None
        out[line] = c.value
    return out or None


def _read(text: Text, lang: str) -> dict | None:
    if not (text.has("wall") and (text.has("empty") or text.has("nothing")) and text.has("line")):
        return None
    if not (text.has("full") or text.has("completes")) or not (text.has("points") or text.has("tile_points")):
        return None
    if text.has("floor") or text.has("bonus") or text.named("building_types"):
        return None
    lines = _lines(text)
    if lines is None or set(lines) != {n.value for n in text.numbers}:
        return None  # every number a line told with its colour (or its count of tiles, "line 2 has two blues")
    pattern = [{"colour": lines[i + 1], "count": i + 1} if i + 1 in lines else {"count": 0} for i in range(SIZE)]
    position = {
        "game": "azul",
        "wall_variant": "colored",
        "players": [{"name": ME, "score": 0, "pattern_lines": pattern, "wall": ["." * SIZE] * SIZE, "floor": []}],
    }
    placed = api.score(position)["players"][0]["placed"]
    if len(placed) != len(lines):
        return None
    points = [p["points"] for p in placed]
    told = join([say("emptywall.line", lang, line=n, colour=colour(lines[n], lang)) for n in sorted(lines)], lang)
    return {
        "rule": "azul.tiling.scoring-lines" if max(points) > 1 else "azul.tiling.scoring-isolated",
        "read": sentence([say("emptywall.read", lang, lines=told)], lang),
        "verdict": sentence(
            [say("emptywall.verdict", lang, each=" + ".join(map(str, points)), total=sum(points))], lang
        ),
        "answer": sum(points),
        "position": position,
    }


read = azul_wall_time.timed(_read)  # s9: a time told ("two rounds ago") is no count of the wall
