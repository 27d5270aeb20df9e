"""The tiles that go to the box lid in a whole wall tiling, several pattern lines and the floor told together
(session 17): "my line 3 is full of red, my line 5 is full of black, line 4 has two white (not full); floor: two
tiles and the first player token: how many go into the lid?", "4. sırada 4 siyah, 2. sırada 2 kırmızı doldu;
zeminde başlangıç oyuncusu işareti ile 1 sarı var", "completé la línea 3 con 3 rojas y la línea 4 con 4 blancas",
"4段目(4枚)と2段目(2枚)が完成、3段目は1枚だけ。床にはマーカーとタイル2枚".

A line told with as many tiles as its number holds is full, one with fewer is not; a line told full without a count
is full. The lines and the floor become a one-player board that assistant.api.score tiles: each line it places
sends the rest of its tiles to the lid, the floor's tiles go there too, the first player marker never does.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import COLOURS, SIZE
from assistant.games import JSON
from assistant.worked import guards
from assistant.worked.azul_line_lid import lid_asked
from assistant.worked.azul_rows import cut, each_line, rows_in, told_full, told_not_full, without_not_full
from assistant.worked.reading import Span, Text
from assistant.worked.say import join, say, sentence

GAME = "azul"
ME = "P1"


def _lines(text: Text) -> tuple[dict[int, tuple[int, bool, str | None]], set[int], set[int]] | None:
    """{line: (tiles, full, colour)}, the numbers read, the floor's tiles' number positions; None when a line's
    state or a number is not told plainly."""
    lines: dict[int, tuple[int, bool, str | None]] = {}
    read: set[int] = set()
    floor: set[int] = set()
    heading = False  # "Floor: two tiles and the marker": the floor named before its tiles
    for start, end in cut(text):
        part = text.norm[start:end]
        numbers = [n for n in text.numbers if start <= n.start < end]
        rows = rows_in(text, start, end)
        if any(start <= s.start < end for s in text.find("floor")) or heading and not rows:
            floor |= {n.start for n in numbers if not _marker_label(text, n)}
            read |= {n.start for n in numbers if _marker_label(text, n)}
            heading = not numbers and not heading
            continue
        heading = False
        if not rows:
            continue
        read |= {n.start for n in numbers if any(a <= n.start < b for a, b, _ in rows)}
        counts = [n for n in numbers if n.start not in read]
        full_word, short_word = told_full(part, text.lang), told_not_full(part, text.lang)
        colours = [c for c in text.named("colours") if start <= c.start < end]
        for a, b, line, upto in each_line(rows, end):
            mine = [n for n in counts if (b <= n.start < upto) or (len(rows) == 1 and n.start < a)]
            shade = [c.value for c in colours if (b <= c.start < upto) or (len(rows) == 1 and c.start < a)]
            if line in lines or len(mine) > 1 or len(set(shade)) > 1 or not 1 <= line <= SIZE:
                return None
            if mine:
                tiles = mine[0].value
                if tiles > line or tiles < 1 or (tiles == line and short_word and len(rows) == 1):
                    return None
                read.add(mine[0].start)
                lines[line] = (tiles, tiles == line, shade[0] if shade else None)
            elif full_word and not short_word:
                lines[line] = (line, True, shade[0] if shade else None)
            else:
                return None  # a line told without its tiles nor whether it is full
    return lines, read, floor


def _marker_label(text: Text, n: Span[int]) -> bool:
    """The 1 printed on the first player marker, told with it ("1 işareti", "the -1 marker"): no count of tiles."""
    return n.value == 1 and any(0 <= m.start - n.end <= 2 for m in text.find("marker"))


def _plus(text: Text, more: Span[str]) -> bool:
    """s19: Spanish "2 fichas más el marcador": más before an article adds, it tells no more tiles to come."""
    return text.lang == "es" and bool(re.match(r"\s+(?:el|la|los|las)\b", text.norm[more.end:]))


def read(text: Text, lang: str) -> dict | None:
    if not lid_asked(text) or not text.has("floor") and not text.has("line"):
        return None
    more = [m for m in text.find("more") if not _plus(text, m)]
    if text.has("including") or more or text.has("opponent"):
        return None
    told = _lines(text)
    if told is None:
        return None
    lines, read_at, floor_at = told
    if sum(full for _, full, _ in lines.values()) < 1 or len(lines) < 2 and not floor_at:
        return None  # one full line alone is azul_line_lid's
    floor_numbers = [n for n in text.numbers if n.start in floor_at]
    if any(n.start not in read_at | floor_at for n in text.numbers):
        return None
    floor = sum(n.value for n in floor_numbers)
    marker = bool(text.find("marker"))
    if floor + marker > api.facts("azul")["floor_spaces"]:
        return None  # past the floor's spaces: azul_lid's reading
    spare = iter(c for c in COLOURS if all(c != told_c for _, _, told_c in lines.values()))
    pattern: list[dict] = [{"count": 0} for _ in range(SIZE)]
    for line, (tiles, _, name) in lines.items():
        pattern[line - 1] = {"colour": name or next(spare, "blue"), "count": tiles}
    position: JSON = {"game": "azul", "wall_variant": "colored", "factories": [], "centre": [],
                      "players": [{"name": ME, "score": 0, "pattern_lines": pattern, "wall": ["....."] * SIZE,
                                   "floor": ["blue"] * floor + (["first"] if marker else [])}]}
    me = api.score(position)["players"][0]
    placed = sorted(p["line"] for p in me["placed"])
    if placed != sorted(line for line, (_, full, _) in lines.items() if full):
        return None
    from_lines = [line - 1 for line in placed]
    from_floor = sum(1 for e in me["floor_line"] if e["entry"] != "first")
    lid = sum(from_lines) + from_floor
    described = [say("round_lid.line_full", lang, line=n) if full else
                 say("round_lid.line_short", lang, line=n, count=t) for n, (t, full, _) in sorted(lines.items())]
    marker_read = say("round_lid.marker", lang) if marker else ""
    return {
        "rule": "azul.tiling.move",
        "read": sentence([say("round_lid.read", lang, lines=join(described, lang), floor=floor,
                              marker=marker_read)], lang),
        "verdict": sentence([say("round_lid.verdict", lang, lines=" + ".join(map(str, from_lines)), floor=from_floor,
                                 marker=say("round_lid.marker_stays", lang) if marker else "", lid=lid,
                                 short=say("round_lid.short", lang) if len(placed) < len(lines) else "")], lang),
        "answer": lid,
        "unit": "tiles",
        "counts": [n.value for n in text.numbers],
        "negation_read": not guards.negated(Text(without_not_full(text.norm, text.lang), text.lang)),
        "position": position,
    }
