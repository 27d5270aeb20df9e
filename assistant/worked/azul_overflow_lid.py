"""The tiles that go to the box lid when a take overflows a pattern line onto a floor line that is nearly full:
"my floor line already has 6 tiles. I take 4 black and put them on my empty line 1. how many go to the box lid?",
"Zemin sıramda zaten 6 taş var. Ortadan 5 mavi aldım, boş olan 2. sıraya koyuyorum", "床ラインにもう6枚ある状態で、
黒を4枚取って空いてる1段目に置く".

The floor's tiles, the empty line and the tiles taken become a board and a take from the centre that
assistant.api.move plays: the line fills, the floor takes what its spaces hold, and the rest goes to the lid.
"""

from __future__ import annotations

import re

from assistant import api
from assistant.azul.components import COLOURS, SIZE
from assistant.games import JSON
from assistant.worked.azul_line_lid import lid_asked
from assistant.worked.azul_lines import line_told
from assistant.worked.reading import Span, Text
from assistant.worked.say import colour, say, sentence

GAME = "azul"
ME = "P1"
_CLAUSE = r"[,;.!?、。]"


def _floor_count(text: Text, skip: set[int]) -> Span[int] | None:
    """The one number told in the clause that names the floor line ("my floor line already has 6 tiles")."""
    found = []
    for f in text.find("floor"):
        start = max([m.end() for m in re.finditer(_CLAUSE, text.norm[: f.start])], default=0)
        stop = re.search(_CLAUSE, text.norm[f.end :])
        end = f.end + stop.start() if stop else len(text.norm)
        found += [n for n in text.numbers if start <= n.start < end and n.start not in skip]
    found = list({n.start: n for n in found}.values())
    return found[0] if len(found) == 1 else None


def read(text: Text, lang: str) -> dict | None:
    if not lid_asked(text) or not text.has("floor") or not text.has("empty") or text.has("marker") or text.has(
            "wall") or text.has("opponent"):
        return None
    line, starts = line_told(text)
    if line is None or not 1 <= line <= SIZE:
        return None
    floor = _floor_count(text, starts)
    spaces = api.facts("azul")["floor_spaces"]
    if floor is None or not 0 < floor.value <= spaces:
        return None
    taken = [n for n in text.numbers if n.start not in starts and n is not floor]
    names = list(dict.fromkeys(c.value for c in text.named("colours")))
    if len(taken) != 1 or not line < taken[0].value <= 20 or len(names) > 1:
        return None  # a take that fits its line sends nothing on: not this reading
    count, name = taken[0].value, (names[0] if names else "blue")
    other = next(c for c in COLOURS if c != name)
    position: JSON = {"game": "azul", "wall_variant": "colored", "factories": [], "centre": [name] * count,
                      "players": [{"name": ME, "score": 0, "pattern_lines": [{"count": 0}] * SIZE,
                                   "wall": ["." * SIZE] * SIZE, "floor": [other] * floor.value}]}
    out = api.move(position, {"action": "take", "player": ME, "from": "centre", "colour": name, "line": line})
    if not out["legal"]:
        return None
    me = out["after"]["players"][0]
    on_line = me["pattern_lines"][line - 1].get("count", 0)
    to_floor = len(me["floor"]) - floor.value
    lid = count - on_line - to_floor
    told = say("overflow_lid.colour", lang, colour=colour(name, lang)) if names else ""
    read_text = say("overflow_lid.read", lang, floor=floor.value, taken=count, colour=told, line=line)
    verdict = say("overflow_lid.verdict", lang, line=line, on_line=on_line, room=spaces - floor.value,
                  to_floor=to_floor, lid=lid)
    return {"rule": "azul.floor.full", "read": sentence([read_text], lang), "verdict": sentence([verdict], lang),
            "answer": lid, "unit": "tiles", "position": out["after"], "counts": []}
