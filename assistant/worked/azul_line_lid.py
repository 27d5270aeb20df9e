"""The tiles of a full pattern line that go to the box lid in the wall tiling: "my line 4 is full of blue, how many
go in the box lid?", "5. sıram beyazla doldu, kaç karo kutu kapağına gider?", "mi línea 2 está completa de rojos,
cuántos van a la tapa?", "3段目のラインが黒で埋まった。箱のふたに行くのは何枚？".

The line is filled in a position (with the colour told, blue when none is) and assistant.api.score tiles it: the
tiles of the line, less the one the engine places on the wall and those it leaves on the line, go to the lid.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import SIZE
from assistant.games import JSON
from assistant.worked.azul_lines import line_told
from assistant.worked.patterns import patterns
from assistant.worked.reading import Text
from assistant.worked.say import colour, say, sentence

_PATTERNS = patterns("azul_line_lid")

GAME = "azul"
ME = "P1"

# "one goes to the wall", "uno va al muro", "壁に1枚": the tile placed, told with its 1
_ONE_TO_WALL = _PATTERNS["one_to_wall"]
_FULL = _PATTERNS["full"]


def lid_asked(text: Text) -> bool:
    """How many tiles go to the box lid is asked ("how many go in the lid?", "箱のふたに行くのは何枚？"): the gate of
    every reader of the lid after a take or a tiling (azul_round_lid, azul_overflow_lid too)."""
    return text.has("lid") and (text.has("how_many") or text.lang == "ja" and "何枚" in text.norm)


def read(text: Text, lang: str) -> dict | None:
    if not lid_asked(text) or not re.search(_FULL[text.lang], text.norm):
        return None
    if text.has("floor") or text.has("more") or text.has("marker") or text.has("opponent"):
        return None  # the floor's tiles past its spaces (azul_lid), tiles coming on top: not one full line
    line, starts = line_told(text)
    if line is None or not 1 <= line <= SIZE:
        return None
    one = re.search(_ONE_TO_WALL[text.lang], text.norm)
    rest = [n for n in text.numbers if n.start not in starts and not (one and one.start() <= n.start < one.end())]
    filling = [n for n in rest if n.value == line]  # s20: "completé la línea 4 con 4 negras": the line's own size
    if len(rest) > len(filling) or len(filling) > 1:
        return None  # "4 tiles on line 5": a count that may not fill it, not read here
    names = {c.value for c in text.named("colours")}
    if len(names) > 1:
        return None
    name = names.pop() if names else "blue"
    lines: list[dict] = [{"count": 0} for _ in range(SIZE)]
    lines[line - 1] = {"colour": name, "count": line}
    position: JSON = {"game": "azul", "wall_variant": "colored", "factories": [], "centre": [],
                      "players": [{"name": ME, "score": 0, "pattern_lines": lines, "wall": ["....."] * SIZE,
                                   "floor": []}]}
    me = api.score(position)["players"][0]
    placed = [p for p in me["placed"] if p["line"] == line]
    if len(placed) != 1:
        return None
    left = me["pattern_lines_after"][line - 1]["count"]
    lid = line - len(placed) - left
    told = colour(name, lang) if text.named("colours") else ""
    return {"rule": "azul.tiling.move", "read": sentence([say("line_lid.read", lang, line=line, colour=told)], lang),
            "verdict": sentence([say("line_lid.verdict", lang, line=line, lid=lid)], lang), "answer": lid,
            "unit": "tiles", "counts": ([1] if one else []) + [n.value for n in filling], "position": position}
